#pragma once

#include "core/measure/measurementconfig.h"
#include "core/measure/measurementreport.h"
#include "core/measure/measurementrunner.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

namespace IteraGpu {

// What the window lets a remote host do, decided here without ssh so that every front end applies
// the same bounds (docs/ARCHITECTURE.md, "The remote's bounds").

// Cancel: ssh's standard input is closed (the remote CLI stops after its current forward and sends
// its cancelled report); after kRemoteCancelGraceS seconds without the end, ssh is terminated
// (SIGTERM), after kRemoteTerminateGraceS more seconds killed (SIGKILL).
inline constexpr int kRemoteCancelGraceS = 10;
inline constexpr int kRemoteTerminateGraceS = 3;
// The probes: `--version` must answer within kRemoteVersionTimeoutS seconds (ssh's own connect
// timeout included), `environment --json` within kRemoteEnvironmentTimeoutS (it loads libtorch and
// initialises the GPUs there); then ssh is killed.
inline constexpr int kRemoteVersionTimeoutS = 30;
inline constexpr int kRemoteEnvironmentTimeoutS = 90;

// How far a cancel went before ssh ended.
enum class RemoteCancel
{
    None, // not cancelled
    InputClosed, // the remote side was asked (its input closed)
    Terminated, // it did not stop in time: ssh was sent SIGTERM
    Killed // ssh did not end either: SIGKILL
};

// The stream's rows must follow the run's plan (measure/phaseplan.h): `received` rows have been
// accepted so far. A row beyond the plan, or not the planned one at its place, is a protocol error:
// one translated line naming it ("the remote sent more rows than the run's plan has (16)").
Status checkStreamedRow(const MeasurementConfig &config, qsizetype received, const PhaseRow &row);
// A "phase_started" must announce the planned row after the `received` ones, once (`announced`:
// that row's start was already seen).
Status checkStreamedPhaseStart(const MeasurementConfig &config, qsizetype received, bool announced, Phase phase,
                               int index);

// The fetched report against the request and the rows shown: its configuration equals `requested`
// (the output as the file name the report records), its rows are `streamed`, each with the same
// phase, index, iterations and nanoseconds. The error says the first difference in one line.
Status compareReportWithStream(const MeasurementConfig &requested, const QList<PhaseRow> &streamed,
                               const MeasurementReport &fetched);

// Where a fetched report that disagrees with the stream is kept, next to `localPath` and named
// after it: "run.json" -> "run.remote-report-disagrees-with-stream.json".
QString disagreeingReportPath(const QString &localPath);

} // namespace IteraGpu
