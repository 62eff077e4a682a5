#include "core/experiment/experimentlock.h"

#include "core/files/textfile.h"
#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ExperimentLock)
};

constexpr std::chrono::milliseconds kPollInterval{50};

// The locks this process holds: their descriptors and the folders' device and inode.
struct Held
{
    dev_t device;
    ino_t inode;
    int fd;
};
std::mutex g_heldMutex;
std::vector<Held> g_held;

void remember(int fd)
{
    struct stat folder = {};
    if (::fstat(fd, &folder) != 0)
        return;
    const std::lock_guard guard(g_heldMutex);
    g_held.push_back({folder.st_dev, folder.st_ino, fd});
}

void forget(int fd)
{
    const std::lock_guard guard(g_heldMutex);
    std::erase_if(g_held, [fd](const Held &held) { return held.fd == fd; });
}
constexpr qint64 kMaxProcLocksBytes = 4 * 1024 * 1024;

// Who holds the flock on the folder `fd` is open on: "PROGRAM (process PID)" from /proc/locks
// (lines "N: FLOCK ADVISORY WRITE PID MAJ:MIN:INODE 0 EOF", a waiter's marked "->") and
// /proc/PID/comm; empty when it cannot be told.
QString lockHolder(int fd)
{
    struct stat folder = {};
    if (::fstat(fd, &folder) != 0)
        return {};
    const auto locks = readFileBytes(QStringLiteral("/proc/locks"), kMaxProcLocksBytes);
    if (!locks)
        return {};
    const QByteArray device = QByteArray::number(::major(folder.st_dev), 16).rightJustified(2, '0') + ':'
        + QByteArray::number(::minor(folder.st_dev), 16).rightJustified(2, '0') + ':'
        + QByteArray::number(static_cast<qulonglong>(folder.st_ino));
    for (const QByteArray &line : locks->split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 6 || fields.at(1) != "FLOCK" || fields.at(5) != device)
            continue;
        const QByteArray &pid = fields.at(4);
        const auto comm = readFileBytes(QStringLiteral("/proc/%1/comm").arg(QString::fromLatin1(pid)), 64);
        const QString program = comm ? displaySafe(QString::fromUtf8(comm->trimmed())) : QString();
        return program.isEmpty() ? Tr::tr("process %1").arg(QString::fromLatin1(pid))
                                 : Tr::tr("%1 (process %2)").arg(program, QString::fromLatin1(pid));
    }
    return {};
}

} // namespace

Result<ExperimentLock> ExperimentLock::acquire(const QString &folder, std::chrono::milliseconds wait)
{
    const QByteArray path = QFile::encodeName(fileSystemPath(folder));
    const int fd = ::open(path.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return Error{Tr::tr("%1: cannot open the experiment folder (%2)")
                         .arg(displaySafe(folder), QString::fromLocal8Bit(std::strerror(errno)))};
    const auto deadline = std::chrono::steady_clock::now() + wait;
    for (;;) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
            remember(fd);
            return ExperimentLock(fd);
        }
        const int error = errno;
        if (error != EWOULDBLOCK && error != EINTR) {
            ::close(fd);
            return Error{Tr::tr("%1: cannot lock the experiment folder (%2)")
                             .arg(displaySafe(folder), QString::fromLocal8Bit(std::strerror(error)))};
        }
        if (std::chrono::steady_clock::now() >= deadline)
            break;
        std::this_thread::sleep_for(kPollInterval);
    }
    const QString holder = lockHolder(fd);
    ::close(fd);
    const qint64 seconds = std::chrono::duration_cast<std::chrono::seconds>(wait).count();
    return Error{holder.isEmpty()
                     ? Tr::tr("%1: another program is changing this experiment (waited %n s); try again when it "
                              "is done",
                              nullptr, int(seconds))
                           .arg(displaySafe(folder))
                     : Tr::tr("%1: %2 is changing this experiment (waited %n s); try again when it is done", nullptr,
                              int(seconds))
                           .arg(displaySafe(folder), holder)};
}

Result<int> ExperimentLock::duplicateHeld(const QString &folder)
{
    struct stat named = {};
    if (::stat(QFile::encodeName(fileSystemPath(folder)).constData(), &named) != 0)
        return Error{Tr::tr("%1: cannot open the experiment folder (%2)")
                         .arg(displaySafe(folder), QString::fromLocal8Bit(std::strerror(errno)))};
    const std::lock_guard guard(g_heldMutex);
    for (const Held &held : g_held) {
        if (held.device == named.st_dev && held.inode == named.st_ino) {
            const int copy = ::fcntl(held.fd, F_DUPFD_CLOEXEC, 0);
            if (copy < 0)
                return Error{Tr::tr("%1: cannot open the experiment folder (%2)")
                                 .arg(displaySafe(folder), QString::fromLocal8Bit(std::strerror(errno)))};
            return copy;
        }
    }
    return -1;
}

ExperimentLock::ExperimentLock(int fd)
    : m_fd(fd)
{ }

ExperimentLock::ExperimentLock(ExperimentLock &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
{ }

ExperimentLock &ExperimentLock::operator=(ExperimentLock &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0) {
            forget(m_fd);
            ::close(m_fd);
        }
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

ExperimentLock::~ExperimentLock()
{
    // Closing the descriptor releases the lock.
    if (m_fd >= 0) {
        forget(m_fd);
        ::close(m_fd);
    }
}

} // namespace IteraGpu
