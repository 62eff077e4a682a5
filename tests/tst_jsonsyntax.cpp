// JsonTokenizer (the one-pass JSON reader), the duplicate-key check every JSON reader runs, JSON
// strings written for a terminal, and the terminal-safe escaping of text (util/jsonsyntax,
// util/displaytext).
#include "core/util/displaytext.h"
#include "core/util/jsonsyntax.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

// The token kinds of a whole text, one letter each ({}[] k s n t f 0 for null, E end, ! error).
QString kinds(const QByteArray &json)
{
    JsonTokenizer tokens(json);
    QString out;
    for (;;) {
        const JsonTokenizer::Token token = tokens.next();
        switch (token.kind) {
        case JsonTokenizer::Kind::BeginObject: out += u'{'; break;
        case JsonTokenizer::Kind::EndObject: out += u'}'; break;
        case JsonTokenizer::Kind::BeginArray: out += u'['; break;
        case JsonTokenizer::Kind::EndArray: out += u']'; break;
        case JsonTokenizer::Kind::Key: out += u'k'; break;
        case JsonTokenizer::Kind::String: out += u's'; break;
        case JsonTokenizer::Kind::Number: out += u'n'; break;
        case JsonTokenizer::Kind::True: out += u't'; break;
        case JsonTokenizer::Kind::False: out += u'f'; break;
        case JsonTokenizer::Kind::Null: out += u'0'; break;
        case JsonTokenizer::Kind::End: return out + u'E';
        case JsonTokenizer::Kind::Error: return out + u"!@"_s + QString::number(tokens.errorOffset());
        }
    }
}

} // namespace

class TestJsonSyntax : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tokens_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::addRow("object with every kind")
            << QByteArray("{\"a\":[1,-2.5e3,\"x\",true,false,null],\"b\":{}}") << u"{k[nnstf0]k{}}E"_s;
        QTest::addRow("whitespace around") << QByteArray(" \n[ 1 , 2 ]\t") << u"[nn]E"_s;
        QTest::addRow("escapes and UTF-8") << QByteArray("[\"\\u00e9\\ud83d\\ude00\\n\xc3\xa9\"]") << u"[s]E"_s;
        QTest::addRow("trailing comma") << QByteArray("[1,]") << u"[n!@3"_s;
        QTest::addRow("missing colon") << QByteArray("{\"a\" 1}") << u"{!@5"_s;
        QTest::addRow("unquoted key") << QByteArray("{a:1}") << u"{!@1"_s;
        QTest::addRow("text after the value") << QByteArray("{} x") << u"{}!@3"_s;
        QTest::addRow("leading zero") << QByteArray("[01]") << u"[n!@2"_s;
        QTest::addRow("raw control character") << QByteArray("[\"a\tb\"]") << u"[!@3"_s;
        QTest::addRow("invalid UTF-8") << QByteArray("[\"\xff\"]") << u"[!@2"_s;
        QTest::addRow("overlong UTF-8") << QByteArray("[\"\xc0\xaf\"]") << u"[!@2"_s;
        QTest::addRow("lone surrogate escape") << QByteArray("[\"\\ud800\"]") << u"[!@2"_s;
        QTest::addRow("unknown escape") << QByteArray("[\"\\x\"]") << u"[!@2"_s;
        QTest::addRow("unterminated string") << QByteArray("[\"abc") << u"[!@1"_s;
        QTest::addRow("empty text") << QByteArray("") << u"!@0"_s;
        QTest::addRow("nested 1024 deep")
            << QByteArray(1024, '[') + QByteArray(1024, ']') << QString(1024, u'[') + QString(1024, u']') + u'E';
        QTest::addRow("nested 1025 deep")
            << QByteArray(1025, '[') + QByteArray(1025, ']') << QString(1024, u'[') + u"!@1024"_s;
    }

    void tokens()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QCOMPARE(kinds(json), expected);
    }

    void stringsAndIntegersAreDecodedExactly()
    {
        JsonTokenizer tokens(
            "[\"a\\\"b\\\\c\\u00e9\\ud83d\\ude00\", 9223372036854775807, 9223372036854775808, 1.0, -0]");
        QCOMPARE(tokens.next().kind, JsonTokenizer::Kind::BeginArray);
        QCOMPARE(JsonTokenizer::text(tokens.next()), u"a\"b\\c\u00e9\U0001F600"_s);
        QCOMPARE(JsonTokenizer::integer(tokens.next()), std::optional<qint64>(std::numeric_limits<qint64>::max()));
        QCOMPARE(JsonTokenizer::integer(tokens.next()), std::nullopt); // beyond 64 bits
        QCOMPARE(JsonTokenizer::integer(tokens.next()), std::nullopt); // a fraction, even .0
        QCOMPARE(JsonTokenizer::integer(tokens.next()), std::optional<qint64>(0));
    }

    void duplicateKeys_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("offset"); // of the second key, -1: none
        QTest::addColumn<QString>("key");
        QTest::addRow("top level") << QByteArray("{\"a\":1,\"b\":2,\"a\":3}") << qint64(13) << u"a"_s;
        QTest::addRow("escaped twin") << QByteArray("{\"a\":1,\"\\u0061\":2}") << qint64(7) << u"a"_s;
        QTest::addRow("nested object") << QByteArray("{\"x\":[{\"k\":1,\"k\":2}]}") << qint64(13) << u"k"_s;
        QTest::addRow("same key in two objects") << QByteArray("[{\"k\":1},{\"k\":2}]") << qint64(-1) << QString();
        QTest::addRow("same key at two depths") << QByteArray("{\"k\":{\"k\":1}}") << qint64(-1) << QString();
        QTest::addRow("keys that differ in case") << QByteArray("{\"k\":1,\"K\":2}") << qint64(-1) << QString();
    }

    void duplicateKeys()
    {
        QFETCH(QByteArray, json);
        QFETCH(qint64, offset);
        QFETCH(QString, key);
        const auto duplicate = firstDuplicateKey(json);
        QCOMPARE(duplicate.has_value(), offset >= 0);
        if (duplicate) {
            QCOMPARE(duplicate->offset, offset);
            QCOMPARE(duplicate->key, key);
        }
        // QJsonDocument alone takes the text and keeps one value: the strict reader refuses it.
        const StrictJson strict = parseJsonStrict(json);
        QCOMPARE(strict.ok(), offset < 0);
        QCOMPARE(strict.duplicateKey, offset >= 0);
        if (offset >= 0)
            QCOMPARE(strict.problem, u"key \"%1\" appears twice in one object"_s.arg(key));
    }

    void strictParseKeepsQtSyntaxErrors()
    {
        const StrictJson strict = parseJsonStrict("{\"a\":");
        QVERIFY(!strict.ok());
        QVERIFY(!strict.duplicateKey);
        QCOMPARE(strict.errorOffset, 5);
    }

    void quotedStringsAreSafeOnATerminal_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("json");
        QTest::addRow("plain") << u"h100 SXM"_s << QByteArray("\"h100 SXM\"");
        QTest::addRow("quote and backslash") << u"a\"b\\"_s << QByteArray("\"a\\\"b\\\\\"");
        QTest::addRow("ESC and BEL") << u"\x1b]0;t\x07"_s << QByteArray("\"\\u001b]0;t\\u0007\"");
        QTest::addRow("C1 CSI") << u"\u009b2J"_s << QByteArray("\"\\u009b2J\"");
        QTest::addRow("right-to-left override") << u"a\u202eb"_s << QByteArray("\"a\\u202eb\"");
        QTest::addRow("line separator") << u"a\u2028b"_s << QByteArray("\"a\\u2028b\"");
        QTest::addRow("emoji stays") << u"\U0001F600"_s << QByteArray("\"\xf0\x9f\x98\x80\"");
    }

    void quotedStringsAreSafeOnATerminal()
    {
        QFETCH(QString, text);
        QFETCH(QByteArray, json);
        QCOMPARE(jsonQuoted(text), json);
        // And it is JSON that reads back to the text.
        const QJsonDocument back = QJsonDocument::fromJson("[" + json + "]");
        QCOMPARE(back.array().at(0).toString(), text);
    }

    void terminalEscapes_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("terminal");
        QTest::addColumn<QByteArray>("json");
        QTest::addRow("screen clear") << QByteArray("a\x1b[2Jb") << QByteArray("a\\e[2Jb") << QByteArray("a\x1b[2Jb");
        QTest::addRow("CR LF kept, lone CR escaped")
            << QByteArray("x\r\ny\rz") << QByteArray("x\r\ny\\rz") << QByteArray("x\r\ny\rz");
        QTest::addRow("DEL") << QByteArray("a\x7f") << QByteArray("a\\u{007f}") << QByteArray("a\\u007f");
        QTest::addRow("C1 CSI") << QByteArray("\xc2\x9b") << QByteArray("\\u{009b}") << QByteArray("\\u009b");
        QTest::addRow("RLO") << QByteArray("\xe2\x80\xae") << QByteArray("\\u{202e}") << QByteArray("\\u202e");
        QTest::addRow("invalid byte") << QByteArray("\xff") << QByteArray("\\x{ff}") << QByteArray("\xef\xbf\xbd");
        QTest::addRow("text and tabs") << QByteArray("\xc3\xa9\tok\n") << QByteArray("\xc3\xa9\tok\n")
                                       << QByteArray("\xc3\xa9\tok\n");
    }

    void terminalEscapes()
    {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, terminal);
        QFETCH(QByteArray, json);
        QCOMPARE(escapedUtf8(in, EscapeStyle::Terminal), terminal);
        QCOMPARE(escapedUtf8(in, EscapeStyle::Json), json);
        // Fed one byte at a time (a sequence split between writes), the result is the same.
        QByteArray pieces, pending;
        for (char c : in) {
            pending += c;
            const qsizetype kept = escapeUtf8(pending, pieces, EscapeStyle::Terminal, false);
            pending = pending.right(kept);
        }
        escapeUtf8(pending, pieces, EscapeStyle::Terminal, true);
        QCOMPARE(pieces, terminal);
    }

    void typedValuesRefuseFormatCharacters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("lineBreaks");
        QTest::addColumn<bool>("refused");
        QTest::addRow("plain") << u"550.54.15"_s << false << false;
        QTest::addRow("RLO U+202E") << u"550\u202e51"_s << false << true;
        QTest::addRow("line separator U+2028") << u"550\u202851"_s << false << true;
        QTest::addRow("zero-width space U+200B") << u"55\u200b0"_s << false << true;
        QTest::addRow("BOM") << u"\ufeff550"_s << false << true;
        QTest::addRow("ESC") << u"\x1b[31m"_s << false << true;
        QTest::addRow("line break in a note") << u"a\nb"_s << true << false;
        QTest::addRow("line break in a value") << u"a\nb"_s << false << true;
        QTest::addRow("accents and CJK") << u"é 日本"_s << false << false;
    }

    void typedValuesRefuseFormatCharacters()
    {
        QFETCH(QString, text);
        QFETCH(bool, lineBreaks);
        QFETCH(bool, refused);
        QCOMPARE(hasControlOrFormat(text, lineBreaks), refused);
    }
};

QTEST_GUILESS_MAIN(TestJsonSyntax)
#include "tst_jsonsyntax.moc"
