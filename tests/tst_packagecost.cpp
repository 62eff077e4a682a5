#include "packagecost.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

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
        auto cost = computePackageCost(m_catalog, {u"b200"_s, 7, 2, 1000});
        QVERIFY2(cost, qPrintable(cost.error()));
        QCOMPARE(cost->totalCents, qint64(309120));
        QCOMPARE(cost->gpus, 4);
        // GPU-days = GPUs x days = 4 x 7 (SPEC 1.4's formula).
        QCOMPARE(cost->gpuDays, qint64(28));
        QCOMPARE(cost->unitCostCentsText(), u"309.12"_s);
        QCOMPARE(cost->unitCostDollarsText(), u"$3.0912"_s);
        QCOMPARE(cost->unitCostCentsExact(), u"309.12"_s);
    }

    void noDenominatorNoUnitCost()
    {
        auto cost = computePackageCost(m_catalog, {u"b200"_s, 7, 2, std::nullopt});
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
        auto cost = computePackageCost(m_catalog, {u"h100"_s, 3, 1, accepted});
        QVERIFY(cost);
        QCOMPARE(cost->totalCents, qint64(20160));
        QCOMPARE(cost->unitCostCentsText(), cents);
        QCOMPARE(cost->unitCostDollarsText(), dollars);
    }

    void badRequests_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("days");
        QTest::addColumn<QString>("message");
        QTest::addRow("unknown gpu id") << u"tpu9"_s << 7 << u"--gpu: unknown gpu id 'tpu9'"_s;
    }
    void badRequests()
    {
        QFETCH(QString, gpu);
        QFETCH(int, days);
        QFETCH(QString, message);
        auto cost = computePackageCost(m_catalog, {gpu, days, 1, std::nullopt});
        QVERIFY(!cost);
        QVERIFY2(cost.error().startsWith(message), qPrintable(cost.error()));
    }

    void parsing_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addRow("days 5") << u"days"_s << u"5"_s << false;
        QTest::addRow("days 30") << u"days"_s << u"30"_s << true;
        QTest::addRow("lots 0") << u"lots"_s << u"0"_s << false;
        QTest::addRow("lots -1") << u"lots"_s << u"-1"_s << false;
        QTest::addRow("lots 3") << u"lots"_s << u"3"_s << true;
        QTest::addRow("accepted 0") << u"accepted"_s << u"0"_s << false;
        QTest::addRow("accepted -3") << u"accepted"_s << u"-3"_s << false;
        QTest::addRow("accepted 2.5") << u"accepted"_s << u"2.5"_s << false;
        QTest::addRow("accepted abc") << u"accepted"_s << u"abc"_s << false;
        QTest::addRow("accepted 1") << u"accepted"_s << u"1"_s << true;
    }
    void parsing()
    {
        QFETCH(QString, which);
        QFETCH(QString, text);
        QFETCH(bool, ok);
        const QString field = u"--"_s + which;
        QString error;
        bool parsed = false;
        if (which == u"days"_s) {
            auto r = parseDays(text, field);
            parsed = bool(r);
            error = r.error();
        } else if (which == u"lots"_s) {
            auto r = parseLots(text, field);
            parsed = bool(r);
            error = r.error();
        } else {
            auto r = parseAcceptedResults(text, field);
            parsed = bool(r);
            error = r.error();
        }
        QCOMPARE(parsed, ok);
        if (!ok)
            QVERIFY2(error.startsWith(field + u": "_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestPackageCost)
#include "tst_packagecost.moc"
