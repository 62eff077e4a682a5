#include "core/quality/qualityprotocol.h"

#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"
#include "core/util/jsonsyntax.h"
#include "core/util/sha256.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::QualityProtocol)
};

} // namespace

QJsonObject QualityProtocol::fieldsToJson(const ProtocolFields &f)
{
    return QJsonObject{
        {u"useful_unit"_s, f.usefulUnit},
        {u"quality_metric"_s, f.qualityMetric},
        {u"comparison"_s, f.comparison},
        {u"threshold"_s, f.threshold},
        {u"corpus"_s, f.corpus},
        {u"corpus_size"_s, f.corpusSize},
        {u"decision_rule"_s, f.decisionRule},
    };
}

ProtocolFields QualityProtocol::fieldsFromJson(const QJsonObject &o)
{
    return ProtocolFields{o.value(u"useful_unit"_s).toString(),  o.value(u"quality_metric"_s).toString(),
                          o.value(u"comparison"_s).toString(),   o.value(u"threshold"_s).toString(),
                          o.value(u"corpus"_s).toString(),       o.value(u"corpus_size"_s).toString(),
                          o.value(u"decision_rule"_s).toString()};
}

namespace {

QString utcText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

} // namespace

QDateTime QualityProtocol::canonicalTime(const QDateTime &time)
{
    QDateTime utc = time.toUTC();
    utc.setTime(QTime(utc.time().hour(), utc.time().minute(), utc.time().second()));
    return utc;
}

const QStringList &QualityProtocol::comparisons()
{
    static const QStringList list{u">="_s, u">"_s, u"<="_s, u"<"_s};
    return list;
}

Status QualityProtocol::validate(const ProtocolFields &f)
{
    const std::pair<const QString *, const char *> required[] = {
        {&f.usefulUnit, QT_TRANSLATE_NOOP("IteraGpu::QualityProtocol", "useful unit")},
        {&f.qualityMetric, QT_TRANSLATE_NOOP("IteraGpu::QualityProtocol", "quality metric")},
        {&f.corpus, QT_TRANSLATE_NOOP("IteraGpu::QualityProtocol", "corpus")},
        {&f.decisionRule, QT_TRANSLATE_NOOP("IteraGpu::QualityProtocol", "decision rule")},
    };
    QStringList missing; // every empty field at once: fixing one at a time would take as many tries
    for (const auto &[value, name] : required) {
        if (value->trimmed().isEmpty())
            missing.append(Tr::tr(name));
    }
    if (!missing.isEmpty())
        return Error{Tr::tr("%1: required before the protocol can be fixed").arg(missing.join(u", "_s))};
    if (!comparisons().contains(f.comparison))
        return Error{Tr::tr("comparison: must be one of >=, >, <=, <")};
    if (!Exact::isSignedDecimal(f.threshold))
        return Error{
            Tr::tr("threshold: a decimal number with '.' such as 0.90 is required, got '%1'").arg(f.threshold)};
    auto size = Exact::parseInteger(f.corpusSize, Tr::tr("corpus size"), 1, 1'000'000'000'000);
    if (!size)
        return Error{size.error()};
    return {};
}

QByteArray QualityProtocol::canonicalJson(const ProtocolFields &fields)
{
    // QJsonObject keeps its keys sorted, and Compact output has no insignificant whitespace.
    return QJsonDocument(fieldsToJson(fields)).toJson(QJsonDocument::Compact);
}

QString QualityProtocol::sha256(const ProtocolFields &fields)
{
    return sha256Hex(canonicalJson(fields));
}

Status QualityProtocol::setDraft(const ProtocolFields &fields)
{
    if (isFixed())
        return Error{Tr::tr("the protocol is fixed; change it with an amendment")};
    m_fields = fields;
    return {};
}

QString QualityProtocol::currentSha256() const
{
    return m_lock ? m_lock->sha256 : QString(); // an amendment moves the lock's hash along
}

QStringList QualityProtocol::versionShas() const
{
    QStringList shas;
    if (!m_lock)
        return shas;
    shas.append(m_history.isEmpty() ? m_lock->sha256 : m_history.first().previousSha256);
    for (const ProtocolAmendment &amendment : m_history)
        shas.append(amendment.sha256);
    return shas;
}

Status QualityProtocol::fix(const QDateTime &nowUtc)
{
    if (isFixed())
        return Error{Tr::tr("the protocol is already fixed")};
    Status valid = validate(m_fields);
    if (!valid)
        return valid;
    m_lock = ProtocolLock{canonicalTime(nowUtc), sha256(m_fields)};
    return {};
}

Status QualityProtocol::amend(const ProtocolFields &fields, const QString &reason, bool resultsExist,
                              const QDateTime &nowUtc)
{
    if (!isFixed())
        return setDraft(fields);
    if (resultsExist && reason.trimmed().isEmpty())
        return Error{Tr::tr("reason: results exist already, so an amendment needs a reason")};
    Status valid = validate(fields);
    if (!valid)
        return valid;
    if (fields == m_fields)
        return Error{Tr::tr("the amendment changes nothing")};
    ProtocolAmendment amendment{canonicalTime(nowUtc), reason.trimmed(), m_lock->sha256, sha256(fields), m_fields};
    m_history.append(amendment);
    m_fields = fields;
    m_lock->sha256 = amendment.sha256;
    return {};
}

QList<ProtocolChange> QualityProtocol::amendmentChanges(qsizetype index) const
{
    if (index < 0 || index >= m_history.size())
        return {};
    const QJsonObject before = fieldsToJson(m_history.at(index).previous);
    const QJsonObject after = fieldsToJson(index + 1 < m_history.size() ? m_history.at(index + 1).previous : m_fields);
    const QString keys[] = {u"useful_unit"_s, u"quality_metric"_s, u"comparison"_s,   u"threshold"_s,
                            u"corpus"_s,      u"corpus_size"_s,    u"decision_rule"_s};
    QList<ProtocolChange> changes;
    for (const QString &key : keys) {
        const QString old = before.value(key).toString();
        const QString now = after.value(key).toString();
        if (old != now)
            changes.append({key, old, now});
    }
    return changes;
}

QJsonObject QualityProtocol::toJson() const
{
    QJsonArray history;
    for (const ProtocolAmendment &a : m_history) {
        history.append(QJsonObject{{u"at_utc"_s, utcText(a.atUtc)},
                                   {u"reason"_s, a.reason},
                                   {u"previous_sha256"_s, a.previousSha256},
                                   {u"sha256"_s, a.sha256},
                                   {u"previous"_s, fieldsToJson(a.previous)}});
    }
    QJsonObject json{{u"format"_s, u"iteragpu-lab/quality-protocol"_s},
                     {u"format_version"_s, 1},
                     {u"fields"_s, fieldsToJson(m_fields)},
                     {u"amendments"_s, history}};
    if (m_lock) {
        json.insert(u"fixed_at_utc"_s, utcText(m_lock->fixedAtUtc));
        json.insert(u"sha256"_s, m_lock->sha256);
    } else {
        json.insert(u"fixed_at_utc"_s, QJsonValue());
        json.insert(u"sha256"_s, QJsonValue());
    }
    return json;
}

Result<QualityProtocol> QualityProtocol::fromJson(const QJsonObject &json, const QString &name)
{
    if (json.value(u"format"_s).toString() != u"iteragpu-lab/quality-protocol"_s)
        return Error{Tr::tr("%1: not an IteraGPU Lab quality protocol (format)").arg(name)};
    if (json.value(u"format_version"_s).toInt() != 1)
        return Error{Tr::tr("%1: unsupported format_version").arg(name)};
    // What toJson writes, and nothing else: an unknown key would be dropped by the next save.
    static const QStringList kKeys{u"format"_s,     u"format_version"_s, u"fields"_s,
                                   u"amendments"_s, u"fixed_at_utc"_s,   u"sha256"_s};
    for (auto it = json.constBegin(); it != json.constEnd(); ++it) {
        if (!kKeys.contains(it.key()))
            return Error{Tr::tr("%1: unknown key \"%2\"").arg(name, displaySafe(it.key(), 60))};
    }
    QualityProtocol protocol;
    protocol.m_fields = fieldsFromJson(json.value(u"fields"_s).toObject());
    const QString storedHash = json.value(u"sha256"_s).toString();
    if (!storedHash.isEmpty()) {
        const QDateTime fixedAt = QDateTime::fromString(json.value(u"fixed_at_utc"_s).toString(), Qt::ISODate);
        if (!fixedAt.isValid())
            return Error{Tr::tr("%1: fixed_at_utc is not a valid UTC time").arg(name)};
        if (storedHash != sha256(protocol.m_fields))
            return Error{
                Tr::tr("%1: sha256 does not match the protocol's fields (was it edited outside the tool?)").arg(name)};
        protocol.m_lock = ProtocolLock{canonicalTime(fixedAt), storedHash};
    }
    const QJsonArray history = json.value(u"amendments"_s).toArray();
    for (const QJsonValue &entry : history) {
        const QJsonObject o = entry.toObject();
        ProtocolAmendment a{canonicalTime(QDateTime::fromString(o.value(u"at_utc"_s).toString(), Qt::ISODate)),
                            o.value(u"reason"_s).toString(), o.value(u"previous_sha256"_s).toString(),
                            o.value(u"sha256"_s).toString(), fieldsFromJson(o.value(u"previous"_s).toObject())};
        if (!a.atUtc.isValid() || a.previousSha256 != sha256(a.previous))
            return Error{Tr::tr("%1: amendment %2 is inconsistent").arg(name).arg(protocol.m_history.size() + 1)};
        protocol.m_history.append(a);
    }
    return protocol;
}

Result<QualityProtocol> QualityProtocol::load(const QString &path)
{
    auto text = readTextFile(path);
    if (!text)
        return Error{text.error()};
    const StrictJson parsed = parseJsonStrict(text->toUtf8()); // a key given twice is refused too
    if (!parsed.ok() || !parsed.document.isObject())
        return Error{Tr::tr("%1: not valid JSON (%2 at offset %3)")
                         .arg(path, parsed.problem)
                         .arg(std::max<qint64>(parsed.errorOffset, 0))};
    return fromJson(parsed.document.object(), path);
}

Status QualityProtocol::save(const QString &path, ExistingFile existing) const
{
    return saveFile(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented), existing);
}

} // namespace IteraGpu
