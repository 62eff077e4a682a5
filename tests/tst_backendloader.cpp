// The absence guard, for real: missing module, a file that is not a library, a library that is
// not ours, libraries with a wrong ABI version or a short table, and the real module (on the CPU:
// no memory readings, an out-of-memory failure carried as its kind).
#include "core/device/backendloader.h"
#include "fixturefile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

class TestBackendLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusals_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::addRow("missing module") << u"/nonexistent/libiteragpu_torch.so"_s << u"not found"_s;
        QTest::addRow("folder instead of file") << u"/"_s << u"not a file"_s;
        QTest::addRow("library without entry points")
            << QStringLiteral(ITERAGPU_NOENTRY_MODULE) << u"not an IteraGPU Lab torch module"_s;
        QTest::addRow("future ABI version")
            << QStringLiteral(ITERAGPU_WRONGABI_MODULE) << u"ABI version 999, this application needs 3"_s;
        QTest::addRow("module of ABI version 2")
            << QStringLiteral(ITERAGPU_OLDABI_MODULE) << u"ABI version 2, this application needs 3"_s;
        QTest::addRow("version 3 with a table too small")
            << QStringLiteral(ITERAGPU_SHORTTABLE_MODULE) << u"its function table does not match ABI version 3"_s;
    }
    void refusals()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        auto backend = BackendLoader::loadFile(path);
        QVERIFY(!backend);
        QVERIFY2(backend.error().startsWith(u"backend "_s + path + u": "_s), qPrintable(backend.error()));
        QVERIFY2(backend.error().contains(message), qPrintable(backend.error()));
        QVERIFY(!backend.error().contains(u'\n'));
    }

    void textFileIsNotALibrary()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"libiteragpu_torch.so"_s);
        VERIFY_OK(writeFixture(path, "this is not a shared library\n"));
        auto backend = BackendLoader::loadFile(path);
        QVERIFY(!backend);
        QVERIFY2(backend.error().startsWith(u"backend "_s + path + u": cannot be loaded ("_s),
                 qPrintable(backend.error()));
    }

    void explicitPathComesFirst()
    {
        QCOMPARE(BackendLoader::candidates(u"/x/y.so"_s), QStringList{u"/x/y.so"_s});
        const QStringList installed = BackendLoader::candidates(QString());
        QCOMPARE(installed.size(), 1);
        QVERIFY(installed.first().endsWith(u"/iteragpu-lab/libiteragpu_torch.so"_s));
    }

    void realModuleLoads()
    {
        auto backend = BackendLoader::loadFile(QStringLiteral(ITERAGPU_TORCH_MODULE));
        QVERIFY2(backend, qPrintable(backend.error()));
        const BackendFacts environment = (*backend)->environment(u"cpu"_s);
        QVERIFY(!environment.libtorch.version.isEmpty());
        QVERIFY(environment.libtorch.error.isEmpty());
        QVERIFY(environment.device.available);
        QCOMPARE(environment.device.type, DeviceType::Cpu);
        QCOMPARE(environment.device.deviceName, u"CPU"_s);
        auto bad = (*backend)->open(u"tpu:0"_s);
        QVERIFY(!bad);
        QVERIFY(bad.error().contains(u"tpu:0"_s));
        QCOMPARE(bad.errorKind(), ErrorKind::Other);
    }

    // The CPU has no caching allocator and no device memory figures: the whole reading is absent,
    // not zeros.
    void noMemoryReadingOnCpu()
    {
        auto backend = BackendLoader::loadFile(QStringLiteral(ITERAGPU_TORCH_MODULE));
        QVERIFY2(backend, qPrintable(backend.error()));
        auto session = (*backend)->open(u"cpu"_s);
        QVERIFY2(session, qPrintable(session.error()));
        QVERIFY((*session)->buildModel(8, 32, Dtype::Float32, 0));
        const auto reading = (*session)->memory();
        QVERIFY2(reading, qPrintable(reading.error()));
        QVERIFY(!reading->has_value());
    }

    // A failure that is not about memory crosses the ABI with its text and the kind Other.
    void failureKindOther()
    {
        auto backend = BackendLoader::loadFile(QStringLiteral(ITERAGPU_TORCH_MODULE));
        QVERIFY2(backend, qPrintable(backend.error()));
        auto session = (*backend)->open(u"cpu"_s);
        QVERIFY2(session, qPrintable(session.error()));
        const Status early = (*session)->forward();
        QVERIFY(!early);
        QCOMPARE(early.error(), u"forward before the inputs"_s);
        QCOMPARE(early.errorKind(), ErrorKind::Other);
        const auto noSum = (*session)->outputChecksum();
        QVERIFY(!noSum);
        QCOMPARE(noSum.errorKind(), ErrorKind::Other);
    }
};

QTEST_GUILESS_MAIN(TestBackendLoader)
#include "tst_backendloader.moc"
