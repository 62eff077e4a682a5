#include "core/files/textfile.h"

#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStringDecoder>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
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

constexpr qsizetype kChunk = 1024 * 1024;

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// A descriptor closed when it goes out of scope (for reading; writes close explicitly).
class Descriptor
{
public:
    explicit Descriptor(int fd)
        : m_fd(fd)
    { }
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

QString fileTypeName(mode_t mode)
{
    if (S_ISDIR(mode))
        return Tr::tr("a folder");
    if (S_ISFIFO(mode))
        return Tr::tr("a FIFO");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Tr::tr("a device");
    if (S_ISSOCK(mode))
        return Tr::tr("a socket");
    return Tr::tr("not a regular file");
}

// Takes the error number by value: building the message may change errno.
Error readError(const QString &name, int code)
{
    return Error{Tr::tr("%1: cannot be read (%2)").arg(name, systemError(code))};
}

// Reads `path` in chunks of at most kChunk bytes, at most `maxBytes` in all, handing each chunk
// to `consume`. `sizeHint` receives the size fstat reports (bounded by maxBytes) before reading.
template <typename Consume, typename SizeHint>
Status readChunks(const QString &path, qint64 maxBytes, Links links, SizeHint sizeHint, Consume consume)
{
    const QString name = displaySafe(path);
    // A path is always a file of the file system, also when it starts with ':' (Qt's QFile would
    // read a resource of the application instead): the system call takes the name as it is.
    const int flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (links == Links::Refuse ? O_NOFOLLOW : 0);
    const Descriptor fd(::open(QFile::encodeName(path).constData(), flags));
    if (fd.get() < 0) {
        const int code = errno;
        if (code == ELOOP && links == Links::Refuse)
            return Error{Tr::tr("%1: a symbolic link, refused (links are not followed)").arg(name)};
        return readError(name, code);
    }
    struct stat info;
    if (::fstat(fd.get(), &info) != 0)
        return readError(name, errno);
    if (!S_ISREG(info.st_mode))
        return Error{Tr::tr("%1: %2, not a regular file; refused").arg(name, fileTypeName(info.st_mode))};
    if (info.st_size > maxBytes)
        return Error{Tr::tr("%1: larger than %2 bytes, refused").arg(name).arg(maxBytes)};
    ::fcntl(fd.get(), F_SETFL, ::fcntl(fd.get(), F_GETFL) & ~O_NONBLOCK);
    sizeHint(qint64(info.st_size));

    QByteArray chunk(kChunk, Qt::Uninitialized);
    qint64 total = 0;
    for (;;) {
        const ssize_t n = ::read(fd.get(), chunk.data(), size_t(chunk.size()));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return readError(name, errno);
        }
        if (n == 0)
            return {};
        total += n;
        if (total > maxBytes)
            return Error{Tr::tr("%1: larger than %2 bytes, refused").arg(name).arg(maxBytes)};
        consume(chunk.constData(), qsizetype(n));
    }
}

// Bytes at the end of `data` that start a UTF-8 sequence not complete yet (0 to 3).
qsizetype incompleteTail(const char *data, qsizetype size)
{
    for (qsizetype back = 1; back <= std::min<qsizetype>(3, size); ++back) {
        const auto byte = static_cast<unsigned char>(data[size - back]);
        if ((byte & 0xC0) == 0x80)
            continue; // a continuation byte: look further back
        const qsizetype length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        return length > back ? back : 0;
    }
    return 0;
}

} // namespace

Result<QString> decodeText(const QByteArray &bytes, const QString &name)
{
    if (bytes.contains('\0'))
        return Error{Tr::tr("%1: not a text file (it contains NUL bytes)").arg(name)};
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return Error{Tr::tr("%1: not UTF-8 text").arg(name)};
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

Result<QByteArray> readFileBytes(const QString &path, qint64 maxBytes, Links links)
{
    QByteArray bytes;
    const Status read = readChunks(
        path, maxBytes, links, [&](qint64 size) { bytes.reserve(qsizetype(size)); },
        [&](const char *data, qsizetype size) { bytes.append(data, size); });
    if (!read)
        return Error{read.error()};
    return bytes;
}

QString fileSystemPath(const QString &path)
{
    return path.startsWith(u':') ? u"./"_s + path : path;
}

Result<QByteArray> readResourceBytes(const QString &resourcePath)
{
    const QString name = displaySafe(resourcePath);
    if (!resourcePath.startsWith(u":/"_s))
        return Error{Tr::tr("%1: not a resource of the application").arg(name)};
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Tr::tr("%1: cannot be read (%2)").arg(name, file.errorString())};
    return file.readAll();
}

Result<QString> readTextFile(const QString &path, qint64 maxBytes, Links links)
{
    const QString name = displaySafe(path);
    QString text;
    QByteArray pending; // an incomplete UTF-8 sequence carried to the next chunk
    bool binary = false;
    bool invalid = false;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    // Decodes straight into `text`, reserved once: no temporary string per chunk.
    const auto decodeInto = [&](QByteArrayView bytes) {
        const qsizetype used = text.size();
        text.resize(used + decoder.requiredSpace(bytes.size()));
        const QChar *end = decoder.appendToBuffer(text.data() + used, bytes);
        text.truncate(end - text.constData());
        invalid = invalid || decoder.hasError();
    };
    const Status read = readChunks(
        path, maxBytes, links, [&](qint64 size) { text.reserve(qsizetype(size) + 16); },
        [&](const char *data, qsizetype size) {
            if (binary || invalid)
                return;
            if (std::memchr(data, 0, size_t(size))) {
                binary = true;
                return;
            }
            QByteArrayView chunk(data, size);
            QByteArray joined; // only when a sequence was split between chunks
            if (!pending.isEmpty()) {
                joined = pending + QByteArray(data, size);
                chunk = joined;
            }
            const qsizetype tail = incompleteTail(chunk.data(), chunk.size());
            pending = chunk.last(tail).toByteArray();
            decodeInto(chunk.first(chunk.size() - tail));
        });
    if (!read)
        return Error{read.error()};
    if (binary)
        return Error{Tr::tr("%1: not a text file (it contains NUL bytes)").arg(name)};
    if (invalid || !pending.isEmpty())
        return Error{Tr::tr("%1: not UTF-8 text").arg(name)};
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

Status probeCreatable(const QString &folder)
{
    const Descriptor dir(::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    int code = dir.get() < 0 ? errno : 0;
    for (int attempt = 0; attempt < 16 && code == 0; ++attempt) {
        const QByteArray probe
            = ".iteragpu-" + QByteArray::number(QRandomGenerator::system()->generate64(), 16) + ".probe";
        const int fd
            = ::openat(dir.get(), probe.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd >= 0) {
            ::close(fd);
            ::unlinkat(dir.get(), probe.constData(), 0);
            return {};
        }
        code = errno == EEXIST ? 0 : errno;
    }
    if (code == 0)
        code = EEXIST;
    return Error{Tr::tr("the folder %1 does not accept new files (%2)").arg(displaySafe(folder), systemError(code))};
}

} // namespace IteraGpu
