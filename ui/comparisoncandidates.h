#pragma once

#include "core/reports/measurementsession.h"
#include "ui/reports/comparisonwindow.h"

#include <optional>

namespace IteraGpu::Ui {

class ReportLibrary;

// The runs the comparison window offers: every opened measurement report (keyed by its id in the
// library) and this window's last run when its report was written (keyed ShownRunBox::kThisWindowsRun).
QList<ComparisonWindow::Candidate> comparisonCandidates(const ReportLibrary &reports,
                                                        const std::optional<MeasurementRunResult> &lastRun);
// The runs ticked when the comparison window first opens: all of the candidates.
QList<int> initialComparisonSelection(const ReportLibrary &reports, const std::optional<MeasurementRunResult> &lastRun);

} // namespace IteraGpu::Ui
