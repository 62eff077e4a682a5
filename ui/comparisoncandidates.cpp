#include "ui/comparisoncandidates.h"

#include "core/measure/prediction.h"
#include "core/util/displaytext.h"
#include "ui/measure/shownrunbox.h"
#include "ui/reports/reportlibrary.h"

namespace IteraGpu::Ui {

namespace {
bool offersLastRun(const std::optional<MeasurementRunResult> &lastRun)
{
    return lastRun && lastRun->reportWritten();
}
} // namespace

QList<ComparisonWindow::Candidate> comparisonCandidates(const ReportLibrary &reports,
                                                        const std::optional<MeasurementRunResult> &lastRun)
{
    QList<ComparisonWindow::Candidate> candidates;
    for (const ReportLibrary::Entry *entry : reports.measurements())
        candidates.append({entry->id, comparisonRun(entry->report)});
    if (offersLastRun(lastRun)) {
        const MeasurementReport &report = lastRun->report;
        candidates.append({ShownRunBox::kThisWindowsRun,
                           ComparisonRun{fileNameOnly(report.config.output), QString(), kMeasurementFormatVersion,
                                         report, predictAllocations(report.config)}});
    }
    return candidates;
}

QList<int> initialComparisonSelection(const ReportLibrary &reports, const std::optional<MeasurementRunResult> &lastRun)
{
    QList<int> keys;
    for (const ReportLibrary::Entry *entry : reports.measurements())
        keys.append(entry->id);
    if (offersLastRun(lastRun))
        keys.append(ShownRunBox::kThisWindowsRun);
    return keys;
}

} // namespace IteraGpu::Ui
