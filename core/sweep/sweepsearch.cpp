#include "core/sweep/sweepsearch.h"

#include <algorithm>

namespace IteraGpu {

SweepSearch::SweepSearch(QList<qint64> values, bool bisect, qint64 step)
    : m_values(std::move(values))
    , m_bisect(bisect)
    , m_step(std::max<qint64>(step, 1))
{
    if (m_values.isEmpty())
        m_end = End::AllComplete;
}

namespace {
// The multiples of `step` strictly between low and high: the first one and how many.
std::pair<qint64, qint64> multiplesBetween(qint64 low, qint64 high, qint64 step)
{
    const qint64 first = (low / step + 1) * step;
    const qint64 last = ((high + step - 1) / step - 1) * step;
    return {first, last < first ? 0 : (last - first) / step + 1};
}
} // namespace

int SweepSearch::predictedBisectProbes(qint64 low, qint64 high, qint64 step)
{
    const qint64 count = multiplesBetween(low, high, std::max<qint64>(step, 1)).second;
    int probes = 0;
    while ((qint64(1) << probes) < count + 1) // ceil(log2(count + 1))
        ++probes;
    return probes;
}

std::optional<qint64> SweepSearch::bisectMiddle() const
{
    if (!m_boundary.largestComplete || !m_boundary.smallestFailed)
        return std::nullopt;
    const auto [first, count] = multiplesBetween(*m_boundary.largestComplete, *m_boundary.smallestFailed, m_step);
    if (count == 0)
        return std::nullopt;
    return first + (count - 1) / 2 * m_step; // the lower middle: ceil(log2(count + 1)) probes in all
}

std::optional<SweepSearch::Probe> SweepSearch::next() const
{
    if (m_end != End::Running)
        return std::nullopt;
    switch (m_stage) {
    case Stage::Upward: return Probe{m_values.at(m_nextUpward), Stage::Upward};
    case Stage::Bisect: return Probe{*bisectMiddle(), Stage::Bisect};
    case Stage::Rerun: return Probe{*m_boundary.largestComplete, Stage::Rerun};
    }
    return std::nullopt;
}

void SweepSearch::afterUpwardOrBisect()
{
    if (m_bisect && bisectMiddle()) {
        m_stage = Stage::Bisect;
        return;
    }
    if (m_boundary.largestComplete) {
        m_stage = Stage::Rerun;
        return;
    }
    m_end = End::BoundaryFound; // the first value already failed for memory: nothing to re-run
}

void SweepSearch::record(Verdict verdict)
{
    const std::optional<Probe> probe = next();
    if (!probe)
        return;
    if (verdict == Verdict::Cancelled) {
        m_end = End::Cancelled;
        return;
    }
    if (verdict == Verdict::OtherFailure) {
        m_end = End::Failed;
        return;
    }
    const qint64 value = probe->value;
    switch (probe->stage) {
    case Stage::Upward:
        if (verdict == Verdict::Complete) {
            m_complete.append(value);
            m_boundary.largestComplete = std::max(m_boundary.largestComplete.value_or(value), value);
            if (++m_nextUpward == m_values.size())
                m_end = End::AllComplete;
            return;
        }
        m_boundary.smallestFailed = value;
        afterUpwardOrBisect();
        return;
    case Stage::Bisect:
        if (verdict == Verdict::Complete) {
            m_complete.append(value);
            m_boundary.largestComplete = value;
        } else {
            m_boundary.smallestFailed = value;
        }
        afterUpwardOrBisect();
        return;
    case Stage::Rerun:
        m_boundary.rerunAgreed = verdict == Verdict::Complete;
        if (verdict == Verdict::OutOfMemory) {
            // The boundary moves down: the re-run value failed; the largest other value below it
            // that completed is the new largest complete (none if there is none).
            m_boundary.smallestFailed = value;
            std::optional<qint64> below;
            for (qint64 complete : std::as_const(m_complete)) {
                if (complete < value)
                    below = std::max(below.value_or(complete), complete);
            }
            m_boundary.largestComplete = below;
        }
        m_end = End::BoundaryFound;
        return;
    }
}

} // namespace IteraGpu
