#pragma once

#include "core/measure/measurementreport.h"
#include "core/quality/packagecost.h"
#include "core/quality/resultsgrid.h"

#include <optional>

namespace IteraGpu {

struct LoadedReport;

// The results-grid row of one written report: run id, date, status, the device and shapes, the
// report's file name, the warm_forward median and the largest peaks; for a run that stopped, the
// phase (and the failure message) in the notes. `pinned` is the package the user has chosen: its
// gpu, duration, lots, lot price and snapshot are copied into the row, so that a later catalog
// never re-prices this run. The quality columns stay empty: only the user fills them.
ResultRow resultRowFromReport(const MeasurementReport &report, const QString &runId,
                              const std::optional<PackageCost> &pinned);

// The row of an opened report file, traceable to that file: measurement_file is the file's own
// name (not the output name written inside it) and the notes start with "report FILE sha256:HEX16"
// (the first 16 hex digits of the file's SHA-256), before the stopped phase of a failed or
// cancelled run. `loaded` must hold a measurement. See docs/ARCHITECTURE.md, "Reports".
ResultRow resultRowFromOpenedReport(const LoadedReport &loaded, const QString &runId,
                                    const std::optional<PackageCost> &pinned);

// The package's five cells in `row` (gpu_id, duration_days, lots, lot_price_cents,
// catalog_snapshot): the row is then pinned to it, and counts in its grid total once complete with
// accepted results (gridtotal.h). Refused, `row` unchanged, for a CPU dry run (device cpu): it
// measured no GPU and never carries a tariff. The one rule for a row added with a package and for
// a row the user pins afterwards.
Status pinPackage(ResultRow &row, const PackageCost &package);

// A run measured on another machine over SSH: "measured on HOST over ssh" joins the notes. Only
// the host's label goes there (sshHostLabel), never a user name, even when `destination` has one.
void noteRemoteHost(ResultRow &row, const QString &destination);

// "report FILE sha256:HEX16", the notes prefix above.
QString reportTrace(const LoadedReport &loaded);

} // namespace IteraGpu
