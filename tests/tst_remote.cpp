#include "core/measure/phaseplan.h"
#include "core/reports/reportreader.h"
#include "remotestreams.h"
#include "sshdfixture.h"
#include "ui/remote/remoteclient.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <qcoro/qcorotask.h>

#include <csignal>
#include <functional>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {
template <typename T> QCoro::Task<std::optional<T>> optionalOf(QCoro::Task<T> task)
{
    co_return co_await std::move(task);
}
// QCoro::waitFor for results that have no default value (Result<T>).
template <typename T> T wait(QCoro::Task<T> task)
{
    return *QCoro::waitFor(optionalOf(std::move(task)));
}
} // namespace

// Remote runs against a real OpenSSH server on 127.0.0.1 (SshdFixture) whose remote command is
// the iteragpu built with these tests, measuring on the CPU: no mock between the window's
// controller, ssh, sshd, the remote shell and the CLI.
class TestRemote : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SshdFixture> m_sshd;

    SshTarget target() const
    {
        SshTarget target = m_sshd->target();
        target.remoteCommand = QStringLiteral(ITERAGPU_CLI);
        return target;
    }
    QString remotePath(const QString &name) const { return m_sshd->folder() + u"/remote-"_s + name; }
    QString localPath(const QString &name) const { return m_sshd->folder() + u"/local-"_s + name; }

    // A short run, or one long enough (each forward ~1 ms, up to 100000 of them) to be stopped.
    static MeasurementConfig config(const QString &output, bool longRun = false)
    {
        MeasurementConfig config;
        config.device = u"cpu"_s;
        config.batch = longRun ? 4 : 1;
        config.context = longRun ? 64 : 8;
        config.width = longRun ? 256 : 16;
        config.hidden = 4 * config.width;
        config.warmup = 1;
        config.repeats = longRun ? 100000 : 12;
        config.output = output;
        return config;
    }

    static QByteArray bytesOf(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    static QString statusOf(const QString &path)
    {
        auto report = readReport(path);
        return report && report->isMeasurement() ? report->measurement().report.status() : report.error();
    }

    // A fake remote command printing a scripted stream for config(remotePath(name)): the first
    // `rows` rows of the sample run (cancelled there when fewer than the plan's), then `more`.
    SshTarget fakeRemote(const QString &name, qsizetype rows, bool hang, const QByteArray &more = {},
                         bool withReport = false, const std::function<void(MeasurementReport &)> &change = {}) const
    {
        MeasurementReport streamed = remoteSampleReport(config(remotePath(name)));
        if (rows < streamed.outcome.rows.size()) {
            streamed.outcome.rows.resize(rows);
            streamed.outcome.status = RunStatus::Cancelled;
            streamed.outcome.stoppedAt = phaseAfter(streamed.config, rows);
        }
        MeasurementReport fetched = streamed;
        if (change)
            change(fetched);
        const QByteArray stream
            = withReport ? progressStreamOf(streamed, reportBytesOf(fetched)) : progressStreamHead(streamed);
        SshTarget target = m_sshd->target();
        target.remoteCommand = writeFakeRemote(m_sshd->folder(), u"fake-"_s + name, stream + more, hang);
        return target;
    }

    static QString rowsText(const QList<PhaseRow> &rows)
    {
        QStringList names;
        for (const PhaseRow &row : rows)
            names << phaseName(row.phase) + (row.index > 0 ? QString::number(row.index) : QString());
        return names.join(u' ');
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sshd = std::make_unique<SshdFixture>();
        if (!m_sshd->available())
            QSKIP(qPrintable(u"no sshd for the remote tests: "_s + m_sshd->whyNot()));
    }

    void liveDryRunFetchesTheReportByteForByte()
    {
        RemoteMeasurementController controller;
        QList<PhaseRow> received;
        int batchesWhileRunning = 0;
        connect(&controller, &RemoteMeasurementController::rowsFinished, this, [&](const QList<PhaseRow> &rows) {
            received += rows;
            batchesWhileRunning += controller.isRunning() ? 1 : 0;
        });
        QSignalSpy phases(&controller, &RemoteMeasurementController::phaseStarted);
        const QString remote = remotePath(u"live.json"_s);
        const QString local = localPath(u"live.json"_s);
        const MeasurementRunResult result
            = QCoro::waitFor(controller.run(RunRequest{config(remote), {}, target(), local}));
        QVERIFY2(result.kind == MeasurementRunResult::Kind::Complete, qPrintable(result.message));
        QCOMPARE(result.report.outcome.rows.size(), 3 + 1 + 12);
        QCOMPARE(rowsText(received), rowsText(result.report.outcome.rows));
        QVERIFY2(batchesWhileRunning > 0, "no row arrived while the remote run was going on");
        QCOMPARE(phases.size(), 3 + 1 + 12);
        QVERIFY(!bytesOf(remote).isEmpty());
        QCOMPARE(bytesOf(local), bytesOf(remote)); // byte-identical, and the remote file stays
        QCOMPARE(result.report.environment.requestedDevice, u"cpu"_s);
        QVERIFY(result.report.environment.backendLoaded());
    }

    void cancelStopsTheRemoteRunBetweenForwards()
    {
        RemoteMeasurementController controller;
        connect(&controller, &RemoteMeasurementController::rowsFinished, &controller,
                &RemoteMeasurementController::cancel);
        const QString remote = remotePath(u"cancelled.json"_s);
        const QString local = localPath(u"cancelled.json"_s);
        const MeasurementRunResult result
            = QCoro::waitFor(controller.run(RunRequest{config(remote, true), {}, target(), local}));
        QVERIFY2(result.kind == MeasurementRunResult::Kind::Cancelled, qPrintable(result.message));
        QCOMPARE(statusOf(remote), u"cancelled"_s);
        QCOMPARE(bytesOf(local), bytesOf(remote));
        QVERIFY(result.message.startsWith(u"cancelled at "_s));
        QVERIFY(!controller.isRunning());
    }

    void droppedConnectionKeepsTheRowsReceived_data()
    {
        QTest::addColumn<bool>("killServer");
        QTest::addRow("sshd's session processes killed") << true;
        QTest::addRow("the ssh client killed") << false;
    }
    void droppedConnectionKeepsTheRowsReceived()
    {
        QFETCH(bool, killServer);
        RemoteMeasurementController controller;
        QList<PhaseRow> received;
        connect(&controller, &RemoteMeasurementController::rowsFinished, this, [&](const QList<PhaseRow> &rows) {
            const bool first = received.isEmpty();
            received += rows;
            if (!first)
                return;
            if (killServer)
                QVERIFY(m_sshd->killSessions() > 0);
            else
                ::kill(pid_t(controller.sshProcessId()), SIGKILL);
        });
        const QString name = killServer ? u"dropped-server.json"_s : u"dropped-client.json"_s;
        const QString remote = remotePath(name);
        const QString local = localPath(name);
        const MeasurementRunResult result
            = QCoro::waitFor(controller.run(RunRequest{config(remote, true), {}, target(), local}));
        QVERIFY2(result.kind == MeasurementRunResult::Kind::Failed, qPrintable(result.message));
        QVERIFY2(result.message.startsWith(u"The connection to iteragpu-test dropped."_s), qPrintable(result.message));
        QVERIFY(!received.isEmpty());
        QCOMPARE(rowsText(result.report.outcome.rows), rowsText(received));
        // Recorded here as failed with the rows received...
        auto saved = readReport(local);
        QVERIFY2(saved, qPrintable(saved.error()));
        QCOMPARE(saved->measurement().report.status(), u"failed"_s);
        QCOMPARE(rowsText(saved->measurement().report.outcome.rows), rowsText(received));
        // ... and the remote run, its input gone, cancelled itself and wrote its own report.
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(remote), u"cancelled"_s, 30'000);
    }

    void cancelEscalatesWhenTheRemoteIgnoresItsInput()
    {
        const QString name = u"deaf.json"_s;
        RemoteMeasurementController controller;
        controller.setCancelGraces(std::chrono::seconds(1), std::chrono::seconds(5)); // ssh ends on SIGTERM at once
        QList<RemoteCancel> steps;
        QStringList lines;
        connect(&controller, &RemoteMeasurementController::cancelStep, this,
                [&](RemoteCancel step, const QString &line) {
                    steps.append(step);
                    lines.append(line);
                });
        QList<PhaseRow> received;
        connect(&controller, &RemoteMeasurementController::rowsFinished, this, [&](const QList<PhaseRow> &rows) {
            received += rows;
            if (received.size() == 3)
                controller.cancel();
        });
        const MeasurementRunResult result = QCoro::waitFor(
            controller.run(RunRequest{config(remotePath(name)), {}, fakeRemote(name, 3, true), localPath(name)}));
        // Ended by the escalation, not by the remote: input closed, then ssh terminated.
        QCOMPARE(steps, (QList<RemoteCancel>{RemoteCancel::InputClosed, RemoteCancel::Terminated}));
        QCOMPARE(lines,
                 (QStringList{u"Cancelling: iteragpu-test was asked to stop after the current forward; waiting up to "
                              u"1 s…"_s,
                              u"Cancelling: iteragpu-test did not stop within 1 s; ending ssh…"_s}));
        QVERIFY2(result.kind == MeasurementRunResult::Kind::Cancelled, qPrintable(result.message));
        QCOMPARE(result.message,
                 u"Cancelled: iteragpu-test did not stop within 1 s of its input closing; ssh was terminated. The run "
                 u"is recorded as cancelled with the 3 phase row(s) received."_s);
        QCOMPARE(statusOf(localPath(name)), u"cancelled"_s);
        QCOMPARE(rowsText(readReport(localPath(name))->measurement().report.outcome.rows), rowsText(received));
        QVERIFY(!controller.isRunning());
    }

    void probeAndCheckTimeOut()
    {
        RemoteProbe probe;
        probe.setTimeout(std::chrono::seconds(1));
        const SshTarget silent = fakeRemote(u"silent"_s, 0, true);
        // Not even "started": the script prints nothing and never ends.
        QFile::resize(m_sshd->folder() + u"/fake-silent.stream"_s, 0);
        const QString line = u"iteragpu-test did not answer within 1 s; ssh was ended."_s;
        QCOMPARE(wait(probe.environment(silent, u"cpu"_s)).error(), line);
        const QList<RemoteCheckLine> check = QCoro::waitFor(probe.check(silent)).lines;
        QCOMPARE(check.size(), 1);
        QCOMPARE(check.first().text, line);
        QVERIFY(!check.first().ok);
    }

    void protocolErrorsEndTheRun_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message"); // contained in the result's message
        QTest::addColumn<QString>("failure"); // the local report's failure message, empty: none saved
        QTest::addColumn<bool>("keptAside");
        using K = MeasurementRunResult::Kind;
        QTest::addRow("more rows than the plan, the remote going on")
            << u"too-many"_s << int(K::NotWritten)
            << u"Protocol error from iteragpu-test: the remote sent more rows than the run's plan has (16); ssh was "
               u"ended."_s
            << QString() << false;
        QTest::addRow("a row out of order")
            << u"out-of-order"_s << int(K::Failed)
            << u"the remote started warm_forward 2 after 3 row(s); the run's plan has warmup there"_s
            << u"protocol error from iteragpu-test: the remote started warm_forward 2 after 3 row(s); the run's "
               u"plan has warmup there"_s
            << false;
        QTest::addRow("a report for batch 999")
            << u"batch"_s << int(K::Failed) << u"its configuration.batch is 999, the run requested 1"_s
            << u"the report fetched from iteragpu-test disagrees with the rows streamed: its configuration.batch is "
               u"999, the run requested 1"_s
            << true;
        QTest::addRow("a report with times 1000x")
            << u"times"_s << int(K::Failed)
            << u"its row 1 (model_load) took 100000000 ns, the stream showed 100000 ns"_s
            << u"the report fetched from iteragpu-test disagrees with the rows streamed: its row 1 (model_load) took "
               u"100000000 ns, the stream showed 100000 ns"_s
            << true;
        QTest::addRow("bytes after the report")
            << u"trailing"_s << int(K::Failed) << u"the progress stream goes on after the report"_s
            << u"protocol error from iteragpu-test: the progress stream goes on after the report"_s << false;
    }
    void protocolErrorsEndTheRun()
    {
        QFETCH(QString, name);
        QFETCH(int, kind);
        QFETCH(QString, message);
        QFETCH(QString, failure);
        QFETCH(bool, keptAside);
        const QString file = u"protocol-"_s + name + u".json"_s;
        const MeasurementConfig requested = config(remotePath(file));
        SshTarget target;
        if (name == u"too-many"_s) {
            // 16 planned rows, then a 17th and on for ever unless stopped.
            const PhaseRow last = remoteSampleReport(requested).outcome.rows.last();
            QByteArray more;
            for (int extra = 1; extra <= 3; ++extra) {
                PhaseRow row = last;
                row.index += extra;
                more += progressPhaseStartedLine(row.phase, row.index) + progressRowLine(row);
            }
            target = fakeRemote(file, completeRowCount(requested), true, more);
        } else if (name == u"out-of-order"_s) {
            PhaseRow row = remoteSampleReport(requested).outcome.rows.at(5);
            target = fakeRemote(file, 3, true, progressPhaseStartedLine(row.phase, row.index) + progressRowLine(row));
        } else if (name == u"trailing"_s) {
            target = fakeRemote(file, 3, false, "{\"event\":\"row\"}\n", true);
        } else {
            target = fakeRemote(file, 3, false, {}, true, [&](MeasurementReport &fetched) {
                if (name == u"batch"_s)
                    fetched.config.batch = 999;
                for (PhaseRow &row : fetched.outcome.rows)
                    row.nanoseconds *= name == u"times"_s ? 1000 : 1;
            });
        }
        RemoteMeasurementController controller;
        const MeasurementRunResult result
            = QCoro::waitFor(controller.run(RunRequest{requested, {}, target, localPath(file)}));
        QCOMPARE(int(result.kind), kind);
        QVERIFY2(result.message.contains(message), qPrintable(result.message));
        QVERIFY2(!result.message.contains(u"dropped"_s), qPrintable(result.message));
        QCOMPARE(QFile::exists(disagreeingReportPath(localPath(file))), keptAside);
        if (failure.isEmpty()) {
            QVERIFY(!QFile::exists(localPath(file)));
            return;
        }
        auto saved = readReport(localPath(file));
        QVERIFY2(saved, qPrintable(saved.error()));
        QCOMPARE(saved->measurement().report.status(), u"failed"_s);
        QCOMPARE(saved->measurement().report.outcome.failureMessage, failure);
        QCOMPARE(saved->measurement().report.outcome.rows.size(), 3);
    }

    void sshFailuresAreExplained_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("message");
        QTest::addRow("unknown host key")
            << u"unknown-host"_s
            << u"The host key of iteragpu-test-unknown-host is unknown or has changed: connect once with 'ssh "
               u"iteragpu-test-unknown-host' in a terminal, check the key and accept it, then try again."_s;
        QTest::addRow("authentication refused")
            << u"wrong-key"_s
            << u"iteragpu-test-wrong-key refused the authentication: add your key to the SSH agent (ssh-add) or name "
               u"it in ~/.ssh/config (IdentityFile); no password is asked here."_s;
        QTest::addRow("remote command missing")
            << u"missing-command"_s
            << u"/nonexistent/iteragpu was not found on iteragpu-test (command not found): install the iteragpu "
               u"command-line tool there or set its path."_s;
    }
    void sshFailuresAreExplained()
    {
        QFETCH(QString, which);
        QFETCH(QString, message);
        SshTarget target = this->target();
        if (which == u"unknown-host"_s)
            target.destination = m_sshd->unknownHostTarget().destination;
        else if (which == u"wrong-key"_s)
            target.destination = m_sshd->unauthorizedTarget().destination;
        else
            target.remoteCommand = u"/nonexistent/iteragpu"_s;

        RemoteProbe probe;
        const auto environment = wait(probe.environment(target, u"cpu"_s));
        QCOMPARE(environment.error(), message);
        const QList<RemoteCheckLine> check = QCoro::waitFor(probe.check(target)).lines;
        QCOMPARE(check.last().text, message);
        QVERIFY(!check.last().ok);

        RemoteMeasurementController controller;
        const QString local = localPath(which + u".json"_s);
        const MeasurementRunResult result
            = QCoro::waitFor(controller.run(RunRequest{config(remotePath(which + u".json"_s)), {}, target, local}));
        QVERIFY(result.kind == MeasurementRunResult::Kind::Refused);
        QCOMPARE(result.message, message);
        QVERIFY(!QFile::exists(local));
    }

    void remoteEnvironmentAndCheck()
    {
        RemoteProbe probe;
        const auto environment = wait(probe.environment(target(), u"cpu"_s));
        QVERIFY2(environment, qPrintable(environment.error()));
        QCOMPARE(environment->requestedDevice, u"cpu"_s);
        QVERIFY(environment->backendLoaded());

        const QList<RemoteCheckLine> lines = QCoro::waitFor(probe.check(target())).lines;
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(0).text, u"ssh connects to iteragpu-test."_s);
        QVERIFY(lines.at(1).text.startsWith(QStringLiteral(ITERAGPU_CLI) + u" found: iteragpu "_s));
        QVERIFY(lines.at(2).text.startsWith(u"The torch module loads: libtorch "_s));
        QVERIFY(lines.at(0).ok && lines.at(1).ok && lines.at(2).ok);
        QCOMPARE(lines.at(3).text, u"Devices seen: cpu only, no GPU (a protocol dry run is all that can run there)."_s);
    }

    void existingFilesAreNeverOverwritten_data()
    {
        QTest::addColumn<bool>("remoteExists");
        QTest::addRow("the remote path exists") << true;
        QTest::addRow("the local path exists") << false;
    }
    void existingFilesAreNeverOverwritten()
    {
        QFETCH(bool, remoteExists);
        const QString name = remoteExists ? u"exists-remote.json"_s : u"exists-local.json"_s;
        const QString existing = remoteExists ? remotePath(name) : localPath(name);
        {
            QFile file(existing);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("keep me");
        }
        RemoteMeasurementController controller;
        const MeasurementRunResult result
            = QCoro::waitFor(controller.run(RunRequest{config(remotePath(name)), {}, target(), localPath(name)}));
        QVERIFY(result.kind == MeasurementRunResult::Kind::Refused);
        QCOMPARE(bytesOf(existing), QByteArray("keep me"));
        if (remoteExists) {
            QVERIFY2(result.message.startsWith(u"iteragpu-test refused the run: --output: "_s),
                     qPrintable(result.message));
            QVERIFY2(result.message.endsWith(u"exists already; a result is never overwritten, choose a new name"_s),
                     qPrintable(result.message));
            QCOMPARE(result.field, u"output"_s);
            QVERIFY(!QFile::exists(localPath(name)));
        } else {
            QVERIFY2(result.message.contains(u"exists already"_s), qPrintable(result.message));
            QVERIFY(!QFile::exists(remotePath(name))); // nothing ran there
        }
    }

    void hostileOutputNamesAreWrittenLiterallyOrRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("refused");
        QTest::addRow("spaces, quotes, ; $() and backticks")
            << u"a b 'c' \"d\"; touch PWNED; $(touch PWNED) `touch PWNED`.json"_s << false;
        QTest::addRow("a newline") << u"a\ntouch PWNED.json"_s << true;
    }
    void hostileOutputNamesAreWrittenLiterallyOrRefused()
    {
        QFETCH(QString, name);
        QFETCH(bool, refused);
        const QString home = QDir::homePath();
        QVERIFY(!QFile::exists(home + u"/PWNED"_s));
        RemoteMeasurementController controller;
        const QString local = localPath(u"hostile.json"_s);
        QFile::remove(local);
        const MeasurementRunResult result
            = QCoro::waitFor(controller.run(RunRequest{config(remotePath(name)), {}, target(), local}));
        for (const QString &folder : {home, m_sshd->folder(), QDir::currentPath()})
            QVERIFY2(!QFile::exists(folder + u"/PWNED"_s), qPrintable(folder + u": the remote shell ran a name"_s));
        if (refused) {
            QVERIFY(result.kind == MeasurementRunResult::Kind::Refused);
            QVERIFY2(result.message.endsWith(u"cannot be passed to the remote host; refused"_s),
                     qPrintable(result.message));
            QVERIFY(!QFile::exists(remotePath(name)));
        } else {
            QVERIFY2(result.kind == MeasurementRunResult::Kind::Complete, qPrintable(result.message));
            QCOMPARE(bytesOf(local), bytesOf(remotePath(name))); // the file has exactly that name there
        }
    }

    void optionAsDestinationIsRefused()
    {
        const QString marker = m_sshd->folder() + u"/X"_s;
        SshTarget target = this->target();
        target.destination = u"-oProxyCommand=touch "_s + marker;
        RemoteMeasurementController controller;
        const MeasurementRunResult result = QCoro::waitFor(
            controller.run(RunRequest{config(remotePath(u"proxy.json"_s)), {}, target, localPath(u"proxy.json"_s)}));
        QVERIFY(result.kind == MeasurementRunResult::Kind::Refused);
        QCOMPARE(result.field, u"ssh_destination"_s);
        RemoteProbe probe;
        QVERIFY(!wait(probe.environment(target, u"cpu"_s)));
        QTest::qWait(200);
        QVERIFY(!QFile::exists(marker));
        QVERIFY(!QFile::exists(u"X"_s));
    }
};

QTEST_GUILESS_MAIN(TestRemote)
#include "tst_remote.moc"
