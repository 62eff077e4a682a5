#pragma once

#include "remote/sshtarget.h"

#include <QObject>
#include <QStringList>

namespace IteraGpu::Ui {

// Where the Environment and Measure tabs work: this computer, or one host over SSH. The main
// window gives both tabs the same object: an environment report must describe the machine the
// measurement runs on, and a user who points one tab at the rented machine expects the other to
// follow. Kept in the settings: the choice, the remote command and a short history of
// destinations as typed (an alias, user@host, ssh://host:port), newest first. No password or key
// is ever part of it: authentication is the user's own OpenSSH.
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
    // An ssh configuration file other than the user's own (tests and screenshots); not saved.
    void setConfigFile(const QString &path) { m_configFile = path; }
    SshTarget target() const;

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
    QStringList m_history;
};

} // namespace IteraGpu::Ui
