#pragma once

#include "core/device/environment.h"
#include "core/measure/measurementconfig.h"
#include "core/measure/measurementrunner.h"
#include "core/measure/prediction.h"
#include "core/util/exactnumber.h"

#include <QDateTime>
#include <QJsonObject>

#include <optional>

namespace IteraGpu {

// The measurement JSON: format, status, environment, configuration, synthetic model, prediction,
// phases, and "failure" (failed) or "cancellation" (cancelled) with the phase where the run
// stopped. Bytes are JSON integers, null where unavailable.
struct MeasurementReport
{
    EnvironmentReport environment;
    MeasurementConfig config;
    MeasurementOutcome outcome;
    QDateTime startedUtc;

    QString status() const { return runStatusName(outcome.status); }
    QJsonObject toJson() const;
    // Median seconds of the warm_forward rows (exact text, nanosecond resolution), empty if none.
    QString warmForwardMedianSeconds() const; // twiceWarmForwardMedianNs / 2, in seconds
    std::optional<qint64> maxPeakAllocated() const;
    std::optional<qint64> maxPeakReserved() const;
};

// 3: per phase row device_free_bytes, device_total_bytes, num_alloc_retries, num_ooms; the top-level
//    device_memory_before; failure.kind (out_of_memory or other).
// 2: the status "cancelled" with "cancellation" (version 1 wrote a cancel as failed/"cancelled").
inline constexpr int kMeasurementFormatVersion = 3;

QJsonObject phaseRowToJson(const PhaseRow &row);
// device_memory_before: null without a reading, else its device_free_bytes, device_total_bytes,
// reserved_bytes, num_alloc_retries and num_ooms (each null where the reading lacks it).
QJsonValue deviceMemoryBeforeToJson(const std::optional<MemoryCounters> &reading);
QString secondsText(qint64 nanoseconds); // "0.000412345"

// Writes atomically and never over an existing file.
Status writeMeasurementReport(const QString &path, const MeasurementReport &report);

// Twice the median warm_forward time in nanoseconds: exact, since the median of an even count is
// the mean of the two middle values. Empty without a warm_forward row.
std::optional<Exact::Int128> twiceWarmForwardMedianNs(const MeasurementOutcome &outcome);

} // namespace IteraGpu
