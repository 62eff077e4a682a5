#include "estimate/estimate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {
// A front end's names for the fields: the key in capitals, so that a test tells label and key apart.
QString upperLabel(QStringView key)
{
    return key.toString().toUpper();
}
const FieldLabels kNames = upperLabel;
} // namespace

class TestEstimate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void referenceExample()
    {
        auto input = parseEstimateInput(u"7000000000", u"16", u"4", kNames);
        QVERIFY2(input, qPrintable(input.error()));
        const Estimate e = computeEstimate(*input);
        QCOMPARE(e.bytesPerParameter, 2);
        QCOMPARE(e.weightBytes, qint64(14'000'000'000));
        QCOMPARE(gibText(e.weightBytes), u"13.04"_s);
        QCOMPARE(gbText(e.weightBytes), u"14.00"_s);
        QCOMPARE(e.reserveBytes, qint64(4) << 30);
        QCOMPARE(gibText(e.totalBytes), u"17.04"_s);
        QCOMPARE(e.totalBytes, qint64(14'000'000'000) + (qint64(4) << 30));
        QVERIFY(!e.reserveRoundedUp);
    }

    void bytesPerParameter_data()
    {
        QTest::addColumn<int>("bits");
        QTest::addColumn<int>("bytes");
        QTest::addRow("bits 1 rounds up to 1 byte") << 1 << 1;
        QTest::addRow("bits 4 rounds up to 1 byte") << 4 << 1;
        QTest::addRow("bits 8 is 1 byte") << 8 << 1;
        QTest::addRow("bits 9 rounds up to 2 bytes") << 9 << 2;
        QTest::addRow("bits 16 is 2 bytes") << 16 << 2;
        QTest::addRow("bits 17 rounds up to 3 bytes") << 17 << 3;
        QTest::addRow("bits 64 is 8 bytes") << 64 << 8;
    }
    void bytesPerParameter()
    {
        QFETCH(int, bits);
        QFETCH(int, bytes);
        auto input = parseEstimateInput(u"1000", QString::number(bits), u"0", kNames);
        QVERIFY(input);
        const Estimate e = computeEstimate(*input);
        QCOMPARE(e.bytesPerParameter, bytes);
        QCOMPARE(e.weightBytes, qint64(1000) * bytes);
    }

    void parameterCountForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("parameters");
        QTest::addRow("70e9") << u"70e9"_s << u"C"_s << qint64(70'000'000'000);
        QTest::addRow("7.5e9") << u"7.5e9"_s << u"C"_s << qint64(7'500'000'000);
        QTest::addRow("70E+9") << u"70E+9"_s << u"C"_s << qint64(70'000'000'000);
        QTest::addRow("70,000,000,000") << u"70,000,000,000"_s << u"C"_s << qint64(70'000'000'000);
        QTest::addRow("70 000 000 000") << u"70 000 000 000"_s << u"C"_s << qint64(70'000'000'000);
        QTest::addRow("70B") << u"70B"_s << u"C"_s << qint64(70'000'000'000);
        QTest::addRow("7.5B") << u"7.5B"_s << u"C"_s << qint64(7'500'000'000);
        QTest::addRow("1.5T") << u"1.5T"_s << u"C"_s << qint64(1'500'000'000'000);
        QTest::addRow("350M") << u"350M"_s << u"C"_s << qint64(350'000'000);
        QTest::addRow("124k") << u"124k"_s << u"C"_s << qint64(124'000);
        QTest::addRow("de 70.000.000.000") << u"70.000.000.000"_s << u"de_DE"_s << qint64(70'000'000'000);
        QTest::addRow("de 7,5B") << u"7,5B"_s << u"de_DE"_s << qint64(7'500'000'000);
        QTest::addRow("de 7.500 (a group)") << u"7.500"_s << u"de_DE"_s << qint64(7'500);
        QTest::addRow("fr 70 000 000 000 (narrow no-break spaces)")
            << u"70\u202F000\u202F000\u202F000"_s << u"fr_FR"_s << qint64(70'000'000'000);
        QTest::addRow("C 1,234.5K") << u"1,234.5K"_s << u"C"_s << qint64(1'234'500);
    }
    void parameterCountForms()
    {
        QFETCH(QString, text);
        QFETCH(QString, locale);
        QFETCH(qint64, parameters);
        auto input = parseEstimateInput(text, u"16"_s, u"0"_s, kNames, QLocale(locale));
        QVERIFY2(input, qPrintable(input.error()));
        QCOMPARE(input->parameters, parameters);
    }

    void packedFigureBesideTheWholeByteRule()
    {
        // 70e9 parameters at 4 bits: the seed rule keeps 1 byte per parameter (70 GB), the packed
        // figure is 70e9 × 4 / 8 = 35 GB, and neither replaces the other.
        const Estimate e = computeEstimate(*parseEstimateInput(u"70e9", u"4", u"0", kNames));
        QCOMPARE(e.weightBytes, qint64(70'000'000'000));
        QCOMPARE(e.packedWeightBytes, std::optional<qint64>(35'000'000'000));
        QCOMPARE(gbText(*e.packedWeightBytes), u"35.00"_s);
        // Rounded up to a whole byte in total: 3 parameters × 3 bits = 9 bits -> 2 bytes.
        const Estimate odd = computeEstimate(*parseEstimateInput(u"3", u"3", u"1", kNames));
        QCOMPARE(odd.weightBytes, qint64(3));
        QCOMPARE(odd.packedWeightBytes, std::optional<qint64>(2));
        QCOMPARE(odd.packedTotalBytes, std::optional<qint64>(2 + (qint64(1) << 30)));
        // Whole-byte widths have one figure.
        QCOMPARE(computeEstimate(*parseEstimateInput(u"3", u"16", u"0", kNames)).packedWeightBytes, std::nullopt);
        // The largest input: 10^18 × 63 bits needs 128-bit arithmetic before the division.
        const Estimate large = computeEstimate(*parseEstimateInput(u"1000000000000000000", u"63", u"0", kNames));
        QCOMPARE(large.packedWeightBytes, std::optional<qint64>(7'875'000'000'000'000'000));
        const QJsonObject json = estimateToJson(e);
        QCOMPARE(json.value(u"packed_weight_bytes"_s).toInteger(), qint64(35'000'000'000));
        QCOMPARE(json.value(u"packed_weight_gb"_s).toString(), u"35.00"_s);
        QVERIFY(estimateToJson(computeEstimate(*parseEstimateInput(u"3", u"16", u"0", kNames)))
                    .value(u"packed_weight_bytes"_s)
                    .isNull());
    }

    void largestInputStaysExact()
    {
        auto input = parseEstimateInput(u"1000000000000000000", u"64", u"1000000", kNames);
        QVERIFY2(input, qPrintable(input.error()));
        const Estimate e = computeEstimate(*input);
        QCOMPARE(e.weightBytes, qint64(8'000'000'000'000'000'000));
        QCOMPARE(e.totalBytes, qint64(8'000'000'000'000'000'000) + (qint64(1'000'000) << 30));
        QCOMPARE(gbText(e.weightBytes), u"8000000000.00"_s);
    }

    void fractionalReserveRoundsUpToWholeBytes()
    {
        auto input = parseEstimateInput(u"1", u"8", u"0.1", kNames);
        QVERIFY(input);
        const Estimate e = computeEstimate(*input);
        QCOMPARE(e.reserveBytes, qint64(107374183)); // 0.1 * 2^30 = 107374182.4
        QVERIFY(e.reserveRoundedUp);
        auto half = computeEstimate(*parseEstimateInput(u"1", u"8", u"0.5", kNames));
        QCOMPARE(half.reserveBytes, qint64(1) << 29);
        QVERIFY(!half.reserveRoundedUp);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("parameters");
        QTest::addColumn<QString>("bits");
        QTest::addColumn<QString>("reserve");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const QString bitsRange = u"BITS: must be a whole number from 1 to 64"_s;
        const QString parametersRange = u"PARAMETERS: must be a whole number from 1 to 1000000000000000000"_s;
        QTest::addRow("bits 0") << u"10"_s << u"0"_s << u"0"_s << u"bits"_s << bitsRange + u", got '0'"_s;
        QTest::addRow("bits 65") << u"10"_s << u"65"_s << u"0"_s << u"bits"_s << bitsRange + u", got '65'"_s;
        QTest::addRow("bits abc") << u"10"_s << u"abc"_s << u"0"_s << u"bits"_s
                                  << bitsRange + u" written with digits only, got 'abc'"_s;
        QTest::addRow("bits 16.5") << u"10"_s << u"16.5"_s << u"0"_s << u"bits"_s
                                   << bitsRange + u" written with digits only, got '16.5'"_s;
        QTest::addRow("parameters 0") << u"0"_s << u"16"_s << u"0"_s << u"parameters"_s
                                      << parametersRange + u", got '0'"_s;
        QTest::addRow("parameters -1") << u"-1"_s << u"16"_s << u"0"_s << u"parameters"_s
                                       << parametersRange + u", got '-1'"_s;
        QTest::addRow("parameters 1.5") << u"1.5"_s << u"16"_s << u"0"_s << u"parameters"_s
                                        << u"PARAMETERS: '1.5' is not a whole number"_s;
        QTest::addRow("parameters 7.5e-1") << u"7.5e-1"_s << u"16"_s << u"0"_s << u"parameters"_s
                                           << parametersRange
                + u", such as 7000000000, 7,000,000,000, 7e9 or 7B, got "
                  u"'7.5e-1'"_s;
        QTest::addRow("parameters 7.55555555555B") << u"7.55555555555B"_s << u"16"_s << u"0"_s << u"parameters"_s
                                                   << u"PARAMETERS: '7.55555555555B' is not a whole number"_s;
        QTest::addRow("parameters 1,00,000 (groups of two)")
            << u"1,00,000"_s << u"16"_s << u"0"_s << u"parameters"_s
            << parametersRange + u", such as 7000000000, 7,000,000,000, 7e9 or 7B, got '1,00,000'"_s;
        QTest::addRow("parameters 2e18") << u"2e18"_s << u"16"_s << u"0"_s << u"parameters"_s
                                         << parametersRange + u", got '2e18'"_s;
        QTest::addRow("parameters beyond 10^18") << u"1000000000000000001"_s << u"16"_s << u"0"_s << u"parameters"_s
                                                 << parametersRange + u", got '1000000000000000001'"_s;
        QTest::addRow("reserve -1") << u"10"_s << u"16"_s << u"-1"_s << u"reserve_gib"_s
                                    << u"RESERVE_GIB: must not be negative, got '-1'"_s;
        QTest::addRow("reserve abc") << u"10"_s << u"16"_s << u"abc"_s << u"reserve_gib"_s
                                     << u"RESERVE_GIB: must be a non-negative decimal number such as 4 or 0.5, with at "
                                        u"most 9 decimals and at most 1000000, got 'abc'"_s;
    }
    void badInput()
    {
        QFETCH(QString, parameters);
        QFETCH(QString, bits);
        QFETCH(QString, reserve);
        QFETCH(QString, field);
        QFETCH(QString, message);
        auto input = parseEstimateInput(parameters, bits, reserve, kNames);
        QVERIFY(!input);
        QCOMPARE(input.errorField(), field);
        QCOMPARE(input.error(), message);
    }

    void jsonCarriesExactIntegers()
    {
        const Estimate e = computeEstimate(*parseEstimateInput(u"7000000000", u"16", u"4", kNames));
        const QByteArray json = QJsonDocument(estimateToJson(e)).toJson(QJsonDocument::Compact);
        QVERIFY2(json.contains("\"weight_bytes\":14000000000"), json.constData());
        QVERIFY(json.contains("\"total_bytes\":18294967296"));
        QVERIFY(json.contains("\"weight_gib\":\"13.04\""));
        QVERIFY(json.contains("\"total_gib\":\"17.04\""));
        QCOMPARE(estimateToJson(e).value(u"not_included"_s).toArray().size(), estimateExclusions().size());
    }
};

QTEST_GUILESS_MAIN(TestEstimate)
#include "tst_estimate.moc"
