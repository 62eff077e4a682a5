#include "core/util/jsonwalker.h"

#include "core/util/displaytext.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::JsonWalker)
};

// The integer a JSON number holds exactly, if it is one.
std::optional<qint64> wholeNumber(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const qint64 n = value.toInteger();
    if (double(n) != value.toDouble())
        return std::nullopt;
    return n;
}

} // namespace

JsonWalker::JsonWalker(QString fileName)
    : m_fileName(std::move(fileName))
{ }

bool JsonWalker::fail(const QString &path, const QString &problem)
{
    if (!m_error) {
        const QString file = displaySafe(m_fileName);
        m_error
            = path.isEmpty() ? u"%1: %2"_s.arg(file, problem) : u"%1: %2: %3"_s.arg(file, displaySafe(path), problem);
    }
    return false;
}

std::nullopt_t JsonWalker::refuse(const QString &path, const QString &problem)
{
    fail(path, problem);
    return std::nullopt;
}

QString JsonWalker::member(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

QString JsonWalker::item(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

bool JsonWalker::checkKeys(const QJsonObject &object, const QString &path, const QStringList &required,
                           const QStringList &optional, bool closed)
{
    for (const QString &key : required) {
        if (!object.contains(key))
            return fail(member(path, key), Tr::tr("missing"));
    }
    if (closed) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!required.contains(it.key()) && !optional.contains(it.key()))
                return fail(member(path, it.key()), Tr::tr("unknown field"));
        }
    }
    return !failed();
}

std::optional<QJsonObject> JsonWalker::object(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isObject())
        return refuse(path, Tr::tr("expected an object"));
    return value.toObject();
}

std::optional<QJsonArray> JsonWalker::array(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isArray())
        return refuse(path, Tr::tr("expected an array"));
    return value.toArray();
}

std::optional<QString> JsonWalker::string(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isString())
        return refuse(path, Tr::tr("expected a string"));
    return value.toString();
}

std::optional<QString> JsonWalker::stringOrNull(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (value.isNull())
        return QString();
    if (!value.isString())
        return refuse(path, Tr::tr("expected a string or null"));
    return value.toString();
}

std::optional<bool> JsonWalker::boolean(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isBool())
        return refuse(path, Tr::tr("expected true or false"));
    return value.toBool();
}

std::optional<QString> JsonWalker::oneOf(const QJsonValue &value, const QString &path, const QStringList &allowed)
{
    if (failed())
        return std::nullopt;
    if (!value.isString() || !allowed.contains(value.toString()))
        return refuse(path, Tr::tr("expected one of %1").arg(allowed.join(u", "_s)));
    return value.toString();
}

std::optional<qint64> JsonWalker::integer(const QJsonValue &value, const QString &path, qint64 min, qint64 max)
{
    if (failed())
        return std::nullopt;
    const std::optional<qint64> n = wholeNumber(value);
    if (!n)
        return refuse(path, Tr::tr("expected an integer"));
    if (*n < min || *n > max)
        return refuse(path, Tr::tr("%1 is outside %2 to %3").arg(*n).arg(min).arg(max));
    return n;
}

std::optional<std::optional<qint64>> JsonWalker::bytesOrNull(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (value.isNull())
        return std::optional<qint64>();
    const std::optional<qint64> n = wholeNumber(value);
    if (!n)
        return refuse(path, Tr::tr("expected an integer or null"));
    if (*n < 0)
        return refuse(path, Tr::tr("negative bytes (%1)").arg(*n));
    return std::optional<qint64>(n);
}

std::optional<double> JsonWalker::nonNegativeNumber(const QJsonValue &value, const QString &path)
{
    if (failed())
        return std::nullopt;
    if (!value.isDouble() || value.toDouble() < 0)
        return refuse(path, Tr::tr("expected a number >= 0"));
    return value.toDouble();
}

} // namespace IteraGpu
