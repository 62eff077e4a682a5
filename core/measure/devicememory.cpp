#include "core/measure/devicememory.h"

using namespace Qt::StringLiterals;

namespace IteraGpu {

std::optional<DeviceMemoryUse> deviceMemoryUse(const std::optional<MemoryCounters> &reading)
{
    if (!reading || !reading->deviceFreeBytes || !reading->deviceTotalBytes)
        return std::nullopt;
    // Each figure is at most 2^63 - 1 and free <= total (the reader checks it), so neither
    // difference overflows; a contradiction is a negative outsideAllocator, not a wrap.
    const qint64 inUse = *reading->deviceTotalBytes - *reading->deviceFreeBytes;
    return DeviceMemoryUse{inUse, inUse - reading->reserved};
}

namespace {

bool anyReading(const MeasurementOutcome &outcome, bool (*has)(const MemoryCounters &))
{
    if (outcome.deviceMemoryBefore && has(*outcome.deviceMemoryBefore))
        return true;
    for (const PhaseRow &row : outcome.rows) {
        if (row.end && has(*row.end))
            return true;
    }
    return false;
}

} // namespace

bool hasDeviceFigures(const MeasurementOutcome &outcome)
{
    return anyReading(outcome, [](const MemoryCounters &c) { return c.deviceFreeBytes && c.deviceTotalBytes; });
}

bool hasAllocatorEventCounts(const MeasurementOutcome &outcome)
{
    return anyReading(outcome, [](const MemoryCounters &c) { return c.numAllocRetries && c.numOoms; });
}

QStringList contradictoryRows(const MeasurementOutcome &outcome)
{
    QStringList rows;
    if (const auto use = deviceMemoryUse(outcome.deviceMemoryBefore); use && use->contradictory())
        rows.append(u"device_memory_before"_s);
    for (const PhaseRow &row : outcome.rows) {
        if (const auto use = deviceMemoryUse(row.end); use && use->contradictory())
            rows.append(phaseName(row.phase) + (row.index > 0 ? u" "_s + QString::number(row.index) : QString()));
    }
    return rows;
}

} // namespace IteraGpu
