#include "measure/measurementrunner.h"

#include <QLoggingCategory>

#include <chrono>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcMeasure, "iteragpu.measure", QtInfoMsg)

namespace IteraGpu {

namespace {

PhaseRow makeRow(Phase phase, int index, int iterations)
{
    PhaseRow row;
    row.phase = phase;
    row.index = index;
    row.iterations = iterations;
    return row;
}

// Why a phase did not complete: a cancel, or the message of the step that failed.
struct Stop
{
    bool cancelled = false;
    QString message;
};
using Step = std::optional<Stop>; // nullopt: the step succeeded

Step check(const Status &status)
{
    return status ? Step() : Step(Stop{false, status.error()});
}

class Protocol
{
public:
    Protocol(DeviceSession &session, const std::atomic<bool> *cancel, const MeasurementObserver &observer)
        : m_session(session)
        , m_cancel(cancel)
        , m_observer(observer)
    { }

    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    // Runs one phase; on a stop returns why and leaves `row` incomplete.
    Step measure(PhaseRow &row, const std::function<Step()> &operation)
    {
        if (cancelled())
            return Stop{true, {}};
        if (m_observer.phaseStarted)
            m_observer.phaseStarted(row.phase, row.index);
        if (Step s = check(m_session.synchronize()))
            return s;
        auto baseline = m_session.memory();
        if (!baseline)
            return Stop{false, baseline.error()};
        row.baseline = *baseline;
        if (Step s = check(m_session.resetPeaks()))
            return s;
        const auto start = std::chrono::steady_clock::now();
        if (Step s = operation())
            return s;
        if (Step s = check(m_session.synchronize()))
            return s;
        const auto stop = std::chrono::steady_clock::now();
        row.nanoseconds = std::chrono::duration_cast<std::chrono::nanoseconds>(stop - start).count();
        auto end = m_session.memory();
        if (!end)
            return Stop{false, end.error()};
        row.end = *end;
        return std::nullopt;
    }

private:
    DeviceSession &m_session;
    const std::atomic<bool> *m_cancel;
    const MeasurementObserver &m_observer;
};

} // namespace

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Complete: return u"complete"_s;
    case RunStatus::Failed: return u"failed"_s;
    case RunStatus::Cancelled: return u"cancelled"_s;
    }
    return {};
}

MeasurementOutcome runMeasurement(DeviceSession &session, const MeasurementConfig &config,
                                  const std::atomic<bool> *cancel, const MeasurementObserver &observer)
{
    MeasurementOutcome outcome;
    Protocol protocol(session, cancel, observer);

    const auto stopAt = [&](Phase phase, const Stop &stop) {
        outcome.status = stop.cancelled ? RunStatus::Cancelled : RunStatus::Failed;
        outcome.stoppedAt = phase;
        outcome.failureMessage = stop.cancelled ? QString() : stop.message;
    };
    auto run = [&](PhaseRow row, const std::function<Step()> &operation, bool releaseAfter) -> bool {
        if (Step stop = protocol.measure(row, operation)) {
            qCDebug(lcMeasure) << "stopped in" << phaseName(row.phase) << row.index
                               << (stop->cancelled ? u"cancelled"_s : stop->message);
            stopAt(row.phase, *stop);
            (void)session.releaseOutputs();
            return false;
        }
        // Outputs stay alive through the end measurement and are released before the next phase.
        if (releaseAfter) {
            if (Step stop = check(session.releaseOutputs())) {
                stopAt(row.phase, *stop);
                return false;
            }
        }
        outcome.rows.append(row);
        if (observer.rowFinished)
            observer.rowFinished(row);
        return true;
    };

    const auto forward = [&] { return check(session.forward()); };
    if (!run(
            makeRow(Phase::ModelLoad, 0, 1),
            [&] { return check(session.buildModel(config.width, config.hidden, config.dtype, config.seed)); }, false))
        return outcome;
    if (!run(
            makeRow(Phase::Inputs, 0, 1),
            [&] { return check(session.createInputs(config.batch, config.context, config.seed)); }, false))
        return outcome;
    if (!run(makeRow(Phase::ColdForward, 0, 1), forward, true))
        return outcome;
    if (config.warmup > 0) {
        const auto warmup = [&]() -> Step {
            for (int i = 0; i < config.warmup; ++i) {
                if (i > 0) {
                    if (protocol.cancelled())
                        return Stop{true, {}};
                    if (Step s = check(session.releaseOutputs()))
                        return s;
                }
                if (Step s = check(session.forward()))
                    return s;
            }
            return std::nullopt;
        };
        if (!run(makeRow(Phase::Warmup, 0, config.warmup), warmup, true))
            return outcome;
    }
    for (int repeat = 1; repeat <= config.repeats; ++repeat) {
        if (!run(makeRow(Phase::WarmForward, repeat, 1), forward, true))
            return outcome;
    }
    return outcome;
}

} // namespace IteraGpu
