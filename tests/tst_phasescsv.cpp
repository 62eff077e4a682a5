// phases.csv: the header, one record per row, exact bytes, "." decimals whatever the locale,
// empty cells where the report has null, and the prediction beside the measured values.
#include "measure/phasescsv.h"

#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

PhaseRow row(Phase phase, int index, int iterations, qint64 nanoseconds, std::optional<MemoryCounters> end = {})
{
    PhaseRow r;
    r.phase = phase;
    r.index = index;
    r.iterations = iterations;
    r.nanoseconds = nanoseconds;
    if (end)
        r.baseline = MemoryCounters{end->allocated / 2, end->reserved / 2, 0, 0};
    r.end = end;
    return r;
}

Prediction prediction(int warmup)
{
    MeasurementConfig c;
    c.batch = 1;
    c.context = 16;
    c.width = 64;
    c.hidden = 256;
    c.warmup = warmup;
    c.repeats = 2;
    return predictAllocations(c);
}

const QByteArray kHeader = "phase,index,iterations,seconds,baseline_allocated_bytes,baseline_reserved_bytes,"
                           "end_allocated_bytes,end_reserved_bytes,peak_allocated_bytes,peak_reserved_bytes,"
                           "predicted_peak_allocated_bytes\r\n";

} // namespace

class TestPhasesCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noRowsIsTheHeaderAlone() { QCOMPARE(phasesCsv({}, prediction(1)), kHeader); }

    void countersAndPrediction()
    {
        const Prediction p = prediction(2);
        // Parameters 2 x 64 KiB + 1 KiB + 512 (bias rounded up); a forward adds 32 KiB at its peak.
        QCOMPARE(p.peakAllocated(Phase::ModelLoad), 132608);
        QCOMPARE(p.peakAllocated(Phase::WarmForward), 169472);
        const QList<PhaseRow> rows{
            row(Phase::ModelLoad, 0, 1, 1'234'567'891, MemoryCounters{132608, 2097152, 133120, 2097152}),
            row(Phase::Warmup, 0, 2, 412'345, MemoryCounters{140800, 2097152, 169984, 4194304}),
            row(Phase::WarmForward, 1, 1, 5, MemoryCounters{140800, 2097152, 169984, 4194304}),
        };
        QCOMPARE(phasesCsv(rows, p),
                 kHeader
                     + "model_load,,1,1.234567891,66304,1048576,132608,2097152,133120,2097152,132608\r\n"
                       "warmup,,2,0.000412345,70400,1048576,140800,2097152,169984,4194304,169472\r\n"
                       "warm_forward,1,1,0.000000005,70400,1048576,140800,2097152,169984,4194304,169472\r\n");
    }

    void cpuDryRunHasEmptyCounters()
    {
        const QByteArray csv = phasesCsv({row(Phase::ColdForward, 0, 1, 27'000)}, prediction(0));
        QCOMPARE(csv, kHeader + "cold_forward,,1,0.000027000,,,,,,,169472\r\n");
    }

    void localeDoesNotChangeTheFile()
    {
        const QList<PhaseRow> rows{row(Phase::WarmForward, 12, 1, 1'500'000'000)};
        const QByteArray english = phasesCsv(rows, prediction(1));
        const QLocale previous;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QByteArray german = phasesCsv(rows, prediction(1));
        QLocale::setDefault(previous);
        QCOMPARE(german, english);
        QVERIFY2(english.endsWith("warm_forward,12,1,1.500000000,,,,,,,169472\r\n"), english.constData());
    }
};

QTEST_GUILESS_MAIN(TestPhasesCsv)
#include "tst_phasescsv.moc"
