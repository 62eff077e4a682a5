#pragma once

#include "core/measure/measurementrunner.h"

#include <QList>

#include <optional>

namespace IteraGpu {

// How long the rest of a run should take, judged from the warm_forward repeats measured so far.
struct RemainingTime
{
    int measuredForwards = 0; // the warm_forward rows the estimate rests on
    qint64 nanoseconds = 0; // their mean time × the repeats still to run
};

// None before the first warm_forward row (the warm-up says little about a steady forward) and
// once every repeat is measured.
std::optional<RemainingTime> estimateRemainingTime(const QList<PhaseRow> &rows, int repeats);

} // namespace IteraGpu
