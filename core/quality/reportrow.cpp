#include "core/quality/reportrow.h"

#include "core/quality/gridnotes.h"
#include "core/quality/gridtotal.h"
#include "core/remote/sshtarget.h"
#include "core/reports/reportreader.h"

#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ReportRow)
};

} // namespace

Status pinPackage(ResultRow &row, const PackageCost &package)
{
    if (isDryRunRow(row))
        return Error{
            Tr::tr("row %1: a CPU dry run never carries a tariff: it measured no GPU").arg(row[ResultColumn::RunId])};
    row[ResultColumn::GpuId] = package.tariff.gpuId;
    row[ResultColumn::DurationDays] = QString::number(package.tariff.durationDays);
    row[ResultColumn::Lots] = QString::number(package.request.lots);
    row[ResultColumn::LotPriceCents] = QString::number(package.tariff.priceCents);
    row[ResultColumn::CatalogSnapshot] = package.tariff.snapshot;
    return {};
}

ResultRow resultRowFromReport(const MeasurementReport &report, const QString &runId,
                              const std::optional<PackageCost> &pinned)
{
    const MeasurementConfig &c = report.config;
    const MeasurementOutcome &outcome = report.outcome;
    ResultRow row;
    row[ResultColumn::RunId] = runId;
    row[ResultColumn::DateUtc] = report.startedUtc.toUTC().toString(Qt::ISODate);
    row[ResultColumn::RunStatus] = report.status();
    row[ResultColumn::Device] = c.device;
    if (pinned)
        (void)pinPackage(row, *pinned); // a dry run's row stays unpriced
    row[ResultColumn::DeviceName] = report.environment.device.deviceName;
    row[ResultColumn::Dtype] = dtypeName(c.dtype);
    row[ResultColumn::Batch] = QString::number(c.batch);
    row[ResultColumn::Context] = QString::number(c.context);
    row[ResultColumn::Width] = QString::number(c.width);
    row[ResultColumn::Warmup] = QString::number(c.warmup);
    row[ResultColumn::Repeats] = QString::number(c.repeats);
    row[ResultColumn::MeasurementFile] = QFileInfo(c.output).fileName();
    row[ResultColumn::WarmForwardMedianS] = report.warmForwardMedianSeconds();
    if (auto peak = report.maxPeakAllocated())
        row[ResultColumn::PeakAllocatedBytes] = QString::number(*peak);
    if (auto peak = report.maxPeakReserved())
        row[ResultColumn::PeakReservedBytes] = QString::number(*peak);
    // The notes are saved in the CSV: untranslated, like the report they come from.
    if (outcome.status == RunStatus::Failed)
        row[ResultColumn::Notes] = stoppedPhaseNote(phaseName(outcome.stoppedAt), outcome.failureMessage);
    else if (outcome.status == RunStatus::Cancelled)
        row[ResultColumn::Notes] = stoppedPhaseNote(phaseName(outcome.stoppedAt), runStatusName(outcome.status));
    return row;
}

void noteRemoteHost(ResultRow &row, const QString &destination)
{
    // Saved in the CSV: untranslated, like the rest of the notes.
    row[ResultColumn::Notes] = joinNotes(row[ResultColumn::Notes], remoteHostNote(sshHostLabel(destination)));
}

QString reportTrace(const LoadedReport &loaded)
{
    return reportTraceNote(loaded.fileName, loaded.sha256);
}

ResultRow resultRowFromOpenedReport(const LoadedReport &loaded, const QString &runId,
                                    const std::optional<PackageCost> &pinned)
{
    ResultRow row = resultRowFromReport(loaded.measurement().report, runId, pinned);
    row[ResultColumn::MeasurementFile] = loaded.fileName;
    QString &notes = row[ResultColumn::Notes];
    notes = notes.isEmpty() ? reportTrace(loaded) : joinNotes(reportTrace(loaded), notes);
    return row;
}

} // namespace IteraGpu
