#pragma once

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <qcoro/qcorotask.h>

#include "core/quality/qualityprotocol.h"
#include "core/quality/resultsgrid.h"
#include "ui/windowparts.h"

class QMenu;
class QPushButton;

namespace IteraGpu {
struct Experiment;
}

namespace IteraGpu::Ui {

class ExperimentSession;
class WindowActions;

// What the File menu does with experiments: New, Open, Recent, Save (Ctrl+S saves the whole
// experiment), the experiment made from loose files, and what the window remembers in it (the
// opened reports, the calculator's choice, window.json). Reading happens off the GUI thread.
class ExperimentCommands : public QObject
{
    Q_OBJECT
public:
    ExperimentCommands(WindowParts *window, ExperimentSession *session);

    // File > New experiment…: blank, or, with `fromLooseFiles`, starting with copies of the grid and
    // protocol the window shows. False when cancelled or refused.
    QCoro::Task<bool> newExperiment(bool fromLooseFiles = false);
    void openExperimentDialog();
    // Opens the experiment in `folder` (asks first about unsaved work). A folder that is not an
    // experiment but holds the seed's kit (its grid or catalog) is offered as a new experiment.
    QCoro::Task<bool> openExperiment(QString folder);
    // On start: the last experiment, when it still is one; nothing otherwise.
    QCoro::Task<> reopenLast();
    // File > Close experiment: the window then works on loose files, with a blank grid and protocol.
    QCoro::Task<bool> closeExperiment();
    // Ctrl+S: saves the experiment, or offers to make one of what the window shows. The files are
    // written by the session's job; the window goes on meanwhile.
    QCoro::Task<bool> save();
    // After a loose grid or protocol was opened outside an experiment: offers to make one of them
    // (a button in the status bar).
    void offerExperimentFromLooseFiles();
    QPushButton *fromLooseFilesButton() const { return m_fromLooseFiles; }
    void retranslate();
    // The File menu's experiment entries: new, open, recent, save, close.
    void connectActions(WindowActions *actions);
    // Before the window's work is replaced or it quits: Save, Discard or Cancel. False: stay.
    QCoro::Task<bool> saveOrDiscard(QString title, QString question);
    // Quitting: Save, Discard or Cancel for what is unsaved (the experiment, or the loose grid and
    // protocol), then window.json. False: stay.
    QCoro::Task<bool> settleBeforeQuit();
    // Writes what the window remembers of the experiment (no question).
    QCoro::Task<> rememberWindowState();

    QJsonObject windowState() const;
    void fillRecentMenu(QMenu *menu);

private:
    QCoro::Task<> applyWindowState(QJsonObject state);
    // Saves `grid` and `protocol` (what the window showed) with the window's state.
    QCoro::Task<bool> saveShown(ResultsGrid grid, QualityProtocol protocol);
    void showExperiment(const Experiment &experiment);

    WindowParts *m_window;
    ExperimentSession *m_session;
    QPushButton *m_fromLooseFiles;
};

} // namespace IteraGpu::Ui
