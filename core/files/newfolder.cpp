#include "core/files/newfolder.h"

#include "core/files/textfile.h"
#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::NewFolder)
};

std::function<void()> &beforeCreateHook()
{
    static std::function<void()> hook;
    return hook;
}

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// Whether the folder open as `fd` holds nothing.
bool isEmptyFolder(int fd)
{
    const int scan = ::openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *entries = scan < 0 ? nullptr : ::fdopendir(scan);
    if (!entries) {
        if (scan >= 0)
            ::close(scan);
        return false;
    }
    bool empty = true;
    while (const dirent *entry = ::readdir(entries)) {
        if (std::strcmp(entry->d_name, ".") != 0 && std::strcmp(entry->d_name, "..") != 0) {
            empty = false;
            break;
        }
    }
    ::closedir(entries);
    return empty;
}

} // namespace

NewFolder::NewFolder(int fd, QString path)
    : m_fd(fd)
    , m_path(std::move(path))
{ }

NewFolder::NewFolder(NewFolder &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
    , m_path(std::move(other.m_path))
{ }

NewFolder &NewFolder::operator=(NewFolder &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
        m_path = std::move(other.m_path);
    }
    return *this;
}

namespace {

// checkOwnFolder's rule on a folder's status.
Status checkOwnFolderStatus(const struct stat &info, const QString &path)
{
    if (!S_ISDIR(info.st_mode))
        return Error{Tr::tr("%1: not a folder").arg(path)};
    if (info.st_uid != ::geteuid())
        return Error{Tr::tr("%1: the folder belongs to another user; give a folder of your own").arg(path)};
    if (info.st_mode & (S_IWGRP | S_IWOTH))
        return Error{Tr::tr("%1: others may write in this folder (mode %2); give a folder only you can change")
                         .arg(path)
                         .arg(info.st_mode & 07777, 4, 8, QLatin1Char('0'))};
    return {};
}

} // namespace

Status checkOwnFolder(const QString &path)
{
    struct stat info = {};
    if (::lstat(QFile::encodeName(fileSystemPath(path)).constData(), &info) != 0)
        return Error{Tr::tr("%1: not a folder").arg(path)};
    return checkOwnFolderStatus(info, path);
}

NewFolder::~NewFolder()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

namespace {

// Opens the folder `base` just made under `parentFd`: it must be this user's, and empty (not a
// folder someone swapped in after the mkdir). Syncs the parent, so the new entry is on disk.
Result<int> openMadeFolder(int parentFd, const QByteArray &base, const QString &shown)
{
    const int fd = ::openat(parentFd, base.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    const int openCode = errno;
    struct stat info;
    const bool ours = fd >= 0 && ::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == ::geteuid()
        && isEmptyFolder(fd);
    if (!ours) {
        if (fd >= 0)
            ::close(fd);
        return Error{Tr::tr("%1: the new folder was replaced before it could be opened (%2); nothing was written")
                         .arg(shown, systemError(fd < 0 ? openCode : EEXIST))};
    }
    ::fsync(parentFd);
    return fd;
}

} // namespace

namespace {

struct ParentAndName
{
    int parentFd = -1;
    QByteArray base;
};

// Opens the folder that holds `path` and gives the last component; the error names `shown`.
Result<ParentAndName> openParent(const QString &path, const QString &shown)
{
    QString trimmed = path;
    while (trimmed.size() > 1 && trimmed.endsWith(u'/'))
        trimmed.chop(1);
    const qsizetype slash = trimmed.lastIndexOf(u'/');
    const QString parent = slash < 0 ? u"."_s : (slash == 0 ? u"/"_s : trimmed.left(slash));
    const QByteArray base = QFile::encodeName(trimmed.mid(slash + 1));
    if (base.isEmpty() || base == "." || base == "..")
        return Error{Tr::tr("%1: not a folder name").arg(shown)};
    const int parentFd = ::open(QFile::encodeName(parent).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parentFd < 0) {
        const int code = errno;
        return Error{Tr::tr("%1: its folder cannot be opened (%2)").arg(shown, systemError(code))};
    }
    return ParentAndName{parentFd, base};
}

} // namespace

Result<NewFolder> NewFolder::create(const QString &path)
{
    const QString shown = displaySafe(path);
    auto parent = openParent(path, shown);
    if (!parent)
        return parent.failure();
    if (beforeCreateHook())
        beforeCreateHook()();
    if (::mkdirat(parent->parentFd, parent->base.constData(), 0777) != 0) {
        const int code = errno;
        ::close(parent->parentFd);
        if (code == EEXIST)
            return Error{Tr::tr("%1: exists already; an export goes into a new folder").arg(shown), kExistsField};
        return Error{Tr::tr("%1: the folder cannot be created (%2)").arg(shown, systemError(code))};
    }
    auto fd = openMadeFolder(parent->parentFd, parent->base, shown);
    ::close(parent->parentFd);
    if (!fd)
        return fd.failure();
    return NewFolder(*fd, path);
}

Result<NewFolder> NewFolder::createOrTakeEmpty(const QString &path)
{
    const QString shown = displaySafe(path);
    auto parent = openParent(path, shown);
    if (!parent)
        return parent.failure();
    const int parentFd = parent->parentFd;
    if (beforeCreateHook())
        beforeCreateHook()();
    if (::mkdirat(parentFd, parent->base.constData(), 0777) == 0) {
        auto fd = openMadeFolder(parentFd, parent->base, shown);
        ::close(parentFd);
        if (!fd)
            return fd.failure();
        return NewFolder(*fd, path);
    }
    const int made = errno;
    if (made != EEXIST) {
        ::close(parentFd);
        return Error{Tr::tr("%1: the folder cannot be created (%2)").arg(shown, systemError(made))};
    }
    // An existing name: taken only as the empty folder it is now, through the descriptor opened
    // here (a link is never followed), so that what was checked is what is written into.
    const int fd = ::openat(parentFd, parent->base.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    const int openCode = errno;
    ::close(parentFd);
    if (fd < 0)
        return Error{openCode == ENOTDIR || openCode == ELOOP
                         ? Tr::tr("%1: exists and is not a folder").arg(shown)
                         : Tr::tr("%1: the folder cannot be opened (%2)").arg(shown, systemError(openCode)),
                     kExistsField};
    NewFolder folder(fd, path);
    struct stat info = {};
    if (::fstat(fd, &info) != 0)
        return Error{Tr::tr("%1: the folder cannot be opened (%2)").arg(shown, systemError(errno)), kExistsField};
    if (!isEmptyFolder(fd))
        return Error{Tr::tr("%1: the folder is not empty; nothing here is ever overwritten, give a new or empty folder")
                         .arg(shown),
                     kExistsField};
    if (Status own = checkOwnFolderStatus(info, shown); !own)
        return Error{own.error(), kExistsField};
    return folder;
}

QString NewFolder::throughPath(const QString &name) const
{
    const QString folder = u"/proc/%1/fd/%2"_s.arg(::getpid()).arg(m_fd);
    return name.isEmpty() ? folder : folder + u'/' + name;
}

Status NewFolder::reachableThroughProc() const
{
    struct stat held = {};
    struct stat reached = {};
    if (::fstat(m_fd, &held) != 0 || ::stat(QFile::encodeName(throughPath()).constData(), &reached) != 0
        || held.st_dev != reached.st_dev || held.st_ino != reached.st_ino)
        return Error{Tr::tr("%1: the folder cannot be reached through /proc; this needs Linux's /proc file system")
                         .arg(displaySafe(m_path))};
    return {};
}

Result<NewFolder> NewFolder::createSubfolder(const QString &name)
{
    const QString path = m_path + u'/' + name;
    const QString shown = displaySafe(path);
    const QByteArray base = QFile::encodeName(name);
    if (name.isEmpty() || name.contains(u'/') || base == "." || base == "..")
        return Error{Tr::tr("%1: not a folder name").arg(shown)};
    if (::mkdirat(m_fd, base.constData(), 0777) != 0) {
        const int code = errno;
        return Error{Tr::tr("%1: the folder cannot be created (%2)").arg(shown, systemError(code)),
                     code == EEXIST ? kExistsField : QString()};
    }
    auto fd = openMadeFolder(m_fd, base, shown);
    if (!fd)
        return fd.failure();
    return NewFolder(*fd, path);
}

Status NewFolder::writeNewFile(const QString &name, const QByteArray &bytes)
{
    if (name.isEmpty() || name.contains(u'/'))
        return Error{Tr::tr("%1: not a file name").arg(displaySafe(name))};
    return writeNewFileAt(m_fd, name, bytes, m_path + u'/' + name);
}

namespace NewFolderTesting {

void setBeforeCreateHook(std::function<void()> hook)
{
    beforeCreateHook() = std::move(hook);
}

} // namespace NewFolderTesting

} // namespace IteraGpu
