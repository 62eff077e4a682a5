#include "reports/progressstream.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

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
