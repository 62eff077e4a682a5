#pragma once

#include "core/experiment/experiment.h"
#include "core/experiment/experimentcheck.h"
#include "core/measure/runstatus.h"
#include "core/quality/gridconsistency.h"
#include "core/util/result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace IteraGpu {

// One package that complete GPU rows were pinned to (gridtotal.h's rule: the five cells a row copied
// from it), with the price and the accepted results those rows give.
struct PackageSummary
{
    QString gpuId, durationDays, lots, lotPriceCents, snapshot; // the rows' cells
    qint64 totalCents = 0; // lot_price_cents * lots, exact
    int rows = 0; // complete GPU rows pinned to it
    int rowsWithAccepted = 0;
    qint64 accepted = 0; // the sum of their accepted_results
    QString unitCostCents() const; // exact to kUnitCostCentDecimals, half up; empty without accepted results
};

// What `iteragpu show DIR` says of an experiment, and its JSON ("iteragpu-lab/experiment-summary",
// resources/schema/experiment-summary.schema.json). Made only from a folder that verifies: a summary
// of a tampered folder would price what nobody measured.
// The open problems a summary lists (its JSON and `show DIR`), as `verify` lists its own: the
// first ones and their count, not 20,000 lines.
inline constexpr qsizetype kMaxListedProblems = 50;

struct ExperimentSummary
{
    ExperimentIndex index;
    QualityProtocol protocol;
    int rowCount = 0;
    QMap<IteraGpu::RunStatus, int> rowsByStatus; // every status, 0 when none
    QList<GridProblem> openProblems;
    QList<PackageSummary> packages; // in the order of their cells

    QJsonObject toJson() const;
};

inline constexpr auto kExperimentSummaryFormat = "iteragpu-lab/experiment-summary";
inline constexpr int kExperimentSummaryFormatVersion = 1;

// Verifies `folder` (checkExperiment) and summarises it. A folder that does not verify is refused
// with its first problems (at most `kMaxShownProblems`) and their count.
Result<ExperimentSummary> summarizeExperiment(const QString &folder);

inline constexpr int kMaxShownProblems = 50;

} // namespace IteraGpu
