// The results grid's checks across rows and against the catalog and the protocol: each kind of
// problem found where it is, nothing found in a consistent grid, "accepted: reason" kept through a
// CSV round trip, and the bundle's manifest recording what was exported open.
#include "core/files/manifest.h"
#include "core/quality/gridconsistency.h"
#include "core/quality/gridtotal.h"
#include "core/quality/reportbundle.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

ResultRow gpuRow(const QString &runId, const QString &file)
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
    row[ResultColumn::MeasurementFile] = file;
    row[ResultColumn::QualityValue] = u"0.912"_s;
    row[ResultColumn::ThresholdMet] = u"yes"_s;
    return row;
}

ProtocolFields protocol(const QString &comparison, const QString &threshold)
{
    return {u"one ticket"_s, u"accuracy"_s, comparison, threshold, u"tickets"_s, u"1000"_s, u"rule"_s};
}

GridReferences references()
{
    auto catalog = Catalog::loadBuiltin();
    return {*catalog, protocol(u">="_s, u"0.90"_s), std::nullopt};
}

// "row 2 threshold-contradiction threshold_met,quality_value open"
QStringList dump(const QList<GridProblem> &problems)
{
    QStringList lines;
    for (const GridProblem &p : problems) {
        QStringList columns;
        for (int c : p.columns)
            columns.append(ResultsGrid::columnName(c));
        lines.append(u"row %1 %2 %3 %4"_s.arg(p.row + 1).arg(gridProblemCode(p.kind), columns.join(u','),
                                                             p.isOpen() ? u"open"_s : u"kept: "_s + p.acceptedBecause));
    }
    return lines;
}

using Change = std::function<void(QList<ResultRow> &)>;

} // namespace

Q_DECLARE_METATYPE(Change)

class TestGridConsistency : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void problemsAreFoundWhereTheyAre_data()
    {
        QTest::addColumn<Change>("change");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("message"); // of the first problem

        QTest::addRow("consistent rows: nothing") << Change([](QList<ResultRow> &) {}) << QStringList() << QString();
        QTest::addRow("threshold_met no while 0.912 >= 0.90")
            << Change([](QList<ResultRow> &rows) { rows[1][ResultColumn::ThresholdMet] = u"no"_s; })
            << QStringList{u"row 2 threshold-contradiction threshold_met,quality_value open"_s}
            << u"Row 2 (run-002), Threshold met: says no, but the "
               u"quality value 0.912 meets the protocol's threshold "
               u"(>= 0.90)"_s;
        QTest::addRow("threshold_met yes while 0.8999 < 0.90")
            << Change([](QList<ResultRow> &rows) { rows[0][ResultColumn::QualityValue] = u"0.8999"_s; })
            << QStringList{u"row 1 threshold-contradiction threshold_met,quality_value open"_s}
            << u"Row 1 (run-001), Threshold met: says yes, but the "
               u"quality value 0.8999 does not meet the protocol's "
               u"threshold (>= 0.90)"_s;
        QTest::addRow("0.900 meets >= 0.90 exactly")
            << Change([](QList<ResultRow> &rows) { rows[0][ResultColumn::QualityValue] = u"0.900"_s; }) << QStringList()
            << QString();
        QTest::addRow("gpu not in the catalog")
            << Change([](QList<ResultRow> &rows) { rows[0][ResultColumn::GpuId] = u"tpu-v5"_s; })
            << QStringList{u"row 1 unknown-gpu gpu_id open"_s}
            << u"Row 1 (run-001), GPU: 'tpu-v5' is not in the loaded tariff "
               u"catalog"_s;
        QTest::addRow("another gpu of the catalog is fine") << Change([](QList<ResultRow> &rows) {
            rows[1][ResultColumn::DurationDays] = u"30"_s;
            rows[1][ResultColumn::GpuId] = u"l4"_s;
        }) << QStringList() << QString();
        QTest::addRow("missing lots and price on a GPU run") << Change([](QList<ResultRow> &rows) {
            rows[0][ResultColumn::Lots].clear();
            rows[0][ResultColumn::LotPriceCents].clear();
        }) << QStringList{u"row 1 missing-tariff lots,lot_price_cents open"_s}
                                                             << u"Row 1 (run-001), Lots: empty on a run that is not a "
                                                                u"CPU dry run; the tariff needs Lots, Lot price "
                                                                u"(cents)"_s;
        QTest::addRow("no tariff on a CPU dry run is fine") << Change([](QList<ResultRow> &rows) {
            for (int c : {ResultColumn::GpuId, ResultColumn::DurationDays, ResultColumn::Lots,
                          ResultColumn::LotPriceCents, ResultColumn::CatalogSnapshot})
                rows[0][c].clear();
            rows[0][ResultColumn::Device] = u"cpu"_s;
        }) << QStringList() << QString();
        QTest::addRow("a CPU dry run priced as a GPU package")
            << Change([](QList<ResultRow> &rows) {
                   rows[0][ResultColumn::Device] = u"cpu"_s;
                   rows[0][ResultColumn::UsefulUnitsSubmitted] = u"400"_s;
                   rows[0][ResultColumn::AcceptedResults] = u"400"_s;
               })
            << QStringList{u"row 1 dry-run-priced gpu_id,duration_days,lots,lot_price_cents,catalog_snapshot,"
                           u"accepted_results open"_s}
            << u"Row 1 (run-001), GPU: filled on a CPU dry run (GPU, "
               u"Days, Lots, Lot price (cents), Catalog "
               u"snapshot, Accepted results); a dry run never "
               u"carries a tariff or accepted results and never "
               u"sets a unit cost"_s;
        QTest::addRow("a CPU dry run with accepted results only") << Change([](QList<ResultRow> &rows) {
            for (int c : {ResultColumn::GpuId, ResultColumn::DurationDays, ResultColumn::Lots,
                          ResultColumn::LotPriceCents, ResultColumn::CatalogSnapshot})
                rows[1][c].clear();
            rows[1][ResultColumn::Device] = u"cpu"_s;
            rows[1][ResultColumn::UsefulUnitsSubmitted] = u"5"_s;
            rows[1][ResultColumn::AcceptedResults] = u"5"_s;
        }) << QStringList{u"row 2 dry-run-priced accepted_results open"_s}
                                                                  << QString();
        QTest::addRow("same measurement file twice")
            << Change([](QList<ResultRow> &rows) { rows[1][ResultColumn::MeasurementFile] = u"a.json"_s; })
            << QStringList{u"row 2 repeated-measurement measurement_file open"_s}
            << u"Row 2 (run-002), Measurement file: 'a.json' is already the "
               u"measurement of row 1 (run-001); a repetition is not a new "
               u"useful unit"_s;
        QTest::addRow("same report SHA-256 in the notes") << Change([](QList<ResultRow> &rows) {
            rows[0][ResultColumn::Notes] = u"report a.json sha256:0123456789abcdef"_s;
            rows[1][ResultColumn::Notes] = u"report copy.json sha256:0123456789abcdef; warm_forward: cancelled"_s;
        }) << QStringList{u"row 2 repeated-measurement notes open"_s}
                                                          << u"Row 2 (run-002), Notes: the report "
                                                             u"sha256:0123456789abcdef is already the measurement of "
                                                             u"row 1 (run-001); a repetition is not a new useful "
                                                             u"unit"_s;
        QTest::addRow("same file written ./a.json")
            << Change([](QList<ResultRow> &rows) { rows[1][ResultColumn::MeasurementFile] = u"./a.json"_s; })
            << QStringList{u"row 2 repeated-measurement measurement_file open"_s}
            << u"Row 2 (run-002), Measurement file: './a.json' is already the measurement of row 1 (run-001); a "
               u"repetition is not a new useful unit"_s;
        QTest::addRow("same report, 17 hex digits") << Change([](QList<ResultRow> &rows) {
            rows[0][ResultColumn::Notes] = u"report a.json sha256:0123456789abcdef"_s;
            rows[1][ResultColumn::Notes] = u"report b.json sha256:0123456789abcdef0"_s;
        }) << QStringList{u"row 2 repeated-measurement notes open"_s}
                                                    << u"Row 2 (run-002), Notes: the report "
                                                       u"sha256:0123456789abcdef0 is already the measurement of row 1 "
                                                       u"(run-001); a repetition is not a new useful unit"_s;
        QTest::addRow("same report, upper-case hex") << Change([](QList<ResultRow> &rows) {
            rows[0][ResultColumn::Notes] = u"report a.json sha256:0123456789abcdef"_s;
            rows[1][ResultColumn::Notes] = u"report b.json sha256:0123456789ABCDEF"_s;
        }) << QStringList{u"row 2 repeated-measurement notes open"_s}
                                                     << u"Row 2 (run-002), Notes: the report "
                                                        u"sha256:0123456789abcdef is already the measurement of row 1 "
                                                        u"(run-001); a repetition is not a new useful unit"_s;
        QTest::addRow("two reports that share 16 hex digits only") << Change([](QList<ResultRow> &rows) {
            rows[0][ResultColumn::Notes] = u"report a.json sha256:0123456789abcdef11"_s;
            rows[1][ResultColumn::Notes] = u"report b.json sha256:0123456789abcdef22"_s;
        }) << QStringList() << QString();
        QTest::addRow("a kept row names its reason") << Change([](QList<ResultRow> &rows) {
            rows[0][ResultColumn::GpuId] = u"tpu-v5"_s;
            rows[0][ResultColumn::Notes] = notesWithAcceptance(u"pilot"_s, u"rented outside the catalog"_s);
        }) << QStringList{u"row 1 unknown-gpu gpu_id kept: rented outside the catalog"_s}
                                                     << u"Row 1 (run-001), GPU: 'tpu-v5' is not in the loaded tariff "
                                                        u"catalog"_s;
    }

    void problemsAreFoundWhereTheyAre()
    {
        QFETCH(Change, change);
        QFETCH(QStringList, expected);
        QFETCH(QString, message);
        QList<ResultRow> rows{gpuRow(u"run-001"_s, u"a.json"_s), gpuRow(u"run-002"_s, u"b.json"_s)};
        change(rows);
        ResultsGrid grid;
        for (const ResultRow &row : rows)
            QVERIFY2(grid.insertRow(grid.rowCount(), row), qPrintable(row[ResultColumn::RunId]));
        const QList<GridProblem> problems = checkGridConsistency(grid, references());
        QCOMPARE(dump(problems), expected);
        if (!message.isEmpty())
            QCOMPARE(problems.first().message, message);
    }

    void checksNeedTheirReferences()
    {
        ResultsGrid grid;
        ResultRow row = gpuRow(u"run-001"_s, u"a.json"_s);
        row[ResultColumn::GpuId] = u"tpu-v5"_s;
        row[ResultColumn::ThresholdMet] = u"no"_s;
        QVERIFY(grid.insertRow(0, row));
        QCOMPARE(dump(checkGridConsistency(grid, {})), QStringList());
        // A protocol still being written (no threshold yet) checks nothing either.
        QCOMPARE(dump(checkGridConsistency(grid, {std::nullopt, protocol(u">="_s, QString()), std::nullopt})),
                 QStringList());
        QCOMPARE(dump(checkGridConsistency(grid, {std::nullopt, protocol(u"<"_s, u"1"_s), std::nullopt})),
                 QStringList{u"row 1 threshold-contradiction threshold_met,quality_value open"_s});
    }

    void rowsNameAVersionOfTheFixedProtocol_data()
    {
        QTest::addColumn<QString>("notes");
        QTest::addColumn<QStringList>("versions");
        QTest::addColumn<QString>("expected");
        const QString first = u"aaaaaaaaaaaaaaaa1111111111111111aaaaaaaaaaaaaaaa1111111111111111"_s;
        const QString amended = u"bbbbbbbbbbbbbbbb2222222222222222bbbbbbbbbbbbbbbb2222222222222222"_s;
        QTest::addRow("the version fixed first")
            << protocolVersionNote(first) << QStringList{first, amended} << QString();
        QTest::addRow("an amendment's version")
            << u"pilot; "_s + protocolVersionNote(amended) << QStringList{first, amended} << QString();
        QTest::addRow("no version named") << u"pilot"_s << QStringList{first}
                                          << u"Row 1 (run-001), Notes: names no version of the fixed protocol; the row "
                                             u"was added before it was fixed or outside this experiment"_s;
        QTest::addRow("another protocol's version")
            << protocolVersionNote(u"cccccccccccccccc"_s) << QStringList{first}
            << u"Row 1 (run-001), Notes: protocol version cccccccccccccccc is not a version of this experiment's "
               u"protocol"_s;
        QTest::addRow("no protocol fixed yet") << protocolVersionNote(first) << QStringList()
                                               << u"Row 1 (run-001), Notes: a result row before the protocol is "
                                                  u"fixed; fix the protocol first"_s;
        QTest::addRow("a report trace is not a protocol version")
            << u"report a.json sha256:"_s + first.left(16) << QStringList{first}
            << u"Row 1 (run-001), Notes: names no version of the fixed protocol; the row was added before it was "
               u"fixed or outside this experiment"_s;
    }

    void rowsNameAVersionOfTheFixedProtocol()
    {
        QFETCH(QString, notes);
        QFETCH(QStringList, versions);
        QFETCH(QString, expected);
        ResultsGrid grid;
        ResultRow row = gpuRow(u"run-001"_s, u"a.json"_s);
        row[ResultColumn::Notes] = notes;
        QVERIFY(grid.insertRow(0, row));
        GridReferences withVersions = references();
        withVersions.protocolVersions = versions;
        const QList<GridProblem> problems = checkGridConsistency(grid, withVersions);
        QCOMPARE(problems.isEmpty() ? QString() : problems.first().message, expected);
        // Outside an experiment (no versions given) the check is not made.
        QVERIFY(checkGridConsistency(grid, references()).isEmpty());
    }

    void protocolVersionNotesAreReplacedNotStacked()
    {
        const QString a = u"aaaaaaaaaaaaaaaaffff"_s, b = u"bbbbbbbbbbbbbbbbffff"_s;
        QCOMPARE(protocolVersionNote(a), u"protocol-sha256:aaaaaaaaaaaaaaaa"_s);
        const QString once = notesWithProtocolVersion(u"report x.json sha256:0123456789abcdef"_s, a);
        QCOMPARE(once, u"report x.json sha256:0123456789abcdef; protocol-sha256:aaaaaaaaaaaaaaaa"_s);
        QCOMPARE(notesWithProtocolVersion(once, b),
                 u"report x.json sha256:0123456789abcdef; protocol-sha256:bbbbbbbbbbbbbbbb"_s);
        QCOMPARE(protocolVersionSha(once), u"aaaaaaaaaaaaaaaa"_s);
        QCOMPARE(reportTraceSha(once), u"0123456789abcdef"_s);
        QCOMPARE(reportTraceSha(protocolVersionNote(a)), QString()); // never read as a report trace
    }

    void gridTotalCountsOnlyThePackagesRows()
    {
        auto catalog = Catalog::loadBuiltin();
        QVERIFY(catalog);
        auto package = computePackageCost(*catalog, {u"h100"_s, 7, 1, std::nullopt},
                                          [](QStringView key) { return key.toString(); });
        QVERIFY2(package, qPrintable(package.error()));
        ResultsGrid grid;
        const auto add = [&](const QString &id, auto change) {
            ResultRow row = gpuRow(id, id + u".json"_s);
            row[ResultColumn::GpuId] = package->tariff.gpuId;
            row[ResultColumn::LotPriceCents] = QString::number(package->tariff.priceCents);
            row[ResultColumn::CatalogSnapshot] = package->tariff.snapshot;
            row[ResultColumn::UsefulUnitsSubmitted] = u"1000"_s;
            row[ResultColumn::AcceptedResults] = u"100"_s;
            change(row);
            QVERIFY2(grid.insertRow(grid.rowCount(), row), qPrintable(id));
        };
        add(u"counted"_s, [](ResultRow &) {});
        add(u"two-lots"_s, [](ResultRow &r) { r[ResultColumn::Lots] = u"2"_s; });
        add(u"other-price"_s, [](ResultRow &r) { r[ResultColumn::LotPriceCents] = u"1"_s; });
        add(u"other-snapshot"_s, [](ResultRow &r) { r[ResultColumn::CatalogSnapshot] = u"2026-12-01"_s; });
        add(u"dry-run"_s, [](ResultRow &r) { r[ResultColumn::Device] = u"cpu"_s; });
        add(u"failed"_s, [](ResultRow &r) { r[ResultColumn::RunStatus] = u"failed"_s; });
        add(u"cancelled"_s, [](ResultRow &r) { r[ResultColumn::RunStatus] = u"cancelled"_s; });
        add(u"no-accepted"_s, [](ResultRow &r) { r[ResultColumn::AcceptedResults].clear(); });
        add(u"counted-too"_s, [](ResultRow &r) { r[ResultColumn::AcceptedResults] = u"23"_s; });
        const GridTotal total = gridTotalForPackage(grid, *package);
        QCOMPARE(total.accepted, qint64(123));
        QCOMPARE(total.counted, 2);
        QCOMPARE(total.otherPackage, 3);
        QCOMPARE(total.dryRun, 1);
        QCOMPARE(total.notCompleted, 2);
        QCOMPARE(total.noAcceptedResults, 1);
        QCOMPARE(total.leftOut(), 7);
    }

    void durationMissingFromTheLoadedCatalog()
    {
        auto catalog = Catalog::parse(u"gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,"
                                      u"snapshot_date\nh100,NVIDIA H100 SXM,1,80,30,160000,2026-10-01\n"_s,
                                      u"own.csv"_s);
        QVERIFY2(catalog, qPrintable(catalog.error()));
        ResultsGrid grid;
        QVERIFY(grid.insertRow(0, gpuRow(u"run-001"_s, u"a.json"_s)));
        const QList<GridProblem> problems = checkGridConsistency(grid, {*catalog, std::nullopt, std::nullopt});
        QCOMPARE(dump(problems), QStringList{u"row 1 unknown-duration duration_days open"_s});
        QCOMPARE(problems.first().message,
                 u"Row 1 (run-001), Days: the loaded tariff catalog has no 7-day package for h100"_s);
    }

    void acceptanceSurvivesTheCsv()
    {
        ResultsGrid grid;
        ResultRow row = gpuRow(u"run-001"_s, u"a.json"_s);
        row[ResultColumn::Lots].clear();
        row[ResultColumn::Notes] = notesWithAcceptance(u"line one\nline two"_s, u"paid by the lab,\n\"flat\" rate"_s);
        QVERIFY(grid.insertRow(0, row));
        auto reread = ResultsGrid::parse(grid.toCsv(), u"grid.csv"_s);
        QVERIFY2(reread, qPrintable(reread.error()));
        QCOMPARE(reread->toCsv(), grid.toCsv());
        QCOMPARE(acceptanceReason(reread->row(0)[ResultColumn::Notes]), u"paid by the lab, \"flat\" rate"_s);
        QCOMPARE(openProblems(checkGridConsistency(*reread, references())).size(), 0);
    }

    void acceptanceNeedsAReason_data()
    {
        QTest::addColumn<QString>("notes");
        QTest::addColumn<QString>("reason");
        QTest::addRow("plain notes") << u"pilot run"_s << QString();
        QTest::addRow("mark without reason") << u"pilot; accepted:"_s << QString();
        QTest::addRow("mark after a trace")
            << u"report a.json sha256:0123456789abcdef; accepted: rerun"_s << u"rerun"_s;
        QTest::addRow("mark on its own line") << u"pilot\naccepted: second card"_s << u"second card"_s;
        QTest::addRow("word inside a sentence") << u"not accepted: yet"_s << QString();
    }

    void acceptanceNeedsAReason()
    {
        QFETCH(QString, notes);
        QFETCH(QString, reason);
        QCOMPARE(acceptanceReason(notes), reason);
    }

    void bundleManifestRecordsOpenProblems()
    {
        QTemporaryDir dir;
        BundleContents contents;
        ResultRow row = gpuRow(u"run-001"_s, u"a.json"_s);
        row[ResultColumn::ThresholdMet] = u"no"_s;
        QVERIFY(contents.grid.insertRow(0, row));
        contents.gridProblems = openProblems(checkGridConsistency(contents.grid, references()));
        QCOMPARE(contents.gridProblems.size(), 1);
        const QString folder = dir.filePath(u"bundle"_s);
        auto notes = writeBundle(folder, contents, QDateTime(QDate(2026, 9, 24), QTime(12, 0), Qt::UTC));
        QVERIFY2(notes, qPrintable(notes.error()));
        QVERIFY2(notes->contains(u"the results grid has 1 open problem(s), recorded in MANIFEST.json"_s),
                 qPrintable(notes->join(u'|')));
        const ManifestCheck check = checkManifest(folder);
        QVERIFY2(check.verified(), qPrintable(check.problems.join(u'|')));
        QCOMPARE(check.recorded.size(), 1);
        QCOMPARE(check.recorded.first().place, u"resultats-bruts.csv row 1 (run-001), threshold_met"_s);
        QCOMPARE(check.recorded.first().kind, u"threshold-contradiction"_s);
        QCOMPARE(check.recorded.first().message, contents.gridProblems.first().message);

        // A clean grid records nothing.
        BundleContents clean;
        QVERIFY(clean.grid.insertRow(0, gpuRow(u"run-001"_s, u"a.json"_s)));
        const QString cleanFolder = dir.filePath(u"clean"_s);
        QVERIFY(writeBundle(cleanFolder, clean));
        QCOMPARE(checkManifest(cleanFolder).recorded.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestGridConsistency)
#include "tst_gridconsistency.moc"
