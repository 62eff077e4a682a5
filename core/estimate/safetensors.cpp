#include "estimate/safetensors.h"

#include "util/displaytext.h"
#include "util/domainlimits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Safetensors)
};

constexpr qint64 kHeaderStart = 8; // the header follows its 8-byte length

// The file offset of `"name":` in the header, so that a refusal points at the tensor's entry;
// the header's start when the name is written with escapes.
qint64 keyOffset(const QByteArray &header, const QString &name)
{
    const QByteArray quoted = '"' + name.toUtf8() + '"';
    for (qsizetype at = header.indexOf(quoted); at >= 0; at = header.indexOf(quoted, at + 1)) {
        qsizetype next = at + quoted.size();
        while (next < header.size()
               && (header[next] == ' ' || header[next] == '\t' || header[next] == '\n' || header[next] == '\r'))
            ++next;
        if (next < header.size() && header[next] == ':')
            return kHeaderStart + at;
    }
    return kHeaderStart;
}

std::optional<qint64> nonNegative(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const qint64 n = value.toInteger();
    if (n < 0 || double(n) != value.toDouble())
        return std::nullopt;
    return n;
}

struct Entry
{
    CheckpointTensor tensor;
    qint64 begin = 0;
    qint64 end = 0;
    qint64 keyOffset = 0;
};

} // namespace

int safetensorsDtypeBits(QStringView dtype)
{
    static const std::pair<QStringView, int> dtypes[] = {
        {u"BOOL", 8}, {u"U8", 8},   {u"I8", 8},    {u"F8_E5M2", 8}, {u"F8_E4M3", 8}, {u"F8_E8M0", 8}, {u"I16", 16},
        {u"U16", 16}, {u"F16", 16}, {u"BF16", 16}, {u"I32", 32},    {u"U32", 32},    {u"F32", 32},    {u"I64", 64},
        {u"U64", 64}, {u"F64", 64}, {u"F4", 4},    {u"F6_E2M3", 6}, {u"F6_E3M2", 6},
    };
    for (const auto &[name, bits] : dtypes) {
        if (name == dtype)
            return bits;
    }
    return 0;
}

Result<QList<CheckpointTensor>> parseSafetensorsHeader(ByteSource &source, const QString &fileName)
{
    const QString file = displaySafe(fileName);
    const auto fail = [&](qint64 offset, const QString &problem) { return checkpointError(file, offset, problem); };
    uchar lengthBytes[8];
    if (!source.read(0, reinterpret_cast<char *>(lengthBytes), 8))
        return fail(0, Tr::tr("shorter than the 8-byte header length (%n byte(s))", nullptr, int(source.size())));
    const quint64 length = qFromLittleEndian<quint64>(lengthBytes);
    if (length < 2 || length > quint64(kMaxSafetensorsHeaderBytes))
        return fail(0, Tr::tr("header length %1 is outside 2 to %2 bytes").arg(length).arg(kMaxSafetensorsHeaderBytes));
    if (qint64(length) > source.size() - kHeaderStart)
        return fail(0,
                    Tr::tr("header length %1 runs past the end of the file (%2 bytes)").arg(length).arg(source.size()));
    QByteArray header(qsizetype(length), Qt::Uninitialized);
    if (!source.read(kHeaderStart, header.data(), qint64(length)))
        return fail(kHeaderStart, Tr::tr("the header cannot be read"));
    if (header[0] != '{')
        return fail(kHeaderStart, Tr::tr("the header does not start with '{'"));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(header, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return fail(kHeaderStart + parseError.offset,
                    Tr::tr("the header is not a JSON object (%1)").arg(parseError.errorString()));
    const QJsonObject object = document.object();
    const qint64 dataSize = source.size() - kHeaderStart - qint64(length);

    QList<Entry> entries;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const QString name = it.key();
        const qint64 at = keyOffset(header, name);
        const QString shownName = displaySafe(name, 80);
        if (name == u"__metadata__") {
            const QJsonObject metadata = it.value().toObject();
            const bool strings = it.value().isObject()
                && std::all_of(metadata.constBegin(), metadata.constEnd(),
                               [](const QJsonValueConstRef &v) { return v.isString(); });
            if (!strings)
                return fail(at, Tr::tr("__metadata__ must be an object of strings"));
            continue;
        }
        if (name.isEmpty())
            return fail(at, Tr::tr("a tensor has an empty name"));
        if (entries.size() >= kMaxCheckpointTensors)
            return fail(at, Tr::tr("more than %1 tensors").arg(kMaxCheckpointTensors));
        const QJsonObject info = it.value().toObject();
        if (!it.value().isObject() || info.size() != 3 || !info.contains(u"dtype"_s) || !info.contains(u"shape"_s)
            || !info.contains(u"data_offsets"_s))
            return fail(at, Tr::tr("tensor \"%1\" must have exactly dtype, shape and data_offsets").arg(shownName));
        Entry entry;
        entry.keyOffset = at;
        CheckpointTensor &tensor = entry.tensor;
        tensor.name = name;
        tensor.type = info.value(u"dtype"_s).toString();
        const int bits = safetensorsDtypeBits(tensor.type);
        if (bits == 0)
            return fail(at,
                        Tr::tr("tensor \"%1\": dtype \"%2\" is not a safetensors dtype")
                            .arg(shownName, displaySafe(tensor.type, 20)));
        const QJsonArray shape = info.value(u"shape"_s).toArray();
        if (!info.value(u"shape"_s).isArray() || shape.size() > kMaxTensorDimensions)
            return fail(at,
                        Tr::tr("tensor \"%1\": shape must be an array of at most %2 sizes")
                            .arg(shownName)
                            .arg(kMaxTensorDimensions));
        qint64 elements = 1;
        for (const QJsonValue &size : shape) {
            const auto n = nonNegative(size);
            if (!n)
                return fail(at, Tr::tr("tensor \"%1\": a shape size is not a whole number >= 0").arg(shownName));
            tensor.shape.append(*n);
            if (__builtin_mul_overflow(elements, *n, &elements))
                return fail(at, Tr::tr("tensor \"%1\": the element count overflows 64 bits").arg(shownName));
        }
        qint64 totalBits = 0;
        if (__builtin_mul_overflow(elements, qint64(bits), &totalBits))
            return fail(at, Tr::tr("tensor \"%1\": elements × dtype size overflows 64 bits").arg(shownName));
        if (totalBits % 8 != 0)
            return fail(at,
                        Tr::tr("tensor \"%1\": %2 elements of %3 bits are not a whole number of bytes")
                            .arg(shownName)
                            .arg(elements)
                            .arg(bits));
        tensor.elements = elements;
        tensor.bytes = totalBits / 8;
        const QJsonArray offsets = info.value(u"data_offsets"_s).toArray();
        std::optional<qint64> begin, end;
        if (offsets.size() == 2) {
            begin = nonNegative(offsets[0]);
            end = nonNegative(offsets[1]);
        }
        if (!begin || !end || *end < *begin)
            return fail(
                at, Tr::tr("tensor \"%1\": data_offsets must be [begin, end] with 0 <= begin <= end").arg(shownName));
        if (*end > dataSize)
            return fail(at,
                        Tr::tr("tensor \"%1\": data_offsets end %2 is past the data area (%3 bytes)")
                            .arg(shownName)
                            .arg(*end)
                            .arg(dataSize));
        if (*end - *begin != tensor.bytes)
            return fail(at,
                        Tr::tr("tensor \"%1\": data_offsets span %2 bytes, but %3 elements of %4 take %5")
                            .arg(shownName)
                            .arg(*end - *begin)
                            .arg(elements)
                            .arg(tensor.type)
                            .arg(tensor.bytes));
        entry.begin = *begin;
        entry.end = *end;
        entries.append(std::move(entry));
    }

    // Sorted by offset, the tensors tile the data area exactly.
    std::sort(entries.begin(), entries.end(),
              [](const Entry &a, const Entry &b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
    qint64 expected = 0;
    for (const Entry &entry : std::as_const(entries)) {
        if (entry.begin != expected)
            return fail(entry.keyOffset,
                        entry.begin < expected
                            ? Tr::tr("tensor \"%1\": data_offsets begin %2 overlaps the tensor before it (ends at %3)")
                                  .arg(displaySafe(entry.tensor.name, 80))
                                  .arg(entry.begin)
                                  .arg(expected)
                            : Tr::tr("tensor \"%1\": data_offsets begin %2 leaves a gap (expected %3)")
                                  .arg(displaySafe(entry.tensor.name, 80))
                                  .arg(entry.begin)
                                  .arg(expected));
        expected = entry.end;
    }
    if (expected != dataSize)
        return fail(
            kHeaderStart + qint64(length) + expected,
            Tr::tr("the tensors end at data byte %1 but the data area holds %2 bytes").arg(expected).arg(dataSize));
    QList<CheckpointTensor> tensors;
    tensors.reserve(entries.size());
    for (Entry &entry : entries)
        tensors.append(std::move(entry.tensor));
    return tensors;
}

} // namespace IteraGpu
