#include "core/reports/reportreader.h"

#include "core/files/textfile.h"
#include "core/measure/phaseplan.h"
#include "core/reports/devicememoryreader.h"
#include "core/reports/environmentreader.h"
#include "core/util/displaytext.h"
#include "core/util/jsonsyntax.h"
#include "core/util/jsonwalker.h"
#include "core/util/sha256.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ReportReader)
};

const QString kMeasurementFormat = u"iteragpu-lab/measurement"_s;
const QStringList kCounterKeys{u"baseline_allocated_bytes"_s, u"baseline_reserved_bytes"_s, u"end_allocated_bytes"_s,
                               u"end_reserved_bytes"_s,       u"peak_allocated_bytes"_s,    u"peak_reserved_bytes"_s};

// A phase name at `path`; on an unknown name the walker has failed and ModelLoad stands in.
Phase readPhase(JsonWalker &w, const QJsonValue &value, const QString &path)
{
    return phaseFromName(w.oneOf(value, path, phaseNames()).value_or(QString())).value_or(Phase::ModelLoad);
}

MeasurementConfig configurationFromJson(JsonWalker &w, const QJsonValue &value)
{
    const QString path = u"configuration"_s;
    const QJsonObject json = w.object(value, path).value_or(QJsonObject());
    w.checkKeys(json, path,
                {u"device"_s, u"batch"_s, u"context"_s, u"width"_s, u"hidden"_s, u"dtype"_s, u"warmup"_s, u"repeats"_s,
                 u"seed"_s, u"autocast"_s, u"gradients"_s, u"output"_s},
                {u"memory_limit_bytes"_s});
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    const auto text = [&](const QString &key) { return w.string(json.value(key), at(key)).value_or(QString()); };
    const auto number = [&](const QString &key) {
        return QString::number(w.integer(json.value(key), at(key), 0, std::numeric_limits<qint64>::max()).value_or(0));
    };
    MeasurementConfigText form;
    form.device = text(u"device"_s);
    form.batch = number(u"batch"_s);
    form.context = number(u"context"_s);
    form.width = number(u"width"_s);
    form.hidden = number(u"hidden"_s);
    form.dtype = text(u"dtype"_s);
    form.warmup = number(u"warmup"_s);
    form.repeats = number(u"repeats"_s);
    form.seed = number(u"seed"_s);
    form.output = text(u"output"_s);
    if (json.contains(u"memory_limit_bytes"_s)) {
        const QString key = u"memory_limit_bytes"_s;
        const qint64 bytes
            = w.integer(json.value(key), at(key), kMemoryLimitMibRange.min << 20, kMemoryLimitMibRange.max << 20)
                  .value_or(0);
        if (bytes % (qint64(1) << 20) != 0)
            w.fail(at(key), Tr::tr("expected whole MiB"));
        form.memoryLimit = memoryLimitText(bytes);
    }
    for (const QString &key : {u"autocast"_s, u"gradients"_s}) {
        if (w.boolean(json.value(key), at(key)).value_or(false))
            w.fail(at(key), Tr::tr("expected false"));
    }
    if (w.failed())
        return {};
    // The domain rules of a new run hold for a report too: one rule, in measurementconfig.cpp.
    auto config = parseMeasurementConfig(form, [&](QStringView key) { return at(key.toString()); });
    if (!config) {
        w.fail({}, config.error());
        return {};
    }
    return *config;
}

void checkSyntheticModel(JsonWalker &w, const QJsonValue &value)
{
    const QString path = u"synthetic_model"_s;
    const QJsonObject json = w.object(value, path).value_or(QJsonObject());
    w.checkKeys(json, path,
                {u"description"_s, u"layers"_s, u"parameter_count"_s, u"parameter_bytes"_s, u"element_bytes"_s,
                 u"input_shape"_s, u"input_bytes"_s});
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    (void)w.string(json.value(u"description"_s), at(u"description"_s));
    const QJsonArray layers = w.array(json.value(u"layers"_s), at(u"layers"_s)).value_or(QJsonArray());
    for (qsizetype i = 0; i < layers.size(); ++i)
        (void)w.object(layers.at(i), JsonWalker::item(at(u"layers"_s), i));
    for (const QString &key : {u"parameter_count"_s, u"parameter_bytes"_s, u"input_bytes"_s})
        (void)w.integer(json.value(key), at(key), 1, std::numeric_limits<qint64>::max());
    (void)w.integer(json.value(u"element_bytes"_s), at(u"element_bytes"_s), 2, 4);
    const QJsonArray shape = w.array(json.value(u"input_shape"_s), at(u"input_shape"_s)).value_or(QJsonArray());
    for (qsizetype i = 0; i < shape.size(); ++i)
        (void)w.integer(shape.at(i), JsonWalker::item(at(u"input_shape"_s), i), 1, std::numeric_limits<qint64>::max());
    if (!w.failed() && (layers.size() < 3 || shape.size() < 3))
        w.fail(at(layers.size() < 3 ? u"layers"_s : u"input_shape"_s), Tr::tr("expected at least 3 items"));
}

Prediction predictionFromJson(JsonWalker &w, const QJsonValue &value)
{
    const QString path = u"prediction"_s;
    Prediction prediction;
    const QJsonObject json = w.object(value, path).value_or(QJsonObject());
    w.checkKeys(json, path,
                {u"basis"_s, u"parameter_bytes"_s, u"input_bytes"_s, u"first_linear_output_bytes"_s,
                 u"gelu_output_bytes"_s, u"output_bytes"_s, u"phases"_s, u"not_included"_s},
                {u"workspace_bytes"_s});
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    const auto bytes = [&](const QJsonValue &v, const QString &where) {
        return w.integer(v, where, 0, std::numeric_limits<qint64>::max()).value_or(0);
    };
    (void)w.string(json.value(u"basis"_s), at(u"basis"_s));
    prediction.parameterBytes = bytes(json.value(u"parameter_bytes"_s), at(u"parameter_bytes"_s));
    prediction.inputBytes = bytes(json.value(u"input_bytes"_s), at(u"input_bytes"_s));
    prediction.firstLinearOutputBytes
        = bytes(json.value(u"first_linear_output_bytes"_s), at(u"first_linear_output_bytes"_s));
    prediction.geluOutputBytes = bytes(json.value(u"gelu_output_bytes"_s), at(u"gelu_output_bytes"_s));
    prediction.outputBytes = bytes(json.value(u"output_bytes"_s), at(u"output_bytes"_s));
    const QJsonArray phases = w.array(json.value(u"phases"_s), at(u"phases"_s)).value_or(QJsonArray());
    for (qsizetype i = 0; i < phases.size(); ++i) {
        const QString itemPath = JsonWalker::item(at(u"phases"_s), i);
        const QJsonObject item = w.object(phases.at(i), itemPath).value_or(QJsonObject());
        w.checkKeys(item, itemPath, {u"phase"_s, u"end_allocated_bytes"_s, u"peak_allocated_bytes"_s},
                    {u"workspace_bytes"_s});
        PhasePrediction phase;
        phase.phase = readPhase(w, item.value(u"phase"_s), JsonWalker::member(itemPath, u"phase"_s));
        phase.endAllocatedBytes
            = bytes(item.value(u"end_allocated_bytes"_s), JsonWalker::member(itemPath, u"end_allocated_bytes"_s));
        phase.peakAllocatedBytes
            = bytes(item.value(u"peak_allocated_bytes"_s), JsonWalker::member(itemPath, u"peak_allocated_bytes"_s));
        prediction.phases.append(phase);
    }
    const QJsonArray notIncluded = w.array(json.value(u"not_included"_s), at(u"not_included"_s)).value_or(QJsonArray());
    for (qsizetype i = 0; i < notIncluded.size(); ++i)
        (void)w.string(notIncluded.at(i), JsonWalker::item(at(u"not_included"_s), i));
    return prediction;
}

// One phase row: its types, the counters rule of `counters` ("caching_allocator": all integers,
// "unavailable": all null), allocated <= reserved and peak >= end; the device fields of `fields`.
PhaseRow rowFromJson(JsonWalker &w, const QJsonValue &value, const QString &path, bool counters, RowDeviceFields fields)
{
    PhaseRow row;
    const QJsonObject json = w.object(value, path).value_or(QJsonObject());
    w.checkKeys(json, path,
                QStringList{u"phase"_s, u"index"_s, u"iterations"_s, u"seconds"_s, u"nanoseconds"_s} + kCounterKeys
                    + (fields == RowDeviceFields::Required ? rowDeviceFieldKeys() : QStringList()),
                fields == RowDeviceFields::Optional ? rowDeviceFieldKeys() : QStringList());
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    row.phase = readPhase(w, json.value(u"phase"_s), at(u"phase"_s));
    if (!json.value(u"index"_s).isNull())
        row.index = int(w.integer(json.value(u"index"_s), at(u"index"_s), 1, kRepeatsRange.max).value_or(0));
    row.iterations = int(w.integer(json.value(u"iterations"_s), at(u"iterations"_s), 1, kWarmupRange.max).value_or(1));
    const double seconds = w.nonNegativeNumber(json.value(u"seconds"_s), at(u"seconds"_s)).value_or(0);
    row.nanoseconds
        = w.integer(json.value(u"nanoseconds"_s), at(u"nanoseconds"_s), 0, std::numeric_limits<qint64>::max())
              .value_or(0);
    // The two forms of one time: seconds is nanoseconds / 10^9 as the writer rounds it to a double.
    if (!w.failed() && std::abs(seconds * 1e9 - double(row.nanoseconds)) > 0.5 + 1e-12 * double(row.nanoseconds))
        w.fail(at(u"seconds"_s), Tr::tr("%1 does not match nanoseconds %2").arg(seconds).arg(row.nanoseconds));
    qint64 values[6] = {};
    for (qsizetype i = 0; i < kCounterKeys.size(); ++i) {
        const QString &key = kCounterKeys.at(i);
        const std::optional<qint64> n = w.bytesOrNull(json.value(key), at(key)).value_or(std::nullopt);
        if (!w.failed() && n.has_value() != counters) {
            w.fail(at(key),
                   counters ? Tr::tr("expected an integer (memory_counters is \"caching_allocator\")")
                            : Tr::tr("expected null (memory_counters is \"unavailable\")"));
        }
        values[i] = n.value_or(0);
    }
    const MemoryCounters device = rowDeviceFiguresFromJson(w, json, path, counters, fields);
    if (w.failed() || !counters)
        return row;
    // Pairs (smaller, larger): allocated is part of reserved; a peak is at least the end value.
    const std::pair<int, int> order[] = {{0, 1}, {2, 3}, {4, 5}, {2, 4}, {3, 5}};
    for (const auto &[low, high] : order) {
        if (values[low] > values[high]) {
            w.fail(at(kCounterKeys.at(low)),
                   Tr::tr("%1 is more than %2 %3").arg(values[low]).arg(kCounterKeys.at(high)).arg(values[high]));
            return row;
        }
    }
    row.baseline = MemoryCounters{values[0], values[1], 0, 0};
    row.end = MemoryCounters{values[2],
                             values[3],
                             values[4],
                             values[5],
                             device.numAllocRetries,
                             device.numOoms,
                             device.deviceFreeBytes,
                             device.deviceTotalBytes};
    return row;
}

// The rows in the order of phase.h, as many as the configuration and the status allow.
void checkRowSequence(JsonWalker &w, const MeasurementReport &report)
{
    const QList<PhaseRow> &rows = report.outcome.rows;
    const MeasurementConfig &config = report.config;
    const qsizetype complete = completeRowCount(config);
    for (qsizetype i = 0; i < rows.size() && !w.failed(); ++i) {
        const QString path = JsonWalker::item(u"phases"_s, i);
        if (i >= complete) {
            w.fail(path,
                   Tr::tr("one row more than warmup %1 and repeats %2 give").arg(config.warmup).arg(config.repeats));
            break;
        }
        const PlannedRow want = plannedRow(config, i);
        const PhaseRow &row = rows.at(i);
        const auto indexText = [](int index) { return index > 0 ? QString::number(index) : u"null"_s; };
        if (row.phase != want.phase)
            w.fail(JsonWalker::member(path, u"phase"_s),
                   Tr::tr("expected %1, found %2").arg(phaseName(want.phase), phaseName(row.phase)));
        else if (row.index != want.index)
            w.fail(JsonWalker::member(path, u"index"_s),
                   Tr::tr("expected %1, found %2").arg(indexText(want.index), indexText(row.index)));
        else if (row.iterations != want.iterations)
            w.fail(JsonWalker::member(path, u"iterations"_s),
                   Tr::tr("expected %1, found %2").arg(want.iterations).arg(row.iterations));
    }
    if (w.failed())
        return;
    const RunStatus status = report.outcome.status;
    if (status == RunStatus::Complete && rows.size() < complete) {
        w.fail(u"phases"_s,
               Tr::tr("%1 rows for a complete run; warmup %2 and repeats %3 give %4")
                   .arg(rows.size())
                   .arg(config.warmup)
                   .arg(config.repeats)
                   .arg(complete));
    } else if (status != RunStatus::Complete && rows.size() >= complete) {
        w.fail(u"phases"_s, Tr::tr("every row of the run is present, but the status is %1").arg(report.status()));
    } else if (status != RunStatus::Complete) {
        const Phase missing = phaseAfter(config, rows.size());
        if (report.outcome.stoppedAt != missing) {
            const QString where = status == RunStatus::Failed ? u"failure.phase"_s : u"cancellation.phase"_s;
            w.fail(where,
                   Tr::tr("expected %1 (the phase of the first missing row), found %2")
                       .arg(phaseName(missing), phaseName(report.outcome.stoppedAt)));
        }
    }
}

// The environment describes the device the configuration names: its requested device, its device's
// name and type.
void checkDevice(JsonWalker &w, const MeasurementReport &report, const QString &deviceType)
{
    const EnvironmentReport &environment = report.environment;
    const QString &device = report.config.device;
    if (w.failed())
        return;
    if (environment.requestedDevice != device)
        w.fail(u"environment.requested_device"_s,
               Tr::tr("%1 does not match configuration.device %2")
                   .arg(displaySafe(environment.requestedDevice, 40), displaySafe(device, 40)));
    else if (environment.device.name != device)
        w.fail(u"environment.device.name"_s,
               Tr::tr("%1 does not match configuration.device %2")
                   .arg(displaySafe(environment.device.name, 40), displaySafe(device, 40)));
    else if (environment.device.type != DeviceType::Unknown
             && (environment.device.type == DeviceType::Cpu) != (deviceType == u"cpu"_s))
        w.fail(u"environment.device.type"_s, Tr::tr("does not match device_type %1").arg(deviceType));
}

// The stored prediction is never trusted: it must be the one the configuration gives (the figures;
// its explanatory texts may differ between versions).
void checkPrediction(JsonWalker &w, const QJsonObject &stored, const MeasurementReport &report)
{
    if (w.failed())
        return;
    const QJsonObject expected
        = predictionToJson(predictAllocations(report.config, report.environment.device.blasWorkspaceBytes));
    for (const QString &key : {u"parameter_bytes"_s, u"input_bytes"_s, u"first_linear_output_bytes"_s,
                               u"gelu_output_bytes"_s, u"output_bytes"_s, u"workspace_bytes"_s, u"phases"_s}) {
        if (stored.value(key) != expected.value(key)) {
            w.fail(JsonWalker::member(u"prediction"_s, key),
                   Tr::tr("differs from the prediction of the configuration (%1)")
                       .arg(QString::fromUtf8(
                                QJsonDocument(QJsonArray{expected.value(key)}).toJson(QJsonDocument::Compact))
                                .left(200)));
            return;
        }
    }
}

// "failure" (failed) or "cancellation" (cancelled); version 1 wrote a cancel as failed/"cancelled".
void readStatus(JsonWalker &w, const QJsonObject &json, int version, MeasurementOutcome &outcome)
{
    QStringList statuses = runStatusNames();
    if (version == 1)
        statuses.removeAll(runStatusName(RunStatus::Cancelled));
    const QString status = w.oneOf(json.value(u"status"_s), u"status"_s, statuses).value_or(QString());
    const std::optional<RunStatus> named = runStatusFromName(status);
    const bool failed = named == RunStatus::Failed, cancelled = named == RunStatus::Cancelled;
    for (const auto &[key, wanted] : {std::pair{u"failure"_s, failed}, std::pair{u"cancellation"_s, cancelled}}) {
        if (w.failed() || json.contains(key) == wanted)
            continue;
        w.fail(key,
               wanted ? Tr::tr("missing (the status is %1)").arg(status)
                      : Tr::tr("present, but the status is %1").arg(status));
    }
    outcome.status = failed ? RunStatus::Failed : cancelled ? RunStatus::Cancelled : RunStatus::Complete;
    if (outcome.status == RunStatus::Complete)
        return;
    const QString key = failed ? u"failure"_s : u"cancellation"_s;
    const QJsonObject stop = w.object(json.value(key), key).value_or(QJsonObject());
    const QStringList failureKeys
        = version >= 3 ? QStringList{u"phase"_s, u"message"_s, u"kind"_s} : QStringList{u"phase"_s, u"message"_s};
    w.checkKeys(stop, key, failed ? failureKeys : QStringList{u"phase"_s});
    outcome.stoppedAt = readPhase(w, stop.value(u"phase"_s), JsonWalker::member(key, u"phase"_s));
    if (!failed)
        return;
    outcome.failureMessage = w.string(stop.value(u"message"_s), u"failure.message"_s).value_or(QString());
    if (!w.failed() && outcome.failureMessage.isEmpty())
        w.fail(u"failure.message"_s, Tr::tr("expected a message"));
    if (version >= 3) // format 3 records the kind; earlier ones did not, and it stays unknown
        outcome.failureKind = failureKindFromName(
            w.oneOf(stop.value(u"kind"_s), u"failure.kind"_s, failureKindNames()).value_or(QString()));
    // Version 1 wrote a cancel as status failed with the status word as its message.
    if (version == 1 && outcome.failureMessage == runStatusName(RunStatus::Cancelled)) {
        outcome.status = RunStatus::Cancelled;
        outcome.failureMessage.clear();
    }
}

LoadedMeasurement measurementFromJson(JsonWalker &w, const QJsonObject &json, int version)
{
    LoadedMeasurement loaded;
    MeasurementReport &report = loaded.report;
    w.checkKeys(json, {},
                QStringList{u"format"_s, u"format_version"_s, u"status"_s, u"started_utc"_s, u"device_type"_s,
                            u"memory_counters"_s, u"environment"_s, u"configuration"_s, u"synthetic_model"_s,
                            u"prediction"_s, u"phases"_s, u"warm_forward_median_seconds"_s, u"notes"_s}
                    + (version >= 3 ? QStringList{u"device_memory_before"_s} : QStringList()),
                {u"failure"_s, u"cancellation"_s});
    readStatus(w, json, version, report.outcome);

    static const QRegularExpression utc(u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"_s);
    const QString started = w.string(json.value(u"started_utc"_s), u"started_utc"_s).value_or(QString());
    report.startedUtc = QDateTime::fromString(started, Qt::ISODate);
    if (!w.failed() && (!utc.match(started).hasMatch() || !report.startedUtc.isValid()))
        w.fail(u"started_utc"_s, Tr::tr("expected a UTC time such as 2026-01-31T09:30:00Z"));

    const QString deviceType
        = w.oneOf(json.value(u"device_type"_s), u"device_type"_s, {u"cpu"_s, u"cuda"_s}).value_or(QString());
    const QString counters
        = w.oneOf(json.value(u"memory_counters"_s), u"memory_counters"_s, {u"unavailable"_s, u"caching_allocator"_s})
              .value_or(QString());
    const QJsonObject environment = w.object(json.value(u"environment"_s), u"environment"_s).value_or(QJsonObject());
    report.environment = environmentFromJson(w, environment, u"environment"_s);
    report.config = configurationFromJson(w, json.value(u"configuration"_s));
    if (!w.failed() && (deviceType == u"cpu"_s) != report.config.isCpuDryRun())
        w.fail(u"device_type"_s,
               Tr::tr("%1 does not match configuration.device %2").arg(deviceType, report.config.device));
    if (!w.failed() && (counters == u"unavailable"_s) != report.config.isCpuDryRun())
        w.fail(u"memory_counters"_s, Tr::tr("%1 does not match device_type %2").arg(counters, deviceType));
    checkDevice(w, report, deviceType);
    checkSyntheticModel(w, json.value(u"synthetic_model"_s));
    loaded.prediction = predictionFromJson(w, json.value(u"prediction"_s));

    const bool allocator = counters == u"caching_allocator"_s;
    if (version >= 3)
        report.outcome.deviceMemoryBefore
            = deviceMemoryBeforeFromJson(w, json.value(u"device_memory_before"_s), allocator);
    const RowDeviceFields fields = version >= 3 ? RowDeviceFields::Required : RowDeviceFields::Absent;
    const QJsonArray phases = w.array(json.value(u"phases"_s), u"phases"_s).value_or(QJsonArray());
    for (qsizetype i = 0; i < phases.size() && !w.failed(); ++i)
        report.outcome.rows.append(rowFromJson(w, phases.at(i), JsonWalker::item(u"phases"_s, i), allocator, fields));
    if (!w.failed())
        checkRowSequence(w, report);
    checkDeviceMemorySequence(w, report.outcome);
    checkDeviceTotals(w, report.outcome, report.environment.device.totalMemoryBytes);

    const QJsonValue median = json.value(u"warm_forward_median_seconds"_s);
    const QString stated
        = median.isNull() ? QString() : w.string(median, u"warm_forward_median_seconds"_s).value_or(QString());
    if (!w.failed() && stated != report.warmForwardMedianSeconds()) {
        w.fail(u"warm_forward_median_seconds"_s,
               Tr::tr("%1 does not match the warm_forward rows (%2)")
                   .arg(stated.isEmpty() ? u"null"_s : stated,
                        report.warmForwardMedianSeconds().isEmpty() ? u"null"_s : report.warmForwardMedianSeconds()));
    }
    const QJsonArray notes = w.array(json.value(u"notes"_s), u"notes"_s).value_or(QJsonArray());
    for (qsizetype i = 0; i < notes.size(); ++i)
        (void)w.string(notes.at(i), JsonWalker::item(u"notes"_s, i));
    checkPrediction(w, json.value(u"prediction"_s).toObject(), report);
    return loaded;
}

} // namespace

PhaseRow phaseRowFromJson(JsonWalker &walker, const QJsonValue &value, const QString &path, bool counters,
                          RowDeviceFields fields)
{
    return rowFromJson(walker, value, path, counters, fields);
}

Result<LoadedReport> parseReport(const QByteArray &bytes, const QString &fileName)
{
    JsonWalker w(fileName);
    const StrictJson parsed = parseJsonStrict(bytes); // a key given twice is refused too
    if (!parsed.ok()) {
        w.fail({}, Tr::tr("not valid JSON at byte %1 (%2)").arg(parsed.errorOffset).arg(parsed.problem));
        return w.error();
    }
    const QJsonDocument &document = parsed.document;
    if (!document.isObject()) {
        w.fail({}, Tr::tr("expected a JSON object"));
        return w.error();
    }
    const QJsonObject json = document.object();
    LoadedReport loaded;
    loaded.fileName = fileName;
    loaded.sha256 = sha256Hex(bytes);
    const QJsonValue format = json.value(u"format"_s);
    if (format == QJsonValue(QLatin1String(kEnvironmentFormat))) {
        loaded.content = environmentFromJson(w, json, {});
        loaded.formatVersion = 1;
    } else if (format == QJsonValue(kMeasurementFormat)) {
        const qint64 version
            = w.integer(json.value(u"format_version"_s), u"format_version"_s, 0, 1'000'000).value_or(0);
        if (!w.failed() && (version < 1 || version > kMeasurementFormatVersion)) {
            w.fail(u"format_version"_s,
                   Tr::tr("unknown version %1 (this program reads versions 1 to %2)")
                       .arg(version)
                       .arg(kMeasurementFormatVersion));
        }
        if (!w.failed()) {
            loaded.formatVersion = int(version);
            loaded.content = measurementFromJson(w, json, loaded.formatVersion);
        }
    } else {
        w.fail(u"format"_s,
               Tr::tr("expected \"%1\" or \"%2\"").arg(kMeasurementFormat, QLatin1String(kEnvironmentFormat)));
    }
    if (w.failed())
        return w.error();
    return loaded;
}

Result<LoadedReport> readReport(const QString &path, Links links)
{
    const QString name = fileNameOnly(path);
    auto bytes = readFileBytes(path, kMaxReportBytes, links);
    if (!bytes) {
        // The reader names the path as given; a report's messages name the file alone.
        QString message = bytes.error();
        const QString given = displaySafe(path);
        if (message.startsWith(given))
            message.replace(0, given.size(), displaySafe(name));
        return Error{message};
    }
    return parseReport(*bytes, name);
}

} // namespace IteraGpu
