#include "core/estimate/estimate.h"

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

    // Effective widths with decimals: bits = mantissa / 10^scale, exact, both rules side by side.
    void fractionalBits_data()
    {
        QTest::addColumn<QString>("parameters");
        QTest::addColumn<QString>("bits");
        QTest::addColumn<qint64>("packed"); // ceil(parameters × bits / 8)
        QTest::addColumn<int>("bytesPerParameter"); // the seed's rule: ceil(bits / 8)
        QTest::addColumn<qint64>("seedBytes");
        QTest::addRow("70e9 at 4.5 bits")
            << u"70e9"_s << u"4.5"_s << qint64(39'375'000'000) << 1 << qint64(70'000'000'000);
        QTest::addRow("70e9 at 4.85 bits (Q4_K_M-like)")
            << u"70e9"_s << u"4.85"_s << qint64(42'437'500'000) << 1 << qint64(70'000'000'000);
        QTest::addRow("70e9 at 4.50 bits (trailing zero)")
            << u"70e9"_s << u"4.50"_s << qint64(39'375'000'000) << 1 << qint64(70'000'000'000);
        // 3 × 4.5 = 13.5 bits = 1.6875 bytes -> 2 bytes in total; the seed's rule takes 3.
        QTest::addRow("3 at 4.5 bits rounds up in total") << u"3"_s << u"4.5"_s << qint64(2) << 1 << qint64(3);
        // 7 × 8.5 = 59.5 bits = 7.4375 bytes -> 8; 8.5 bits take 2 whole bytes each.
        QTest::addRow("7 at 8.5 bits") << u"7"_s << u"8.5"_s << qint64(8) << 2 << qint64(14);
        QTest::addRow("1 at 1.01 bits") << u"1"_s << u"1.01"_s << qint64(1) << 1 << qint64(1);
        // 10^18 × 63.99 / 8 = 7.99875 × 10^18: 128-bit before the division, exact after it.
        QTest::addRow("10^18 at 63.99 bits")
            << u"1000000000000000000"_s << u"63.99"_s << qint64(7'998'750'000'000'000'000) << 8
            << qint64(8'000'000'000'000'000'000);
        // A width a binary double cannot hold exactly: 10^9 × 0.1-step widths stay exact.
        QTest::addRow("1e9 at 2.3 bits") << u"1e9"_s << u"2.3"_s << qint64(287'500'000) << 1 << qint64(1'000'000'000);
    }
    void fractionalBits()
    {
        QFETCH(QString, parameters);
        QFETCH(QString, bits);
        QFETCH(qint64, packed);
        QFETCH(int, bytesPerParameter);
        QFETCH(qint64, seedBytes);
        auto input = parseEstimateInput(parameters, bits, u"10"_s, kNames);
        QVERIFY2(input, qPrintable(input.error()));
        const Estimate e = computeEstimate(*input);
        QCOMPARE(e.packedWeightBytes, std::optional<qint64>(packed));
        QCOMPARE(e.headlineWeightBytes(), packed);
        QCOMPARE(e.packedTotalBytes, std::optional<qint64>(packed + (qint64(10) << 30)));
        QCOMPARE(e.headlineTotalBytes(), packed + (qint64(10) << 30));
        QCOMPARE(e.bytesPerParameter, bytesPerParameter);
        QCOMPARE(e.weightBytes, seedBytes);
        QCOMPARE(e.totalBytes, seedBytes + (qint64(10) << 30));
        const QJsonObject json = estimateToJson(e);
        QCOMPARE(json.value(u"packed_weight_bytes"_s).toInteger(), packed);
        QCOMPARE(json.value(u"weight_bytes"_s).toInteger(), seedBytes);
        QCOMPARE(json.value(u"headline"_s).toString(), u"packed"_s);
        // The width goes out as exact text, never as a double.
        QCOMPARE(json.value(u"bits"_s).toString(), input->bits.toString());
        QCOMPARE(json.value(u"bits_exact"_s).toString(), input->bits.toString());
    }

    void wholeWidthWithDecimalsIsWhole()
    {
        // "16.00" is 16 bits: one figure, and bits stays an integer in JSON.
        const Estimate e = computeEstimate(*parseEstimateInput(u"1000", u"16.00", u"0", kNames));
        QCOMPARE(e.packedWeightBytes, std::nullopt);
        QCOMPARE(e.weightBytes, qint64(2000));
        QCOMPARE(e.headlineWeightBytes(), qint64(2000));
        const QJsonObject json = estimateToJson(e);
        QCOMPARE(json.value(u"bits"_s).toInteger(), qint64(16));
        QCOMPARE(json.value(u"headline"_s).toString(), u"whole_bytes_per_parameter"_s);
    }

    void smallSizesReadInSmallerUnits_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("binary");
        QTest::addColumn<QString>("decimal");
        QTest::addRow("0 bytes") << qint64(0) << u"0.00 GiB"_s << u"0.00 GB"_s;
        QTest::addRow("10240 bytes") << qint64(10'240) << u"10.00 KiB"_s << u"10.24 kB"_s;
        QTest::addRow("1 MiB") << (qint64(1) << 20) << u"1.00 MiB"_s << u"1.05 MB"_s;
        // 0.01 GiB = 10,737,418.24 bytes: one byte under it reads in MiB, the next in GiB.
        QTest::addRow("just under 0.01 GiB") << qint64(10'737'418) << u"10.24 MiB"_s << u"0.01 GB"_s;
        QTest::addRow("0.01 GiB") << qint64(10'737'419) << u"0.01 GiB"_s << u"0.01 GB"_s;
        QTest::addRow("just under 0.01 GB") << qint64(9'999'999) << u"9.54 MiB"_s << u"10.00 MB"_s;
        QTest::addRow("100 bytes") << qint64(100) << u"0.10 KiB"_s << u"0.10 kB"_s;
        QTest::addRow("14e9 bytes") << qint64(14'000'000'000) << u"13.04 GiB"_s << u"14.00 GB"_s;
    }
    void smallSizesReadInSmallerUnits()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, binary);
        QFETCH(QString, decimal);
        const ScaledSize b = binarySize(bytes);
        const ScaledSize d = decimalSize(bytes);
        QCOMPARE(b.number + u' ' + b.unit, binary);
        QCOMPARE(d.number + u' ' + d.unit, decimal);
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
        const QString bitsRange
            = u"BITS: must be a number of bits from 1 to 64 with at most 2 decimals, such as 16, 4 or 4.5"_s;
        const QString parametersRange = u"PARAMETERS: must be a whole number from 1 to 1000000000000000000"_s;
        QTest::addRow("bits 0") << u"10"_s << u"0"_s << u"0"_s << u"bits"_s << bitsRange + u", got '0'"_s;
        QTest::addRow("bits 0.99 (below 1)")
            << u"10"_s << u"0.99"_s << u"0"_s << u"bits"_s << bitsRange + u", got '0.99'"_s;
        QTest::addRow("bits 65") << u"10"_s << u"65"_s << u"0"_s << u"bits"_s << bitsRange + u", got '65'"_s;
        QTest::addRow("bits 64.01") << u"10"_s << u"64.01"_s << u"0"_s << u"bits"_s << bitsRange + u", got '64.01'"_s;
        QTest::addRow("bits abc") << u"10"_s << u"abc"_s << u"0"_s << u"bits"_s << bitsRange + u", got 'abc'"_s;
        QTest::addRow("bits 4.555 (three decimals)")
            << u"10"_s << u"4.555"_s << u"0"_s << u"bits"_s << bitsRange + u", got '4.555'"_s;
        QTest::addRow("bits 4,5 (core reads '.' only)")
            << u"10"_s << u"4,5"_s << u"0"_s << u"bits"_s << bitsRange + u", got '4,5'"_s;
        QTest::addRow("bits 4.5e0") << u"10"_s << u"4.5e0"_s << u"0"_s << u"bits"_s << bitsRange + u", got '4.5e0'"_s;
        QTest::addRow("bits -4") << u"10"_s << u"-4"_s << u"0"_s << u"bits"_s << bitsRange + u", got '-4'"_s;
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
