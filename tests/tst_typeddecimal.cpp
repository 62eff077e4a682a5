// The decimal a person types in their language (util/typeddecimal.h): each language's separators,
// '.' still the decimal point, grouping only where it cannot be misread, and the refusals.
#include "core/util/typeddecimal.h"

#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

// The marks as the window takes them from QLocale (ui/common/localizednumbers.cpp).
Exact::NumberMarks marksOf(const QString &language)
{
    const QLocale locale(language);
    return {locale.decimalPoint().front(), locale.groupSeparator().front()};
}

} // namespace

class TestTypedDecimal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void languagesSeparators()
    {
        // The separators the rows below assume, as this Qt's locale data gives them.
        QCOMPARE(marksOf(u"de"_s).decimalPoint, u',');
        QCOMPARE(marksOf(u"de"_s).groupSeparator, u'.');
        QCOMPARE(marksOf(u"es"_s).decimalPoint, u',');
        QCOMPARE(marksOf(u"es"_s).groupSeparator, u'.');
        QCOMPARE(marksOf(u"fr"_s).decimalPoint, u',');
        QVERIFY(marksOf(u"fr"_s).groupSeparator == QChar(0x202F) || marksOf(u"fr"_s).groupSeparator == QChar(0x00A0));
        QCOMPARE(marksOf(u"en"_s).decimalPoint, u'.');
        QCOMPARE(marksOf(u"en"_s).groupSeparator, u',');
    }

    void accepted_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        const QString nbsp(QChar(0x00A0));
        const QString narrow(QChar(0x202F));
        QTest::addRow("en point") << u"en"_s << u"2.5"_s << u"2.5"_s;
        QTest::addRow("en grouped with point") << u"en"_s << u"1,234.5"_s << u"1234.5"_s;
        QTest::addRow("en grouped whole number") << u"en"_s << u"1,234,567"_s << u"1234567"_s;
        QTest::addRow("en '1.234' is a decimal") << u"en"_s << u"1.234"_s << u"1.234"_s;
        QTest::addRow("en digits kept as typed") << u"en"_s << u"0.870"_s << u"0.870"_s;
        QTest::addRow("en spaces around") << u"en"_s << u"  4 "_s << u"4"_s;
        QTest::addRow("en empty stays empty") << u"en"_s << u""_s << u""_s;
        QTest::addRow("de comma") << u"de"_s << u"2,5"_s << u"2.5"_s;
        QTest::addRow("de point still the decimal point") << u"de"_s << u"2.5"_s << u"2.5"_s;
        QTest::addRow("de grouped with comma") << u"de"_s << u"1.234,5"_s << u"1234.5"_s;
        QTest::addRow("de two groups, whole number") << u"de"_s << u"1.234.567"_s << u"1234567"_s;
        QTest::addRow("de point then four digits") << u"de"_s << u"1.2345"_s << u"1.2345"_s;
        QTest::addRow("de zero point three digits") << u"de"_s << u"0.500"_s << u"0.500"_s;
        QTest::addRow("de four digits point three") << u"de"_s << u"1234.567"_s << u"1234.567"_s;
        QTest::addRow("de comma three digits") << u"de"_s << u"1,234"_s << u"1.234"_s;
        QTest::addRow("de trailing zeros kept") << u"de"_s << u"0,870"_s << u"0.870"_s;
        QTest::addRow("es comma") << u"es"_s << u"2,5"_s << u"2.5"_s;
        QTest::addRow("es point") << u"es"_s << u"0.87"_s << u"0.87"_s;
        QTest::addRow("es grouped with comma") << u"es"_s << u"12.345,25"_s << u"12345.25"_s;
        QTest::addRow("fr comma") << u"fr"_s << u"2,5"_s << u"2.5"_s;
        QTest::addRow("fr point") << u"fr"_s << u"2.5"_s << u"2.5"_s;
        QTest::addRow("fr no-break space group") << u"fr"_s << (u"1"_s + nbsp + u"234,5"_s) << u"1234.5"_s;
        QTest::addRow("fr narrow no-break space group") << u"fr"_s << (u"1"_s + narrow + u"234,5"_s) << u"1234.5"_s;
        QTest::addRow("fr plain space group") << u"fr"_s << u"1 234 567,25"_s << u"1234567.25"_s;
        QTest::addRow("fr space group, whole") << u"fr"_s << u"1 234"_s << u"1234"_s;
        QTest::addRow("fr space group with point") << u"fr"_s << u"1 234.5"_s << u"1234.5"_s;
    }

    void accepted()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        const Result<QString> parsed = Exact::canonicalDecimal(text, u"Reserve (GiB)"_s, marksOf(language), false);
        QVERIFY2(parsed, qPrintable(parsed.error()));
        QCOMPARE(*parsed, canonical);
    }

    void signedValues()
    {
        const Result<QString> minus = Exact::canonicalDecimal(u"-0,25"_s, u"Threshold"_s, marksOf(u"de"_s), true);
        QVERIFY2(minus, qPrintable(minus.error()));
        QCOMPARE(*minus, u"-0.25"_s);
        const Result<QString> minusSign = Exact::canonicalDecimal(QString(QString(QChar(0x2212)) + u"1,5"_s),
                                                                  u"Threshold"_s, marksOf(u"fr"_s), true);
        QVERIFY2(minusSign, qPrintable(minusSign.error()));
        QCOMPARE(*minusSign, u"-1.5"_s);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString narrow(QChar(0x202F));
        QTest::addRow("de '1.234' is ambiguous")
            << u"de"_s << u"1.234"_s
            << u"Reserve (GiB): '1.234' is ambiguous ('.' may group thousands): write 1234 or 1,234"_s;
        QTest::addRow("es '12.500' is ambiguous")
            << u"es"_s << u"12.500"_s
            << u"Reserve (GiB): '12.500' is ambiguous ('.' may group thousands): write 12500 or 12,500"_s;
        QTest::addRow("de English grouping")
            << u"de"_s << u"1,234.5"_s << u"Reserve (GiB): must be a number such as 2,5 or 1.234,5, got '1,234.5'"_s;
        QTest::addRow("de two commas") << u"de"_s << u"1,2,3"_s
                                       << u"Reserve (GiB): must be a number such as 2,5 or 1.234,5, got '1,2,3'"_s;
        QTest::addRow("de bad group") << u"de"_s << u"12.34,5"_s
                                      << u"Reserve (GiB): must be a number such as 2,5 or 1.234,5, got '12.34,5'"_s;
        QTest::addRow("en comma as decimal")
            << u"en"_s << u"2,5"_s << u"Reserve (GiB): must be a number such as 2.5 or 1,234.5, got '2,5'"_s;
        QTest::addRow("en German grouping")
            << u"en"_s << u"1.234,5"_s << u"Reserve (GiB): must be a number such as 2.5 or 1,234.5, got '1.234,5'"_s;
        QTest::addRow("fr two points") << u"fr"_s << u"1.234.567"_s
                                       << (u"Reserve (GiB): must be a number such as 2,5 or 1"_s + narrow
                                           + u"234,5, got '1.234.567'"_s);
        QTest::addRow("letters") << u"en"_s << u"4GiB"_s
                                 << u"Reserve (GiB): must be a number such as 2.5 or 1,234.5, got '4GiB'"_s;
        QTest::addRow("exponent") << u"de"_s << u"1e3"_s
                                  << u"Reserve (GiB): must be a number such as 2,5 or 1.234,5, got '1e3'"_s;
        QTest::addRow("nothing after the point")
            << u"de"_s << u"2,"_s << u"Reserve (GiB): must be a number such as 2,5 or 1.234,5, got '2,'"_s;
        QTest::addRow("nothing before the point")
            << u"en"_s << u".5"_s << u"Reserve (GiB): must be a number such as 2.5 or 1,234.5, got '.5'"_s;
        QTest::addRow("negative where not allowed")
            << u"de"_s << u"-1"_s << u"Reserve (GiB): must not be negative, got '-1'"_s;
    }

    void refused()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QString, message);
        const Result<QString> parsed = Exact::canonicalDecimal(text, u"Reserve (GiB)"_s, marksOf(language), false);
        QVERIFY2(!parsed, qPrintable(parsed ? *parsed : QString()));
        QCOMPARE(parsed.error(), message);
    }
};

QTEST_GUILESS_MAIN(TestTypedDecimal)
#include "tst_typeddecimal.moc"
