#pragma once

#include "core/files/textfile.h"
#include "core/util/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace IteraGpu {

// What the user fixes before any run (pre-registration).
struct ProtocolFields
{
    QString usefulUnit; // what one accepted result is
    QString qualityMetric; // how a result is scored
    QString comparison; // ">=", ">", "<=", "<"
    QString threshold; // decimal text with '.', e.g. "0.90"
    QString corpus; // the corpus of distinct useful units
    QString corpusSize; // number of distinct units, positive integer text
    QString decisionRule; // what decides acceptance of the whole experiment

    friend bool operator==(const ProtocolFields &, const ProtocolFields &) = default;
};

struct ProtocolLock
{
    QDateTime fixedAtUtc;
    QString sha256; // of canonicalJson(fields), lower-case hex
};

struct ProtocolAmendment
{
    QDateTime atUtc;
    QString reason; // mandatory once a result row exists
    QString previousSha256;
    QString sha256;
    ProtocolFields previous; // the text before the change, kept for the record
};

// One field that an amendment changed: its key in the saved protocol ("threshold") and its text
// before and after.
struct ProtocolChange
{
    QString field;
    QString before;
    QString after;
};

class QualityProtocol
{
public:
    static const QStringList &comparisons();
    // The one time rule of the protocol: whole seconds UTC, as protocol.json stores them. Every
    // time the protocol keeps (fixed, amended) is taken through it, so that the protocol in memory
    // and its saved copy are equal and a second save never sees "other fields".
    static QDateTime canonicalTime(const QDateTime &time);

    const ProtocolFields &fields() const { return m_fields; }
    const std::optional<ProtocolLock> &lock() const { return m_lock; }
    const QList<ProtocolAmendment> &history() const { return m_history; }
    // What amendment `index` of the history changed, in the order of the fields: its text before
    // is the one it kept, its text after the one the next amendment kept (the current fields for
    // the last one).
    QList<ProtocolChange> amendmentChanges(qsizetype index) const;
    bool isFixed() const { return m_lock.has_value(); }
    // The SHA-256 of the version in force: the fixed one's, or the last amendment's; empty for a
    // draft. versionShas() lists every version's, the first fixed one first.
    QString currentSha256() const;
    QStringList versionShas() const;

    // Every field filled and well-formed; errors name the field.
    static Status validate(const ProtocolFields &fields);
    // The canonical JSON (keys sorted, compact, UTF-8) whose SHA-256 is the lock.
    static QByteArray canonicalJson(const ProtocolFields &fields);
    static QString sha256(const ProtocolFields &fields);
    // The fields as a JSON object (the same keys as in the saved protocol), and back; fromJson
    // takes missing keys as empty text.
    static QJsonObject fieldsToJson(const ProtocolFields &fields);
    static ProtocolFields fieldsFromJson(const QJsonObject &json);

    // Edits the draft; refused once fixed (use amend()).
    Status setDraft(const ProtocolFields &fields);
    // Locks the current fields: UTC time + SHA-256.
    Status fix(const QDateTime &nowUtc);
    // Changes a fixed protocol. Once a result row exists (`resultsExist`), a non-empty reason is
    // required; every change is kept in the history with the previous text and hashes.
    Status amend(const ProtocolFields &fields, const QString &reason, bool resultsExist, const QDateTime &nowUtc);

    QJsonObject toJson() const;
    // Loads and verifies: the stored SHA-256 must match the fields (detects edits outside the tool).
    static Result<QualityProtocol> fromJson(const QJsonObject &json, const QString &name);
    static Result<QualityProtocol> load(const QString &path);
    Status save(const QString &path, ExistingFile existing) const;

private:
    ProtocolFields m_fields;
    std::optional<ProtocolLock> m_lock;
    QList<ProtocolAmendment> m_history;
};

} // namespace IteraGpu
