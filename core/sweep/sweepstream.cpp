#include "core/sweep/sweepstream.h"

#include "core/reports/progressstream.h"
#include "core/reports/reportreader.h"
#include "core/util/jsonsyntax.h"
#include "core/util/jsonwalker.h"
#include "core/util/sha256.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::SweepStream)
};

const QString kEvent = u"event"_s;
const QStringList kStageNames{u"upward"_s, u"bisect"_s, u"rerun"_s};

QByteArray line(const QJsonObject &json)
{
    return QJsonDocument(json).toJson(QJsonDocument::Compact) + '\n';
}

// Whether the streamed point and the index's agree on what identifies it and its report.
bool samePoint(const SweepPoint &a, const SweepPoint &b)
{
    return a.value == b.value && a.stage == b.stage && a.file == b.file && a.sha256 == b.sha256 && a.status == b.status
        && a.failureKind == b.failureKind;
}
} // namespace

QByteArray sweepStartedLine(const SweepRequest &request)
{
    return line({{kEvent, u"sweep_started"_s},
                 {u"format"_s, QLatin1String(kSweepProgressFormat)},
                 {u"format_version"_s, kSweepProgressFormatVersion},
                 {u"dimension"_s, request.dimension},
                 {u"values"_s, QJsonArray::fromStringList(request.values)},
                 {u"folder"_s, request.folder}});
}

QByteArray sweepPointStartedLine(int number, const QString &value, SweepSearch::Stage stage)
{
    return line({{kEvent, u"point_started"_s},
                 {u"number"_s, number},
                 {u"value"_s, value},
                 {u"stage"_s, sweepStageName(stage)}});
}

QByteArray sweepPointFinishedLine(int number, const SweepPoint &point, qint64 reportBytes)
{
    return line({{kEvent, u"point_finished"_s},
                 {u"number"_s, number},
                 {u"point"_s, sweepPointToJson(point)},
                 {u"report_bytes"_s, reportBytes}});
}

QByteArray sweepFinishedLine(bool indexWritten, const QByteArray &indexBytes)
{
    return line({{kEvent, u"sweep_finished"_s},
                 {u"index_written"_s, indexWritten},
                 {u"index_bytes"_s, qint64(indexBytes.size())},
                 {u"index_sha256"_s, sha256Hex(indexBytes)}});
}

bool SweepStreamReader::finished() const
{
    return m_finished;
}

Status SweepStreamReader::feedInto(const QByteArray &bytes, QList<SweepStreamEvent> &events)
{
    qsizetype from = 0;
    while (!m_error && from < bytes.size()) {
        if (m_finished) {
            m_error = Error{Tr::tr("the sweep's stream goes on after its index")};
            break;
        }
        if (m_awaiting) { // the bytes of a report or of the index
            const qsizetype wanted = m_payloadBytes - m_awaiting->report.size();
            m_awaiting->report += bytes.mid(from, wanted);
            from += std::min(wanted, bytes.size() - from);
            if (m_awaiting->report.size() == m_payloadBytes)
                if (Status taken = takePayload(events); !taken)
                    m_error = taken.failure();
            continue;
        }
        const qsizetype end = bytes.indexOf('\n', from);
        const qsizetype stop = end < 0 ? bytes.size() : end;
        if (m_pending.size() + (stop - from) > kMaxProgressLineBytes) {
            m_error = Error{
                Tr::tr("sweep stream line %1: longer than %2 bytes").arg(m_lines + 1).arg(kMaxProgressLineBytes)};
            break;
        }
        m_pending += bytes.mid(from, stop - from);
        from = stop;
        if (end < 0)
            break;
        ++from;
        if (Status taken = takeLine(std::exchange(m_pending, {}), events); !taken)
            m_error = taken.failure();
    }
    if (m_error)
        return *m_error;
    return {};
}

Status SweepStreamReader::takeLine(const QByteArray &text, QList<SweepStreamEvent> &events)
{
    ++m_lines;
    const QString where = Tr::tr("sweep stream line %1").arg(m_lines);
    const StrictJson parsed = parseJsonStrict(text);
    if (!parsed.ok())
        return Error{Tr::tr("%1: not JSON at byte %2: %3").arg(where).arg(parsed.errorOffset).arg(parsed.problem)};
    if (!parsed.document.isObject())
        return Error{Tr::tr("%1: expected an object").arg(where)};
    const QJsonObject json = parsed.document.object();
    JsonWalker w(where);
    static const QStringList kinds{u"sweep_started"_s, u"point_started"_s, u"point_finished"_s, u"sweep_finished"_s};
    const QString kind = w.oneOf(json.value(kEvent), kEvent, kinds).value_or(QString());
    if (w.failed())
        return w.error();
    SweepStreamEvent event;
    event.kind = SweepStreamEvent::Kind(kinds.indexOf(kind));
    if ((event.kind == SweepStreamEvent::Kind::Started) == m_started)
        return Error{m_started ? Tr::tr("%1: a second \"sweep_started\"").arg(where)
                               : Tr::tr("%1: expected \"sweep_started\" first").arg(where)};
    switch (event.kind) {
    case SweepStreamEvent::Kind::Started: {
        w.checkKeys(json, {}, {kEvent, u"format"_s, u"format_version"_s, u"dimension"_s, u"values"_s, u"folder"_s});
        w.oneOf(json.value(u"format"_s), u"format"_s, {QLatin1String(kSweepProgressFormat)});
        w.integer(json.value(u"format_version"_s), u"format_version"_s, kSweepProgressFormatVersion,
                  kSweepProgressFormatVersion);
        event.dimension = w.oneOf(json.value(u"dimension"_s), u"dimension"_s, sweepDimensions()).value_or(QString());
        if (const auto values = w.array(json.value(u"values"_s), u"values"_s)) {
            if (values->size() > kMaxSweepPoints)
                w.fail(u"values"_s, Tr::tr("more than %1 values").arg(kMaxSweepPoints));
            for (qsizetype i = 0; i < values->size() && !w.failed(); ++i)
                event.values.append(w.string(values->at(i), JsonWalker::item(u"values"_s, i)).value_or(QString()));
        }
        w.string(json.value(u"folder"_s), u"folder"_s);
        m_started = true;
        break;
    }
    case SweepStreamEvent::Kind::PointStarted:
        w.checkKeys(json, {}, {kEvent, u"number"_s, u"value"_s, u"stage"_s});
        event.number = int(w.integer(json.value(u"number"_s), u"number"_s, 1, kMaxSweepIndexPoints).value_or(0));
        event.value = w.string(json.value(u"value"_s), u"value"_s).value_or(QString());
        event.stage = SweepSearch::Stage(std::max<qsizetype>(
            0, kStageNames.indexOf(w.oneOf(json.value(u"stage"_s), u"stage"_s, kStageNames).value_or(QString()))));
        if (!w.failed() && (m_running != 0 || event.number != m_points.size() + 1))
            w.fail(u"number"_s, Tr::tr("expected point %1 to start").arg(m_points.size() + 1));
        m_running = event.number;
        break;
    case SweepStreamEvent::Kind::PointFinished: {
        w.checkKeys(json, {}, {kEvent, u"number"_s, u"point"_s, u"report_bytes"_s});
        event.number = int(w.integer(json.value(u"number"_s), u"number"_s, 1, kMaxSweepIndexPoints).value_or(0));
        if (!w.failed() && (m_running == 0 || event.number != m_running))
            w.fail(u"number"_s, Tr::tr("point %1 did not start").arg(event.number));
        m_payloadBytes = w.integer(json.value(u"report_bytes"_s), u"report_bytes"_s, 0, kMaxReportBytes).value_or(0);
        if (w.failed())
            return w.error();
        auto point = parseSweepPoint(json.value(u"point"_s), where, u"point"_s);
        if (!point)
            return point.failure();
        if (point->file.isEmpty() != (m_payloadBytes == 0))
            return Error{Tr::tr("%1: report_bytes: a point's report follows it exactly when it names one").arg(where)};
        for (const SweepPoint &earlier : std::as_const(m_points))
            if (!point->file.isEmpty() && earlier.file == point->file)
                return Error{Tr::tr("%1: point.file: %2 was named by an earlier point").arg(where, point->file)};
        event.point = *point;
        m_payloadSha256 = point->sha256;
        break;
    }
    case SweepStreamEvent::Kind::Finished:
        w.checkKeys(json, {}, {kEvent, u"index_written"_s, u"index_bytes"_s, u"index_sha256"_s});
        event.indexWritten = w.boolean(json.value(u"index_written"_s), u"index_written"_s).value_or(false);
        m_payloadBytes = w.integer(json.value(u"index_bytes"_s), u"index_bytes"_s, 0, kMaxSweepIndexBytes).value_or(0);
        m_payloadSha256 = w.string(json.value(u"index_sha256"_s), u"index_sha256"_s).value_or(QString());
        if (!w.failed() && m_running != 0)
            w.fail(kEvent, Tr::tr("point %1 did not finish").arg(m_running));
        if (!w.failed() && event.indexWritten != (m_payloadBytes > 0))
            w.fail(u"index_bytes"_s, Tr::tr("the index follows exactly when it was written"));
        break;
    }
    if (w.failed())
        return w.error();
    if (event.kind == SweepStreamEvent::Kind::PointFinished || event.kind == SweepStreamEvent::Kind::Finished) {
        m_awaiting = event;
        return m_payloadBytes == 0 ? takePayload(events) : Status();
    }
    events.append(event);
    return {};
}

Status SweepStreamReader::takePayload(QList<SweepStreamEvent> &events)
{
    SweepStreamEvent event = *std::exchange(m_awaiting, std::nullopt);
    const QString where = Tr::tr("sweep stream line %1").arg(m_lines);
    if (event.kind == SweepStreamEvent::Kind::PointFinished) {
        if (!event.point.file.isEmpty() && sha256Hex(event.report) != m_payloadSha256)
            return Error{Tr::tr("%1: the report %2 that followed does not have the point's SHA-256")
                             .arg(where, event.point.file)};
        m_points.append(event.point);
        m_running = 0;
        events.append(event);
        return {};
    }
    event.indexBytes = std::exchange(event.report, {});
    m_finished = true;
    if (!event.indexWritten) {
        events.append(event);
        return {};
    }
    if (sha256Hex(event.indexBytes) != m_payloadSha256)
        return Error{Tr::tr("%1: the index that followed does not have the announced SHA-256").arg(where)};
    auto index = parseSweepIndex(event.indexBytes, QLatin1String(kSweepIndexName));
    if (!index)
        return index.failure();
    bool same = index->points.size() == m_points.size();
    for (qsizetype i = 0; same && i < m_points.size(); ++i)
        same = samePoint(index->points.at(i), m_points.at(i));
    if (!same)
        return Error{Tr::tr("%1: the index's points are not the %2 point(s) streamed before it")
                         .arg(QLatin1String(kSweepIndexName))
                         .arg(m_points.size())};
    event.index = *index;
    events.append(event);
    return {};
}

Status SweepStreamReader::checkEnd() const
{
    if (m_error)
        return *m_error;
    if (m_finished)
        return {};
    if (!m_started)
        return Error{Tr::tr("the sweep's stream ended before it started")};
    if (m_awaiting && m_awaiting->kind == SweepStreamEvent::Kind::Finished)
        return Error{Tr::tr("the sweep's stream ended inside its index")};
    if (m_awaiting || m_running != 0)
        return Error{Tr::tr("the sweep's stream ended during point %1").arg(m_running)};
    return Error{Tr::tr("the sweep's stream ended after %n point(s), before its index", "", int(m_points.size()))};
}

QStringList remoteSweepArguments(const SweepRequest &request, const QString &remoteFolder)
{
    QStringList arguments{u"sweep"_s, u"--vary"_s, request.dimension, u"--values"_s, request.values.join(u',')};
    if (request.bisect)
        arguments << u"--bisect"_s << u"--step"_s << QString::number(request.step);
    arguments << measureOptionArguments(request.fixed, {request.dimension, FieldKey::output});
    return arguments << u"--output-dir"_s << remoteFolder << u"--progress"_s << u"jsonl"_s;
}

} // namespace IteraGpu
