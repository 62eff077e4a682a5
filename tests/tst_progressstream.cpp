#include "core/reports/progressstream.h"
#include "core/reports/reportreader.h"
#include "jsonschema.h"
#include "samplereports.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

// The progress stream of `measure --progress jsonl`: what the CLI writes, the window reads back,
// in pieces of any size, with the report that follows the last line checked byte for byte.
class TestProgressStream : public QObject
{
    Q_OBJECT

private:
    // A whole stream of `report` as the CLI writes it, and the report's bytes.
    static std::pair<QByteArray, QByteArray> stream(const MeasurementReport &report)
    {
        const QByteArray bytes = QJsonDocument(report.toJson()).toJson();
        QByteArray text = progressStartedLine(report.environment, report.startedUtc);
        for (const PhaseRow &row : report.outcome.rows)
            text += progressPhaseStartedLine(row.phase, row.index) + progressRowLine(row);
        text += progressFinishedLine(u"/srv/runs/a b.json"_s, report.outcome.status, bytes.size(),
                                     QCryptographicHash::hash(bytes, QCryptographicHash::Sha256), QString());
        return {text + bytes, bytes};
    }

    static QString dump(const QList<ProgressEvent> &events)
    {
        QStringList lines;
        for (const ProgressEvent &event : events) {
            switch (event.kind) {
            case ProgressEvent::Kind::Started: lines << u"started "_s + event.environment.requestedDevice; break;
            case ProgressEvent::Kind::PhaseStarted:
                lines << u"phase_started %1 %2"_s.arg(phaseName(event.phase)).arg(event.index);
                break;
            case ProgressEvent::Kind::Row:
                lines << u"row %1 %2 %3ns"_s.arg(phaseName(event.row.phase))
                             .arg(event.row.index)
                             .arg(event.row.nanoseconds);
                break;
            case ProgressEvent::Kind::Finished:
                lines << u"finished %1 %2 %3"_s.arg(event.reportPath, runStatusName(event.status)).arg(event.bytes);
                break;
            case ProgressEvent::Kind::Refused: lines << u"refused "_s + event.message + u" "_s + event.field; break;
            }
        }
        return lines.join(u'\n');
    }

private Q_SLOTS:
    void roundTripInPiecesOfAnySize_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("pieceSize");
        for (const QString &device : {u"cpu"_s, u"cuda:0"_s}) {
            for (int piece : {1, 7, 4096, 1 << 24})
                QTest::addRow("%s in pieces of %d bytes", qPrintable(device), piece) << device << piece;
        }
    }
    void roundTripInPiecesOfAnySize()
    {
        QFETCH(QString, device);
        QFETCH(int, pieceSize);
        const MeasurementReport report = sampleReport(device, RunStatus::Complete, 1, 2);
        const auto [text, bytes] = stream(report);
        ProgressStreamReader reader;
        QList<ProgressEvent> events;
        for (qsizetype at = 0; at < text.size(); at += pieceSize) {
            auto more = reader.feed(text.mid(at, pieceSize));
            QVERIFY2(more, qPrintable(more.error()));
            events += *more;
        }
        QCOMPARE(dump(events),
                 u"started %1\n"
                 u"phase_started model_load 0\nrow model_load 0 100000ns\n"
                 u"phase_started inputs 0\nrow inputs 0 200007ns\n"
                 u"phase_started cold_forward 0\nrow cold_forward 0 300014ns\n"
                 u"phase_started warmup 0\nrow warmup 0 400021ns\n"
                 u"phase_started warm_forward 1\nrow warm_forward 1 500028ns\n"
                 u"phase_started warm_forward 2\nrow warm_forward 2 600035ns\n"
                 u"finished /srv/runs/a b.json complete %2"_s.arg(device)
                     .arg(bytes.size()));
        QVERIFY(reader.reportComplete());
        QCOMPARE(reader.report(), bytes);
        QVERIFY2(reader.checkEnd(), qPrintable(reader.checkEnd().error()));
        QCOMPARE(events.at(2).row.end.has_value(), device != u"cpu"_s);
    }

    void everyLineFollowsTheSchema()
    {
        JsonSchemaValidator validator;
        for (const QString &name : {u"environment.schema.json"_s, u"progress.schema.json"_s}) {
            QString error;
            QVERIFY2(validator.addSchemaFile(QFINDTESTDATA("../resources/schema") + u'/' + name, &error),
                     qPrintable(error));
        }
        for (const auto &[device, figures] :
             {std::pair{u"cpu"_s, false}, std::pair{u"cuda:0"_s, false}, std::pair{u"cuda:0"_s, true}}) {
            const MeasurementReport report = sampleReport(device, RunStatus::Failed, 1, 3, figures);
            const auto [text, bytes] = stream(report);
            QList<QByteArray> lines = text.left(text.size() - bytes.size()).split('\n');
            lines.removeLast(); // after the last newline: nothing
            lines << progressRefusedLine(u"no"_s, u"device"_s).trimmed();
            for (const QByteArray &line : std::as_const(lines)) {
                const QStringList errors
                    = validator.validate(QJsonDocument::fromJson(line).object(), u"progress.schema.json"_s);
                QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n') + u"\n"_s + QString::fromUtf8(line)));
            }
        }
    }

    // Rows carry the device's figures and the allocator's counts (report format 3); a remote CLI of
    // an earlier version sends rows without them, which read as rows without those figures. Some of
    // the four without the others is refused.
    void deviceFieldsInRows_data()
    {
        QTest::addColumn<QStringList>("removed");
        QTest::addColumn<QString>("error");
        QTest::addRow("all four") << QStringList() << QString();
        QTest::addRow("none, from an earlier CLI")
            << QStringList{u"device_free_bytes"_s, u"device_total_bytes"_s, u"num_alloc_retries"_s, u"num_ooms"_s}
            << QString();
        QTest::addRow("one missing") << QStringList{u"num_ooms"_s} << u"progress line 3: num_ooms: missing"_s;
    }
    void deviceFieldsInRows()
    {
        QFETCH(QStringList, removed);
        QFETCH(QString, error);
        const MeasurementReport report = sampleReport(u"cuda:0"_s, RunStatus::Complete, 0, 1, true);
        const PhaseRow &row = report.outcome.rows.at(1);
        QJsonObject json = QJsonDocument::fromJson(progressRowLine(row)).object();
        for (const QString &key : std::as_const(removed))
            json.remove(key);
        const QByteArray text = progressStartedLine(report.environment, report.startedUtc)
            + progressPhaseStartedLine(row.phase, row.index) + QJsonDocument(json).toJson(QJsonDocument::Compact)
            + '\n';
        ProgressStreamReader reader;
        const auto events = reader.feed(text);
        if (!error.isEmpty()) {
            QCOMPARE(events.error(), error);
            return;
        }
        QVERIFY2(events, qPrintable(events.error()));
        const std::optional<MemoryCounters> &end = events->last().row.end;
        QVERIFY(end);
        QCOMPARE(end->reserved, row.end->reserved);
        QCOMPARE(end->deviceFreeBytes, removed.isEmpty() ? row.end->deviceFreeBytes : std::nullopt);
        QCOMPARE(end->numOoms, removed.isEmpty() ? row.end->numOoms : std::nullopt);
    }

    void refusedStream()
    {
        ProgressStreamReader reader;
        auto events = reader.feed(progressRefusedLine(u"--output x.json: exists already"_s, u"output"_s));
        QVERIFY(events);
        QCOMPARE(dump(*events), u"refused --output x.json: exists already output"_s);
        QVERIFY(reader.checkEnd());
        QVERIFY(!reader.started());
    }

    void brokenStreams_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        const MeasurementReport report = sampleReport(u"cpu"_s, RunStatus::Complete, 0, 1);
        const auto [whole, bytes] = stream(report);
        const QByteArray started = progressStartedLine(report.environment, report.startedUtc);
        QTest::addRow("not JSON") << QByteArray("hello\n") << u"progress line 1: not JSON at byte 1: illegal value"_s;
        QTest::addRow("row before started")
            << progressRowLine(report.outcome.rows.first()) << u"progress line 1: expected \"started\" first"_s;
        QTest::addRow("two starts") << started + started << u"progress line 2: a second \"started\""_s;
        QTest::addRow("unknown event") << QByteArray("{\"event\":\"bye\"}\n")
                                       << u"progress line 1: event: expected one of started, phase_started, row, "
                                          u"finished, refused"_s;
        QTest::addRow("counters on a CPU run")
            << started
                + QByteArray(progressRowLine(report.outcome.rows.first()))
                      .replace("\"end_allocated_bytes\":null", "\"end_allocated_bytes\":5")
            << u"progress line 2: end_allocated_bytes: expected null (memory_counters is \"unavailable\")"_s;
        QTest::addRow("bytes after the report") << whole + "x" << u"the progress stream goes on after the report"_s;
        QTest::addRow("a key given twice") << QByteArray("{\"event\":\"refused\",\"event\":\"started\"}\n")
                                           << u"progress line 1: not JSON at byte 19: key \"event\" appears twice in "
                                              u"one object"_s;
        // The reader never collects more than the report reader would read from a file.
        QTest::addRow("a report announced above the report limit") << started
                + progressFinishedLine(u"/srv/a.json"_s, RunStatus::Complete, kMaxReportBytes + 1, QByteArray(32, '\0'),
                                       QString())
                + QByteArray(64, ' ') << u"progress line 2: bytes: 16777217 is outside 1 to 16777216"_s;
        QTest::addRow("a line too long") << QByteArray(kMaxProgressLineBytes + 1, ' ')
                                         << u"progress line 1: longer than 1048576 bytes"_s;
    }
    void brokenStreams()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        ProgressStreamReader reader;
        const auto events = reader.feed(text);
        QCOMPARE(events.error(), error);
        QCOMPARE(reader.checkEnd().error(), error);
    }

    void streamsThatEndTooSoon_data()
    {
        QTest::addColumn<int>("cut");
        QTest::addColumn<QString>("error");
        QTest::addRow("nothing") << 0 << u"the progress stream ended before the run started"_s;
        QTest::addRow("after two rows") << -2 << u"the progress stream ended after 2 row(s), before the run ended"_s;
        QTest::addRow("inside the report") << -1 << u"the report ended after 10 of its %1 bytes"_s;
    }
    void streamsThatEndTooSoon()
    {
        QFETCH(int, cut);
        QFETCH(QString, error);
        const MeasurementReport report = sampleReport(u"cpu"_s, RunStatus::Complete, 0, 1);
        const auto [whole, bytes] = stream(report);
        QByteArray text;
        if (cut == -2) {
            const QList<QByteArray> lines = whole.split('\n');
            text = lines.mid(0, 5).join('\n') + '\n';
        } else if (cut == -1) {
            text = whole.left(whole.size() - bytes.size() + 10);
        }
        ProgressStreamReader reader;
        QVERIFY(reader.feed(text));
        QCOMPARE(reader.checkEnd().error(), error.contains(u"%1"_s) ? error.arg(bytes.size()) : error);
    }

    void reportThatDoesNotMatchItsHash()
    {
        const MeasurementReport report = sampleReport(u"cpu"_s, RunStatus::Cancelled, 0, 2);
        auto [text, bytes] = stream(report);
        text[text.size() - 2] = text[text.size() - 2] == '}' ? ']' : '}';
        ProgressStreamReader reader;
        QVERIFY(reader.feed(text));
        QVERIFY(!reader.reportComplete());
        QCOMPARE(reader.checkEnd().error(), u"the report received does not match its SHA-256"_s);
    }
};

QTEST_GUILESS_MAIN(TestProgressStream)
#include "tst_progressstream.moc"
