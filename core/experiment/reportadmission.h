#pragma once

#include "core/quality/resultsgrid.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

namespace IteraGpu {

// A measurement report offered as a new row of a results grid: what the admission rule reads.
struct ReportCandidate
{
    QString name; // the file name as the user knows it, for messages
    QString sha256; // of the report's bytes, lower-case hex; empty when the file could not be read back
    bool cpuDryRun = false;
};

// The one rule for reports becoming grid rows, in `iteragpu experiment add` and in the window (a row
// from the last measurement, from an opened report, or a whole sweep): all or nothing. Refused, each
// with the report's name: a CPU dry run when the rows would carry a tariff (`priced`), a report already
// cited by a row of `grid` (named with its number and run id) and a report named twice among
// `candidates`. A repetition of a run is not a new useful unit.
Status admitReports(const ResultsGrid &grid, const QList<ReportCandidate> &candidates, bool priced);

} // namespace IteraGpu
