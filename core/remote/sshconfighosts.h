#pragma once

#include <QString>
#include <QStringList>

namespace IteraGpu {

// Bounds of reading an OpenSSH client configuration for its Host aliases: the files read (the
// first one and those it Includes, at most kMaxSshConfigDepth deep, as ssh itself allows), the
// bytes read of each, and the aliases kept.
inline constexpr int kMaxSshConfigFiles = 32;
inline constexpr int kMaxSshConfigDepth = 16;
inline constexpr qint64 kMaxSshConfigBytes = 1024 * 1024;
inline constexpr qsizetype kMaxSshConfigAliases = 256;

// The `Host` names of `configFile` and of the files it Includes, in the order ssh reads them,
// each once: what a user can type after ssh. Patterns (with '*', '?' or a negation '!') are no
// hosts and are left out, as are the hosts of Match blocks. An Include without an absolute path is
// in `sshFolder` (~/.ssh for the user's configuration, as ssh reads it); '~/' is the home folder; a
// wildcard in the file name part is expanded (sorted, as ssh does). Nothing is ever run (Match
// exec, ProxyCommand are not read) and nothing is written; a file that cannot be read, is binary,
// or lies beyond the bounds above is skipped.
QStringList sshConfigHostAliases(const QString &configFile, const QString &sshFolder);

} // namespace IteraGpu
