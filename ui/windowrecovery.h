#pragma once

#include <QObject>
#include <QString>

class QLabel;
class QStatusBar;

namespace IteraGpu::Ui {

class ExperimentSession;
class RecoveryManager;
class WindowParts;

// The window's crash recovery: one RecoveryManager for the folder of the work the window holds (the
// experiment's state folder, or the one of work outside experiments), changed when the experiment
// changes, each folder's left-over work offered once; and the status bar's lasting line while
// recovery is off. docs/ARCHITECTURE.md, "Crash recovery".
class WindowRecovery : public QObject
{
    Q_OBJECT
public:
    WindowRecovery(WindowParts *parts, ExperimentSession *experiment, QStatusBar *statusBar, QObject *parent);

    RecoveryManager *manager(); // made on first use: it takes a lock file and reads the left-over work
    // After the experiment changed: the manager of its folder (what the window kept for the work
    // before is dropped, a crashed session's file not yet offered stays). True when that folder's
    // left-over work is to be offered now: once per folder.
    bool follow();
    bool offerOnce(); // the same question for the folder of now, without changing the manager
    void showState(); // the status bar's line (also after a language change)
    void close(); // on quit: the work was saved or discarded by the user's answer

private:
    QString folder() const;

    WindowParts *m_parts;
    ExperimentSession *m_experiment;
    QStatusBar *m_statusBar;
    RecoveryManager *m_recovery = nullptr;
    QLabel *m_off = nullptr; // in the status bar while crash recovery is off
    QString m_offeredFor; // the folder whose left-over work was offered
};

} // namespace IteraGpu::Ui
