#include "core/measure/measurementconfig.h"
#include "core/quality/resultsgrid.h"
#include "core/util/domainlimits.h"

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
    void headerIsCheckedBeforeAnyRecordIsKept()
    {
        // A wrong header, then a body that is broken further on: the header is what is named
        // (the records were all built first, and the body's error reported).
        const QString text = u"run_id,date\n"_s + u"a,b\n"_s.repeated(1000) + u"\"never closed"_s;
        auto grid = ResultsGrid::parse(text, u"g.csv"_s);
        QVERIFY(!grid);
        QVERIFY2(grid.error().startsWith(u"g.csv, line 1: wrong header"_s), qPrintable(grid.error()));
    }

    void rowsAreBoundedAndRunIdsUnique()
    {
        const QString header = ResultsGrid::header().join(u',') + u'\n';
        const auto line
            = [](qint64 n) { return u"r%1,2026-09-24T14:05:00Z,complete,,,,,,cpu,,,,,,,,,,,,,,,,\n"_s.arg(n); };
        QString text = header;
        for (qint64 n = 1; n <= kMaxGridRows; ++n)
            text += line(n);
        auto full = ResultsGrid::parse(text, u"g.csv"_s);
        QVERIFY2(full, qPrintable(full.error()));
        QCOMPARE(full->rowCount(), kMaxGridRows);
        auto over = ResultsGrid::parse(text + line(kMaxGridRows + 1), u"g.csv"_s);
        QVERIFY(!over);
        QCOMPARE(over.error(),
                 u"g.csv, line 100002: more than 100000 rows; a results grid holds at most 100000 runs"_s);
        auto twice = ResultsGrid::parse(text.left(header.size() + 2 * line(1).size()) + line(1), u"g.csv"_s);
        QVERIFY(!twice);
        QVERIFY2(twice.error().contains(u"Run (run_id) 'r1' appears twice"_s), qPrintable(twice.error()));
    }

    void cancelledParseStops()
    {
        QString text = ResultsGrid::header().join(u',') + u'\n';
        for (int n = 1; n <= 5000; ++n)
            text += u"r%1,2026-09-24T14:05:00Z,complete,,,,,,cpu,,,,,,,,,,,,,,,,\n"_s.arg(n);
        std::atomic<bool> cancel{true};
        auto grid = ResultsGrid::parse(text, u"g.csv"_s, &cancel);
        QVERIFY(!grid);
        QVERIFY2(isCancelled(grid.failure()), qPrintable(grid.error()));
        cancel = false;
        QVERIFY(ResultsGrid::parse(text, u"g.csv"_s, &cancel));
    }

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
        QTest::addColumn<QString>("message"); // empty: accepted
        using namespace ResultColumn;
        QTest::addRow("run_id empty") << int(RunId) << QString() << u"Run: a value is required"_s;
        QTest::addRow("run_id with space")
            << int(RunId) << u"run 1"_s << u"Run: letters, digits, '.', '_', ':' and '-' only, got 'run 1'"_s;
        QTest::addRow("date not UTC") << int(DateUtc) << u"2026-09-24T14:05:00+02:00"_s
                                      << u"Date (UTC): a UTC time such as 2026-09-24T14:05:00Z is required, got "
                                         u"'2026-09-24T14:05:00+02:00'"_s;
        QTest::addRow("date invalid day")
            << int(DateUtc) << u"2026-02-30T10:00:00Z"_s
            << u"Date (UTC): a UTC time such as 2026-09-24T14:05:00Z is required, got '2026-02-30T10:00:00Z'"_s;
        QTest::addRow("date ok") << int(DateUtc) << u"2026-02-28T10:00:00Z"_s << QString();
        QTest::addRow("status unknown") << int(RunStatus) << u"done"_s
                                        << u"Status: must be complete, failed or cancelled, got 'done'"_s;
        QTest::addRow("status cancelled") << int(RunStatus) << u"cancelled"_s << QString();
        QTest::addRow("gpu id in capitals")
            << int(GpuId) << u"H100"_s << u"GPU: a catalog gpu id such as h100 is required, got 'H100'"_s;
        QTest::addRow("duration 5") << int(DurationDays) << u"5"_s << u"Days: must be 3, 7 or 30 days, got '5'"_s;
        QTest::addRow("duration 30") << int(DurationDays) << u"30"_s << QString();
        QTest::addRow("lots text") << int(
            Lots) << u"two"_s << u"Lots: must be a whole number from 1 to 10000 written with digits only, got 'two'"_s;
        QTest::addRow("lots beyond the cost limit")
            << int(Lots) << u"10001"_s << u"Lots: must be a whole number from 1 to 10000, got '10001'"_s;
        QTest::addRow("lots empty is allowed") << int(Lots) << QString() << QString();
        QTest::addRow("price decimal")
            << int(LotPriceCents) << u"12.5"_s
            << u"Lot price (cents): must be a whole number from 1 to 1000000000000 written with "
               u"digits only, got '12.5'"_s;
        QTest::addRow("dtype unknown") << int(ResultColumn::Dtype) << u"int8"_s
                                       << u"Data type: must be float32, float16 or bfloat16, got 'int8'"_s;
        QTest::addRow("dtype bfloat16") << int(ResultColumn::Dtype) << u"bfloat16"_s << QString();
        QTest::addRow("batch zero") << int(Batch) << u"0"_s
                                    << u"Batch: must be a whole number from 1 to 2147483648, got '0'"_s;
        QTest::addRow("batch 1500000000 as a run accepts it") << int(Batch) << u"1500000000"_s << QString();
        QTest::addRow("batch 2^31 as a run accepts it") << int(Batch) << u"2147483648"_s << QString();
        QTest::addRow("context beyond 2^31")
            << int(Context) << u"2147483649"_s
            << u"Context: must be a whole number from 1 to 2147483648, got '2147483649'"_s;
        QTest::addRow("warmup zero") << int(Warmup) << u"0"_s << QString();
        QTest::addRow("repeats beyond a run's limit")
            << int(Repeats) << u"1000001"_s << u"Repeats: must be a whole number from 1 to 1000000, got '1000001'"_s;
        QTest::addRow("median with comma")
            << int(WarmForwardMedianS) << u"0,5"_s
            << u"Warm forward, median (s): must be a non-negative decimal number such as 4 "
               u"or 0.5, with at most 12 decimals and at most 1000000, got '0,5'"_s;
        QTest::addRow("median negative") << int(WarmForwardMedianS) << u"-0.5"_s
                                         << u"Warm forward, median (s): must not be negative, got '-0.5'"_s;
        QTest::addRow("peak text") << int(PeakAllocatedBytes) << u"12 MiB"_s
                                   << u"Peak allocated (bytes): must be a whole number from 0 to 9223372036854775807 "
                                      u"written with digits only, got '12 MiB'"_s;
        QTest::addRow("accepted text in integer column")
            << int(AcceptedResults) << u"many"_s
            << u"Accepted results: must be a whole number from 0 to 1000000000000 written with digits only, got "
               u"'many'"_s;
        QTest::addRow("quality negative ok") << int(QualityValue) << u"-1.5"_s << QString();
        QTest::addRow("threshold maybe") << int(ThresholdMet) << u"maybe"_s
                                         << u"Threshold met: must be yes or no, got 'maybe'"_s;
        QTest::addRow("notes multi-line ok") << int(Notes) << u"a\nb"_s << QString();
        QTest::addRow("device control char")
            << int(Device) << u"cuda\u00010"_s << u"Device: control characters are not allowed"_s;
        QTest::addRow("device name with RLO U+202E")
            << int(DeviceName) << u"NVIDIA \u202eH100"_s << u"Device name: control characters are not allowed"_s;
        QTest::addRow("snapshot with line separator U+2028")
            << int(CatalogSnapshot) << u"2026-09-24\u2028x"_s
            << u"Catalog snapshot: control characters are not allowed"_s;
        QTest::addRow("notes with RLO U+202E")
            << int(Notes) << u"ok\u202e"_s << u"Notes: control characters are not allowed"_s;
    }
    void cells()
    {
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(QString, message);
        const Status status = ResultsGrid::validateCell(column, text);
        QCOMPARE(status.error(), message);
        QCOMPARE(bool(status), message.isEmpty());
        // The field key of a cell is its column name.
        QCOMPARE(status.errorField(), message.isEmpty() ? QString() : ResultsGrid::columnName(column));
    }

    // Every configuration a measurement accepts can be recorded in the grid: the limits are the same.
    void rowOfAnyValidRunIsAccepted_data()
    {
        QTest::addColumn<QString>("batch");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("width");
        QTest::addColumn<QString>("warmup");
        QTest::addColumn<QString>("repeats");
        QTest::addRow("batch 1500000000 width 1") << u"1500000000"_s << u"1"_s << u"1"_s << u"3"_s << u"5"_s;
        QTest::addRow("largest dimensions") << u"2147483648"_s << u"1"_s << u"1"_s << u"0"_s << u"1"_s;
        QTest::addRow("most forwards") << u"1"_s << u"1"_s << u"1"_s << u"1000000"_s << u"1000000"_s;
    }
    void rowOfAnyValidRunIsAccepted()
    {
        QFETCH(QString, batch);
        QFETCH(QString, context);
        QFETCH(QString, width);
        QFETCH(QString, warmup);
        QFETCH(QString, repeats);
        const MeasurementConfigText text{u"cpu"_s,     batch,  context, width,     QString(),
                                         u"float32"_s, warmup, repeats, QString(), u"m.json"_s};
        auto config = parseMeasurementConfig(text, [](QStringView key) { return key.toString(); });
        QVERIFY2(config, qPrintable(config.error()));
        ResultRow row = sampleRow(u"run-001"_s);
        row[ResultColumn::Batch] = QString::number(config->batch);
        row[ResultColumn::Context] = QString::number(config->context);
        row[ResultColumn::Width] = QString::number(config->width);
        row[ResultColumn::Dtype] = dtypeName(config->dtype);
        row[ResultColumn::Warmup] = QString::number(config->warmup);
        row[ResultColumn::Repeats] = QString::number(config->repeats);
        ResultsGrid grid;
        const Status inserted = grid.insertRow(0, row);
        QVERIFY2(inserted, qPrintable(inserted.error()));
        QCOMPARE(grid.row(0)[ResultColumn::Batch], batch);
    }

    void setCellRefusesAndKeepsValue()
    {
        ResultsGrid grid;
        QVERIFY(grid.insertRow(0, sampleRow(u"run-001"_s)));
        const Status refused = grid.setCell(0, ResultColumn::Batch, u"abc"_s);
        QCOMPARE(refused.errorField(), u"batch"_s);
        QCOMPARE(refused.error(),
                 u"Batch: must be a whole number from 1 to 2147483648 written with digits only, got 'abc'"_s);
        QCOMPARE(grid.row(0)[ResultColumn::Batch], u"2"_s);
        const Status moreThanSubmitted = grid.setCell(0, ResultColumn::AcceptedResults, u"1001"_s);
        QCOMPARE(moreThanSubmitted.errorField(), u"accepted_results"_s);
        QCOMPARE(moreThanSubmitted.error(), u"Accepted results: cannot exceed Units submitted (1000)"_s);
        QVERIFY(grid.setCell(0, ResultColumn::Batch, u"4"_s));
        QCOMPARE(grid.row(0)[ResultColumn::Batch], u"4"_s);
        QVERIFY(grid.insertRow(1, sampleRow(u"run-002"_s)));
        const Status usedId = grid.setCell(1, ResultColumn::RunId, u"run-001"_s);
        QCOMPARE(usedId.errorField(), u"run_id"_s);
        QCOMPARE(usedId.error(), u"Run: 'run-001' is already used by another row"_s);
        const Status usedIdInserted = grid.insertRow(2, sampleRow(u"run-001"_s));
        QCOMPARE(usedIdInserted.errorField(), u"run_id"_s);
        QCOMPARE(usedIdInserted.error(), u"Run: 'run-001' is already used by another row"_s);
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
        QVERIFY(grid.save(path, ExistingFile::Refuse));
        auto loaded = ResultsGrid::load(path);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QCOMPARE(loaded->rows(), grid.rows());
        const QString again = dir.filePath(u"again.csv"_s);
        QVERIFY(loaded->save(again, ExistingFile::Refuse));
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
            << u"g.csv, line 2: Batch (batch): must be a whole number"_s;
        QTest::addRow("unterminated quote")
            << header + u"r1,\"2026\n"_s << u"g.csv, line 2: a quoted field is never closed"_s;
        QTest::addRow("too few fields") << header + u"r1,2026-09-24T14:05:00Z,complete\n"_s
                                        << u"g.csv, line 2: expected 25 fields, found 3"_s;
        QTest::addRow("duplicate run id") << header
                + u"r1,2026-09-24T14:05:00Z,complete,,,,,,,,,,,,,,,,,,,,,,\nr1,2026-09-24T14:05:00Z,failed,,,,,,,,,,,,,,,,,,,,,,\n"_s
                                          << u"g.csv, line 3: Run (run_id) 'r1' appears twice"_s;
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
