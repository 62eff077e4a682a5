#include "ui/remote/remotehostchoice.h"

#include "core/remote/sshconfighosts.h"
#include "ui/common/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

const QString kDefaultCommand = u"iteragpu"_s;

// "~/" is the home folder, as a shell would read it; the rest as typed.
QString expandHome(const QString &path)
{
    const QString trimmed = path.trimmed();
    return trimmed.startsWith(u"~/") ? QDir::home().filePath(trimmed.mid(2)) : trimmed;
}

// Kept only while set: an empty path is the user's own configuration, and leaves no key behind.
void keep(const QString &key, const QString &value)
{
    QSettings settings;
    if (value.trimmed().isEmpty())
        settings.remove(key);
    else
        settings.setValue(key, value);
}

} // namespace

RemoteHostChoice::RemoteHostChoice(QObject *parent)
    : QObject(parent)
{
    const QSettings settings;
    m_remote = settings.value(SettingsKeys::remoteWhere).toString() == u"remote"_s;
    m_history = settings.value(SettingsKeys::remoteHosts).toStringList().mid(0, kHistorySize);
    m_destination = m_history.value(0);
    m_remoteCommand = settings.value(SettingsKeys::remoteCommand, kDefaultCommand).toString();
    m_configFile = settings.value(SettingsKeys::remoteSshConfig).toString();
    m_identityFile = settings.value(SettingsKeys::remoteIdentity).toString();
    readAliases();
}

void RemoteHostChoice::readAliases()
{
    const QString sshFolder = QDir::home().filePath(u".ssh"_s);
    const QString config
        = m_configFile.trimmed().isEmpty() ? QDir(sshFolder).filePath(u"config"_s) : expandHome(m_configFile);
    m_aliases = QFileInfo(config).isAbsolute() ? sshConfigHostAliases(config, sshFolder) : QStringList();
}

QStringList RemoteHostChoice::offeredHosts() const
{
    QStringList hosts = m_history;
    for (const QString &alias : m_aliases) {
        if (!hosts.contains(alias))
            hosts.append(alias);
    }
    return hosts;
}

QString RemoteHostChoice::machineKey() const
{
    return m_remote ? remoteMachineKey(m_destination) : u"local"_s;
}

QString RemoteHostChoice::remoteMachineKey(const QString &destination)
{
    return u"ssh:"_s + destination.trimmed();
}

void RemoteHostChoice::setConfigFile(const QString &path)
{
    if (path == m_configFile)
        return;
    m_configFile = path;
    keep(SettingsKeys::remoteSshConfig, path);
    readAliases();
    Q_EMIT changed();
}

void RemoteHostChoice::setIdentityFile(const QString &path)
{
    if (path == m_identityFile)
        return;
    m_identityFile = path;
    keep(SettingsKeys::remoteIdentity, path);
    Q_EMIT changed();
}

SshTarget RemoteHostChoice::target() const
{
    SshTarget target;
    target.destination = m_destination.trimmed();
    target.remoteCommand = m_remoteCommand.trimmed();
    target.configFile = expandHome(m_configFile);
    target.identityFile = expandHome(m_identityFile);
    return target;
}

void RemoteHostChoice::setRemote(bool remote)
{
    if (remote == m_remote)
        return;
    m_remote = remote;
    QSettings().setValue(SettingsKeys::remoteWhere, remote ? u"remote"_s : u"local"_s);
    Q_EMIT changed();
}

void RemoteHostChoice::setDestination(const QString &destination)
{
    if (destination == m_destination)
        return;
    m_destination = destination;
    Q_EMIT changed();
}

void RemoteHostChoice::setRemoteCommand(const QString &command)
{
    if (command == m_remoteCommand)
        return;
    m_remoteCommand = command;
    QSettings().setValue(SettingsKeys::remoteCommand, command.trimmed());
    Q_EMIT changed();
}

void RemoteHostChoice::remember(const QString &destination)
{
    const QString used = destination.trimmed();
    if (used.isEmpty() || m_history.value(0) == used)
        return;
    m_history.removeAll(used);
    m_history.prepend(used);
    m_history = m_history.mid(0, kHistorySize);
    QSettings().setValue(SettingsKeys::remoteHosts, m_history);
    Q_EMIT changed();
}

} // namespace IteraGpu::Ui
