#pragma once

#include "core/files/newfolder.h"
#include "core/remote/remoterun.h"
#include "core/sweep/sweepstream.h"
#include "core/util/result.h"

#include <QString>

namespace IteraGpu {

// The file work of a sweep run by the CLI on a remote host, one event of its stream at a time
// (never on the GUI thread): a point's report written as a new file into the local folder (held
// open by prepareSweepFolder: written and read through its descriptor), or the index written byte
// for byte as the remote wrote it and every report read back against it (readSweepReports).
// Nothing is ever overwritten.
Status storeRemoteSweepEvent(NewFolder &folder, const SweepStreamEvent &event);

// What a remote sweep left when it ended without its index here.
struct RemoteSweepEnd
{
    QString hostLabel; // sshHostLabel of the destination, display-safe
    SshOutcome outcome;
    bool streamStarted = false; // the remote's "sweep_started" line arrived
    bool streamFinished = false; // its "sweep_finished" line arrived
    QString problem; // why the sweep was stopped here (stream, local file); empty when it was not
    QString streamEnd; // SweepStreamReader::checkEnd's reason, when the stream ended early
    int storedPoints = 0; // reports in the local folder
};

// The one line that says why a remote sweep has no index here and what it kept: the remote's
// refusal, ssh's failure, or the problem that stopped it, with the count of reports that arrived.
QString remoteSweepEndLine(const RemoteSweepEnd &end);

} // namespace IteraGpu
