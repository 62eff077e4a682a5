#include "remote/remotemeasurementcontroller.h"

#include "files/textfile.h"
#include "remote/sshprocess.h"
#include "reports/reportreader.h"
#include "util/displaytext.h"

#include <QPointer>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <qcoro/qcorofuture.h>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// The remote CLI's arguments for `config`: every field explicit, so that the remote defaults
// cannot differ from what the window shows.
QStringList measureArguments(const MeasurementConfig &config)
{
    return {u"measure"_s,
            u"--device"_s,
            config.device,
            u"--batch"_s,
            QString::number(config.batch),
            u"--context"_s,
            QString::number(config.context),
            u"--width"_s,
            QString::number(config.width),
            u"--hidden"_s,
            QString::number(config.hidden),
            u"--dtype"_s,
            dtypeName(config.dtype),
            u"--warmup"_s,
            QString::number(config.warmup),
            u"--repeats"_s,
            QString::number(config.repeats),
            u"--seed"_s,
            QString::number(config.seed),
            u"--output"_s,
            config.output,
            u"--progress"_s,
            u"jsonl"_s};
}

// The rows of a complete run of `config`: model_load, inputs, cold_forward, warmup if any, repeats.
qsizetype completeRowCount(const MeasurementConfig &config)
{
    return 3 + (config.warmup > 0 ? 1 : 0) + config.repeats;
}

// The phase after `rows` complete ones: where a run cut short stopped.
Phase nextPhase(const MeasurementConfig &config, qsizetype rows)
{
    if (rows < 3)
        return kPhases[size_t(rows)];
    return rows == 3 && config.warmup > 0 ? Phase::Warmup : Phase::WarmForward;
}

} // namespace

RemoteMeasurementController::RemoteMeasurementController(QObject *parent)
    : QObject(parent)
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
        case ProgressEvent::Kind::PhaseStarted: Q_EMIT phaseStarted(event.phase, event.index); break;
        case ProgressEvent::Kind::Row:
            m_rows.append(event.row);
            rowArrived(event.row);
            break;
        case ProgressEvent::Kind::Finished: break;
        case ProgressEvent::Kind::Refused: m_refusal = event; break;
        }
    }
}

void RemoteMeasurementController::rowArrived(const PhaseRow &row)
{
    m_pending.append(row);
    if (m_flushScheduled)
        return; // joins the batch the timer delivers
    const qint64 since = m_sinceFlush.isValid() ? m_sinceFlush.elapsed() : kRowBatchMs;
    if (since >= kRowBatchMs) {
        flushRows();
        return;
    }
    m_flushScheduled = true;
    QTimer::singleShot(kRowBatchMs - since, this, &RemoteMeasurementController::flushRows);
}

void RemoteMeasurementController::flushRows()
{
    m_flushScheduled = false;
    if (m_pending.isEmpty())
        return;
    m_sinceFlush.start();
    const QList<PhaseRow> rows = std::exchange(m_pending, {});
    Q_EMIT rowsFinished(rows);
}

QCoro::Task<MeasurementRunResult> RemoteMeasurementController::run(SshTarget target, MeasurementConfig config,
                                                                   QString localPath)
{
    MeasurementRunResult result;
    result.report.config = config;
    if (m_running) {
        result.message = tr("A remote run is already in progress.");
        co_return result;
    }
    // The cheapest refusal first: nothing runs on the remote host for a local file that exists.
    if (Status local = checkOutputPath(localPath, tr("Local copy")); !local) {
        result.message = local.error();
        co_return result;
    }
    auto *process = new SshProcess(this);
    connect(process, &SshProcess::outputArrived, this, &RemoteMeasurementController::bytesArrived);
    if (Status started = process->start(target, measureArguments(config)); !started) {
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
    m_pending.clear();
    m_sinceFlush.invalidate();
    m_running = true;

    const SshOutcome outcome = co_await process->finished();
    flushRows(); // the last rows arrive before the result
    m_process = nullptr;
    process->deleteLater();
    // Still running (no second run starts) until the conclusion has been written. No temporary in
    // the co_await expression: GCC 12 destroys such temporaries twice.
    QFuture<MeasurementRunResult> concluding
        = QtConcurrent::run(&RemoteMeasurementController::conclude,
                            RunEnd{target, config, localPath, outcome, m_reader, m_streamError, m_refusal,
                                   m_environment, m_startedUtc, m_rows});
    QPointer<RemoteMeasurementController> self(this);
    MeasurementRunResult concluded = co_await concluding;
    if (self)
        m_running = false;
    co_return concluded;
}

MeasurementRunResult RemoteMeasurementController::conclude(const RunEnd &end)
{
    MeasurementRunResult result;
    result.report.config = end.config;
    result.report.environment = end.environment;
    result.report.startedUtc = end.startedUtc;
    result.report.outcome.rows = end.rows;
    const QString host = displaySafe(sshHostLabel(end.target.destination));
    if (!end.outcome.started) {
        result.message = end.outcome.message;
        return result;
    }
    if (end.refusal) {
        result.message = tr("%1 refused the run: %2").arg(host, displaySafe(end.refusal->message, 500));
        result.field = end.refusal->field;
        return result;
    }
    if (end.reader.reportComplete())
        return saveReport(end);

    // Why the stream stopped: what ssh says, else what is missing from the stream.
    QString why = end.outcome.message;
    if (!end.streamError.isEmpty())
        why = tr("the progress stream from %1 could not be read: %2").arg(host, end.streamError);
    if (why.isEmpty()) {
        const Status streamEnd = end.reader.checkEnd();
        why = end.outcome.crashed ? tr("The connection to %1 dropped.").arg(host)
                                  : tr("The remote command ended with exit code %1: %2")
                                        .arg(end.outcome.exitCode)
                                        .arg(streamEnd ? QString() : streamEnd.error());
    }
    if (!end.reader.started()) {
        result.message = why;
        return result;
    }
    if (end.reader.finished()) {
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = tr("%1 The run ended there but its report did not arrive whole; it stays on %2 at %3.")
                             .arg(why, host, displaySafe(end.config.output, 300));
        return result;
    }
    if (end.rows.size() >= completeRowCount(end.config)) {
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = tr("%1 Every phase was measured, but the report did not arrive; it stays on %2 at %3.")
                             .arg(why, host, displaySafe(end.config.output, 300));
        return result;
    }
    // The rows received are kept: a failed report here, from the remote environment and rows.
    MeasurementOutcome &cut = result.report.outcome;
    cut.status = RunStatus::Failed;
    cut.stoppedAt = nextPhase(end.config, end.rows.size());
    cut.failureMessage = tr("the connection to %1 dropped; the remote run was cancelled").arg(host);
    if (Status written = writeMeasurementReport(end.localPath, result.report); !written) {
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = tr("%1 The rows received could not be saved: %2").arg(why, written.error());
        return result;
    }
    result.kind = MeasurementRunResult::Kind::Failed;
    result.message
        = tr("%1 The run is recorded as failed with the %n phase row(s) received.", nullptr, int(end.rows.size()))
              .arg(why);
    return result;
}

MeasurementRunResult RemoteMeasurementController::saveReport(const RunEnd &end)
{
    MeasurementRunResult result;
    result.report.config = end.config;
    result.report.outcome.rows = end.rows;
    result.kind = MeasurementRunResult::Kind::NotWritten;
    auto loaded = parseReport(end.reader.report(), fileNameOnly(end.config.output));
    if (!loaded || !loaded->isMeasurement()) {
        result.message = tr("The report fetched from the remote host does not validate: %1")
                             .arg(loaded ? tr("not a measurement report") : loaded.error());
        return result;
    }
    result.report = loaded->measurement().report;
    if (Status written = writeNewFile(end.localPath, end.reader.report()); !written) {
        result.message
            = tr("%1; the remote report was not saved here (it stays on the remote host)").arg(written.error());
        return result;
    }
    switch (result.report.outcome.status) {
    case RunStatus::Complete: result.kind = MeasurementRunResult::Kind::Complete; break;
    case RunStatus::Failed: result.kind = MeasurementRunResult::Kind::Failed; break;
    case RunStatus::Cancelled: result.kind = MeasurementRunResult::Kind::Cancelled; break;
    }
    result.message = runEndMessage(result.report.outcome);
    return result;
}

} // namespace IteraGpu::Ui
