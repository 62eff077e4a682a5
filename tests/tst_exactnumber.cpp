#include "core/util/exactnumber.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

class TestExactNumber : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void decimalsCompareExactly_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("order");
        QTest::addRow("trailing zeros") << u"0.90"_s << u"0.9"_s << 0;
        QTest::addRow("leading zeros") << u"007"_s << u"7.000"_s << 0;
        QTest::addRow("minus zero") << u"-0.0"_s << u"0"_s << 0;
        QTest::addRow("last digit") << u"0.899999999999"_s << u"0.9"_s << -1;
        QTest::addRow("longer whole part") << u"10"_s << u"9.99"_s << 1;
        QTest::addRow("negatives") << u"-1.5"_s << u"-1.25"_s << -1;
        QTest::addRow("sign first") << u"-100"_s << u"0.001"_s << -1;
    }

    void decimalsCompareExactly()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, order);
        QCOMPARE(Exact::compareSignedDecimals(a, b), order);
        QCOMPARE(Exact::compareSignedDecimals(b, a), -order);
    }

    void parseInteger_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("value");
        QTest::addRow("plain") << u"42"_s << true << qint64(42);
        QTest::addRow("lower bound") << u"1"_s << true << qint64(1);
        QTest::addRow("upper bound") << u"1000"_s << true << qint64(1000);
        QTest::addRow("leading zeros") << u"007"_s << true << qint64(7);
        QTest::addRow("zero below range") << u"0"_s << false << qint64(0);
        QTest::addRow("above range") << u"1001"_s << false << qint64(0);
        QTest::addRow("negative") << u"-1"_s << false << qint64(0);
        QTest::addRow("decimal") << u"1.5"_s << false << qint64(0);
        QTest::addRow("exponent") << u"7e9"_s << false << qint64(0);
        QTest::addRow("letters") << u"abc"_s << false << qint64(0);
        QTest::addRow("empty") << QString() << false << qint64(0);
        QTest::addRow("plus sign") << u"+5"_s << false << qint64(0);
        QTest::addRow("space") << u" 5"_s << false << qint64(0);
        QTest::addRow("arabic-indic digits") << u"٥"_s << false << qint64(0);
        QTest::addRow("overflow of 128 bits is caught early") << QString(60, u'9') << false << qint64(0);
    }
    void parseInteger()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qint64, value);
        auto result = Exact::parseInteger(text, u"--n"_s, 1, 1000);
        QCOMPARE(bool(result), ok);
        if (ok)
            QCOMPARE(*result, value);
        else
            QVERIFY2(result.error().startsWith(u"--n: "_s), qPrintable(result.error()));
    }

    void parseDecimal_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical"); // empty: refused
        QTest::addRow("whole") << u"4"_s << u"4"_s;
        QTest::addRow("half") << u"0.5"_s << u"0.5"_s;
        QTest::addRow("trailing zeros dropped") << u"12.250"_s << u"12.25"_s;
        QTest::addRow("zero") << u"0"_s << u"0"_s;
        QTest::addRow("max decimals") << u"0.123456789"_s << u"0.123456789"_s;
        QTest::addRow("too many decimals") << u"0.1234567891"_s << QString();
        QTest::addRow("negative") << u"-1"_s << QString();
        QTest::addRow("letters") << u"abc"_s << QString();
        QTest::addRow("lone dot") << u"."_s << QString();
        QTest::addRow("dot without fraction") << u"4."_s << QString();
        QTest::addRow("dot without whole") << u".5"_s << QString();
        QTest::addRow("comma decimal") << u"0,5"_s << QString();
        QTest::addRow("above maximum") << u"1000001"_s << QString();
        QTest::addRow("maximum with fraction") << u"1000000.1"_s << QString();
    }
    void parseDecimal()
    {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        auto result = Exact::parseDecimal(text, u"reserve"_s, 9, 1'000'000);
        QCOMPARE(bool(result), !canonical.isEmpty());
        if (result)
            QCOMPARE(result->toString(), canonical);
    }

    void quotient_data()
    {
        QTest::addColumn<qint64>("num");
        QTest::addColumn<qint64>("den");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("halfUp");
        QTest::addColumn<QString>("exact");
        QTest::addRow("14e9 bytes in GiB")
            << qint64(14'000'000'000) << (qint64(1) << 30) << 2 << u"13.04"_s << u"13.03851604461669921875"_s;
        QTest::addRow("tie rounds up") << qint64(125) << qint64(1000) << 2 << u"0.13"_s << u"0.125"_s;
        QTest::addRow("below tie rounds down") << qint64(1249) << qint64(10000) << 2 << u"0.12"_s << u"0.1249"_s;
        QTest::addRow("non-terminating") << qint64(1) << qint64(3) << 4 << u"0.3333"_s << QString();
        QTest::addRow("two thirds") << qint64(2) << qint64(3) << 2 << u"0.67"_s << QString();
        QTest::addRow("integer") << qint64(309120) << qint64(1000) << 2 << u"309.12"_s << u"309.12"_s;
        QTest::addRow("zero") << qint64(0) << qint64(7) << 2 << u"0.00"_s << QString();
        QTest::addRow("one byte in GiB") << qint64(1) << (qint64(1) << 30) << 2 << u"0.00"_s
                                         << u"0.000000000931322574615478515625"_s;
    }
    void quotient()
    {
        QFETCH(qint64, num);
        QFETCH(qint64, den);
        QFETCH(int, decimals);
        QFETCH(QString, halfUp);
        QFETCH(QString, exact);
        QCOMPARE(Exact::quotient(num, den, decimals), halfUp);
        if (num != 0)
            QCOMPARE(Exact::exactQuotient(num, den), exact);
    }

    void roundingUp()
    {
        QCOMPARE(Exact::quotient(1, 3, 2, Exact::Rounding::Up), u"0.34"_s);
        QCOMPARE(Exact::quotient(3, 3, 2, Exact::Rounding::Up), u"1.00"_s);
        QCOMPARE(int(Exact::ceilDiv(7, 2)), 4);
    }

    void money()
    {
        QCOMPARE(Exact::dollarsFromCents(309120), u"$3,091.20"_s);
        QCOMPARE(Exact::dollarsFromCents(5), u"$0.05"_s);
        QCOMPARE(Exact::dollarsFromCents(123456789012), u"$1,234,567,890.12"_s);
        QCOMPARE(Exact::groupThousands(u"999"_s), u"999"_s);
        QCOMPARE(Exact::groupThousands(u"1000.5"_s), u"1,000.5"_s);
    }

    void int128Text()
    {
        QCOMPARE(Exact::toString(Exact::pow10(30)), u"1"_s + QString(30, u'0'));
        QCOMPARE(Exact::toString(-42), u"-42"_s);
    }

    void signedDecimal()
    {
        QVERIFY(Exact::isSignedDecimal(u"-0.5"_s));
        QVERIFY(Exact::isSignedDecimal(u"12"_s));
        QVERIFY(!Exact::isSignedDecimal(u"1e3"_s));
        QVERIFY(!Exact::isSignedDecimal(u"0,9"_s));
        QVERIFY(!Exact::isSignedDecimal(u"-"_s));
    }
};

QTEST_GUILESS_MAIN(TestExactNumber)
#include "tst_exactnumber.moc"
