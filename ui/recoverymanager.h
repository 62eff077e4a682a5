#pragma once

#include "core/quality/recovery.h"
#include "ui/common/jobtracker.h"

#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace IteraGpu::Ui {

// Keeps the window's unsaved grid and protocol in a recovery file while it runs, so that a crash or
// a power cut loses at most a couple of seconds of typing (see docs/ARCHITECTURE.md, "Crash
// recovery"). Edits are written after a short quiet time, structural changes at once; the file is
// removed when nothing is unsaved any more. The GUI thread takes a copy of plain data; its JSON is
// made and written by jobs on a lane of their own, so the GUI thread waits on neither.
// Only one window owns the file (a lock file beside it); another running window neither writes it
// nor offers it.
class RecoveryManager : public QObject
{
    Q_OBJECT
public:
    using Collect = std::function<RecoverySnapshot()>;
    static constexpr int kQuietMs = 1500; // typing pause before a write

    RecoveryManager(const QString &folder, Collect collect, QObject *parent = nullptr);
    ~RecoveryManager() override;

    static QString defaultFolder();
    QString filePath() const;
    bool ownsFile() const { return m_owner; }
    // Recovery is off because its folder cannot be made or written (not: another window owns it).
    bool isUnavailable() const { return m_unavailable; }
    const QString &folder() const { return m_folder; }

    // What a crashed session left, read once, off the GUI thread, from construction on (before
    // anything is written). While isReadingLeftOver(), the two accessors say nothing yet: wait for
    // leftOverRead().
    bool isReadingLeftOver() const { return m_readingLeftOver; }
    const std::optional<RecoverySnapshot> &leftOver() const { return m_leftOver; }
    const QString &leftOverError() const { return m_leftOverError; }
    void forgetLeftOver();

    void scheduleWrite(); // after kQuietMs without further calls
    void writeNow(); // a structural change
    void discard(); // a clean save or quit: nothing unsaved remains
    void waitForWrites(); // tests and shutdown

Q_SIGNALS:
    void writeFailed(const QString &message); // on the GUI thread
    void written(); // on the GUI thread, after each successful write or removal
    void leftOverRead();

private:
    void write(RecoverySnapshot snapshot); // an empty one: remove the file
    void readLeftOver();

    QString m_folder;
    Collect m_collect;
    std::unique_ptr<QLockFile> m_lock;
    bool m_owner = false;
    bool m_unavailable = false;
    QTimer m_quiet;
    JobLane m_lane; // before m_jobs: outlives it
    JobTracker m_jobs{JobTracker::Policy::KeepAll, &m_lane}; // the left-over read, then the writes, in order
    struct LeftOver
    {
        std::optional<RecoverySnapshot> snapshot;
        QString error;
    };
    bool m_readingLeftOver = false;
    std::optional<RecoverySnapshot> m_leftOver;
    QString m_leftOverError;
};

} // namespace IteraGpu::Ui
