#include "core/measure/phaseplan.h"
#include "core/remote/remotebounds.h"
#include "core/remote/remoterun.h"
#include "core/reports/reportreader.h"
#include "remotestreams.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

// The decisions that bound a remote run, without ssh: the streamed rows against the run's plan,
// the fetched report against the request and the rows streamed, and the conclusion drawn from a
// stream that broke the protocol, disagreed with its report or was cancelled by ending ssh.
class TestRemoteBounds : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // warmup 1, repeats 3: model_load inputs cold_forward warmup warm_forward 1..3 (7 rows).
    static MeasurementConfig config()
    {
        MeasurementConfig config;
        config.device = u"cpu"_s;
        config.batch = 1;
        config.context = 8;
        config.width = 16;
        config.hidden = 64;
        config.warmup = 1;
        config.repeats = 3;
        config.output = u"/srv/runs/remote.json"_s;
        return config;
    }

    static PhaseRow row(Phase phase, int index, int iterations = 1)
    {
        PhaseRow row;
        row.phase = phase;
        row.index = index;
        row.iterations = iterations;
        return row;
    }

    static QByteArray bytesOf(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    // What ssh and the stream left, for concludeRemoteRun: the stream fed as the controller does.
    RemoteRunEnd endOf(const QByteArray &stream, const QString &localName, const MeasurementConfig &requested)
    {
        RemoteRunEnd end;
        end.target = {u"gpu-box"_s, u"iteragpu"_s, {}};
        end.config = requested;
        end.localPath = m_dir.filePath(localName);
        end.outcome.started = true;
        end.outcome.exitCode = 0;
        QList<ProgressEvent> events;
        const Status fed = end.reader.feedInto(stream, events);
        for (const ProgressEvent &event : std::as_const(events)) {
            if (event.kind == ProgressEvent::Kind::Started) {
                end.environment = event.environment;
                end.startedUtc = event.startedUtc;
            }
            if (event.kind == ProgressEvent::Kind::Row) {
                if (Status planned = checkStreamedRow(requested, end.rows.size(), event.row); !planned) {
                    end.streamError = planned.error();
                    return end;
                }
                end.rows.append(event.row);
            }
        }
        if (!fed)
            end.streamError = fed.error();
        return end;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void rowsFollowThePlan_data()
    {
        QTest::addColumn<qsizetype>("received");
        QTest::addColumn<PhaseRow>("row");
        QTest::addColumn<QString>("error");
        QTest::addRow("the first row") << qsizetype(0) << row(Phase::ModelLoad, 0) << QString();
        QTest::addRow("the warm-up row") << qsizetype(3) << row(Phase::Warmup, 0) << QString();
        QTest::addRow("the last repeat") << qsizetype(6) << row(Phase::WarmForward, 3) << QString();
        QTest::addRow("one row beyond the plan")
            << qsizetype(7) << row(Phase::WarmForward, 4) << u"the remote sent more rows than the run's plan has (7)"_s;
        QTest::addRow("a phase out of order")
            << qsizetype(1) << row(Phase::ColdForward, 0)
            << u"the remote sent row 2 as cold_forward; the run's plan has inputs there"_s;
        QTest::addRow("a repeat out of order")
            << qsizetype(5) << row(Phase::WarmForward, 3)
            << u"the remote sent row 6 as warm_forward 3; the run's plan has warm_forward 2 there"_s;
        QTest::addRow("a warm-up of other forwards")
            << qsizetype(3) << row(Phase::Warmup, 0, 5)
            << u"the remote sent row 4 (warmup) with 5 forward(s); the run's plan has 1"_s;
    }
    void rowsFollowThePlan()
    {
        QFETCH(qsizetype, received);
        QFETCH(PhaseRow, row);
        QFETCH(QString, error);
        QCOMPARE(checkStreamedRow(config(), received, row).error(), error);
    }

    void phaseStartsFollowThePlan()
    {
        QVERIFY(checkStreamedPhaseStart(config(), 0, false, Phase::ModelLoad, 0));
        QCOMPARE(checkStreamedPhaseStart(config(), 0, true, Phase::ModelLoad, 0).error(),
                 u"the remote started model_load twice"_s);
        QCOMPARE(checkStreamedPhaseStart(config(), 7, false, Phase::WarmForward, 4).error(),
                 u"the remote sent more rows than the run's plan has (7)"_s);
        QCOMPARE(checkStreamedPhaseStart(config(), 4, false, Phase::Warmup, 0).error(),
                 u"the remote started warmup after 4 row(s); the run's plan has warm_forward 1 there"_s);
    }

    void reportComparedWithTheStream_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("error");
        QTest::addRow("the same") << QString() << QString();
        QTest::addRow("another folder, the same file name") << u"folder"_s << QString();
        QTest::addRow("another batch") << u"batch"_s << u"its configuration.batch is 999, the run requested 1"_s;
        QTest::addRow("another file name")
            << u"name"_s << u"its configuration.output is other.json, the run requested remote.json"_s;
        QTest::addRow("times 1000x") << u"times"_s
                                     << u"its row 1 (model_load) took 100000000 ns, the stream showed 100000 ns"_s;
        QTest::addRow("a row fewer") << u"fewer"_s << u"it has 6 phase row(s), the stream showed 7"_s;
        QTest::addRow("another phase") << u"phase"_s << u"its row 2 is cold_forward, the stream showed inputs"_s;
    }
    void reportComparedWithTheStream()
    {
        QFETCH(QString, change);
        QFETCH(QString, error);
        const MeasurementReport streamed = remoteSampleReport(config());
        MeasurementReport fetched = streamed;
        if (change == u"folder"_s)
            fetched.config.output = u"/elsewhere/remote.json"_s;
        if (change == u"batch"_s)
            fetched.config.batch = 999;
        if (change == u"name"_s)
            fetched.config.output = u"/srv/runs/other.json"_s;
        for (PhaseRow &row : fetched.outcome.rows)
            row.nanoseconds *= change == u"times"_s ? 1000 : 1;
        if (change == u"fewer"_s)
            fetched.outcome.rows.removeLast();
        if (change == u"phase"_s)
            fetched.outcome.rows[1].phase = Phase::ColdForward;
        QCOMPARE(compareReportWithStream(config(), streamed.outcome.rows, fetched).error(), error);
    }

    void disagreeingReportNamedAfterTheOutput_data()
    {
        QTest::addColumn<QString>("local");
        QTest::addColumn<QString>("kept");
        QTest::addRow("a .json file") << u"/home/a/run.json"_s
                                      << u"/home/a/run.remote-report-disagrees-with-stream.json"_s;
        QTest::addRow("no suffix") << u"/home/a/run"_s << u"/home/a/run.remote-report-disagrees-with-stream.json"_s;
        QTest::addRow("a bare name") << u"run.json"_s << u"run.remote-report-disagrees-with-stream.json"_s;
    }
    void disagreeingReportNamedAfterTheOutput()
    {
        QFETCH(QString, local);
        QFETCH(QString, kept);
        QCOMPARE(disagreeingReportPath(local), kept);
    }

    void concludedFromWhatArrived_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("rows"); // streamed: 7 (complete) or 3 (a run cancelled at warmup)
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("status"); // of the report saved here, empty: none saved
        QTest::addColumn<QString>("message"); // its start
        QTest::addColumn<QString>("failure"); // the saved report's failure message
        QTest::addColumn<bool>("keptAside"); // the fetched report kept as disagreeing
        using K = MeasurementRunResult::Kind;
        const QString notSaved = u" Every phase was streamed, so the rows cannot be recorded as a run that stopped "
                                 u"part-way; nothing was saved as the run."_s;
        QTest::addRow("agreeing") << u"agrees"_s << 7 << int(K::Complete) << u"complete"_s << QString() << QString()
                                  << false;
        QTest::addRow("agreeing, cancelled") << u"agrees"_s << 3 << int(K::Cancelled) << u"cancelled"_s
                                             << u"cancelled at warmup"_s << QString() << false;
        QTest::addRow("a row beyond the plan")
            << u"too-many"_s << 7 << int(K::NotWritten) << QString()
            << u"Protocol error from gpu-box: the remote sent more rows than the run's plan has (7); ssh was ended."_s
                + notSaved
            << QString() << false;
        QTest::addRow("a row out of order")
            << u"out-of-order"_s << 3 << int(K::Failed) << u"failed"_s
            << u"Protocol error from gpu-box: the remote sent row 4 as warm_forward 1; the run's plan has warmup "
               u"there; ssh was ended. The run is recorded as failed with the 3 phase row(s) received."_s
            << u"protocol error from gpu-box: the remote sent row 4 as warm_forward 1; the run's plan has warmup "
               u"there"_s
            << false;
        QTest::addRow("bytes after the report")
            << u"trailing"_s << 3 << int(K::Failed) << u"failed"_s
            << u"Protocol error from gpu-box: the progress stream goes on after the report; ssh was ended."_s
            << u"protocol error from gpu-box: the progress stream goes on after the report"_s << false;
        QTest::addRow("a report for batch 999")
            << u"batch"_s << 3 << int(K::Failed) << u"failed"_s
            << u"The report fetched from gpu-box disagrees with the rows shown: its configuration.batch is 999, the "
               u"run requested 1. It was kept only as "_s
            << u"the report fetched from gpu-box disagrees with the rows streamed: its configuration.batch is 999, "
               u"the run requested 1"_s
            << true;
        QTest::addRow("a report with times 1000x")
            << u"times"_s << 3 << int(K::Failed) << u"failed"_s
            << u"The report fetched from gpu-box disagrees with the rows shown: its row 1 (model_load) took "
               u"100000000 ns, the stream showed 100000 ns. It was kept only as "_s
            << u"the report fetched from gpu-box disagrees with the rows streamed: its row 1 (model_load) took "
               u"100000000 ns, the stream showed 100000 ns"_s
            << true;
        QTest::addRow("a complete report with times 1000x")
            << u"times"_s << 7 << int(K::NotWritten) << QString()
            << u"The report fetched from gpu-box disagrees with the rows shown: its row 1 (model_load) took "
               u"100000000 ns, the stream showed 100000 ns. It was kept only as "_s
            << QString() << true;
        QTest::addRow("cancelled by ending ssh")
            << u"terminated"_s << 3 << int(K::Cancelled) << u"cancelled"_s
            << u"Cancelled: gpu-box did not stop within 10 s of its input closing; ssh was terminated. The run is "
               u"recorded as cancelled with the 3 phase row(s) received."_s
            << QString() << false;
        QTest::addRow("cancelled by killing ssh")
            << u"killed"_s << 3 << int(K::Cancelled) << u"cancelled"_s
            << u"Cancelled: gpu-box did not stop within 10 s of its input closing and ssh did not end on SIGTERM; "
               u"ssh was killed. The run is recorded as cancelled with the 3 phase row(s) received."_s
            << QString() << false;
    }
    void concludedFromWhatArrived()
    {
        QFETCH(QString, name);
        QFETCH(int, rows);
        QFETCH(int, kind);
        QFETCH(QString, status);
        QFETCH(QString, message);
        QFETCH(QString, failure);
        QFETCH(bool, keptAside);
        MeasurementReport streamed = remoteSampleReport(config());
        if (rows < streamed.outcome.rows.size()) {
            streamed.outcome.rows.resize(rows);
            streamed.outcome.status = RunStatus::Cancelled;
            streamed.outcome.stoppedAt = phaseAfter(config(), rows);
        }
        MeasurementReport fetched = streamed;
        if (name == u"batch"_s)
            fetched.config.batch = 999;
        for (PhaseRow &row : fetched.outcome.rows)
            row.nanoseconds *= name == u"times"_s ? 1000 : 1;
        const QByteArray fetchedBytes = reportBytesOf(fetched);
        QByteArray stream = progressStreamOf(streamed, fetchedBytes);
        MeasurementReport head = streamed;
        if (name == u"too-many"_s || name == u"out-of-order"_s) {
            head.outcome.rows.append(remoteSampleReport(config()).outcome.rows.last());
            head.outcome.rows.last().index += name == u"too-many"_s ? 1 : -2;
            stream = progressStreamHead(head);
        }
        if (name == u"trailing"_s)
            stream += "{\"event\":\"row\"}\n";
        if (name == u"terminated"_s || name == u"killed"_s)
            stream = progressStreamHead(head);
        const QString local = u"%1-%2.json"_s.arg(name).arg(rows);
        RemoteRunEnd end = endOf(stream, local, config());
        if (name == u"terminated"_s || name == u"killed"_s) {
            end.cancel = name == u"killed"_s ? RemoteCancel::Killed : RemoteCancel::Terminated;
            end.outcome.exitCode = 255;
            end.outcome.crashed = name == u"killed"_s;
        }
        const MeasurementRunResult result = concludeRemoteRun(end);
        QCOMPARE(int(result.kind), kind);
        QVERIFY2(result.message.startsWith(message), qPrintable(result.message));
        // Whatever was saved, the rows the window shows are the streamed ones.
        QCOMPARE(result.report.outcome.rows.size(), streamed.outcome.rows.size());
        const QString aside = disagreeingReportPath(end.localPath);
        QCOMPARE(QFile::exists(aside), keptAside);
        if (keptAside) {
            QCOMPARE(bytesOf(aside), fetchedBytes);
            QVERIFY2(
                result.message.contains(aside + u", a remote report that disagrees with the stream, not as the run."_s),
                qPrintable(result.message));
        }
        if (status.isEmpty()) {
            QVERIFY(!QFile::exists(end.localPath));
            return;
        }
        auto saved = readReport(end.localPath);
        QVERIFY2(saved && saved->isMeasurement(), qPrintable(saved.error()));
        const MeasurementReport &report = saved->measurement().report;
        QCOMPARE(report.status(), status);
        QCOMPARE(report.outcome.failureMessage, failure);
        // The rows saved are the rows shown, never the disagreeing report's.
        QCOMPARE(report.outcome.rows.size(), streamed.outcome.rows.size());
        for (qsizetype i = 0; i < report.outcome.rows.size(); ++i)
            QCOMPARE(report.outcome.rows.at(i).nanoseconds, streamed.outcome.rows.at(i).nanoseconds);
        if (name == u"agrees"_s)
            QCOMPARE(bytesOf(end.localPath), fetchedBytes);
    }
};

QTEST_GUILESS_MAIN(TestRemoteBounds)
#include "tst_remotebounds.moc"
