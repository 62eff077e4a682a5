#include "estimate/gguf.h"

#include "util/displaytext.h"
#include "util/domainlimits.h"
#include "util/exactnumber.h"

#include <QCoreApplication>
#include <QtEndian>

#include <type_traits>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Gguf)
};

// ggml's type table (ggml.h `enum ggml_type`); ids 4, 5, 31 to 33 and 36 to 38 are retired.
constexpr GgmlType kTypes[] = {
    {0, "F32", 1, 4},         {1, "F16", 1, 2},         {2, "Q4_0", 32, 18},      {3, "Q4_1", 32, 20},
    {6, "Q5_0", 32, 22},      {7, "Q5_1", 32, 24},      {8, "Q8_0", 32, 34},      {9, "Q8_1", 32, 36},
    {10, "Q2_K", 256, 84},    {11, "Q3_K", 256, 110},   {12, "Q4_K", 256, 144},   {13, "Q5_K", 256, 176},
    {14, "Q6_K", 256, 210},   {15, "Q8_K", 256, 292},   {16, "IQ2_XXS", 256, 66}, {17, "IQ2_XS", 256, 74},
    {18, "IQ3_XXS", 256, 98}, {19, "IQ1_S", 256, 50},   {20, "IQ4_NL", 32, 18},   {21, "IQ3_S", 256, 110},
    {22, "IQ2_S", 256, 82},   {23, "IQ4_XS", 256, 136}, {24, "I8", 1, 1},         {25, "I16", 1, 2},
    {26, "I32", 1, 4},        {27, "I64", 1, 8},        {28, "F64", 1, 8},        {29, "IQ1_M", 256, 56},
    {30, "BF16", 1, 2},       {34, "TQ1_0", 256, 54},   {35, "TQ2_0", 256, 66},   {39, "MXFP4", 32, 17},
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
int scalarSize(quint32 type)
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

constexpr qint64 kMaxKeyBytes = 65'535;
constexpr qint64 kMaxNameBytes = 63; // ggml's GGML_MAX_NAME less its terminating NUL
constexpr qint64 kMaxKeptString = 1024;
constexpr qint64 kMinMetadataBytes = 8 + 1 + 4 + 1; // key length, one key byte, type, a uint8
constexpr qint64 kMinTensorInfoBytes = 8 + 1 + 4 + 8 + 4 + 8; // name length and byte, n_dims, one dim, type, offset

// Sequential little-endian reads with every length checked against what is left; the first
// failure is kept as the error and later reads fail too.
class Reader
{
public:
    Reader(ByteSource &source, QString file)
        : m_source(source)
        , m_file(std::move(file))
        , m_limit(std::min(source.size(), kMaxGgufHeaderBytes))
    { }

    qint64 pos() const { return m_pos; }
    qint64 left() const { return m_limit - m_pos; }
    Error error() const { return m_error.value_or(Error{}); }

    bool fail(qint64 offset, const QString &problem)
    {
        if (!m_error)
            m_error = checkpointError(m_file, offset, problem);
        return false;
    }

    // Whether `count` more bytes lie inside the file and the header cap; a refusal points at `at`
    // (the field that announced the count), or at the current position.
    bool need(quint64 count, const QString &what, qint64 at = -1)
    {
        if (m_error)
            return false;
        if (count <= quint64(left()))
            return true;
        const qint64 offset = at < 0 ? m_pos : at;
        if (m_source.size() > kMaxGgufHeaderBytes && count <= quint64(m_source.size() - m_pos))
            return fail(offset, Tr::tr("%1 would take the header past %2 bytes").arg(what).arg(kMaxGgufHeaderBytes));
        return fail(offset, Tr::tr("%1 (%2 bytes) runs past the end of the file").arg(what).arg(count));
    }

    template <typename T> bool number(const QString &what, T *value)
    {
        uchar bytes[sizeof(T)];
        if (!need(sizeof(T), what))
            return false;
        if (!m_source.read(m_pos, reinterpret_cast<char *>(bytes), qint64(sizeof(T))))
            return fail(m_pos, Tr::tr("%1 cannot be read").arg(what));
        m_pos += qint64(sizeof(T));
        *value = qFromLittleEndian<T>(bytes);
        return true;
    }

    bool skip(quint64 count, const QString &what)
    {
        if (!need(count, what))
            return false;
        m_pos += qint64(count);
        return true;
    }

    // A length-prefixed string of at most `maxBytes`, refused beyond. Its bytes go to `out` when
    // it has at most `keepUpTo` bytes; otherwise it is skipped and `out` left empty.
    bool string(const QString &what, quint64 maxBytes, quint64 keepUpTo, QByteArray *out)
    {
        const qint64 at = m_pos;
        quint64 length = 0;
        if (!number(what, &length))
            return false;
        if (length > maxBytes)
            return fail(at, Tr::tr("%1 is %2 bytes long, more than %3").arg(what).arg(length).arg(maxBytes));
        if (!need(length, what, at))
            return false;
        out->clear();
        if (length <= keepUpTo) {
            out->resize(qsizetype(length));
            if (!m_source.read(m_pos, out->data(), qint64(length)))
                return fail(m_pos, Tr::tr("%1 cannot be read").arg(what));
        }
        m_pos += qint64(length);
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
template <typename T> bool readInteger(Reader &reader, const QString &what, std::optional<qint64> *integer)
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
bool readScalar(Reader &reader, quint32 type, const QString &what, std::optional<qint64> *integer)
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
        return **integer <= 1 || reader.fail(at, Tr::tr("%1 is a bool with byte %2 (0 or 1)").arg(what).arg(**integer));
    default: // F32, F64: not needed, skipped
        return reader.skip(quint64(scalarSize(type)), what);
    }
}

bool readMetadata(Reader &reader, GgufHeader &header)
{
    const qint64 keyAt = reader.pos();
    QByteArray keyBytes;
    if (!reader.string(Tr::tr("a metadata key"), kMaxKeyBytes, kMaxKeyBytes, &keyBytes))
        return false;
    const QString key = QString::fromUtf8(keyBytes);
    const QString shownKey = displaySafe(key, 80);
    if (key.isEmpty())
        return reader.fail(keyAt, Tr::tr("a metadata key is empty"));
    if (header.integers.contains(key) || header.strings.contains(key) || header.arrayKeys.contains(key)
        || header.skippedKeys.contains(key))
        return reader.fail(keyAt, Tr::tr("metadata key %1 appears twice").arg(shownKey));
    const qint64 typeAt = reader.pos();
    quint32 type = 0;
    const QString what = Tr::tr("the value of %1").arg(shownKey);
    if (!reader.number(Tr::tr("the type of %1").arg(shownKey), &type))
        return false;
    if (scalarSize(type) < 0)
        return reader.fail(typeAt, Tr::tr("%1 has unknown value type %2").arg(shownKey).arg(type));
    if (key == u"general.alignment" && type != U32)
        return reader.fail(keyAt, Tr::tr("general.alignment must be a uint32, it has value type %1").arg(type));
    if (type == String) {
        QByteArray value;
        const qint64 before = reader.pos();
        if (!reader.string(what, quint64(kMaxGgufHeaderBytes), kMaxKeptString, &value))
            return false;
        if (reader.pos() - before - 8 > kMaxKeptString)
            header.skippedKeys.insert(key);
        else
            header.strings.insert(key, QString::fromUtf8(value));
        return true;
    }
    if (type != Array) {
        std::optional<qint64> integer;
        if (!readScalar(reader, type, what, &integer))
            return false;
        if (key == u"general.alignment" && (*integer < 1 || (*integer & (*integer - 1)) != 0))
            return reader.fail(keyAt, Tr::tr("general.alignment %1 is not a power of two").arg(*integer));
        if (integer)
            header.integers.insert(key, *integer);
        else
            header.skippedKeys.insert(key);
        return true;
    }
    const qint64 elementTypeAt = reader.pos();
    quint32 elementType = 0;
    quint64 count = 0;
    if (!reader.number(what, &elementType) || !reader.number(what, &count))
        return false;
    header.arrayKeys.insert(key);
    if (scalarSize(elementType) < 0 || elementType == Array)
        return reader.fail(elementTypeAt,
                           Tr::tr("%1 is an array of type %2 (nested arrays and unknown types are "
                                  "refused)")
                               .arg(shownKey)
                               .arg(elementType));
    // A string takes at least its 8-byte length: the count is bounded before anything is skipped.
    const quint64 elementBytes = elementType == String ? 8 : quint64(scalarSize(elementType));
    if (count > quint64(reader.left()) / elementBytes)
        return reader.need(count > quint64(kMaxGgufHeaderBytes) ? quint64(kMaxGgufHeaderBytes) + 1
                                                                : count * elementBytes,
                           Tr::tr("%1 (%2 elements)").arg(what).arg(count), elementTypeAt);
    if (elementType != String)
        return reader.skip(count * elementBytes, what);
    QByteArray ignored;
    for (quint64 i = 0; i < count; ++i) {
        if (!reader.string(what, quint64(kMaxGgufHeaderBytes), 0, &ignored))
            return false;
    }
    return true;
}

bool readTensorInfo(Reader &reader, GgufHeader &header, qint64 *expectedOffset)
{
    const qint64 at = reader.pos();
    QByteArray nameBytes;
    if (!reader.string(Tr::tr("a tensor name"), kMaxNameBytes, kMaxNameBytes, &nameBytes))
        return false;
    CheckpointTensor tensor;
    tensor.name = QString::fromUtf8(nameBytes);
    const QString shown = displaySafe(tensor.name, 80);
    if (tensor.name.isEmpty())
        return reader.fail(at, Tr::tr("a tensor name is empty"));
    const qint64 dimsAt = reader.pos();
    quint32 dims = 0;
    if (!reader.number(Tr::tr("the dimensions of tensor %1").arg(shown), &dims))
        return false;
    if (dims < 1 || dims > 4)
        return reader.fail(dimsAt, Tr::tr("tensor %1 has %2 dimensions (1 to 4)").arg(shown).arg(dims));
    qint64 elements = 1;
    for (quint32 d = 0; d < dims; ++d) {
        const qint64 sizeAt = reader.pos();
        quint64 size = 0;
        if (!reader.number(Tr::tr("a dimension of tensor %1").arg(shown), &size))
            return false;
        if (size > quint64(std::numeric_limits<qint64>::max())
            || __builtin_mul_overflow(elements, qint64(size), &elements))
            return reader.fail(sizeAt, Tr::tr("tensor %1: the element count overflows 64 bits").arg(shown));
        tensor.shape.append(qint64(size));
    }
    const qint64 typeAt = reader.pos();
    quint32 typeId = 0;
    quint64 offset = 0;
    if (!reader.number(Tr::tr("the type of tensor %1").arg(shown), &typeId))
        return false;
    const GgmlType *type = ggmlType(typeId);
    if (!type)
        return reader.fail(typeAt, Tr::tr("tensor %1 has unknown ggml type %2").arg(shown).arg(typeId));
    if (tensor.shape[0] % type->blockElements != 0)
        return reader.fail(typeAt,
                           Tr::tr("tensor %1: %2 elements per row are not a multiple of the %3 block (%4)")
                               .arg(shown)
                               .arg(tensor.shape[0])
                               .arg(QString::fromLatin1(type->name))
                               .arg(type->blockElements));
    tensor.type = QString::fromLatin1(type->name);
    tensor.elements = elements;
    if (__builtin_mul_overflow(elements / type->blockElements, qint64(type->blockBytes), &tensor.bytes))
        return reader.fail(typeAt, Tr::tr("tensor %1: its bytes overflow 64 bits").arg(shown));
    const qint64 offsetAt = reader.pos();
    if (!reader.number(Tr::tr("the offset of tensor %1").arg(shown), &offset))
        return false;
    // Tensors follow one another, each padded to the alignment (as ggml's reader requires).
    if (offset != quint64(*expectedOffset))
        return reader.fail(
            offsetAt, Tr::tr("tensor %1 has data offset %2, expected %3").arg(shown).arg(offset).arg(*expectedOffset));
    qint64 padded = 0;
    const qint64 blocks = tensor.bytes / header.alignment + (tensor.bytes % header.alignment != 0);
    if (__builtin_mul_overflow(blocks, header.alignment, &padded)
        || __builtin_add_overflow(*expectedOffset, padded, expectedOffset))
        return reader.fail(offsetAt, Tr::tr("tensor %1: the data offsets overflow 64 bits").arg(shown));
    header.tensors.append(std::move(tensor));
    return true;
}

} // namespace

const GgmlType *ggmlType(quint32 id)
{
    for (const GgmlType &type : kTypes) {
        if (type.id == id)
            return &type;
    }
    return nullptr;
}

Result<GgufHeader> parseGgufHeader(ByteSource &source, const QString &fileName)
{
    Reader reader(source, displaySafe(fileName));
    GgufHeader header;
    quint32 magic = 0;
    if (!reader.number(Tr::tr("the GGUF magic"), &magic))
        return reader.error();
    if (magic != 0x46554747) // "GGUF" read as a little-endian uint32
        return checkpointError(displaySafe(fileName), 0, Tr::tr("not a GGUF file (no \"GGUF\" magic)"));
    if (!reader.number(Tr::tr("the version"), &header.version))
        return reader.error();
    if (header.version != 2 && header.version != 3)
        return checkpointError(displaySafe(fileName), 4,
                               Tr::tr("GGUF version %1 is not supported (2 or 3, little-endian)").arg(header.version));
    quint64 tensorCount = 0, metadataCount = 0;
    if (!reader.number(Tr::tr("the tensor count"), &tensorCount)
        || !reader.number(Tr::tr("the metadata count"), &metadataCount))
        return reader.error();
    if (tensorCount > quint64(kMaxCheckpointTensors) || tensorCount > quint64(reader.left()) / kMinTensorInfoBytes)
        return checkpointError(displaySafe(fileName), 8,
                               Tr::tr("tensor count %1 cannot fit in the file (or exceeds %2)")
                                   .arg(tensorCount)
                                   .arg(kMaxCheckpointTensors));
    if (metadataCount > quint64(reader.left()) / kMinMetadataBytes)
        return checkpointError(displaySafe(fileName), 16,
                               Tr::tr("metadata count %1 cannot fit in the file").arg(metadataCount));
    header.metadataCount = qint64(metadataCount);
    for (quint64 i = 0; i < metadataCount; ++i) {
        if (!readMetadata(reader, header))
            return reader.error();
    }
    header.alignment = header.integers.value(u"general.alignment"_s, 32);
    qint64 dataSize = 0;
    header.tensors.reserve(qsizetype(tensorCount));
    QSet<QString> names;
    for (quint64 i = 0; i < tensorCount; ++i) {
        const qint64 at = reader.pos();
        if (!readTensorInfo(reader, header, &dataSize))
            return reader.error();
        if (names.contains(header.tensors.constLast().name))
            return checkpointError(
                displaySafe(fileName), at,
                Tr::tr("tensor %1 appears twice").arg(displaySafe(header.tensors.constLast().name, 80)));
        names.insert(header.tensors.constLast().name);
    }
    header.dataOffset = (reader.pos() + header.alignment - 1) / header.alignment * header.alignment;
    // The last tensor needs its bytes, not its padding, inside the file.
    Exact::Int128 end = header.dataOffset;
    if (!header.tensors.isEmpty()) {
        const CheckpointTensor &last = header.tensors.constLast();
        const Exact::Int128 padded = Exact::ceilDiv(last.bytes, header.alignment) * header.alignment;
        end += dataSize - padded + last.bytes;
    }
    if (end > source.size())
        return checkpointError(displaySafe(fileName), header.dataOffset,
                               Tr::tr("the tensor data needs %1 bytes from offset %2, the file has %3 bytes")
                                   .arg(Exact::toString(end - header.dataOffset))
                                   .arg(header.dataOffset)
                                   .arg(source.size()));
    return header;
}

} // namespace IteraGpu
