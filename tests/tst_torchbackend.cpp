// The real torch module: a full protocol dry run on the CPU, determinism for a seed, dtype
// checks, a real allocation failure (a child process under an address-space limit) reported as
// out of memory, and cuda:0 (refused on a machine without a GPU, measured with counters on one
// with; the test that needs a GPU is skipped without one).
#include "core/device/backendloader.h"
#include "core/device/environment.h"
#include "core/measure/measurementreport.h"
#include "jsonschema.h"

#include <QJsonArray>
#include <QProcess>
#include <QTest>

#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

class TestTorchBackend : public QObject
{
    Q_OBJECT
private:
    std::shared_ptr<Backend> m_backend;
    JsonSchemaValidator m_schemas;

    MeasurementConfig tiny(const QString &device)
    {
        MeasurementConfig c;
        c.device = device;
        c.batch = 1;
        c.context = 16;
        c.width = 64;
        c.hidden = 256;
        c.warmup = 1;
        c.repeats = 2;
        c.output = u"a.json"_s;
        return c;
    }

    double checksum(quint64 modelSeed, quint64 inputSeed)
    {
        auto session = m_backend->open(u"cpu"_s);
        if (!session)
            return std::nan("");
        (*session)->buildModel(64, 256, Dtype::Float32, modelSeed);
        (*session)->createInputs(2, 8, inputSeed);
        (*session)->forward();
        auto sum = (*session)->outputChecksum();
        return sum ? *sum : std::nan("");
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto backend = BackendLoader::loadFile(QStringLiteral(ITERAGPU_TORCH_MODULE));
        QVERIFY2(backend, qPrintable(backend.error()));
        m_backend = *backend;
        QVERIFY(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/measurement.schema.json")));
        QVERIFY(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/environment.schema.json")));
    }

    void fullDryRunOnCpu()
    {
        auto session = m_backend->open(u"cpu"_s);
        QVERIFY2(session, qPrintable(session.error()));
        MeasurementReport report;
        report.config = tiny(u"cpu"_s);
        report.startedUtc = QDateTime::currentDateTimeUtc();
        report.environment = environmentReport({u"cpu"_s, QString(), m_backend.get(), QString()});
        report.outcome = runMeasurement(**session, report.config);
        QVERIFY2(report.outcome.complete(), qPrintable(report.outcome.failureMessage));
        QStringList phases;
        for (const PhaseRow &row : report.outcome.rows) {
            phases.append(phaseName(row.phase));
            QVERIFY(!row.baseline && !row.end); // no allocator on the CPU
            QVERIFY(row.nanoseconds > 0);
        }
        QCOMPARE(phases,
                 (QStringList{u"model_load"_s, u"inputs"_s, u"cold_forward"_s, u"warmup"_s, u"warm_forward"_s,
                              u"warm_forward"_s}));
        const QStringList errors = m_schemas.validate(report.toJson(), u"measurement.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    }

    void deterministicForASeed()
    {
        const double a = checksum(0, 0);
        const double b = checksum(0, 0);
        const double otherModel = checksum(1, 0);
        const double otherInputs = checksum(0, 1);
        QVERIFY(std::isfinite(a));
        QVERIFY2(std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(a)), qPrintable(u"%1 vs %2"_s.arg(a).arg(b)));
        QVERIFY(std::abs(a - otherModel) > 1e-3);
        QVERIFY(std::abs(a - otherInputs) > 1e-3);
    }

    void outputsReleasedAndKept()
    {
        auto session = m_backend->open(u"cpu"_s);
        QVERIFY(session);
        QVERIFY((*session)->buildModel(8, 32, Dtype::Float32, 0));
        QVERIFY((*session)->createInputs(1, 2, 0));
        QVERIFY((*session)->forward());
        QVERIFY((*session)->outputChecksum());
        QVERIFY((*session)->releaseOutputs());
        QVERIFY(!(*session)->outputChecksum()); // released
        auto inputsFirst = m_backend->open(u"cpu"_s);
        QVERIFY(!(*inputsFirst)->createInputs(1, 2, 0)); // the model comes first
    }

    void dtypes()
    {
        auto session = m_backend->open(u"cpu"_s);
        QVERIFY(session);
        QVERIFY((*session)->checkDtype(Dtype::Float32));
        QVERIFY((*session)->checkDtype(Dtype::BFloat16));
        const Status half = (*session)->checkDtype(Dtype::Float16);
        if (half) {
            // A libtorch with CPU float16 kernels must then really run the model in float16.
            QVERIFY((*session)->buildModel(8, 32, Dtype::Float16, 0));
            QVERIFY((*session)->createInputs(1, 2, 0));
            QVERIFY((*session)->forward());
        } else {
            QVERIFY2(half.error().startsWith(u"float16 is not supported on the CPU"_s), qPrintable(half.error()));
        }
    }

    // Under RLIMIT_AS (address space, bytes) the CPU allocator really fails: libtorch and its
    // libraries take about 1 GB of it (limits under 1.5 GB stop libtorch from loading), a model of
    // width 16384 (hidden 65536, float32) asks 4 GiB for its first weight matrix, width 64 almost
    // nothing. The child is this test program
    // (main() below), so the limit never touches the test itself.
    void allocationFailureIsOutOfMemory_data()
    {
        QTest::addColumn<qint64>("limitBytes");
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("expected");
        QTest::addRow("width 16384 under 3 GB: out of memory") << qint64(3'000'000'000) << 16384 << u"out_of_memory"_s;
        QTest::addRow("width 64 under the same limit: built") << qint64(3'000'000'000) << 64 << u"built"_s;
    }
    void allocationFailureIsOutOfMemory()
    {
        QFETCH(qint64, limitBytes);
        QFETCH(int, width);
        QFETCH(QString, expected);
        QProcess child;
        child.setProgram(QCoreApplication::applicationFilePath());
        child.setArguments({u"--build-model-child"_s, QString::number(width)});
        child.setChildProcessModifier([limitBytes] {
            const rlimit limit{rlim_t(limitBytes), rlim_t(limitBytes)};
            setrlimit(RLIMIT_AS, &limit);
        });
        child.start();
        QVERIFY(child.waitForFinished(120'000));
        const QString out = QString::fromUtf8(child.readAllStandardOutput()).trimmed();
        QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
                 qPrintable(out + u'\n' + QString::fromUtf8(child.readAllStandardError())));
        const QStringList lines = out.split(u'\n');
        QCOMPARE(lines.first(), expected);
        if (expected == u"out_of_memory"_s) // libtorch's own words, one line
            QVERIFY2(lines.value(1).contains(u"DefaultCPUAllocator"_s), qPrintable(out));
    }

    void cuda0RefusedWithoutGpu()
    {
        const BackendFacts env = m_backend->environment(u"cuda:0"_s);
        if (env.libtorch.visibleGpuCount > 0)
            QSKIP("a GPU is visible: the refusal of cuda:0 is checked on machines without one");
        QVERIFY(!env.device.available);
        QVERIFY(!env.device.reason.isEmpty());
        auto session = m_backend->open(u"cuda:0"_s);
        QVERIFY(!session);
        QVERIFY(!session.error().isEmpty());
    }

    void cuda0()
    {
        const BackendFacts env = m_backend->environment(u"cuda:0"_s);
        if (env.libtorch.visibleGpuCount == 0) {
            QSKIP(qPrintable(u"no CUDA device visible to the torch module ("_s + env.device.reason
                             + u"): the measurement on cuda:0 needs a GPU"_s));
        }
        // A machine with a GPU: the same protocol, now with allocator counters.
        auto session = m_backend->open(u"cuda:0"_s);
        QVERIFY2(session, qPrintable(session.error()));
        const MeasurementOutcome outcome = runMeasurement(**session, tiny(u"cuda:0"_s));
        QVERIFY(outcome.complete());
        for (const PhaseRow &row : outcome.rows) {
            QVERIFY(row.baseline && row.end);
            QVERIFY(row.end->allocated <= row.end->reserved);
            QVERIFY(row.end->peakAllocated <= row.end->peakReserved);
        }
    }
};

// The child of allocationFailureIsOutOfMemory: loads the module, builds one model of `width` on the
// CPU and prints "built", or the failure's kind ("out_of_memory", "other") and its message.
static int buildModelChild(const char *width)
{
    auto backend = BackendLoader::loadFile(QStringLiteral(ITERAGPU_TORCH_MODULE));
    if (!backend) {
        std::printf("cannot load the module: %s\n", qPrintable(backend.error()));
        return 1;
    }
    auto session = (*backend)->open(u"cpu"_s);
    if (!session)
        return 1;
    const qint64 w = std::atoll(width);
    const Status built = (*session)->buildModel(w, 4 * w, Dtype::Float32, 0);
    if (built)
        std::printf("built\n");
    else
        std::printf("%s\n%s\n", built.errorKind() == ErrorKind::OutOfMemory ? "out_of_memory" : "other",
                    qPrintable(built.error()));
    return 0;
}

int main(int argc, char *argv[])
{
    if (argc == 3 && std::strcmp(argv[1], "--build-model-child") == 0) {
        QCoreApplication app(argc, argv);
        return buildModelChild(argv[2]);
    }
    QCoreApplication app(argc, argv);
    TestTorchBackend test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_torchbackend.moc"
