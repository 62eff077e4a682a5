#pragma once

#include "core/device/environment.h"
#include "core/remote/remoterun.h"
#include "core/remote/sshtarget.h"

#include <QByteArray>
#include <QStringList>

namespace IteraGpu {

// An environment report is a few kilobytes; a remote answer larger than this is not one.
inline constexpr qsizetype kMaxRemoteEnvironmentBytes = 1024 * 1024;

// The remote CLI's arguments for an environment probe of `device`: `environment --json --device D`.
QStringList remoteEnvironmentArguments(const QString &device);

// The remote host's answer to remoteEnvironmentArguments(), read as an environment report. The
// error is one translated line: the ssh failure (`outcome.message`), the remote refusal (its last
// line of standard error), an answer that is not JSON, or what is wrong in the report (its place).
Result<EnvironmentReport> readRemoteEnvironment(const SshOutcome &outcome, const QByteArray &output,
                                                const SshTarget &target);

} // namespace IteraGpu
