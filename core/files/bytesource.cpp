#include "core/files/bytesource.h"

#include "core/util/displaytext.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ByteSource)
};

constexpr qint64 kWindow = 64 * 1024;

bool inRange(qint64 offset, qint64 count, qint64 size)
{
    return offset >= 0 && count >= 0 && offset <= size && count <= size - offset;
}

} // namespace

bool MemorySource::read(qint64 offset, char *out, qint64 count)
{
    if (!inRange(offset, count, m_bytes.size()))
        return false;
    std::memcpy(out, m_bytes.constData() + offset, size_t(count));
    return true;
}

std::unique_ptr<FileSource> FileSource::open(const QString &path, QString *error)
{
    const QString name = displaySafe(path);
    // O_NONBLOCK: a FIFO is refused below instead of blocking the open.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        *error = Tr::tr("%1: cannot be read (%2)").arg(name, QString::fromLocal8Bit(std::strerror(errno)));
        return nullptr;
    }
    struct stat info;
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        *error = Tr::tr("%1: not a regular file; refused").arg(name);
        return nullptr;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    std::unique_ptr<FileSource> source(new FileSource);
    if (!source->m_file.open(fd, QIODevice::ReadOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        *error = Tr::tr("%1: cannot be read (%2)").arg(name, source->m_file.errorString());
        return nullptr;
    }
    source->m_size = qint64(info.st_size);
    return source;
}

bool FileSource::read(qint64 offset, char *out, qint64 count)
{
    if (!inRange(offset, count, m_size))
        return false;
    if (count > m_nextWindow) // a large read (a safetensors header) goes straight to the file
        return m_file.seek(offset) && m_file.read(out, count) == count;
    if (offset < m_windowOffset || offset + count > m_windowOffset + m_window.size()) {
        // The window starts small (a safetensors length and a small header cost one 4 KiB read)
        // and doubles up to 64 KiB for the many small reads of a GGUF header.
        const qint64 length = std::min(m_nextWindow, m_size - offset);
        m_nextWindow = std::min(m_nextWindow * 2, kWindow);
        m_window.resize(qsizetype(length));
        if (!m_file.seek(offset) || m_file.read(m_window.data(), length) != length) {
            m_window.clear();
            return false;
        }
        m_windowOffset = offset;
    }
    std::memcpy(out, m_window.constData() + (offset - m_windowOffset), size_t(count));
    return true;
}

} // namespace IteraGpu
