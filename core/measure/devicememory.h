#pragma once

#include "core/measure/measurementrunner.h"

#include <QList>

#include <optional>

namespace IteraGpu {

// What one memory reading says about the whole device beside this process's caching allocator.
// The device's own figures (free and total bytes, cudaMemGetInfo) cover every process on the
// device and every context; the allocator's reserved bytes are this process's alone. The
// prediction never uses these: it models the allocator only.
struct DeviceMemoryUse
{
    qint64 inUse = 0; // total - free, bytes: every process on the device, this one included
    // inUse - reserved, bytes: the CUDA context, library workspaces taken outside the allocator,
    // other processes. Negative when the figures contradict each other (the allocator reserves more
    // than the device reports in use): kept as read, never clamped.
    qint64 outsideAllocator = 0;
    bool contradictory() const { return outsideAllocator < 0; }
};

// nullopt without a reading or without the device's free and total bytes (the CPU dry run, a
// backend that cannot read them, a report written before format 3).
std::optional<DeviceMemoryUse> deviceMemoryUse(const std::optional<MemoryCounters> &reading);

// Whether any reading of the run (before model_load, or a row's end) has the device's free and
// total bytes, or the allocator's retry and out-of-memory counts.
bool hasDeviceFigures(const MeasurementOutcome &outcome);
bool hasAllocatorEventCounts(const MeasurementOutcome &outcome);
// The readings whose figures contradict (DeviceMemoryUse::contradictory), in order, by their names
// in the report: "device_memory_before", "model_load", "warm_forward 2".
QStringList contradictoryRows(const MeasurementOutcome &outcome);

} // namespace IteraGpu
