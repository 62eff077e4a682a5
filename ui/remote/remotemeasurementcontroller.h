#pragma once

#include "measure/runcontroller.h"
#include "remote/remoterun.h"
#include "remote/sshprocess.h"

#include <QDateTime>
#include <QPointer>

#include <optional>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

// A measurement run by the CLI on a remote host over ssh: `REMOTE measure ... --output
// REMOTE_PATH --progress jsonl` (remoteMeasureArguments), its progress stream read as it arrives
// (ProgressStreamReader), rows delivered as the remote phases end; when ssh has ended, core's
// concludeRemoteRun validates and saves what arrived on a worker thread. The GUI thread never
// waits: ssh is a QProcess read from the event loop. The remote file stays.
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
    void cancel() override; // closes ssh's standard input: the remote CLI cancels between forwards
    bool isRunning() const override { return m_running; }
    // ssh's process id while running, 0 otherwise (tests kill it to drop the connection).
    qint64 sshProcessId() const;

private:
    void bytesArrived(const QByteArray &bytes);

    QPointer<SshProcess> m_process;
    ProgressStreamReader m_reader;
    QString m_streamError; // the first problem in the stream; the run is stopped then
    std::optional<ProgressEvent> m_refusal; // the remote CLI's "refused" line
    EnvironmentReport m_environment;
    QDateTime m_startedUtc;
    QList<PhaseRow> m_rows; // every row received
    bool m_running = false;
};

} // namespace IteraGpu::Ui
