#pragma once

#include "core/remote/remotebounds.h"
#include "core/remote/sshtarget.h"
#include "core/sweep/sweepindex.h"
#include "core/sweep/sweeprunner.h"
#include "core/sweep/sweepstream.h"
#include "core/util/result.h"
#include "ui/common/jobtracker.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <optional>

namespace IteraGpu::Ui {

class SshProcess;

// A sweep run by the CLI on a remote host over ssh: `REMOTE sweep ... --output-dir REMOTE_FOLDER
// --progress jsonl` (remoteSweepArguments), its stream read as it arrives (SweepStreamReader). Each
// point's report arrives after its line and is written into the local folder, checked by SHA-256,
// before the point is announced; the index sweep.json last, byte for byte as the remote wrote it,
// then every report read back against it (readSweepReports). Nothing is ever overwritten here, and
// a dropped connection keeps every report that arrived. The files are written on a worker thread,
// in order; the GUI thread only reads the pipe. The same signals as SweepRunner, so that the
// Measure tab's sweep panel drives both. The remote folder stays.
class RemoteSweep : public QObject
{
    Q_OBJECT
public:
    explicit RemoteSweep(QObject *parent = nullptr);
    ~RemoteSweep() override; // a running sweep is cancelled: ssh's input closes, then ssh is killed

    // request.folder is the LOCAL folder, prepared (prepareSweepFolder); `remoteFolder` the sweep's
    // folder on the host (relative: its home folder), which the remote CLI refuses unless it is new
    // or empty. Refuses an invalid target or argument (nothing started); finished() follows otherwise.
    Status start(const SshTarget &target, const SweepRequest &request, const QString &remoteFolder);
    // Closes ssh's input (the remote sweep cancels its current point and sends what it has); if ssh
    // has not ended after the cancel grace, terminates it, then kills it after the terminate grace.
    void cancel();
    bool isRunning() const { return m_running; }
    qint64 sshProcessId() const; // 0 when not running (tests kill it to drop the connection)
    void setCancelGraces(std::chrono::seconds input, std::chrono::seconds terminate);

Q_SIGNALS:
    void pointStarted(int number, const QString &value, IteraGpu::SweepSearch::Stage stage);
    void pointFinished(int number, const IteraGpu::SweepPoint &point); // its report is in the local folder
    // The remote's index, written here, or (when the stream broke or the remote refused) the points
    // that arrived with `written` saying why there is no sweep.json.
    void finished(const IteraGpu::SweepIndex &index, const IteraGpu::Status &written);
    void cancelStep(const QString &line); // one translated line at each step of a cancel

private:
    void bytesArrived(const QByteArray &bytes);
    void stop(const QString &problem); // the first problem wins; ssh is ended at once
    void announceCancelStep(IteraGpu::RemoteCancel step); // SshProcess escalates; this words it
    QCoro::Task<> store(SweepStreamEvent event);
    void sshEnded();
    void concludeWhenStored();
    QString endLine() const;

    QPointer<SshProcess> m_process;
    SshTarget m_target;
    SweepRequest m_request;
    SweepStreamReader m_reader;
    SweepIndex m_index; // the request, and the points stored so far
    std::optional<SweepIndex> m_remoteIndex; // from "sweep_finished"
    QString m_problem; // why the sweep stopped early (stream, local file), empty when it did not
    JobLane m_lane; // before m_writes: outlives it
    JobTracker m_writes{JobTracker::Policy::KeepAll, &m_lane};
    int m_storing = 0; // writes queued and not yet done
    bool m_sshEnded = false;
    bool m_running = false;
    std::chrono::seconds m_inputGrace{kRemoteCancelGraceS};
    std::chrono::seconds m_terminateGrace{kRemoteTerminateGraceS};
};

} // namespace IteraGpu::Ui
