#pragma once

#include "core/remote/sshtarget.h"

#include <QObject>
#include <QStringList>

namespace IteraGpu::Ui {

// Where the Environment and Measure tabs work: this computer, or one host over SSH. The main
// window gives both tabs the same object: an environment report must describe the machine the
// measurement runs on, and a user who points one tab at the rented machine expects the other to
// follow. Kept in the settings: the choice, the remote command and a short history of
// destinations as typed (an alias, user@host, ssh://host:port), newest first, and the optional
// ssh config and identity files (their paths; no password or key is ever part of it:
// authentication is the user's own OpenSSH). The host field also offers the Host aliases of the ssh
// configuration in use (sshConfigHostAliases).
class RemoteHostChoice : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype kHistorySize = 8;

    explicit RemoteHostChoice(QObject *parent = nullptr); // reads the settings

    bool isRemote() const { return m_remote; }
    QString destination() const { return m_destination; }
    QString remoteCommand() const { return m_remoteCommand; }
    QStringList history() const { return m_history; }
    // The ssh configuration file (-F) and identity file (-i) as typed ("" for the user's own
    // configuration and keys); "~/" is the home folder. Kept in the settings.
    QString configFile() const { return m_configFile; }
    QString identityFile() const { return m_identityFile; }
    void setConfigFile(const QString &path);
    void setIdentityFile(const QString &path);
    // The Host aliases of that configuration (~/.ssh/config when none is set), read when it is set.
    QStringList configAliases() const { return m_aliases; }
    // What the host field offers: the history, then the aliases not in it.
    QStringList offeredHosts() const;
    SshTarget target() const;
    // Which machine the tabs work on: "local", or "ssh:" and the destination as typed. Each
    // machine keeps its own probe, device and remote file (nothing of one is applied to another).
    QString machineKey() const;
    static QString remoteMachineKey(const QString &destination); // machineKey() of a remote host

    void setRemote(bool remote);
    void setDestination(const QString &destination);
    void setRemoteCommand(const QString &command);
    // A destination that was used (a probe, a check or a run started with it): first in the history.
    void remember(const QString &destination);

Q_SIGNALS:
    void changed();

private:
    bool m_remote = false;
    QString m_destination;
    QString m_remoteCommand;
    QString m_configFile;
    QString m_identityFile;
    QStringList m_history;
    QStringList m_aliases;

    void readAliases();
};

} // namespace IteraGpu::Ui
