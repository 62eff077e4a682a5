#include "ui/remote/remotemeasurementcontroller.h"

#include "core/util/displaytext.h"

#include <QPointer>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

RemoteMeasurementController::RemoteMeasurementController(QObject *parent)
    : RunController(PhaseStarts::Every, parent)
{ }

RemoteMeasurementController::~RemoteMeasurementController()
{
    // Closing ssh's input cancels the remote run; killing ssh then drops the connection, which the
    // remote side also reads as the end of its input: it writes its cancelled report either way.
    if (m_process) {
        m_process->closeInput();
        delete m_process;
    }
}

qint64 RemoteMeasurementController::sshProcessId() const
{
    return m_process ? m_process->processId() : 0;
}

void RemoteMeasurementController::setCancelGraces(std::chrono::seconds input, std::chrono::seconds terminate)
{
    m_inputGrace = input;
    m_terminateGrace = terminate;
}

void RemoteMeasurementController::cancel()
{
    if (m_process)
        m_process->cancel(m_inputGrace, m_terminateGrace);
}

void RemoteMeasurementController::announceCancelStep(RemoteCancel step)
{
    const QString host = displaySafe(sshHostLabel(m_target.destination));
    QString line;
    switch (step) {
    case RemoteCancel::None: return;
    case RemoteCancel::InputClosed:
        line = tr("Cancelling: %1 was asked to stop after the current forward; waiting up to %2 s…")
                   .arg(host)
                   .arg(m_inputGrace.count());
        break;
    case RemoteCancel::Terminated:
        line = tr("Cancelling: %1 did not stop within %2 s; ending ssh…").arg(host).arg(m_inputGrace.count());
        break;
    case RemoteCancel::Killed:
        line = tr("Cancelling: ssh did not end within %1 s; killing it…").arg(m_terminateGrace.count());
        break;
    }
    Q_EMIT cancelStep(step, line);
}

void RemoteMeasurementController::protocolError(const QString &error)
{
    // The remote side does not keep to the stream: stop it rather than read on.
    m_streamError = error;
    m_process->stopNow();
}

Status RemoteMeasurementController::checkEvent(const ProgressEvent &event)
{
    switch (event.kind) {
    case ProgressEvent::Kind::PhaseStarted: {
        Status planned = checkStreamedPhaseStart(m_config, m_rows.size(), m_rowAnnounced, event.phase, event.index);
        m_rowAnnounced = true;
        return planned;
    }
    case ProgressEvent::Kind::Row: m_rowAnnounced = false; return checkStreamedRow(m_config, m_rows.size(), event.row);
    case ProgressEvent::Kind::Started:
    case ProgressEvent::Kind::Finished:
    case ProgressEvent::Kind::Refused: break;
    }
    return {};
}

void RemoteMeasurementController::bytesArrived(const QByteArray &bytes)
{
    if (!m_streamError.isEmpty())
        return;
    QList<ProgressEvent> events;
    const Status fed = m_reader.feedInto(bytes, events);
    for (const ProgressEvent &event : std::as_const(events)) {
        if (Status planned = checkEvent(event); !planned) {
            protocolError(planned.error());
            return;
        }
        switch (event.kind) {
        case ProgressEvent::Kind::Started:
            m_environment = event.environment;
            m_startedUtc = event.startedUtc;
            break;
        case ProgressEvent::Kind::PhaseStarted: deliverPhaseStart(event.phase, event.index); break;
        case ProgressEvent::Kind::Row:
            m_rows.append(event.row);
            deliverRow(event.row);
            break;
        case ProgressEvent::Kind::Finished: break;
        case ProgressEvent::Kind::Refused: m_refusal = event; break;
        }
    }
    if (!fed) {
        protocolError(fed.error());
        return;
    }
    // Everything arrived: a remote that keeps the connection open after its report is not waited
    // for. Its input closes now; ssh ends after the grace (no cancel step: the run is whole).
    if (m_reader.reportComplete())
        m_process->endAfter(m_inputGrace);
}

QCoro::Task<MeasurementRunResult> RemoteMeasurementController::run(RunRequest request)
{
    MeasurementRunResult result;
    result.report.config = request.config;
    if (m_running) {
        result.message = tr("A remote run is already in progress.");
        co_return result;
    }
    // The cheapest refusal first: nothing runs on the remote host for a local file that exists.
    if (Status local = checkOutputPath(request.localPath, tr("Local copy")); !local) {
        result.message = local.error();
        co_return result;
    }
    auto *process = new SshProcess(this);
    connect(process, &SshProcess::outputArrived, this, &RemoteMeasurementController::bytesArrived);
    connect(process, &SshProcess::cancelStep, this, &RemoteMeasurementController::announceCancelStep);
    if (Status started = process->start(request.target, remoteMeasureArguments(request.config)); !started) {
        delete process;
        result.message = started.error();
        result.field = started.errorField();
        co_return result;
    }
    m_process = process;
    m_config = request.config;
    m_target = request.target;
    m_rowAnnounced = false;
    m_reader = ProgressStreamReader();
    m_streamError.clear();
    m_refusal.reset();
    m_environment = EnvironmentReport();
    m_rows.clear();
    resetDeliveries();
    m_running = true;

    const SshOutcome outcome = co_await process->finished();
    finishDeliveries(); // the last rows arrive before the result
    m_process = nullptr;
    process->deleteLater();
    // Still running (no second run starts) until the conclusion has been written. No temporary in
    // the co_await expression: GCC 12 destroys such temporaries twice.
    RemoteRunEnd end{request.target,
                     request.config,
                     request.localPath,
                     outcome,
                     m_reader,
                     m_streamError,
                     m_refusal,
                     m_environment,
                     m_startedUtc,
                     m_rows,
                     process->cancelState(),
                     qint64(m_inputGrace.count())};
    QCoro::Task<std::optional<MeasurementRunResult>> concluding
        = m_conclusions.start([end = std::move(end)](const JobContext &) { return concludeRemoteRun(end); });
    std::optional<MeasurementRunResult> concluded = co_await std::move(concluding);
    if (!concluded)
        co_return MeasurementRunResult(); // the controller is gone (its report was written all the same)
    m_running = false;
    co_return std::move(*concluded);
}

} // namespace IteraGpu::Ui
