#pragma once

#include "measurementreport.h"
#include "packagecost.h"
#include "resultsgrid.h"

#include <optional>

namespace IteraGpu {

// The results-grid row of one written report: run id, date, status, the device and shapes, the
// report's file name, the warm_forward median and the largest peaks; for a run that stopped, the
// phase (and the failure message) in the notes. `pinned` is the package the user has chosen: its
// gpu, duration, lots, lot price and snapshot are copied into the row, so that a later catalog
// never re-prices this run. The quality columns stay empty: only the user fills them.
ResultRow resultRowFromReport(const MeasurementReport &report, const QString &runId,
                              const std::optional<PackageCost> &pinned);

} // namespace IteraGpu
