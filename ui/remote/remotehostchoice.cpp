#include "remote/remotehostchoice.h"

#include "common/settings.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

const QString kDefaultCommand = u"iteragpu"_s;

} // namespace

RemoteHostChoice::RemoteHostChoice(QObject *parent)
    : QObject(parent)
{
    const QSettings settings;
    m_remote = settings.value(SettingsKeys::remoteWhere).toString() == u"remote"_s;
    m_history = settings.value(SettingsKeys::remoteHosts).toStringList().mid(0, kHistorySize);
    m_destination = m_history.value(0);
    m_remoteCommand = settings.value(SettingsKeys::remoteCommand, kDefaultCommand).toString();
}

SshTarget RemoteHostChoice::target() const
{
    SshTarget target;
    target.destination = m_destination.trimmed();
    target.remoteCommand = m_remoteCommand.trimmed();
    target.configFile = m_configFile;
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
