#pragma once

#include "core/util/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// A small typed walk over a JSON document that checks each value as it is read and keeps the
// first problem as one line: "<file>: <JSON path>: <problem>" ("measurement.json:
// phases[3].peak_allocated_bytes: expected an integer or null"). After a failure every read
// returns an empty optional and further problems are ignored, so a caller reads on and tests
// failed() once. Paths are written as "a.b[3].c"; the empty path is the document itself.
class JsonWalker
{
public:
    explicit JsonWalker(QString fileName);

    bool failed() const { return m_error.has_value(); }
    Error error() const { return Error{m_error.value_or(QString())}; }
    // Records a problem at `path` (the first one wins). Always returns false.
    bool fail(const QString &path, const QString &problem);

    static QString member(const QString &path, const QString &key);
    static QString item(const QString &path, qsizetype index);

    // The object's keys: every `required` one present; with `closed`, no key outside `required`
    // and `optional`.
    bool checkKeys(const QJsonObject &object, const QString &path, const QStringList &required,
                   const QStringList &optional = {}, bool closed = true);

    std::optional<QJsonObject> object(const QJsonValue &value, const QString &path);
    std::optional<QJsonArray> array(const QJsonValue &value, const QString &path);
    std::optional<QString> string(const QJsonValue &value, const QString &path);
    // A string or null (null reads as the empty string).
    std::optional<QString> stringOrNull(const QJsonValue &value, const QString &path);
    std::optional<bool> boolean(const QJsonValue &value, const QString &path);
    // One of `allowed` (a string value).
    std::optional<QString> oneOf(const QJsonValue &value, const QString &path, const QStringList &allowed);
    // A whole number in [min, max]; a fraction, a string or null is refused.
    std::optional<qint64> integer(const QJsonValue &value, const QString &path, qint64 min, qint64 max);
    // Bytes: a whole number >= 0, or null (an empty inner optional).
    std::optional<std::optional<qint64>> bytesOrNull(const QJsonValue &value, const QString &path);
    // A number >= 0 (an integer or a fraction).
    std::optional<double> nonNegativeNumber(const QJsonValue &value, const QString &path);

private:
    std::nullopt_t refuse(const QString &path, const QString &problem); // fail(), for an optional result

    QString m_fileName;
    std::optional<QString> m_error;
};

} // namespace IteraGpu
