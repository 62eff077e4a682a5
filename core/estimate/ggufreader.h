#pragma once

#include "core/estimate/checkpointtensor.h"
#include "core/files/bytesource.h"
#include "core/util/domainlimits.h"

#include <QCoreApplication>
#include <QtEndian>

#include <limits>
#include <optional>
#include <type_traits>

// The bounded sequential reader of a GGUF header and its value types, for gguf.cpp only.
namespace IteraGpu::GgufDetail {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Gguf)
};

enum ValueType : quint32
{
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    F32,
    Bool,
    String,
    Array,
    U64,
    I64,
    F64,
};

// Bytes of a fixed-size metadata value, 0 for a string or an array, -1 for an unknown type.
inline int scalarSize(quint32 type)
{
    switch (type) {
    case U8:
    case I8:
    case Bool: return 1;
    case U16:
    case I16: return 2;
    case U32:
    case I32:
    case F32: return 4;
    case U64:
    case I64:
    case F64: return 8;
    case String:
    case Array: return 0;
    default: return -1;
    }
}

// Sequential little-endian reads with every length checked against what is left; the first
// failure is kept as the error and later reads fail too. `what` arguments are callables that
// name the field: a message is only built for a refusal.
class Reader
{
public:
    Reader(ByteSource &source, QString file)
        : m_source(source)
        , m_file(std::move(file))
        , m_limit(std::min(source.size(), kMaxGgufHeaderBytes))
    { }

    qint64 pos() const { return m_pos; }
    void seek(qint64 pos) { m_pos = pos; }
    qint64 left() const { return m_limit - m_pos; }
    bool failed() const { return m_error.has_value(); }
    Error error() const { return m_error.value_or(Error{}); }
    const QString &file() const { return m_file; }

    bool fail(qint64 offset, const QString &problem)
    {
        if (!m_error)
            m_error = checkpointError(m_file, offset, problem);
        return false;
    }

    // Whether `count` more bytes lie inside the file and the header cap; a refusal points at `at`
    // (the field that announced the count), or at the current position.
    template <typename What> bool need(quint64 count, const What &what, qint64 at = -1)
    {
        if (m_error)
            return false;
        if (count <= quint64(left()))
            return true;
        const qint64 offset = at < 0 ? m_pos : at;
        if (m_source.size() > kMaxGgufHeaderBytes && count <= quint64(m_source.size() - m_pos))
            return fail(offset, Tr::tr("%1 would take the header past %2 bytes").arg(what()).arg(kMaxGgufHeaderBytes));
        return fail(offset, Tr::tr("%1 (%2 bytes) runs past the end of the file").arg(what()).arg(count));
    }

    template <typename T, typename What> bool number(const What &what, T *value)
    {
        uchar bytes[sizeof(T)];
        if (!need(sizeof(T), what))
            return false;
        if (!m_source.read(m_pos, reinterpret_cast<char *>(bytes), qint64(sizeof(T))))
            return fail(m_pos, Tr::tr("%1 cannot be read").arg(what()));
        m_pos += qint64(sizeof(T));
        *value = qFromLittleEndian<T>(bytes);
        return true;
    }

    template <typename What> bool skip(quint64 count, const What &what)
    {
        if (!need(count, what))
            return false;
        m_pos += qint64(count);
        return true;
    }

    // A length-prefixed string of at most `maxBytes`, refused beyond. Its bytes go to `out` when
    // it has at most `keepUpTo` bytes; otherwise it is skipped and `out` left empty.
    template <typename What> bool string(const What &what, quint64 maxBytes, quint64 keepUpTo, QByteArray *out)
    {
        const qint64 at = m_pos;
        quint64 length = 0;
        if (!number(what, &length))
            return false;
        if (length > maxBytes)
            return fail(at, Tr::tr("%1 is %2 bytes long, more than %3").arg(what()).arg(length).arg(maxBytes));
        if (!need(length, what, at))
            return false;
        out->clear();
        if (length <= keepUpTo) {
            out->resize(qsizetype(length));
            if (!m_source.read(m_pos, out->data(), qint64(length)))
                return fail(m_pos, Tr::tr("%1 cannot be read").arg(what()));
        }
        m_pos += qint64(length);
        return true;
    }

    // Skips `count` length-prefixed strings of at most `maxBytes` each: their lengths are read from
    // 64 KiB pieces of the source, not with one read each (a tokenizer holds some 10^5 strings, a
    // crafted header 10^8). A refusal points at the length at fault.
    template <typename What> bool skipStrings(quint64 count, quint64 maxBytes, const What &what)
    {
        constexpr qint64 kPiece = 64 * 1024;
        QByteArray piece(kPiece, Qt::Uninitialized);
        qint64 pieceStart = 0, pieceLength = 0;
        for (quint64 i = 0; i < count; ++i) {
            if (m_pos < pieceStart || m_pos + 8 > pieceStart + pieceLength) {
                pieceStart = m_pos;
                pieceLength = std::min(kPiece, left());
                if (pieceLength < 8)
                    return need(8, what);
                if (!m_source.read(m_pos, piece.data(), pieceLength))
                    return fail(m_pos, Tr::tr("%1 cannot be read").arg(what()));
            }
            const quint64 length = qFromLittleEndian<quint64>(piece.constData() + (m_pos - pieceStart));
            if (length > maxBytes)
                return fail(m_pos, Tr::tr("%1 is %2 bytes long, more than %3").arg(what()).arg(length).arg(maxBytes));
            const qint64 at = m_pos;
            m_pos += 8;
            if (!need(length, what, at))
                return false;
            m_pos += qint64(length);
        }
        return true;
    }

private:
    ByteSource &m_source;
    QString m_file;
    qint64 m_limit;
    qint64 m_pos = 0;
    std::optional<Error> m_error;
};

// An integer value of type T; a uint64 beyond qint64 is read but not kept.
template <typename T, typename What> bool readInteger(Reader &reader, const What &what, std::optional<qint64> *integer)
{
    T value;
    if (!reader.number(what, &value))
        return false;
    if constexpr (std::is_same_v<T, quint64>) {
        if (value > quint64(std::numeric_limits<qint64>::max()))
            return true;
    }
    *integer = qint64(value);
    return true;
}

// One scalar value; `integer` receives an integer or a bool (as 0 or 1), floats are skipped.
template <typename What> bool readScalar(Reader &reader, quint32 type, const What &what, std::optional<qint64> *integer)
{
    const qint64 at = reader.pos();
    switch (type) {
    case U8: return readInteger<quint8>(reader, what, integer);
    case I8: return readInteger<qint8>(reader, what, integer);
    case U16: return readInteger<quint16>(reader, what, integer);
    case I16: return readInteger<qint16>(reader, what, integer);
    case U32: return readInteger<quint32>(reader, what, integer);
    case I32: return readInteger<qint32>(reader, what, integer);
    case U64: return readInteger<quint64>(reader, what, integer);
    case I64: return readInteger<qint64>(reader, what, integer);
    case Bool:
        if (!readInteger<quint8>(reader, what, integer))
            return false;
        return **integer <= 1
            || reader.fail(at, Tr::tr("%1 is a bool with byte %2 (0 or 1)").arg(what()).arg(**integer));
    default: // F32, F64: not needed, skipped
        return reader.skip(quint64(scalarSize(type)), what);
    }
}

} // namespace IteraGpu::GgufDetail
