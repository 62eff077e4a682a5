// The protocol runner against a scripted fake device: call order per phase, rows, failures at
// every phase, cancel, and the report's schema.
#include "core/device/environment.h"
#include "core/measure/devicememory.h"
#include "core/measure/measurementreport.h"
#include "core/measure/measurementrunner.h"
#include "fakedevice.h"
#include "jsonschema.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

MeasurementConfig config(int warmup, int repeats)
{
    MeasurementConfig c;
    c.device = u"cuda:0"_s;
    c.batch = 1;
    c.context = 16;
    c.width = 64;
    c.hidden = 256;
    c.warmup = warmup;
    c.repeats = repeats;
    c.output = u"m.json"_s;
    return c;
}

MeasurementReport newReport(int warmup, int repeats)
{
    MeasurementReport report;
    report.config = config(warmup, repeats);
    report.environment = environmentReport({report.config.device, QString(), nullptr, u"scripted fake device"_s});
    report.startedUtc = QDateTime(QDate(2026, 9, 24), QTime(14, 5), Qt::UTC);
    return report;
}

QString rowsDump(const MeasurementOutcome &outcome)
{
    QStringList rows;
    for (const PhaseRow &row : outcome.rows)
        rows.append(phaseName(row.phase) + (row.index ? u"#"_s + QString::number(row.index) : QString()) + u" x"_s
                    + QString::number(row.iterations));
    return rows.join(u", "_s);
}

const QString kMeasure = u"sync memory resetPeaks %1 sync memory"_s;

} // namespace

class TestMeasurementRunner : public QObject
{
    Q_OBJECT
private:
    JsonSchemaValidator m_schemas;

    void validate(const MeasurementReport &report)
    {
        const QStringList errors = m_schemas.validate(report.toJson(), u"measurement.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/measurement.schema.json"), &error),
                 qPrintable(error));
        QVERIFY2(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/environment.schema.json"), &error),
                 qPrintable(error));
    }

    void phaseNamesAreTheSchemas()
    {
        QStringList names;
        for (Phase phase : kPhases) {
            names.append(phaseName(phase));
            QCOMPARE(phaseLabel(phase), phaseName(phase)); // untranslated, the label is the report's name
            QVERIFY(!phaseDescription(phase).isEmpty());
        }
        QCOMPARE(names.join(u' '), u"model_load inputs cold_forward warmup warm_forward"_s);
        QFile file(QFINDTESTDATA("../resources/schema/measurement.schema.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray schemaNames = QJsonDocument::fromJson(file.readAll())
                                           .object()
                                           .value(u"$defs"_s)
                                           .toObject()
                                           .value(u"phase"_s)
                                           .toObject()
                                           .value(u"enum"_s)
                                           .toArray();
        QCOMPARE(schemaNames, QJsonArray::fromStringList(names));
        QCOMPARE(phaseRowLabel(Phase::WarmForward, 3, 1), u"warm 3"_s);
        QCOMPARE(phaseRowLabel(Phase::Warmup, 0, 5), u"warmup ×5"_s);
        QCOMPARE(phaseRowLabel(Phase::ColdForward, 0, 1), u"cold_forward"_s);
    }

    void callOrderPerPhase()
    {
        FakeSession session;
        const MeasurementOutcome outcome = runMeasurement(session, config(2, 2));
        QVERIFY(outcome.complete());
        // One reading before model_load, then per phase exactly: sync, baseline, reset peaks,
        // operation, sync, end; outputs released after the end measurement; warm-up forwards
        // release the previous output before the next forward.
        const QStringList expected{
            u"memory"_s,
            kMeasure.arg(u"buildModel"_s),
            kMeasure.arg(u"createInputs"_s),
            kMeasure.arg(u"forward"_s),
            u"release"_s,
            kMeasure.arg(u"forward release forward"_s),
            u"release"_s,
            kMeasure.arg(u"forward"_s),
            u"release"_s,
            kMeasure.arg(u"forward"_s),
            u"release"_s,
        };
        QCOMPARE(session.calls.join(u' '), expected.join(u' '));
        QCOMPARE(rowsDump(outcome),
                 u"model_load x1, inputs x1, cold_forward x1, warmup x2, warm_forward#1 x1, warm_forward#2 x1"_s);
    }

    void rowCounts_data()
    {
        QTest::addColumn<int>("warmup");
        QTest::addColumn<int>("repeats");
        QTest::addColumn<QString>("rows");
        QTest::addRow("warmup 1 repeats 2 gives six rows")
            << 1 << 2
            << u"model_load x1, inputs x1, cold_forward x1, warmup x1, warm_forward#1 x1, warm_forward#2 x1"_s;
        QTest::addRow("warmup 3 repeats 5 gives nine rows")
            << 3 << 5
            << u"model_load x1, inputs x1, cold_forward x1, warmup x3, warm_forward#1 x1, warm_forward#2 x1, "
               u"warm_forward#3 x1, warm_forward#4 x1, warm_forward#5 x1"_s;
        QTest::addRow("warmup 0 has no warmup row")
            << 0 << 1 << u"model_load x1, inputs x1, cold_forward x1, warm_forward#1 x1"_s;
    }
    void rowCounts()
    {
        QFETCH(int, warmup);
        QFETCH(int, repeats);
        QFETCH(QString, rows);
        FakeSession session;
        MeasurementReport report = newReport(warmup, repeats);
        report.outcome = runMeasurement(session, report.config);
        QCOMPARE(rowsDump(report.outcome), rows);
        validate(report);
    }

    // The reading before model_load is the device as the run found it (read 0 of the fake); every
    // row's end carries the device's figures and the allocator's counts where the backend has them.
    void deviceFiguresPerPhase()
    {
        FakeSession session;
        session.deviceFigures = true;
        MeasurementReport report = newReport(1, 1);
        report.outcome = runMeasurement(session, report.config);
        QVERIFY(report.outcome.complete());
        const std::optional<MemoryCounters> &before = report.outcome.deviceMemoryBefore;
        QVERIFY(before);
        QCOMPARE(before->reserved, 0);
        QCOMPARE(*before->deviceTotalBytes, FakeSession::kTotalBytes);
        QCOMPARE(*before->deviceFreeBytes, FakeSession::kTotalBytes - FakeSession::kOutsideBytes);
        // model_load ends on read 2: reserved 4096, 2 x 4096 more outside, 0 retries.
        const PhaseRow &load = report.outcome.rows.at(0);
        QCOMPARE(*load.end->deviceFreeBytes, FakeSession::kTotalBytes - 4096 - FakeSession::kOutsideBytes - 8192);
        QCOMPARE(*load.end->numAllocRetries, 0);
        const QJsonObject json = report.toJson();
        const QJsonObject last = json.value(u"phases"_s).toArray().last().toObject(); // warm_forward 1: read 10
        QCOMPARE(last.value(u"num_alloc_retries"_s).toInteger(), 2);
        QCOMPARE(last.value(u"num_ooms"_s).toInteger(), 1);
        QCOMPARE(last.value(u"device_total_bytes"_s).toInteger(), FakeSession::kTotalBytes);
        QCOMPARE(json.value(u"device_memory_before"_s).toObject(),
                 (QJsonObject{{u"device_free_bytes"_s, FakeSession::kTotalBytes - FakeSession::kOutsideBytes},
                              {u"device_total_bytes"_s, FakeSession::kTotalBytes},
                              {u"reserved_bytes"_s, 0},
                              {u"num_alloc_retries"_s, 0},
                              {u"num_ooms"_s, 0}}));
        const QJsonArray notes = json.value(u"notes"_s).toArray();
        QVERIFY(std::any_of(notes.begin(), notes.end(), [](const QJsonValue &note) {
            return note.toString().contains(u"every process on the card"_s);
        }));
        validate(report);
    }

    // A module before ABI 3 (or a ROCm build without the call) reads no device figures: null, and
    // the report still validates.
    void noDeviceFiguresAreNull()
    {
        FakeSession session;
        MeasurementReport report = newReport(0, 1);
        report.outcome = runMeasurement(session, report.config);
        const QJsonObject json = report.toJson();
        const QJsonObject before = json.value(u"device_memory_before"_s).toObject();
        QVERIFY(before.value(u"device_free_bytes"_s).isNull());
        QCOMPARE(before.value(u"reserved_bytes"_s).toInteger(), 0);
        for (const QJsonValue &row : json.value(u"phases"_s).toArray()) {
            for (const char *key : {"device_free_bytes", "device_total_bytes", "num_alloc_retries", "num_ooms"})
                QVERIFY2(row.toObject().value(QLatin1String(key)).isNull(), key);
        }
        validate(report);
    }

    // Figures that contradict each other (the allocator reserves more than the device says is in
    // use) are kept as read, and the report says where.
    void contradictingFiguresAreKeptAndNamed()
    {
        FakeSession session;
        session.deviceFigures = true;
        session.script = [](qint64 reading, MemoryCounters &counters) {
            if (reading == 4) // inputs' end: nothing in use on the device at all
                counters.deviceFreeBytes = counters.deviceTotalBytes;
        };
        MeasurementReport report = newReport(0, 1);
        report.outcome = runMeasurement(session, report.config);
        const QJsonObject json = report.toJson();
        const QJsonObject inputs = json.value(u"phases"_s).toArray().at(1).toObject();
        QCOMPARE(inputs.value(u"device_free_bytes"_s), inputs.value(u"device_total_bytes"_s));
        QCOMPARE(contradictoryRows(report.outcome), QStringList{u"inputs"_s});
        const QString last = json.value(u"notes"_s).toArray().last().toString();
        QVERIFY2(last.startsWith(u"The figures contradict each other in inputs: "_s), qPrintable(last));
        validate(report);
    }

    void countersComeFromTheRightReads()
    {
        FakeSession session;
        const MeasurementOutcome outcome = runMeasurement(session, config(1, 1));
        // Read 0 is before model_load; reads 1 and 2 belong to model_load (baseline, end), 3 and 4 to inputs, ...
        const PhaseRow &load = outcome.rows.at(0);
        QCOMPARE(load.baseline->allocated, 1024);
        QCOMPARE(load.end->allocated, 2048);
        QCOMPARE(load.end->reserved, 4096);
        QCOMPARE(load.end->peakAllocated, 3072);
        QCOMPARE(load.end->peakReserved, 8192);
        QCOMPARE(outcome.rows.at(1).baseline->allocated, 3 * 1024);
        const QJsonObject row = phaseRowToJson(outcome.rows.at(1));
        QCOMPARE(row.value(u"baseline_reserved_bytes"_s).toInteger(), 3 * 2048);
        QCOMPARE(row.value(u"end_allocated_bytes"_s).toInteger(), 4 * 1024);
        QVERIFY(row.value(u"index"_s).isNull());
    }

    void cpuDryRunHasNullCounters()
    {
        FakeSession session;
        session.hasCounters = false;
        MeasurementReport report = newReport(1, 2);
        report.config.device = u"cpu"_s;
        report.outcome = runMeasurement(session, report.config);
        const QJsonObject json = report.toJson();
        QCOMPARE(json.value(u"memory_counters"_s).toString(), u"unavailable"_s);
        QCOMPARE(json.value(u"device_type"_s).toString(), u"cpu"_s);
        QVERIFY(json.value(u"device_memory_before"_s).isNull());
        for (const QJsonValue &row : json.value(u"phases"_s).toArray()) {
            for (const char *key : {"baseline_allocated_bytes", "baseline_reserved_bytes", "end_allocated_bytes",
                                    "end_reserved_bytes", "peak_allocated_bytes", "peak_reserved_bytes",
                                    "device_free_bytes", "device_total_bytes", "num_alloc_retries", "num_ooms"})
                QVERIFY(row.toObject().value(QLatin1String(key)).isNull());
        }
        validate(report);
    }

    void failureAtEachPhase_data()
    {
        QTest::addColumn<QString>("failOn");
        QTest::addColumn<QString>("phase");
        QTest::addColumn<int>("rowsDone");
        QTest::addRow("model_load out of memory") << u"buildModel#1"_s << u"model_load"_s << 0;
        QTest::addRow("inputs out of memory") << u"createInputs#1"_s << u"inputs"_s << 1;
        QTest::addRow("cold_forward out of memory") << u"forward#1"_s << u"cold_forward"_s << 2;
        QTest::addRow("second warm-up forward fails") << u"forward#3"_s << u"warmup"_s << 3;
        QTest::addRow("first repeat fails") << u"forward#4"_s << u"warm_forward"_s << 4;
        QTest::addRow("last repeat fails") << u"forward#5"_s << u"warm_forward"_s << 5;
        QTest::addRow("synchronise fails") << u"sync#5"_s << u"cold_forward"_s << 2;
        QTest::addRow("counters fail") << u"memory#1"_s << u"model_load"_s << 0;
        QTest::addRow("release fails") << u"release#1"_s << u"cold_forward"_s << 2;
        QTest::addRow("the reading before model_load fails") << u"memory#1"_s << u"model_load"_s << 0;
        QTest::addRow("model_load's baseline fails") << u"memory#2"_s << u"model_load"_s << 0;
    }
    void failureAtEachPhase()
    {
        QFETCH(QString, failOn);
        QFETCH(QString, phase);
        QFETCH(int, rowsDone);
        FakeSession session;
        session.failOn = failOn;
        MeasurementReport report = newReport(2, 2);
        report.outcome = runMeasurement(session, report.config);
        QVERIFY(report.outcome.status == RunStatus::Failed);
        QCOMPARE(phaseName(report.outcome.stoppedAt), phase);
        QVERIFY(report.outcome.failureMessage.contains(u"failed: CUDA out of memory (scripted)"_s));
        QCOMPARE(report.outcome.rows.size(), rowsDone);
        const QJsonObject json = report.toJson();
        QCOMPARE(json.value(u"status"_s).toString(), u"failed"_s);
        QCOMPARE(json.value(u"failure"_s).toObject().value(u"phase"_s).toString(), phase);
        QCOMPARE(json.value(u"failure"_s).toObject().value(u"message"_s).toString(), report.outcome.failureMessage);
        QVERIFY(!json.contains(u"cancellation"_s));
        // The scripted error is of kind "other", whatever its words say.
        QCOMPARE(report.outcome.failureKind, std::optional(ErrorKind::Other));
        QCOMPARE(json.value(u"failure"_s).toObject().value(u"kind"_s).toString(), u"other"_s);
        // Nothing runs after the failing step but the clean-up release.
        const QString failingCall = failOn.section(u'#', 0, 0);
        const qsizetype last = session.calls.lastIndexOf(failingCall);
        QVERIFY(session.calls.mid(last + 1).join(u' ') == u"release"_s || session.calls.mid(last + 1).isEmpty());
        validate(report);
    }

    // An allocation failure is known by the backend's error kind, carried to failure.kind; the
    // rows before it are kept, with their device figures.
    void outOfMemoryIsItsKind_data()
    {
        QTest::addColumn<QString>("failOn");
        QTest::addColumn<QString>("phase");
        QTest::addColumn<int>("rowsDone");
        QTest::addRow("cold_forward") << u"forward#1"_s << u"cold_forward"_s << 2;
        QTest::addRow("the third warm forward") << u"forward#5"_s << u"warm_forward"_s << 6;
        QTest::addRow("model_load") << u"buildModel#1"_s << u"model_load"_s << 0;
        QTest::addRow("the reading before model_load") << u"memory#1"_s << u"model_load"_s << 0;
    }
    void outOfMemoryIsItsKind()
    {
        QFETCH(QString, failOn);
        QFETCH(QString, phase);
        QFETCH(int, rowsDone);
        FakeSession session;
        session.deviceFigures = true;
        session.failOn = failOn;
        session.failKind = ErrorKind::OutOfMemory;
        MeasurementReport report = newReport(1, 3);
        report.outcome = runMeasurement(session, report.config);
        QCOMPARE(report.outcome.status, RunStatus::Failed);
        QCOMPARE(report.outcome.failureKind, std::optional(ErrorKind::OutOfMemory));
        QCOMPARE(report.outcome.rows.size(), rowsDone);
        QCOMPARE(report.outcome.deviceMemoryBefore.has_value(), failOn != u"memory#1"_s);
        const QJsonObject json = report.toJson();
        QCOMPARE(json.value(u"failure"_s).toObject(),
                 (QJsonObject{{u"phase"_s, phase},
                              {u"message"_s, report.outcome.failureMessage},
                              {u"kind"_s, u"out_of_memory"_s}}));
        for (const QJsonValue &row : json.value(u"phases"_s).toArray())
            QVERIFY(row.toObject().value(u"device_free_bytes"_s).isDouble());
        validate(report);
    }

    void cancelBetweenForwards()
    {
        FakeSession session;
        std::atomic<bool> cancel{false};
        int forwards = 0;
        session.onForward = [&] {
            if (++forwards == 2) // during the warm-up's first forward
                cancel = true;
        };
        MeasurementReport report = newReport(3, 2);
        QStringList started;
        MeasurementObserver observer;
        observer.phaseStarted = [&](Phase phase, int) { started.append(phaseName(phase)); };
        report.outcome = runMeasurement(session, report.config, &cancel, observer);
        QVERIFY(report.outcome.status == RunStatus::Cancelled);
        QCOMPARE(phaseName(report.outcome.stoppedAt), u"warmup"_s);
        QVERIFY(report.outcome.failureMessage.isEmpty());
        QCOMPARE(forwards, 2); // the second warm-up forward never ran
        QCOMPARE(started, (QStringList{u"model_load"_s, u"inputs"_s, u"cold_forward"_s, u"warmup"_s}));
        QCOMPARE(rowsDump(report.outcome), u"model_load x1, inputs x1, cold_forward x1"_s);
        // A cancel is its own status, with the phase where the run stopped, and no failure.
        const QJsonObject json = report.toJson();
        QCOMPARE(json.value(u"status"_s).toString(), u"cancelled"_s);
        QCOMPARE(json.value(u"format_version"_s).toInt(), 3);
        QCOMPARE(json.value(u"cancellation"_s).toObject(), (QJsonObject{{u"phase"_s, u"warmup"_s}}));
        QVERIFY(!json.contains(u"failure"_s));
        validate(report);
    }

    void cancelBeforeStart()
    {
        FakeSession session;
        std::atomic<bool> cancel{true};
        const MeasurementOutcome outcome = runMeasurement(session, config(1, 1), &cancel);
        QVERIFY(outcome.status == RunStatus::Cancelled);
        QCOMPARE(phaseName(outcome.stoppedAt), u"model_load"_s);
        QVERIFY(outcome.rows.isEmpty());
        QCOMPARE(session.calls.join(u' '), u"release"_s); // no device work, only the clean-up release
    }

    void medianOfWarmForwards()
    {
        MeasurementReport report;
        for (qint64 ns : {300, 100, 200, 400}) {
            PhaseRow row;
            row.phase = Phase::WarmForward;
            row.nanoseconds = ns;
            report.outcome.rows.append(row);
        }
        QCOMPARE(report.warmForwardMedianSeconds(), u"0.000000250"_s);
        report.outcome.rows.removeLast();
        QCOMPARE(report.warmForwardMedianSeconds(), u"0.000000200"_s);
    }

    void schemaAcceptsBothFormatVersions_data()
    {
        QTest::addColumn<int>("version");
        QTest::addColumn<QString>("status");
        QTest::addColumn<bool>("valid");
        QTest::addRow("version 1 complete") << 1 << u"complete"_s << true;
        QTest::addRow("version 1 failed") << 1 << u"failed"_s << true;
        QTest::addRow("version 2 cancelled") << 2 << u"cancelled"_s << true;
        QTest::addRow("version 3 complete") << 3 << u"complete"_s << true;
        QTest::addRow("version 4 is unknown") << 4 << u"complete"_s << false;
        QTest::addRow("status stopped is unknown") << 2 << u"stopped"_s << false;
    }
    void schemaAcceptsBothFormatVersions()
    {
        QFETCH(int, version);
        QFETCH(QString, status);
        QFETCH(bool, valid);
        FakeSession session;
        MeasurementReport report = newReport(1, 1);
        report.outcome = runMeasurement(session, report.config);
        QJsonObject json = report.toJson();
        json.insert(u"format_version"_s, version);
        json.insert(u"status"_s, status);
        const QStringList errors = m_schemas.validate(json, u"measurement.schema.json"_s);
        QVERIFY2(errors.isEmpty() == valid, qPrintable(errors.join(u'\n')));
    }

    void schemaRejectsBrokenReports()
    {
        FakeSession session;
        MeasurementReport report = newReport(1, 1);
        report.outcome = runMeasurement(session, report.config);
        QJsonObject json = report.toJson();
        json.insert(u"status"_s, u"done"_s);
        QVERIFY(!m_schemas.validate(json, u"measurement.schema.json"_s).isEmpty());
        QJsonArray phases = json.value(u"phases"_s).toArray();
        QJsonObject row = phases.first().toObject();
        row.insert(u"peak_allocated_bytes"_s, u"12"_s);
        phases.replace(0, row);
        json.insert(u"phases"_s, phases);
        QCOMPARE(m_schemas.validate(json, u"measurement.schema.json"_s).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestMeasurementRunner)
#include "tst_measurementrunner.moc"
