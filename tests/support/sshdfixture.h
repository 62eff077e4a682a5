#pragma once

#include "core/remote/sshtarget.h"

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <memory>

// A real OpenSSH server for the remote tests: /usr/sbin/sshd on 127.0.0.1 and a free port, with a
// host key, a user key, an authorized_keys, a known_hosts and an ssh config file generated into a
// temporary folder. Never touches the machine's own SSH configuration or keys: sshd reads
// `-f /dev/null` plus options, the client reads only the config file made here (-F).
// As root, sshd needs its privilege-separation folder /run/sshd (created when missing) and lets
// root in with a key only (PermitRootLogin prohibit-password); as another user it runs
// unprivileged and lets only that user in.
class SshdFixture
{
public:
    SshdFixture(); // starts sshd; available() says whether it runs
    ~SshdFixture(); // stops sshd, removes every file made

    bool available() const { return m_whyNot.isEmpty(); }
    QString whyNot() const { return m_whyNot; } // one line for QSKIP

    // The alias `iteragpu-test` with configFile set: reaches this sshd, host key known, key authorized.
    IteraGpu::SshTarget target() const;
    // The alias `iteragpu-test-unknown-host`: the same server, an empty known_hosts.
    IteraGpu::SshTarget unknownHostTarget() const;
    // The alias `iteragpu-test-wrong-key`: the same server, a key that is not authorized.
    IteraGpu::SshTarget unauthorizedTarget() const;

    QString folder() const; // the temporary folder (a scratch place for the tests too)
    qint64 sshdProcessId() const;
    // Kills every session process sshd started (the connections drop); returns how many.
    int killSessions() const;

private:
    QString start();
    QByteArray sshConfig(const QString &user) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QProcess m_sshd;
    int m_port = 0;
    QString m_whyNot;
};
