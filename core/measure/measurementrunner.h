#pragma once

#include "device/backend.h"
#include "measure/measurementconfig.h"
#include "measure/phase.h"
#include "measure/runstatus.h"

#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace IteraGpu {

// One row of the report's "phases".
struct PhaseRow
{
    Phase phase = Phase::ModelLoad;
    int index = 0; // 1..repeats for warm_forward, 0 (JSON null) for the others
    int iterations = 1; // forwards in the row (warmup: the warm-up count)
    qint64 nanoseconds = 0; // steady clock, operation plus synchronisation
    std::optional<MemoryCounters> baseline; // allocated/reserved before the operation
    std::optional<MemoryCounters> end; // allocated/reserved after it, and the peaks since the reset
};

struct MeasurementOutcome
{
    QList<PhaseRow> rows; // the phases that completed, in order
    RunStatus status = RunStatus::Complete;
    Phase stoppedAt = Phase::ModelLoad; // failed or cancelled: the phase that did not complete
    QString failureMessage; // failed: the step's one-line message; empty otherwise
    bool complete() const { return status == RunStatus::Complete; }
};

// Called on the runner's thread: when a phase starts, and when its row is done.
struct MeasurementObserver
{
    std::function<void(Phase phase, int index)> phaseStarted;
    std::function<void(const PhaseRow &row)> rowFinished;
};

// The measurement protocol, written once. For every phase, exactly: synchronise, read the
// baselines, reset the peaks, start the steady clock, run the operation, synchronise, stop the
// clock, read the end values and the peaks. A forward's output is alive at the end measurement
// and released right after it. `cancel` is checked before every phase and between forwards; a
// cancel or an error stops the run at the phase that did not complete.
MeasurementOutcome runMeasurement(DeviceSession &session, const MeasurementConfig &config,
                                  const std::atomic<bool> *cancel = nullptr, const MeasurementObserver &observer = {});

} // namespace IteraGpu
