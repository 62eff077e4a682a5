// The session from a valid configuration to the report file, against a scripted fake backend:
// every refusal before device work, the three written outcomes, a report that cannot be written,
// and the exit code each one gives the CLI and the GUI.
#include "core/measure/phaseplan.h"
#include "core/reports/measurementsession.h"
#include "core/reports/reportreader.h"
#include "fakedevice.h"
#include "jsonschema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

using Kind = MeasurementRunResult::Kind;
Q_DECLARE_METATYPE(Kind)

namespace {

// The CLI's way of naming fields, as core sees it: a FieldLabels function.
QString kNames(QStringView key)
{
    return u"--"_s + key.toString();
}

const char *kindName(Kind kind)
{
    switch (kind) {
    case Kind::Refused: return "refused";
    case Kind::NotWritten: return "not written";
    case Kind::Complete: return "complete";
    case Kind::Failed: return "failed";
    case Kind::Cancelled: return "cancelled";
    }
    return "?";
}

} // namespace

class TestMeasurementSession : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    JsonSchemaValidator m_schemas;
    int m_files = 0;

    MeasurementConfig config(const QString &folder)
    {
        MeasurementConfig c;
        c.device = u"cuda:0"_s;
        c.batch = 1;
        c.context = 4;
        c.width = 8;
        c.hidden = 32;
        c.warmup = 1;
        c.repeats = 2;
        c.output = QDir(folder).filePath(u"m%1.json"_s.arg(++m_files));
        return c;
    }
    // The backend source the front ends pass: counts how often it is asked to load.
    BackendSource source(const std::shared_ptr<FakeBackend> &backend, int *loads)
    {
        return [backend, loads]() -> Result<std::shared_ptr<Backend>> {
            ++*loads;
            return std::shared_ptr<Backend>(backend);
        };
    }
    QJsonObject readReport(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(file.readAll()).object();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/measurement.schema.json"), &error),
                 qPrintable(error));
        QVERIFY2(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/environment.schema.json"), &error),
                 qPrintable(error));
    }

    void exitCodes_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("written");
        QTest::addRow("complete") << Kind::Complete << 0 << true;
        QTest::addRow("refused") << Kind::Refused << 2 << false;
        QTest::addRow("report not written") << Kind::NotWritten << 2 << false;
        QTest::addRow("failed part-way") << Kind::Failed << 3 << true;
        QTest::addRow("cancelled") << Kind::Cancelled << 3 << true;
    }
    void exitCodes()
    {
        QFETCH(Kind, kind);
        QFETCH(int, exitCode);
        QFETCH(bool, written);
        MeasurementRunResult result;
        result.kind = kind;
        QCOMPARE(result.exitCode(), exitCode);
        QCOMPARE(result.reportWritten(), written);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("unavailable");
        QTest::addColumn<QString>("failOn");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("opened");
        QTest::addColumn<QString>("field");
        QTest::addColumn<ErrorKind>("failKind");
        QTest::addRow("device unavailable")
            << u"no CUDA or ROCm device is available to this libtorch"_s << QString()
            << u"--device cuda:0: not available: libtorch sees no usable GPU (check the GPU, its driver and the "
               u"runtime) [torch-no-gpu] (original message: no CUDA or ROCm device is available to this libtorch); "
               u"nothing was measured, there is no CPU fallback"_s
            << 1 << u"device"_s << ErrorKind::Other;
        QTest::addRow("dtype check out of memory")
            << QString() << u"checkDtype#1"_s
            << u"--dtype float32: the device ran out of memory [torch-out-of-memory] (original message: checkDtype "
               u"failed: CUDA out of memory (scripted))"_s
            << 1 << u"dtype"_s << ErrorKind::OutOfMemory;
        // The kind decides, never the words: the same text from an error of another kind.
        QTest::addRow("dtype check fails otherwise")
            << QString() << u"checkDtype#1"_s
            << u"--dtype float32: libtorch or the torch module reported an error [torch-error] (original message: "
               u"checkDtype failed: CUDA out of memory (scripted))"_s
            << 1 << u"dtype"_s << ErrorKind::Other;
    }
    void refusals()
    {
        QFETCH(QString, unavailable);
        QFETCH(QString, failOn);
        QFETCH(QString, message);
        QFETCH(int, opened);
        QFETCH(QString, field);
        QFETCH(ErrorKind, failKind);
        auto backend = std::make_shared<FakeBackend>();
        backend->unavailable = unavailable;
        backend->prepare = [&](FakeSession &session) {
            session.failOn = failOn;
            session.failKind = failKind;
        };
        int loads = 0;
        bool phaseStarted = false;
        MeasurementObserver observer;
        observer.phaseStarted = [&](Phase, int) { phaseStarted = true; };
        const MeasurementConfig c = config(m_dir.path());
        const MeasurementRunResult result
            = runMeasurementSession(c, kNames, source(backend, &loads), nullptr, observer);
        QCOMPARE(kindName(result.kind), kindName(Kind::Refused));
        QCOMPARE(result.message, message);
        QCOMPARE(result.field, field);
        QCOMPARE(result.exitCode(), 2);
        QCOMPARE(loads, 1);
        QCOMPARE(backend->opened.size(), opened);
        QVERIFY(!phaseStarted); // refused before any device work
        QVERIFY(!QFile::exists(c.output));
    }

    void cheapRefusalsLoadNoBackend_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<QString>("message");
        QTest::addRow("output exists") << u"exists.json"_s << u"--output: %1 exists already"_s;
        QTest::addRow("folder missing") << u"missing/m.json"_s << u"--output: the folder %1 does not exist"_s;
    }
    void cheapRefusalsLoadNoBackend()
    {
        QFETCH(QString, output);
        QFETCH(QString, message);
        QFile existing(m_dir.filePath(u"exists.json"_s));
        QVERIFY(existing.open(QIODevice::WriteOnly));
        existing.write("keep me");
        existing.close();
        MeasurementConfig c = config(m_dir.path());
        c.output = m_dir.filePath(output);
        auto backend = std::make_shared<FakeBackend>();
        int loads = 0;
        const MeasurementRunResult result = runMeasurementSession(c, kNames, source(backend, &loads));
        QCOMPARE(kindName(result.kind), kindName(Kind::Refused));
        const QString folder = QDir::toNativeSeparators(QFileInfo(c.output).absolutePath());
        QVERIFY2(result.message.startsWith(message.arg(output.contains(u'/') ? folder : c.output)),
                 qPrintable(result.message));
        QCOMPARE(loads, 0); // no backend is loaded for a file that cannot be written
        QVERIFY(existing.open(QIODevice::ReadOnly));
        QCOMPARE(existing.readAll(), QByteArray("keep me"));
    }

    void backendNotLoadable()
    {
        const MeasurementConfig c = config(m_dir.path());
        const BackendSource missing
            = []() -> Result<std::shared_ptr<Backend>> { return Error{u"backend /nonexistent/libx.so: not found"_s}; };
        const MeasurementRunResult result = runMeasurementSession(c, kNames, missing);
        QCOMPARE(kindName(result.kind), kindName(Kind::Refused));
        QCOMPARE(result.message, u"backend /nonexistent/libx.so: not found; nothing was measured"_s);
        QVERIFY(!QFile::exists(c.output));
    }

    void writtenOutcomes_data()
    {
        QTest::addColumn<QString>("failOn");
        QTest::addColumn<int>("cancelAtForward");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("rows");
        QTest::addColumn<ErrorKind>("failKind");
        QTest::addColumn<QString>("failureKind"); // in the report, empty when it has no failure
        QTest::addRow("complete") << QString() << 0 << Kind::Complete << u"complete"_s << QString() << 6
                                  << ErrorKind::Other << QString();
        QTest::addRow("out of memory at cold_forward")
            << u"forward#1"_s << 0 << Kind::Failed << u"failed"_s
            << u"stopped at cold_forward: the device ran out of memory [torch-out-of-memory] (original message: "
               u"forward failed: CUDA out of memory (scripted))"_s
            << 2 << ErrorKind::OutOfMemory << u"out_of_memory"_s;
        QTest::addRow("another failure at cold_forward, whatever its words")
            << u"forward#1"_s << 0 << Kind::Failed << u"failed"_s
            << u"stopped at cold_forward: libtorch or the torch module reported an error [torch-error] (original "
               u"message: forward failed: CUDA out of memory (scripted))"_s
            << 2 << ErrorKind::Other << u"other"_s;
        QTest::addRow("cancelled during the first repeat")
            << QString() << 3 << Kind::Cancelled << u"cancelled"_s << u"cancelled at warm_forward"_s << 5
            << ErrorKind::Other << QString();
    }
    void writtenOutcomes()
    {
        QFETCH(QString, failOn);
        QFETCH(int, cancelAtForward);
        QFETCH(Kind, kind);
        QFETCH(QString, status);
        QFETCH(QString, message);
        QFETCH(int, rows);
        QFETCH(ErrorKind, failKind);
        QFETCH(QString, failureKind);
        std::atomic<bool> cancel{false};
        auto backend = std::make_shared<FakeBackend>();
        backend->prepare = [&](FakeSession &session) {
            session.failOn = failOn;
            session.failKind = failKind;
            session.onForward = [&cancel, cancelAtForward, forwards = 0]() mutable {
                if (++forwards == cancelAtForward)
                    cancel = true;
            };
        };
        int loads = 0;
        QList<Phase> finished;
        MeasurementObserver observer;
        observer.rowFinished = [&](const PhaseRow &row) { finished.append(row.phase); };
        const MeasurementConfig c = config(m_dir.path());
        const MeasurementRunResult result
            = runMeasurementSession(c, kNames, source(backend, &loads), &cancel, observer);
        QCOMPARE(kindName(result.kind), kindName(kind));
        QCOMPARE(result.message, message);
        QCOMPARE(result.report.outcome.rows.size(), rows);
        QCOMPARE(finished.size(), rows); // every row reached the observer
        const QJsonObject report = readReport(c.output);
        QCOMPARE(report.value(u"status"_s).toString(), status);
        QCOMPARE(report.value(u"phases"_s).toArray().size(), rows);
        QCOMPARE(report.value(u"failure"_s).toObject().value(u"kind"_s).toString(), failureKind);
        QCOMPARE(report.value(u"environment"_s).toObject().value(u"device"_s).toObject().value(u"device_name"_s),
                 QJsonValue(u"Scripted GPU"_s));
        const QStringList errors = m_schemas.validate(report, u"measurement.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    }

    // A module whose readings break a report's rules (here allocated above reserved from the third
    // reading on): the report the run would have written is one its own reader refuses. It becomes
    // a failure of kind other naming the rule, with the rows before the bad readings, and reads back.
    void inconsistentReadingsAreAFailureTheReaderAccepts()
    {
        auto backend = std::make_shared<FakeBackend>();
        backend->prepare = [](FakeSession &session) {
            session.script = [](qint64 reading, MemoryCounters &counters) {
                if (reading >= 3)
                    counters.allocated = counters.reserved + 4096;
            };
        };
        int loads = 0;
        const MeasurementConfig c = config(m_dir.path());
        const MeasurementRunResult result = runMeasurementSession(c, kNames, source(backend, &loads));
        QCOMPARE(kindName(result.kind), kindName(Kind::Failed));
        QCOMPARE(result.exitCode(), 3);
        QVERIFY2(result.message.contains(u"the module's readings are inconsistent"_s), qPrintable(result.message));
        QVERIFY(result.report.outcome.rows.size() < completeRowCount(c));
        const auto read = IteraGpu::readReport(c.output);
        QVERIFY2(read, qPrintable(read.error()));
        const QJsonObject report = readReport(c.output);
        QCOMPARE(report.value(u"status"_s).toString(), u"failed"_s);
        QCOMPARE(report.value(u"failure"_s).toObject().value(u"kind"_s).toString(), u"other"_s);
        const QStringList errors = m_schemas.validate(report, u"measurement.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    }

    // The output folder disappears while the run is on: the run is not kept, the message names the
    // file, and it is a refusal (exit 2) in both front ends, never "failed with its report written".
    void reportThatCannotBeWritten_data()
    {
        QTest::addColumn<bool>("replaceByFile");
        QTest::addColumn<QString>("failOn");
        QTest::addColumn<QString>("status");
        QTest::addRow("folder removed, run complete") << false << QString() << u"complete"_s;
        QTest::addRow("folder removed, run failed") << false << u"forward#2"_s << u"failed"_s;
        QTest::addRow("folder replaced by a file, run complete") << true << QString() << u"complete"_s;
    }
    void reportThatCannotBeWritten()
    {
        QFETCH(bool, replaceByFile);
        QFETCH(QString, failOn);
        QFETCH(QString, status);
        const QString folder = m_dir.filePath(u"vanishing-%1"_s.arg(m_files));
        QVERIFY(QDir().mkpath(folder));
        auto backend = std::make_shared<FakeBackend>();
        backend->prepare = [&](FakeSession &session) {
            session.failOn = failOn;
            session.onForward = [&, done = false]() mutable {
                if (std::exchange(done, true))
                    return;
                QVERIFY(QDir(folder).removeRecursively());
                if (replaceByFile) {
                    QFile file(folder);
                    QVERIFY(file.open(QIODevice::WriteOnly));
                }
            };
        };
        int loads = 0;
        const MeasurementConfig c = config(folder);
        const MeasurementRunResult result = runMeasurementSession(c, kNames, source(backend, &loads));
        QCOMPARE(kindName(result.kind), kindName(Kind::NotWritten));
        QCOMPARE(result.exitCode(), 2);
        QVERIFY(!result.reportWritten());
        QCOMPARE(result.report.status(), status);
        QVERIFY2(result.message.startsWith(c.output + u": "_s), qPrintable(result.message));
        QVERIFY2(result.message.endsWith(
                     u"; the run ended (%1) but its report could not be written, nothing was kept"_s.arg(status)),
                 qPrintable(result.message));
        QCOMPARE(result.message.count(u'\n'), 0);
        QVERIFY(!QFileInfo(c.output).isFile());
    }
};

QTEST_GUILESS_MAIN(TestMeasurementSession)
#include "tst_measurementsession.moc"
