#include "measurementrunner.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <chrono>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcMeasure, "iteragpu.measure", QtInfoMsg)

namespace IteraGpu {

namespace {

PhaseRow makeRow(const QString &phase, int index, int iterations)
{
    PhaseRow row;
    row.phase = phase;
    row.index = index;
    row.iterations = iterations;
    return row;
}

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Phase)
};

struct Stop
{
    QString message;
};

class Protocol
{
public:
    Protocol(DeviceSession &session, const std::atomic<bool> *cancel, const MeasurementObserver &observer)
        : m_session(session)
        , m_cancel(cancel)
        , m_observer(observer)
    { }

    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    // Runs one phase; on failure returns the message and leaves `row` incomplete.
    std::optional<Stop> measure(PhaseRow &row, const std::function<Status()> &operation)
    {
        if (cancelled())
            return Stop{u"cancelled"_s};
        if (m_observer.phaseStarted)
            m_observer.phaseStarted(row.phase, row.index);
        if (Status s = m_session.synchronize(); !s)
            return Stop{s.error()};
        auto baseline = m_session.memory();
        if (!baseline)
            return Stop{baseline.error()};
        row.baseline = *baseline;
        if (Status s = m_session.resetPeaks(); !s)
            return Stop{s.error()};
        const auto start = std::chrono::steady_clock::now();
        if (Status s = operation(); !s)
            return Stop{s.error()};
        if (Status s = m_session.synchronize(); !s)
            return Stop{s.error()};
        const auto stop = std::chrono::steady_clock::now();
        row.nanoseconds = std::chrono::duration_cast<std::chrono::nanoseconds>(stop - start).count();
        auto end = m_session.memory();
        if (!end)
            return Stop{end.error()};
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

    auto finish = [&](PhaseRow &row, bool releaseAfter) -> bool {
        // Outputs stay alive through the end measurement and are released before the next phase.
        if (releaseAfter) {
            if (Status s = session.releaseOutputs(); !s) {
                outcome.failure = Failure{row.phase, s.error()};
                return false;
            }
        }
        outcome.rows.append(row);
        if (observer.rowFinished)
            observer.rowFinished(row);
        return true;
    };
    auto run = [&](PhaseRow row, const std::function<Status()> &operation, bool releaseAfter) -> bool {
        if (auto stop = protocol.measure(row, operation)) {
            qCDebug(lcMeasure) << "stopped in" << row.phase << row.index << stop->message;
            outcome.failure = Failure{row.phase, stop->message};
            (void)session.releaseOutputs();
            return false;
        }
        return finish(row, releaseAfter);
    };

    const auto forward = [&] { return session.forward(); };
    if (!run(
            makeRow(u"model_load"_s, 0, 1),
            [&] { return session.buildModel(config.width, config.hidden, config.dtype, config.seed); }, false))
        return outcome;
    if (!run(
            makeRow(u"inputs"_s, 0, 1), [&] { return session.createInputs(config.batch, config.context, config.seed); },
            false))
        return outcome;
    if (!run(makeRow(u"cold_forward"_s, 0, 1), forward, true))
        return outcome;
    if (config.warmup > 0) {
        const auto warmup = [&]() -> Status {
            for (int i = 0; i < config.warmup; ++i) {
                if (i > 0) {
                    if (protocol.cancelled())
                        return Error{u"cancelled"_s};
                    if (Status s = session.releaseOutputs(); !s)
                        return s;
                }
                if (Status s = session.forward(); !s)
                    return s;
            }
            return {};
        };
        if (!run(makeRow(u"warmup"_s, 0, config.warmup), warmup, true))
            return outcome;
    }
    for (int repeat = 1; repeat <= config.repeats; ++repeat) {
        if (!run(makeRow(u"warm_forward"_s, repeat, 1), forward, true))
            return outcome;
    }
    return outcome;
}

QString phaseDescription(const QString &phase)
{
    if (phase == u"model_load"_s)
        return Tr::tr("build and initialise the model on the CPU, then move it to the device (CPU time included)");
    if (phase == u"inputs"_s)
        return Tr::tr("create the seeded synthetic inputs on the device");
    if (phase == u"cold_forward"_s)
        return Tr::tr(
            "first forward after device, generator and inputs are initialised (not a machine or driver cold start)");
    if (phase == u"warmup"_s)
        return Tr::tr("all warm-up forwards together, never mixed into the repeats");
    if (phase == u"warm_forward"_s)
        return Tr::tr("one forward after the warm-up, one row per repeat");
    return {};
}

} // namespace IteraGpu
