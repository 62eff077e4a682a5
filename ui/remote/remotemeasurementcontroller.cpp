#include "remote/remotemeasurementcontroller.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <qcoro/qcorofuture.h>

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

void RemoteMeasurementController::cancel()
{
    if (m_process)
        m_process->closeInput();
}

void RemoteMeasurementController::bytesArrived(const QByteArray &bytes)
{
    if (!m_streamError.isEmpty())
        return;
    auto events = m_reader.feed(bytes);
    if (!events) {
        // The remote side does not speak the stream: stop it rather than read on.
        m_streamError = events.error();
        m_process->closeInput();
        m_process->kill();
        return;
    }
    for (const ProgressEvent &event : std::as_const(*events)) {
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
    if (Status started = process->start(request.target, remoteMeasureArguments(request.config)); !started) {
        delete process;
        result.message = started.error();
        result.field = started.errorField();
        co_return result;
    }
    m_process = process;
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
    QFuture<MeasurementRunResult> concluding
        = QtConcurrent::run(&concludeRemoteRun,
                            RemoteRunEnd{request.target, request.config, request.localPath, outcome, m_reader,
                                         m_streamError, m_refusal, m_environment, m_startedUtc, m_rows});
    QPointer<RemoteMeasurementController> self(this);
    MeasurementRunResult concluded = co_await concluding;
    if (self)
        m_running = false;
    co_return concluded;
}

} // namespace IteraGpu::Ui
