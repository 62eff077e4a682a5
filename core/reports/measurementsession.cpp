#include "core/reports/measurementsession.h"

#include "core/device/backendmessage.h"
#include "core/device/environment.h"
#include "core/measure/phaseplan.h"
#include "core/reports/reportreader.h"
#include "core/util/addressspace.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <QCoreApplication>

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::MeasurementSession)
};
// Whether this program's reader accepts `report` as written.
Result<LoadedReport> readBack(const MeasurementReport &report)
{
    return parseReport(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented),
                       QFileInfo(report.config.output).fileName());
}

// A report this program's reader would refuse is never written: the module's readings broke one of
// the rules every report keeps (allocated above reserved, a peak below its end value...). The run
// becomes a failure of kind other that names the rule, with the most rows the reader accepts (a
// binary search over how many are kept: a few parses, whatever the run's length).
void admitOwnReport(MeasurementReport &report)
{
    const auto read = readBack(report);
    if (read)
        return;
    MeasurementOutcome &outcome = report.outcome;
    const QList<PhaseRow> rows = outcome.rows;
    outcome.status = RunStatus::Failed;
    outcome.failureKind = ErrorKind::Other;
    outcome.failureMessage = Tr::tr("the module's readings are inconsistent (%1); the report keeps the rows before "
                                    "them, measured by a module that may be faulty")
                                 .arg(read.error());
    const auto keep = [&](qsizetype count) {
        outcome.rows = rows.first(count);
        outcome.stoppedAt = phaseAfter(report.config, count);
    };
    qsizetype accepted = 0; // the most rows known to read back (none: assumed)
    qsizetype refused = rows.size() + 1; // the fewest known not to
    while (refused - accepted > 1) {
        const qsizetype middle = accepted + (refused - accepted) / 2;
        keep(middle);
        (readBack(report) ? accepted : refused) = middle;
    }
    keep(accepted);
    if (accepted == 0 && !readBack(report))
        outcome.deviceMemoryBefore.reset(); // the reading before model_load may be what broke
}

} // namespace

MeasurementRunResult::Kind MeasurementRunResult::kindOf(RunStatus status)
{
    switch (status) {
    case RunStatus::Complete: return Kind::Complete;
    case RunStatus::Failed: return Kind::Failed;
    case RunStatus::Cancelled: return Kind::Cancelled;
    }
    return Kind::Failed;
}

MeasurementRunResult runMeasurementSession(const MeasurementConfig &config, const FieldLabels &labels,
                                           const BackendSource &backendSource, const std::atomic<bool> *cancel,
                                           const MeasurementObserver &observer)
{
    MeasurementRunResult result;
    result.report.config = config;
    // Cheap refusals first: no libtorch is loaded for a file that exists already.
    if (Status output = checkOutputPath(config.output, labels(FieldKey::output)); !output) {
        result.message = output.error();
        result.field = FieldKey::output.toString();
        return result;
    }
    auto backend = backendSource();
    if (!backend) {
        result.message = Tr::tr("%1; nothing was measured").arg(backend.error());
        return result;
    }
    auto session = (*backend)->open(config.device);
    if (!session) {
        result.message = Tr::tr("%1 %2: not available: %3; nothing was measured, there is no CPU fallback")
                             .arg(labels(FieldKey::device), config.device, explainBackendMessage(session.failure()));
        result.field = FieldKey::device.toString();
        return result;
    }
    if (Status dtype = (*session)->checkDtype(config.dtype); !dtype) {
        result.message
            = Tr::tr("%1 %2: %3")
                  .arg(labels(FieldKey::dtype), dtypeName(config.dtype), explainBackendMessage(dtype.failure()));
        result.field = FieldKey::dtype.toString();
        return result;
    }

    // The report says the run had the limit only when this process really has it (the command line
    // sets it once the backend is loaded; the window never runs with one).
    if (config.memoryLimitBytes && addressSpaceLimit() != config.memoryLimitBytes) {
        result.message = Tr::tr("%1: this process does not run under the limit of %2 bytes; nothing was measured")
                             .arg(labels(FieldKey::memoryLimit))
                             .arg(*config.memoryLimitBytes);
        result.field = FieldKey::memoryLimit.toString();
        return result;
    }
    result.report.startedUtc = QDateTime::currentDateTimeUtc();
    result.report.environment = environmentReport({config.device, QString(), backend->get(), QString()});
    result.report.outcome = runMeasurement(**session, config, cancel, observer);
    session->reset(); // frees the device memory before the report is written
    admitOwnReport(result.report);

    const MeasurementOutcome &outcome = result.report.outcome;
    if (Status written = writeMeasurementReport(config.output, result.report); !written) {
        result.kind = MeasurementRunResult::Kind::NotWritten;
        result.message = Tr::tr("%1; the run ended (%2) but its report could not be written, nothing was kept")
                             .arg(written.error(), result.report.status());
        return result;
    }
    result.kind = MeasurementRunResult::kindOf(outcome.status);
    result.message = runEndMessage(outcome);
    return result;
}

QString runEndMessage(const MeasurementOutcome &outcome)
{
    switch (outcome.status) {
    case RunStatus::Complete: break;
    case RunStatus::Failed:
        // A report of format 1 or 2 has no kind: its message is shown as an error of another kind.
        return Tr::tr("stopped at %1: %2")
            .arg(phaseLabel(outcome.stoppedAt),
                 explainBackendMessage(outcome.failureMessage, outcome.failureKind.value_or(ErrorKind::Other)));
    case RunStatus::Cancelled: return Tr::tr("cancelled at %1").arg(phaseLabel(outcome.stoppedAt));
    }
    return {};
}

} // namespace IteraGpu
