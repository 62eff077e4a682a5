#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <charconv>
#include <cstring>

namespace IteraGpu {

// Text built in one buffer that grows only when full, for output written row after row (a catalog
// of millions of rows): appending never reallocates or moves what was written before.
class ByteWriter
{
public:
    explicit ByteWriter(qsizetype capacity = 1024 * 1024)
        : m_bytes(capacity, Qt::Uninitialized)
    { }

    qsizetype size() const { return m_used; }
    QByteArrayView view() const { return QByteArrayView(m_bytes.constData(), m_used); }
    void clear() { m_used = 0; }

    void add(QByteArrayView text)
    {
        char *at = room(text.size());
        if (!text.isEmpty())
            std::memcpy(at, text.data(), size_t(text.size()));
        m_used += text.size();
    }
    void add(char c) { *room(1) = c, ++m_used; }
    void spaces(qsizetype count)
    {
        if (count <= 0)
            return;
        std::memset(room(count), ' ', size_t(count));
        m_used += count;
    }
    // The decimal digits of `n`; returns how many.
    qsizetype number(qint64 n)
    {
        char *at = room(24);
        const qsizetype length = std::to_chars(at, at + 24, n).ptr - at;
        m_used += length;
        return length;
    }

private:
    char *room(qsizetype count)
    {
        if (m_used + count > m_bytes.size())
            m_bytes.resize(std::max(m_bytes.size() * 2, m_used + count));
        return m_bytes.data() + m_used;
    }

    QByteArray m_bytes;
    qsizetype m_used = 0;
};

} // namespace IteraGpu
