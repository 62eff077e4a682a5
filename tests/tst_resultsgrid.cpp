#include "resultsgrid.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

ResultRow sampleRow(const QString &runId)
{
    ResultRow row;
    row[ResultColumn::RunId] = runId;
    row[ResultColumn::DateUtc] = u"2026-09-24T14:05:00Z"_s;
    row[ResultColumn::RunStatus] = u"complete"_s;
    row[ResultColumn::GpuId] = u"h100"_s;
    row[ResultColumn::DurationDays] = u"7"_s;
    row[ResultColumn::Lots] = u"1"_s;
    row[ResultColumn::LotPriceCents] = u"43277"_s;
    row[ResultColumn::CatalogSnapshot] = u"2026-09-24 (illustrative sample)"_s;
    row[ResultColumn::Device] = u"cuda:0"_s;
    row[ResultColumn::DeviceName] = u"NVIDIA H100 80GB HBM3"_s;
    row[ResultColumn::Dtype] = u"float16"_s;
    row[ResultColumn::Batch] = u"2"_s;
    row[ResultColumn::Context] = u"128"_s;
    row[ResultColumn::Width] = u"1024"_s;
    row[ResultColumn::Warmup] = u"3"_s;
    row[ResultColumn::Repeats] = u"5"_s;
    row[ResultColumn::MeasurementFile] = u"mesures.json"_s;
    row[ResultColumn::WarmForwardMedianS] = u"0.000412"_s;
    row[ResultColumn::PeakAllocatedBytes] = u"25165824"_s;
    row[ResultColumn::PeakReservedBytes] = u"41943040"_s;
    row[ResultColumn::UsefulUnitsSubmitted] = u"1000"_s;
    row[ResultColumn::AcceptedResults] = u"912"_s;
    row[ResultColumn::QualityValue] = u"0.912"_s;
    row[ResultColumn::ThresholdMet] = u"yes"_s;
    row[ResultColumn::Notes] = u"pilot, \"first\" run\nsecond line"_s;
    return row;
}

} // namespace

class TestResultsGrid : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedTemplateIsBlank()
    {
        QFile file(u":/iteragpu/resultats-bruts.csv"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        auto grid = ResultsGrid::parse(QString::fromUtf8(bytes), u"template"_s);
        QVERIFY2(grid, qPrintable(grid.error()));
        QCOMPARE(grid->rowCount(), 0);
        QCOMPARE(grid->toCsv().toUtf8(), bytes);
        QCOMPARE(ResultsGrid::header().size(), int(ResultColumn::Count));
    }

    void cells_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        using namespace ResultColumn;
        QTest::addRow("run_id empty") << int(RunId) << QString() << false;
        QTest::addRow("run_id with space") << int(RunId) << u"run 1"_s << false;
        QTest::addRow("date not UTC") << int(DateUtc) << u"2026-09-24T14:05:00+02:00"_s << false;
        QTest::addRow("date invalid day") << int(DateUtc) << u"2026-02-30T10:00:00Z"_s << false;
        QTest::addRow("date ok") << int(DateUtc) << u"2026-02-28T10:00:00Z"_s << true;
        QTest::addRow("status unknown") << int(RunStatus) << u"done"_s << false;
        QTest::addRow("status cancelled") << int(RunStatus) << u"cancelled"_s << true;
        QTest::addRow("duration 5") << int(DurationDays) << u"5"_s << false;
        QTest::addRow("lots text") << int(Lots) << u"two"_s << false;
        QTest::addRow("lots empty is allowed") << int(Lots) << QString() << true;
        QTest::addRow("price decimal") << int(LotPriceCents) << u"12.5"_s << false;
        QTest::addRow("dtype unknown") << int(Dtype) << u"int8"_s << false;
        QTest::addRow("batch zero") << int(Batch) << u"0"_s << false;
        QTest::addRow("warmup zero") << int(Warmup) << u"0"_s << true;
        QTest::addRow("median with comma") << int(WarmForwardMedianS) << u"0,5"_s << false;
        QTest::addRow("median negative") << int(WarmForwardMedianS) << u"-0.5"_s << false;
        QTest::addRow("peak text") << int(PeakAllocatedBytes) << u"12 MiB"_s << false;
        QTest::addRow("accepted text in integer column") << int(AcceptedResults) << u"many"_s << false;
        QTest::addRow("quality negative ok") << int(QualityValue) << u"-1.5"_s << true;
        QTest::addRow("threshold maybe") << int(ThresholdMet) << u"maybe"_s << false;
        QTest::addRow("notes multi-line ok") << int(Notes) << u"a\nb"_s << true;
        QTest::addRow("device control char") << int(Device) << u"cuda\u00010"_s << false;
    }
    void cells()
    {
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(bool, ok);
        const Status status = ResultsGrid::validateCell(column, text);
        QCOMPARE(bool(status), ok);
        if (!ok)
            QVERIFY2(status.error().startsWith(ResultsGrid::columnName(column) + u": "_s), qPrintable(status.error()));
    }

    void setCellRefusesAndKeepsValue()
    {
        ResultsGrid grid;
        QVERIFY(grid.insertRow(0, sampleRow(u"run-001"_s)));
        const Status refused = grid.setCell(0, ResultColumn::Batch, u"abc"_s);
        QVERIFY(!refused);
        QCOMPARE(grid.row(0)[ResultColumn::Batch], u"2"_s);
        QVERIFY(!grid.setCell(0, ResultColumn::AcceptedResults, u"1001"_s)); // more than submitted
        QVERIFY(grid.setCell(0, ResultColumn::Batch, u"4"_s));
        QCOMPARE(grid.row(0)[ResultColumn::Batch], u"4"_s);
        QVERIFY(grid.insertRow(1, sampleRow(u"run-002"_s)));
        QVERIFY(!grid.setCell(1, ResultColumn::RunId, u"run-001"_s));
        QVERIFY(!grid.insertRow(2, sampleRow(u"run-001"_s)));
        QCOMPARE(grid.nextRunId(), u"run-003"_s);
        QCOMPARE(grid.acceptedResultsTotal(), qint64(1824));
    }

    void roundTripIsByteIdentical()
    {
        ResultsGrid grid;
        QVERIFY(grid.insertRow(0, sampleRow(u"run-001"_s)));
        ResultRow failed;
        failed[ResultColumn::RunId] = u"run-002"_s;
        failed[ResultColumn::DateUtc] = u"2026-09-24T15:00:00Z"_s;
        failed[ResultColumn::RunStatus] = u"failed"_s;
        failed[ResultColumn::Notes] = u"out of memory at cold_forward, width 65536"_s;
        QVERIFY(grid.insertRow(1, failed));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"resultats-bruts.csv"_s);
        QVERIFY(grid.save(path));
        auto loaded = ResultsGrid::load(path);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QCOMPARE(loaded->rows(), grid.rows());
        const QString again = dir.filePath(u"again.csv"_s);
        QVERIFY(loaded->save(again));
        QFile a(path), b(again);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }

    void badFiles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString header = ResultsGrid::header().join(u',') + u'\n';
        QTest::addRow("wrong header") << u"run_id,date\n"_s << u"g.csv, line 1: wrong header"_s;
        QTest::addRow("empty") << QString() << u"g.csv: empty file"_s;
        QTest::addRow("text in integer column")
            << header + u"r1,2026-09-24T14:05:00Z,complete,,,,,,,,,many,,,,,,,,,,,,,\n"_s
            << u"g.csv, line 2: batch: must be a whole number"_s;
        QTest::addRow("unterminated quote")
            << header + u"r1,\"2026\n"_s << u"g.csv, line 2: a quoted field is never closed"_s;
        QTest::addRow("too few fields") << header + u"r1,2026-09-24T14:05:00Z,complete\n"_s
                                        << u"g.csv, line 2: expected 25 fields, found 3"_s;
        QTest::addRow("duplicate run id") << header
                + u"r1,2026-09-24T14:05:00Z,complete,,,,,,,,,,,,,,,,,,,,,,\nr1,2026-09-24T14:05:00Z,failed,,,,,,,,,,,,,,,,,,,,,,\n"_s
                                          << u"g.csv, line 3: run_id 'r1' appears twice"_s;
    }
    void badFiles()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        auto grid = ResultsGrid::parse(text, u"g.csv"_s);
        QVERIFY(!grid);
        QVERIFY2(grid.error().startsWith(message), qPrintable(grid.error()));
    }
};

QTEST_GUILESS_MAIN(TestResultsGrid)
#include "tst_resultsgrid.moc"
