#include "core/measure/measurementrunner.h"

#include "core/measure/phaseplan.h"

#include <QLoggingCategory>

#include <chrono>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcMeasure, "iteragpu.measure", QtInfoMsg)

namespace IteraGpu {

namespace {

PhaseRow makeRow(const PlannedRow &planned)
{
    PhaseRow row;
    row.phase = planned.phase;
    row.index = planned.index;
    row.iterations = planned.iterations;
    return row;
}

// Whether a phase runs forwards, whose output is released after its end measurement.
bool producesOutput(Phase phase)
{
    return phase == Phase::ColdForward || phase == Phase::Warmup || phase == Phase::WarmForward;
}

// Why a phase did not complete: a cancel, or the message and kind of the step that failed.
struct Stop
{
    bool cancelled = false;
    QString message;
    ErrorKind kind = ErrorKind::Other;
};
using Step = std::optional<Stop>; // nullopt: the step succeeded

Step check(const Status &status)
{
    return status ? Step() : Step(Stop{false, status.error(), status.errorKind()});
}

template <typename T> Stop stopOf(const Result<T> &result)
{
    return Stop{false, result.error(), result.errorKind()};
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
            return stopOf(baseline);
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
            return stopOf(end);
        row.end = *end;
        return std::nullopt;
    }

private:
    DeviceSession &m_session;
    const std::atomic<bool> *m_cancel;
    const MeasurementObserver &m_observer;
};

} // namespace

MeasurementOutcome runMeasurement(DeviceSession &session, const MeasurementConfig &config,
                                  const std::atomic<bool> *cancel, const MeasurementObserver &observer)
{
    MeasurementOutcome outcome;
    Protocol protocol(session, cancel, observer);

    // The operation each planned row measures.
    const auto operation = [&](const PlannedRow &planned) -> Step {
        switch (planned.phase) {
        case Phase::ModelLoad: return check(session.buildModel(config.width, config.hidden, config.dtype, config.seed));
        case Phase::Inputs: return check(session.createInputs(config.batch, config.context, config.seed));
        case Phase::ColdForward:
        case Phase::WarmForward: return check(session.forward());
        case Phase::Warmup:
            for (int i = 0; i < planned.iterations; ++i) {
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
        }
        return std::nullopt;
    };
    const auto stopAt = [&](Phase phase, const Stop &stop) {
        outcome.status = stop.cancelled ? RunStatus::Cancelled : RunStatus::Failed;
        outcome.stoppedAt = phase;
        outcome.failureMessage = stop.cancelled ? QString() : stop.message;
        outcome.failureKind = stop.cancelled ? std::nullopt : std::optional(stop.kind);
    };

    // One reading before model_load, outside the phases: what the device holds before the model
    // (the CUDA context, which the first reading creates, and every other process). No device work
    // for a run cancelled before it starts.
    if (!protocol.cancelled()) {
        auto before = session.memory();
        if (!before) {
            stopAt(Phase::ModelLoad, stopOf(before));
            (void)session.releaseOutputs();
            return outcome;
        }
        outcome.deviceMemoryBefore = *before;
    }

    const qsizetype rowCount = completeRowCount(config);
    for (qsizetype position = 0; position < rowCount; ++position) {
        const PlannedRow planned = plannedRow(config, position);
        PhaseRow row = makeRow(planned);
        if (Step stop = protocol.measure(row, [&] { return operation(planned); })) {
            qCDebug(lcMeasure) << "stopped in" << phaseName(row.phase) << row.index
                               << (stop->cancelled ? runStatusName(RunStatus::Cancelled) : stop->message);
            stopAt(row.phase, *stop);
            (void)session.releaseOutputs();
            return outcome;
        }
        // A forward's output stays alive through the end measurement and is released before the
        // next phase; weights and inputs persist.
        if (producesOutput(row.phase)) {
            if (Step stop = check(session.releaseOutputs())) {
                stopAt(row.phase, *stop);
                return outcome;
            }
        }
        outcome.rows.append(row);
        if (observer.rowFinished)
            observer.rowFinished(row);
    }
    return outcome;
}

} // namespace IteraGpu
