#include "core/remote/remoterun.h"

#include "core/files/textfile.h"
#include "core/measure/phaseplan.h"
#include "core/reports/reportreader.h"
#include "core/util/displaytext.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::RemoteRun)
};

// The rows received, written at localPath as a report that stopped part-way: `status` failed
// (with `failureMessage`) or cancelled. `why` starts the result's message.
MeasurementRunResult saveRowsReceived(const RemoteRunEnd &end, RunStatus status, const QString &failureMessage,
                                      const QString &why)
{
    MeasurementRunResult result;
    result.report.config = end.config;
    result.report.environment = end.environment;
    result.report.startedUtc = end.startedUtc;
    MeasurementOutcome &cut = result.report.outcome;
    cut.rows = end.rows;
    cut.status = status;
    cut.stoppedAt = phaseAfter(end.config, end.rows.size());
    if (status == RunStatus::Failed) {
        cut.failureMessage = failureMessage;
        cut.failureKind = ErrorKind::Other;
    }
    if (end.rows.size() >= completeRowCount(end.config)) {
        // A report that stopped part-way cannot hold every row (the report reader refuses it), and
        // a complete one would be the run: the rows stay in the window only.
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = Tr::tr("%1 Every phase was streamed, so the rows cannot be recorded as a run that "
                                "stopped part-way; nothing was saved as the run.")
                             .arg(why);
        return result;
    }
    if (Status written = writeMeasurementReport(end.localPath, result.report); !written) {
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = Tr::tr("%1 The rows received could not be saved: %2").arg(why, written.error());
        return result;
    }
    result.kind = MeasurementRunResult::kindOf(status);
    const int rows = int(end.rows.size());
    result.message = status == RunStatus::Cancelled
        ? Tr::tr("%1 The run is recorded as cancelled with the %n phase row(s) received.", nullptr, rows).arg(why)
        : Tr::tr("%1 The run is recorded as failed with the %n phase row(s) received.", nullptr, rows).arg(why);
    return result;
}

// The fetched report, validated, compared with the request and the stream, and saved here; never
// over an existing file. One that disagrees with the stream is kept only under its own name.
MeasurementRunResult saveFetchedReport(const RemoteRunEnd &end, const QString &host)
{
    MeasurementRunResult result;
    result.report.config = end.config;
    result.report.outcome.rows = end.rows;
    result.kind = MeasurementRunResult::Kind::NotWritten;
    auto loaded = parseReport(end.reader.report(), fileNameOnly(end.config.output));
    if (!loaded || !loaded->isMeasurement()) {
        result.message = Tr::tr("The report fetched from the remote host does not validate: %1")
                             .arg(loaded ? Tr::tr("not a measurement report") : loaded.error());
        return result;
    }
    if (Status agrees = compareReportWithStream(end.config, end.rows, loaded->measurement().report); !agrees) {
        const QString kept = disagreeingReportPath(end.localPath);
        const Status written = writeNewFile(kept, end.reader.report());
        const QString where = written ? Tr::tr("It was kept only as %1, a remote report that disagrees with the "
                                               "stream, not as the run.")
                                            .arg(displaySafe(kept, 300))
                                      : Tr::tr("It was not kept here (%1).").arg(written.error());
        return saveRowsReceived(
            end, RunStatus::Failed,
            Tr::tr("the report fetched from %1 disagrees with the rows streamed: %2").arg(host, agrees.error()),
            Tr::tr("The report fetched from %1 disagrees with the rows shown: %2. %3")
                .arg(host, agrees.error(), where));
    }
    result.report = loaded->measurement().report;
    if (Status written = writeNewFile(end.localPath, end.reader.report()); !written) {
        result.message
            = Tr::tr("%1; the remote report was not saved here (it stays on the remote host)").arg(written.error());
        return result;
    }
    result.kind = MeasurementRunResult::kindOf(result.report.outcome.status);
    result.message = runEndMessage(result.report.outcome);
    return result;
}

// How a cancel that had to end ssh is said.
QString cancelEndLine(RemoteCancel cancel, qint64 graceS, const QString &host)
{
    switch (cancel) {
    case RemoteCancel::None:
    case RemoteCancel::InputClosed: break;
    case RemoteCancel::Terminated:
        return Tr::tr("Cancelled: %1 did not stop within %2 s of its input closing; ssh was terminated.")
            .arg(host)
            .arg(graceS);
    case RemoteCancel::Killed:
        return Tr::tr("Cancelled: %1 did not stop within %2 s of its input closing and ssh did not end on SIGTERM; "
                      "ssh was killed.")
            .arg(host)
            .arg(graceS);
    }
    return Tr::tr("Cancelled: the connection to %1 ended before its report arrived.").arg(host);
}

} // namespace

QStringList remoteMeasureArguments(const MeasurementConfig &config)
{
    return QStringList{u"measure"_s} + measureOptionArguments(measurementConfigText(config))
        << u"--progress"_s << u"jsonl"_s;
}

MeasurementRunResult concludeRemoteRun(const RemoteRunEnd &end)
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
        result.message = Tr::tr("%1 refused the run: %2").arg(host, displaySafe(end.refusal->message, 500));
        result.field = end.refusal->field;
        return result;
    }
    // A protocol error (bytes after the report too) outweighs a report that arrived whole.
    if (end.streamError.isEmpty() && end.reader.reportComplete())
        return saveFetchedReport(end, host);

    // Why the stream stopped: the protocol error, else what ssh says, else what is missing.
    QString why = end.outcome.message;
    if (!end.streamError.isEmpty())
        why = Tr::tr("Protocol error from %1: %2; ssh was ended.").arg(host, end.streamError);
    else if (end.cancel != RemoteCancel::None)
        why = cancelEndLine(end.cancel, end.cancelGraceS, host);
    if (why.isEmpty()) {
        const Status streamEnd = end.reader.checkEnd();
        why = end.outcome.crashed ? Tr::tr("The connection to %1 dropped.").arg(host)
                                  : Tr::tr("The remote command ended with exit code %1: %2")
                                        .arg(end.outcome.exitCode)
                                        .arg(streamEnd ? QString() : streamEnd.error());
    }
    if (!end.reader.started()) {
        result.message = why;
        return result;
    }
    // The rows received are kept: a report here, from the remote environment and rows.
    if (!end.streamError.isEmpty())
        return saveRowsReceived(end, RunStatus::Failed, Tr::tr("protocol error from %1: %2").arg(host, end.streamError),
                                why);
    if (end.cancel != RemoteCancel::None)
        return saveRowsReceived(end, RunStatus::Cancelled, {}, why);
    if (end.reader.finished()) {
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = Tr::tr("%1 The run ended there but its report did not arrive whole; it stays on %2 at %3.")
                             .arg(why, host, displaySafe(end.config.output, 300));
        return result;
    }
    if (end.rows.size() >= completeRowCount(end.config)) {
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = Tr::tr("%1 Every phase was measured, but the report did not arrive; it stays on %2 at %3.")
                             .arg(why, host, displaySafe(end.config.output, 300));
        return result;
    }
    return saveRowsReceived(end, RunStatus::Failed,
                            Tr::tr("the connection to %1 dropped; the remote run was cancelled").arg(host), why);
}

} // namespace IteraGpu
