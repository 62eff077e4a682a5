// The results-grid row made from a report: every column it fills, the pinned tariff, the three
// statuses, and a row the grid accepts as it is.
#include "core/quality/reportrow.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

MeasurementReport report(RunStatus status)
{
    MeasurementReport r;
    r.config.device = u"cuda:0"_s;
    r.config.batch = 1'500'000'000; // above 2^30: a run accepts it, so the grid row must too
    r.config.context = 1;
    r.config.width = 1;
    r.config.hidden = 4;
    r.config.dtype = Dtype::BFloat16;
    r.config.warmup = 1;
    r.config.repeats = 2;
    r.config.output = u"/home/someone/runs/mesures-20260924-140500.json"_s;
    r.startedUtc = QDateTime(QDate(2026, 9, 24), QTime(14, 5), Qt::UTC);
    r.environment.device.deviceName = u"NVIDIA H200"_s;
    const qint64 peaks[] = {1000, 5000, 9000, 8000};
    for (qint64 peak : peaks) {
        PhaseRow row;
        row.phase = r.outcome.rows.size() < 3 ? kPhases.at(r.outcome.rows.size()) : Phase::Warmup;
        row.nanoseconds = 1000;
        row.end = MemoryCounters{peak / 2, peak * 2, peak, peak * 3};
        r.outcome.rows.append(row);
    }
    r.outcome.status = status;
    if (status != RunStatus::Complete) {
        r.outcome.stoppedAt = Phase::WarmForward;
        r.outcome.failureMessage = status == RunStatus::Failed ? u"CUDA out of memory"_s : QString();
    }
    return r;
}

// "column=value" for every non-empty cell, in the grid's column order.
QString dump(const ResultRow &row)
{
    QStringList cells;
    for (int c = 0; c < ResultColumn::Count; ++c) {
        if (!row[c].isEmpty())
            cells.append(ResultsGrid::columnName(c) + u'=' + row[c]);
    }
    return cells.join(u' ');
}

const QString kCommon = u"device=cuda:0 device_name=NVIDIA H200 dtype=bfloat16 batch=1500000000 context=1 width=1 "
                        u"warmup=1 repeats=2 measurement_file=mesures-20260924-140500.json "
                        u"peak_allocated_bytes=9000 peak_reserved_bytes=27000"_s;

} // namespace

class TestReportRow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void statuses_data()
    {
        QTest::addColumn<RunStatus>("status");
        QTest::addColumn<QString>("head");
        QTest::addColumn<QString>("notes");
        QTest::addRow("complete") << RunStatus::Complete << u"status=complete"_s << QString();
        QTest::addRow("failed") << RunStatus::Failed << u"status=failed"_s
                                << u" notes=warm_forward: CUDA out of memory"_s;
        QTest::addRow("cancelled") << RunStatus::Cancelled << u"status=cancelled"_s
                                   << u" notes=warm_forward: cancelled"_s;
    }
    void statuses()
    {
        QFETCH(RunStatus, status);
        QFETCH(QString, head);
        QFETCH(QString, notes);
        const ResultRow row = resultRowFromReport(report(status), u"run-007"_s, std::nullopt);
        QCOMPARE(dump(row), u"run_id=run-007 date_utc=2026-09-24T14:05:00Z "_s + head + u' ' + kCommon + notes);
        ResultsGrid grid;
        const Status added = grid.insertRow(0, row);
        QVERIFY2(bool(added), qPrintable(added.error()));
    }

    void warmForwardMedianIsCopied()
    {
        MeasurementReport r = report(RunStatus::Complete);
        for (qint64 ns : {300, 100}) {
            PhaseRow row;
            row.phase = Phase::WarmForward;
            row.index = int(r.outcome.rows.size());
            row.nanoseconds = ns;
            r.outcome.rows.append(row);
        }
        QCOMPARE(resultRowFromReport(r, u"run-001"_s, std::nullopt)[ResultColumn::WarmForwardMedianS],
                 u"0.000000200"_s);
    }

    void tariffIsPinned()
    {
        PackageCost cost;
        cost.tariff.gpuId = u"b200"_s;
        cost.tariff.durationDays = 7;
        cost.tariff.priceCents = 154560;
        cost.tariff.snapshot = u"2026-09-24 (illustrative sample)"_s;
        cost.request.lots = 2;
        const ResultRow row = resultRowFromReport(report(RunStatus::Complete), u"run-002"_s, cost);
        QCOMPARE(QStringList({row[ResultColumn::GpuId], row[ResultColumn::DurationDays], row[ResultColumn::Lots],
                              row[ResultColumn::LotPriceCents], row[ResultColumn::CatalogSnapshot]}),
                 (QStringList{u"b200"_s, u"7"_s, u"2"_s, u"154560"_s, u"2026-09-24 (illustrative sample)"_s}));
        // The quality columns are the user's alone.
        for (int c : {ResultColumn::UsefulUnitsSubmitted, ResultColumn::AcceptedResults, ResultColumn::QualityValue,
                      ResultColumn::ThresholdMet})
            QVERIFY2(row[c].isEmpty(), qPrintable(ResultsGrid::columnName(c)));
    }
};

QTEST_GUILESS_MAIN(TestReportRow)
#include "tst_reportrow.moc"
