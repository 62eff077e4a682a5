#include "core/files/foldertree.h"

#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>

#include <algorithm>
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
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::FolderTree)
};

constexpr int kMaxDepth = 64;

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

QString kindOf(mode_t mode)
{
    if (S_ISLNK(mode))
        return Tr::tr("a symbolic link");
    if (S_ISFIFO(mode))
        return Tr::tr("a FIFO");
    if (S_ISSOCK(mode))
        return Tr::tr("a socket");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Tr::tr("a device node");
    return Tr::tr("not a regular file");
}

// How a folder is named in a problem: "." for the top.
QString shownPrefix(const QByteArray &prefix)
{
    return prefix.isEmpty() ? u"."_s : shownRawName(prefix);
}

// Walks the folder open as `dirFd` (which it closes); `prefix` is its raw relative name plus '/'.
void walk(int dirFd, const QByteArray &prefix, int depth, FolderTree &tree)
{
    DIR *dir = ::fdopendir(dirFd);
    if (!dir) {
        const int code = errno;
        tree.problems.append(Tr::tr("%1: the folder cannot be read (%2)").arg(shownPrefix(prefix), systemError(code)));
        ::close(dirFd);
        return;
    }
    QList<QByteArray> names;
    errno = 0;
    while (const dirent *entry = ::readdir(dir)) {
        if (std::strcmp(entry->d_name, ".") != 0 && std::strcmp(entry->d_name, "..") != 0)
            names.append(QByteArray(entry->d_name));
        errno = 0;
    }
    if (const int code = errno; code != 0)
        tree.problems.append(Tr::tr("%1: the folder cannot be read (%2)").arg(shownPrefix(prefix), systemError(code)));
    for (const QByteArray &raw : names) {
        const QByteArray rawName = prefix + raw;
        const QString shown = shownRawName(rawName);
        struct stat info;
        if (::fstatat(dirfd(dir), raw.constData(), &info, AT_SYMLINK_NOFOLLOW) != 0) {
            const int code = errno;
            tree.problems.append(Tr::tr("%1: cannot be examined (%2)").arg(shown, systemError(code)));
        } else if (!roundTripsAsFileName(raw)) {
            // Decoded, this name would read as another one (invalid bytes become U+FFFD): it can
            // never be matched to a manifest's member, so it is a problem of its own.
            tree.refusedNames.append(rawName);
            tree.problems.append(S_ISDIR(info.st_mode)
                                     ? Tr::tr("%1/: a folder name that is not valid UTF-8; its contents were not "
                                              "examined")
                                           .arg(shown)
                                     : Tr::tr("%1: a file name that is not valid UTF-8, not allowed in a verified "
                                              "folder")
                                           .arg(shown));
        } else if (S_ISREG(info.st_mode)) {
            tree.files.append(TreeFile{rawName, QFile::decodeName(rawName), qint64(info.st_size),
                                       qint64(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec,
                                       quint64(info.st_ino), quint64(info.st_dev)});
        } else if (S_ISDIR(info.st_mode)) {
            if (depth >= kMaxDepth) {
                tree.problems.append(Tr::tr("%1: folders nested deeper than %2 levels").arg(shown).arg(kMaxDepth));
                continue;
            }
            const int sub = ::openat(dirfd(dir), raw.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (sub < 0) {
                const int code = errno;
                tree.problems.append(Tr::tr("%1/: the folder cannot be read (%2)").arg(shown, systemError(code)));
            } else {
                walk(sub, rawName + '/', depth + 1, tree);
            }
        } else {
            tree.refusedNames.append(rawName);
            tree.problems.append(Tr::tr("%1: %2, not allowed in a verified folder").arg(shown, kindOf(info.st_mode)));
        }
    }
    ::closedir(dir);
}

// Opens the regular file at `raw` under the folder open as `root`, every component relative to
// the one before and never through a link; -1 with errno set otherwise.
int openBeneath(int root, const QByteArray &raw)
{
    const QList<QByteArray> parts = raw.split('/');
    int dir = root;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        const int next = ::openat(dir, parts.at(i).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        const int code = errno;
        if (dir != root)
            ::close(dir);
        if (next < 0) {
            errno = code;
            return -1;
        }
        dir = next;
    }
    const int fd = ::openat(dir, parts.constLast().constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    const int code = errno;
    if (dir != root)
        ::close(dir);
    errno = code;
    return fd;
}

} // namespace

QString shownRawName(const QByteArray &raw)
{
    return displaySafe(QString::fromUtf8(escapedUtf8(raw, EscapeStyle::Terminal)));
}

bool roundTripsAsFileName(const QByteArray &raw)
{
    return QFile::encodeName(QFile::decodeName(raw)) == raw;
}

Result<FolderTree> walkFolder(const QString &folder)
{
    const int root = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (root < 0) {
        const int code = errno;
        return Error{Tr::tr("%1: not a folder that can be read (%2)").arg(displaySafe(folder), systemError(code))};
    }
    FolderTree tree;
    walk(root, QByteArray(), 0, tree);
    std::sort(tree.files.begin(), tree.files.end(), [](const TreeFile &a, const TreeFile &b) { return a.raw < b.raw; });
    return tree;
}

Result<QString> sha256OfFile(const QString &folder, const QByteArray &raw, qint64 expectedSize, const QString &shown)
{
    const int root = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    const int fd = root < 0 ? -1 : openBeneath(root, raw);
    const int openCode = errno;
    if (root >= 0)
        ::close(root);
    if (fd < 0)
        return Error{Tr::tr("%1: cannot be read (%2)").arg(shown, systemError(openCode))};
    const auto fail = [&](const QString &message) {
        ::close(fd);
        return Error{message};
    };
    const auto readError
        = [&](int code) { return fail(Tr::tr("%1: cannot be read (%2)").arg(shown, systemError(code))); };
    struct stat info;
    if (::fstat(fd, &info) != 0)
        return readError(errno);
    if (!S_ISREG(info.st_mode))
        return fail(Tr::tr("%1: %2, not allowed in a verified folder").arg(shown, kindOf(info.st_mode)));
    if (qint64(info.st_size) != expectedSize)
        return fail(
            Tr::tr("%1: size %2 bytes, the manifest says %3").arg(shown).arg(qint64(info.st_size)).arg(expectedSize));
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QByteArray chunk(1024 * 1024, Qt::Uninitialized);
    qint64 total = 0;
    for (;;) {
        const ssize_t n = ::read(fd, chunk.data(), size_t(chunk.size()));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return readError(errno);
        if (n == 0)
            break;
        total += n;
        if (total > expectedSize)
            return fail(Tr::tr("%1: grew while it was read").arg(shown));
        hash.addData(QByteArrayView(chunk.constData(), qsizetype(n)));
    }
    ::close(fd);
    if (total != expectedSize)
        return Error{Tr::tr("%1: size %2 bytes, the manifest says %3").arg(shown).arg(total).arg(expectedSize)};
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace IteraGpu
