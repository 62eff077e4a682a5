// phases.csv: the header, one record per row, exact bytes, "." decimals whatever the locale,
// empty cells where the report has null, and the prediction beside the measured values.
#include "core/measure/phasescsv.h"
#include "samplereports.h"

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
    return predictAllocations(seedSmallTest(warmup));
}

// Without a source: every context line says what is missing.
const QByteArray kComments = "# IteraGPU Lab phases.csv: one record per phase row of the report named here\r\n"
                             "# report: (none written)\r\n"
                             "# report_sha256: (unknown)\r\n"
                             "# device: (unknown)\r\n"
                             "# configuration: (unknown)\r\n"
                             "# status: (unknown)\r\n"
                             "# Phase: the report's phase name. Bytes: exact counts of the process's caching "
                             "allocator, empty on a CPU dry run. Predicted: computed from the configuration before "
                             "the run, not measured\r\n";
const QByteArray kHeader = kComments
    + "Phase,Repeat,Forwards,Seconds,Baseline allocated (bytes),Baseline reserved (bytes),End allocated (bytes),"
      "End reserved (bytes),Peak allocated (bytes),Peak reserved (bytes),Predicted peak allocated (bytes)\r\n";

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

    // The "#" lines name the report file (never its folder), its SHA-256, the device, the
    // configuration and the status; a value with a line break stays on its line.
    void sourceIsWrittenAboveTheRows()
    {
        MeasurementReport report;
        report.config.device = u"cuda:0"_s;
        report.config.batch = 2;
        report.config.context = 16;
        report.config.width = 64;
        report.config.hidden = 256;
        report.config.dtype = Dtype::BFloat16;
        report.config.warmup = 1;
        report.config.repeats = 3;
        report.config.seed = 7;
        report.environment.device.deviceName = u"NVIDIA H100\nforged line"_s;
        report.outcome.status = RunStatus::Cancelled;
        const QString sha(64, u'a');
        const PhasesCsvSource source
            = phasesCsvSource(report, u"/home/someone/runs/measurement-20261201-075822.json"_s, sha);
        const QByteArray csv = phasesCsv({row(Phase::ModelLoad, 0, 1, 5)}, prediction(1), source);
        const QList<QByteArray> lines = csv.split('\n');
        QCOMPARE(lines.at(1), "# report: measurement-20261201-075822.json\r");
        QCOMPARE(lines.at(2), "# report_sha256: " + sha.toLatin1() + '\r');
        QCOMPARE(lines.at(3), "# device: cuda:0 (NVIDIA H100\\nforged line)\r");
        QCOMPARE(lines.at(4),
                 "# configuration: batch=2 context=16 width=64 hidden=256 dtype=bfloat16 warmup=1 repeats=3 seed=7\r");
        QCOMPARE(lines.at(5), "# status: cancelled\r");
        QVERIFY(!csv.contains("someone"));
        QVERIFY(lines.at(7).startsWith("Phase,Repeat,Forwards,Seconds,"));
        QCOMPARE(lines.at(8), "model_load,,1,0.000000005,,,,,,,132608\r");
        report.config.device = u"cpu"_s;
        QCOMPARE(phasesCsvSource(report, {}, {}).device, u"cpu (dry run)"_s);
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
