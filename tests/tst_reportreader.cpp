// The report reader: every report the writer makes reads back equal, field by field, and every
// broken report is refused with one line naming the file and the place.
#include "core/measure/devicememory.h"
#include "core/reports/reportreader.h"
#include "fixturefile.h"
#include "samplereports.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <functional>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

QByteArray jsonBytes(const QJsonObject &json)
{
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

// Sets the value at a path of keys and array indexes ("phases", 3, "peak_allocated_bytes").
QJsonValue setAt(QJsonValue node, const QList<QVariant> &path, const QJsonValue &value, qsizetype depth = 0)
{
    if (depth == path.size())
        return value;
    const QVariant step = path.at(depth);
    if (step.typeId() == QMetaType::Int) {
        QJsonArray array = node.toArray();
        array[step.toInt()] = setAt(array.at(step.toInt()), path, value, depth + 1);
        return array;
    }
    QJsonObject object = node.toObject();
    object[step.toString()] = setAt(object.value(step.toString()), path, value, depth + 1);
    return object;
}

QJsonObject with(QJsonObject json, const QList<QVariant> &path, const QJsonValue &value)
{
    return setAt(json, path, value).toObject();
}

QJsonObject complete()
{
    return sampleReport(u"cuda:0"_s, RunStatus::Complete).toJson();
}

// A GPU report with the device's figures (ABI 3): free/total and the allocator's counts.
QJsonObject withDevice(RunStatus status = RunStatus::Complete)
{
    return sampleReport(u"cuda:0"_s, status, 1, 3, true).toJson();
}

// The JSON of `json` as format `version` (1 or 2) wrote it: without the fields of format 3, and in
// version 1 a cancel as status failed with the message "cancelled".
QJsonObject asVersion(QJsonObject json, int version)
{
    json[u"format_version"_s] = version;
    json.remove(u"device_memory_before"_s);
    QJsonArray phases = json.value(u"phases"_s).toArray();
    for (qsizetype i = 0; i < phases.size(); ++i) {
        QJsonObject row = phases.at(i).toObject();
        for (const char *key : {"device_free_bytes", "device_total_bytes", "num_alloc_retries", "num_ooms"})
            row.remove(QLatin1String(key));
        phases[i] = row;
    }
    json[u"phases"_s] = phases;
    if (json.contains(u"failure"_s)) {
        QJsonObject failure = json.value(u"failure"_s).toObject();
        failure.remove(u"kind"_s);
        json[u"failure"_s] = failure;
    }
    return json;
}

QJsonObject withPhases(const std::function<void(QJsonArray &)> &edit)
{
    QJsonObject json = complete();
    QJsonArray phases = json.value(u"phases"_s).toArray();
    edit(phases);
    json[u"phases"_s] = phases;
    return json;
}

struct BrokenCase
{
    const char *name;
    QString fileName;
    std::function<QByteArray()> bytes;
    QString expected;
};

QList<BrokenCase> brokenCases()
{
    const auto doc = [](const std::function<QJsonObject()> &make) { return [make] { return jsonBytes(make()); }; };
    QList<BrokenCase> cases{
        {"truncated JSON", u"truncated.json"_s, [] { return QByteArray(R"({"format": "iteragpu-lab/measurement", )"); },
         u"truncated.json: not valid JSON at byte 39 (unterminated object)"_s},
        {"binary garbage", u"garbage.json"_s, [] { return QByteArray("\x7f\x45\x4c\x46\x02\x01\x01\x00", 8); },
         u"garbage.json: not valid JSON at byte 1 (illegal value)"_s},
        {"empty file", u"empty.json"_s, [] { return QByteArray(); },
         u"empty.json: not valid JSON at byte 0 (illegal value)"_s},
        {"an array", u"array.json"_s, [] { return QByteArray("[1, 2]"); }, u"array.json: expected a JSON object"_s},
        {"unknown format", u"format.json"_s,
         doc([] { return with(complete(), {u"format"_s}, u"iteragpu-lab/grid"_s); }),
         u"format.json: format: expected \"iteragpu-lab/measurement\" or \"iteragpu-lab/environment\""_s},
        {"unknown format_version", u"version.json"_s, doc([] { return with(complete(), {u"format_version"_s}, 4); }),
         u"version.json: format_version: unknown version 4 (this program reads versions 1 to 3)"_s},
        {"format_version as text", u"version-text.json"_s,
         doc([] { return with(complete(), {u"format_version"_s}, u"2"_s); }),
         u"version-text.json: format_version: expected an integer"_s},
        {"phases missing", u"no-phases.json"_s, doc([] {
             QJsonObject json = complete();
             json.remove(u"phases"_s);
             return json;
         }),
         u"no-phases.json: phases: missing"_s},
        {"wrong type", u"measurement.json"_s, doc([] {
             return with(complete(), {u"phases"_s, 3, u"peak_allocated_bytes"_s}, u"1024"_s);
         }),
         u"measurement.json: phases[3].peak_allocated_bytes: expected an integer or null"_s},
        {"fractional bytes", u"fraction.json"_s, doc([] {
             return with(complete(), {u"phases"_s, 0, u"end_reserved_bytes"_s}, 2048.5);
         }),
         u"fraction.json: phases[0].end_reserved_bytes: expected an integer or null"_s},
        {"negative bytes", u"negative.json"_s, doc([] {
             return with(complete(), {u"phases"_s, 1, u"baseline_allocated_bytes"_s}, -512);
         }),
         u"negative.json: phases[1].baseline_allocated_bytes: negative bytes (-512)"_s},
        {"allocated > reserved", u"reserved.json"_s, doc([] {
             return with(complete(), {u"phases"_s, 2, u"end_allocated_bytes"_s}, 1'000'000);
         }),
         u"reserved.json: phases[2].end_allocated_bytes: 1000000 is more than end_reserved_bytes 12288"_s},
        {"peak < end", u"peak.json"_s, doc([] {
             return with(complete(), {u"phases"_s, 2, u"peak_reserved_bytes"_s}, 12287);
         }),
         u"peak.json: phases[2].end_reserved_bytes: 12288 is more than peak_reserved_bytes 12287"_s},
        {"phases out of order", u"order.json"_s, doc([] {
             return withPhases([](QJsonArray &p) {
                 const QJsonValue inputs = p.at(1);
                 p[1] = p.at(2);
                 p[2] = inputs;
             });
         }),
         u"order.json: phases[1].phase: expected inputs, found cold_forward"_s},
        {"a phase missing", u"gap.json"_s, doc([] { return withPhases([](QJsonArray &p) { p.removeAt(2); }); }),
         u"gap.json: phases[2].phase: expected cold_forward, found warmup"_s},
        {"a row more than repeats", u"repeats.json"_s, doc([] {
             return with(complete(), {u"configuration"_s, u"repeats"_s}, 2);
         }),
         u"repeats.json: phases[6]: one row more than warmup 1 and repeats 2 give"_s},
        {"complete with rows missing", u"short.json"_s,
         doc([] { return withPhases([](QJsonArray &p) { p.removeLast(); }); }),
         u"short.json: phases: 6 rows for a complete run; warmup 1 and repeats 3 give 7"_s},
        {"no warmup row", u"warmup.json"_s, doc([] {
             return with(complete(), {u"configuration"_s, u"warmup"_s}, 0);
         }),
         u"warmup.json: phases[3].phase: expected warm_forward, found warmup"_s},
        {"wrong warm_forward index", u"index.json"_s, doc([] {
             return with(complete(), {u"phases"_s, 5, u"index"_s}, 3);
         }),
         u"index.json: phases[5].index: expected 2, found 3"_s},
        {"counters mixed null and integer", u"mixed.json"_s, doc([] {
             return with(complete(), {u"phases"_s, 0, u"baseline_reserved_bytes"_s}, QJsonValue());
         }),
         u"mixed.json: phases[0].baseline_reserved_bytes: expected an integer (memory_counters is "
         u"\"caching_allocator\")"_s},
        {"counters on the CPU", u"cpu.json"_s, doc([] {
             return with(sampleReport(u"cpu"_s, RunStatus::Complete).toJson(),
                         {u"phases"_s, 4, u"end_allocated_bytes"_s}, 0);
         }),
         u"cpu.json: phases[4].end_allocated_bytes: expected null (memory_counters is \"unavailable\")"_s},
        {"unknown status", u"status.json"_s, doc([] { return with(complete(), {u"status"_s}, u"aborted"_s); }),
         u"status.json: status: expected one of complete, failed, cancelled"_s},
        {"failed without failure", u"failed.json"_s, doc([] { return with(complete(), {u"status"_s}, u"failed"_s); }),
         u"failed.json: failure: missing (the status is failed)"_s},
        {"version 1 with status cancelled", u"v1.json"_s,
         doc([] { return asVersion(sampleReport(u"cuda:0"_s, RunStatus::Cancelled).toJson(), 1); }),
         u"v1.json: status: expected one of complete, failed"_s},
        // Format 3: the device's figures, the allocator's counts and the failure's kind.
        {"a device field missing", u"v3-missing.json"_s, doc([] {
             QJsonObject json = withDevice();
             QJsonArray phases = json.value(u"phases"_s).toArray();
             QJsonObject row = phases.at(2).toObject();
             row.remove(u"num_ooms"_s);
             phases[2] = row;
             json[u"phases"_s] = phases;
             return json;
         }),
         u"v3-missing.json: phases[2].num_ooms: missing"_s},
        {"device_memory_before missing", u"v3-before.json"_s, doc([] {
             QJsonObject json = withDevice();
             json.remove(u"device_memory_before"_s);
             return json;
         }),
         u"v3-before.json: device_memory_before: missing"_s},
        {"a device field in format 2", u"v2-device.json"_s, doc([] {
             return with(asVersion(withDevice(), 2), {u"phases"_s, 0, u"device_free_bytes"_s}, 1024);
         }),
         u"v2-device.json: phases[0].device_free_bytes: unknown field"_s},
        {"device_memory_before in format 2", u"v2-before.json"_s, doc([] {
             QJsonObject json = asVersion(withDevice(), 2);
             json[u"device_memory_before"_s] = QJsonValue();
             return json;
         }),
         u"v2-before.json: device_memory_before: unknown field"_s},
        {"free more than total", u"free.json"_s, doc([] {
             return with(withDevice(), {u"phases"_s, 1, u"device_free_bytes"_s}, qint64(81) << 30);
         }),
         u"free.json: phases[1].device_free_bytes: 86973087744 is more than device_total_bytes 85045870592"_s},
        {"free without total", u"total.json"_s, doc([] {
             return with(withDevice(), {u"phases"_s, 3, u"device_total_bytes"_s}, QJsonValue());
         }),
         u"total.json: phases[3].device_total_bytes: expected an integer (device_free_bytes is one)"_s},
        {"retries without OOMs", u"ooms.json"_s, doc([] {
             return with(withDevice(), {u"phases"_s, 0, u"num_ooms"_s}, QJsonValue());
         }),
         u"ooms.json: phases[0].num_ooms: expected an integer (num_alloc_retries is one)"_s},
        {"negative count", u"count.json"_s, doc([] {
             return with(withDevice(), {u"phases"_s, 0, u"num_alloc_retries"_s}, -1);
         }),
         u"count.json: phases[0].num_alloc_retries: negative count (-1)"_s},
        {"fractional bytes free", u"fraction-free.json"_s, doc([] {
             return with(withDevice(), {u"device_memory_before"_s, u"device_free_bytes"_s}, 0.5);
         }),
         u"fraction-free.json: device_memory_before.device_free_bytes: expected an integer or null"_s},
        {"figures in one row only", u"nullness.json"_s, doc([] {
             QJsonObject json = withDevice();
             json = with(json, {u"phases"_s, 2, u"device_free_bytes"_s}, QJsonValue());
             return with(json, {u"phases"_s, 2, u"device_total_bytes"_s}, QJsonValue());
         }),
         u"nullness.json: phases[2].device_total_bytes: expected an integer (device_memory_before has one)"_s},
        {"another device's total", u"device.json"_s, doc([] {
             return with(withDevice(), {u"phases"_s, 4, u"device_total_bytes"_s}, qint64(96) << 30);
         }),
         u"device.json: phases[4].device_total_bytes: 103079215104 differs from device_memory_before's 85045870592: "
         u"one device has one total"_s},
        {"the environment's total differs", u"env-total.json"_s, doc([] {
             return with(withDevice(), {u"environment"_s, u"device"_s, u"total_memory_bytes"_s}, qint64(80) << 30);
         }),
         u"env-total.json: device_memory_before.device_total_bytes: 85045870592 differs from "
         u"environment.device.total_memory_bytes 85899345920: one device has one total"_s},
        {"peak reserved above the device's total", u"peak-total.json"_s, doc([] {
             return with(withDevice(), {u"phases"_s, 2, u"peak_reserved_bytes"_s}, qint64(85'045'870'593));
         }),
         u"peak-total.json: phases[2].peak_reserved_bytes: 85045870593 is more than the device's total of "
         u"85045870592 bytes: the allocator cannot hold more than the device has"_s},
        {"a count that went down", u"down.json"_s, doc([] {
             return with(withDevice(), {u"phases"_s, 5, u"num_alloc_retries"_s}, 0);
         }),
         u"down.json: phases[5].num_alloc_retries: 0 is less than the reading before (2): the count is never "
         u"reset"_s},
        {"device figures on the CPU", u"cpu-device.json"_s, doc([] {
             return with(sampleReport(u"cpu"_s, RunStatus::Complete).toJson(), {u"phases"_s, 1, u"num_ooms"_s}, 0);
         }),
         u"cpu-device.json: phases[1].num_ooms: expected null (memory_counters is \"unavailable\")"_s},
        {"device_memory_before on the CPU", u"cpu-before.json"_s, doc([] {
             return with(sampleReport(u"cpu"_s, RunStatus::Complete).toJson(), {u"device_memory_before"_s},
                         withDevice().value(u"device_memory_before"_s));
         }),
         u"cpu-before.json: device_memory_before: expected null (memory_counters is \"unavailable\")"_s},
        {"failure.kind missing", u"kind.json"_s, doc([] {
             QJsonObject json = withDevice(RunStatus::Failed);
             QJsonObject failure = json.value(u"failure"_s).toObject();
             failure.remove(u"kind"_s);
             json[u"failure"_s] = failure;
             return json;
         }),
         u"kind.json: failure.kind: missing"_s},
        {"failure.kind unknown", u"kind-word.json"_s, doc([] {
             return with(withDevice(RunStatus::Failed), {u"failure"_s, u"kind"_s}, u"oom"_s);
         }),
         u"kind-word.json: failure.kind: expected one of out_of_memory, other"_s},
        {"failure.kind in format 2", u"v2-kind.json"_s, doc([] {
             return with(asVersion(withDevice(RunStatus::Failed), 2), {u"failure"_s, u"kind"_s}, u"other"_s);
         }),
         u"v2-kind.json: failure.kind: unknown field"_s},
        {"stopping phase", u"stop.json"_s, doc([] {
             return with(sampleReport(u"cuda:0"_s, RunStatus::Failed).toJson(), {u"failure"_s, u"phase"_s},
                         u"inputs"_s);
         }),
         u"stop.json: failure.phase: expected warm_forward (the phase of the first missing row), found inputs"_s},
        {"unknown field", u"extra.json"_s, doc([] {
             return with(complete(), {u"phases"_s, 0, u"gpu"_s}, 1);
         }),
         u"extra.json: phases[0].gpu: unknown field"_s},
        {"configuration out of range", u"batch.json"_s, doc([] {
             return with(complete(), {u"configuration"_s, u"batch"_s}, 0);
         }),
         u"batch.json: configuration.batch: must be a whole number from 1 to 2147483648, got '0'"_s},
        {"device type", u"device.json"_s, doc([] { return with(complete(), {u"device_type"_s}, u"cpu"_s); }),
         u"device.json: device_type: cpu does not match configuration.device cuda:0"_s},
        {"median", u"median.json"_s,
         doc([] { return with(complete(), {u"warm_forward_median_seconds"_s}, u"0.000000001"_s); }),
         u"median.json: warm_forward_median_seconds: 0.000000001 does not match the warm_forward rows "
         u"(0.000600035)"_s},
        {"started_utc", u"time.json"_s, doc([] { return with(complete(), {u"started_utc"_s}, u"yesterday"_s); }),
         u"time.json: started_utc: expected a UTC time such as 2026-01-31T09:30:00Z"_s},
        {"environment version", u"environment.json"_s,
         doc([] { return with(sampleEnvironment(u"cuda:0"_s).toJson(), {u"format_version"_s}, 2); }),
         u"environment.json: format_version: unknown version 2 (this program reads version 1)"_s},
        {"environment libtorch", u"env.json"_s,
         doc([] { return with(sampleEnvironment(u"cuda:0"_s).toJson(), {u"libtorch"_s}, QJsonValue()); }),
         u"env.json: libtorch: expected an object (backend.loaded is true)"_s},
        {"embedded environment", u"embedded.json"_s, doc([] {
             return with(complete(), {u"environment"_s, u"device"_s, u"available"_s}, u"yes"_s);
         }),
         u"embedded.json: environment.device.available: expected true or false"_s},
    };
    return cases;
}

} // namespace

class TestReportReader : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString pathOf(const QString &name) const { return m_dir.filePath(name); }

    Result<LoadedReport> roundTrip(const MeasurementReport &report, const QString &name)
    {
        const QString path = pathOf(name);
        QFile::remove(path);
        if (Status written = writeMeasurementReport(path, report); !written)
            return Error{written.error()};
        return readReport(path);
    }

    static void compareReports(const MeasurementReport &read, const MeasurementReport &written)
    {
        QCOMPARE(read.environment.toJson(), written.environment.toJson());
        QCOMPARE(read.config.device, written.config.device);
        QCOMPARE(read.config.batch, written.config.batch);
        QCOMPARE(read.config.context, written.config.context);
        QCOMPARE(read.config.width, written.config.width);
        QCOMPARE(read.config.hidden, written.config.hidden);
        QCOMPARE(read.config.dtype, written.config.dtype);
        QCOMPARE(read.config.warmup, written.config.warmup);
        QCOMPARE(read.config.repeats, written.config.repeats);
        QCOMPARE(read.config.seed, written.config.seed);
        QCOMPARE(read.config.output, written.config.output);
        QCOMPARE(read.startedUtc, written.startedUtc);
        QCOMPARE(read.outcome.status, written.outcome.status);
        QCOMPARE(read.outcome.stoppedAt, written.outcome.stoppedAt);
        QCOMPARE(read.outcome.failureMessage, written.outcome.failureMessage);
        QCOMPARE(read.outcome.failureKind, written.outcome.failureKind);
        QCOMPARE(deviceMemoryBeforeToJson(read.outcome.deviceMemoryBefore),
                 deviceMemoryBeforeToJson(written.outcome.deviceMemoryBefore));
        QCOMPARE(read.outcome.rows.size(), written.outcome.rows.size());
        for (qsizetype i = 0; i < read.outcome.rows.size(); ++i) {
            const PhaseRow &a = read.outcome.rows.at(i);
            const PhaseRow &b = written.outcome.rows.at(i);
            QCOMPARE(a.phase, b.phase);
            QCOMPARE(a.index, b.index);
            QCOMPARE(a.iterations, b.iterations);
            QCOMPARE(a.nanoseconds, b.nanoseconds);
            QCOMPARE(a.baseline.has_value(), b.baseline.has_value());
            QCOMPARE(a.end.has_value(), b.end.has_value());
            if (a.baseline) {
                // The format keeps the baseline's allocated and reserved bytes, not its peaks.
                QCOMPARE(a.baseline->allocated, b.baseline->allocated);
                QCOMPARE(a.baseline->reserved, b.baseline->reserved);
                QCOMPARE(a.end->allocated, b.end->allocated);
                QCOMPARE(a.end->reserved, b.end->reserved);
                QCOMPARE(a.end->peakAllocated, b.end->peakAllocated);
                QCOMPARE(a.end->peakReserved, b.end->peakReserved);
                QCOMPARE(a.end->deviceFreeBytes, b.end->deviceFreeBytes);
                QCOMPARE(a.end->deviceTotalBytes, b.end->deviceTotalBytes);
                QCOMPARE(a.end->numAllocRetries, b.end->numAllocRetries);
                QCOMPARE(a.end->numOoms, b.end->numOoms);
            }
        }
        QCOMPARE(read.toJson(), written.toJson());
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<RunStatus>("status");
        QTest::addColumn<int>("warmup");
        QTest::addColumn<bool>("deviceFigures");
        QTest::newRow("complete") << u"cuda:0"_s << RunStatus::Complete << 1 << false;
        QTest::newRow("complete without warm-up") << u"cuda:1"_s << RunStatus::Complete << 0 << false;
        QTest::newRow("failed") << u"cuda:0"_s << RunStatus::Failed << 2 << false;
        QTest::newRow("cancelled") << u"cuda:0"_s << RunStatus::Cancelled << 1 << false;
        QTest::newRow("CPU dry run") << u"cpu"_s << RunStatus::Complete << 1 << false;
        QTest::newRow("CPU dry run, failed") << u"cpu"_s << RunStatus::Failed << 1 << false;
        QTest::newRow("complete with device figures") << u"cuda:0"_s << RunStatus::Complete << 1 << true;
        QTest::newRow("out of memory with device figures") << u"cuda:0"_s << RunStatus::Failed << 1 << true;
        QTest::newRow("cancelled with device figures") << u"cuda:0"_s << RunStatus::Cancelled << 0 << true;
    }

    void roundTrip()
    {
        QFETCH(QString, device);
        QFETCH(RunStatus, status);
        QFETCH(int, warmup);
        QFETCH(bool, deviceFigures);
        const MeasurementReport report = sampleReport(device, status, warmup, 3, deviceFigures);
        QCOMPARE(report.outcome.status, status);
        const auto loaded = roundTrip(report, u"round-trip.json"_s);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QCOMPARE(loaded->fileName, u"round-trip.json"_s);
        QCOMPARE(loaded->formatVersion, 3);
        QFile file(pathOf(u"round-trip.json"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(loaded->sha256,
                 QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex()));
        QVERIFY(loaded->isMeasurement());
        compareReports(loaded->measurement().report, report);
        QCOMPARE(predictionToJson(loaded->measurement().prediction),
                 predictionToJson(predictAllocations(report.config)));
    }

    // Figures that contradict each other are data: read back as they are, never refused.
    void contradictingFiguresReadBack()
    {
        QJsonObject json = withDevice();
        json
            = with(json, {u"phases"_s, 2, u"device_free_bytes"_s}, json.value(u"phases"_s)[2][u"device_total_bytes"_s]);
        const auto loaded = parseReport(jsonBytes(json), u"contradicting.json"_s);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        const MeasurementOutcome &outcome = loaded->measurement().report.outcome;
        QCOMPARE(contradictoryRows(outcome), QStringList{u"cold_forward"_s});
        QVERIFY(deviceMemoryUse(outcome.rows.at(2).end)->outsideAllocator < 0);
    }

    // A report of format 1 or 2 has no failure kind and no device figures: unknown, never "other".
    static MeasurementReport withoutFormatThree(MeasurementReport report)
    {
        report.outcome.failureKind.reset();
        report.outcome.deviceMemoryBefore.reset();
        return report;
    }

    void versionOneCancelReadsAsCancelled()
    {
        const MeasurementReport report = withoutFormatThree(sampleReport(u"cuda:0"_s, RunStatus::Cancelled));
        QJsonObject json = asVersion(report.toJson(), 1);
        json[u"status"_s] = u"failed"_s;
        json.remove(u"cancellation"_s);
        json[u"failure"_s] = QJsonObject{{u"phase"_s, u"warm_forward"_s}, {u"message"_s, u"cancelled"_s}};
        const auto loaded = parseReport(jsonBytes(json), u"v1.json"_s);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QCOMPARE(loaded->formatVersion, 1);
        compareReports(loaded->measurement().report, report);
    }

    void versionOneFailureStaysFailed()
    {
        const MeasurementReport report = withoutFormatThree(sampleReport(u"cuda:0"_s, RunStatus::Failed));
        const auto loaded = parseReport(jsonBytes(asVersion(report.toJson(), 1)), u"v1.json"_s);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QCOMPARE(loaded->formatVersion, 1);
        QVERIFY(!loaded->measurement().report.outcome.failureKind);
        compareReports(loaded->measurement().report, report);
    }

    // Reports that earlier versions of this program wrote (tests/data/reports: format 2 written by
    // the program before format 3, CPU ones by its real CLI; format 1 as that writer wrote them)
    // open with their rows, status and stopping phase, and without what they never recorded.
    void earlierVersionsOpen_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("version");
        QTest::addColumn<RunStatus>("status");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("stoppedAt");
        QTest::addRow("v1 complete, GPU") << u"v1-cuda-complete.json"_s << 1 << RunStatus::Complete << 6 << QString();
        QTest::addRow("v1 cancel written as failed")
            << u"v1-cuda-cancelled.json"_s << 1 << RunStatus::Cancelled << 5 << u"warm_forward"_s;
        QTest::addRow("v1 out of memory on the CPU")
            << u"v1-cpu-failed.json"_s << 1 << RunStatus::Failed << 2 << u"cold_forward"_s;
        QTest::addRow("v2 complete, GPU") << u"v2-cuda-complete.json"_s << 2 << RunStatus::Complete << 6 << QString();
        QTest::addRow("v2 failed, GPU") << u"v2-cuda-failed.json"_s << 2 << RunStatus::Failed << 5 << u"warm_forward"_s;
        QTest::addRow("v2 cancelled, GPU")
            << u"v2-cuda-cancelled.json"_s << 2 << RunStatus::Cancelled << 5 << u"warm_forward"_s;
        QTest::addRow("v2 complete, CPU") << u"v2-cpu-complete.json"_s << 2 << RunStatus::Complete << 6 << QString();
        QTest::addRow("v2 out of memory on the CPU")
            << u"v2-cpu-failed.json"_s << 2 << RunStatus::Failed << 2 << u"cold_forward"_s;
        QTest::addRow("v2 cancelled, CPU")
            << u"v2-cpu-cancelled.json"_s << 2 << RunStatus::Cancelled << 7 << u"warm_forward"_s;
    }
    void earlierVersionsOpen()
    {
        QFETCH(QString, file);
        QFETCH(int, version);
        QFETCH(RunStatus, status);
        QFETCH(int, rows);
        QFETCH(QString, stoppedAt);
        const QString path = QFINDTESTDATA(u"data/reports/"_s + file);
        QVERIFY2(!path.isEmpty(), qPrintable(file));
        const auto loaded = readReport(path);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QCOMPARE(loaded->formatVersion, version);
        const MeasurementOutcome &outcome = loaded->measurement().report.outcome;
        QCOMPARE(outcome.status, status);
        QCOMPARE(outcome.rows.size(), rows);
        if (!stoppedAt.isEmpty())
            QCOMPARE(phaseName(outcome.stoppedAt), stoppedAt);
        QVERIFY(!outcome.failureKind); // not recorded before format 3
        QVERIFY(!outcome.deviceMemoryBefore);
        QVERIFY(!hasDeviceFigures(outcome));
        QVERIFY(!hasAllocatorEventCounts(outcome));
    }

    void environmentRoundTrip()
    {
        EnvironmentReport unloaded;
        unloaded.application = sampleEnvironment(u"cpu"_s).application;
        unloaded.requestedDevice = u"cuda:0"_s;
        unloaded.backendError = u"libiteragpu_torch.so: cannot open shared object file"_s;
        unloaded.device.name = u"cuda:0"_s;
        unloaded.device.reason = u"the libtorch backend is not loaded"_s;
        for (const EnvironmentReport &report :
             {sampleEnvironment(u"cuda:0"_s), sampleEnvironment(u"cpu"_s), unloaded}) {
            const auto loaded = parseReport(report.toJsonText(), u"environment.json"_s);
            QVERIFY2(loaded, qPrintable(loaded.error()));
            QVERIFY(!loaded->isMeasurement());
            QCOMPARE(loaded->formatVersion, 1);
            const EnvironmentReport &read = loaded->environment();
            QCOMPARE(read.toJson(), report.toJson());
            QCOMPARE(read.backendLoaded(), report.backendLoaded());
            QCOMPARE(read.device.totalMemoryBytes, report.device.totalMemoryBytes);
            QCOMPARE(read.displayLines(QLocale::c()).size(), report.displayLines(QLocale::c()).size());
        }
    }

    // The probe time (UTC, its own field) and the computer's processor and memory are read back;
    // a file written before they were recorded stays readable and has neither.
    void environmentProbeTimeAndHostRoundTrip()
    {
        EnvironmentReport report = sampleEnvironment(u"cpu"_s);
        report.probedUtc = QDateTime(QDate(2026, 12, 1), QTime(19, 54, 39), Qt::UTC);
        report.host = HostFacts{u"AMD EPYC 9654 96-Core Processor"_s, 16, 137'438'953'472};
        const QJsonObject json = report.toJson();
        QCOMPARE(json.value(u"probed_utc"_s).toString(), u"2026-12-01T19:54:39Z"_s);
        const auto loaded = parseReport(report.toJsonText(), u"environment.json"_s);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        const EnvironmentReport &read = loaded->environment();
        QVERIFY(read.probedUtc);
        QCOMPARE(*read.probedUtc, *report.probedUtc);
        QVERIFY(read.host);
        QCOMPARE(read.host->cpuModel, report.host->cpuModel);
        QCOMPARE(read.host->logicalCpus, std::optional<qint64>(16));
        QCOMPARE(read.host->memoryBytes, std::optional<qint64>(137'438'953'472));
        QCOMPARE(read.toJson(), json);

        QJsonObject older = json;
        older.remove(u"probed_utc"_s);
        older.remove(u"host"_s);
        const auto old = parseReport(QJsonDocument(older).toJson(), u"older.json"_s);
        QVERIFY2(old, qPrintable(old.error()));
        QVERIFY(!old->environment().probedUtc);
        QVERIFY(!old->environment().host);

        older.insert(u"probed_utc"_s, u"2026-12-01 19:54"_s);
        const auto bad = parseReport(QJsonDocument(older).toJson(), u"bad.json"_s);
        QVERIFY(!bad);
        QCOMPARE(bad.error(), u"bad.json: probed_utc: expected a UTC time such as 2026-01-31T09:30:00Z"_s);
    }

    void brokenReport_data()
    {
        QTest::addColumn<int>("index");
        const QList<BrokenCase> cases = brokenCases();
        for (qsizetype i = 0; i < cases.size(); ++i)
            QTest::newRow(cases.at(i).name) << int(i);
    }

    void brokenReport()
    {
        QFETCH(int, index);
        const BrokenCase broken = brokenCases().at(index);
        const QString path = pathOf(broken.fileName);
        QFile::remove(path);
        VERIFY_OK(writeFixture(path, broken.bytes()));
        const auto loaded = readReport(path);
        QVERIFY(!loaded);
        QCOMPARE(loaded.error(), broken.expected);
    }

    void untrustedFiguresAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QJsonObject json = complete();
        QByteArray twice = jsonBytes(json);
        const qsizetype end = twice.lastIndexOf('}');
        twice.insert(end, ",\n    \"status\": \"complete\"\n");
        QTest::addRow("a key given twice")
            << twice
            << u"r.json: not valid JSON at byte %1 (key \"status\" appears twice in one object)"_s.arg(end + 6);
        const qint64 ns = json.value(u"phases"_s).toArray().at(3).toObject().value(u"nanoseconds"_s).toInteger();
        QTest::addRow("seconds that are not the nanoseconds")
            << jsonBytes(with(json, {u"phases"_s, 3, u"seconds"_s}, 1.5))
            << u"r.json: phases[3].seconds: 1.5 does not match nanoseconds %1"_s.arg(ns);
        const qint64 output = json.value(u"prediction"_s).toObject().value(u"output_bytes"_s).toInteger();
        QTest::addRow("a forged prediction")
            << jsonBytes(with(json, {u"prediction"_s, u"output_bytes"_s}, 1))
            << u"r.json: prediction.output_bytes: differs from the prediction of the configuration ([%1])"_s.arg(
                   output);
        QTest::addRow("environment of another device")
            << jsonBytes(with(json, {u"environment"_s, u"requested_device"_s}, u"cpu"_s))
            << u"r.json: environment.requested_device: cpu does not match configuration.device cuda:0"_s;
        QTest::addRow("a CPU in a CUDA report")
            << jsonBytes(with(json, {u"environment"_s, u"device"_s, u"type"_s}, u"cpu"_s))
            << u"r.json: environment.device.type: does not match device_type cuda"_s;
    }

    void untrustedFiguresAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const auto loaded = parseReport(bytes, u"r.json"_s);
        QVERIFY(!loaded);
        QCOMPARE(loaded.error(), expected);
    }

    void aPredictionWithTheBlasWorkspaceIsRead()
    {
        // What the writer writes when the environment reports the cuBLAS workspace is read back.
        MeasurementReport report = sampleReport(u"cuda:0"_s, RunStatus::Complete);
        report.environment.device.blasWorkspaceBytes = 4'194'304;
        const auto loaded = parseReport(jsonBytes(report.toJson()), u"w.json"_s);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QCOMPARE(loaded->measurement().prediction.outputBytes,
                 predictAllocations(report.config, 4'194'304).outputBytes);
    }

    void fileThatIsNotAReport_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("50 MB") << u"big.json"_s << u"big.json: larger than 16777216 bytes, refused"_s;
        QTest::newRow("a folder") << u"folder.json"_s << u"folder.json: a folder, not a regular file; refused"_s;
        QTest::newRow("a FIFO") << u"pipe.json"_s << u"pipe.json: a FIFO, not a regular file; refused"_s;
        QTest::newRow("missing") << u"missing.json"_s << u"missing.json: cannot be read (No such file or directory)"_s;
    }

    void fileThatIsNotAReport()
    {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        const QString path = pathOf(name);
        if (name == u"big.json"_s) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(50 * 1000 * 1000));
        } else if (name == u"folder.json"_s) {
            QVERIFY(QDir(m_dir.path()).mkpath(name));
        } else if (name == u"pipe.json"_s) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        }
        const auto loaded = readReport(path);
        QVERIFY(!loaded);
        QCOMPARE(loaded.error(), expected);
    }
};

QTEST_GUILESS_MAIN(TestReportReader)
#include "tst_reportreader.moc"
