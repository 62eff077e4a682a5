#pragma once

#include "core/util/fieldkey.h"
#include "core/util/result.h"

#include <QString>
#include <QStringList>

namespace IteraGpu {

// Where a remote run goes: the system's OpenSSH client reaches `destination`, authenticates with
// the user's own agent, keys and configuration (the application never asks for or stores a
// password or a key) and runs `remoteCommand` there.
struct SshTarget
{
    // As typed: an alias of ~/.ssh/config, user@host, host, or ssh://[user@]host[:port].
    QString destination;
    QString remoteCommand = QStringLiteral("iteragpu"); // the CLI's path on the remote machine
    // Absolute paths, or empty: the user's own OpenSSH configuration (~/.ssh/config) and keys.
    QString configFile; // passed as -F
    QString identityFile = {}; // passed as -i (added to the keys ssh tries, the agent's included)
};

// Seconds ssh waits for the TCP connection, and how a dropped connection is noticed: a keep-alive
// every kSshAliveIntervalS seconds, the connection given up after kSshAliveCountMax unanswered.
inline constexpr int kSshConnectTimeoutS = 10;
inline constexpr int kSshAliveIntervalS = 2;
inline constexpr int kSshAliveCountMax = 3;

// Refuses, with one line naming the field: an empty destination, one starting with '-' (ssh would
// read it as an option), whitespace or control characters in it, an ssh:// form without a host or
// with a port outside 1..65535; a remote command that is empty or holds control characters; a
// config or identity file that is not an absolute path of an existing file, or holds a control
// character.
Status validateSshTarget(const SshTarget &target, const FieldLabels &labels);
// The translated name of the fields above ("SSH host", "Remote command", "SSH config file",
// "Identity file"); other keys as they are.
QString sshFieldLabel(QStringView key);

// POSIX shell single quoting: the remote shell sees exactly `argument` as one word and never runs
// any part of it ('it'\''s'). The empty argument becomes ''.
QString shellQuote(const QString &argument);

// The remote command as one word for the remote shell: shell-quoted, except a leading "~/", left for
// the shell to expand to the remote home folder ("~/'my dir/iteragpu'").
QString remoteCommandWord(const QString &command);

// ssh's argv: BatchMode=yes (never a password prompt), the connect timeout and keep-alives
// above, [-F configFile], [-i identityFile], [-p port] for ssh:// with a port, then `--`, the destination, and every
// remote argument shell-quoted (ssh joins them into one line that the remote user's shell runs).
// Refuses an invalid target (validateSshTarget) and a remote argument holding a control character
// (a newline would end the remote command line); the error names the argument. Fields are named
// by sshFieldLabel().
Result<QStringList> sshArguments(const SshTarget &target, const QStringList &remoteArguments);

// ssh's exit status when it could not connect or authenticate (the remote command's own status
// is passed through otherwise).
inline constexpr int kSshConnectionFailed = 255;
// What a POSIX shell returns for a command it cannot find.
inline constexpr int kShellCommandNotFound = 127;

// One translated line that says what happened and what to do. For ssh's own failures (exit status
// 255, read from `standardError`): unknown or changed host key (add it with `ssh HOST` once in a
// terminal), authentication refused (agent, keys, configuration), host not found, connection
// refused, timed out or dropped, else ssh's last line. For the remote shell's: the remote command
// not found (127: install the CLI there or set its path) or not runnable (126). Empty otherwise
// (the remote command ran and reported on its own).
QString sshFailureLine(int sshExitCode, const QString &standardError, const SshTarget &target);

// The destination without its user name ("gpu-box" for "alice@gpu-box", "gpu-box:2222" for
// "ssh://alice@gpu-box:2222"): what the results grid's notes and labels show, never the user name.
QString sshHostLabel(const QString &destination);

} // namespace IteraGpu
