#pragma once

#include "core/measure/measurementconfig.h"
#include "core/measure/measurementrunner.h"
#include "core/util/exactnumber.h"

#include <QString>

#include <optional>

namespace IteraGpu {

// The matrix-product work of one forward of the synthetic Linear -> GELU -> Linear, exact: each
// Linear multiplies (batch x context) rows by a weight matrix, 2 x rows x in x out FLOPs (one
// multiply and one add per term), so both make 4 x batch x context x width x hidden FLOPs. Not
// counted: the bias additions and the GELU (elementwise, a few operations per element that
// libtorch's kernels do not define a count for). 128 bits: the domain's largest shapes overflow 64.
Exact::Int128 matmulFlopsPerForward(const MeasurementConfig &config);

// The achieved matrix-product throughput of the median warm forward: work / median time, in
// FLOP/s rounded half up to a whole number, as exact text ("123456789"); empty without warm
// forwards or with a median of 0 ns. The median's time includes host overhead and synchronisation,
// so this is a lower bound of what the kernels do.
QString achievedFlopsPerSecond(const MeasurementConfig &config, const MeasurementOutcome &outcome);

// "12.35 GFLOP/s" (2 decimals of the largest unit <= the value, half up), for a terminal line;
// the exact figure stays in the files.
QString flopsPerSecondShort(const QString &exactFlopsPerSecond);

} // namespace IteraGpu
