// `iteragpu sweep` for real on the CPU: every point a real `iteragpu measure` process, the larger
// ones failing to allocate under a real address-space limit (--memory-limit: RLIMIT_AS in each point),
// the index read back, checked against its schema and against the reports in the folder.
#include "core/files/newfolder.h"
#include "core/files/textfile.h"
#include "core/remote/remotesweepend.h"
#include "core/reports/progressstream.h"
#include "core/sweep/sweepindex.h"
#include "core/sweep/sweepstream.h"
#include "fixturefile.h"
#include "jsonschema.h"
#include "samplereports.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>
#include <utility>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

class TestCliSweep : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_index; // the index of the width sweep, for the hostile variants
    QString m_indexPath;
    QByteArray m_stream; // the progress stream of a two-point sweep, for the hostile variants
    QString m_streamFolder;

    // Feeds `stream` in pieces of `piece` bytes; the events, and the first error or checkEnd's.
    static Status readStream(const QByteArray &stream, qsizetype piece, QList<SweepStreamEvent> &events)
    {
        SweepStreamReader reader;
        for (qsizetype at = 0; at < stream.size(); at += piece)
            if (Status fed = reader.feedInto(stream.mid(at, piece), events); !fed)
                return fed;
        return reader.checkEnd();
    }

    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    // Runs `iteragpu sweep arguments`; `during` sees the process and its standard output so far
    // after each read, until it returns true.
    using During = std::function<bool(QProcess &process, const QByteArray &out)>;
    Run sweep(const QStringList &arguments, bool closeAfterFirstPoint = false, const QString &workingDirectory = {},
              const During &during = {})
    {
        QProcess process;
        process.setWorkingDirectory(workingDirectory);
        process.start(QStringLiteral(ITERAGPU_CLI), QStringList{u"sweep"_s} + arguments);
        if (!process.waitForStarted(10'000))
            return {};
        Run run;
        QElapsedTimer waited;
        waited.start();
        bool closed = false;
        bool done = !during;
        while (process.state() != QProcess::NotRunning && waited.elapsed() < 240'000) {
            process.waitForReadyRead(100);
            run.out += process.readAllStandardOutput();
            if (!done)
                done = during(process, run.out);
            if (closeAfterFirstPoint && !closed && run.out.contains("\"event\":\"point_started\",\"number\":2")) {
                QTest::qWait(1500); // the second point is in its warm forwards
                process.closeWriteChannel();
                closed = true;
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

    // A CPU context sweep into `folder` with its stream: a quick first point (context 1), then a
    // long one (`context`, `width`, `repeats` forwards and no warm-up).
    static QStringList quickThenLongSweep(const QString &folder, const QString &context, const QString &width,
                                          const QString &repeats)
    {
        return {u"--vary"_s,       u"context"_s, u"--values"_s,   u"1,"_s + context,
                u"--device"_s,     u"cpu"_s,     u"--batch"_s,    u"1"_s,
                u"--width"_s,      width,        u"--dtype"_s,    u"float32"_s,
                u"--warmup"_s,     u"0"_s,       u"--repeats"_s,  repeats,
                u"--output-dir"_s, folder,       u"--progress"_s, u"jsonl"_s};
    }

    // The width sweep's index with `change` made to its point `at`'s JSON object.
    QByteArray indexWithPoint(int at, const std::function<void(QJsonObject &)> &change) const
    {
        QJsonObject json = QJsonDocument::fromJson(m_index).object();
        QJsonArray points = json.value(u"points"_s).toArray();
        QJsonObject point = points.at(at).toObject();
        change(point);
        points.replace(at, point);
        json.insert(u"points"_s, points);
        return QJsonDocument(json).toJson();
    }

    // Copies every report of the width sweep's index into `folder`.
    bool copyReports(const SweepIndex &index, const QString &folder) const
    {
        for (const SweepPoint &point : index.points) {
            if (!QFile::copy(QFileInfo(m_indexPath).dir().filePath(point.file), QDir(folder).filePath(point.file)))
                return false;
        }
        return true;
    }

    // `iteragpu show PATH`: its exit code and standard error.
    static std::pair<int, QString> show(const QString &path)
    {
        QProcess process;
        process.start(QStringLiteral(ITERAGPU_CLI), {u"show"_s, path});
        if (!process.waitForFinished(30'000))
            return {-1, QString()};
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
    }

    static QByteArray bytesOf(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    static QStringList schemaErrors(const QByteArray &index)
    {
        JsonSchemaValidator schemas;
        if (!schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/sweep.schema.json")))
            return {u"schema not loaded"_s};
        return schemas.validate(QJsonDocument::fromJson(index).object(), u"sweep.schema.json"_s);
    }

private Q_SLOTS:
    void widthSweepFindsAnExactBoundary()
    {
        const QString folder = m_dir.filePath(u"width"_s);
        const Run run
            = sweep({u"--vary"_s, u"width"_s, u"--from"_s, u"1024"_s, u"--to"_s, u"16384"_s, u"--bisect"_s, u"--step"_s,
                     u"512"_s, u"--device"_s, u"cpu"_s, u"--batch"_s, u"1"_s, u"--context"_s, u"1"_s, u"--dtype"_s,
                     u"float32"_s, u"--warmup"_s, u"0"_s, u"--repeats"_s, u"1"_s, u"--output-dir"_s, folder,
                     // 2400 MiB of address space for every point's measure: libtorch takes about 1 GB of it;
                     // the weights (2 x width x 4 width float32 = 32 width^2 bytes) of width 8192 (2 GiB) do
                     // not fit, those of 4096 (512 MiB) do.
                     u"--memory-limit"_s, u"2400MiB"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(QString::fromUtf8(run.out) + run.err));
        m_indexPath = QDir(folder).filePath(u"sweep.json"_s);
        m_index = bytesOf(m_indexPath);
        QCOMPARE(schemaErrors(m_index), QStringList());
        const auto index = parseSweepIndex(m_index, u"sweep.json"_s);
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->end, SweepSearch::End::BoundaryFound);
        // Exact: the pair is one step apart, the largest complete value completed and the smallest
        // failed one failed for memory.
        const qint64 low = index->largestComplete.toLongLong(), high = index->smallestFailed.toLongLong();
        QCOMPARE(high - low, 512);
        qint64 upwardLow = 0, upwardHigh = 0;
        int bisectProbes = 0;
        for (const SweepPoint &point : index->points) {
            if (point.stage == SweepSearch::Stage::Upward && point.status == SweepPointStatus::Complete)
                upwardLow = point.value.toLongLong();
            if (point.stage == SweepSearch::Stage::Upward && point.status == SweepPointStatus::Failed)
                upwardHigh = point.value.toLongLong();
            bisectProbes += point.stage == SweepSearch::Stage::Bisect;
            if (point.status == SweepPointStatus::Failed)
                QCOMPARE(point.failureKind,
                         std::optional(ErrorKind::OutOfMemory)); // a real allocation failure, named as such
            if (point.value.toLongLong() == low)
                QCOMPARE(point.status, SweepPointStatus::Complete);
            if (point.value.toLongLong() == high)
                QCOMPARE(point.status, SweepPointStatus::Failed);
            if (point.status == SweepPointStatus::Complete) { // one warm row: its spread is that row
                QCOMPARE(point.warmMinSeconds, point.warmMedianSeconds);
                QCOMPARE(point.warmMaxSeconds, point.warmMedianSeconds);
            }
            QVERIFY(QFileInfo::exists(QDir(folder).filePath(point.file)));
        }
        QCOMPARE(upwardHigh, 2 * upwardLow);
        QCOMPARE(bisectProbes, SweepSearch::predictedBisectProbes(upwardLow, upwardHigh, 512));
        // The re-run of the largest complete value is the last point, and it agreed.
        QCOMPARE(index->points.last().stage, SweepSearch::Stage::Rerun);
        QCOMPARE(index->points.last().value, index->largestComplete);
        QCOMPARE(index->rerunAgreed, std::optional<bool>(true));
        // Every report the index names is in the folder with the SHA-256 it records.
        const auto reports = readSweepReports(m_indexPath, *index);
        QVERIFY2(reports, qPrintable(reports.error()));
        QCOMPARE(reports->size(), index->points.size());
        for (const QString &file : QDir(folder).entryList({u"0*.json"_s}))
            QVERIFY2(bytesOf(QDir(folder).filePath(file)).contains("\"memory_limit_bytes\": 2516582400"),
                     qPrintable(file));
        // One line per probe on standard output.
        QCOMPARE(run.out.count(" [upward] ") + run.out.count(" [bisect] ") + run.out.count(" [rerun] "),
                 index->points.size());
    }

    // An index written before the points recorded their spread still reads, without one.
    void anIndexWithoutTheSpreadStillReads()
    {
        QVERIFY2(!m_index.isEmpty(), "the width sweep ran first");
        QJsonObject index = QJsonDocument::fromJson(m_index).object();
        QJsonArray points = index.value(u"points"_s).toArray();
        for (qsizetype i = 0; i < points.size(); ++i) {
            QJsonObject point = points.at(i).toObject();
            QVERIFY(point.contains(u"warm_forward_min_s"_s) && point.contains(u"warm_forward_max_s"_s));
            point.remove(u"warm_forward_min_s"_s);
            point.remove(u"warm_forward_max_s"_s);
            points[i] = point;
        }
        index.insert(u"points"_s, points);
        const QByteArray older = QJsonDocument(index).toJson();
        QCOMPARE(schemaErrors(older), QStringList());
        const auto parsed = parseSweepIndex(older, u"sweep.json"_s);
        QVERIFY2(parsed, qPrintable(parsed.error()));
        for (const SweepPoint &point : parsed->points) {
            QVERIFY(point.warmMinSeconds.isEmpty());
            QVERIFY(point.warmMaxSeconds.isEmpty());
        }
    }

    void hostileIndexIsRefused_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<int>("truncateAt"); // -1: whole file
        QTest::addColumn<QString>("message");
        QTest::addRow("truncated") << QByteArray() << QByteArray() << 200 << u"sweep.json: not valid JSON at byte"_s;
        QTest::addRow("sha256 not hex") << QByteArray("\"sha256\": \"") << QByteArray("\"sha256\": \"zz") << -1
                                        << u"sweep.json: points[0].sha256: expected 64 lowercase hex digits"_s;
        QTest::addRow("a file outside the folder")
            << QByteArray("\"file\": \"001-") << QByteArray("\"file\": \"../001-") << -1
            << u"sweep.json: points[0].file: expected a report's name in the sweep's folder"_s;
        QTest::addRow("an unknown key") << QByteArray("\"bisect\":") << QByteArray("\"bisected\": 1, \"bisect\":") << -1
                                        << u"sweep.json: "_s;
        QTest::addRow("a key twice") << QByteArray("\"bisect\":") << QByteArray("\"bisect\": true, \"bisect\":") << -1
                                     << u"sweep.json: not valid JSON at byte"_s;
        QTest::addRow("a format of the future")
            << QByteArray("\"format_version\": 1") << QByteArray("\"format_version\": 2") << -1
            << u"sweep.json: format_version: "_s;
    }
    void hostileIndexIsRefused()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(int, truncateAt);
        QFETCH(QString, message);
        QVERIFY2(!m_index.isEmpty(), "the width sweep ran first");
        QByteArray bytes = m_index;
        if (!from.isEmpty()) {
            QVERIFY(bytes.contains(from));
            bytes.replace(bytes.indexOf(from), from.size(), to);
        }
        if (truncateAt >= 0)
            bytes.truncate(truncateAt);
        const auto parsed = parseSweepIndex(bytes, u"sweep.json"_s);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(message), qPrintable(parsed.error()));
        // The same refusal from the command line, naming the file (exit 2).
        QTemporaryDir copy;
        VERIFY_OK(writeFixture(copy.filePath(u"sweep.json"_s), bytes));
        const auto [code, err] = show(copy.filePath(u"sweep.json"_s));
        QCOMPARE(code, 2);
        QVERIFY2(err.startsWith(u"iteragpu show: "_s + message), qPrintable(err));
    }

    void aFolderNamedLikeAResourceIsAFolder()
    {
        // ":sw" is a folder of the working directory, not one of the program's resources (every
        // point ended no_report, its report written nowhere); and --json prints JSON only.
        const Run run = sweep({u"--vary"_s, u"batch"_s, u"--values"_s, u"1"_s, u"--device"_s, u"cpu"_s, u"--context"_s,
                               u"1"_s, u"--width"_s, u"64"_s, u"--dtype"_s, u"float32"_s, u"--warmup"_s, u"0"_s,
                               u"--repeats"_s, u"1"_s, u"--output-dir"_s, u":sw"_s, u"--json"_s},
                              false, m_dir.path());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        // With --json, standard output is the index's JSON alone (the human lines went first).
        QJsonParseError parsed;
        const QJsonDocument json = QJsonDocument::fromJson(run.out, &parsed);
        QVERIFY2(parsed.error == QJsonParseError::NoError && json.isObject(), run.out.constData());
        QCOMPARE(json.object().value(u"format"_s).toString(), u"iteragpu-lab/sweep"_s);
        QVERIFY2(run.err.contains(u"Sweep of batch over 1 value(s)"_s), qPrintable(run.err));
        const auto index = readSweepIndex(m_dir.path() + u"/:sw/sweep.json"_s); // filePath() takes ":" for a resource
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->points.size(), 1);
        QCOMPARE(index->points.at(0).status, SweepPointStatus::Complete);
    }

    void anIndexHoldsEveryValueItsBisectAndTheRerun()
    {
        // A sweep of 4,096 values wrote 4,127 points (the bisect's probes and the re-run on top),
        // which its own reader refused: the index holds every value plus 64 more, not one more.
        QVERIFY2(!m_index.isEmpty(), "the width sweep ran first");
        QJsonObject json = QJsonDocument::fromJson(m_index).object();
        QJsonObject refused = json.value(u"points"_s).toArray().at(0).toObject();
        refused.insert(u"file"_s, QJsonValue());
        refused.insert(u"sha256"_s, QJsonValue());
        refused.insert(u"status"_s, u"refused"_s);
        refused.insert(u"failure_kind"_s, QJsonValue());
        for (const int count : {kMaxSweepIndexPoints, kMaxSweepIndexPoints + 1}) {
            QJsonArray points;
            for (int i = 0; i < count; ++i)
                points.append(refused);
            json.insert(u"points"_s, points);
            const auto parsed = parseSweepIndex(QJsonDocument(json).toJson(QJsonDocument::Compact), u"sweep.json"_s);
            if (count == kMaxSweepIndexPoints)
                QVERIFY2(parsed, qPrintable(parsed.error()));
            else
                QCOMPARE(parsed.error(), u"sweep.json: points: more than %1 points"_s.arg(kMaxSweepIndexPoints));
        }
    }

    void aReportNamedTwiceIsRefused()
    {
        // One 15 MiB report named by 128 points made `show` read it 128 times: the second name is
        // refused when the index is read, by every reader (the command line here, the window and
        // the remote sweep through the same parser).
        QVERIFY2(!m_index.isEmpty(), "the width sweep ran first");
        const QJsonObject first
            = QJsonDocument::fromJson(m_index).object().value(u"points"_s).toArray().at(0).toObject();
        const QByteArray bytes = indexWithPoint(1, [&](QJsonObject &second) {
            second.insert(u"file"_s, first.value(u"file"_s));
            second.insert(u"sha256"_s, first.value(u"sha256"_s));
        });
        const QString message = u"sweep.json: points[1].file: "_s + first.value(u"file"_s).toString()
            + u" is named by an earlier point (points[0])"_s;
        const auto parsed = parseSweepIndex(bytes, u"sweep.json"_s);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(message), qPrintable(parsed.error()));
        QTemporaryDir copy;
        const QString indexPath = copy.filePath(u"sweep.json"_s);
        VERIFY_OK(writeFixture(indexPath, bytes));
        const auto [code, err] = show(indexPath);
        QCOMPARE(code, 2);
        QVERIFY2(err.startsWith(u"iteragpu show: "_s + message), qPrintable(err));
    }
    void changedReportIsRefused()
    {
        QVERIFY2(!m_index.isEmpty(), "the width sweep ran first");
        QTemporaryDir copy;
        const auto index = parseSweepIndex(m_index, u"sweep.json"_s);
        QVERIFY(index);
        QVERIFY(copyReports(*index, copy.path()));
        QVERIFY(QFile::copy(m_indexPath, copy.filePath(u"sweep.json"_s)));
        // The first report replaced by another valid report of the same sweep.
        const QString first = copy.filePath(index->points.at(0).file);
        QVERIFY(QFile::remove(first));
        QVERIFY(QFile::copy(copy.filePath(index->points.at(1).file), first));
        const auto reports = readSweepReports(copy.filePath(u"sweep.json"_s), *index);
        QVERIFY(!reports);
        QVERIFY2(
            reports.error().startsWith(u"sweep.json: points[0]: "_s + index->points.at(0).file + u" has SHA-256"_s),
            qPrintable(reports.error()));
    }

    void lyingFiguresAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("lie");
        QTest::addColumn<QString>("message");
        QTest::addRow("a faster median") << u"warm_forward_median_s"_s << QJsonValue(u"0.000000001"_s)
                                         << u"warm_forward_median_s: the index says 0.000000001, the report says "_s;
        QTest::addRow("an unasked value")
            << u"value"_s << QJsonValue(u"999"_s) << u"value: the index says 999, the report says "_s;
        QTest::addRow("another throughput") << u"achieved_flops_per_second"_s << QJsonValue(u"1"_s)
                                            << u"achieved_flops_per_second: the index says 1, the report says "_s;
    }
    void lyingFiguresAreRefused()
    {
        // An index is believed only as far as its reports go: the figures, the status and the
        // configuration are read back from each point's report (show, the window, a remote sweep).
        QFETCH(QString, key);
        QFETCH(QJsonValue, lie);
        QFETCH(QString, message);
        QVERIFY2(!m_index.isEmpty(), "the width sweep ran first");
        QTemporaryDir copy;
        const auto index = parseSweepIndex(m_index, u"sweep.json"_s);
        QVERIFY(index);
        QVERIFY(copyReports(*index, copy.path()));
        const QString indexPath = copy.filePath(u"sweep.json"_s);
        VERIFY_OK(writeFixture(indexPath, indexWithPoint(0, [&](QJsonObject &first) { first.insert(key, lie); })));
        const auto lying = readSweepIndex(indexPath);
        QVERIFY2(lying, qPrintable(lying.error()));
        const auto reports = readSweepReports(indexPath, *lying);
        QVERIFY(!reports);
        QVERIFY2(reports.error().startsWith(u"sweep.json: points[0]."_s + message), qPrintable(reports.error()));
        const auto [code, err] = show(indexPath);
        QCOMPARE(code, 2);
        QVERIFY2(err.contains(u"points[0]."_s + message), qPrintable(err));
    }

    void aRemoteSweepThatLiesIsRefused()
    {
        // The window stored and reported five lying remotes as successful sweeps: their reports
        // and index now go through the same checks as a local index's (storeRemoteSweepEvent).
        QVERIFY2(!m_index.isEmpty(), "the width sweep ran first");
        const auto index = parseSweepIndex(m_index, u"sweep.json"_s);
        QVERIFY(index);
        QTemporaryDir base;
        auto local = NewFolder::createOrTakeEmpty(base.path());
        QVERIFY(local);
        SweepStreamEvent point;
        point.kind = SweepStreamEvent::Kind::PointFinished;
        point.point = index->points.at(0);
        point.report = "{\"format\": \"not a report\"}";
        QVERIFY(!storeRemoteSweepEvent(*local, point)); // bytes that are no report: never a file
        QVERIFY(QDir(base.path()).isEmpty());
        for (const SweepPoint &each : index->points) {
            point.point = each;
            point.report = bytesOf(QFileInfo(m_indexPath).dir().filePath(each.file));
            VERIFY_OK(storeRemoteSweepEvent(*local, point));
        }
        SweepStreamEvent finished;
        finished.kind = SweepStreamEvent::Kind::Finished;
        finished.indexWritten = true;
        finished.indexBytes
            = indexWithPoint(0, [](QJsonObject &first) { first.insert(u"warm_forward_median_s"_s, u"0.000000001"_s); });
        const auto lying = parseSweepIndex(finished.indexBytes, u"sweep.json"_s);
        QVERIFY(lying);
        finished.index = *lying;
        const Status stored = storeRemoteSweepEvent(*local, finished);
        QVERIFY(!stored);
        QVERIFY2(stored.error().contains(u"points[0].warm_forward_median_s: the index says 0.000000001"_s),
                 qPrintable(stored.error()));
    }

    void cancelMidSweepKeepsFinishedReports()
    {
        const QString folder = m_dir.filePath(u"cancelled"_s);
        // The first point is quick, the second one would run for hours: its input closes mid-run.
        const Run run = sweep(quickThenLongSweep(folder, u"4096"_s, u"256"_s, u"20000"_s), true);
        QVERIFY2(run.exitCode == 3, qPrintable(QString::fromUtf8(run.out) + run.err));
        const QByteArray bytes = bytesOf(QDir(folder).filePath(u"sweep.json"_s));
        QCOMPARE(schemaErrors(bytes), QStringList());
        const auto index = parseSweepIndex(bytes, u"sweep.json"_s);
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->end, SweepSearch::End::Cancelled);
        QCOMPARE(index->points.size(), 2);
        QCOMPARE(index->points.at(0).status, SweepPointStatus::Complete);
        QCOMPARE(index->points.at(1).status, SweepPointStatus::Cancelled); // its report says so
        const auto reports = readSweepReports(QDir(folder).filePath(u"sweep.json"_s), *index);
        QVERIFY2(reports, qPrintable(reports.error()));
        QCOMPARE(reports->size(), 2);
        QVERIFY(run.out.contains("\"event\":\"sweep_finished\""));
        QVERIFY(run.err.contains(u"The sweep was cancelled; every finished point is kept."_s));
    }

    // Ctrl+C asks the point to stop after its forward; a second one ends it at once (SIGTERM), as
    // for a forward that never returns. The second point's one forward is long (over 10^12
    // floating-point operations on the CPU), so it is always ended by the signal, not by its cancel.
    void aSecondCtrlCEndsThePointAtOnce()
    {
        const QString folder = m_dir.filePath(u"interrupted"_s);
        const Run run = sweep(quickThenLongSweep(folder, u"16384"_s, u"2048"_s, u"1"_s), false, {},
                              [](QProcess &process, const QByteArray &out) {
                                  if (!out.contains("\"event\":\"point_started\",\"number\":2"))
                                      return false;
                                  QTest::qWait(1500); // in its first forward
                                  ::kill(pid_t(process.processId()), SIGINT);
                                  QTest::qWait(300); // a signal still pending is not counted twice
                                  ::kill(pid_t(process.processId()), SIGINT);
                                  return true;
                              });
        QVERIFY2(run.exitCode == 3, qPrintable(QString::fromUtf8(run.out) + run.err));
        QVERIFY2(run.err.contains(u"Ending the current point (SIGTERM)"_s), qPrintable(run.err));
        const auto index = readSweepIndex(QDir(folder).filePath(u"sweep.json"_s));
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->end, SweepSearch::End::Cancelled);
        QCOMPARE(index->points.size(), 2);
        QCOMPARE(index->points.at(0).status, SweepPointStatus::Complete);
        QCOMPARE(index->points.at(1).status, SweepPointStatus::NoReport);
        QVERIFY2(index->points.at(1).message.contains(u"killed before its report"_s),
                 qPrintable(index->points.at(1).message));
    }

    // The sweep's folder swapped for a link to another folder after the first point: every later
    // report and sweep.json still go into the folder the sweep opened, nothing into the other.
    void aFolderSwappedForALinkAfterTheFirstPointReceivesEverything()
    {
        const QString folder = m_dir.filePath(u"swapped"_s);
        const QString moved = m_dir.filePath(u"swapped-moved"_s);
        const QString elsewhere = m_dir.filePath(u"elsewhere"_s);
        QVERIFY(QDir().mkdir(elsewhere));
        bool swapped = false;
        const Run run = sweep({u"--vary"_s,  u"context"_s,      u"--values"_s, u"1,2,4"_s,      u"--device"_s,
                               u"cpu"_s,     u"--batch"_s,      u"1"_s,        u"--width"_s,    u"64"_s,
                               u"--dtype"_s, u"float32"_s,      u"--warmup"_s, u"0"_s,          u"--repeats"_s,
                               u"2"_s,       u"--output-dir"_s, folder,        u"--progress"_s, u"jsonl"_s},
                              false, {}, [&](QProcess &, const QByteArray &out) {
                                  if (!out.contains("\"event\":\"point_finished\",\"number\":1"))
                                      return false;
                                  swapped = QDir().rename(folder, moved) && QFile::link(elsewhere, folder);
                                  return true;
                              });
        QVERIFY(swapped);
        QVERIFY2(run.exitCode == 0, qPrintable(QString::fromUtf8(run.out) + run.err));
        QVERIFY2(QDir(elsewhere).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 qPrintable(QDir(elsewhere).entryList().join(u", "_s)));
        const auto index = readSweepIndex(QDir(moved).filePath(u"sweep.json"_s));
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->points.size(), 3);
        const auto reports = readSweepReports(QDir(moved).filePath(u"sweep.json"_s), *index);
        QVERIFY2(reports, qPrintable(reports.error()));
        QCOMPARE(reports->size(), 3);
    }

    // A point's report replaced by a link to a copy outside the folder: show refuses it.
    void aLinkedPointReportIsRefused()
    {
        QVERIFY2(!m_index.isEmpty(), "the width sweep ran first");
        const auto index = parseSweepIndex(m_index, u"sweep.json"_s);
        QVERIFY(index);
        QTemporaryDir folder;
        QTemporaryDir outside;
        QVERIFY(copyReports(*index, folder.path()) && copyReports(*index, outside.path()));
        QVERIFY(writeNewFile(folder.filePath(u"sweep.json"_s), m_index));
        const QString first = index->points.at(0).file;
        QVERIFY(QFile::remove(folder.filePath(first)) && QFile::link(outside.filePath(first), folder.filePath(first)));
        const auto [code, err] = show(folder.filePath(u"sweep.json"_s));
        QCOMPARE(code, 2);
        QVERIFY2(err.contains(first + u": a symbolic link, refused"_s), qPrintable(err));
    }

    // A module's 1.5 MB error message: the point's line keeps within the stream's bound (it ended a
    // good remote sweep), the whole message stays in the point's report.
    void aLongFailureMessageKeepsThePointsLineBounded()
    {
        MeasurementReport report = sampleReport(u"cuda:0"_s, RunStatus::Failed);
        report.outcome.failureMessage = u"CUDA error: "_s + QString(1'500'000, u'x');
        SweepPoint point;
        point.value = u"64"_s;
        point.file = u"001-width-64.json"_s;
        point.sha256 = QString(64, u'a');
        setPointFromReport(point, report);
        QVERIFY(point.message.startsWith(u"CUDA error: xxx"_s));
        QVERIFY(point.message.size() <= kMaxSweepPointMessageChars);
        const QByteArray line = sweepPointFinishedLine(1, point, 0);
        QVERIFY2(line.size() < 2048, QByteArray::number(line.size()).constData());
        QVERIFY(line.size() < kMaxProgressLineBytes);
        // Escapes count for what they take.
        QVERIFY(sweepPointMessage(QString(10'000, QChar(0x1))).size() <= kMaxSweepPointMessageChars);
        QCOMPARE(sweepPointMessage(u"out of memory"_s), u"out of memory"_s);
    }

    void theProgressStreamCarriesEveryFile()
    {
        m_streamFolder = m_dir.filePath(u"streamed"_s);
        const Run run = sweep({u"--vary"_s,  u"width"_s,        u"--values"_s,  u"16,32"_s,      u"--device"_s,
                               u"cpu"_s,     u"--batch"_s,      u"1"_s,         u"--context"_s,  u"1"_s,
                               u"--dtype"_s, u"float32"_s,      u"--warmup"_s,  u"0"_s,          u"--repeats"_s,
                               u"1"_s,       u"--output-dir"_s, m_streamFolder, u"--progress"_s, u"jsonl"_s});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        m_stream = run.out;
        for (const qsizetype piece : {qsizetype(1), qsizetype(7), m_stream.size()}) {
            QList<SweepStreamEvent> events;
            const Status read = readStream(m_stream, piece, events);
            QVERIFY2(read, qPrintable(read.error()));
            QCOMPARE(events.size(), 6); // started, two points started and finished, finished
            QCOMPARE(events.at(0).values, (QStringList{u"16"_s, u"32"_s}));
            for (const int at : {2, 4}) {
                const SweepStreamEvent &point = events.at(at);
                QCOMPARE(point.kind, SweepStreamEvent::Kind::PointFinished);
                QCOMPARE(point.report, bytesOf(QDir(m_streamFolder).filePath(point.point.file)));
            }
            QCOMPARE(events.last().indexBytes, bytesOf(QDir(m_streamFolder).filePath(u"sweep.json"_s)));
            QVERIFY(events.last().index.has_value());
        }
        // Cut anywhere, the stream says where it ended; it never reads as whole.
        for (qsizetype cut = 1; cut < m_stream.size(); cut += 97) {
            QList<SweepStreamEvent> events;
            const Status read = readStream(m_stream.left(cut), 64, events);
            QVERIFY2(!read && read.error().startsWith(u"the sweep's stream ended"_s), qPrintable(read.error()));
        }
    }

    void hostileStreamIsRefused_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<QString>("error");
        QVERIFY(!m_stream.isEmpty());
        const qsizetype firstReport = m_stream.indexOf("\"report_bytes\":");
        const qsizetype reportStart = m_stream.indexOf('\n', firstReport) + 1;
        QByteArray flipped = m_stream;
        flipped[reportStart + 10] = flipped.at(reportStart + 10) == 'x' ? 'y' : 'x';
        QTest::addRow("a byte of a report changed") << flipped << u"does not have the point's SHA-256"_s;
        QTest::addRow("bytes after the index") << m_stream + "{}\n" << u"goes on after its index"_s;
        QTest::addRow("a line over the limit")
            << m_stream.left(m_stream.indexOf('\n') + 1) + QByteArray(kMaxProgressLineBytes + 1, ' ')
            << u"longer than"_s;
        QByteArray traversal = m_stream;
        const qsizetype file = traversal.indexOf("\"file\":\"") + 8;
        traversal.insert(file, "../");
        QTest::addRow("a report outside the folder") << traversal << u"point.file"_s;
        QByteArray second = m_stream;
        second.insert(second.indexOf('\n') + 1, m_stream.left(m_stream.indexOf('\n') + 1));
        QTest::addRow("started twice") << second << u"a second \"sweep_started\""_s;
        QByteArray skipped = m_stream;
        skipped.replace("\"number\":1", "\"number\":2");
        QTest::addRow("a point out of order") << skipped << u"expected point 1 to start"_s;
        QTest::addRow("not the sweep's stream") << QByteArray("{\"event\":\"started\"}\n") << u"event"_s;
    }

    void hostileStreamIsRefused()
    {
        QFETCH(QByteArray, stream);
        QFETCH(QString, error);
        QList<SweepStreamEvent> events;
        const Status read = readStream(stream, 4096, events);
        QVERIFY(!read);
        QVERIFY2(read.error().contains(error), qPrintable(read.error()));
    }

    void refusedBeforeAnyPoint_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QStringList common{u"--device"_s, u"cpu"_s,     u"--batch"_s,  u"1"_s, u"--context"_s, u"1"_s,
                                 u"--dtype"_s,  u"float32"_s, u"--warmup"_s, u"0"_s, u"--repeats"_s, u"1"_s};
        QTest::addRow("values that do not increase") << QStringList{u"--vary"_s, u"width"_s, u"--values"_s, u"8,4"_s}
                + common << u"iteragpu sweep: --values: the values must increase (4 after 8)\n"_s;
        QTest::addRow("the varied dimension given as fixed")
            << QStringList{u"--vary"_s, u"batch"_s, u"--values"_s, u"1,2"_s, u"--width"_s, u"8"_s} + common
            << u"iteragpu sweep: --batch is the varied dimension: give its values with --values or --from/--to\n"_s;
        QTest::addRow("bisect over dtype")
            << QStringList{u"--vary"_s,   u"dtype"_s,     u"--values"_s, u"float32,float16"_s,
                           u"--bisect"_s, u"--device"_s,  u"cpu"_s,      u"--batch"_s,
                           u"1"_s,        u"--context"_s, u"1"_s,        u"--width"_s,
                           u"8"_s,        u"--warmup"_s,  u"0"_s,        u"--repeats"_s,
                           u"1"_s}
            << u"iteragpu sweep: --bisect needs a numeric dimension (batch, context, width or hidden)\n"_s;
        QTest::addRow("no values") << QStringList{u"--vary"_s, u"width"_s} + common
                                   << u"iteragpu sweep: give the values with either --values or --from and --to\n"_s;
    }
    void refusedBeforeAnyPoint()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const QString folder
            = m_dir.filePath(u"refused-%1"_s.arg(QString::fromLatin1(QTest::currentDataTag())).replace(u' ', u'-'));
        const Run run = sweep(arguments + QStringList{u"--output-dir"_s, folder});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, message);
        QVERIFY(!QFileInfo::exists(folder)); // refused before the folder was made
    }

    void nonEmptyFolderIsRefused()
    {
        const QString folder = m_dir.filePath(u"taken"_s);
        QVERIFY(QDir().mkdir(folder));
        QFile kept(QDir(folder).filePath(u"kept.txt"_s));
        QVERIFY(kept.open(QIODevice::WriteOnly));
        kept.write("already here\n");
        kept.close();
        const Run run = sweep({u"--vary"_s, u"width"_s, u"--values"_s, u"8"_s, u"--device"_s, u"cpu"_s, u"--batch"_s,
                               u"1"_s, u"--context"_s, u"1"_s, u"--dtype"_s, u"float32"_s, u"--warmup"_s, u"0"_s,
                               u"--repeats"_s, u"1"_s, u"--output-dir"_s, folder},
                              false);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(
                     u"the folder is not empty; nothing here is ever overwritten, give a new or empty folder"_s),
                 qPrintable(run.err));
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{u"kept.txt"_s});
    }
};

QTEST_GUILESS_MAIN(TestCliSweep)
#include "tst_clisweep.moc"
