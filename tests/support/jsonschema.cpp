#include "jsonschema.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

QString typeOf(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return u"null"_s;
    case QJsonValue::Bool: return u"boolean"_s;
    case QJsonValue::Double: return u"number"_s;
    case QJsonValue::String: return u"string"_s;
    case QJsonValue::Array: return u"array"_s;
    case QJsonValue::Object: return u"object"_s;
    default: return u"undefined"_s;
    }
}

bool hasType(const QJsonValue &v, const QString &type)
{
    if (type == u"integer"_s)
        return v.isDouble() && v.toDouble() == double(v.toInteger());
    if (type == u"number"_s)
        return v.isDouble();
    return typeOf(v) == type;
}

// The keywords check() implements, and those that only annotate (they constrain nothing).
const QSet<QString> kImplemented = {
    u"$ref"_s,    u"type"_s,     u"const"_s, u"enum"_s,       u"minimum"_s,  u"minLength"_s,           u"maxLength"_s,
    u"pattern"_s, u"minItems"_s, u"items"_s, u"properties"_s, u"required"_s, u"additionalProperties"_s};
const QSet<QString> kAnnotations
    = {u"$schema"_s, u"$id"_s, u"$defs"_s, u"$comment"_s, u"title"_s, u"description"_s, u"examples"_s, u"default"_s};
const QSet<QString> kTypes = {u"null"_s, u"boolean"_s, u"number"_s, u"integer"_s, u"string"_s, u"array"_s, u"object"_s};

// Every keyword or form of `schema` (and of its subschemas) that check() would not enforce.
void findUnsupported(const QJsonObject &schema, const QString &pointer, QStringList &problems)
{
    const auto subschema = [&](const QJsonValue &value, const QString &at) {
        if (value.isObject())
            findUnsupported(value.toObject(), at, problems);
        else
            problems.append(at + u": only a schema object is implemented here"_s);
    };
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        const QString at = pointer + u'/' + it.key();
        if (!kImplemented.contains(it.key()) && !kAnnotations.contains(it.key())) {
            problems.append(at + u": keyword not implemented by this validator"_s);
        } else if (it.key() == u"properties"_s || it.key() == u"$defs"_s) {
            const QJsonObject members = it.value().toObject();
            for (auto member = members.begin(); member != members.end(); ++member)
                subschema(member.value(), at + u'/' + member.key());
        } else if (it.key() == u"items"_s) {
            subschema(it.value(), at);
        } else if (it.key() == u"additionalProperties"_s && !it.value().isBool()) {
            problems.append(at + u": only true or false is implemented"_s);
        } else if (it.key() == u"type"_s) {
            const QJsonArray types = it.value().isArray() ? it.value().toArray() : QJsonArray{it.value()};
            for (const QJsonValue &type : types) {
                if (!kTypes.contains(type.toString()))
                    problems.append(at + u": unknown type "_s + type.toString());
            }
        }
    }
    if (schema.contains(u"$ref"_s)) {
        for (auto it = schema.begin(); it != schema.end(); ++it) {
            if (it.key() != u"$ref"_s && kImplemented.contains(it.key()))
                problems.append(pointer + u'/' + it.key() + u": keywords beside $ref are not implemented"_s);
        }
    }
}

} // namespace

bool JsonSchemaValidator::addSchemaFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = path + u": cannot be read"_s;
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = path + u": "_s + parseError.errorString();
        return false;
    }
    return addSchema(QFileInfo(path).fileName(), doc.object(), error);
}

bool JsonSchemaValidator::addSchema(const QString &name, const QJsonObject &schema, QString *error)
{
    QStringList problems;
    findUnsupported(schema, QString(), problems);
    if (!problems.isEmpty()) {
        if (error)
            *error = name + u": "_s + problems.join(u"; "_s);
        return false;
    }
    m_schemas.insert(name, schema);
    return true;
}

QStringList JsonSchemaValidator::validate(const QJsonValue &instance, const QString &schemaName) const
{
    QStringList errors;
    if (!m_schemas.contains(schemaName))
        return {u"unknown schema "_s + schemaName};
    check(instance, m_schemas.value(schemaName), schemaName, u""_s, errors);
    return errors;
}

void JsonSchemaValidator::check(const QJsonValue &instance, const QJsonObject &schema, const QString &document,
                                const QString &pointer, QStringList &errors) const
{
    const QString at = pointer.isEmpty() ? u"/"_s : pointer;
    if (schema.contains(u"$ref"_s)) {
        const QString ref = schema.value(u"$ref"_s).toString();
        const QJsonObject defs = m_schemas.value(document).value(u"$defs"_s).toObject();
        if (ref.startsWith(u"#/$defs/"_s) && defs.value(ref.mid(8)).isObject()) {
            check(instance, defs.value(ref.mid(8)).toObject(), document, pointer, errors);
        } else if (m_schemas.contains(ref)) {
            check(instance, m_schemas.value(ref), ref, pointer, errors);
        } else {
            errors.append(at + u": unresolved $ref "_s + ref);
        }
        return;
    }
    if (schema.contains(u"type"_s)) {
        const QJsonValue type = schema.value(u"type"_s);
        QStringList types;
        if (type.isArray()) {
            for (const QJsonValue &t : type.toArray())
                types.append(t.toString());
        } else {
            types.append(type.toString());
        }
        if (std::none_of(types.begin(), types.end(), [&](const QString &t) { return hasType(instance, t); })) {
            errors.append(at + u": expected "_s + types.join(u'|') + u", got "_s + typeOf(instance));
            return;
        }
    }
    if (schema.contains(u"const"_s) && instance != schema.value(u"const"_s))
        errors.append(
            at + u": expected the constant "_s
            + QString::fromUtf8(QJsonDocument(QJsonArray{schema.value(u"const"_s)}).toJson(QJsonDocument::Compact)));
    if (schema.contains(u"enum"_s) && !schema.value(u"enum"_s).toArray().contains(instance))
        errors.append(at + u": not one of the allowed values"_s);
    if (instance.isDouble() && schema.contains(u"minimum"_s)
        && instance.toDouble() < schema.value(u"minimum"_s).toDouble())
        errors.append(at + u": below the minimum"_s);
    if (instance.isString()) {
        const QString s = instance.toString();
        if (schema.contains(u"minLength"_s) && s.size() < schema.value(u"minLength"_s).toInt())
            errors.append(at + u": too short"_s);
        if (schema.contains(u"maxLength"_s) && s.size() > schema.value(u"maxLength"_s).toInt())
            errors.append(at + u": too long"_s);
        if (schema.contains(u"pattern"_s)
            && !QRegularExpression(schema.value(u"pattern"_s).toString()).match(s).hasMatch())
            errors.append(at + u": '"_s + s + u"' does not match "_s + schema.value(u"pattern"_s).toString());
    }
    if (instance.isArray()) {
        const QJsonArray array = instance.toArray();
        if (schema.contains(u"minItems"_s) && array.size() < schema.value(u"minItems"_s).toInt())
            errors.append(at + u": too few items"_s);
        if (schema.contains(u"items"_s)) {
            for (qsizetype i = 0; i < array.size(); ++i)
                check(array.at(i), schema.value(u"items"_s).toObject(), document, pointer + u'/' + QString::number(i),
                      errors);
        }
    }
    if (instance.isObject()) {
        const QJsonObject object = instance.toObject();
        const QJsonObject properties = schema.value(u"properties"_s).toObject();
        for (const QJsonValue &name : schema.value(u"required"_s).toArray()) {
            if (!object.contains(name.toString()))
                errors.append(at + u": missing required property "_s + name.toString());
        }
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (properties.contains(it.key()))
                check(it.value(), properties.value(it.key()).toObject(), document, pointer + u'/' + it.key(), errors);
            else if (schema.value(u"additionalProperties"_s) == QJsonValue(false))
                errors.append(at + u": unexpected property "_s + it.key());
        }
    }
}
