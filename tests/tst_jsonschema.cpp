// The test support's JSON Schema validator: it must refuse every keyword it does not implement
// (a keyword it silently ignored would let an invalid report pass), and the shipped schemas must
// use only the keywords it implements.
#include "jsonschema.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject parse(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestJsonSchema : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedSchemasUseImplementedKeywordsOnly()
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

    void unknownKeywordsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<QString>("message");
        QTest::addRow("at the root") << QByteArray("{\"type\":\"object\",\"oneOf\":[{\"required\":[\"a\"]}]}")
                                     << u"/oneOf: keyword not implemented"_s;
        QTest::addRow("in a property") << QByteArray(
            "{\"properties\":{\"when\":{\"type\":\"string\",\"format\":\"date\"}}}")
                                       << u"/properties/when/format: keyword not implemented"_s;
        QTest::addRow("in $defs") << QByteArray("{\"$defs\":{\"n\":{\"type\":\"integer\",\"maximum\":3}}}")
                                  << u"/$defs/n/maximum: keyword not implemented"_s;
        QTest::addRow("in items") << QByteArray("{\"items\":{\"uniqueItems\":true}}")
                                  << u"/items/uniqueItems: keyword not implemented"_s;
        QTest::addRow("a misspelt keyword")
            << QByteArray("{\"type\":\"object\",\"requird\":[\"a\"]}") << u"/requird: keyword not implemented"_s;
        QTest::addRow("additionalProperties as a schema")
            << QByteArray("{\"additionalProperties\":{\"type\":\"string\"}}")
            << u"/additionalProperties: only true or false is implemented"_s;
        QTest::addRow("items as an array")
            << QByteArray("{\"items\":[{\"type\":\"string\"}]}") << u"/items: only a schema object is implemented"_s;
        QTest::addRow("a keyword beside $ref")
            << QByteArray("{\"$ref\":\"#/$defs/n\",\"minimum\":1,\"$defs\":{\"n\":{}}}")
            << u"/minimum: keywords beside $ref are not implemented"_s;
        QTest::addRow("an unknown type") << QByteArray("{\"type\":\"float\"}") << u"/type: unknown type float"_s;
    }
    void unknownKeywordsAreRefused()
    {
        QFETCH(QByteArray, schema);
        QFETCH(QString, message);
        const QJsonObject parsed = parse(schema);
        QVERIFY(!parsed.isEmpty());
        JsonSchemaValidator validator;
        QString error;
        QVERIFY(!validator.addSchema(u"test.schema.json"_s, parsed, &error));
        QVERIFY2(error.startsWith(u"test.schema.json: "_s) && error.contains(message), qPrintable(error));
        QCOMPARE(validator.validate(QJsonObject(), u"test.schema.json"_s),
                 QStringList{u"unknown schema test.schema.json"_s});
    }

    void implementedKeywordsAreChecked()
    {
        const QJsonObject schema = parse("{\"$schema\": \"https://json-schema.org/draft/2020-12/schema\","
                                         "\"title\": \"t\", \"type\": \"object\", \"required\": [\"n\"],"
                                         "\"additionalProperties\": false,"
                                         "\"properties\": {\"n\": {\"$ref\": \"#/$defs/count\"},"
                                         "\"tags\": {\"type\": \"array\", \"minItems\": 1,"
                                         "\"items\": {\"type\": \"string\", \"pattern\": \"^[a-z]+$\"}}},"
                                         "\"$defs\": {\"count\": {\"type\": \"integer\", \"minimum\": 1}}}");
        const QJsonObject valid = parse("{\"n\": 2, \"tags\": [\"ok\"]}");
        const QJsonObject invalid = parse("{\"n\": 0, \"tags\": [\"Bad\"], \"extra\": 1}");
        JsonSchemaValidator validator;
        QString error;
        QVERIFY2(validator.addSchema(u"test.schema.json"_s, schema, &error), qPrintable(error));
        QCOMPARE(validator.validate(valid, u"test.schema.json"_s), QStringList());
        const QStringList errors = validator.validate(invalid, u"test.schema.json"_s);
        QCOMPARE(errors.size(), 3);
        QVERIFY2(errors.contains(u"/n: below the minimum"_s), qPrintable(errors.join(u'\n')));
        QVERIFY2(errors.contains(u"/: unexpected property extra"_s), qPrintable(errors.join(u'\n')));
    }

    void unresolvedReferenceIsAnError()
    {
        const QJsonObject schema = parse("{\"$ref\": \"#/$defs/missing\"}");
        JsonSchemaValidator validator;
        QVERIFY(validator.addSchema(u"test.schema.json"_s, schema));
        QCOMPARE(validator.validate(QJsonValue(1), u"test.schema.json"_s),
                 QStringList{u"/: unresolved $ref #/$defs/missing"_s});
    }
};

QTEST_GUILESS_MAIN(TestJsonSchema)
#include "tst_jsonschema.moc"
