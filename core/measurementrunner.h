#pragma once

#include "backend.h"
#include "measurementconfig.h"

#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace IteraGpu {

// One row of the report's "phases" (SPEC 1.3, 4).
struct PhaseRow
{
    QString phase; // model_load, inputs, cold_forward, warmup, warm_forward
    int index = 0; // 1..repeats for warm_forward, 0 (JSON null) for the others
    int iterations = 1; // forwards in the row (warmup: the warm-up count)
    qint64 nanoseconds = 0; // steady clock, operation plus synchronisation
    std::optional<MemoryCounters> baseline; // allocated/reserved before the operation
    std::optional<MemoryCounters> end; // allocated/reserved after it, and the peaks since the reset
};

struct Failure
{
    QString phase;
    QString message; // "cancelled" for a user cancel
};

struct MeasurementOutcome
{
    QList<PhaseRow> rows; // the phases that completed, in order
    std::optional<Failure> failure; // set when the run stopped part-way
    bool complete() const { return !failure.has_value(); }
};

// Called on the runner's thread: when a phase starts, and when its row is done.
struct MeasurementObserver
{
    std::function<void(const QString &phase, int index)> phaseStarted;
    std::function<void(const PhaseRow &row)> rowFinished;
};

// The measurement protocol, written once (SPEC 1.3). For every phase, exactly: synchronise,
// read the baselines, reset the peaks, start the steady clock, run the operation, synchronise,
// stop the clock, read the end values and the peaks. A forward's output is alive at the end
// measurement and released right after it. `cancel` is checked before every phase and between
// forwards; a cancel or an error stops the run with the phase that did not complete.
MeasurementOutcome runMeasurement(DeviceSession &session, const MeasurementConfig &config,
                                  const std::atomic<bool> *cancel = nullptr, const MeasurementObserver &observer = {});

QString phaseDescription(const QString &phase); // one line, translatable

} // namespace IteraGpu
