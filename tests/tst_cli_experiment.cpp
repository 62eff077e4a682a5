// `iteragpu experiment init|fix|add`, then `verify` and `show` on the folder, run as the real binary.
// One experiment is filled step by step: the slots run in order and each builds on the one before.
#include "clirun.h"
#include "core/experiment/experimentlock.h"
#include "core/files/manifest.h"
#include "core/measure/measurementreport.h"
#include "fixturefile.h"
#include "jsonschema.h"
#include "sampleexperiment.h"
#include "samplereports.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

#include <sys/resource.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

class TestCliExperiment : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString experiment() const { return path(u"exp"_s); }

    static void expectRefused(const CliRun &run, const QString &reason)
    {
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(reason), qPrintable(run.err));
        QCOMPARE(run.err.count(u'\n'), 1); // one line naming why
    }

    QByteArray readAll(const QString &file) const
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // `verify` (or `command`) on a copy of the experiment after `damage` to its cited report of run-001.
    CliRun verifyDamagedCopy(const QString &name, bool remove, const QString &command = u"verify"_s)
    {
        const QString copy = path(name);
        if (!QDir().mkpath(copy + u"/reports"_s) || !QDir().mkpath(copy + u"/catalogs"_s))
            return {};
        for (const QString &sub : {QString(), u"/reports"_s, u"/catalogs"_s}) {
            for (const QString &file : QDir(experiment() + sub).entryList(QDir::Files))
                QFile::copy(experiment() + sub + u'/' + file, copy + sub + u'/' + file);
        }
        const QString report = copy + u"/reports/complete.json"_s;
        if (remove) {
            QFile::remove(report);
        } else {
            QByteArray bytes = readAll(report);
            bytes[bytes.indexOf('{') + 1] = ' '; // one byte: the same size, another SHA-256
            QFile file(report);
            file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
                return {};
        }
        return runCli({command, copy});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        VERIFY_OK(writeMeasurementReport(path(u"complete.json"_s), sampleReport(u"cuda:0"_s, RunStatus::Complete)));
        VERIFY_OK(writeMeasurementReport(path(u"failed.json"_s), sampleReport(u"cuda:0"_s, RunStatus::Failed)));
        VERIFY_OK(writeMeasurementReport(path(u"cpu.json"_s), sampleReport(u"cpu"_s, RunStatus::Complete, 0, 2)));
        const QJsonObject draft{{u"format"_s, u"iteragpu-lab/quality-protocol"_s},
                                {u"format_version"_s, 1},
                                {u"fields"_s,
                                 QJsonObject{{u"useful_unit"_s, u"one answer"_s},
                                             {u"quality_metric"_s, u"exact match"_s},
                                             {u"comparison"_s, u">="_s},
                                             {u"threshold"_s, u"0.90"_s},
                                             {u"corpus"_s, u"qa-set"_s},
                                             {u"corpus_size"_s, u"500"_s},
                                             {u"decision_rule"_s, u"accept if met"_s}}},
                                {u"amendments"_s, QJsonArray()},
                                {u"fixed_at_utc"_s, QJsonValue()},
                                {u"sha256"_s, QJsonValue()}};
        VERIFY_OK(writeFixture(path(u"protocol-draft.json"_s), QJsonDocument(draft).toJson()));
        QJsonObject empty = draft;
        empty[u"fields"_s] = QJsonObject();
        VERIFY_OK(writeFixture(path(u"protocol-empty.json"_s), QJsonDocument(empty).toJson()));
        QVERIFY(QDir().mkdir(path(u"busy"_s)));
        VERIFY_OK(writeFixture(path(u"busy/mine.txt"_s), "mine\n"));
        QJsonObject unknown = draft;
        unknown[u"reviewed_by"_s] = u"someone"_s;
        VERIFY_OK(writeFixture(path(u"protocol-unknown-key.json"_s), QJsonDocument(unknown).toJson()));
    }

    void initExperiment()
    {
        const CliRun run = runCli({u"experiment"_s, u"init"_s, experiment(), u"--title"_s, u"H100 memory"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"created experiment"_s), qPrintable(run.out));
        QVERIFY(QFileInfo::exists(experiment() + u"/experiment.json"_s));
        expectRefused(runCli({u"experiment"_s, u"init"_s, path(u"busy"_s)}), u"not empty"_s);
        expectRefused(runCli({u"experiment"_s, u"init"_s, experiment()}), u"not empty"_s);
    }

    void aTitleTheReaderWouldRefuseIsRefusedAtInit()
    {
        // A 70,000-character title was written, then every command refused the folder.
        expectRefused(runCli({u"experiment"_s, u"init"_s, path(u"long-title"_s), u"--title"_s, QString(70'000, u'x')}),
                      u"--title: at most 200 characters (this one has 70000)"_s);
        QVERIFY(!QFileInfo::exists(path(u"long-title"_s)));
    }

    void addBeforeFixIsRefused()
    {
        const QByteArray grid = readAll(experiment() + u"/resultats-bruts.csv"_s);
        expectRefused(runCli({u"experiment"_s, u"add"_s, experiment(), path(u"complete.json"_s)}),
                      u"fix it first: iteragpu experiment fix"_s);
        QCOMPARE(readAll(experiment() + u"/resultats-bruts.csv"_s), grid);
        QCOMPARE(QDir(experiment() + u"/reports"_s).entryList(QDir::Files), QStringList());
    }

    void fix()
    {
        expectRefused(
            runCli({u"experiment"_s, u"fix"_s, experiment(), u"--protocol"_s, path(u"protocol-empty.json"_s)}),
            u"required before the protocol can be fixed"_s);
        // A key the protocol does not have would be dropped by the next save: refused.
        expectRefused(
            runCli({u"experiment"_s, u"fix"_s, experiment(), u"--protocol"_s, path(u"protocol-unknown-key.json"_s)}),
            u"unknown key \"reviewed_by\""_s);
        const CliRun run
            = runCli({u"experiment"_s, u"fix"_s, experiment(), u"--protocol"_s, path(u"protocol-draft.json"_s)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"fixed the protocol"_s), qPrintable(run.out));
        const QByteArray fixed = readAll(experiment() + u"/protocol.json"_s);
        expectRefused(
            runCli({u"experiment"_s, u"fix"_s, experiment(), u"--protocol"_s, path(u"protocol-draft.json"_s)}),
            u"already fixed"_s);
        QCOMPARE(readAll(experiment() + u"/protocol.json"_s), fixed);
    }

    void addCpuWithTariffIsRefused()
    {
        const QByteArray grid = readAll(experiment() + u"/resultats-bruts.csv"_s);
        expectRefused(runCli({u"experiment"_s, u"add"_s, experiment(), path(u"complete.json"_s), path(u"cpu.json"_s),
                              u"--gpu"_s, u"h100"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"1"_s}),
                      u"never carries a tariff"_s);
        QCOMPARE(readAll(experiment() + u"/resultats-bruts.csv"_s), grid); // all or nothing
        QCOMPARE(QDir(experiment() + u"/reports"_s).entryList(QDir::Files), QStringList());
    }

    void add()
    {
        CliRun run = runCli({u"experiment"_s, u"add"_s, experiment(), path(u"complete.json"_s), path(u"failed.json"_s),
                             u"--gpu"_s, u"h100"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"1"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"added run-001: reports/complete.json"_s), qPrintable(run.out));
        run = runCli({u"experiment"_s, u"add"_s, experiment(), path(u"cpu.json"_s)});
        QCOMPARE(run.exitCode, 0);
        const QString grid = QString::fromUtf8(readAll(experiment() + u"/resultats-bruts.csv"_s));
        QCOMPARE(grid.count(u'\n'), 4); // the header and three rows
        QVERIFY2(grid.contains(u",reports/complete.json,"_s), qPrintable(grid));
        QVERIFY2(grid.contains(u"; protocol-sha256:"_s), qPrintable(grid));
        QCOMPARE(QDir(experiment() + u"/catalogs"_s).entryList(QDir::Files), QStringList{u"tarifs-forfaits.csv"_s});
        expectRefused(runCli({u"experiment"_s, u"add"_s, experiment(), path(u"cpu.json"_s)}),
                      u"already cited by row 3 (run-003)"_s);
    }

    void verifyPasses()
    {
        const CliRun run = runCli({u"verify"_s, experiment()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"every report the results grid cites"_s), qPrintable(run.out));
    }

    void verifyFailsOnDamagedReport_data()
    {
        QTest::addColumn<bool>("remove");
        QTest::addRow("cited report deleted") << true;
        QTest::addRow("cited report changed") << false;
    }

    void verifyFailsOnDamagedReport()
    {
        QFETCH(bool, remove);
        const CliRun run = verifyDamagedCopy(remove ? u"deleted"_s : u"changed"_s, remove);
        QCOMPARE(run.exitCode, 2);
        const QString row = u"resultats-bruts.csv row 1 (run-001), measurement_file: reports/complete.json"_s;
        QVERIFY2(run.err.contains(row + (remove ? u" is missing"_s : u": its SHA-256"_s)), qPrintable(run.err));
    }

    void verifyFailsOnARowThatContradictsItsReport()
    {
        // A CPU dry run's row relabelled cuda:0 (and the manifest rewritten to match) verified, and
        // show priced it: each row is checked against the report it cites.
        const QString copy = path(u"relabelled"_s);
        QVERIFY(QDir().mkpath(copy + u"/reports"_s) && QDir().mkpath(copy + u"/catalogs"_s));
        for (const QString &sub : {QString(), u"/reports"_s, u"/catalogs"_s}) {
            for (const QString &file : QDir(experiment() + sub).entryList(QDir::Files))
                QVERIFY(QFile::copy(experiment() + sub + u'/' + file, copy + sub + u'/' + file));
        }
        QByteArray grid = readAll(copy + u"/resultats-bruts.csv"_s);
        const qsizetype cpuRow = grid.indexOf(",cpu,");
        QVERIFY2(cpuRow > 0, grid.constData());
        grid.replace(cpuRow, 5, ",cuda:0,");
        QFile::remove(copy + u"/resultats-bruts.csv"_s);
        VERIFY_OK(writeFixture(copy + u"/resultats-bruts.csv"_s, grid));
        QVERIFY(writeManifest(copy, QDateTime::currentDateTimeUtc(), ExistingFile::Replace));
        const CliRun run = runCli({u"verify"_s, copy});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(u"reports/cpu.json: device is \"cuda:0\" in the row, \"cpu\" in the report"_s),
                 qPrintable(run.err));
        QCOMPARE(runCli({u"show"_s, copy}).exitCode, 2);
    }

    void show()
    {
        const CliRun run = runCli({u"show"_s, experiment()});
        QCOMPARE(run.exitCode, 0);
        for (const QString &line :
             {u"Experiment: H100 memory"_s, u"Protocol: fixed at "_s, u"Rows: 3, 0 cancelled, 2 complete, 1 failed"_s,
              u"Package h100, 7 days, 1 lot(s)"_s})
            QVERIFY2(run.out.contains(line), qPrintable(run.out));
    }

    void showJson()
    {
        const CliRun run = runCli({u"show"_s, experiment(), u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(json.value(u"title"_s).toString(), u"H100 memory"_s);
        QCOMPARE(json.value(u"protocol"_s).toObject().value(u"fixed"_s).toBool(), true);
        QCOMPARE(json.value(u"protocol"_s).toObject().value(u"amendments"_s).toInt(), 0);
        const QJsonObject rows = json.value(u"rows"_s).toObject();
        QCOMPARE(rows.value(u"total"_s).toInt(), 3);
        QCOMPARE(rows.value(u"complete"_s).toInt(), 2);
        QCOMPARE(rows.value(u"failed"_s).toInt(), 1);
        const QJsonArray packages = json.value(u"packages"_s).toArray();
        QCOMPARE(packages.size(), 1); // the CPU dry run and the failed run price nothing
        QCOMPARE(packages.at(0).toObject().value(u"rows"_s).toInt(), 1);
        QVERIFY(json.value(u"open_problems"_s).toObject().contains(u"count"_s));
        JsonSchemaValidator schemas;
        QVERIFY(schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/experiment-summary.schema.json")));
        QCOMPARE(schemas.validate(json, u"experiment-summary.schema.json"_s), QStringList());
    }

    // A summary of a folder whose files differ from what was recorded would price what nobody
    // measured: show refuses it (exit 2), as verify does, and prints no figure.
    void showRefusesAFolderThatDoesNotVerify()
    {
        const CliRun run = verifyDamagedCopy(u"shown-changed"_s, false, u"show"_s);
        expectRefused(run, u"shown-changed does not verify (2 problem(s), the first: "_s);
        QVERIFY2(run.err.contains(u"reports/complete.json"_s), qPrintable(run.err));
        QCOMPARE(run.out, QString());
    }

    void concurrentAddsKeepEveryRow()
    {
        // Two adds at once lost a row in 9 of 10 trials before the folder was locked: each read
        // the same grid, and the second write dropped the first's row.
        const QString folder = path(u"concurrent"_s);
        writeFixedExperiment(folder, u"two writers"_s);
        for (int trial = 0; trial < 10; ++trial) {
            QProcess adds[2];
            for (int side = 0; side < 2; ++side) {
                const QString report = path(u"concurrent-%1-%2.json"_s.arg(trial).arg(side));
                VERIFY_OK(writeMeasurementReport(report,
                                                 sampleReport(u"cuda:0"_s, RunStatus::Complete, 2 + trial, 4 + side)));
                adds[side].start(QStringLiteral(ITERAGPU_CLI), {u"experiment"_s, u"add"_s, folder, report});
            }
            for (QProcess &add : adds) {
                QVERIFY(add.waitForFinished(30'000));
                QVERIFY2(add.exitCode() == 0, add.readAllStandardError().constData());
            }
            const CliRun verified = runCli({u"verify"_s, folder});
            QVERIFY2(verified.exitCode == 0, qPrintable(verified.err));
            const CliRun shown = runCli({u"show"_s, folder, u"--json"_s});
            QCOMPARE(shown.exitCode, 0);
            const QJsonObject rows = QJsonDocument::fromJson(shown.out.toUtf8()).object().value(u"rows"_s).toObject();
            QCOMPARE(rows.value(u"total"_s).toInt(), 2 * (trial + 1));
        }
    }

    void killedAddsLeaveAVerifiedExperiment()
    {
        // A kill -9 during `add` (1 of 30 before) left the grid newer than the manifest: the change
        // is staged and committed at once, and whoever reads the folder next finishes or undoes it.
        const QString folder = path(u"killed"_s);
        writeFixedExperiment(folder, u"killed adds"_s);
        const auto rowsNow = [&] {
            const CliRun shown = runCli({u"show"_s, folder, u"--json"_s});
            return QJsonDocument::fromJson(shown.out.toUtf8())
                .object()
                .value(u"rows"_s)
                .toObject()
                .value(u"total"_s)
                .toInt(-1);
        };
        // How long one add takes here, so that the kills land anywhere inside one.
        const QString first = path(u"killed-first.json"_s);
        VERIFY_OK(writeMeasurementReport(first, sampleReport(u"cuda:0"_s, RunStatus::Complete, 40, 3)));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(runCli({u"experiment"_s, u"add"_s, folder, first}).exitCode, 0);
        const qint64 addMs = std::max<qint64>(timer.elapsed(), 20);
        int rows = 1, finished = 0, undone = 0;
        for (int trial = 0; trial < 30; ++trial) {
            const QString report = path(u"killed-%1.json"_s.arg(trial));
            VERIFY_OK(writeMeasurementReport(report, sampleReport(u"cuda:0"_s, RunStatus::Complete, 41 + trial, 3)));
            QProcess add;
            add.start(QStringLiteral(ITERAGPU_CLI), {u"experiment"_s, u"add"_s, folder, report});
            QVERIFY(add.waitForStarted(10'000));
            QThread::msleep(QRandomGenerator::global()->bounded(addMs + addMs / 4 + 1));
            ::kill(pid_t(add.processId()), SIGKILL);
            QVERIFY(add.waitForFinished(10'000));
            const CliRun verified = runCli({u"verify"_s, folder});
            QVERIFY2(verified.exitCode == 0, qPrintable(u"trial %1: "_s.arg(trial) + verified.err));
            QVERIFY(!QFileInfo::exists(folder + u"/.pending"_s));
            const int now = rowsNow();
            QVERIFY2(now == rows || now == rows + 1,
                     qPrintable(u"trial %1: %2 rows after %3"_s.arg(trial).arg(now).arg(rows)));
            (now == rows ? undone : finished) += 1;
            rows = now;
        }
        qInfo("30 kills within %lld ms of an add's start: %d adds whole, %d undone", addMs + addMs / 4, finished,
              undone);
    }

    void aRelativeFolderTakesItsChange()
    {
        // `experiment add exp r.json` from the folder above: the staged files were looked for
        // under "exp/exp/.pending" and the change was left half made.
        const auto inDir = [&](const QStringList &arguments) {
            QProcess process;
            process.setWorkingDirectory(m_dir.path());
            process.start(QStringLiteral(ITERAGPU_CLI), arguments);
            process.waitForFinished(30'000);
            return std::pair{process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
        };
        QCOMPARE(inDir({u"experiment"_s, u"init"_s, u"relative-exp"_s}).first, 0);
        QCOMPARE(inDir({u"experiment"_s, u"fix"_s, u"relative-exp"_s, u"--protocol"_s, u"protocol-draft.json"_s}).first,
                 0);
        const auto [code, error] = inDir({u"experiment"_s, u"add"_s, u"relative-exp"_s, u"complete.json"_s});
        QVERIFY2(code == 0, qPrintable(error));
        QVERIFY(!QFileInfo::exists(path(u"relative-exp/.pending"_s)));
        QCOMPARE(inDir({u"verify"_s, u"relative-exp"_s}).first, 0);
    }

    void writesThatFailLeaveNothingHalfMade()
    {
        // A file-size limit (RLIMIT_FSIZE) makes every write over 300 bytes fail, as a full disk
        // does: init leaves no folder, and add leaves the experiment as it was.
        const auto limited = [](const QStringList &arguments) {
            QProcess process;
            process.setChildProcessModifier([] {
                ::signal(SIGXFSZ, SIG_IGN);
                const struct rlimit limit
                {
                    300, 300
                };
                ::setrlimit(RLIMIT_FSIZE, &limit);
            });
            process.start(QStringLiteral(ITERAGPU_CLI), arguments);
            process.waitForFinished(30'000);
            return std::pair{process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
        };
        const QString fresh = path(u"init-limited"_s);
        const auto [initCode, initError] = limited({u"experiment"_s, u"init"_s, fresh});
        QCOMPARE(initCode, 2);
        QVERIFY2(initError.contains(u"File too large"_s), qPrintable(initError));
        QVERIFY(!QFileInfo::exists(fresh));
        const QString given = path(u"init-limited-empty"_s);
        QVERIFY(QDir().mkdir(given));
        QCOMPARE(limited({u"experiment"_s, u"init"_s, given}).first, 2);
        QVERIFY(QDir(given).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot));
        QCOMPARE(runCli({u"experiment"_s, u"init"_s, given}).exitCode, 0); // the same command, again

        const QString folder = path(u"add-limited"_s);
        writeFixedExperiment(folder, u"limited"_s);
        const QByteArray gridBefore = readAll(folder + u"/resultats-bruts.csv"_s);
        const auto [addCode, addError] = limited({u"experiment"_s, u"add"_s, folder, path(u"complete.json"_s)});
        QCOMPARE(addCode, 2);
        QVERIFY2(addError.contains(u"File too large"_s), qPrintable(addError));
        QCOMPARE(readAll(folder + u"/resultats-bruts.csv"_s), gridBefore);
        QVERIFY(!QFileInfo::exists(folder + u"/.pending"_s));
        QVERIFY(QDir(folder + u"/reports"_s).isEmpty());
        const CliRun verified = runCli({u"verify"_s, folder});
        QVERIFY2(verified.exitCode == 0, qPrintable(verified.err));
    }

    void aSecondWriterIsToldWhoHoldsTheFolder()
    {
        // flock(2) is held per open folder: a second acquire in this process waits as another
        // program would, and is told who holds the folder.
        const QString folder = path(u"concurrent"_s);
        auto held = ExperimentLock::acquire(folder);
        QVERIFY2(held, qPrintable(held.error()));
        const auto second = ExperimentLock::acquire(folder, std::chrono::milliseconds(200));
        QVERIFY(!second);
        const QString holder = u"(process %1)"_s.arg(QCoreApplication::applicationPid());
        QVERIFY2(second.error().startsWith(folder + u": "_s) && second.error().contains(holder),
                 qPrintable(second.error()));
        // The command line waits its bounded time, then names the folder (exit 2).
        const CliRun refused = runCli({u"experiment"_s, u"add"_s, folder, path(u"complete.json"_s)});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(holder) && refused.err.contains(u"is changing this experiment"_s),
                 qPrintable(refused.err));
        held = Error{u"released"_s};
        const CliRun added = runCli({u"experiment"_s, u"add"_s, folder, path(u"complete.json"_s)});
        // complete.json is new to this experiment (the concurrent adds wrote reports of their own).
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    }

    void showListsFiftyProblemsAndTheirCount()
    {
        // 20,000 problems printed 20,007 lines: show lists the first 50 and says how many more,
        // its JSON the same 50 with the count.
        const QString folder = path(u"many-problems"_s);
        writeFixedExperiment(folder, u"many problems"_s);
        QStringList arguments{u"experiment"_s, u"add"_s, folder};
        for (int i = 0; i < 60; ++i) {
            const QString report = path(u"many-%1.json"_s.arg(i));
            VERIFY_OK(writeMeasurementReport(report, sampleReport(u"cuda:0"_s, RunStatus::Complete, 20 + i, 3)));
            arguments << report;
        }
        const CliRun added = runCli(arguments);
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const CliRun shown = runCli({u"show"_s, folder});
        QCOMPARE(shown.exitCode, 0);
        const QStringList lines = shown.out.split(u'\n');
        const qsizetype first = lines.indexOf(u"Open problems: 60"_s);
        QVERIFY2(first >= 0, qPrintable(shown.out));
        QCOMPARE(lines.value(first + 51), u"  and 10 more"_s);
        const CliRun json = runCli({u"show"_s, folder, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject problems
            = QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"open_problems"_s).toObject();
        QCOMPARE(problems.value(u"count"_s).toInt(), 60);
        QCOMPARE(problems.value(u"lines"_s).toArray().size(), 50);
    }

    // A grid of 100,000 rows whose cited report has no recorded SHA-256: verify and show read it
    // once at a time, keep the first 50 problems as lines and count the rest (show took 21 times
    // the grid's size, verify printed every problem). Peak resident memory of the children
    // (RUSAGE_CHILDREN, the largest this test has waited for) within 8 times the grid + 64 MiB.
    void aGridOfAHundredThousandBrokenRowsIsReadInBoundedMemory()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's shadow memory is no measure of the program's own");
#endif
        const QString folder = path(u"hundred-thousand"_s);
        writeFixedExperiment(folder, u"large grid"_s);
        const CliRun added = runCli({u"experiment"_s, u"add"_s, folder, path(u"cpu.json"_s)});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        const QString gridPath = folder + u"/resultats-bruts.csv"_s;
        QFile file(gridPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        file.close();
        QVERIFY(lines.size() >= 2);
        QList<QByteArray> cells = lines.at(1).trimmed().split(',');
        QCOMPARE(cells.size(), 25);
        cells.last() = "no trace"; // notes: the row records no SHA-256 of its report
        QByteArray grid = lines.at(0).trimmed() + "\r\n";
        for (int i = 1; i <= 100'000; ++i) {
            cells.first() = "run-" + QByteArray::number(i).rightJustified(6, '0');
            grid += cells.join(',') + "\r\n";
        }
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(grid) == grid.size());
        file.close();

        const CliRun verified = runCli({u"verify"_s, folder});
        QCOMPARE(verified.exitCode, 2);
        QVERIFY2(verified.err.count(u'\n') < 60, qPrintable(verified.err.left(2000)));
        QVERIFY2(verified.err.contains(u"and 99950 more problems in the rows"_s), qPrintable(verified.err.right(500)));
        const CliRun shown = runCli({u"show"_s, folder});
        QCOMPARE(shown.exitCode, 2);
        QVERIFY2(shown.err.contains(u"does not verify"_s), qPrintable(shown.err));
        rusage usage = {};
        QCOMPARE(::getrusage(RUSAGE_CHILDREN, &usage), 0);
        const qint64 peak = qint64(usage.ru_maxrss) * 1024;
        const qint64 allowed = 8 * qint64(grid.size()) + (qint64(64) << 20);
        QVERIFY2(
            peak <= allowed,
            qPrintable(
                u"%1 bytes at the peak for a grid of %2 bytes (allowed %3)"_s.arg(peak).arg(grid.size()).arg(allowed)));
    }

    void aFolderOthersMayWriteInIsRefused()
    {
        // An empty folder others may write in (made by another user, mode 0777) would let them
        // replace the reports or the protocol: refused for a new experiment and a new sweep.
        const QString open = path(u"open-to-all"_s);
        QVERIFY(QDir().mkpath(open));
        QVERIFY(QFile::setPermissions(open, QFileDevice::Permissions(0x7777)));
        expectRefused(runCli({u"experiment"_s, u"init"_s, open}), u"others may write in this folder (mode 0777)"_s);
        expectRefused(runCli({u"sweep"_s, u"--vary"_s, u"batch"_s, u"--values"_s, u"1,2"_s, u"--device"_s, u"cpu"_s,
                              u"--context"_s, u"1"_s, u"--width"_s, u"64"_s, u"--dtype"_s, u"float32"_s, u"--warmup"_s,
                              u"0"_s, u"--repeats"_s, u"1"_s, u"--output-dir"_s, open}),
                      u"others may write in this folder (mode 0777)"_s);
    }
};

QTEST_GUILESS_MAIN(TestCliExperiment)
#include "tst_cli_experiment.moc"
