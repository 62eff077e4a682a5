#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

// JSON Schema (draft 2020-12) checks for the tests, made by Debian's python3-jsonschema: each call
// runs /usr/bin/python3 on tests/support/validate_json.py (Draft202012Validator, formats checked),
// with the registered schemas and the instance as JSON on its standard input. A "$ref" reaches
// another registered schema by its "$id" or by the name it was registered under (its file name),
// never by a download. Every problem is one line, "JSON-POINTER: message" ("/" for the root).
// Debian's interpreter, not the first python3 on PATH: that one may lack the package.
class JsonSchemaValidator
{
public:
    // Registers a schema under its file name ("measurement.schema.json").
    bool addSchemaFile(const QString &path, QString *error = nullptr);
    // Registers a schema under a name; refused (false, with every reason in *error) when it is not
    // a valid draft 2020-12 schema (Draft202012Validator.check_schema, patterns checked as regular
    // expressions), or uses a keyword that draft does not define (a misspelt keyword would
    // constrain nothing, silently), or when the check cannot be made.
    bool addSchema(const QString &name, const QJsonObject &schema, QString *error = nullptr);
    // Every problem of the instance against the schema registered as schemaName; empty when it is
    // valid. A check that cannot be made (no python3-jsonschema, a timeout) is one problem saying so.
    QStringList validate(const QJsonValue &instance, const QString &schemaName) const;

private:
    QJsonObject m_schemas; // name → schema
};
