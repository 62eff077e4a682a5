#pragma once

#include "core/measure/measurementconfig.h"
#include "core/measure/phase.h"

#include <QList>

namespace IteraGpu {

// The row plan of a run: which rows a configuration produces, in which order. The runner executes
// it, the report reader checks a report against it, the remote path uses it to tell where a run
// cut short stopped, the window sizes its progress bar by it. Written here once.
//
// A complete run of `config` has, in this order: model_load, inputs, cold_forward, one warmup row
// holding every warm-up forward (only when config.warmup > 0), then warm_forward rows with index
// 1..config.repeats.
struct PlannedRow
{
    Phase phase = Phase::ModelLoad;
    int index = 0; // 1..repeats for warm_forward, 0 for the others
    int iterations = 1; // forwards in the row: config.warmup for the warmup row, 1 otherwise

    bool operator==(const PlannedRow &) const = default;
};

// How many rows a complete run has: 3 + (warmup > 0 ? 1 : 0) + repeats.
qsizetype completeRowCount(const MeasurementConfig &config);
// Row `position` (0-based, below completeRowCount) of a complete run.
PlannedRow plannedRow(const MeasurementConfig &config, qsizetype position);
// The phases a complete run goes through, each once, in order (warmup only when warmup > 0).
QList<Phase> plannedPhases(const MeasurementConfig &config);
// The phase of the row after `completedRows` complete ones: where a run cut short stopped. For a
// run with every row complete, the last phase (warm_forward).
Phase phaseAfter(const MeasurementConfig &config, qsizetype completedRows);

} // namespace IteraGpu
