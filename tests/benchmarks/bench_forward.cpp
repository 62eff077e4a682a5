// Benchmark, not a test: it prints figures measured in one run and asserts nothing.
// The harness overhead of a warm_forward row (the protocol runner: sync, counters, peak reset,
// steady clock) against a bare loop of the same forward with the same synchronisation, in one
// process, on one device. Usage: bench_forward [--backend PATH] [--device cpu|cuda:N]
#include "core/device/backendloader.h"
#include "core/measure/measurementreport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <chrono>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

qint64 median(QList<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

struct Figures
{
    qint64 harnessNs = 0;
    qint64 bareNs = 0;
};

// Rounds alternate the runner and the bare loop, each on a fresh session, so that neither
// side always runs on the warmer caches.
Result<Figures> measure(Backend &backend, const MeasurementConfig &config, int rounds)
{
    QList<qint64> rows;
    QList<qint64> bare;
    for (int round = 0; round < rounds; ++round) {
        auto session = backend.open(config.device);
        if (!session)
            return Error{session.error()};
        DeviceSession &s = **session;
        // The protocol runner: its warm_forward rows.
        const MeasurementOutcome outcome = runMeasurement(s, config);
        if (!outcome.complete())
            return Error{outcome.failureMessage};
        for (const PhaseRow &row : outcome.rows) {
            if (row.phase == Phase::WarmForward)
                rows.append(row.nanoseconds);
        }
        // The bare loop on the same model and inputs: synchronise, forward, synchronise, release.
        for (int i = 0; i < config.repeats; ++i) {
            s.synchronize();
            const auto start = std::chrono::steady_clock::now();
            s.forward();
            s.synchronize();
            const auto stop = std::chrono::steady_clock::now();
            bare.append(std::chrono::duration_cast<std::chrono::nanoseconds>(stop - start).count());
            s.releaseOutputs();
        }
    }
    return Figures{median(rows), median(bare)};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOptions({{u"backend"_s, u"Torch module path."_s, u"PATH"_s},
                       {u"device"_s, u"Device (default cpu)."_s, u"DEV"_s, u"cpu"_s}});
    parser.process(app);
    QTextStream out(stdout);
    auto backend = BackendLoader::load(parser.value(u"backend"_s));
    if (!backend) {
        out << backend.error() << Qt::endl;
        return 2;
    }
    struct Case
    {
        qint64 batch, context, width;
        int repeats;
    };
    const Case cases[] = {{1, 16, 64, 1001}, {2, 128, 1024, 41}};
    out << "device " << parser.value(u"device"_s) << ", float32, hidden = 4 x width, warm-up 20\n";
    for (const Case &c : cases) {
        MeasurementConfig config;
        config.device = parser.value(u"device"_s);
        config.batch = c.batch;
        config.context = c.context;
        config.width = c.width;
        config.hidden = 4 * c.width;
        config.warmup = 20;
        config.repeats = c.repeats;
        auto figures = measure(**backend, config, 3);
        if (!figures) {
            out << "batch " << c.batch << " failed: " << figures.error() << Qt::endl;
            return 3;
        }
        out << u"batch %1 / context %2 / width %3: warm_forward row median %4 us, bare loop median %5 us, ratio %6 (3 alternating rounds of %7)\n"_s
                   .arg(c.batch)
                   .arg(c.context)
                   .arg(c.width)
                   .arg(double(figures->harnessNs) / 1000.0, 0, 'f', 1)
                   .arg(double(figures->bareNs) / 1000.0, 0, 'f', 1)
                   .arg(double(figures->harnessNs) / double(std::max<qint64>(1, figures->bareNs)), 0, 'f', 3)
                   .arg(c.repeats);
        if (c.width == 64)
            out << u"  tiny configuration: %1 us per warm_forward row; the toolchain notes' Python/PyTorch eager "
                   u"reference is ~27 us (ratio %2); tests/benchmarks/python_eager.py measures Python on this machine\n"_s
                       .arg(double(figures->harnessNs) / 1000.0, 0, 'f', 1)
                       .arg(double(figures->harnessNs) / 27000.0, 0, 'f', 2);
        out.flush();
    }
    return 0;
}
