#pragma once

#include "core/device/environment.h"
#include "core/remote/remotebounds.h"
#include "core/remote/sshtarget.h"
#include "core/reports/measurementsession.h"
#include "core/reports/progressstream.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// How one ssh command ended.
struct SshOutcome
{
    bool started = false; // false: the ssh program itself could not be run (`message` says why)
    int exitCode = -1; // ssh's exit status: the remote command's own, or 255 when ssh failed
    bool crashed = false; // ssh was killed (cancel, or a signal)
    QByteArray standardError; // ssh's and the remote command's: the last bytes of it
    QString message; // one translated line when ssh failed (sshFailureLine), empty otherwise
};

// The remote CLI's arguments for `config`: `measure`, every field of the configuration explicit
// (so that the remote defaults cannot differ from what the window shows), named as the option
// table names them, then `--progress jsonl`. config.output is the path on the remote host.
QStringList remoteMeasureArguments(const MeasurementConfig &config);

// What a remote measurement left when ssh ended: the request, how ssh ended, and what the
// progress stream delivered.
struct RemoteRunEnd
{
    SshTarget target;
    MeasurementConfig config; // as requested; config.output is the remote path
    QString localPath; // where the fetched report is to be saved
    SshOutcome outcome;
    ProgressStreamReader reader; // the whole stream, with the report that follows its last line
    QString streamError; // the first protocol error in the stream (ssh was killed then)
    std::optional<ProgressEvent> refusal; // the remote CLI's "refused" line
    EnvironmentReport environment; // from the "started" line
    QDateTime startedUtc;
    QList<PhaseRow> rows; // every row received
    RemoteCancel cancel = RemoteCancel::None; // how far a cancel went before ssh ended
    qint64 cancelGraceS = kRemoteCancelGraceS; // seconds waited after the input closed
};

// The conclusion of a remote run, and its file work (validation, write and fsync: never on the
// GUI thread). The result:
//  - Refused: ssh could not connect or authenticate, the remote CLI refused (its output path
//    exists...): nothing written here;
//  - Complete / Failed / Cancelled: the fetched report, validated, compared with the request and
//    the rows streamed (compareReportWithStream), and saved at localPath with writeNewFile, never
//    over a file;
//  - Failed with the rows received when the stream stopped after the run started: a report
//    written at localPath from the remote environment and those rows, its failure message naming
//    why: the protocol error (streamError), the fetched report disagreeing with the stream (that
//    report then kept only at disagreeingReportPath(localPath)), or the dropped connection (the
//    remote run cancels itself when its input closes and keeps its own report);
//  - Cancelled with the rows received when a cancel had to end ssh (end.cancel Terminated or
//    Killed) or ssh ended after a cancel without the report;
//  - NotWritten: the report could not be saved or did not validate, or the run ended there but
//    its report did not arrive.
// `message` is one translated line; `report` holds the rows in every case.
MeasurementRunResult concludeRemoteRun(const RemoteRunEnd &end);

} // namespace IteraGpu
