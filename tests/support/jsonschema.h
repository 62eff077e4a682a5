#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

// A small JSON Schema (2020-12) validator for the keywords our schemas use: type, const, enum,
// properties, required, additionalProperties (true or false), items, minItems, minimum,
// minLength, maxLength, pattern, and $ref (alone) to "#/$defs/..." or to another registered
// schema by file name; $schema, $id, $defs, $comment, title, description, examples and default
// are annotations. A schema that uses any other keyword or form is refused when it is added,
// so that a keyword this validator does not check can never pass silently.
// It reports every violation with its JSON pointer, for readable test failures.
class JsonSchemaValidator
{
public:
    // Registers a schema under its file name ("measurement.schema.json").
    bool addSchemaFile(const QString &path, QString *error = nullptr);
    // Registers a schema under a name; refused (false, with every reason in *error) when it uses
    // a keyword or form this validator does not implement.
    bool addSchema(const QString &name, const QJsonObject &schema, QString *error = nullptr);
    QStringList validate(const QJsonValue &instance, const QString &schemaName) const;

private:
    void check(const QJsonValue &instance, const QJsonObject &schema, const QString &document, const QString &pointer,
               QStringList &errors) const;
    QHash<QString, QJsonObject> m_schemas;
};
