#pragma once

#include "core/sweep/sweepindex.h"
#include "core/sweep/sweeprunner.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// The progress stream of `iteragpu sweep --progress jsonl`, on standard output: one compact JSON
// object per line with an "event", and the files themselves after the lines that announce them, so
// that one ssh connection carries the sweep, every report and the index (as `measure` carries its
// report, reports/progressstream.h):
//   "sweep_started"  once: the format, its version, the dimension, the values and the folder;
//   "point_started"  when a point's process starts: its number (from 1), value and stage;
//   "point_finished" when it has ended: its number, the point as the index records it, and
//                    "report_bytes": exactly that many bytes of its report follow (0 without one);
//   "sweep_finished" last: whether the index was written, "index_bytes" and "index_sha256": the
//                    bytes of sweep.json follow (0 when it could not be written).
// Human text goes to standard error. The writer (the CLI) and the reader (the window) live here
// together so that they cannot disagree. See docs/ARCHITECTURE.md, "Remote sweeps".
inline constexpr auto kSweepProgressFormat = "iteragpu-lab/sweep-progress";
inline constexpr int kSweepProgressFormatVersion = 1;

QByteArray sweepStartedLine(const SweepRequest &request);
QByteArray sweepPointStartedLine(int number, const QString &value, SweepSearch::Stage stage);
QByteArray sweepPointFinishedLine(int number, const SweepPoint &point, qint64 reportBytes);
QByteArray sweepFinishedLine(bool indexWritten, const QByteArray &indexBytes);

struct SweepStreamEvent
{
    enum class Kind
    {
        Started,
        PointStarted,
        PointFinished,
        Finished
    };
    Kind kind = Kind::Started;
    QString dimension; // Started
    QStringList values; // Started
    int number = 0; // PointStarted, PointFinished
    QString value; // PointStarted
    SweepSearch::Stage stage = SweepSearch::Stage::Upward; // PointStarted
    SweepPoint point; // PointFinished
    QByteArray report; // PointFinished: the report's bytes, checked against point.sha256
    bool indexWritten = false; // Finished
    QByteArray indexBytes; // Finished: sweep.json as the remote wrote it
    std::optional<SweepIndex> index; // Finished: parsed, its points those streamed
};

// Reads the stream in pieces of any size. Bounded and strict: a line over kMaxProgressLineBytes,
// a report over kMaxReportBytes, an index over kMaxSweepIndexBytes, more than kMaxSweepPoints
// points, points out of order, a report whose SHA-256 is not its point's, an index whose points
// are not the streamed ones, or bytes after the index end the stream with one line naming the
// stream line and the JSON path.
class SweepStreamReader
{
public:
    // Appends the events completed by `bytes`; the first error ends the stream (later calls return
    // it again). Events completed before the error are appended too.
    Status feedInto(const QByteArray &bytes, QList<SweepStreamEvent> &events);
    bool started() const { return m_started; }
    bool finished() const; // the index (or its absence) arrived whole
    int pointsFinished() const { return int(m_points.size()); }
    // Once the stream ended: whether it ended where the format allows, else one line saying what is
    // missing ("the stream ended during point 3").
    Status checkEnd() const;

private:
    Status takeLine(const QByteArray &text, QList<SweepStreamEvent> &events);
    Status takePayload(QList<SweepStreamEvent> &events);

    QByteArray m_pending; // an incomplete line
    qsizetype m_lines = 0;
    bool m_started = false;
    int m_running = 0; // the number of the point started and not finished, 0 when none
    QList<SweepPoint> m_points; // every point finished, in order
    std::optional<SweepStreamEvent> m_awaiting; // a line whose bytes are still arriving
    qint64 m_payloadBytes = 0; // how many bytes m_awaiting expects
    QString m_payloadSha256;
    bool m_finished = false;
    std::optional<Error> m_error;
};

// The remote CLI's arguments for a sweep in `remoteFolder` there: `sweep --vary D --values
// V1,V2,...` (the values the window shows, never a range the remote would expand), [--bisect
// --step S], every fixed field explicit as remoteMeasureArguments does, `--progress jsonl`.
QStringList remoteSweepArguments(const SweepRequest &request, const QString &remoteFolder);

} // namespace IteraGpu
