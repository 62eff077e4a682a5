#pragma once

#include "core/device/backend.h"
#include "core/measure/measurementconfig.h"
#include "core/measure/phase.h"
#include "core/measure/runstatus.h"

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
    // After the operation: allocated/reserved, the peaks since the reset, and where the device has
    // them its free/total bytes and the allocator's retry and out-of-memory counts.
    std::optional<MemoryCounters> end;
};

struct MeasurementOutcome
{
    QList<PhaseRow> rows; // the phases that completed, in order
    RunStatus status = RunStatus::Complete;
    Phase stoppedAt = Phase::ModelLoad; // failed or cancelled: the phase that did not complete
    QString failureMessage; // failed: the step's one-line message; empty otherwise
    // Failed: the kind of the step's error (Error::kind, as the backend reported it; never read
    // from the message). nullopt otherwise, and in reports of format 1 and 2, which lack it.
    std::optional<ErrorKind> failureKind;
    // The one memory reading before model_load (the device's free/total with the CUDA context and
    // every other process already there); nullopt on the CPU, in reports before format 3, and when
    // the run stopped before it.
    std::optional<MemoryCounters> deviceMemoryBefore;
    bool complete() const { return status == RunStatus::Complete; }
};

// Called on the runner's thread: when a phase starts, and when its row is done.
struct MeasurementObserver
{
    std::function<void(Phase phase, int index)> phaseStarted;
    std::function<void(const PhaseRow &row)> rowFinished;
};

// The measurement protocol, written once. First one memory reading (deviceMemoryBefore), then for
// every phase, exactly: synchronise, read the baselines, reset the peaks, start the steady clock,
// run the operation, synchronise, stop the clock, read the end values and the peaks. A forward's
// output is alive at the end measurement and released right after it. `cancel` is checked before
// every phase and between forwards; a cancel or an error stops the run at the phase that did not
// complete (a failed reading before model_load stops it at model_load).
MeasurementOutcome runMeasurement(DeviceSession &session, const MeasurementConfig &config,
                                  const std::atomic<bool> *cancel = nullptr, const MeasurementObserver &observer = {});

} // namespace IteraGpu
