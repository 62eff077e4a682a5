// SweepSearch, the order of a sweep's points, without a process: a scripted device whose memory
// ends at `limit` (a value above it fails for memory), the probes dumped and compared.
#include "core/sweep/sweepsearch.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

Q_DECLARE_METATYPE(QList<qint64>)

namespace {

const char *stageName(SweepSearch::Stage stage)
{
    switch (stage) {
    case SweepSearch::Stage::Upward: return "u";
    case SweepSearch::Stage::Bisect: return "b";
    case SweepSearch::Stage::Rerun: return "r";
    }
    return "?";
}

} // namespace

class TestSweepSearch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void boundaryIsFound_data()
    {
        QTest::addColumn<QList<qint64>>("values");
        QTest::addColumn<bool>("bisect");
        QTest::addColumn<qint64>("step");
        QTest::addColumn<qint64>("limit"); // the largest value that fits
        QTest::addColumn<QString>("probes"); // value+stage, in run order
        QTest::addColumn<QString>("boundary");
        QTest::addRow("upward only stops at the first failure, then re-runs")
            << QList<qint64>{64, 128, 256, 512} << false << qint64(1) << qint64(200) << u"64u 128u 256u 128r"_s
            << u"128..256"_s;
        QTest::addRow("bisect 128..256 by 1: 7 probes = log2(128)")
            << QList<qint64>{64, 128, 256, 512} << true << qint64(1) << qint64(200)
            << u"64u 128u 256u 192b 224b 208b 200b 204b 202b 201b 200r"_s << u"200..201"_s;
        QTest::addRow("bisect by 8 probes multiples of 8 only: 4 probes = log2(128 / 8)")
            << QList<qint64>{64, 128, 256} << true << qint64(8) << qint64(200)
            << u"64u 128u 256u 192b 224b 208b 200b 200r"_s << u"200..208"_s;
        QTest::addRow("every value fits: no boundary, no re-run")
            << QList<qint64>{1, 2, 4} << true << qint64(1) << qint64(100) << u"1u 2u 4u"_s << u"4..none"_s;
        QTest::addRow("the first value fails: nothing to bisect or re-run")
            << QList<qint64>{512, 1024} << true << qint64(1) << qint64(100) << u"512u"_s << u"none..512"_s;
        QTest::addRow("adjacent already: no probe")
            << QList<qint64>{7, 8} << true << qint64(1) << qint64(7) << u"7u 8u 7r"_s << u"7..8"_s;
    }
    void boundaryIsFound()
    {
        QFETCH(QList<qint64>, values);
        QFETCH(bool, bisect);
        QFETCH(qint64, step);
        QFETCH(qint64, limit);
        QFETCH(QString, probes);
        QFETCH(QString, boundary);
        SweepSearch search(values, bisect, step);
        QStringList seen;
        int bisectProbes = 0;
        while (const auto probe = search.next()) {
            seen << QString::number(probe->value) + QLatin1String(stageName(probe->stage));
            bisectProbes += probe->stage == SweepSearch::Stage::Bisect;
            search.record(probe->value <= limit ? SweepSearch::Verdict::Complete : SweepSearch::Verdict::OutOfMemory);
            QVERIFY(seen.size() < 100);
        }
        QCOMPARE(seen.join(u' '), probes);
        const auto found = search.boundary();
        const auto text = [](const std::optional<qint64> &v) { return v ? QString::number(*v) : u"none"_s; };
        QCOMPARE(text(found.largestComplete) + u".."_s + text(found.smallestFailed), boundary);
        if (found.largestComplete && found.smallestFailed && bisect) {
            // The probe count the documentation predicts, from the upward stage's pair.
            qint64 low = 0, high = 0;
            for (qint64 v : std::as_const(values)) {
                if (v <= limit)
                    low = v;
                else if (!high)
                    high = v;
            }
            QCOMPARE(bisectProbes, SweepSearch::predictedBisectProbes(low, high, step));
        }
    }

    void rerunThatFailsMovesTheBoundaryDown()
    {
        SweepSearch search({100, 200, 400}, false, 1);
        QStringList seen;
        while (const auto probe = search.next()) {
            seen << QString::number(probe->value) + QLatin1String(stageName(probe->stage));
            // 200 completes once, then fails on its re-run (a fragmentation-free new process still failed).
            const bool fits
                = probe->value == 100 || (probe->value == 200 && probe->stage == SweepSearch::Stage::Upward);
            search.record(fits ? SweepSearch::Verdict::Complete : SweepSearch::Verdict::OutOfMemory);
        }
        QCOMPARE(seen.join(u' '), u"100u 200u 400u 200r"_s);
        QCOMPARE(search.end(), SweepSearch::End::BoundaryFound);
        QCOMPARE(search.boundary().largestComplete, std::optional<qint64>(100));
        QCOMPARE(search.boundary().smallestFailed, std::optional<qint64>(200));
        QCOMPARE(search.boundary().rerunAgreed, std::optional<bool>(false));
    }

    void otherFailuresAndCancelsAreNeverABoundary_data()
    {
        QTest::addColumn<int>("verdict");
        QTest::addColumn<int>("end");
        QTest::addRow("another failure") << int(SweepSearch::Verdict::OtherFailure) << int(SweepSearch::End::Failed);
        QTest::addRow("a cancel") << int(SweepSearch::Verdict::Cancelled) << int(SweepSearch::End::Cancelled);
    }
    void otherFailuresAndCancelsAreNeverABoundary()
    {
        QFETCH(int, verdict);
        QFETCH(int, end);
        SweepSearch search({1, 2, 4}, true, 1);
        search.record(SweepSearch::Verdict::Complete);
        search.record(SweepSearch::Verdict(verdict));
        QCOMPARE(int(search.end()), end);
        QVERIFY(!search.next());
        QVERIFY(!search.boundary().smallestFailed);
    }
};

QTEST_GUILESS_MAIN(TestSweepSearch)
#include "tst_sweepsearch.moc"
