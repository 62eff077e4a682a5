#include "core/remote/sshtarget.h"

#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::SshTarget)
};

bool isControl(QChar c)
{
    return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format || c == QChar::LineSeparator
        || c == QChar::ParagraphSeparator;
}

bool hasControl(const QString &text)
{
    return std::any_of(text.begin(), text.end(), isControl);
}

// `ssh://[user@]host[:port]` split into what ssh takes as a destination and its port (0: none).
// The destination is returned unchanged when it is not of that form.
struct Destination
{
    QString userAndHost;
    int port = 0;
    bool valid = true;
};

// Neither part of "user@host" may start with '-': ssh (or a program it runs, as with
// "user@-oProxyCommand=...") would read it as an option.
bool partsValid(const QString &userAndHost)
{
    const qsizetype at = userAndHost.lastIndexOf(u'@');
    const QString user = at < 0 ? QString() : userAndHost.left(at);
    const QString host = userAndHost.mid(at + 1);
    return !host.isEmpty() && !host.startsWith(u'-') && (at < 0 || (!user.isEmpty() && !user.startsWith(u'-')));
}

Destination splitDestination(const QString &destination)
{
    static constexpr QStringView scheme = u"ssh://";
    if (!destination.startsWith(scheme))
        return {destination, 0, partsValid(destination)};
    QString rest = destination.mid(scheme.size());
    if (rest.endsWith(u'/'))
        rest.chop(1);
    const qsizetype at = rest.lastIndexOf(u'@');
    const qsizetype colon = rest.lastIndexOf(u':');
    Destination result{rest, 0, true};
    if (colon > at) {
        bool ok = false;
        const int port = rest.mid(colon + 1).toInt(&ok);
        result.userAndHost = rest.left(colon);
        result.port = port;
        result.valid = ok && port >= 1 && port <= 65535;
    }
    if (!partsValid(result.userAndHost) || result.userAndHost.contains(u'/'))
        result.valid = false;
    return result;
}

// An optional file handed to ssh (-F, -i): empty, or the absolute path of an existing file. ssh
// would read a relative path against whatever folder the window was started in.
Status validateFile(const QString &path, QStringView key, const FieldLabels &labels)
{
    if (path.isEmpty())
        return {};
    const QString label = labels(key);
    if (hasControl(path))
        return Error{Tr::tr("%1: %2 holds a line break or a control character; refused").arg(label, displaySafe(path)),
                     key.toString()};
    const QFileInfo info(path);
    if (!info.isAbsolute())
        return Error{Tr::tr("%1: %2 is not an absolute path (start it with / or ~/)").arg(label, displaySafe(path)),
                     key.toString()};
    if (!info.isFile())
        return Error{Tr::tr("%1: %2 is not an existing file").arg(label, displaySafe(path)), key.toString()};
    return {};
}

// The last non-empty line of ssh's standard error, made safe to show.
QString lastLine(const QString &standardError)
{
    const QStringList lines = standardError.split(u'\n', Qt::SkipEmptyParts);
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QString line = it->trimmed();
        if (!line.isEmpty())
            return displaySafe(line, 200);
    }
    return {};
}
} // namespace

QString sshFieldLabel(QStringView key)
{
    if (key == FieldKey::sshDestination)
        return Tr::tr("SSH host");
    if (key == FieldKey::remoteCommand)
        return Tr::tr("Remote command");
    if (key == FieldKey::sshConfigFile)
        return Tr::tr("SSH config file");
    if (key == FieldKey::sshIdentityFile)
        return Tr::tr("Identity file");
    return key.toString();
}

Status validateSshTarget(const SshTarget &target, const FieldLabels &labels)
{
    const QString host = labels(FieldKey::sshDestination);
    const auto refuseHost = [&](const QString &message) {
        return Status(Error{message, FieldKey::sshDestination.toString()});
    };
    if (target.destination.isEmpty())
        return refuseHost(Tr::tr("%1: enter a host, user@host or an alias of your SSH configuration").arg(host));
    if (target.destination.startsWith(u'-'))
        return refuseHost(Tr::tr("%1: %2 starts with '-', which ssh would read as an option; refused")
                              .arg(host, displaySafe(target.destination)));
    if (std::any_of(target.destination.begin(), target.destination.end(),
                    [](QChar c) { return c.isSpace() || isControl(c); }))
        return refuseHost(
            Tr::tr("%1: %2 holds a space or a control character; refused").arg(host, displaySafe(target.destination)));
    if (!target.destination.startsWith(u"ssh://"_s) && !splitDestination(target.destination).valid)
        return refuseHost(Tr::tr("%1: %2 has an empty user or host, or one that starts with '-' (which ssh would read "
                                 "as an option); refused")
                              .arg(host, displaySafe(target.destination)));
    if (!splitDestination(target.destination).valid)
        return refuseHost(Tr::tr("%1: %2 is not of the form ssh://[user@]host[:port] with a port from 1 to 65535")
                              .arg(host, displaySafe(target.destination)));
    const QString command = labels(FieldKey::remoteCommand);
    if (target.remoteCommand.isEmpty())
        return Error{Tr::tr("%1: enter the path of iteragpu on the remote host (or just iteragpu)").arg(command),
                     FieldKey::remoteCommand.toString()};
    if (hasControl(target.remoteCommand))
        return Error{Tr::tr("%1: %2 holds a line break or a control character; refused")
                         .arg(command, displaySafe(target.remoteCommand)),
                     FieldKey::remoteCommand.toString()};
    for (const auto &[key, path] : {std::pair{FieldKey::sshConfigFile, &target.configFile},
                                    std::pair{FieldKey::sshIdentityFile, &target.identityFile}}) {
        if (Status file = validateFile(*path, key, labels); !file)
            return file;
    }
    return {};
}

QString shellQuote(const QString &argument)
{
    QString quoted = argument;
    quoted.replace(u'\'', u"'\\''"_s);
    return u'\'' + quoted + u'\'';
}

QString remoteCommandWord(const QString &command)
{
    // "~/" stays unquoted so that the remote shell expands it to the home folder; the rest is
    // quoted, so nothing after it can be expanded or run.
    if (command.startsWith(u"~/"))
        return u"~/"_s + shellQuote(command.mid(2));
    return shellQuote(command);
}

Result<QStringList> sshArguments(const SshTarget &target, const QStringList &remoteArguments)
{
    if (Status valid = validateSshTarget(target, sshFieldLabel); !valid)
        return valid.failure();
    for (const QString &argument : remoteArguments) {
        if (hasControl(argument))
            return Error{Tr::tr("%1 holds a line break or a control character and cannot be passed to the remote "
                                "host; refused")
                             .arg(displaySafe(argument))};
    }
    // -T: no terminal, so that closing ssh's standard input reaches the remote command as the end
    // of its own input. The keep-alives make a dropped connection an error within seconds.
    QStringList arguments{u"-T"_s,
                          u"-o"_s,
                          u"BatchMode=yes"_s,
                          u"-o"_s,
                          u"ConnectTimeout=%1"_s.arg(kSshConnectTimeoutS),
                          u"-o"_s,
                          u"ServerAliveInterval=%1"_s.arg(kSshAliveIntervalS),
                          u"-o"_s,
                          u"ServerAliveCountMax=%1"_s.arg(kSshAliveCountMax)};
    if (!target.configFile.isEmpty())
        arguments << u"-F"_s << target.configFile;
    if (!target.identityFile.isEmpty())
        arguments << u"-i"_s << target.identityFile;
    const Destination destination = splitDestination(target.destination);
    if (destination.port != 0)
        arguments << u"-p"_s << QString::number(destination.port);
    arguments << u"--"_s << destination.userAndHost << remoteCommandWord(target.remoteCommand);
    for (const QString &argument : remoteArguments)
        arguments << shellQuote(argument);
    return arguments;
}

QString sshFailureLine(int sshExitCode, const QString &standardError, const SshTarget &target)
{
    const QString host = displaySafe(target.destination);
    const auto says = [&](QStringView text) { return standardError.contains(text, Qt::CaseInsensitive); };
    // ssh reports its own failures with 255; any other status is the remote command's.
    if (sshExitCode == kSshConnectionFailed) {
        if (says(u"Host key verification failed") || says(u"REMOTE HOST IDENTIFICATION HAS CHANGED")
            || says(u"host key is known for"))
            return Tr::tr(
                       "The host key of %1 is unknown or has changed: connect once with 'ssh %1' in a terminal, check "
                       "the key and accept it, then try again.")
                .arg(host);
        if (says(u"Permission denied (") || says(u"Too many authentication failures"))
            return Tr::tr("%1 refused the authentication: add your key to the SSH agent (ssh-add) or name it in "
                          "~/.ssh/config (IdentityFile); no password is asked here.")
                .arg(host);
        if (says(u"Could not resolve hostname") || says(u"Name or service not known"))
            return Tr::tr("The host %1 was not found: check its name, or its alias in ~/.ssh/config.").arg(host);
        if (says(u"Connection refused"))
            return Tr::tr("%1 refused the connection: check that its SSH server runs and the port.").arg(host);
        if (says(u"Connection timed out") || says(u"Operation timed out"))
            return Tr::tr(
                       "%1 did not answer in time: check the host name, the network or a jump host in ~/.ssh/config.")
                .arg(host);
        if (says(u"Timeout, server") || says(u"closed by remote host") || says(u"Connection closed by")
            || says(u"Connection reset") || says(u"Broken pipe") || says(u"client_loop:"))
            return Tr::tr("The connection to %1 dropped.").arg(host);
        const QString detail = lastLine(standardError);
        if (detail.isEmpty())
            return Tr::tr("ssh could not reach %1.").arg(host);
        return Tr::tr("ssh could not reach %1: %2").arg(host, detail);
    }
    const QString command = displaySafe(target.remoteCommand);
    if (sshExitCode == kShellCommandNotFound || (sshExitCode != 0 && says(u"command not found")))
        return Tr::tr("%1 was not found on %2 (command not found): install the iteragpu command-line tool there or "
                      "set its path.")
            .arg(command, host);
    if (sshExitCode == 126)
        return Tr::tr("%1 on %2 cannot be run (permission denied or not a program): check its path.")
            .arg(command, host);
    return {};
}

QString sshHostLabel(const QString &destination)
{
    const Destination split = splitDestination(destination);
    const QString host = split.userAndHost.mid(split.userAndHost.lastIndexOf(u'@') + 1);
    return split.port != 0 ? host + u':' + QString::number(split.port) : host;
}

} // namespace IteraGpu
