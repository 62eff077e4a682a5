#include "sshdfixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <csignal>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

const QString kSshd = u"/usr/sbin/sshd"_s;

// A port that was free a moment ago on 127.0.0.1 (sshd is started on it right after).
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address = {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

bool accepts(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address = {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(quint16(port));
    const bool connected = ::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return connected;
}

QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(30'000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return u"%1 failed: %2"_s.arg(program, QString::fromUtf8(process.readAll()).trimmed());
    return {};
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

QByteArray readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString userName()
{
    const passwd *entry = ::getpwuid(::geteuid());
    return entry ? QString::fromLocal8Bit(entry->pw_name) : QString();
}

// The parent of process `pid` and its command name, from /proc.
std::pair<qint64, QString> parentAndName(qint64 pid)
{
    const QByteArray stat = readText(u"/proc/%1/stat"_s.arg(pid));
    const qsizetype open = stat.indexOf('(');
    const qsizetype close = stat.lastIndexOf(')');
    if (open < 0 || close < open)
        return {0, {}};
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    return {fields.size() > 1 ? fields.at(1).toLongLong() : 0, QString::fromUtf8(stat.mid(open + 1, close - open - 1))};
}

} // namespace

SshdFixture::SshdFixture()
{
    m_whyNot = start();
}

SshdFixture::~SshdFixture()
{
    if (m_sshd.state() != QProcess::NotRunning) {
        m_sshd.terminate();
        if (!m_sshd.waitForFinished(5000))
            m_sshd.kill();
        m_sshd.waitForFinished(5000);
    }
}

QString SshdFixture::start()
{
    for (const QString &program : {kSshd, u"/usr/bin/ssh"_s, u"/usr/bin/ssh-keygen"_s}) {
        if (!QFileInfo(program).isExecutable())
            return u"%1 is not installed (Debian packages openssh-server and openssh-client)"_s.arg(program);
    }
    if (::geteuid() == 0 && !QFileInfo::exists(u"/run/sshd"_s)) {
        // sshd running as root refuses to start without its privilege-separation folder, which
        // the openssh-server package creates only at boot (tmpfiles.d) or when its service starts.
        if (!QDir().mkpath(u"/run/sshd"_s))
            return u"/run/sshd (sshd's privilege-separation folder) cannot be created"_s;
        QFile::setPermissions(u"/run/sshd"_s, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid())
        return u"no temporary folder"_s;
    const QString user = userName();
    if (user.isEmpty())
        return u"the current user has no name"_s;
    for (const QString &key : {u"host_key"_s, u"user_key"_s, u"wrong_key"_s}) {
        if (QString failed
            = run(u"/usr/bin/ssh-keygen"_s,
                  {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-C"_s, key, u"-f"_s, m_dir->filePath(key)});
            !failed.isEmpty())
            return failed;
    }
    const QByteArray hostKey = readText(m_dir->filePath(u"host_key.pub"_s)).trimmed();
    if (!writeText(m_dir->filePath(u"authorized_keys"_s), readText(m_dir->filePath(u"user_key.pub"_s)))
        || !writeText(m_dir->filePath(u"empty_known_hosts"_s), {}))
        return u"cannot write into the temporary folder"_s;

    for (int attempt = 0; attempt < 5; ++attempt) {
        m_port = freePort();
        if (m_port == 0)
            return u"no free port on 127.0.0.1"_s;
        const QByteArray knownHost = "[127.0.0.1]:" + QByteArray::number(m_port) + ' ' + hostKey + '\n';
        if (!writeText(m_dir->filePath(u"known_hosts"_s), knownHost)
            || !writeText(m_dir->filePath(u"ssh_config"_s), sshConfig(user)))
            return u"cannot write into the temporary folder"_s;
        m_sshd.setStandardOutputFile(m_dir->filePath(u"sshd.log"_s), QIODevice::Append);
        m_sshd.setProcessChannelMode(QProcess::MergedChannels);
        m_sshd.start(kSshd, {u"-f"_s, u"/dev/null"_s,
                             u"-D"_s, u"-e"_s,
                             u"-o"_s, u"ListenAddress=127.0.0.1"_s,
                             u"-o"_s, u"Port=%1"_s.arg(m_port),
                             u"-o"_s, u"HostKey="_s + m_dir->filePath(u"host_key"_s),
                             u"-o"_s, u"AuthorizedKeysFile="_s + m_dir->filePath(u"authorized_keys"_s),
                             u"-o"_s, u"PidFile="_s + m_dir->filePath(u"sshd.pid"_s),
                             u"-o"_s, u"StrictModes=no"_s,
                             u"-o"_s, u"PasswordAuthentication=no"_s,
                             u"-o"_s, u"KbdInteractiveAuthentication=no"_s,
                             u"-o"_s, u"PubkeyAuthentication=yes"_s,
                             u"-o"_s, u"PermitRootLogin=prohibit-password"_s,
                             u"-o"_s, u"AllowUsers="_s + user});
        if (!m_sshd.waitForStarted(5000))
            return u"sshd cannot be started: "_s + m_sshd.errorString();
        QElapsedTimer waited;
        waited.start();
        while (m_sshd.state() == QProcess::Running && !accepts(m_port) && waited.elapsed() < 5000)
            QThread::msleep(20);
        if (m_sshd.state() == QProcess::Running && accepts(m_port))
            return {};
        m_sshd.kill();
        m_sshd.waitForFinished(5000);
    }
    return u"sshd does not run here: "_s
        + QString::fromUtf8(readText(m_dir->filePath(u"sshd.log"_s))).trimmed().split(u'\n').last();
}

QByteArray SshdFixture::sshConfig(const QString &user) const
{
    const auto path = [&](const QString &name) -> QByteArray { return '"' + m_dir->filePath(name).toUtf8() + '"'; };
    const auto alias = [&](const char *name, const QString &key, const QString &knownHosts) -> QByteArray {
        return QByteArray("Host ") + name + "\n  IdentityFile " + path(key) + "\n  UserKnownHostsFile "
            + path(knownHosts) + '\n';
    };
    // The first value ssh reads wins: the per-alias blocks come before the shared one.
    QByteArray config = alias("iteragpu-test", u"user_key"_s, u"known_hosts"_s);
    config += alias("iteragpu-test-unknown-host", u"user_key"_s, u"empty_known_hosts"_s);
    config += alias("iteragpu-test-wrong-key", u"wrong_key"_s, u"known_hosts"_s);
    config += "Host iteragpu-test*\n  HostName 127.0.0.1\n  Port " + QByteArray::number(m_port) + "\n  User "
        + user.toUtf8() + '\n';
    config += "  StrictHostKeyChecking yes\n  IdentitiesOnly yes\n  IdentityAgent none\n"
              "  GlobalKnownHostsFile /dev/null\n  UpdateHostKeys no\n  CheckHostIP no\n";
    return config;
}

IteraGpu::SshTarget SshdFixture::target() const
{
    return {u"iteragpu-test"_s, u"iteragpu"_s, m_dir ? m_dir->filePath(u"ssh_config"_s) : QString(), {}};
}

IteraGpu::SshTarget SshdFixture::unknownHostTarget() const
{
    IteraGpu::SshTarget target = this->target();
    target.destination = u"iteragpu-test-unknown-host"_s;
    return target;
}

IteraGpu::SshTarget SshdFixture::unauthorizedTarget() const
{
    IteraGpu::SshTarget target = this->target();
    target.destination = u"iteragpu-test-wrong-key"_s;
    return target;
}

QString SshdFixture::folder() const
{
    return m_dir ? m_dir->path() : QString();
}

qint64 SshdFixture::sshdProcessId() const
{
    return m_sshd.processId();
}

int SshdFixture::killSessions() const
{
    const qint64 listener = m_sshd.processId();
    if (listener <= 0)
        return 0;
    // The session processes are sshd processes below the listener; the commands they run are left
    // alone, so that they see their connection drop as the end of their input.
    QList<qint64> sessions;
    const QStringList entries = QDir(u"/proc"_s).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric || pid == listener)
            continue;
        auto [parent, name] = parentAndName(pid);
        if (name != u"sshd"_s)
            continue;
        for (int depth = 0; parent > 1 && depth < 8; ++depth) {
            if (parent == listener) {
                sessions.append(pid);
                break;
            }
            parent = parentAndName(parent).first;
        }
    }
    for (qint64 pid : std::as_const(sessions))
        ::kill(pid_t(pid), SIGKILL);
    return int(sessions.size());
}
