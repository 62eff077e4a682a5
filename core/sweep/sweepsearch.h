#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace IteraGpu {

// The order of a sweep's points, decided from the verdicts so far and nothing else (no process,
// no file): the CLI and the window share it, and its tests need no device.
//  1. Upward: the requested values in order. The first out-of-memory failure ends this stage;
//     any other failure or a cancel ends the sweep.
//  2. Bisect (when asked, for a numeric dimension, with a complete point below the failed one):
//     probes between the largest complete value `low` and the smallest failed `high`, on multiples
//     of `step`, until no multiple is left strictly between them. Each probe is the lower middle
//     multiple, so with c multiples between them it takes ceil(log2(c + 1)) probes; for low and
//     high multiples of the step, ceil(log2((high - low) / step)).
//  3. Re-run of the largest complete value (a boundary found by search is tested once more in a
//     new process). If it fails, the boundary moves down to the largest other complete value.
// The search assumes that a value that failed for memory fails for every larger value.
class SweepSearch
{
public:
    enum class Verdict
    {
        Complete,
        OutOfMemory,
        OtherFailure, // failed for another reason, refused, or a report that could not be read
        Cancelled
    };
    enum class Stage
    {
        Upward,
        Bisect,
        Rerun
    };
    enum class End
    {
        Running,
        BoundaryFound, // a value failed for memory (the boundary pair is in boundary())
        AllComplete, // every requested value completed (and the re-run agreed)
        Failed, // a point failed for another reason: never a boundary
        Cancelled
    };
    struct Probe
    {
        qint64 value = 0; // the value, or for dtype the index into the requested list
        Stage stage = Stage::Upward;
    };
    struct Boundary
    {
        std::optional<qint64> largestComplete;
        std::optional<qint64> smallestFailed; // for memory
        std::optional<bool> rerunAgreed; // none when no re-run was made
    };

    // `values` in the order asked; `bisect` only for a numeric dimension; step >= 1.
    SweepSearch(QList<qint64> values, bool bisect, qint64 step);

    // The next point to run, none when the sweep has ended.
    std::optional<Probe> next() const;
    // The verdict of the point next() gave.
    void record(Verdict verdict);

    End end() const { return m_end; }
    Boundary boundary() const { return m_boundary; }
    // How many bisect probes lie between `low` and `high` on multiples of `step` (ceil(log2(c + 1))).
    static int predictedBisectProbes(qint64 low, qint64 high, qint64 step);

private:
    std::optional<qint64> bisectMiddle() const;
    void afterUpwardOrBisect();

    QList<qint64> m_values;
    bool m_bisect = false;
    qint64 m_step = 1;
    qsizetype m_nextUpward = 0;
    Stage m_stage = Stage::Upward;
    End m_end = End::Running;
    Boundary m_boundary;
    QList<qint64> m_complete; // every value that completed, in run order
};

} // namespace IteraGpu
