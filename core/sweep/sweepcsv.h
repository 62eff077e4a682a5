#pragma once

#include "core/sweep/sweepindex.h"

#include <QByteArray>

#include <optional>

namespace IteraGpu {

// The configuration of one point of `index`: its fixed fields with `value` in the varied dimension
// (an empty hidden stays 4 x width). None when that configuration does not parse.
std::optional<MeasurementConfig> sweepPointConfig(const SweepIndex &index, const QString &value);
// The prediction's largest peak allocated bytes over the phases of that point (prediction.h: from
// the shapes alone, without the BLAS workspace); none when the configuration does not parse.
std::optional<qint64> predictedPeakAllocated(const SweepIndex &index, const QString &value);

// sweep-points.csv: one record per point in run order with the index's figures and the predicted
// peak allocated bytes. UTF-8, RFC 4180, locale-independent ("." decimals, exact integers), empty
// where the index has null (the CPU dry run's counters, a point without warm forwards).
QByteArray sweepPointsCsv(const SweepIndex &index);

} // namespace IteraGpu
