// The writing half of textfile.h: writeNewFile, replaceFile and writeNewFileAt. See
// docs/ARCHITECTURE.md, "Files: writing and reading".
#include "core/files/textfile.h"

#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::TextFile)
};

std::atomic<void (*)()> g_beforePlacement{nullptr};
std::atomic<bool> g_namedTemporaryOnly{false};

constexpr time_t kStaleSeconds = 60; // a temporary file older than this, and unlocked, is a dead writer's

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

enum class Placement
{
    New,
    Replace
};

int renameNoReplace(int dir, const char *from, const char *to)
{
#ifdef SYS_renameat2
    return int(::syscall(SYS_renameat2, dir, from, dir, to, 1u /* RENAME_NOREPLACE */));
#else
    errno = ENOSYS;
    return -1;
#endif
}

// Puts the temporary file `temp` in place as `base` without ever replacing an existing name:
// renameat2(RENAME_NOREPLACE), or where the file system lacks it a hard link (which fails on an
// existing name too) and the removal of the temporary name. Never a plain rename.
int placeNew(int dir, const char *temp, const char *base)
{
    if (renameNoReplace(dir, temp, base) == 0)
        return 0;
    if (errno != EINVAL && errno != ENOSYS)
        return -1;
    if (::linkat(dir, temp, dir, base, 0) != 0)
        return -1;
    ::unlinkat(dir, temp, 0);
    return 0;
}

// Gives the unnamed file `fd` (O_TMPFILE) the name `name` in `dir`; fails with EEXIST when the
// name is taken. Through /proc, or without it through AT_EMPTY_PATH (which needs privileges).
int linkUnnamed(int fd, int dir, const char *name)
{
    char proc[64];
    std::snprintf(proc, sizeof proc, "/proc/self/fd/%d", fd);
    if (::linkat(AT_FDCWD, proc, dir, name, AT_SYMLINK_FOLLOW) == 0)
        return 0;
    if (errno != ENOENT)
        return -1;
    return ::linkat(fd, "", dir, name, AT_EMPTY_PATH);
}

QByteArray temporaryName()
{
    return ".iteragpu-" + QByteArray::number(QRandomGenerator::system()->generate64(), 16) + ".tmp";
}

bool isTemporaryName(const char *name)
{
    const QByteArrayView n(name);
    return n.startsWith(".iteragpu-") && (n.endsWith(".tmp") || n.endsWith(".probe"));
}

// Removes the temporary files that a writer killed before it could clean up left in `dir`: named
// like ours, regular, this user's, older than kStaleSeconds and not locked (a live writer holds an
// flock on its temporary file until it is in place; the kernel drops the lock of a dead process).
void removeStaleTemporaries(int dir)
{
    const int scan = ::openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (scan < 0)
        return;
    DIR *entries = ::fdopendir(scan);
    if (!entries) {
        ::close(scan);
        return;
    }
    const time_t now = std::time(nullptr);
    while (const dirent *entry = ::readdir(entries)) {
        if (!isTemporaryName(entry->d_name))
            continue;
        struct stat info;
        if (::fstatat(dir, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(info.st_mode)
            || info.st_uid != ::geteuid() || now - info.st_mtime < kStaleSeconds)
            continue;
        const int fd = ::openat(dir, entry->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
            continue;
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            ::unlinkat(dir, entry->d_name, 0);
        ::close(fd);
    }
    ::closedir(entries);
}

// The file being written: unnamed (O_TMPFILE) where the file system has it, so that a process
// killed while writing leaves nothing behind; otherwise a hidden named file, locked while it lives.
struct Temporary
{
    int fd = -1;
    QByteArray name; // empty for an unnamed file
};

Temporary createTemporary(int dir)
{
    Temporary temp;
    if (!g_namedTemporaryOnly.load()) {
        temp.fd = ::openat(dir, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
        if (temp.fd >= 0)
            ::flock(temp.fd, LOCK_EX); // held through a replacement's short-lived temporary name too
        if (temp.fd >= 0 || (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL && errno != ENOENT))
            return temp;
    }
    for (int attempt = 0; attempt < 16 && temp.fd < 0; ++attempt) {
        temp.name = temporaryName();
        temp.fd = ::openat(dir, temp.name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (temp.fd < 0 && errno != EEXIST)
            break;
    }
    if (temp.fd >= 0)
        ::flock(temp.fd, LOCK_EX);
    return temp;
}

Status writeInFolder(int dir, const QByteArray &base, const QByteArray &bytes, Placement placement, const QString &name)
{
    if (base.isEmpty() || base == "." || base == ".." || base.contains('/'))
        return Error{Tr::tr("%1: not a file name").arg(name)};
    removeStaleTemporaries(dir);
    Temporary temp = createTemporary(dir);
    if (temp.fd < 0) {
        const int code = errno;
        return Error{Tr::tr("%1: cannot be written (%2)").arg(name, systemError(code))};
    }
    QByteArray linked; // the temporary name an unnamed file got for a replacement
    const auto fail = [&](int code) -> Status {
        if (temp.fd >= 0)
            ::close(temp.fd);
        if (!temp.name.isEmpty())
            ::unlinkat(dir, temp.name.constData(), 0);
        if (!linked.isEmpty())
            ::unlinkat(dir, linked.constData(), 0);
        return Error{Tr::tr("%1: cannot be written (%2); nothing was saved").arg(name, systemError(code))};
    };
    const char *data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(temp.fd, data, size_t(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail(errno);
        }
        data += n;
        left -= n;
    }
    if (::fsync(temp.fd) != 0)
        return fail(errno);
    if (const auto hook = g_beforePlacement.load())
        hook();

    if (temp.name.isEmpty()) {
        // Unnamed: a link gives it its name, and a link never replaces a name that exists.
        if (placement == Placement::New) {
            if (linkUnnamed(temp.fd, dir, base.constData()) != 0) {
                const int code = errno;
                if (code == EEXIST) {
                    ::close(temp.fd);
                    return Error{
                        Tr::tr("%1: exists already; a result is never overwritten, choose a new name").arg(name)};
                }
                return fail(code);
            }
        } else {
            for (int attempt = 0; attempt < 16 && linked.isEmpty(); ++attempt) {
                const QByteArray candidate = temporaryName();
                if (linkUnnamed(temp.fd, dir, candidate.constData()) == 0)
                    linked = candidate;
                else if (errno != EEXIST)
                    return fail(errno);
            }
            if (linked.isEmpty())
                return fail(EEXIST);
            if (::renameat(dir, linked.constData(), dir, base.constData()) != 0)
                return fail(errno);
            linked.clear();
        }
        const int closed = ::close(temp.fd);
        temp.fd = -1;
        if (closed != 0) {
            const int code = errno;
            if (placement == Placement::New)
                ::unlinkat(dir, base.constData(), 0);
            return Error{Tr::tr("%1: cannot be written (%2); nothing was saved").arg(name, systemError(code))};
        }
    } else {
        const int closed = ::close(temp.fd);
        temp.fd = -1;
        if (closed != 0)
            return fail(errno);
        if (placement == Placement::New) {
            if (placeNew(dir, temp.name.constData(), base.constData()) != 0) {
                const int code = errno;
                ::unlinkat(dir, temp.name.constData(), 0);
                if (code == EEXIST)
                    return Error{
                        Tr::tr("%1: exists already; a result is never overwritten, choose a new name").arg(name)};
                return Error{Tr::tr("%1: cannot be written (%2); nothing was saved").arg(name, systemError(code))};
            }
        } else if (::renameat(dir, temp.name.constData(), dir, base.constData()) != 0) {
            return fail(errno);
        }
    }
    if (::fsync(dir) != 0 && errno != EINVAL) {
        const int code = errno;
        return Error{
            Tr::tr("%1: written, but its folder could not be synced to disk (%2)").arg(name, systemError(code))};
    }
    return {};
}

// The folder part and the last component of `path`, split as text (QFileInfo would take a path
// that starts with ':' for a resource).
std::pair<QString, QString> splitPath(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    if (slash < 0)
        return {u"."_s, path};
    return {slash == 0 ? u"/"_s : path.left(slash), path.mid(slash + 1)};
}

Status writeFile(const QString &path, const QByteArray &bytes, Placement placement)
{
    const QString name = displaySafe(path);
    const auto [folder, file] = splitPath(path);
    const QByteArray base = QFile::encodeName(file);
    if (base.isEmpty() || base == "." || base == "..")
        return Error{Tr::tr("%1: not a file name").arg(name)};
    const int dir = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) {
        const int code = errno;
        return Error{Tr::tr("%1: cannot be written; its folder cannot be opened (%2)").arg(name, systemError(code))};
    }
    Status written = writeInFolder(dir, base, bytes, placement, name);
    ::close(dir);
    return written;
}

} // namespace

Status writeNewFile(const QString &path, const QByteArray &bytes)
{
    return writeFile(path, bytes, Placement::New);
}

Status replaceFile(const QString &path, const QByteArray &bytes)
{
    return writeFile(path, bytes, Placement::Replace);
}

Status saveFile(const QString &path, const QByteArray &bytes, ExistingFile existing)
{
    return writeFile(path, bytes, existing == ExistingFile::Refuse ? Placement::New : Placement::Replace);
}

Status writeNewFileAt(int folderFd, const QString &fileName, const QByteArray &bytes, const QString &shownName)
{
    return writeInFolder(folderFd, QFile::encodeName(fileName), bytes, Placement::New, displaySafe(shownName));
}

namespace TextFileTesting {

void setBeforePlacementHook(void (*hook)())
{
    g_beforePlacement.store(hook);
}

void setNamedTemporaryOnly(bool named)
{
    g_namedTemporaryOnly.store(named);
}

} // namespace TextFileTesting

} // namespace IteraGpu
