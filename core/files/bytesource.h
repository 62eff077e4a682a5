#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>

namespace IteraGpu {

// Random-access reads of a file's leading part, for the checkpoint header parsers. A read
// never goes past size(); the parsers check every length against size() before they ask, so
// the cost of reading a header depends on the header, never on the size of the data after it.
class ByteSource
{
public:
    virtual ~ByteSource() = default;
    virtual qint64 size() const = 0;
    // Reads exactly `count` bytes at `offset` into `out`; false when the range is outside the
    // source or the system read fails.
    virtual bool read(qint64 offset, char *out, qint64 count) = 0;
};

// Bytes held in memory (tests and the fuzz target).
class MemorySource : public ByteSource
{
public:
    explicit MemorySource(QByteArray bytes)
        : m_bytes(std::move(bytes))
    { }
    qint64 size() const override { return m_bytes.size(); }
    bool read(qint64 offset, char *out, qint64 count) override;

private:
    QByteArray m_bytes;
};

// An open regular file, read through a window (4 KiB growing to 64 KiB) so that the many small
// reads of a GGUF header cost few system calls. Opened once; the size is taken from the open descriptor.
class FileSource : public ByteSource
{
public:
    // A source for `path`, or an error naming the file (missing, not a regular file, unreadable).
    static std::unique_ptr<FileSource> open(const QString &path, QString *error);
    qint64 size() const override { return m_size; }
    bool read(qint64 offset, char *out, qint64 count) override;

private:
    FileSource() = default;

    QFile m_file;
    qint64 m_size = 0;
    QByteArray m_window;
    qint64 m_windowOffset = 0;
    qint64 m_nextWindow = 4096; // bytes the next refill reads
};

} // namespace IteraGpu
