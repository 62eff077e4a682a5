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

Status checkOwnFolder(const QString &path)
{
    struct stat info = {};
    if (::lstat(QFile::encodeName(fileSystemPath(path)).constData(), &info) != 0 || !S_ISDIR(info.st_mode))
        return Error{Tr::tr("%1: not a folder").arg(path)};
    if (info.st_uid != ::geteuid())
        return Error{Tr::tr("%1: the folder belongs to another user; give a folder of your own").arg(path)};
    if (info.st_mode & (S_IWGRP | S_IWOTH))
        return Error{Tr::tr("%1: others may write in this folder (mode %2); give a folder only you can change")
                         .arg(path)
                         .arg(info.st_mode & 07777, 4, 8, QLatin1Char('0'))};
    return {};
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

Result<NewFolder> NewFolder::create(const QString &path)
{
    const QString shown = displaySafe(path);
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
    if (beforeCreateHook())
        beforeCreateHook()();
    if (::mkdirat(parentFd, base.constData(), 0777) != 0) {
        const int code = errno;
        ::close(parentFd);
        if (code == EEXIST)
            return Error{Tr::tr("%1: exists already; an export goes into a new folder").arg(shown), kExistsField};
        return Error{Tr::tr("%1: the folder cannot be created (%2)").arg(shown, systemError(code))};
    }
    auto fd = openMadeFolder(parentFd, base, shown);
    ::close(parentFd);
    if (!fd)
        return fd.failure();
    return NewFolder(*fd, path);
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
