#pragma once

#include "core/measure/measurementrunner.h"
#include "core/util/jsonwalker.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// The device figures of a measurement report read back (format 3 on): per phase row
// device_free_bytes, device_total_bytes, num_alloc_retries, num_ooms, and device_memory_before.
// Kept apart from reportreader.cpp so that the rules of these figures read in one place.

// Whether a phase row may carry the four device fields.
enum class RowDeviceFields
{
    Absent, // reports of format 1 and 2: the fields are unknown there
    Required, // reports of format 3
    Optional // the progress stream: an earlier remote CLI sends rows without them
};

// The row's device field names, in the order of the report.
const QStringList &rowDeviceFieldKeys();

// The row object `json` at `path`'s device fields (none with RowDeviceFields::Absent), in the
// optional members of the result (its allocator counters stay 0). Each is an integer >= 0 or null;
// all null on the CPU (`counters` false); free and total both integers or both null, free <= total;
// the retry and out-of-memory counts both integers or both null.
MemoryCounters rowDeviceFiguresFromJson(JsonWalker &w, const QJsonObject &json, const QString &path, bool counters,
                                        RowDeviceFields fields);

// device_memory_before: null, or (with `counters`) an object of device_free_bytes,
// device_total_bytes, reserved_bytes, num_alloc_retries and num_ooms, checked as a row's figures.
std::optional<MemoryCounters> deviceMemoryBeforeFromJson(JsonWalker &w, const QJsonValue &value, bool counters);

// Across the readings of a run, before model_load first, then each row's end: the free/total pair
// and the count pair present in all of them or in none (device_memory_before may be null: a run
// cut short on a remote machine keeps only the rows received), one device_total_bytes, and counts
// that never go down (they are never reset). A reading whose reserved bytes exceed the device's
// bytes in use is not refused: it is data, and the report says so.
void checkDeviceMemorySequence(JsonWalker &w, const MeasurementOutcome &outcome);
// One device, one total: the readings' device_total_bytes equals the environment's
// device.total_memory_bytes where both are known, and no row's peak reserved bytes exceed it (the allocator cannot hold
// more than the device has).
void checkDeviceTotals(JsonWalker &w, const MeasurementOutcome &outcome, const std::optional<qint64> &environmentTotal);

} // namespace IteraGpu
