#include "core/estimate/estimate.h"
#include "core/estimate/kvcache.h"
#include "core/quality/packageplan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {
QString upperLabel(QStringView key)
{
    return key.toString().toUpper();
}

// A catalog of one model of `gib` GiB and `gpus` GPUs per lot, 3/7/30-day prices 100/200/300 cents.
Catalog oneModel(int gib, int gpus = 1)
{
    QString text = Catalog::header().join(u',') + u'\n';
    for (const auto &[days, cents] : {std::pair{3, 100}, {7, 200}, {30, 300}})
        text += u"x1,Test GPU,%1,%2,%3,%4,2026-01-02\n"_s.arg(gpus).arg(gib).arg(days).arg(cents);
    auto catalog = Catalog::parse(text, u"test.csv"_s);
    return catalog ? *catalog : Catalog();
}

PlanInput oneLine(qint64 bytes)
{
    PlanInput input;
    input.lines = {{PlanLineKind::Weights, u"weights"_s, bytes}};
    return input;
}

const PlanRow *rowOf(const PackagePlan &plan, const QString &gpuId, int days)
{
    for (const PlanRow &row : plan.rows) {
        if (row.tariff().gpuId == gpuId && row.tariff().durationDays == days)
            return &row;
    }
    return nullptr;
}
} // namespace

class TestPackagePlan : public QObject
{
    Q_OBJECT
private:
    Catalog m_catalog;
    PlanInput m_70b; // 70e9 x 16 bits with an 8192-token KV cache line, reserve 0

private Q_SLOTS:
    void initTestCase()
    {
        auto catalog = Catalog::loadBuiltin();
        QVERIFY(catalog);
        m_catalog = *catalog;
        auto input = parseEstimateInput(u"70e9", u"16", u"0", upperLabel);
        QVERIFY(input);
        m_70b = planInputFromEstimate(computeEstimate(*input));
        // A 70B model's attention shape with grouped-query attention: 80 layers, 8 KV heads of 128.
        KvShape shape;
        shape.layers = 80;
        shape.kvHeads = 8;
        shape.keyLength = 128;
        shape.valueLength = 128;
        auto kv = computeKvCache(shape, {8192, 1, 16});
        QVERIFY(kv);
        // 80 x 1 x 8192 x 8 x (128 + 128) x 16 / 8 = 2,684,354,560 bytes (2.5 GiB exactly).
        QCOMPARE(kv->bytes, qint64(2'684'354'560));
        m_70b.lines.insert(1, {PlanLineKind::KvCache, u"KV cache"_s, kv->bytes});
    }

    void shippedCatalog_data()
    {
        QTest::addColumn<QString>("gpuId");
        QTest::addColumn<qint64>("memory");
        QTest::addColumn<qint64>("headroom");
        QTest::addColumn<QString>("percent");
        QTest::addColumn<QString>("verdict");
        // needed = 70e9 x 2 + 2,684,354,560 = 142,684,354,560 bytes; memory = GiB x 2^30;
        // headroom = memory - needed; tight when headroom x 100 < 10 x memory.
        // 24 GiB = 25,769,803,776: -116,914,550,784 (-453.68 %), does not fit.
        for (const char *id : {"l4", "a10", "rtx4090"})
            QTest::addRow("%s 24 GiB does not fit", id) << QString::fromLatin1(id) << qint64(25769803776)
                                                        << qint64(-116914550784) << u"-453.68"_s << u"does_not_fit"_s;
        // 32 GiB = 34,359,738,368: -108,324,616,192 (-315.26 %).
        QTest::addRow("rtx5090 32 GiB does not fit")
            << u"rtx5090"_s << qint64(34359738368) << qint64(-108324616192) << u"-315.26"_s << u"does_not_fit"_s;
        // 40 GiB = 42,949,672,960: -99,734,681,600 (-232.21 %).
        QTest::addRow("a100-40 40 GiB does not fit")
            << u"a100-40"_s << qint64(42949672960) << qint64(-99734681600) << u"-232.21"_s << u"does_not_fit"_s;
        // 48 GiB = 51,539,607,552: -91,144,747,008 (-176.84 %).
        for (const char *id : {"rtx6000ada", "l40s"})
            QTest::addRow("%s 48 GiB does not fit", id) << QString::fromLatin1(id) << qint64(51539607552)
                                                        << qint64(-91144747008) << u"-176.84"_s << u"does_not_fit"_s;
        // 80 GiB = 85,899,345,920: -56,785,008,640 (-66.10 %): the 80 GiB cards miss by 52.9 GiB.
        for (const char *id : {"a100-80", "h100-pcie", "h100"})
            QTest::addRow("%s 80 GiB does not fit", id) << QString::fromLatin1(id) << qint64(85899345920)
                                                        << qint64(-56785008640) << u"-66.10"_s << u"does_not_fit"_s;
        // 96 GiB = 103,079,215,104: -39,605,139,456 (-38.42 %).
        for (const char *id : {"rtxpro6000", "gh200"})
            QTest::addRow("%s 96 GiB does not fit", id) << QString::fromLatin1(id) << qint64(103079215104)
                                                        << qint64(-39605139456) << u"-38.42"_s << u"does_not_fit"_s;
        // 141 GiB = 151,397,597,184: 8,713,242,624 (5.75 %) < 10 %: tight.
        QTest::addRow("h200 141 GiB tight")
            << u"h200"_s << qint64(151397597184) << qint64(8713242624) << u"5.75"_s << u"tight"_s;
        // 180 GiB = 193,273,528,320: 50,589,173,760 (26.17 %): fits on one of the lot's two GPUs.
        QTest::addRow("b200 180 GiB fits")
            << u"b200"_s << qint64(193273528320) << qint64(50589173760) << u"26.17"_s << u"fits"_s;
        // 192 GiB = 206,158,430,208: 63,474,075,648 (30.78 %): fits.
        QTest::addRow("mi300x 192 GiB fits")
            << u"mi300x"_s << qint64(206158430208) << qint64(63474075648) << u"30.78"_s << u"fits"_s;
    }

    void shippedCatalog()
    {
        QFETCH(QString, gpuId);
        QFETCH(qint64, memory);
        QFETCH(qint64, headroom);
        QFETCH(QString, percent);
        QFETCH(QString, verdict);
        auto plan = computePackagePlan(m_catalog, m_70b, upperLabel);
        QVERIFY2(plan, qPrintable(plan.error()));
        QCOMPARE(plan->neededBytes, qint64(142'684'354'560));
        QCOMPARE(plan->rows.size(), m_catalog.tariffs().size()); // every model, every duration
        for (const int days : kRentalDurations) {
            const PlanRow *row = rowOf(*plan, gpuId, days);
            QVERIFY(row);
            QCOMPARE(row->neededBytes, qint64(142'684'354'560));
            QCOMPARE(row->memoryBytes, memory);
            QCOMPARE(row->headroomBytes, headroom);
            QCOMPARE(row->headroomPercentText(), percent);
            QCOMPARE(verdictKey(row->verdict), verdict);
        }
    }

    void shippedCatalogOrder()
    {
        PlanInput input = m_70b;
        input.durations = {7};
        auto plan = computePackagePlan(m_catalog, input, upperLabel);
        QVERIFY(plan);
        QStringList order;
        for (const PlanRow &row : plan->rows)
            order << row.tariff().gpuId + u':' + verdictKey(row.verdict);
        // Fitting by 7-day price (mi300x 38,640 < b200 154,560 cents), then tight, then the rest by price.
        QCOMPARE(order.mid(0, 4),
                 (QStringList{u"mi300x:fits"_s, u"b200:fits"_s, u"h200:tight"_s, u"rtx4090:does_not_fit"_s}));
        QCOMPARE(plan->rows.size(), 15);
        QCOMPARE(plan->rows.last().tariff().gpuId, u"h100"_s); // the dearest that does not fit (43,277 cents)
    }

    void threshold_data()
    {
        QTest::addColumn<qint64>("needed");
        QTest::addColumn<QString>("tightPercent");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("percent");
        // 100 GiB = 107,374,182,400 bytes; 10 % of it = 10,737,418,240 bytes exactly.
        const qint64 memory = 100 * kGiB;
        QTest::addRow("headroom exactly 10 %% fits") << memory - 10'737'418'240 << u"10"_s << u"fits"_s << u"10.00"_s;
        // One byte less headroom: 10,737,418,239 x 100 < 10 x memory.
        QTest::addRow("one byte under 10 %% is tight") << memory - 10'737'418'239 << u"10"_s << u"tight"_s << u"9.99"_s;
        QTest::addRow("no headroom is tight") << memory << u"10"_s << u"tight"_s << u"0.00"_s;
        QTest::addRow("one byte over does not fit") << memory + 1 << u"10"_s << u"does_not_fit"_s << u"0.00"_s;
        QTest::addRow("no headroom at threshold 0 fits") << memory << u"0"_s << u"fits"_s << u"0.00"_s;
        // 12.5 % of 100 GiB = 13,421,772,800 bytes.
        QTest::addRow("decimal threshold 12.5 exactly fits")
            << memory - 13'421'772'800 << u"12.5"_s << u"fits"_s << u"12.50"_s;
        QTest::addRow("decimal threshold 12.5 one byte under is tight")
            << memory - 13'421'772'799 << u"12.5"_s << u"tight"_s << u"12.49"_s;
    }

    void threshold()
    {
        QFETCH(qint64, needed);
        QFETCH(QString, tightPercent);
        QFETCH(QString, verdict);
        QFETCH(QString, percent);
        PlanInput input = oneLine(needed);
        auto tight = parseTightPercent(tightPercent, upperLabel);
        QVERIFY2(tight, qPrintable(tight.error()));
        input.tightPercent = *tight;
        auto plan = computePackagePlan(oneModel(100), input, upperLabel);
        QVERIFY2(plan, qPrintable(plan.error()));
        QCOMPARE(plan->rows.size(), 3);
        QCOMPARE(verdictKey(plan->rows.first().verdict), verdict);
        QCOMPARE(plan->rows.first().headroomPercentText(), percent);
        QCOMPARE(plan->rows.first().headroomBytes, 100 * kGiB - needed);
    }

    void verdictSentences()
    {
        auto plan = computePackagePlan(oneModel(100), oneLine(100 * kGiB - 10'737'418'239), upperLabel);
        QVERIFY(plan);
        QCOMPARE(verdictText(plan->rows.first(), plan->input.tightPercent), u"tight: under 10 % headroom (9.99 %)"_s);
        plan = computePackagePlan(oneModel(100), oneLine(50 * kGiB), upperLabel);
        QVERIFY(plan);
        QCOMPARE(verdictText(plan->rows.first(), plan->input.tightPercent),
                 u"the estimate's lines fit, 50.00 % headroom"_s);
        QCOMPARE(plan->rows.first().headroomPercentExact(), u"50"_s);
        plan = computePackagePlan(oneModel(100), oneLine(101 * kGiB), upperLabel);
        QVERIFY(plan);
        QCOMPARE(verdictText(plan->rows.first(), plan->input.tightPercent), u"does not fit on one GPU"_s);
        QCOMPARE(plan->rows.first().headroomPercentExact(), u"-1"_s);
    }

    void splitLine_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<qint64>("needed");
        QTest::addColumn<qint64>("perGpu");
        QTest::addRow("b200 lot of 2, 70B + KV") << 2 << qint64(142'684'354'560) << qint64(71'342'177'280);
        QTest::addRow("odd bytes round up per GPU") << 2 << qint64(3) << qint64(2);
        QTest::addRow("lot of 8") << 8 << qint64(1'000'000'001) << qint64(125'000'001);
    }

    void splitLine()
    {
        QFETCH(int, gpus);
        QFETCH(qint64, needed);
        QFETCH(qint64, perGpu);
        auto plan = computePackagePlan(oneModel(100, gpus), oneLine(needed), upperLabel);
        QVERIFY(plan);
        const PlanRow &row = plan->rows.first();
        QVERIFY(row.splitBytesPerGpu);
        QCOMPARE(*row.splitBytesPerGpu, perGpu);
        // The split is never the verdict: the verdict is still the whole need on one GPU.
        QCOMPARE(row.headroomBytes, 100 * kGiB - needed);
        QVERIFY(splitText(perGpu).contains(u"not measured"_s));
        // A lot of one GPU has no split line.
        auto single = computePackagePlan(oneModel(100), oneLine(needed), upperLabel);
        QVERIFY(single);
        QVERIFY(!single->rows.first().splitBytesPerGpu);
    }

    void b200SplitDoesNotDecide()
    {
        // 2 x 180 GiB would hold 300 GiB split evenly, but one B200 does not: does not fit.
        auto plan = computePackagePlan(m_catalog, oneLine(300 * kGiB), upperLabel);
        QVERIFY(plan);
        const PlanRow *row = rowOf(*plan, u"b200"_s, 7);
        QVERIFY(row);
        QCOMPARE(verdictKey(row->verdict), u"does_not_fit"_s);
        QCOMPARE(*row->splitBytesPerGpu, 150 * kGiB);
        QCOMPARE(row->headroomBytes, -120 * kGiB);
    }

    void unitCost()
    {
        PlanInput input = m_70b;
        input.durations = {7};
        input.acceptedResults = 1000;
        auto plan = computePackagePlan(m_catalog, input, upperLabel);
        QVERIFY(plan);
        const PlanRow *b200 = rowOf(*plan, u"b200"_s, 7);
        QVERIFY(b200);
        // One lot: 154,560 cents / 1000 accepted results = 154.56 cents; 2 GPUs x 7 days = 14 GPU-days.
        QCOMPARE(b200->cost().totalCents, qint64(154'560));
        QCOMPARE(b200->cost().gpus, 2);
        QCOMPARE(b200->cost().gpuDays, qint64(14));
        QCOMPARE(b200->cost().unitCostCentsText(), u"154.56"_s);
        input.acceptedResults.reset();
        plan = computePackagePlan(m_catalog, input, upperLabel);
        QVERIFY(plan);
        QVERIFY(!plan->rows.first().cost().hasUnitCost());
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("tightPercent");
        QTest::addColumn<QString>("message");
        QTest::addRow("tight 101") << u"101"_s << u"TIGHT_PERCENT: "_s;
        QTest::addRow("tight -1") << u"-1"_s << u"TIGHT_PERCENT: "_s;
        QTest::addRow("tight 3 decimals") << u"1.125"_s << u"TIGHT_PERCENT: "_s;
    }

    void refusals()
    {
        QFETCH(QString, tightPercent);
        QFETCH(QString, message);
        auto tight = parseTightPercent(tightPercent, upperLabel);
        QVERIFY(!tight);
        QVERIFY2(tight.error().startsWith(message), qPrintable(tight.error()));
        QCOMPARE(tight.failure().field, FieldKey::tightPercent.toString());
    }

    void badDurationAndOverflow()
    {
        PlanInput input = oneLine(1);
        input.durations = {5};
        auto plan = computePackagePlan(m_catalog, input, upperLabel);
        QVERIFY(!plan);
        QCOMPARE(plan.failure().field, FieldKey::durationDays.toString());
        input = oneLine(std::numeric_limits<qint64>::max());
        input.lines.append({PlanLineKind::Reserve, u"reserve"_s, 1});
        plan = computePackagePlan(m_catalog, input, upperLabel);
        QVERIFY(!plan);
        QVERIFY2(plan.error().contains(u"2^63"_s), qPrintable(plan.error()));
    }

    void alwaysSaysWhatIsLeftOut()
    {
        auto plan = computePackagePlan(m_catalog, m_70b, upperLabel);
        QVERIFY(plan);
        QVERIFY(plan->input.notIncluded.contains(u"activations"_s));
        QCOMPARE(plan->snapshots, QStringList{u"2026-09-24 (illustrative sample)"_s});
        const QJsonObject json = packagePlanToJson(*plan);
        QVERIFY(json.value(u"notice"_s).toString().startsWith(u"Not proof of availability or reservation"_s));
        QCOMPARE(json.value(u"needed_bytes"_s).toInteger(), qint64(142'684'354'560));
        QCOMPARE(json.value(u"rows"_s).toArray().size(), 45);
        // The streamed document is the same document.
        QByteArray streamed;
        writePackagePlanJson(*plan, [&](QByteArrayView piece) { streamed += piece; });
        QJsonParseError error;
        const QJsonDocument parsed = QJsonDocument::fromJson(streamed, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(parsed.object(), json);
        const QString csv = packagePlanToCsv(*plan);
        QVERIFY(csv.startsWith(u"gpu_id,model,duration_days"_s));
        QVERIFY2(csv.contains(u"b200,NVIDIA B200,3,2,193273528320,142684354560,50589173760,26.17,fits,71342177280,"_s),
                 qPrintable(csv));
    }
};

QTEST_GUILESS_MAIN(TestPackagePlan)
#include "tst_packageplan.moc"
