#pragma once

#include "device/environment.h"
#include "measure/measurementconfig.h"
#include "measure/measurementrunner.h"
#include "measure/prediction.h"

#include <QDateTime>
#include <QJsonObject>

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
    QString warmForwardMedianSeconds() const;
    std::optional<qint64> maxPeakAllocated() const;
    std::optional<qint64> maxPeakReserved() const;
};

// 2: the status "cancelled" with "cancellation" (version 1 wrote a cancel as failed/"cancelled").
inline constexpr int kMeasurementFormatVersion = 2;

QJsonObject phaseRowToJson(const PhaseRow &row);
QString secondsText(qint64 nanoseconds); // "0.000412345"

// Writes atomically and never over an existing file.
Status writeMeasurementReport(const QString &path, const MeasurementReport &report);

} // namespace IteraGpu
