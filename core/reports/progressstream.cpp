#include "core/reports/progressstream.h"

#include "core/measure/measurementreport.h"
#include "core/reports/environmentreader.h"
#include "core/reports/reportreader.h"
#include "core/util/jsonsyntax.h"
#include "core/util/jsonwalker.h"
#include "core/util/sha256.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ProgressStream)
};

const QString kEvent = u"event"_s;

QByteArray line(const QJsonObject &json)
{
    return QJsonDocument(json).toJson(QJsonDocument::Compact) + '\n';
}

void readStarted(JsonWalker &w, const QJsonObject &json, ProgressEvent &event)
{
    w.checkKeys(json, {}, {kEvent, u"format"_s, u"format_version"_s, u"started_utc"_s, u"environment"_s});
    if (w.string(json.value(u"format"_s), u"format"_s).value_or(QString()) != QLatin1String(kProgressFormat))
        w.fail(u"format"_s, Tr::tr("expected \"%1\"").arg(QLatin1String(kProgressFormat)));
    w.integer(json.value(u"format_version"_s), u"format_version"_s, kProgressFormatVersion, kProgressFormatVersion);
    const QString started = w.string(json.value(u"started_utc"_s), u"started_utc"_s).value_or(QString());
    event.startedUtc = QDateTime::fromString(started, Qt::ISODate);
    if (!w.failed() && !event.startedUtc.isValid())
        w.fail(u"started_utc"_s, Tr::tr("expected a UTC date and time"));
    const QJsonObject environment = w.object(json.value(u"environment"_s), u"environment"_s).value_or(QJsonObject());
    if (!w.failed())
        event.environment = environmentFromJson(w, environment, u"environment"_s);
}

void readFinished(JsonWalker &w, const QJsonObject &json, ProgressEvent &event)
{
    w.checkKeys(json, {}, {kEvent, u"report"_s, u"status"_s, u"bytes"_s, u"sha256"_s, u"message"_s});
    event.reportPath = w.string(json.value(u"report"_s), u"report"_s).value_or(QString());
    event.status
        = runStatusFromName(w.oneOf(json.value(u"status"_s), u"status"_s, runStatusNames()).value_or(QString()))
              .value_or(RunStatus::Failed);
    event.bytes = w.integer(json.value(u"bytes"_s), u"bytes"_s, 1, kMaxReportBytes).value_or(0);
    event.sha256 = w.string(json.value(u"sha256"_s), u"sha256"_s).value_or(QString());
    static const QRegularExpression hex(u"^[0-9a-f]{64}$"_s);
    if (!w.failed() && !hex.match(event.sha256).hasMatch())
        w.fail(u"sha256"_s, Tr::tr("expected 64 lowercase hexadecimal digits"));
    event.message = w.string(json.value(u"message"_s), u"message"_s).value_or(QString());
}
} // namespace

QByteArray progressStartedLine(const EnvironmentReport &environment, const QDateTime &startedUtc)
{
    return line({{kEvent, u"started"_s},
                 {u"format"_s, QLatin1String(kProgressFormat)},
                 {u"format_version"_s, kProgressFormatVersion},
                 {u"started_utc"_s, startedUtc.toUTC().toString(Qt::ISODate)},
                 {u"environment"_s, environment.toJson()}});
}

QByteArray progressPhaseStartedLine(Phase phase, int index)
{
    return line({{kEvent, u"phase_started"_s},
                 {u"phase"_s, phaseName(phase)},
                 {u"index"_s, index > 0 ? QJsonValue(index) : QJsonValue()}});
}

QByteArray progressRowLine(const PhaseRow &row)
{
    QJsonObject json = phaseRowToJson(row);
    json.insert(kEvent, u"row"_s);
    return line(json);
}

QByteArray progressFinishedLine(const QString &reportPath, RunStatus status, qint64 bytes, const QByteArray &sha256,
                                const QString &message)
{
    return line({{kEvent, u"finished"_s},
                 {u"report"_s, reportPath},
                 {u"status"_s, runStatusName(status)},
                 {u"bytes"_s, bytes},
                 {u"sha256"_s, QString::fromLatin1(sha256.toHex())},
                 {u"message"_s, message}});
}

QByteArray progressRefusedLine(const QString &message, const QString &field)
{
    return line({{kEvent, u"refused"_s}, {u"message"_s, message}, {u"field"_s, field}});
}

Result<ProgressEvent> parseProgressLine(const QByteArray &bytes, qsizetype lineNumber, bool counters)
{
    const QString where = Tr::tr("progress line %1").arg(lineNumber);
    const StrictJson parsed = parseJsonStrict(bytes); // a key given twice is refused too
    if (!parsed.ok())
        return Error{Tr::tr("%1: not JSON at byte %2: %3").arg(where).arg(parsed.errorOffset).arg(parsed.problem)};
    const QJsonDocument &document = parsed.document;
    if (!document.isObject())
        return Error{Tr::tr("%1: expected an object").arg(where)};
    const QJsonObject json = document.object();
    JsonWalker w(where);
    static const QStringList kinds{u"started"_s, u"phase_started"_s, u"row"_s, u"finished"_s, u"refused"_s};
    const QString kind = w.oneOf(json.value(kEvent), kEvent, kinds).value_or(QString());
    ProgressEvent event;
    event.kind = ProgressEvent::Kind(std::max<qsizetype>(0, kinds.indexOf(kind)));
    switch (event.kind) {
    case ProgressEvent::Kind::Started: readStarted(w, json, event); break;
    case ProgressEvent::Kind::PhaseStarted:
        w.checkKeys(json, {}, {kEvent, u"phase"_s, u"index"_s});
        event.phase = phaseFromName(w.oneOf(json.value(u"phase"_s), u"phase"_s, phaseNames()).value_or(QString()))
                          .value_or(Phase::ModelLoad);
        if (!json.value(u"index"_s).isNull())
            event.index = int(w.integer(json.value(u"index"_s), u"index"_s, 1, kRepeatsRange.max).value_or(0));
        break;
    case ProgressEvent::Kind::Row: {
        QJsonObject row = json;
        row.remove(kEvent);
        // A remote CLI before report format 3 sends rows without the device fields.
        event.row = phaseRowFromJson(w, row, {}, counters, RowDeviceFields::Optional);
        break;
    }
    case ProgressEvent::Kind::Finished: readFinished(w, json, event); break;
    case ProgressEvent::Kind::Refused:
        w.checkKeys(json, {}, {kEvent, u"message"_s, u"field"_s});
        event.message = w.string(json.value(u"message"_s), u"message"_s).value_or(QString());
        event.field = w.string(json.value(u"field"_s), u"field"_s).value_or(QString());
        break;
    }
    if (w.failed())
        return w.error();
    return event;
}

Result<QList<ProgressEvent>> ProgressStreamReader::feed(const QByteArray &bytes)
{
    QList<ProgressEvent> events;
    if (Status fed = feedInto(bytes, events); !fed)
        return fed.failure();
    return events;
}

Status ProgressStreamReader::feedInto(const QByteArray &bytes, QList<ProgressEvent> &events)
{
    qsizetype from = 0;
    while (!m_error && from < bytes.size()) {
        if (m_finished) {
            const qsizetype wanted = m_finished->bytes - m_report.size();
            if (wanted <= 0) {
                m_error = Error{Tr::tr("the progress stream goes on after the report")};
                break;
            }
            m_report += bytes.mid(from, wanted);
            from += std::min(wanted, bytes.size() - from);
            continue;
        }
        const qsizetype end = bytes.indexOf('\n', from);
        const qsizetype stop = end < 0 ? bytes.size() : end;
        if (m_pending.size() + (stop - from) > kMaxProgressLineBytes) {
            m_error
                = Error{Tr::tr("progress line %1: longer than %2 bytes").arg(m_lines + 1).arg(kMaxProgressLineBytes)};
            break;
        }
        m_pending += bytes.mid(from, stop - from);
        from = stop;
        if (end < 0)
            break;
        ++from;
        const QByteArray text = std::exchange(m_pending, {});
        if (Status taken = takeLine(text, events); !taken)
            m_error = taken.failure();
    }
    if (m_error)
        return *m_error;
    return {};
}

Status ProgressStreamReader::takeLine(const QByteArray &text, QList<ProgressEvent> &events)
{
    ++m_lines;
    if (m_refused)
        return Error{Tr::tr("progress line %1: the stream goes on after \"refused\"").arg(m_lines)};
    auto event = parseProgressLine(text, m_lines, m_counters);
    if (!event)
        return event.failure();
    switch (event->kind) {
    case ProgressEvent::Kind::Started:
        if (m_started)
            return Error{Tr::tr("progress line %1: a second \"started\"").arg(m_lines)};
        m_started = true;
        m_counters = event->environment.device.type == DeviceType::Cuda;
        break;
    case ProgressEvent::Kind::Refused: m_refused = true; break;
    case ProgressEvent::Kind::PhaseStarted:
    case ProgressEvent::Kind::Row:
    case ProgressEvent::Kind::Finished:
        if (!m_started)
            return Error{Tr::tr("progress line %1: expected \"started\" first").arg(m_lines)};
        break;
    }
    if (event->kind == ProgressEvent::Kind::Row)
        ++m_rows;
    if (event->kind == ProgressEvent::Kind::Finished)
        m_finished = *event;
    events.append(std::move(*event));
    return {};
}

bool ProgressStreamReader::reportComplete() const
{
    return m_finished && m_report.size() == m_finished->bytes && sha256Hex(m_report) == m_finished->sha256;
}

Status ProgressStreamReader::checkEnd() const
{
    if (m_error)
        return *m_error;
    if (!m_pending.isEmpty())
        return Error{Tr::tr("the progress stream ended in the middle of line %1").arg(m_lines + 1)};
    if (m_refused)
        return {};
    if (!m_started)
        return Error{Tr::tr("the progress stream ended before the run started")};
    if (!m_finished)
        return Error{Tr::tr("the progress stream ended after %n row(s), before the run ended", nullptr, int(m_rows))};
    if (m_report.size() < m_finished->bytes)
        return Error{Tr::tr("the report ended after %1 of its %2 bytes").arg(m_report.size()).arg(m_finished->bytes)};
    if (!reportComplete())
        return Error{Tr::tr("the report received does not match its SHA-256")};
    return {};
}

} // namespace IteraGpu
