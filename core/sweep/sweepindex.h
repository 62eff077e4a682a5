#pragma once

#include "core/measure/measurementconfig.h"
#include "core/measure/measurementreport.h"
#include "core/measure/runstatus.h"
#include "core/reports/reportreader.h"
#include "core/sweep/sweepsearch.h"
#include "core/util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace IteraGpu {

// The dimensions a sweep varies, by their field keys (fieldkey.h): batch, context, width, hidden, dtype.
const QStringList &sweepDimensions();
QString sweepStageName(SweepSearch::Stage stage); // "upward", "bisect", "rerun"
QString sweepEndName(SweepSearch::End end); // "boundary_found", "all_complete", "failed", "cancelled"

// How a point of a sweep ended: its report's status (runstatus.h), or no report at all: refused
// (the child refused before any device work) or no report (it wrote none, or none that reads).
enum class SweepPointStatus
{
    Complete,
    Failed,
    Cancelled,
    Refused,
    NoReport
};
// "complete", "failed", "cancelled", "refused", "no_report": the words of the index, the progress
// stream and the command line. Never translated; the only place these words are written.
QString sweepPointStatusName(SweepPointStatus status);
SweepPointStatus sweepPointStatusOf(RunStatus status);

// One point of a sweep as its index records it: the value, the report it wrote (a file name in the
// sweep's folder) and the report's headline figures, read back from that file.
struct SweepPoint
{
    QString value; // "256", or a dtype name
    SweepSearch::Stage stage = SweepSearch::Stage::Upward;
    QString file; // the report's name in the folder; empty when the child wrote none (refused)
    QString sha256; // of the report's bytes, lowercase hex; empty without a file
    SweepPointStatus status = SweepPointStatus::NoReport;
    std::optional<ErrorKind> failureKind; // for a failed point only (JSON null otherwise)
    QString message; // the failure, cancel or refusal line; empty when complete
    std::optional<qint64> peakAllocated, peakReserved; // the largest over the rows; none on the CPU
    std::optional<qint64> outsideAllocator; // the largest over the rows, where the device reports it
    QString warmMedianSeconds; // exact text, empty without warm forwards
    // The smallest and largest warm_forward row, exact text; empty without warm forwards, and in
    // an index written before they were recorded (both optional in the index).
    QString warmMinSeconds, warmMaxSeconds;
    QString matmulFlopsPerForward; // exact integer text (throughput.h)
    QString achievedFlopsPerSecond; // exact integer text, empty without warm forwards
    qint64 processNanoseconds = 0; // the child's wall time as the sweep saw it: start to exit
    std::optional<qint64> beforeFirstPhaseNanoseconds; // start to its first phase (process start, backend load)

    bool failedForMemory() const { return status == SweepPointStatus::Failed && failureKind == ErrorKind::OutOfMemory; }
    // "complete", "failed (out_of_memory)": the status word with the failure kind, as lines print it.
    QString verdictText() const;
};

// Sets the point's status, failure and figures from the report it wrote (what the index records
// of it, read back from the file).
void setPointFromReport(SweepPoint &point, const MeasurementReport &report);

// A point's message as the index and the stream carry it: one display-safe line of at most
// kMaxSweepPointMessageChars characters, its escapes and its "… (n more characters)" included (the
// whole text stays in the point's report), so that a point of any failure keeps its stream line
// and the index within their bounds (a 1.5 MB module error ended a good remote sweep: its line was
// over the reader's limit).
inline constexpr qsizetype kMaxSweepPointMessageChars = 240;
QString sweepPointMessage(const QString &text);

// One point as the index and the sweep's progress stream write it.
QJsonObject sweepPointToJson(const SweepPoint &point);

// DIR/sweep.json ("iteragpu-lab/sweep", version 1; resources/schema/sweep.schema.json).
struct SweepIndex
{
    QString dimension;
    MeasurementConfigText fixed; // every field but the varied one and the output (empty hidden: 4 x width)
    QStringList values; // as requested, in order
    bool bisect = false;
    qint64 step = 1;
    QString startedUtc; // ISO 8601
    QList<SweepPoint> points; // in run order
    SweepSearch::End end = SweepSearch::End::Running; // written by sweepEndName
    QString largestComplete, smallestFailed; // values as text, empty (JSON null) when none
    std::optional<bool> rerunAgreed;

    QJsonObject toJson() const;
};

inline constexpr auto kSweepFormat = "iteragpu-lab/sweep";
inline constexpr int kSweepFormatVersion = 1;
inline constexpr auto kSweepIndexName = "sweep.json";
inline constexpr int kMaxSweepPoints = 4096; // values a sweep may request
// Points an index may hold: every requested value, the bisect's probes (at most 63 halvings of a
// 64-bit range) and the re-run; a sweep of 4,096 values wrote 4,127 points its own reader refused.
inline constexpr int kMaxSweepIndexPoints = kMaxSweepPoints + 64;
// An index as this program writes it takes at most about 1.5 kB a point (its figures, a file name
// of a few dozen bytes, a message of kMaxSweepPointMessageChars in UTF-8): 6.1 MB for
// kMaxSweepIndexPoints.
inline constexpr qint64 kMaxSweepIndexBytes = 8 * 1024 * 1024;

// Validates the bytes of an index named `fileName`; every error starts with the file name and
// names the JSON path ("sweep.json: points[2].sha256: expected 64 lowercase hex digits").
Result<SweepIndex> parseSweepIndex(const QByteArray &bytes, const QString &fileName);
// One point as sweepPointToJson writes it, validated as in an index; errors start with `where`
// and name the JSON path below `path`.
Result<SweepPoint> parseSweepPoint(const QJsonValue &value, const QString &where, const QString &path);
// Reads and validates `path` (bounded, never through a link).
Result<SweepIndex> readSweepIndex(const QString &path);
// Whether the file at `path` is meant as a sweep index (a JSON object whose "format" is the sweep's),
// so that show and compare pick the reader; it is then validated by readSweepIndex.
bool isSweepIndexFile(const QString &path);
// Every report the index names, read from the index's folder and validated, each with the SHA-256
// the index records (a missing, changed or invalid report is refused, naming it and its point).
Result<QList<LoadedReport>> readSweepReports(const QString &indexPath, const SweepIndex &index);

} // namespace IteraGpu
