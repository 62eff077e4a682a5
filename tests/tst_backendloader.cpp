// The absence guard, for real: missing module, a file that is not a library, a library that is
// not ours, a library with the wrong ABI version, and the real module.
#include "device/backendloader.h"
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
        QTest::addRow("wrong ABI version")
            << QStringLiteral(ITERAGPU_WRONGABI_MODULE) << u"ABI version 999, this application needs 2"_s;
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
    }
};

QTEST_GUILESS_MAIN(TestBackendLoader)
#include "tst_backendloader.moc"
