#include "core/reports/progressstream.h"
#include "core/reports/reportreader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

// `iteragpu measure --progress jsonl` run locally, as ssh runs it remotely: the stream read back
// with the window's reader, the report after the last line equal to the file, and the three ways
// a run is cancelled in this mode (its input closed at once or later, a hang-up).
class TestCliProgress : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    enum class Stop
    {
        Never,
        CloseInputAtOnce,
        HangUpAfterFirstRow
    };

    // A CPU dry run of `repeats` warm forwards (each ~1 ms with `slow`), writing `output`.
    Run measure(const QString &output, int repeats, Stop stop, bool slow = false, const QString &progress = u"jsonl"_s)
    {
        QProcess process;
        process.start(QStringLiteral(ITERAGPU_CLI),
                      {u"measure"_s, u"--device"_s, u"cpu"_s, u"--batch"_s, slow ? u"4"_s : u"1"_s, u"--context"_s,
                       slow ? u"64"_s : u"4"_s, u"--width"_s, slow ? u"256"_s : u"8"_s, u"--dtype"_s, u"float32"_s,
                       u"--warmup"_s, u"1"_s, u"--repeats"_s, QString::number(repeats), u"--output"_s, output,
                       u"--progress"_s, progress});
        if (!process.waitForStarted(10'000))
            return {};
        if (stop == Stop::CloseInputAtOnce)
            process.closeWriteChannel();
        Run run;
        QElapsedTimer waited;
        waited.start();
        bool hungUp = false;
        while (process.state() != QProcess::NotRunning && waited.elapsed() < 60'000) {
            process.waitForReadyRead(100);
            run.out += process.readAllStandardOutput();
            if (stop == Stop::HangUpAfterFirstRow && !hungUp && run.out.contains("\"event\":\"row\"")) {
                ::kill(pid_t(process.processId()), SIGHUP);
                hungUp = true;
            }
        }
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(5000);
            return {};
        }
        run.out += process.readAllStandardOutput();
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
        run.err = QString::fromUtf8(process.readAllStandardError());
        return run;
    }

    static QByteArray bytesOf(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void completeRunStreamsRowsThenTheReport()
    {
        const QString output = m_dir.filePath(u"complete.json"_s);
        const Run run = measure(output, 3, Stop::Never);
        QCOMPARE(run.exitCode, 0);
        ProgressStreamReader reader;
        const auto events = reader.feed(run.out);
        QVERIFY2(events, qPrintable(events.error()));
        QVERIFY2(reader.checkEnd(), qPrintable(reader.checkEnd().error()));
        QStringList kinds;
        for (const ProgressEvent &event : *events)
            kinds << QString::number(int(event.kind));
        // started, then phase_started + row for model_load, inputs, cold_forward, warmup, 3 repeats, finished
        QCOMPARE(kinds.join(QString()), u"0"_s + u"12"_s.repeated(7) + u"3"_s);
        QCOMPARE(reader.report(), bytesOf(output));
        QCOMPARE(events->last().reportPath, output);
        QVERIFY2(run.err.contains(u"Report written: "_s), qPrintable(run.err)); // human text on stderr
    }

    void cancelledRunsWriteTheirReport_data()
    {
        QTest::addColumn<int>("stop");
        QTest::addColumn<QString>("message");
        QTest::addRow("input closed at once") << int(Stop::CloseInputAtOnce) << u"cancelled at model_load"_s;
        QTest::addRow("hang-up after the first row") << int(Stop::HangUpAfterFirstRow) << u"cancelled at "_s;
    }
    void cancelledRunsWriteTheirReport()
    {
        QFETCH(int, stop);
        QFETCH(QString, message);
        const QString output = m_dir.filePath(u"cancelled-%1.json"_s.arg(stop));
        const Run run = measure(output, 100000, Stop(stop), true);
        QCOMPARE(run.exitCode, 3);
        ProgressStreamReader reader;
        const auto events = reader.feed(run.out);
        QVERIFY2(events, qPrintable(events.error()));
        QVERIFY2(reader.checkEnd(), qPrintable(reader.checkEnd().error()));
        QCOMPARE(events->last().kind, ProgressEvent::Kind::Finished);
        QCOMPARE(runStatusName(events->last().status), u"cancelled"_s);
        QVERIFY2(events->last().message.startsWith(message), qPrintable(events->last().message));
        QCOMPARE(reader.report(), bytesOf(output));
    }

    void refusalsEndTheStream()
    {
        const QString existing = m_dir.filePath(u"exists.json"_s);
        QFile file(existing);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const Run run = measure(existing, 1, Stop::Never);
        QCOMPARE(run.exitCode, 2);
        ProgressStreamReader reader;
        const auto events = reader.feed(run.out);
        QVERIFY2(events, qPrintable(events.error()));
        QCOMPARE(events->size(), 1);
        QCOMPARE(events->first().kind, ProgressEvent::Kind::Refused);
        QCOMPARE(events->first().field, u"output"_s);
        QVERIFY(events->first().message.contains(u"exists already"_s));
        QVERIFY(bytesOf(existing).isEmpty()); // never overwritten
    }

    // A real out-of-memory failure, not a scripted one: the CLI runs under an address-space limit
    // (RLIMIT_AS, 3 GB; libtorch and its libraries take about 1 GB of it). The weights (32 MiB)
    // and the inputs (128 MiB) fit, the first Linear's output of cold_forward (64 x 8192 x 65536
    // float32 = 128 GiB) does not: the CPU allocator fails, and the run ends as a report.
    void addressSpaceLimitGivesAnOutOfMemoryReport()
    {
        const QString output = m_dir.filePath(u"oom.json"_s);
        const QString neighbour = m_dir.filePath(u"kept.txt"_s);
        QFile kept(neighbour);
        QVERIFY(kept.open(QIODevice::WriteOnly));
        kept.write("already here\n");
        kept.close();
        const QStringList before = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
        QProcess process;
        process.setChildProcessModifier([] {
            const rlimit limit{rlim_t(3'000'000'000), rlim_t(3'000'000'000)};
            ::setrlimit(RLIMIT_AS, &limit);
        });
        process.start(QStringLiteral(ITERAGPU_CLI),
                      {u"measure"_s, u"--device"_s, u"cpu"_s, u"--batch"_s, u"64"_s, u"--context"_s, u"8192"_s,
                       u"--width"_s, u"64"_s, u"--hidden"_s, u"65536"_s, u"--dtype"_s, u"float32"_s, u"--warmup"_s,
                       u"0"_s, u"--repeats"_s, u"1"_s, u"--output"_s, output});
        QVERIFY(process.waitForFinished(60'000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 3, qPrintable(err));
        QVERIFY2(err.contains(u"stopped at cold_forward: the device ran out of memory"_s), qPrintable(err));
        QVERIFY2(err.contains(u"DefaultCPUAllocator"_s), qPrintable(err)); // libtorch's own words kept

        const auto loaded = readReport(output);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        const MeasurementOutcome &outcome = loaded->measurement().report.outcome;
        QCOMPARE(outcome.status, RunStatus::Failed);
        QVERIFY(outcome.failureKind.has_value());
        QCOMPARE(*outcome.failureKind, ErrorKind::OutOfMemory);
        QCOMPARE(outcome.stoppedAt, Phase::ColdForward);
        // The phases before the failure are kept, with their times.
        QCOMPARE(outcome.rows.size(), 2);
        QCOMPARE(outcome.rows.at(0).phase, Phase::ModelLoad);
        QCOMPARE(outcome.rows.at(1).phase, Phase::Inputs);
        QVERIFY(outcome.rows.at(1).nanoseconds > 0);
        // The file's words, as the schema spells them.
        QVERIFY(bytesOf(output).contains("\"kind\": \"out_of_memory\""));
        // Nothing else in the folder changed: the neighbour is intact, no temporary file is left.
        QCOMPARE(bytesOf(neighbour), QByteArray("already here\n"));
        QStringList after = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
        after.removeOne(u"oom.json"_s);
        QCOMPARE(after, before);
    }

    // The same boundary through the user's own option: --memory-limit sets the limit once libtorch is
    // loaded, the header and the report say so, and the report reads back with the limit.
    void memoryLimitOptionGivesAnOutOfMemoryReport()
    {
        const QString output = m_dir.filePath(u"limited.json"_s);
        QProcess process;
        process.start(QStringLiteral(ITERAGPU_CLI),
                      {u"measure"_s, u"--device"_s, u"cpu"_s, u"--batch"_s,   u"64"_s,    u"--context"_s,
                       u"8192"_s,    u"--width"_s,  u"64"_s,  u"--hidden"_s,  u"65536"_s, u"--dtype"_s,
                       u"float32"_s, u"--warmup"_s, u"0"_s,   u"--repeats"_s, u"1"_s,     u"--memory-limit"_s,
                       u"3GiB"_s,    u"--output"_s, output});
        QVERIFY(process.waitForFinished(60'000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(process.exitCode() == 3, qPrintable(err));
        QVERIFY2(out.contains(u"Address space limited to 3GiB (3221225472 bytes, RLIMIT_AS)"_s), qPrintable(out));
        QVERIFY2(err.contains(u"DefaultCPUAllocator"_s), qPrintable(err));
        const auto loaded = readReport(output);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        const MeasurementReport &report = loaded->measurement().report;
        QCOMPARE(report.outcome.failureKind, std::optional(ErrorKind::OutOfMemory));
        QCOMPARE(report.config.memoryLimitBytes, std::optional<qint64>(qint64(3) << 30));
        QVERIFY(bytesOf(output).contains("\"memory_limit_bytes\": 3221225472"));
        QVERIFY(bytesOf(output).contains("address space was limited to 3221225472 bytes"));
    }

    void unknownFormatIsRefused()
    {
        const Run run = measure(m_dir.filePath(u"xml.json"_s), 1, Stop::Never, false, u"xml"_s);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err, u"iteragpu measure: --progress: 'xml' is not a progress format; the one format is jsonl\n"_s);
    }
};

QTEST_GUILESS_MAIN(TestCliProgress)
#include "tst_cliprogress.moc"
