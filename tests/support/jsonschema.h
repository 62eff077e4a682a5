#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

// A small JSON Schema (2020-12) validator for the keywords our schemas use: type, const, enum,
// properties, required, additionalProperties, items, minItems, minimum, minLength, maxLength,
// pattern, and $ref to "#/$defs/..." or to another registered schema by file name.
// It reports every violation with its JSON pointer, for readable test failures.
class JsonSchemaValidator
{
public:
    // Registers a schema under its file name ("measurement.schema.json").
    bool addSchemaFile(const QString &path, QString *error = nullptr);
    QStringList validate(const QJsonValue &instance, const QString &schemaName) const;

private:
    void check(const QJsonValue &instance, const QJsonObject &schema, const QString &document, const QString &pointer,
               QStringList &errors) const;
    QHash<QString, QJsonObject> m_schemas;
};
