#pragma once

#include "core/remote/remoterun.h"
#include "ui/common/jobtracker.h"
#include "ui/measure/runcontroller.h"
#include "ui/remote/sshprocess.h"

#include <QDateTime>
#include <QPointer>
#include <QTimer>

#include <chrono>

#include <optional>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

// A measurement run by the CLI on a remote host over ssh: `REMOTE measure ... --output
// REMOTE_PATH --progress jsonl` (remoteMeasureArguments), its progress stream read as it arrives
// (ProgressStreamReader), rows delivered as the remote phases end; when ssh has ended, core's
// concludeRemoteRun validates and saves what arrived on a worker thread. The GUI thread never
// waits: ssh is a QProcess read from the event loop. The remote file stays.
// The remote is bounded (core/remote/remotebounds.h): its rows must follow the run's plan, a
// protocol error kills ssh at once, and a cancel escalates from closing ssh's input to SIGTERM
// and SIGKILL, each step announced by cancelStep().
class RemoteMeasurementController : public RunController
{
    Q_OBJECT
public:
    explicit RemoteMeasurementController(QObject *parent = nullptr);
    ~RemoteMeasurementController() override; // a running remote run is cancelled, never left orphaned

    // request.config.output is the REMOTE path; request.localPath is where the fetched report is
    // saved (refused before anything runs if it exists); request.target where. The result is
    // concludeRemoteRun's (core/remote/remoterun.h), or Refused for a target, argument or local
    // path refused before ssh started.
    QCoro::Task<IteraGpu::MeasurementRunResult> run(RunRequest request) override;
    // Closes ssh's standard input (the remote CLI cancels between forwards); if ssh has not ended
    // after the cancel grace, terminates it, then kills it after the terminate grace.
    void cancel() override;
    bool isRunning() const override { return m_running; }
    // ssh's process id while running, 0 otherwise (tests kill it to drop the connection).
    qint64 sshProcessId() const;
    // The escalation's waits: kRemoteCancelGraceS and kRemoteTerminateGraceS (tests shorten them).
    void setCancelGraces(std::chrono::seconds input, std::chrono::seconds terminate);

Q_SIGNALS:
    // One translated line for the window's status line at each step of a cancel.
    void cancelStep(IteraGpu::RemoteCancel step, const QString &line);

private:
    void bytesArrived(const QByteArray &bytes);
    Status checkEvent(const ProgressEvent &event);
    void protocolError(const QString &error);
    void announceCancelStep(IteraGpu::RemoteCancel step); // SshProcess escalates; this words it

    QPointer<SshProcess> m_process;
    ProgressStreamReader m_reader;
    QString m_streamError; // the first problem in the stream; the run is stopped then
    std::optional<ProgressEvent> m_refusal; // the remote CLI's "refused" line
    EnvironmentReport m_environment;
    QDateTime m_startedUtc;
    QList<PhaseRow> m_rows; // every row received
    IteraGpu::MeasurementConfig m_config; // the run's, for its plan
    IteraGpu::SshTarget m_target;
    bool m_rowAnnounced = false; // the next planned row's phase_started was seen
    std::chrono::seconds m_inputGrace{IteraGpu::kRemoteCancelGraceS};
    std::chrono::seconds m_terminateGrace{IteraGpu::kRemoteTerminateGraceS};
    bool m_running = false;
    JobTracker m_conclusions{JobTracker::Policy::KeepAll}; // the report and its conclusion, written off the GUI thread
};

} // namespace IteraGpu::Ui
