#include "remote/remoterun.h"

#include "files/textfile.h"
#include "measure/phaseplan.h"
#include "reports/reportreader.h"
#include "util/clioptions.h"
#include "util/displaytext.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::RemoteRun)
};

// The fetched report, validated and saved here; never over an existing file.
MeasurementRunResult saveFetchedReport(const RemoteRunEnd &end)
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

} // namespace

QStringList remoteMeasureArguments(const MeasurementConfig &config)
{
    const QString command = u"measure"_s;
    const MeasurementConfigText text = measurementConfigText(config);
    QStringList arguments{command};
    for (const CliOption &option : cliOptions(command)) {
        if (text.field(option.field))
            arguments << u"--"_s + option.name << text.value(option.field);
    }
    return arguments << u"--progress"_s << u"jsonl"_s;
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
    if (end.reader.reportComplete())
        return saveFetchedReport(end);

    // Why the stream stopped: what ssh says, else what is missing from the stream.
    QString why = end.outcome.message;
    if (!end.streamError.isEmpty())
        why = Tr::tr("the progress stream from %1 could not be read: %2").arg(host, end.streamError);
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
    // The rows received are kept: a failed report here, from the remote environment and rows.
    MeasurementOutcome &cut = result.report.outcome;
    cut.status = RunStatus::Failed;
    cut.stoppedAt = phaseAfter(end.config, end.rows.size());
    cut.failureMessage = Tr::tr("the connection to %1 dropped; the remote run was cancelled").arg(host);
    cut.failureKind = ErrorKind::Other;
    if (Status written = writeMeasurementReport(end.localPath, result.report); !written) {
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = Tr::tr("%1 The rows received could not be saved: %2").arg(why, written.error());
        return result;
    }
    result.kind = MeasurementRunResult::Kind::Failed;
    result.message
        = Tr::tr("%1 The run is recorded as failed with the %n phase row(s) received.", nullptr, int(end.rows.size()))
              .arg(why);
    return result;
}

} // namespace IteraGpu
