#include "core/estimate/gguf.h"

#include "core/estimate/ggufreader.h"
#include "core/estimate/kvcache.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <type_traits>
#include <vector>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

using namespace GgufDetail;

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

// The type's name as one shared string per type, so a million tensors hold no copy of it.
QString ggmlTypeName(const GgmlType &type)
{
    static const auto names = [] {
        QHash<quint32, QString> table;
        for (const GgmlType &t : kTypes)
            table.insert(t.id, QString::fromLatin1(t.name));
        return table;
    }();
    return names.value(type.id);
}

constexpr qint64 kMaxKeyBytes = 65'535;
constexpr qint64 kMaxNameBytes = 63; // ggml's GGML_MAX_NAME less its terminating NUL
constexpr qint64 kMaxKeptString = 1024;
constexpr qint64 kMinMetadataBytes = 8 + 1 + 4 + 1; // key length, one key byte, type, a uint8
constexpr qint64 kMinTensorInfoBytes = 8 + 1 + 4 + 8 + 4 + 8; // name length and byte, n_dims, one dim, type, offset
const QByteArray kArchitectureKey = "general.architecture";
const QByteArray kAlignmentKey = "general.alignment";

// Where a metadata key was read: its hash, to find duplicates and the keys used after the pass.
struct KeyRecord
{
    size_t hash;
    qint64 offset;
};

size_t keyHash(QByteArrayView key)
{
    return qHash(key, QHashSeed::globalSeed());
}

// What one metadata value held, as far as this program keeps it.
struct MetadataValue
{
    quint32 type = 0;
    std::optional<qint64> integer; // a scalar integer or bool
    QByteArray string; // a string of at most kMaxKeptString bytes
    bool keptString = false;
};

// Reads one metadata entry's value after its key (`keyAt`, shown by `key`); with `value` it keeps
// what MetadataValue holds.
template <typename Key>
bool readValue(Reader &reader, qint64 keyAt, QByteArrayView keyBytes, const Key &key, MetadataValue *value)
{
    const qint64 typeAt = reader.pos();
    quint32 type = 0;
    const auto what = [&] { return Tr::tr("the value of %1").arg(key()); };
    if (!reader.number([&] { return Tr::tr("the type of %1").arg(key()); }, &type))
        return false;
    if (scalarSize(type) < 0)
        return reader.fail(typeAt, Tr::tr("%1 has unknown value type %2").arg(key()).arg(type));
    if (keyBytes == kAlignmentKey && type != U32)
        return reader.fail(keyAt, Tr::tr("general.alignment must be a uint32, it has value type %1").arg(type));
    if (value)
        value->type = type;
    if (type == String) {
        QByteArray text;
        const qint64 before = reader.pos();
        if (!reader.string(what, quint64(kMaxGgufHeaderBytes), value ? kMaxKeptString : 0, &text))
            return false;
        if (value && reader.pos() - before - 8 <= kMaxKeptString) {
            value->string = text;
            value->keptString = true;
        }
        return true;
    }
    if (type != Array) {
        std::optional<qint64> integer;
        if (!readScalar(reader, type, what, &integer))
            return false;
        if (keyBytes == kAlignmentKey && (!integer || *integer < 1 || (*integer & (*integer - 1)) != 0))
            return reader.fail(keyAt, Tr::tr("general.alignment %1 is not a power of two").arg(integer.value_or(0)));
        if (value)
            value->integer = integer;
        return true;
    }
    const qint64 elementTypeAt = reader.pos();
    quint32 elementType = 0;
    quint64 count = 0;
    if (!reader.number(what, &elementType) || !reader.number(what, &count))
        return false;
    if (scalarSize(elementType) < 0 || elementType == Array)
        return reader.fail(elementTypeAt,
                           Tr::tr("%1 is an array of type %2 (nested arrays and unknown types are "
                                  "refused)")
                               .arg(key())
                               .arg(elementType));
    // A string takes at least its 8-byte length: the count is bounded before anything is skipped.
    const quint64 elementBytes = elementType == String ? 8 : quint64(scalarSize(elementType));
    const auto arrayWhat = [&] { return Tr::tr("%1 (%2 elements)").arg(what()).arg(count); };
    if (count > quint64(reader.left()) / elementBytes)
        return reader.need(count > quint64(kMaxGgufHeaderBytes) ? quint64(kMaxGgufHeaderBytes) + 1
                                                                : count * elementBytes,
                           arrayWhat, elementTypeAt);
    if (elementType != String)
        return reader.skip(count * elementBytes, what);
    return reader.skipStrings(count, quint64(kMaxGgufHeaderBytes), what);
}

// One metadata entry: its key recorded in `keys`, general.architecture and general.alignment
// kept, every other value read past.
bool readMetadata(Reader &reader, GgufHeader &header, std::vector<KeyRecord> &keys, QByteArray &keyBytes)
{
    const qint64 keyAt = reader.pos();
    if (!reader.string([] { return Tr::tr("a metadata key"); }, kMaxKeyBytes, kMaxKeyBytes, &keyBytes))
        return false;
    if (keyBytes.isEmpty())
        return reader.fail(keyAt, Tr::tr("a metadata key is empty"));
    keys.push_back(KeyRecord{keyHash(keyBytes), keyAt});
    const auto key = [&] { return displaySafe(QString::fromUtf8(keyBytes), 80); };
    const bool kept = keyBytes == kArchitectureKey || keyBytes == kAlignmentKey;
    MetadataValue value;
    if (!readValue(reader, keyAt, keyBytes, key, kept ? &value : nullptr))
        return false;
    if (kept && value.integer)
        header.integers.insert(QString::fromLatin1(keyBytes), *value.integer);
    if (kept && value.keptString)
        header.strings.insert(QString::fromLatin1(keyBytes), QString::fromUtf8(value.string));
    return true;
}

// The key written at `offset` (its length was checked when it was first read).
QByteArray keyAt(ByteSource &source, qint64 offset)
{
    uchar lengthBytes[8];
    if (!source.read(offset, reinterpret_cast<char *>(lengthBytes), 8))
        return {};
    const quint64 length = std::min<quint64>(qFromLittleEndian<quint64>(lengthBytes), kMaxKeyBytes);
    QByteArray key(qsizetype(length), Qt::Uninitialized);
    if (!source.read(offset + 8, key.data(), qint64(length)))
        return {};
    return key;
}

// The offset of the first key that repeats an earlier one, among the records (sorted by hash,
// then offset, on return).
std::optional<qint64> firstRepeatedKey(ByteSource &source, std::vector<KeyRecord> &keys)
{
    std::sort(keys.begin(), keys.end(), [](const KeyRecord &a, const KeyRecord &b) {
        return a.hash != b.hash ? a.hash < b.hash : a.offset < b.offset;
    });
    std::optional<qint64> first;
    for (size_t run = 0; run < keys.size();) {
        size_t runEnd = run + 1;
        while (runEnd < keys.size() && keys[runEnd].hash == keys[run].hash)
            ++runEnd;
        // Equal hashes: compare the keys themselves (a run is one key, or a rare collision).
        for (size_t i = run + 1; i < runEnd; ++i) {
            const QByteArray later = keyAt(source, keys[i].offset);
            for (size_t j = run; j < i; ++j) {
                if (keyAt(source, keys[j].offset) == later) {
                    first = std::min(first.value_or(keys[i].offset), keys[i].offset);
                    break;
                }
            }
        }
        run = runEnd;
    }
    return first;
}

// The "<architecture>" keys the KV cache uses, read again at their recorded offsets.
void readUsedKeys(ByteSource &source, const QString &file, const std::vector<KeyRecord> &keys, GgufHeader &header)
{
    const QByteArray architecture = header.strings.value(QString::fromLatin1(kArchitectureKey)).toUtf8();
    if (architecture.isEmpty())
        return;
    for (const QByteArray &suffix : ggufKvKeySuffixes()) {
        const QByteArray name = architecture + suffix;
        const size_t hash = keyHash(name);
        auto it = std::lower_bound(keys.begin(), keys.end(), hash,
                                   [](const KeyRecord &record, size_t h) { return record.hash < h; });
        for (; it != keys.end() && it->hash == hash; ++it) {
            if (keyAt(source, it->offset) != name)
                continue;
            Reader reader(source, file);
            reader.seek(it->offset + 8 + name.size());
            MetadataValue value;
            if (!readValue(
                    reader, it->offset, name, [] { return QString(); }, &value))
                break; // read once already; cannot fail
            const QString key = QString::fromUtf8(name);
            if (value.type == Array)
                header.arrayKeys.insert(key);
            else if (value.integer)
                header.integers.insert(key, *value.integer);
            break;
        }
    }
}

bool readTensorInfo(Reader &reader, GgufHeader &header, qint64 *expectedOffset, QByteArray &nameBytes)
{
    const qint64 at = reader.pos();
    if (!reader.string([] { return Tr::tr("a tensor name"); }, kMaxNameBytes, kMaxNameBytes, &nameBytes))
        return false;
    CheckpointTensor tensor;
    tensor.name = QString::fromUtf8(nameBytes);
    const auto shown = [&] { return displaySafe(tensor.name, 80); };
    if (tensor.name.isEmpty())
        return reader.fail(at, Tr::tr("a tensor name is empty"));
    const qint64 dimsAt = reader.pos();
    quint32 dims = 0;
    if (!reader.number([&] { return Tr::tr("the dimensions of tensor %1").arg(shown()); }, &dims))
        return false;
    if (dims < 1 || dims > 4)
        return reader.fail(dimsAt, Tr::tr("tensor %1 has %2 dimensions (1 to 4)").arg(shown()).arg(dims));
    qint64 elements = 1;
    tensor.shape.reserve(dims);
    for (quint32 d = 0; d < dims; ++d) {
        const qint64 sizeAt = reader.pos();
        quint64 size = 0;
        if (!reader.number([&] { return Tr::tr("a dimension of tensor %1").arg(shown()); }, &size))
            return false;
        if (size > quint64(std::numeric_limits<qint64>::max())
            || __builtin_mul_overflow(elements, qint64(size), &elements))
            return reader.fail(sizeAt, Tr::tr("tensor %1: the element count overflows 64 bits").arg(shown()));
        tensor.shape.append(qint64(size));
    }
    const qint64 typeAt = reader.pos();
    quint32 typeId = 0;
    quint64 offset = 0;
    if (!reader.number([&] { return Tr::tr("the type of tensor %1").arg(shown()); }, &typeId))
        return false;
    const GgmlType *type = ggmlType(typeId);
    if (!type)
        return reader.fail(typeAt, Tr::tr("tensor %1 has unknown ggml type %2").arg(shown()).arg(typeId));
    if (tensor.shape[0] % type->blockElements != 0)
        return reader.fail(typeAt,
                           Tr::tr("tensor %1: %2 elements per row are not a multiple of the %3 block (%4)")
                               .arg(shown())
                               .arg(tensor.shape[0])
                               .arg(QString::fromLatin1(type->name))
                               .arg(type->blockElements));
    tensor.type = ggmlTypeName(*type);
    tensor.elements = elements;
    if (__builtin_mul_overflow(elements / type->blockElements, qint64(type->blockBytes), &tensor.bytes))
        return reader.fail(typeAt, Tr::tr("tensor %1: its bytes overflow 64 bits").arg(shown()));
    const qint64 offsetAt = reader.pos();
    if (!reader.number([&] { return Tr::tr("the offset of tensor %1").arg(shown()); }, &offset))
        return false;
    // Tensors follow one another, each padded to the alignment (as ggml's reader requires).
    if (offset != quint64(*expectedOffset))
        return reader.fail(
            offsetAt,
            Tr::tr("tensor %1 has data offset %2, expected %3").arg(shown()).arg(offset).arg(*expectedOffset));
    qint64 padded = 0;
    const qint64 blocks = tensor.bytes / header.alignment + (tensor.bytes % header.alignment != 0);
    if (__builtin_mul_overflow(blocks, header.alignment, &padded)
        || __builtin_add_overflow(*expectedOffset, padded, expectedOffset))
        return reader.fail(offsetAt, Tr::tr("tensor %1: the data offsets overflow 64 bits").arg(shown()));
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

Result<GgufHeader> parseGgufHeader(ByteSource &source, const QString &fileName, CancelFlag cancel)
{
    const QString file = displaySafe(fileName);
    Reader reader(source, file);
    GgufHeader header;
    quint32 magic = 0;
    if (!reader.number([] { return Tr::tr("the GGUF magic"); }, &magic))
        return reader.error();
    if (magic != 0x46554747) // "GGUF" read as a little-endian uint32
        return checkpointError(file, 0, Tr::tr("not a GGUF file (no \"GGUF\" magic)"));
    if (!reader.number([] { return Tr::tr("the version"); }, &header.version))
        return reader.error();
    if (header.version != 2 && header.version != 3)
        return checkpointError(file, 4,
                               Tr::tr("GGUF version %1 is not supported (2 or 3, little-endian)").arg(header.version));
    quint64 tensorCount = 0, metadataCount = 0;
    if (!reader.number([] { return Tr::tr("the tensor count"); }, &tensorCount)
        || !reader.number([] { return Tr::tr("the metadata count"); }, &metadataCount))
        return reader.error();
    if (tensorCount > quint64(kMaxCheckpointTensors) || tensorCount > quint64(reader.left()) / kMinTensorInfoBytes)
        return checkpointError(file, 8,
                               Tr::tr("tensor count %1 cannot fit in the file (or exceeds %2)")
                                   .arg(tensorCount)
                                   .arg(kMaxCheckpointTensors));
    if (metadataCount > quint64(reader.left()) / kMinMetadataBytes)
        return checkpointError(file, 16, Tr::tr("metadata count %1 cannot fit in the file").arg(metadataCount));
    if (metadataCount > quint64(kMaxGgufMetadataKeys))
        return checkpointError(
            file, 16, Tr::tr("metadata count %1 is more than %2 keys").arg(metadataCount).arg(kMaxGgufMetadataKeys));
    header.metadataCount = qint64(metadataCount);
    std::vector<KeyRecord> keys;
    keys.reserve(size_t(metadataCount));
    QByteArray scratch;
    bool metadataRead = true;
    for (quint64 i = 0; i < metadataCount && metadataRead; ++i) {
        if (i % kCancelCheckRecords == 0 && isCancelRequested(cancel))
            return cancelledError(file);
        metadataRead = readMetadata(reader, header, keys, scratch);
    }
    // A key repeated before the first other problem is the problem reported.
    if (const auto repeated = firstRepeatedKey(source, keys); repeated && (metadataRead || *repeated < reader.pos()))
        return checkpointError(
            file, *repeated,
            Tr::tr("metadata key %1 appears twice").arg(displaySafe(QString::fromUtf8(keyAt(source, *repeated)), 80)));
    if (!metadataRead)
        return reader.error();
    readUsedKeys(source, file, keys, header);
    keys = {};
    header.alignment = header.integers.value(QString::fromLatin1(kAlignmentKey), 32);
    qint64 dataSize = 0;
    header.tensors.reserve(qsizetype(tensorCount));
    QSet<QString> names;
    names.reserve(qsizetype(tensorCount));
    for (quint64 i = 0; i < tensorCount; ++i) {
        if (i % kCancelCheckRecords == 0 && isCancelRequested(cancel))
            return cancelledError(file);
        const qint64 at = reader.pos();
        if (!readTensorInfo(reader, header, &dataSize, scratch))
            return reader.error();
        const QString &name = header.tensors.constLast().name;
        if (names.contains(name))
            return checkpointError(file, at, Tr::tr("tensor %1 appears twice").arg(displaySafe(name, 80)));
        names.insert(name);
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
        return checkpointError(file, header.dataOffset,
                               Tr::tr("the tensor data needs %1 bytes from offset %2, the file has %3 bytes")
                                   .arg(Exact::toString(end - header.dataOffset))
                                   .arg(header.dataOffset)
                                   .arg(source.size()));
    return header;
}

} // namespace IteraGpu
