#include "core/util/csv.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

class TestCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("dump"); // records joined by '|', fields by '/'
        QTest::addRow("simple LF") << u"a,b\nc,d\n"_s << u"a/b|c/d"_s;
        QTest::addRow("CRLF") << u"a,b\r\nc,d\r\n"_s << u"a/b|c/d"_s;
        QTest::addRow("no final newline") << u"a,b\nc,d"_s << u"a/b|c/d"_s;
        QTest::addRow("quoted comma") << u"\"a,b\",c\n"_s << u"a,b/c"_s;
        QTest::addRow("doubled quote") << u"\"say \"\"hi\"\"\",x\n"_s << u"say \"hi\"/x"_s;
        QTest::addRow("embedded newline") << u"\"two\nlines\",x\n"_s << u"two\nlines/x"_s;
        QTest::addRow("empty fields") << u",,\n"_s << u"//"_s;
        QTest::addRow("quoted empty") << u"\"\",a\n"_s << u"/a"_s;
        QTest::addRow("unicode") << u"café,日本\n"_s << u"café/日本"_s;
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(QString, dump);
        auto records = Csv::parse(text, u"t.csv"_s);
        QVERIFY2(records, qPrintable(records.error()));
        QStringList parts;
        for (const auto &r : *records)
            parts.append(r.fields.join(u'/'));
        QCOMPARE(parts.join(u'|'), dump);
    }

    void lineNumbersFollowEmbeddedNewlines()
    {
        auto records = Csv::parse(u"h\n\"a\nb\"\nc\n"_s, u"t.csv"_s);
        QVERIFY(records);
        QCOMPARE(records->size(), 3);
        QCOMPARE(records->at(1).line, 2);
        QCOMPARE(records->at(2).line, 4);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("unterminated quote")
            << u"a,b\n\"open,c\n"_s << u"t.csv, line 2: a quoted field is never closed"_s;
        QTest::addRow("quote inside unquoted field") << u"a,b\nx\"y,c\n"_s << u"t.csv, line 2: a quote inside"_s;
        QTest::addRow("text after closing quote") << u"\"a\"b,c\n"_s << u"t.csv, line 1: text after a closing quote"_s;
    }
    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        auto records = Csv::parse(text, u"t.csv"_s);
        QVERIFY(!records);
        QVERIFY2(records.error().startsWith(message), qPrintable(records.error()));
    }

    void writeQuotesOnlyWhatNeedsIt()
    {
        const QString out = Csv::write({{u"a"_s, u"b,c"_s, u"say \"hi\""_s, u"two\nlines"_s, QString(), u" pad"_s}});
        QCOMPARE(out, u"a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\",,\" pad\"\r\n"_s);
    }

    void roundTrip()
    {
        const QList<QStringList> records{{u"h1"_s, u"h2"_s}, {u"x,y"_s, u"\"q\""_s}, {u"multi\r\nline"_s, QString()}};
        const QString text = Csv::write(records);
        auto parsed = Csv::parse(text, u"t.csv"_s);
        QVERIFY(parsed);
        QList<QStringList> back;
        for (const auto &r : *parsed)
            back.append(r.fields);
        QCOMPARE(back, records);
        QCOMPARE(Csv::write(back), text);
    }
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
