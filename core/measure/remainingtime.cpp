#include "core/measure/remainingtime.h"

namespace IteraGpu {

std::optional<RemainingTime> estimateRemainingTime(const QList<PhaseRow> &rows, int repeats)
{
    int measured = 0;
    qint64 total = 0;
    for (const PhaseRow &row : rows) {
        if (row.phase == Phase::WarmForward) {
            ++measured;
            total += row.nanoseconds;
        }
    }
    if (measured == 0 || measured >= repeats)
        return std::nullopt;
    return RemainingTime{measured, total / measured * (repeats - measured)};
}

} // namespace IteraGpu
