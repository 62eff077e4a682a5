#include "core/quality/packagecost.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {
// A front end's names for the fields: the key in capitals, so that a test tells label and key apart.
QString upperLabel(QStringView key)
{
    return key.toString().toUpper();
}
} // namespace

class TestPackageCost : public QObject
{
    Q_OBJECT
private:
    Catalog m_catalog;

private Q_SLOTS:
    void initTestCase()
    {
        auto catalog = Catalog::loadBuiltin();
        QVERIFY(catalog);
        m_catalog = *catalog;
    }

    void b200WorkedExample()
    {
        auto cost = computePackageCost(m_catalog, {u"b200"_s, 7, 2, 1000}, upperLabel);
        QVERIFY2(cost, qPrintable(cost.error()));
        QCOMPARE(cost->totalCents, qint64(309120));
        QCOMPARE(cost->gpus, 4);
        // GPU-days = GPUs x days = 4 x 7.
        QCOMPARE(cost->gpuDays, qint64(28));
        QCOMPARE(cost->unitCostCentsText(), u"309.12"_s);
        QCOMPARE(cost->unitCostDollarsText(), u"$3.0912"_s);
        QCOMPARE(cost->unitCostCentsExact(), u"309.12"_s);
    }

    void noDenominatorNoUnitCost()
    {
        auto cost = computePackageCost(m_catalog, {u"b200"_s, 7, 2, std::nullopt}, upperLabel);
        QVERIFY(cost);
        QVERIFY(!cost->hasUnitCost());
        const QJsonObject json = packageCostToJson(*cost);
        QVERIFY(json.value(u"unit_cost_cents"_s).isNull());
        QVERIFY(json.value(u"accepted_results"_s).isNull());
        QCOMPARE(json.value(u"total_cents"_s).toInteger(), qint64(309120));
    }

    void unitCostRounding_data()
    {
        QTest::addColumn<int>("accepted");
        QTest::addColumn<QString>("cents");
        QTest::addColumn<QString>("dollars");
        // h100 3 days, one lot: 20160 cents.
        QTest::addRow("exact") << 1000 << u"20.16"_s << u"$0.2016"_s;
        QTest::addRow("thirds round half up") << 3 << u"6720.00"_s << u"$67.2000"_s;
        QTest::addRow("7 accepted") << 7 << u"2880.00"_s << u"$28.8000"_s;
        QTest::addRow("1/100 cent rounding") << 30000 << u"0.67"_s << u"$0.0067"_s; // 0.672
        QTest::addRow("tiny") << 1000000 << u"0.02"_s << u"$0.0002"_s; // 0.02016
    }
    void unitCostRounding()
    {
        QFETCH(int, accepted);
        QFETCH(QString, cents);
        QFETCH(QString, dollars);
        auto cost = computePackageCost(m_catalog, {u"h100"_s, 3, 1, accepted}, upperLabel);
        QVERIFY(cost);
        QCOMPARE(cost->totalCents, qint64(20160));
        QCOMPARE(cost->unitCostCentsText(), cents);
        QCOMPARE(cost->unitCostDollarsText(), dollars);
    }

    void badRequests_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("days");
        QTest::addColumn<int>("lots");
        QTest::addColumn<qint64>("accepted");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::addRow("unknown gpu id") << u"tpu9"_s << 7 << 1 << qint64(1) << u"gpu_id"_s
                                        << u"GPU_ID: unknown gpu id 'tpu9'; known ids: "_s;
        QTest::addRow("no 5-day package") << u"h100"_s << 5 << 1 << qint64(1) << u"duration_days"_s
                                          << u"DURATION_DAYS: the catalog has no 5-day package for 'h100'"_s;
        QTest::addRow("lots beyond the limit")
            << u"h100"_s << 7 << 10'001 << qint64(1) << u"lots"_s << u"LOTS: must be a whole number from 1 to 10000"_s;
        QTest::addRow("accepted 0") << u"h100"_s << 7 << 1 << qint64(0) << u"accepted_results"_s
                                    << u"ACCEPTED_RESULTS: must be a positive whole number"_s;
    }
    void badRequests()
    {
        QFETCH(QString, gpu);
        QFETCH(int, days);
        QFETCH(int, lots);
        QFETCH(qint64, accepted);
        QFETCH(QString, field);
        QFETCH(QString, message);
        auto cost = computePackageCost(m_catalog, {gpu, days, lots, accepted}, upperLabel);
        QVERIFY(!cost);
        QCOMPARE(cost.errorField(), field);
        QVERIFY2(cost.error().startsWith(message), qPrintable(cost.error()));
    }

    void parsing_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message"); // empty: accepted
        const QString lots = u"LOTS: must be a whole number from 1 to 10000"_s;
        const QString accepted = u"ACCEPTED_RESULTS: must be a whole number from 1 to 1000000000000"_s;
        QTest::addRow("days 5") << u"duration_days"_s << u"5"_s << u"DURATION_DAYS: must be 3, 7 or 30 days, got '5'"_s;
        QTest::addRow("days 30") << u"duration_days"_s << u"30"_s << QString();
        QTest::addRow("lots 0") << u"lots"_s << u"0"_s << lots + u", got '0'"_s;
        QTest::addRow("lots -1") << u"lots"_s << u"-1"_s << lots + u", got '-1'"_s;
        QTest::addRow("lots 10001") << u"lots"_s << u"10001"_s << lots + u", got '10001'"_s;
        QTest::addRow("lots 3") << u"lots"_s << u"3"_s << QString();
        QTest::addRow("accepted 0") << u"accepted_results"_s << u"0"_s
                                    << u"ACCEPTED_RESULTS: must be a positive whole number of distinct accepted "
                                       u"results; 0 is refused (leave it "
                                       u"out and the unit cost stays not computed)"_s;
        QTest::addRow("accepted -3") << u"accepted_results"_s << u"-3"_s << accepted + u", got '-3'"_s;
        QTest::addRow("accepted 2.5") << u"accepted_results"_s << u"2.5"_s
                                      << accepted + u" written with digits only, got '2.5'"_s;
        QTest::addRow("accepted abc") << u"accepted_results"_s << u"abc"_s
                                      << accepted + u" written with digits only, got 'abc'"_s;
        QTest::addRow("accepted 1") << u"accepted_results"_s << u"1"_s << QString();
    }
    void parsing()
    {
        QFETCH(QString, which);
        QFETCH(QString, text);
        QFETCH(QString, message);
        QString error, field;
        bool parsed = false;
        const auto take = [&](const auto &result) {
            parsed = bool(result);
            error = result.error();
            field = result.errorField();
        };
        if (which == u"duration_days"_s)
            take(parseDays(text, upperLabel));
        else if (which == u"lots"_s)
            take(parseLots(text, upperLabel));
        else
            take(parseAcceptedResults(text, upperLabel));
        QCOMPARE(parsed, message.isEmpty());
        QCOMPARE(error, message);
        QCOMPARE(field, parsed ? QString() : which);
    }
};

QTEST_GUILESS_MAIN(TestPackageCost)
#include "tst_packagecost.moc"
