#pragma once

#include "core/device/environment.h"
#include "core/measure/measurementrunner.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace IteraGpu {

// The machine-readable progress stream of `iteragpu measure --progress jsonl`, documented in
// resources/schema/progress.schema.json. On standard output, one compact JSON object per line
// ("\n"-terminated, UTF-8), each with an "event":
//   "started"       once, when the first phase starts (for a run cancelled before it, just before
//                   "finished"): the format, its version, the UTC start and the environment as
//                   the report records it (the remote facts);
//   "phase_started" when a phase starts ("phase", "index");
//   "row"           when a phase row is finished: the same fields as the report's phase rows;
//   "finished"      last, once the report is written: its path, status, byte count, SHA-256 and
//                   the failure or cancel line; exactly `bytes` bytes of the report follow it
//                   (the file re-read from disk), so one connection carries the run and its report;
//   "refused"       last, when nothing was written (refused before the run, or not written).
// The CLI sends its report itself rather than a remote `measure ...; cat -- PATH`: no second command
// for the remote shell, nothing sent for a refused run (cat would send an existing file of that
// name), and the size and SHA-256 of the last line describe exactly the bytes that follow.
// Human text goes to standard error in this mode. The writer used by the CLI and the reader used
// by the window live here together so that they cannot disagree.
inline constexpr auto kProgressFormat = "iteragpu-lab/progress";
inline constexpr int kProgressFormatVersion = 1;
// The longest line read (an environment is a few kilobytes); a longer one is refused unread.
inline constexpr qsizetype kMaxProgressLineBytes = 1024 * 1024;

QByteArray progressStartedLine(const EnvironmentReport &environment, const QDateTime &startedUtc);
QByteArray progressPhaseStartedLine(Phase phase, int index);
QByteArray progressRowLine(const PhaseRow &row);
// `message`: the run's failure or cancel line, empty when complete.
QByteArray progressFinishedLine(const QString &reportPath, RunStatus status, qint64 bytes, const QByteArray &sha256,
                                const QString &message);
// `field`: the FieldKey of the refused field (output, device...), empty when no single field.
QByteArray progressRefusedLine(const QString &message, const QString &field);

struct ProgressEvent
{
    enum class Kind
    {
        Started,
        PhaseStarted,
        Row,
        Finished,
        Refused
    };
    Kind kind = Kind::Started;
    EnvironmentReport environment; // Started
    QDateTime startedUtc; // Started
    Phase phase = Phase::ModelLoad; // PhaseStarted
    int index = 0; // PhaseStarted
    PhaseRow row; // Row
    QString reportPath; // Finished: the report's path on the machine that ran
    RunStatus status = RunStatus::Complete; // Finished
    qint64 bytes = 0; // Finished: the report's size, the bytes that follow the line
    QString sha256; // Finished: lowercase hex
    QString message; // Finished (empty when complete) and Refused
    QString field; // Refused: the FieldKey of the refused field, empty when none
};

// Reads one line (without its "\n"). `counters`: whether the run's rows carry allocator counters
// (the started environment's device is not the CPU), checked as in reports. The error names the
// line number `lineNumber` and the JSON path.
Result<ProgressEvent> parseProgressLine(const QByteArray &line, qsizetype lineNumber, bool counters);

// Reads the stream as its bytes arrive, in pieces of any size: lines are parsed as they complete,
// then, after "finished", the report's bytes are collected and checked against its size and
// SHA-256. Bounded: a line over kMaxProgressLineBytes, a report over kMaxReportBytes or bytes
// after the report are refused.
class ProgressStreamReader
{
public:
    // The events completed by `bytes`, in order; the first error ends the stream (later calls
    // return it again).
    Result<QList<ProgressEvent>> feed(const QByteArray &bytes);
    // The same, the events completed before an error appended to `events` too (the rows of a
    // piece whose last line breaks the stream are still the remote's rows).
    Status feedInto(const QByteArray &bytes, QList<ProgressEvent> &events);

    bool started() const { return m_started; }
    bool finished() const { return m_finished.has_value(); } // the "finished" line was read
    // The whole report arrived and its size and SHA-256 match the "finished" line.
    bool reportComplete() const;
    const QByteArray &report() const { return m_report; }
    // Once the stream ended (end of file): whether it ended where the format allows, else one line
    // saying what is missing ("the stream ended after 3 rows, before the report").
    Status checkEnd() const;

private:
    Status takeLine(const QByteArray &line, QList<ProgressEvent> &events);

    QByteArray m_pending; // an incomplete line
    QByteArray m_report;
    qsizetype m_lines = 0;
    qsizetype m_rows = 0;
    bool m_started = false;
    bool m_counters = false;
    bool m_refused = false;
    std::optional<ProgressEvent> m_finished;
    std::optional<Error> m_error;
};

} // namespace IteraGpu
