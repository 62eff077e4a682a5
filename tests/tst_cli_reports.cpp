// `iteragpu show` and `iteragpu compare`, run as the real binary.
#include "clirun.h"
#include "core/measure/devicememory.h"
#include "core/reports/comparison.h"
#include "core/reports/reportreader.h"
#include "fixturefile.h"
#include "samplereports.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

using Run = CliRun;

} // namespace

class TestCliReports : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        VERIFY_OK(writeMeasurementReport(path(u"complete.json"_s), sampleReport(u"cuda:0"_s, RunStatus::Complete)));
        VERIFY_OK(writeMeasurementReport(path(u"failed.json"_s), sampleReport(u"cuda:0"_s, RunStatus::Failed)));
        VERIFY_OK(writeMeasurementReport(path(u"cancelled.json"_s), sampleReport(u"cuda:0"_s, RunStatus::Cancelled)));
        VERIFY_OK(writeMeasurementReport(path(u"cpu.json"_s), sampleReport(u"cpu"_s, RunStatus::Complete, 0, 2)));
        VERIFY_OK(
            writeMeasurementReport(path(u"device.json"_s), sampleReport(u"cuda:0"_s, RunStatus::Complete, 1, 3, true)));
        VERIFY_OK(writeMeasurementReport(path(u"device-oom.json"_s),
                                         sampleReport(u"cuda:0"_s, RunStatus::Failed, 1, 3, true)));
        VERIFY_OK(
            writeEnvironmentReport(path(u"environment.json"_s), sampleEnvironment(u"cuda:0"_s), ExistingFile::Refuse));
        QJsonObject broken = sampleReport(u"cuda:0"_s, RunStatus::Complete).toJson();
        broken[u"format_version"_s] = 7;
        VERIFY_OK(writeFixture(path(u"broken.json"_s), QJsonDocument(broken).toJson()));
    }

    void showMeasurement_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("complete") << u"complete.json"_s
                                  << QStringList{u"Status: complete"_s, u"Device: NVIDIA H100 80GB HBM3"_s,
                                                 u"warm_forward median: "_s, u" s over 3 repeats"_s};
        QTest::newRow("failed") << u"failed.json"_s
                                << QStringList{
                                       u"Status: failed"_s,
                                       u"Failed in warm_forward: forward failed: CUDA out of memory (scripted)"_s};
        QTest::newRow("cancelled") << u"cancelled.json"_s
                                   << QStringList{u"Status: cancelled"_s, u"Cancelled in warm_forward"_s};
        QTest::newRow("CPU dry run") << u"cpu.json"_s
                                     << QStringList{u"Protocol dry run on the CPU"_s, u" s over 2 repeats"_s};
    }

    void showMeasurement()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        const Run run = runCli({u"show"_s, path(file)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QFile bytes(path(file));
        QVERIFY(bytes.open(QIODevice::ReadOnly));
        const QString sha
            = QString::fromLatin1(QCryptographicHash::hash(bytes.readAll(), QCryptographicHash::Sha256).toHex());
        QVERIFY2(run.out.startsWith(u"File: %1\nSHA-256: %2\nFormat version: 3\n"_s.arg(file, sha)),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(
            u"Measuring Linear(64 -> 256) -> GELU -> Linear(256 -> 64), float32, input [2, 16, 64]"_s));
        QVERIFY(run.out.contains(u"\nphase         index  seconds"_s));
        QVERIFY(run.out.contains(u"\ncold_forward  -      "_s));
        for (const QString &text : std::as_const(expected))
            QVERIFY2(run.out.contains(text), qPrintable(text + u"\n---\n"_s + run.out));
    }

    // A report with the device's figures: the bytes outside the caching allocator and the
    // allocator's counts per row, the reading before model_load, what they cover, the failure's kind.
    void showDeviceFigures()
    {
        const Run run = runCli({u"show"_s, path(u"device-oom.json"_s)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        const auto loaded = readReport(path(u"device-oom.json"_s));
        QVERIFY(loaded);
        const MeasurementOutcome &outcome = loaded->measurement().report.outcome;
        QVERIFY(run.out.contains(u"peak reserved   outside alloc   retries  OOMs\n"_s));
        // cold_forward ends on read 6: 512 MiB + 6 x 4096 outside, 1 retry, 0 OOMs.
        const qint64 outside = deviceMemoryUse(outcome.rows.at(2).end)->outsideAllocator;
        QCOMPARE(outside, (qint64(512) << 20) + 6 * 4096);
        const QString cells = u"24576"_s.leftJustified(16) + QString::number(outside).leftJustified(16)
            + u"1"_s.leftJustified(9) + u"0\n"_s;
        QVERIFY2(run.out.contains(u"\ncold_forward  -      0.000300014   6144            9216            "_s + cells),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(u"\nDevice memory before model_load: 536870912 bytes in use of 85045870592 (free "
                                  u"84508999680), 536870912 of them outside this process's caching allocator; "
                                  u"allocator retries 0, OOMs 0\n"_s),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(u"every process on the card and its CUDA contexts, not this process alone"_s));
        QVERIFY(run.out.contains(u"\nFailure kind: out_of_memory\n"_s));
    }

    // Every report an earlier version wrote shows and compares (tests/data/reports).
    void earlierVersionsShowAndCompare()
    {
        const QStringList fixtures{u"v1-cuda-complete.json"_s, u"v1-cuda-cancelled.json"_s, u"v1-cpu-failed.json"_s,
                                   u"v2-cuda-complete.json"_s, u"v2-cuda-failed.json"_s,    u"v2-cuda-cancelled.json"_s,
                                   u"v2-cpu-complete.json"_s,  u"v2-cpu-failed.json"_s,     u"v2-cpu-cancelled.json"_s};
        QStringList files;
        for (const QString &fixture : fixtures) {
            const QString file = QFINDTESTDATA(u"data/reports/"_s + fixture);
            QVERIFY2(!file.isEmpty(), qPrintable(fixture));
            files.append(file);
            const Run run = runCli({u"show"_s, file});
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(run.err, QString());
            const QString version = fixture.left(2).mid(1);
            QVERIFY2(run.out.contains(u"\nFormat version: %1\n"_s.arg(version)), qPrintable(run.out));
            QVERIFY(!run.out.contains(u"outside alloc"_s));
            if (run.out.contains(u"Status: failed"_s))
                QVERIFY2(run.out.contains(u"\nFailure kind: not recorded (format version %1)\n"_s.arg(version)),
                         qPrintable(run.out));
        }
        // With a report of format 3 beside them: the device lines carry its values, the others none.
        files.append(path(u"device.json"_s));
        const Run csv = runCli(QStringList{u"compare"_s} + files + QStringList{u"--csv"_s, u"--baseline"_s, u"10"_s});
        QCOMPARE(csv.err, QString());
        QCOMPARE(csv.exitCode, 0);
        QVERIFY2(csv.out.contains(u"\r\noutside_allocator_bytes.cold_forward,10,device.json,536895488,,,yes\r\n"_s),
                 qPrintable(csv.out));
        QVERIFY(csv.out.contains(u"\r\noutside_allocator_bytes.cold_forward,1,v1-cuda-complete.json,,,,yes\r\n"_s));
        QVERIFY(csv.out.contains(u"\r\nnum_alloc_retries.warm_forward,10,device.json,3,,,yes\r\n"_s));
        QVERIFY(csv.out.contains(u"\r\nformat_version,1,v1-cuda-complete.json,1,,,yes\r\n"_s));
        const Run text = runCli(QStringList{u"compare"_s} + files);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"\noutside_allocator_bytes.before_model_load "_s), qPrintable(text.out));
    }

    // Two GPU reports with the device's figures: exact differences to the baseline, no ratios.
    void compareDeviceFigures()
    {
        const Run json = runCli({u"compare"_s, path(u"device.json"_s), path(u"device-oom.json"_s), u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(json.out.toUtf8()).object();
        bool found = false;
        for (const QJsonValue &value : object.value(u"lines"_s).toArray()) {
            const QJsonObject line = value.toObject();
            if (line.value(u"field"_s).toString() != u"num_ooms.warm_forward"_s)
                continue;
            found = true;
            // device.json ends warm_forward 3 on read 14 (1 OOM); device-oom.json's last row is warm_forward 1 (read
            // 10).
            QCOMPARE(line.value(u"values"_s).toArray(), (QJsonArray{u"1"_s, u"1"_s}));
            QCOMPARE(line.value(u"differences"_s).toArray(), (QJsonArray{QJsonValue(), u"0"_s}));
            QCOMPARE(line.value(u"ratios"_s).toArray(), (QJsonArray{QJsonValue(), QJsonValue()}));
        }
        QVERIFY(found);
    }

    void showEnvironment()
    {
        const Run run = runCli({u"show"_s, path(u"environment.json"_s)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(u"File: environment.json\n"_s));
        QVERIFY2(run.out.contains(u"Device name:"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"NVIDIA H100 80GB HBM3\n"_s));
    }

    void showRefusesABadFileNamingIt()
    {
        const Run run = runCli({u"show"_s, path(u"broken.json"_s)});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(
            run.err,
            u"iteragpu show: broken.json: format_version: unknown version 7 (this program reads versions 1 to 3)\n"_s);
    }

    void compareText()
    {
        const Run run = runCli({u"compare"_s, path(u"complete.json"_s), path(u"cpu.json"_s), path(u"failed.json"_s),
                                u"--baseline"_s, u"2"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QVERIFY2(run.out.contains(u"run 2: cpu.json (sha256 "_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u", baseline\n"_s));
        QVERIFY(run.out.contains(u"\nrepeats *"_s));
        QVERIFY(run.out.contains(u"Differing configuration fields (*): device, warmup, repeats\n"_s));
    }

    void compareCsvAndJsonMatchTheReports()
    {
        const QStringList files{path(u"complete.json"_s), path(u"failed.json"_s), path(u"cancelled.json"_s)};
        QList<ComparisonRun> runs;
        for (const QString &file : files) {
            const auto loaded = readReport(file);
            QVERIFY2(loaded, qPrintable(loaded.error()));
            runs.append(comparisonRun(*loaded));
        }
        const auto comparison = compareRuns(runs, 0);
        QVERIFY(comparison);
        const Run csv = runCli(QStringList{u"compare"_s} + files + QStringList{u"--csv"_s});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(csv.out, QString::fromUtf8(comparisonCsv(*comparison)));
        const Run json = runCli(QStringList{u"compare"_s} + files + QStringList{u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object(), comparisonJson(*comparison));
    }

    // The usage, and with it both shell completions (check_completion), names the count compare takes.
    void usageNamesTheComparedRange()
    {
        const Run help = runCli({u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        const QString range = u"compare %1 to %2 measurement reports"_s.arg(kMinComparedRuns).arg(kMaxComparedRuns);
        QVERIFY2(help.out.contains(range), qPrintable(help.out));
        const Run most = runCli(QStringList{u"compare"_s} + QStringList(kMaxComparedRuns, path(u"complete.json"_s))
                                + QStringList{u"--csv"_s});
        QCOMPARE(most.err, QString());
        QCOMPARE(most.exitCode, 0);
    }

    void compareRefusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one report") << QStringList{u"complete.json"_s}
                                    << u"iteragpu compare: give 2 to 64 measurement reports\n"_s;
        QTest::newRow("sixty-five reports")
            << QStringList(65, u"complete.json"_s) << u"iteragpu compare: give 2 to 64 measurement reports\n"_s;
        QTest::newRow("a bad report") << QStringList{u"complete.json"_s, u"broken.json"_s}
                                      << u"iteragpu compare: broken.json: format_version: unknown version 7 (this "
                                         u"program reads versions 1 to 3)\n"_s;
        QTest::newRow("an environment report")
            << QStringList{u"complete.json"_s, u"environment.json"_s}
            << u"iteragpu compare: environment.json: an environment report; compare measurement reports\n"_s;
        QTest::newRow("baseline out of range")
            << QStringList{u"complete.json"_s, u"cpu.json"_s, u"--baseline"_s, u"3"_s}
            << u"iteragpu compare: --baseline: a run from 1 to 2\n"_s;
        QTest::newRow("two forms") << QStringList{u"complete.json"_s, u"cpu.json"_s, u"--json"_s, u"--csv"_s}
                                   << u"iteragpu compare: --json and --csv exclude each other\n"_s;
    }

    void compareRefusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        QStringList full{u"compare"_s};
        for (const QString &argument : std::as_const(arguments))
            full.append(argument.endsWith(u".json"_s) ? path(argument) : argument);
        const Run run = runCli(full);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, expected);
    }
};

QTEST_GUILESS_MAIN(TestCliReports)
#include "tst_cli_reports.moc"
