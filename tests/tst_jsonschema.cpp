// The test support's JSON Schema checks (JsonSchemaValidator, by Debian's python3-jsonschema): the
// shipped schemas are accepted, a schema that is not valid draft 2020-12 (or misspells a keyword) is
// refused with where and why, a valid instance passes, and each kind of invalid instance is reported
// once, at its JSON pointer, through $ref to $defs and to another registered schema.
#include "jsonschema.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QJsonValue parse(const QByteArray &json)
{
    // Wrapped in an array: the value itself may be a number or a string.
    QByteArray wrapped = json;
    wrapped.prepend('[').append(']');
    return QJsonDocument::fromJson(wrapped).array().at(0);
}

// A report-like schema: the keywords the shipped schemas use, a $ref to its $defs and one to another
// schema by file name.
const QByteArray kSchema
    = "{\n"
      "    \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"
      "    \"$id\": \"https://iteragpu-lab.invalid/test/test.schema.json\",\n"
      "    \"title\": \"t\", \"type\": \"object\", \"required\": [\"n\"], \"additionalProperties\": false,\n"
      "    \"properties\": {\n"
      "        \"n\": {\"$ref\": \"#/$defs/count\"},\n"
      "        \"kind\": {\"enum\": [\"a\", \"b\"]},\n"
      "        \"format\": {\"const\": \"x\"},\n"
      "        \"name\": {\"type\": \"string\", \"minLength\": 2, \"maxLength\": 4},\n"
      "        \"tags\": {\"type\": \"array\", \"minItems\": 1, \"items\": {\"type\": \"string\", \"pattern\": "
      "\"^[a-z]+$\"}},\n"
      "        \"other\": {\"$ref\": \"other.schema.json\"}\n"
      "    },\n"
      "    \"$defs\": {\"count\": {\"type\": \"integer\", \"minimum\": 1}}\n"
      "}";
// Reached from kSchema by file name, relative to its "$id".
const QByteArray kOtherSchema = "{\n"
                                "    \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"
                                "    \"$id\": \"https://iteragpu-lab.invalid/test/other.schema.json\",\n"
                                "    \"type\": \"object\",\n"
                                "    \"properties\": {\"size\": {\"$ref\": \"#/$defs/bytes\"}},\n"
                                "    \"$defs\": {\"bytes\": {\"type\": [\"integer\", \"null\"], \"minimum\": 0}}\n"
                                "}";

QString joined(const QStringList &lines)
{
    return lines.join(u'\n');
}

} // namespace

class TestJsonSchema : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedSchemasAreAccepted()
    {
        const QDir folder(QFINDTESTDATA("../resources/schema"));
        const QStringList names = folder.entryList({u"*.schema.json"_s}, QDir::Files);
        QVERIFY2(names.size() >= 2, qPrintable(folder.path()));
        JsonSchemaValidator validator;
        for (const QString &name : names) {
            QString error;
            QVERIFY2(validator.addSchemaFile(folder.filePath(name), &error), qPrintable(error));
        }
    }

    // A shipped schema that references another by file name ("$ref": "environment.schema.json"):
    // the reference is followed (a wrong environment is reported inside it), and it is an error
    // while the other schema is not registered.
    void shippedSchemasReferenceEachOther()
    {
        const QDir folder(QFINDTESTDATA("../resources/schema"));
        const QJsonObject report
            = QJsonDocument::fromJson("{\"event\": \"started\", \"environment\": {\"format\": \"not-an-environment\"}}")
                  .object();
        JsonSchemaValidator validator;
        QString error;
        QVERIFY2(validator.addSchemaFile(folder.filePath(u"progress.schema.json"_s), &error), qPrintable(error));
        const QStringList unresolved = validator.validate(report, u"progress.schema.json"_s);
        QVERIFY2(joined(unresolved).contains(u"environment.schema.json"_s), qPrintable(joined(unresolved)));
        QVERIFY2(validator.addSchemaFile(folder.filePath(u"environment.schema.json"_s), &error), qPrintable(error));
        const QStringList errors = validator.validate(report, u"progress.schema.json"_s);
        QVERIFY2(!errors.filter(u"/environment/format: "_s).isEmpty(), qPrintable(joined(errors)));
        QVERIFY2(!joined(errors).contains(u"unresolved"_s), qPrintable(joined(errors)));
    }

    void invalidSchemasAreRefused_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<QString>("where");
        QTest::addRow("an unknown type") << QByteArray("{\"type\": \"float\"}") << u"/type: "_s;
        QTest::addRow("minimum not a number")
            << QByteArray("{\"properties\": {\"n\": {\"minimum\": \"1\"}}}") << u"/properties/n/minimum: "_s;
        QTest::addRow("required not an array") << QByteArray("{\"required\": \"a\"}") << u"/required: "_s;
        QTest::addRow("items as an array (draft 4)")
            << QByteArray("{\"items\": [{\"type\": \"string\"}]}") << u"/items: "_s;
        QTest::addRow("exclusiveMaximum as a boolean (draft 4)")
            << QByteArray("{\"maximum\": 3, \"exclusiveMaximum\": true}") << u"/exclusiveMaximum: "_s;
        QTest::addRow("additionalProperties a number")
            << QByteArray("{\"additionalProperties\": 1}") << u"/additionalProperties: "_s;
        QTest::addRow("a pattern that is no regular expression")
            << QByteArray("{\"properties\": {\"t\": {\"pattern\": \"[\"}}}") << u"/properties/t/pattern: "_s;
        QTest::addRow("a misspelt keyword")
            << QByteArray("{\"type\": \"object\", \"requird\": [\"a\"]}") << u"/requird: unknown keyword"_s;
        QTest::addRow("a misspelt keyword in $defs")
            << QByteArray("{\"$defs\": {\"n\": {\"type\": \"integer\", \"minimun\": 3}}}")
            << u"/$defs/n/minimun: unknown keyword"_s;
        QTest::addRow("a misspelt keyword in items")
            << QByteArray("{\"items\": {\"uniqueItem\": true}}") << u"/items/uniqueItem: unknown keyword"_s;
        QTest::addRow("a misspelt keyword in oneOf")
            << QByteArray("{\"oneOf\": [{\"type\": \"string\"}, {\"tpye\": \"null\"}]}")
            << u"/oneOf/1/tpye: unknown keyword"_s;
    }
    void invalidSchemasAreRefused()
    {
        QFETCH(QByteArray, schema);
        QFETCH(QString, where);
        const QJsonObject parsed = parse(schema).toObject();
        QVERIFY(!parsed.isEmpty());
        JsonSchemaValidator validator;
        QString error;
        QVERIFY(!validator.addSchema(u"test.schema.json"_s, parsed, &error));
        QVERIFY2(error.startsWith(u"test.schema.json: "_s) && error.contains(where), qPrintable(error));
        QVERIFY2(!error.contains(u"could not be checked"_s), qPrintable(error));
        QCOMPARE(validator.validate(QJsonObject(), u"test.schema.json"_s),
                 QStringList{u"unknown schema test.schema.json"_s});
    }

    void validInstancePasses()
    {
        JsonSchemaValidator validator;
        QString error;
        QVERIFY2(validator.addSchema(u"test.schema.json"_s, parse(kSchema).toObject(), &error), qPrintable(error));
        QVERIFY2(validator.addSchema(u"other.schema.json"_s, parse(kOtherSchema).toObject(), &error),
                 qPrintable(error));
        for (const QByteArray &valid :
             {QByteArray("{\"n\": 1}"),
              QByteArray(R"({"n": 2, "kind": "b", "format": "x", "name": "abcd", "tags": ["ok", "fine"],
                             "other": {"size": null}})"),
              QByteArray("{\"n\": 3, \"other\": {\"size\": 0}}")}) {
            const QStringList errors = validator.validate(parse(valid), u"test.schema.json"_s);
            QVERIFY2(errors.isEmpty(), qPrintable(joined(errors) + u'\n' + QString::fromUtf8(valid)));
        }
    }

    void eachKindOfInvalidInstanceIsReported_data()
    {
        QTest::addColumn<QByteArray>("instance");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        QTest::addRow("required") << QByteArray("{}") << u"/"_s << u"'n' is a required property"_s;
        QTest::addRow("additionalProperties")
            << QByteArray("{\"n\": 1, \"extra\": 1}") << u"/"_s << u"'extra' was unexpected"_s;
        QTest::addRow("$ref to $defs, minimum")
            << QByteArray("{\"n\": 0}") << u"/n"_s << u"less than the minimum of 1"_s;
        QTest::addRow("$ref to $defs, type")
            << QByteArray("{\"n\": \"2\"}") << u"/n"_s << u"is not of type 'integer'"_s;
        QTest::addRow("integer") << QByteArray("{\"n\": 1.5}") << u"/n"_s << u"is not of type 'integer'"_s;
        QTest::addRow("not an object") << QByteArray("[1]") << u"/"_s << u"is not of type 'object'"_s;
        QTest::addRow("enum") << QByteArray("{\"n\": 1, \"kind\": \"c\"}") << u"/kind"_s << u"is not one of"_s;
        QTest::addRow("const") << QByteArray("{\"n\": 1, \"format\": \"y\"}") << u"/format"_s << u"'x' was expected"_s;
        QTest::addRow("minLength") << QByteArray("{\"n\": 1, \"name\": \"a\"}") << u"/name"_s << u"'a'"_s;
        QTest::addRow("maxLength") << QByteArray("{\"n\": 1, \"name\": \"abcde\"}") << u"/name"_s << u"too long"_s;
        QTest::addRow("minItems") << QByteArray("{\"n\": 1, \"tags\": []}") << u"/tags"_s << u"[]"_s;
        QTest::addRow("items") << QByteArray("{\"n\": 1, \"tags\": [\"ok\", 3]}") << u"/tags/1"_s
                               << u"is not of type 'string'"_s;
        QTest::addRow("pattern") << QByteArray("{\"n\": 1, \"tags\": [\"ok\", \"Bad\"]}") << u"/tags/1"_s
                                 << u"'Bad' does not match '^[a-z]+$'"_s;
        QTest::addRow("$ref to another schema, minimum") << QByteArray("{\"n\": 1, \"other\": {\"size\": -1}}")
                                                         << u"/other/size"_s << u"less than the minimum of 0"_s;
        QTest::addRow("$ref to another schema, type")
            << QByteArray("{\"n\": 1, \"other\": {\"size\": \"1\"}}") << u"/other/size"_s << u"is not of type"_s;
    }
    void eachKindOfInvalidInstanceIsReported()
    {
        QFETCH(QByteArray, instance);
        QFETCH(QString, where);
        QFETCH(QString, what);
        JsonSchemaValidator validator;
        QString error;
        QVERIFY2(validator.addSchema(u"test.schema.json"_s, parse(kSchema).toObject(), &error), qPrintable(error));
        QVERIFY2(validator.addSchema(u"other.schema.json"_s, parse(kOtherSchema).toObject(), &error),
                 qPrintable(error));
        const QStringList errors = validator.validate(parse(instance), u"test.schema.json"_s);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.constFirst().startsWith(where + u": "_s) && errors.constFirst().contains(what),
                 qPrintable(errors.constFirst()));
    }

    // Every violation is reported, each at its own path.
    void everyProblemIsReported()
    {
        JsonSchemaValidator validator;
        QString error;
        QVERIFY2(validator.addSchema(u"test.schema.json"_s, parse(kSchema).toObject(), &error), qPrintable(error));
        QVERIFY2(validator.addSchema(u"other.schema.json"_s, parse(kOtherSchema).toObject(), &error),
                 qPrintable(error));
        const QStringList errors = validator.validate(
            parse("{\"n\": 0, \"tags\": [\"Bad\"], \"extra\": 1, \"other\": {\"size\": -2}}"), u"test.schema.json"_s);
        QCOMPARE(errors.size(), 4);
        for (const QString &where : {u"/: "_s, u"/n: "_s, u"/tags/0: "_s, u"/other/size: "_s}) {
            QVERIFY2(std::any_of(errors.cbegin(), errors.cend(), [&](const QString &e) { return e.startsWith(where); }),
                     qPrintable(where + u"\n"_s + joined(errors)));
        }
    }

    // Schemas without "$id" reach each other by the name they are registered under.
    void referencesByName()
    {
        JsonSchemaValidator validator;
        QString error;
        QVERIFY2(validator.addSchema(u"a.schema.json"_s,
                                     parse("{\"properties\": {\"b\": {\"$ref\": \"b.schema.json\"}}}").toObject(),
                                     &error),
                 qPrintable(error));
        QVERIFY2(validator.addSchema(u"b.schema.json"_s,
                                     parse("{\"properties\": {\"x\": {\"$ref\": \"#/$defs/s\"}}, "
                                           "\"$defs\": {\"s\": {\"type\": \"string\"}}}")
                                         .toObject(),
                                     &error),
                 qPrintable(error));
        QCOMPARE(validator.validate(parse("{\"b\": {\"x\": \"y\"}}"), u"a.schema.json"_s), QStringList());
        const QStringList errors = validator.validate(parse("{\"b\": {\"x\": 1}}"), u"a.schema.json"_s);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.constFirst().startsWith(u"/b/x: "_s), qPrintable(errors.constFirst()));
    }

    // A reference that leads nowhere is a problem (never a pass, never a download).
    void unresolvedReferenceIsAnError_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<QString>("reference");
        QTest::addRow("in $defs") << QByteArray("{\"$ref\": \"#/$defs/missing\"}") << u"missing"_s;
        QTest::addRow("a schema not registered")
            << QByteArray("{\"$ref\": \"missing.schema.json\"}") << u"missing.schema.json"_s;
        QTest::addRow("a URL") << QByteArray("{\"$ref\": \"https://iteragpu-lab.invalid/schema/missing.json\"}")
                               << u"https://iteragpu-lab.invalid/schema/missing.json"_s;
    }
    void unresolvedReferenceIsAnError()
    {
        QFETCH(QByteArray, schema);
        QFETCH(QString, reference);
        JsonSchemaValidator validator;
        QString error;
        QVERIFY2(validator.addSchema(u"test.schema.json"_s, parse(schema).toObject(), &error), qPrintable(error));
        const QStringList errors = validator.validate(QJsonValue(1), u"test.schema.json"_s);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.constFirst().startsWith(u"/: unresolved $ref"_s) && errors.constFirst().contains(reference),
                 qPrintable(errors.constFirst()));
    }

    void unknownSchemaIsAnError()
    {
        JsonSchemaValidator validator;
        QCOMPARE(validator.validate(QJsonValue(1), u"nothing.schema.json"_s),
                 QStringList{u"unknown schema nothing.schema.json"_s});
    }
};

QTEST_GUILESS_MAIN(TestJsonSchema)
#include "tst_jsonschema.moc"
