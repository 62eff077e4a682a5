#include "core/sweep/sweepindex.h"

#include "core/files/textfile.h"
#include "core/measure/devicememory.h"
#include "core/measure/throughput.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"
#include "core/util/fieldkey.h"
#include "core/util/jsonsyntax.h"
#include "core/util/jsonwalker.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::SweepIndex)
};

const QStringList kStatuses{u"complete"_s, u"failed"_s, u"cancelled"_s, u"refused"_s, u"no_report"_s};
const QStringList kEnds{u"boundary_found"_s, u"all_complete"_s, u"failed"_s, u"cancelled"_s};
const QStringList kStages{u"upward"_s, u"bisect"_s, u"rerun"_s};
// The configuration's fields in the index, in order; the numeric ones are JSON integers.
const QStringList kConfigKeys{u"device"_s, u"batch"_s,  u"context"_s, u"width"_s, u"hidden"_s,
                              u"dtype"_s,  u"warmup"_s, u"repeats"_s, u"seed"_s};
bool isTextField(const QString &key)
{
    return key == u"device"_s || key == u"dtype"_s;
}

QJsonValue optionalInteger(const std::optional<qint64> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}
QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}
// Seconds with 9 decimals from nanoseconds, for the measured costs of the sweep itself.
QString secondsOf(qint64 ns)
{
    return QString::number(ns / 1'000'000'000) + u'.' + QString::number(ns % 1'000'000'000).rightJustified(9, u'0');
}

bool isSha256(const QString &text)
{
    if (text.size() != 64)
        return false;
    for (QChar c : text) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    }
    return true;
}

// A report's name in the sweep's folder: one plain name, no folder part, ending in .json.
bool isPlainReportName(const QString &name)
{
    return !name.isEmpty() && name.size() <= 255 && !name.contains(u'/') && !name.contains(u'\\')
        && !name.startsWith(u'.') && name.endsWith(u".json"_s) && name != QLatin1String(kSweepIndexName);
}

} // namespace

const QStringList &sweepDimensions()
{
    static const QStringList dimensions{FieldKey::batch.toString(), FieldKey::context.toString(),
                                        FieldKey::width.toString(), FieldKey::hidden.toString(),
                                        FieldKey::dtype.toString()};
    return dimensions;
}

QString sweepStageName(SweepSearch::Stage stage)
{
    return kStages.at(int(stage));
}

QString sweepEndName(SweepSearch::End end)
{
    switch (end) {
    case SweepSearch::End::Running: break;
    case SweepSearch::End::BoundaryFound: return kEnds.at(0);
    case SweepSearch::End::AllComplete: return kEnds.at(1);
    case SweepSearch::End::Failed: return kEnds.at(2);
    case SweepSearch::End::Cancelled: return kEnds.at(3);
    }
    return kEnds.at(3);
}

QString sweepPointStatusName(SweepPointStatus status)
{
    return kStatuses.at(int(status));
}

SweepPointStatus sweepPointStatusOf(RunStatus status)
{
    switch (status) {
    case RunStatus::Complete: return SweepPointStatus::Complete;
    case RunStatus::Failed: return SweepPointStatus::Failed;
    case RunStatus::Cancelled: break;
    }
    return SweepPointStatus::Cancelled;
}

QString SweepPoint::verdictText() const
{
    const QString word = sweepPointStatusName(status);
    return failureKind ? word + u" ("_s + failureKindName(*failureKind) + u')' : word;
}

QJsonObject sweepPointToJson(const SweepPoint &point)
{
    return QJsonObject{
        {u"value"_s, point.value},
        {u"stage"_s, sweepStageName(point.stage)},
        {u"file"_s, textOrNull(point.file)},
        {u"sha256"_s, textOrNull(point.sha256)},
        {u"status"_s, sweepPointStatusName(point.status)},
        {u"failure_kind"_s, point.failureKind ? QJsonValue(failureKindName(*point.failureKind)) : QJsonValue()},
        {u"message"_s, textOrNull(point.message)},
        {u"peak_allocated_bytes"_s, optionalInteger(point.peakAllocated)},
        {u"peak_reserved_bytes"_s, optionalInteger(point.peakReserved)},
        {u"outside_allocator_bytes"_s, optionalInteger(point.outsideAllocator)},
        {u"warm_forward_median_s"_s, textOrNull(point.warmMedianSeconds)},
        {u"warm_forward_min_s"_s, textOrNull(point.warmMinSeconds)},
        {u"warm_forward_max_s"_s, textOrNull(point.warmMaxSeconds)},
        {u"matmul_flops_per_forward"_s, textOrNull(point.matmulFlopsPerForward)},
        {u"achieved_flops_per_second"_s, textOrNull(point.achievedFlopsPerSecond)},
        {u"process_wall_s"_s, secondsOf(point.processNanoseconds)},
        {u"before_first_phase_s"_s,
         point.beforeFirstPhaseNanoseconds ? QJsonValue(secondsOf(*point.beforeFirstPhaseNanoseconds)) : QJsonValue()},
    };
}

QJsonObject SweepIndex::toJson() const
{
    QJsonObject configuration;
    for (const QString &key : kConfigKeys) {
        const QString text = fixed.value(key);
        if (key == dimension || text.isEmpty())
            configuration.insert(key, QJsonValue());
        else
            configuration.insert(key, isTextField(key) ? QJsonValue(text) : QJsonValue(text.toLongLong()));
    }
    QJsonArray pointsJson;
    for (const SweepPoint &point : points)
        pointsJson.append(sweepPointToJson(point));
    return QJsonObject{
        {u"format"_s, QLatin1String(kSweepFormat)},
        {u"format_version"_s, kSweepFormatVersion},
        {u"started_utc"_s, startedUtc},
        {u"dimension"_s, dimension},
        {u"configuration"_s, configuration},
        {u"values"_s, QJsonArray::fromStringList(values)},
        {u"bisect"_s, bisect},
        {u"step"_s, step},
        {u"points"_s, pointsJson},
        {u"end"_s, sweepEndName(end)},
        {u"boundary"_s,
         QJsonObject{{u"largest_complete"_s, textOrNull(largestComplete)},
                     {u"smallest_failed"_s, textOrNull(smallestFailed)},
                     {u"rerun_agreed"_s, rerunAgreed ? QJsonValue(*rerunAgreed) : QJsonValue()}}},
        {u"scope"_s,
         u"the boundary of this synthetic Linear -> GELU -> Linear on this device, libtorch and driver; not a "
         u"model's capacity"_s},
    };
}

namespace {

std::optional<qint64> optionalBytes(JsonWalker &w, const QJsonValue &value, const QString &path)
{
    const auto bytes = w.bytesOrNull(value, path);
    return bytes ? *bytes : std::nullopt;
}

SweepPoint pointFromJson(JsonWalker &w, const QJsonValue &value, const QString &path)
{
    SweepPoint point;
    const auto object = w.object(value, path);
    if (!object)
        return point;
    const QStringList keys{u"value"_s,
                           u"stage"_s,
                           u"file"_s,
                           u"sha256"_s,
                           u"status"_s,
                           u"failure_kind"_s,
                           u"message"_s,
                           u"peak_allocated_bytes"_s,
                           u"peak_reserved_bytes"_s,
                           u"outside_allocator_bytes"_s,
                           u"warm_forward_median_s"_s,
                           u"matmul_flops_per_forward"_s,
                           u"achieved_flops_per_second"_s,
                           u"process_wall_s"_s,
                           u"before_first_phase_s"_s};
    // Recorded since the sweep charts draw each point's spread: an older index has neither.
    const QStringList later{u"warm_forward_min_s"_s, u"warm_forward_max_s"_s};
    if (!w.checkKeys(*object, path, keys, later))
        return point;
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    point.value = w.string(object->value(u"value"_s), at(u"value"_s)).value_or(QString());
    point.stage = SweepSearch::Stage(
        kStages.indexOf(w.oneOf(object->value(u"stage"_s), at(u"stage"_s), kStages).value_or(kStages.first())));
    point.file = w.stringOrNull(object->value(u"file"_s), at(u"file"_s)).value_or(QString());
    point.sha256 = w.stringOrNull(object->value(u"sha256"_s), at(u"sha256"_s)).value_or(QString());
    point.status = SweepPointStatus(std::max<qsizetype>(
        0, kStatuses.indexOf(w.oneOf(object->value(u"status"_s), at(u"status"_s), kStatuses).value_or(QString()))));
    const QJsonValue kind = object->value(u"failure_kind"_s);
    if (!kind.isNull())
        point.failureKind
            = failureKindFromName(w.oneOf(kind, at(u"failure_kind"_s), failureKindNames()).value_or(QString()));
    point.message = w.stringOrNull(object->value(u"message"_s), at(u"message"_s)).value_or(QString());
    point.peakAllocated = optionalBytes(w, object->value(u"peak_allocated_bytes"_s), at(u"peak_allocated_bytes"_s));
    point.peakReserved = optionalBytes(w, object->value(u"peak_reserved_bytes"_s), at(u"peak_reserved_bytes"_s));
    if (const QJsonValue outside = object->value(u"outside_allocator_bytes"_s); !outside.isNull())
        point.outsideAllocator = w.integer(outside, at(u"outside_allocator_bytes"_s),
                                           std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max());
    point.warmMedianSeconds
        = w.stringOrNull(object->value(u"warm_forward_median_s"_s), at(u"warm_forward_median_s"_s)).value_or(QString());
    for (const auto &[key, field] : {std::pair{u"warm_forward_min_s"_s, &SweepPoint::warmMinSeconds},
                                     std::pair{u"warm_forward_max_s"_s, &SweepPoint::warmMaxSeconds}}) {
        if (object->contains(key))
            point.*field = w.stringOrNull(object->value(key), at(key)).value_or(QString());
    }
    point.matmulFlopsPerForward
        = w.stringOrNull(object->value(u"matmul_flops_per_forward"_s), at(u"matmul_flops_per_forward"_s))
              .value_or(QString());
    point.achievedFlopsPerSecond
        = w.stringOrNull(object->value(u"achieved_flops_per_second"_s), at(u"achieved_flops_per_second"_s))
              .value_or(QString());
    w.string(object->value(u"process_wall_s"_s), at(u"process_wall_s"_s));
    w.stringOrNull(object->value(u"before_first_phase_s"_s), at(u"before_first_phase_s"_s));
    if (w.failed())
        return point;
    // What the structure alone does not say: a report named by a plain name with its SHA-256, for
    // every status but refused; a failure kind exactly for failed points.
    if (point.status == SweepPointStatus::Refused || point.status == SweepPointStatus::NoReport) {
        if (!point.file.isEmpty())
            w.fail(at(u"file"_s), Tr::tr("a point without a report names no file"));
    } else if (!isPlainReportName(point.file)) {
        w.fail(at(u"file"_s), Tr::tr("expected a report's name in the sweep's folder (NAME.json, no folder part)"));
    } else if (!isSha256(point.sha256)) {
        w.fail(at(u"sha256"_s), Tr::tr("expected 64 lowercase hex digits"));
    }
    if ((point.status == SweepPointStatus::Failed) != point.failureKind.has_value())
        w.fail(at(u"failure_kind"_s), Tr::tr("a failure kind is required for a failed point and only there"));
    return point;
}

// Whether the index's point says what its report says: the configuration (the varied value and
// every fixed field) and every figure, which the index is never believed on alone. The error
// starts with the field ("status: the index says complete, the report says failed (other)").
Status checkPointAgainstReport(const SweepIndex &index, const SweepPoint &point, const MeasurementReport &report)
{
    const MeasurementConfigText config = measurementConfigText(report.config);
    const auto differs = [](const QString &field, const QString &indexSays, const QString &reportSays) {
        return Error{Tr::tr("%1: the index says %2, the report says %3")
                         .arg(field, indexSays.isEmpty() ? u"null"_s : indexSays,
                              reportSays.isEmpty() ? u"null"_s : reportSays)};
    };
    if (config.value(index.dimension) != point.value)
        return differs(u"value"_s, point.value, config.value(index.dimension));
    for (const QString &key : kConfigKeys) {
        const QString fixed = index.fixed.value(key);
        if (key != index.dimension && !fixed.isEmpty() && fixed != config.value(key))
            return differs(JsonWalker::member(u"configuration"_s, key), fixed, config.value(key));
    }
    SweepPoint read = point;
    setPointFromReport(read, report);
    const auto text = [](const std::optional<qint64> &bytes) { return bytes ? QString::number(*bytes) : QString(); };
    const QList<std::tuple<QString, QString, QString>> fields{
        {u"status"_s, point.verdictText(), read.verdictText()},
        {u"peak_allocated_bytes"_s, text(point.peakAllocated), text(read.peakAllocated)},
        {u"peak_reserved_bytes"_s, text(point.peakReserved), text(read.peakReserved)},
        {u"outside_allocator_bytes"_s, text(point.outsideAllocator), text(read.outsideAllocator)},
        {u"warm_forward_median_s"_s, point.warmMedianSeconds, read.warmMedianSeconds},
        {u"matmul_flops_per_forward"_s, point.matmulFlopsPerForward, read.matmulFlopsPerForward},
        {u"achieved_flops_per_second"_s, point.achievedFlopsPerSecond, read.achievedFlopsPerSecond},
    };
    for (const auto &[field, indexSays, reportSays] : fields) {
        if (indexSays != reportSays)
            return differs(field, indexSays, reportSays);
    }
    // Recorded since the charts draw each point's spread: an older index has neither.
    if (!point.warmMinSeconds.isEmpty() || !point.warmMaxSeconds.isEmpty()) {
        if (point.warmMinSeconds != read.warmMinSeconds)
            return differs(u"warm_forward_min_s"_s, point.warmMinSeconds, read.warmMinSeconds);
        if (point.warmMaxSeconds != read.warmMaxSeconds)
            return differs(u"warm_forward_max_s"_s, point.warmMaxSeconds, read.warmMaxSeconds);
    }
    return {};
}

} // namespace

QString sweepPointMessage(const QString &text)
{
    // displaySafe cuts after a number of characters shown; an escape (\u{…}) or the note of what
    // was left out lengthens the line, so fewer are shown until the whole line fits.
    qsizetype shown = kMaxSweepPointMessageChars;
    QString line = displaySafe(text, shown);
    while (line.size() > kMaxSweepPointMessageChars && shown > 0) {
        shown -= std::max<qsizetype>(1, line.size() - kMaxSweepPointMessageChars);
        line = displaySafe(text, std::max<qsizetype>(shown, 0));
    }
    return line;
}

void setPointFromReport(SweepPoint &point, const MeasurementReport &report)
{
    point.status = sweepPointStatusOf(report.outcome.status);
    point.failureKind.reset();
    point.message.clear();
    if (report.outcome.status == RunStatus::Failed) {
        point.failureKind = report.outcome.failureKind.value_or(ErrorKind::Other);
        point.message = sweepPointMessage(report.outcome.failureMessage);
    } else if (report.outcome.status == RunStatus::Cancelled) {
        point.message = Tr::tr("cancelled at %1").arg(phaseName(report.outcome.stoppedAt));
    }
    point.peakAllocated = report.maxPeakAllocated();
    point.peakReserved = report.maxPeakReserved();
    point.outsideAllocator.reset();
    for (const PhaseRow &row : report.outcome.rows) {
        if (const auto use = deviceMemoryUse(row.end))
            point.outsideAllocator
                = std::max(point.outsideAllocator.value_or(use->outsideAllocator), use->outsideAllocator);
    }
    point.warmMedianSeconds = report.warmForwardMedianSeconds();
    std::optional<qint64> fastest, slowest;
    for (const PhaseRow &row : report.outcome.rows) {
        if (row.phase == Phase::WarmForward) {
            fastest = std::min(fastest.value_or(row.nanoseconds), row.nanoseconds);
            slowest = std::max(slowest.value_or(row.nanoseconds), row.nanoseconds);
        }
    }
    point.warmMinSeconds.clear();
    point.warmMaxSeconds.clear();
    if (fastest) {
        point.warmMinSeconds = Exact::quotient(*fastest, 1'000'000'000, 9);
        point.warmMaxSeconds = Exact::quotient(*slowest, 1'000'000'000, 9);
    }
    point.matmulFlopsPerForward = Exact::toString(matmulFlopsPerForward(report.config));
    point.achievedFlopsPerSecond = achievedFlopsPerSecond(report.config, report.outcome);
}

Result<SweepIndex> parseSweepIndex(const QByteArray &bytes, const QString &fileName)
{
    JsonWalker w(fileName);
    const StrictJson parsed = parseJsonStrict(bytes);
    if (!parsed.ok()) {
        w.fail({}, Tr::tr("not valid JSON at byte %1 (%2)").arg(parsed.errorOffset).arg(parsed.problem));
        return w.error();
    }
    if (!parsed.document.isObject()) {
        w.fail({}, Tr::tr("expected a JSON object"));
        return w.error();
    }
    const QJsonObject json = parsed.document.object();
    SweepIndex index;
    if (!w.checkKeys(json, {},
                     {u"format"_s, u"format_version"_s, u"started_utc"_s, u"dimension"_s, u"configuration"_s,
                      u"values"_s, u"bisect"_s, u"step"_s, u"points"_s, u"end"_s, u"boundary"_s, u"scope"_s}))
        return w.error();
    w.oneOf(json.value(u"format"_s), u"format"_s, {QLatin1String(kSweepFormat)});
    w.integer(json.value(u"format_version"_s), u"format_version"_s, kSweepFormatVersion, kSweepFormatVersion);
    index.startedUtc = w.string(json.value(u"started_utc"_s), u"started_utc"_s).value_or(QString());
    index.dimension = w.oneOf(json.value(u"dimension"_s), u"dimension"_s, sweepDimensions()).value_or(QString());
    if (const auto configuration = w.object(json.value(u"configuration"_s), u"configuration"_s);
        configuration && w.checkKeys(*configuration, u"configuration"_s, kConfigKeys)) {
        for (const QString &key : kConfigKeys) {
            const QJsonValue value = configuration->value(key);
            const QString path = JsonWalker::member(u"configuration"_s, key);
            QString *field = index.fixed.field(key);
            if (value.isNull() || !field)
                continue;
            if (isTextField(key))
                *field = w.string(value, path).value_or(QString());
            else
                *field = QString::number(w.integer(value, path, 0, std::numeric_limits<qint64>::max()).value_or(0));
        }
    }
    if (const auto values = w.array(json.value(u"values"_s), u"values"_s)) {
        if (values->size() > kMaxSweepPoints)
            w.fail(u"values"_s, Tr::tr("more than %1 values").arg(kMaxSweepPoints));
        for (qsizetype i = 0; i < values->size() && !w.failed(); ++i)
            index.values.append(w.string(values->at(i), JsonWalker::item(u"values"_s, i)).value_or(QString()));
    }
    index.bisect = w.boolean(json.value(u"bisect"_s), u"bisect"_s).value_or(false);
    index.step = w.integer(json.value(u"step"_s), u"step"_s, 1, std::numeric_limits<qint64>::max()).value_or(1);
    if (const auto points = w.array(json.value(u"points"_s), u"points"_s)) {
        if (points->size() > kMaxSweepIndexPoints)
            w.fail(u"points"_s, Tr::tr("more than %1 points").arg(kMaxSweepIndexPoints));
        for (qsizetype i = 0; i < points->size() && !w.failed(); ++i)
            index.points.append(pointFromJson(w, points->at(i), JsonWalker::item(u"points"_s, i)));
        // Each point writes its own report: an index naming one report twice would make every
        // reader read (and every comparison hold) the same file once per name.
        QHash<QString, qsizetype> named;
        for (qsizetype i = 0; i < index.points.size() && !w.failed(); ++i) {
            const QString &file = index.points.at(i).file;
            if (file.isEmpty())
                continue;
            if (const auto earlier = named.constFind(file); earlier != named.constEnd())
                w.fail(JsonWalker::member(JsonWalker::item(u"points"_s, i), u"file"_s),
                       Tr::tr("%1 is named by an earlier point (points[%2]); each point has its own report")
                           .arg(file)
                           .arg(*earlier));
            else
                named.insert(file, i);
        }
    }
    index.end = SweepSearch::End(
        1 + std::max<qsizetype>(0, kEnds.indexOf(w.oneOf(json.value(u"end"_s), u"end"_s, kEnds).value_or(QString()))));
    if (const auto boundary = w.object(json.value(u"boundary"_s), u"boundary"_s); boundary
        && w.checkKeys(*boundary, u"boundary"_s, {u"largest_complete"_s, u"smallest_failed"_s, u"rerun_agreed"_s})) {
        index.largestComplete = w.stringOrNull(boundary->value(u"largest_complete"_s), u"boundary.largest_complete"_s)
                                    .value_or(QString());
        index.smallestFailed
            = w.stringOrNull(boundary->value(u"smallest_failed"_s), u"boundary.smallest_failed"_s).value_or(QString());
        if (const QJsonValue agreed = boundary->value(u"rerun_agreed"_s); !agreed.isNull())
            index.rerunAgreed = w.boolean(agreed, u"boundary.rerun_agreed"_s);
    }
    w.string(json.value(u"scope"_s), u"scope"_s);
    if (w.failed())
        return w.error();
    return index;
}

Result<SweepPoint> parseSweepPoint(const QJsonValue &value, const QString &where, const QString &path)
{
    JsonWalker w(where);
    SweepPoint point = pointFromJson(w, value, path);
    if (w.failed())
        return w.error();
    return point;
}

Result<SweepIndex> readSweepIndex(const QString &path)
{
    const auto bytes = readFileBytes(path, kMaxSweepIndexBytes, Links::Refuse);
    if (!bytes)
        return bytes.failure();
    return parseSweepIndex(*bytes, path.section(u'/', -1));
}

bool isSweepIndexFile(const QString &path)
{
    const auto bytes = readFileBytes(path, kMaxSweepIndexBytes, Links::Refuse);
    if (!bytes)
        return false;
    // A truncated or broken index is still an index when its name says so, so that its refusal
    // names the index's problem rather than a measurement report's.
    if (path.section(u'/', -1) == QLatin1String(kSweepIndexName))
        return true;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes);
    return document.isObject() && document.object().value(u"format"_s).toString() == QLatin1String(kSweepFormat);
}

Result<QList<LoadedReport>> readSweepReports(const QString &indexPath, const SweepIndex &index)
{
    const QString indexName = indexPath.section(u'/', -1);
    const QDir folder = QFileInfo(indexPath).dir();
    QList<LoadedReport> reports;
    for (qsizetype i = 0; i < index.points.size(); ++i) {
        const SweepPoint &point = index.points.at(i);
        if (point.file.isEmpty())
            continue;
        // A point's report is a file in the index's folder, never a link out of it.
        auto loaded = readReport(folder.filePath(point.file), Links::Refuse);
        if (!loaded)
            return Error{Tr::tr("%1: points[%2]: %3").arg(indexName).arg(i).arg(loaded.error())};
        if (loaded->sha256 != point.sha256)
            return Error{Tr::tr("%1: points[%2]: %3 has SHA-256 %4, the index records %5")
                             .arg(indexName)
                             .arg(i)
                             .arg(point.file, loaded->sha256.left(16), point.sha256.left(16))};
        if (!loaded->isMeasurement())
            return Error{
                Tr::tr("%1: points[%2]: %3 is not a measurement report").arg(indexName).arg(i).arg(point.file)};
        if (Status agrees = checkPointAgainstReport(index, point, loaded->measurement().report); !agrees)
            return Error{Tr::tr("%1: points[%2].%3").arg(indexName).arg(i).arg(agrees.error())};
        reports.append(std::move(*loaded));
    }
    return reports;
}

} // namespace IteraGpu
