// The experiment folder (core/experiment): creation, the round trip, the protocol's succession,
// stored reports and the check of the reports the rows cite, on real files.
#include "core/experiment/experiment.h"
#include "core/experiment/experimentchange.h"
#include "core/experiment/experimentcheck.h"
#include "core/experiment/experimentlock.h"
#include "core/experiment/experimentsummary.h"
#include "core/files/manifest.h"
#include "core/files/newfolder.h"
#include "core/measure/measurementreport.h"
#include "core/quality/gridnotes.h"
#include "core/quality/reportrow.h"
#include "core/reports/reportreader.h"
#include "fixturefile.h"
#include "samplereports.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

const QDateTime kCreated = QDateTime(QDate(2026, 11, 2), QTime(10, 0, 0), Qt::UTC);
const QDateTime kLater = kCreated.addDays(1);

ProtocolFields filledFields(const QString &threshold = u"0.90"_s)
{
    return {u"one answer"_s, u"exact match"_s, u">="_s, threshold, u"qa-set"_s, u"500"_s, u"accept if met"_s};
}

QualityProtocol fixedProtocol(const QString &threshold = u"0.90"_s, const QDateTime &at = kCreated)
{
    QualityProtocol protocol;
    (void)protocol.setDraft(filledFields(threshold));
    (void)protocol.fix(at);
    return protocol;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QMap<QString, QByteArray> folderBytes(const QString &folder)
{
    QMap<QString, QByteArray> bytes;
    for (const QString &name : QDir(folder).entryList(QDir::Files))
        bytes.insert(name, fileBytes(folder + u'/' + name));
    return bytes;
}

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// A row citing reports/NAME with its trace, as `iteragpu experiment add` writes it.
// The bytes of a real measurement report (a complete run on cuda:0; `warmup` makes each distinct),
// as the measurement writes them: verify reads every cited report and holds its row to it.
QByteArray sampleReportBytes(int warmup)
{
    QTemporaryDir scratch;
    const QString path = scratch.filePath(u"report.json"_s);
    if (!writeMeasurementReport(path, sampleReport(u"cuda:0"_s, RunStatus::Complete, warmup)))
        return {};
    return fileBytes(path);
}

// The row the report in `bytes` makes, citing it as `cell` with its SHA-256 in the notes.
ResultRow citingRow(const QString &runId, const QString &cell, const QByteArray &bytes)
{
    const auto loaded = parseReport(bytes, QFileInfo(cell).fileName());
    ResultRow row = loaded && loaded->isMeasurement()
        ? resultRowFromReport(loaded->measurement().report, runId, std::nullopt)
        : ResultRow();
    row[ResultColumn::RunId] = runId;
    row[ResultColumn::MeasurementFile] = cell;
    row[ResultColumn::Notes] = reportTraceNote(QFileInfo(cell).fileName(), sha256Hex(bytes));
    return row;
}

} // namespace

Q_DECLARE_METATYPE(IteraGpu::QualityProtocol)

class TestExperiment : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_next = 0;

    QString freshFolder() { return m_dir.filePath(u"experiment-%1"_s.arg(++m_next)); }

    // An experiment with a fixed protocol and one row citing a stored report; returns its folder.
    QString citedExperiment()
    {
        const QString folder = freshFolder();
        auto experiment = createExperiment(folder, u"cited"_s, kCreated);
        if (!experiment)
            return {};
        experiment->protocol = fixedProtocol();
        const QByteArray report = sampleReportBytes(1);
        auto name = storeReport(folder, report, u"run-a.json"_s);
        if (!name || !experiment->grid.insertRow(0, citingRow(u"run-001"_s, Experiment::reportCell(*name), report)))
            return {};
        if (!saveExperiment(*experiment, kLater))
            return {};
        return folder;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The main path's saves, each with a clock that has milliseconds as a window's has: fix, save,
    // add a row, save, amend, save, reopen. A protocol kept with milliseconds differed from its
    // saved copy (whole seconds) and the second save was refused as "other fields".
    void everySaveOfTheMainPathSucceedsWithMillisecondClocks()
    {
        const QString folder = freshFolder();
        const QDateTime fixedAt(QDate(2026, 12, 7), QTime(2, 44, 22, 517), Qt::UTC);
        auto experiment = createExperiment(folder, u"two saves"_s, fixedAt);
        QVERIFY2(experiment, qPrintable(experiment.error()));
        VERIFY_OK(experiment->protocol.setDraft(filledFields()));
        VERIFY_OK(experiment->protocol.fix(fixedAt));
        QCOMPARE(experiment->protocol.lock()->fixedAtUtc, QDateTime(QDate(2026, 12, 7), QTime(2, 44, 22), Qt::UTC));
        VERIFY_OK(saveExperiment(*experiment, fixedAt.addMSecs(150)));
        const QByteArray report = sampleReportBytes(2);
        auto name = storeReport(folder, report, u"run-b.json"_s);
        QVERIFY2(name, qPrintable(name.error()));
        VERIFY_OK(experiment->grid.insertRow(0, citingRow(u"run-001"_s, Experiment::reportCell(*name), report)));
        VERIFY_OK(saveExperiment(*experiment, fixedAt.addMSecs(2'250)));
        VERIFY_OK(experiment->protocol.amend(filledFields(u"0.85"_s), u"the pilot was too strict"_s, true,
                                             fixedAt.addMSecs(60'999)));
        VERIFY_OK(saveExperiment(*experiment, fixedAt.addMSecs(61'400)));
        VERIFY_OK(saveExperiment(*experiment, fixedAt.addMSecs(62'001))); // saving again changes nothing
        auto reopened = openExperiment(folder);
        QVERIFY2(reopened, qPrintable(reopened.error()));
        QCOMPARE(reopened->protocol.toJson(), experiment->protocol.toJson());
        QCOMPARE(reopened->protocol.history().size(), 1);
        QCOMPARE(reopened->grid.rowCount(), 1);
        const ExperimentCheck check = checkExperiment(folder);
        QVERIFY2(check.verified(), qPrintable(check.rowProblems.join(u'\n')));
        // The reopened experiment saves too (the path after a restart).
        VERIFY_OK(saveExperiment(*reopened, fixedAt.addSecs(120)));
    }

    void createOpenSaveRoundTrip()
    {
        const QString folder = freshFolder();
        auto created = createExperiment(folder, u"Memory of a 7B model"_s, kCreated);
        QVERIFY2(created, qPrintable(created.error()));
        for (const QString &name : {ExperimentFile::index, ExperimentFile::protocol, ExperimentFile::grid,
                                    ExperimentFile::readme, kManifestName})
            QVERIFY2(QFileInfo::exists(folder + u'/' + name), qPrintable(name));
        QVERIFY(QFileInfo(folder + u"/reports"_s).isDir());
        QVERIFY(checkExperiment(folder).verified());
        const auto before = folderBytes(folder);
        auto opened = openExperiment(folder);
        QVERIFY2(opened, qPrintable(opened.error()));
        QCOMPARE(opened->index.title, u"Memory of a 7B model"_s);
        QCOMPARE(opened->index.createdUtc, kCreated);
        QVERIFY(!opened->protocol.isFixed());
        VERIFY_OK(saveExperiment(*opened, kCreated));
        QCOMPARE(folderBytes(folder), before); // nothing changed, MANIFEST.json with the same time included
    }

    // A change writes through the locked folder's descriptor: the folder renamed and a link to
    // another folder put in its place mid-change, the staged report and the manifest still land in
    // the renamed folder (which verifies), nothing in the other one.
    void aChangeWritesIntoTheFolderItLocked()
    {
        const QString folder = freshFolder();
        QVERIFY(createExperiment(folder, u"Swapped"_s, kCreated));
        const QString moved = folder + u"-moved"_s;
        const QString elsewhere = folder + u"-elsewhere"_s;
        QVERIFY(QDir().mkdir(elsewhere));
        {
            auto lock = ExperimentLock::acquire(folder);
            QVERIFY2(lock, qPrintable(lock.error()));
            auto change = ExperimentChange::begin(folder);
            QVERIFY2(change, qPrintable(change.error()));
            VERIFY_OK(change->stage(u"reports/a.json"_s, "{}\n"));
            QVERIFY(QDir().rename(folder, moved) && QFile::link(elsewhere, folder));
            VERIFY_OK(change->stage(u"reports/b.json"_s, "[]\n"));
            VERIFY_OK(change->commit(kLater));
        }
        QVERIFY2(QDir(elsewhere).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 qPrintable(QDir(elsewhere).entryList(QDir::AllEntries | QDir::Hidden).join(u", "_s)));
        QVERIFY(QFileInfo::exists(moved + u"/reports/a.json"_s) && QFileInfo::exists(moved + u"/reports/b.json"_s));
        const ExperimentCheck check = checkExperiment(moved);
        QVERIFY2(check.verified(), qPrintable(check.manifest.problems.join(u'\n') + check.rowProblems.join(u'\n')));
    }

    // verify reads what show reads: a catalog snapshot the experiment names that does not load as a
    // catalog does not verify (verify passed it, then show refused the folder).
    void aCatalogSnapshotShowRefusesDoesNotVerify()
    {
        const QString folder = freshFolder();
        QVERIFY(createExperiment(folder, u"Bad catalog"_s, kCreated));
        QFile index(folder + u'/' + ExperimentFile::index);
        QVERIFY(index.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(index.readAll()).object();
        index.close();
        json.insert(u"catalog_file"_s, u"catalogs/bad.csv"_s);
        QVERIFY(QFile::remove(index.fileName()));
        VERIFY_OK(writeFixture(index.fileName(), QJsonDocument(json).toJson()));
        VERIFY_OK(writeFixture(folder + u"/catalogs/bad.csv"_s, "not,a,catalog\n"));
        QVERIFY(writeManifest(folder, kLater, ExistingFile::Replace));
        const ExperimentCheck check = checkExperiment(folder);
        QVERIFY(check.manifest.verified());
        QVERIFY(!check.verified());
        QVERIFY2(check.rowProblems.join(u'\n').contains(u"bad.csv"_s), qPrintable(check.rowProblems.join(u'\n')));
        QVERIFY(!summarizeExperiment(folder));
    }

    void createInExistingFolder_data()
    {
        QTest::addColumn<bool>("empty");
        QTest::addRow("empty folder is used") << true;
        QTest::addRow("non-empty folder is refused") << false;
    }

    void createInExistingFolder()
    {
        QFETCH(bool, empty);
        const QString folder = freshFolder();
        QVERIFY(QDir().mkdir(folder));
        if (!empty)
            VERIFY_OK(writeFixture(folder + u"/notes.txt"_s, "mine\n"));
        auto created = createExperiment(folder, {}, kCreated);
        QCOMPARE(bool(created), empty);
        if (!empty) {
            QCOMPARE(created.errorField(), NewFolder::kExistsField);
            QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{u"notes.txt"_s});
        }
    }

    void succession_data()
    {
        QTest::addColumn<QualityProtocol>("onDisk");
        QTest::addColumn<QualityProtocol>("next");
        QTest::addColumn<bool>("allowed");
        QualityProtocol draft;
        QualityProtocol otherDraft;
        (void)otherDraft.setDraft(filledFields());
        const QualityProtocol fixed = fixedProtocol();
        QualityProtocol amended = fixed;
        QVERIFY(amended.amend(filledFields(u"0.85"_s), u"typo"_s, true, kLater));
        QualityProtocol amendedTwice = amended;
        QVERIFY(amendedTwice.amend(filledFields(u"0.80"_s), u"again"_s, true, kLater.addDays(1)));
        QualityProtocol rewritten = fixed; // the same start, another history
        QVERIFY(rewritten.amend(filledFields(u"0.50"_s), u"other"_s, true, kLater));
        QualityProtocol rewrittenLonger = rewritten;
        QVERIFY(rewrittenLonger.amend(filledFields(u"0.80"_s), u"again"_s, true, kLater.addDays(1)));
        QTest::addRow("draft to draft") << draft << otherDraft << true;
        QTest::addRow("draft to fixed") << draft << fixed << true;
        QTest::addRow("fixed to the same") << fixed << fixed << true;
        QTest::addRow("fixed to the same plus an amendment") << fixed << amended << true;
        QTest::addRow("amended to one more amendment") << amended << amendedTwice << true;
        QTest::addRow("fixed to another fixed protocol") << fixed << fixedProtocol(u"0.50"_s) << false;
        QTest::addRow("fixed to the same fields fixed later") << fixed << fixedProtocol(u"0.90"_s, kLater) << false;
        QTest::addRow("fixed to a draft") << fixed << otherDraft << false;
        QTest::addRow("history rewritten") << amended << rewritten << false;
        QTest::addRow("history rewritten then extended") << amended << rewrittenLonger << false;
        QTest::addRow("amendment dropped") << amended << fixed << false;
    }

    void succession()
    {
        QFETCH(QualityProtocol, onDisk);
        QFETCH(QualityProtocol, next);
        QFETCH(bool, allowed);
        const Status status = checkProtocolSuccession(onDisk, next, u"protocol.json"_s);
        QVERIFY2(bool(status) == allowed, qPrintable(status.error()));
        if (!allowed)
            QVERIFY2(status.error().startsWith(u"protocol.json: "_s), qPrintable(status.error()));
    }

    void saveNeverReplacesAFixedProtocol()
    {
        const QString folder = freshFolder();
        auto experiment = createExperiment(folder, {}, kCreated);
        QVERIFY(experiment);
        experiment->protocol = fixedProtocol();
        VERIFY_OK(saveExperiment(*experiment, kCreated));
        const QByteArray fixedBytes = fileBytes(folder + u"/protocol.json"_s);
        experiment->protocol = fixedProtocol(u"0.50"_s, kLater);
        const Status saved = saveExperiment(*experiment, kLater);
        QVERIFY(!saved);
        QVERIFY2(saved.error().contains(u"new experiment"_s), qPrintable(saved.error()));
        QCOMPARE(fileBytes(folder + u"/protocol.json"_s), fixedBytes);
        auto reopened = openExperiment(folder);
        QVERIFY(reopened);
        QCOMPARE(reopened->protocol.fields().threshold, u"0.90"_s);
    }

    void storeReportNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("accepted");
        QTest::addRow("plain name") << u"run-a.json"_s << true;
        QTest::addRow("slash") << u"sub/run-a.json"_s << false;
        QTest::addRow("parent") << u"../run-a.json"_s << false;
        QTest::addRow("leading dot") << u".hidden.json"_s << false;
        QTest::addRow("control character") << u"run\x1b[2J.json"_s << false;
        QTest::addRow("empty") << QString() << false;
    }

    void storeReportNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, accepted);
        const QString folder = freshFolder();
        QVERIFY(createExperiment(folder, {}, kCreated));
        auto stored = storeReport(folder, "{}\n", name);
        QVERIFY2(bool(stored) == accepted, qPrintable(stored ? *stored : stored.error()));
        if (accepted)
            QCOMPARE(*stored, name);
        else
            QCOMPARE(QDir(folder + u"/reports"_s).entryList(QDir::Files | QDir::Hidden), QStringList());
    }

    void storeReportOnceAndNewNames()
    {
        const QString folder = freshFolder();
        QVERIFY(createExperiment(folder, {}, kCreated));
        auto first = storeReport(folder, "first\n", u"run.json"_s);
        QVERIFY(first);
        QCOMPARE(*first, u"run.json"_s);
        auto again = storeReport(folder, "first\n", u"other-name.json"_s);
        QVERIFY(again);
        QCOMPARE(*again, u"run.json"_s); // the same bytes, stored once
        auto second = storeReport(folder, "second\n", u"run.json"_s);
        QVERIFY(second);
        QCOMPARE(*second, u"run-2.json"_s);
        auto third = storeReport(folder, "third\n", u"run.json"_s);
        QVERIFY(third);
        QCOMPARE(*third, u"run-3.json"_s);
        QCOMPARE(fileBytes(folder + u"/reports/run.json"_s), QByteArray("first\n"));
        auto catalog = storeCatalog(folder, "csv\n", u"tarifs.csv"_s);
        QVERIFY(catalog);
        QCOMPARE(*catalog, u"catalogs/tarifs.csv"_s);
    }

    void checkCited_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QStringList>("expected"); // in the row problems; empty: verified
        QTest::addRow("copied experiment verifies") << u"copy"_s << QStringList();
        QTest::addRow("cited report deleted")
            << u"delete"_s << QStringList{u"row 1 (run-001), measurement_file: reports/run-a.json is missing"_s};
        QTest::addRow("cited report changed")
            << u"change"_s << QStringList{u"row 1 (run-001), measurement_file: reports/run-a.json: its SHA-256"_s};
    }

    void checkCited()
    {
        QFETCH(QString, damage);
        QFETCH(QStringList, expected);
        const QString original = citedExperiment();
        QVERIFY(!original.isEmpty());
        QVERIFY(checkExperiment(original).verified());
        const QString copy = freshFolder();
        QVERIFY(QDir().mkpath(copy + u"/reports"_s));
        QVERIFY(QDir().mkpath(copy + u"/catalogs"_s));
        for (const QString &name : QDir(original).entryList(QDir::Files))
            QVERIFY(QFile::copy(original + u'/' + name, copy + u'/' + name));
        QVERIFY(QFile::copy(original + u"/reports/run-a.json"_s, copy + u"/reports/run-a.json"_s));
        const QString report = copy + u"/reports/run-a.json"_s;
        if (damage == u"delete"_s)
            QVERIFY(QFile::remove(report));
        if (damage == u"change"_s) {
            QByteArray bytes = fileBytes(report);
            bytes[2] = 'R'; // one byte, the same size
            QVERIFY(QFile::setPermissions(report, QFile::ReadOwner | QFile::WriteOwner));
            QFile file(report);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(file.write(bytes), bytes.size());
        }
        const ExperimentCheck check = checkExperiment(copy);
        QCOMPARE(check.verified(), expected.isEmpty());
        QCOMPARE(check.manifest.verified(), expected.isEmpty()); // the manifest sees it too
        QCOMPARE(check.rowProblems.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i)
            QVERIFY2(check.rowProblems.at(i).contains(expected.at(i)), qPrintable(check.rowProblems.at(i)));
        if (!expected.isEmpty())
            QVERIFY(check.rowProblems.constFirst().startsWith(u"resultats-bruts.csv row 1"_s));
    }

    void citedPathOutsideReports_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("expected");
        QTest::addRow("parent") << u"../x.json"_s << u"not a file below reports/"_s;
        QTest::addRow("parent inside") << u"reports/../MANIFEST.json"_s << u"not a file below reports/"_s;
        QTest::addRow("absolute") << u"/etc/passwd"_s << u"not a file below reports/"_s;
        QTest::addRow("bare name") << u"run-a.json"_s << u"not a file below reports/"_s;
        QTest::addRow("no recorded sha") << u"reports/run-a.json"_s << u"records no SHA-256"_s;
    }

    void citedPathOutsideReports()
    {
        QFETCH(QString, cell);
        QFETCH(QString, expected);
        const QString folder = citedExperiment();
        QVERIFY(!folder.isEmpty());
        ResultsGrid grid;
        ResultRow row = citingRow(u"run-009"_s, cell, fileBytes(folder + u"/reports/run-a.json"_s));
        if (expected.contains(u"SHA-256"_s))
            row[ResultColumn::Notes] = u"no trace"_s;
        VERIFY_OK(grid.insertRow(0, row));
        ExperimentCheck check;
        checkCitedReports(folder, grid, check);
        QCOMPARE(check.rowProblemCount, 1);
        const QStringList &problems = check.rowProblems;
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.constFirst().contains(expected), qPrintable(problems.constFirst()));
        QVERIFY2(problems.constFirst().contains(u"row 1 (run-009), measurement_file"_s),
                 qPrintable(problems.constFirst()));
    }

    void openRefusesHostileFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addRow("index not JSON") << ExperimentFile::index << QByteArray("{nope");
        QTest::addRow("index of another format")
            << ExperimentFile::index << QByteArray(R"({"format":"x","version":1})");
        QTest::addRow("huge index") << ExperimentFile::index << QByteArray(200 * 1024, ' ');
        QTest::addRow("protocol edited") << ExperimentFile::protocol
                                         << QByteArray(R"({"format":"iteragpu-lab/quality-protocol","format_version":1,
                                             "fields":{},"fixed_at_utc":"2026-01-01T00:00:00Z","sha256":"00"})");
        QTest::addRow("grid header wrong") << ExperimentFile::grid << QByteArray("a,b\n");
    }

    void openRefusesHostileFiles()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        const QString folder = freshFolder();
        QVERIFY(createExperiment(folder, {}, kCreated));
        QVERIFY(QFile::remove(folder + u'/' + file));
        VERIFY_OK(writeFixture(folder + u'/' + file, bytes));
        auto opened = openExperiment(folder);
        QVERIFY(!opened);
        QVERIFY2(opened.error().contains(file), qPrintable(opened.error()));
    }
};

QTEST_GUILESS_MAIN(TestExperiment)
#include "tst_experiment.moc"
