#include "core/estimate/safetensors.h"

#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "core/util/jsonsyntax.h"

#include <QCoreApplication>
#include <QSet>
#include <QVarLengthArray>
#include <QtEndian>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Safetensors)
};

constexpr qint64 kHeaderStart = 8; // the header follows its 8-byte length

using Kind = JsonTokenizer::Kind;
using Token = JsonTokenizer::Token;

struct SafetensorsDtype
{
    QString name;
    int bits;
};

// The safetensors dtypes; one shared string each, so a million tensors hold no copy of their type.
const QList<SafetensorsDtype> &dtypes()
{
    static const QList<SafetensorsDtype> table{
        {u"BOOL"_s, 8},    {u"U8"_s, 8},   {u"I8"_s, 8},      {u"F8_E5M2"_s, 8}, {u"F8_E4M3"_s, 8},
        {u"F8_E8M0"_s, 8}, {u"I16"_s, 16}, {u"U16"_s, 16},    {u"F16"_s, 16},    {u"BF16"_s, 16},
        {u"I32"_s, 32},    {u"U32"_s, 32}, {u"F32"_s, 32},    {u"I64"_s, 64},    {u"U64"_s, 64},
        {u"F64"_s, 64},    {u"F4"_s, 4},   {u"F6_E2M3"_s, 6}, {u"F6_E3M2"_s, 6},
    };
    return table;
}

const SafetensorsDtype *findDtype(QStringView name)
{
    for (const SafetensorsDtype &dtype : dtypes()) {
        if (dtype.name == name)
            return &dtype;
    }
    return nullptr;
}

// The dtype whose name a JSON string token holds, compared as bytes (no string made).
const SafetensorsDtype *findDtype(const JsonTokenizer::Token &token)
{
    if (token.escaped)
        return findDtype(JsonTokenizer::text(token));
    static const QList<QByteArray> names = [] {
        QList<QByteArray> latin1;
        for (const SafetensorsDtype &dtype : dtypes())
            latin1.append(dtype.name.toLatin1());
        return latin1;
    }();
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (names.at(i) == token.raw)
            return &dtypes().at(i);
    }
    return nullptr;
}

// An array of whole numbers as read: its items (the first `keep`), how many it had, and whether
// the value was an array at all. Items that are not whole numbers >= 0 are empty.
struct Numbers
{
    bool isArray = false;
    qsizetype count = 0;
    QVarLengthArray<std::optional<qint64>, 4> items;
};

// Reads the value `first` starts as Numbers; false only on a JSON syntax error.
bool readNumbers(JsonTokenizer &tokens, const Token &first, qsizetype keep, Numbers &out)
{
    if (first.kind != Kind::BeginArray)
        return tokens.skipValue(first);
    out.isArray = true;
    for (;;) {
        const Token item = tokens.next();
        if (item.kind == Kind::EndArray)
            return true;
        if (item.kind == Kind::Error)
            return false;
        std::optional<qint64> n = JsonTokenizer::integer(item);
        if (n && *n < 0)
            n.reset();
        if (!n && !tokens.skipValue(item))
            return false;
        if (out.count++ < keep)
            out.items.append(n);
    }
}

// One tensor entry's members as read, before they are checked.
struct Fields
{
    qsizetype members = 0;
    bool duplicate = false;
    std::optional<JsonTokenizer::Token> dtype; // present and a string
    bool hasDtype = false;
    std::optional<Numbers> shape;
    std::optional<Numbers> offsets;
};

bool readFields(JsonTokenizer &tokens, Fields &fields)
{
    for (;;) {
        const Token key = tokens.next();
        if (key.kind == Kind::EndObject)
            return true;
        if (key.kind != Kind::Key)
            return false;
        const QByteArray name = JsonTokenizer::utf8(key);
        const Token value = tokens.next();
        ++fields.members;
        if (name == "dtype") {
            fields.duplicate = fields.duplicate || fields.hasDtype;
            fields.hasDtype = true;
            if (value.kind == Kind::String)
                fields.dtype = value;
            else if (!tokens.skipValue(value))
                return false;
        } else if (name == "shape" || name == "data_offsets") {
            std::optional<Numbers> &target = name == "shape" ? fields.shape : fields.offsets;
            fields.duplicate = fields.duplicate || target.has_value();
            target.emplace();
            if (!readNumbers(tokens, value, name == "shape" ? kMaxTensorDimensions + 1 : 3, *target))
                return false;
        } else if (!tokens.skipValue(value)) {
            return false;
        }
    }
}

struct Placement
{
    qint64 begin = 0;
    qint64 end = 0;
    qint64 keyOffset = 0;
    qsizetype index = 0; // into the tensors as read
};

} // namespace

int safetensorsDtypeBits(QStringView dtype)
{
    const SafetensorsDtype *found = findDtype(dtype);
    return found ? found->bits : 0;
}

Result<QList<CheckpointTensor>> parseSafetensorsHeader(ByteSource &source, const QString &fileName, CancelFlag cancel)
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
    const qint64 dataSize = source.size() - kHeaderStart - qint64(length);

    JsonTokenizer tokens(header);
    std::optional<Error> problem; // the first one; the rest of the header is then only checked as JSON
    const auto refuse = [&](qint64 offset, const QString &text) {
        if (!problem)
            problem = fail(offset, text);
    };
    const auto syntaxError = [&] {
        return fail(kHeaderStart + tokens.errorOffset(),
                    Tr::tr("the header is not a JSON object (%1)").arg(tokens.errorText()));
    };
    QList<CheckpointTensor> tensors;
    std::vector<Placement> placements;
    QSet<QString> names;
    // The smallest entry ({"a":{"dtype":"U8","shape":[],"data_offsets":[0,0]}}) takes 47 bytes: room
    // for every name at once, so the set never grows in steps.
    names.reserve(qsizetype(std::min<qint64>(qint64(length) / 47 + 1, kMaxCheckpointTensors)));
    bool metadataSeen = false;
    (void)tokens.next(); // the '{' checked above
    for (;;) {
        const Token key = tokens.next();
        if (key.kind == Kind::EndObject)
            break;
        if (key.kind != Kind::Key)
            return syntaxError();
        if (problem) { // only the JSON syntax matters from here on
            if (!tokens.skipValue(tokens.next()))
                return syntaxError();
            continue;
        }
        if (tensors.size() % kCancelCheckRecords == 0 && isCancelRequested(cancel))
            return cancelledError(file);
        const qint64 at = kHeaderStart + key.offset;
        const QString name = JsonTokenizer::text(key);
        const bool metadata = !key.escaped ? key.raw == "__metadata__" : name == u"__metadata__";
        const auto shownName = [&] { return displaySafe(name, 80); }; // built for a refusal only
        const Token value = tokens.next();
        if (metadata) {
            if (metadataSeen)
                refuse(at, Tr::tr("__metadata__ appears twice"));
            metadataSeen = true;
            bool strings = value.kind == Kind::BeginObject;
            if (!strings && !tokens.skipValue(value))
                return syntaxError();
            QSet<QByteArray> keys;
            while (strings) {
                const Token member = tokens.next();
                if (member.kind == Kind::EndObject)
                    break;
                if (member.kind != Kind::Key)
                    return syntaxError();
                const QByteArray memberName = JsonTokenizer::utf8(member);
                if (keys.contains(memberName))
                    refuse(kHeaderStart + member.offset,
                           Tr::tr("__metadata__: %1").arg(duplicateKeyProblem(QString::fromUtf8(memberName))));
                keys.insert(memberName);
                const Token item = tokens.next();
                if (item.kind != Kind::String) {
                    refuse(at, Tr::tr("__metadata__ must be an object of strings"));
                    if (!tokens.skipValue(item))
                        return syntaxError();
                }
            }
            if (value.kind != Kind::BeginObject)
                refuse(at, Tr::tr("__metadata__ must be an object of strings"));
            continue;
        }
        if (name.isEmpty()) {
            refuse(at, Tr::tr("a tensor has an empty name"));
        } else if (qint64(tensors.size()) >= kMaxCheckpointTensors) {
            refuse(at, Tr::tr("more than %1 tensors").arg(kMaxCheckpointTensors));
        } else if (names.contains(name)) {
            refuse(at, Tr::tr("tensor \"%1\" appears twice").arg(shownName()));
        }
        if (problem || value.kind != Kind::BeginObject) {
            if (!tokens.skipValue(value))
                return syntaxError();
            refuse(at, Tr::tr("tensor \"%1\" must have exactly dtype, shape and data_offsets").arg(shownName()));
            continue;
        }
        Fields fields;
        if (!readFields(tokens, fields))
            return syntaxError();
        if (fields.duplicate) {
            refuse(at, Tr::tr("tensor \"%1\": a key appears twice").arg(shownName()));
            continue;
        }
        if (fields.members != 3 || !fields.hasDtype || !fields.shape || !fields.offsets) {
            refuse(at, Tr::tr("tensor \"%1\" must have exactly dtype, shape and data_offsets").arg(shownName()));
            continue;
        }
        const SafetensorsDtype *dtype = fields.dtype ? findDtype(*fields.dtype) : nullptr;
        if (!dtype) {
            refuse(
                at,
                Tr::tr("tensor \"%1\": dtype \"%2\" is not a safetensors dtype")
                    .arg(shownName(), displaySafe(fields.dtype ? JsonTokenizer::text(*fields.dtype) : QString(), 20)));
            continue;
        }
        const Numbers &shape = *fields.shape;
        if (!shape.isArray || shape.count > kMaxTensorDimensions) {
            refuse(at,
                   Tr::tr("tensor \"%1\": shape must be an array of at most %2 sizes")
                       .arg(shownName())
                       .arg(kMaxTensorDimensions));
            continue;
        }
        CheckpointTensor tensor;
        tensor.name = name;
        tensor.type = dtype->name;
        qint64 elements = 1;
        QString shapeProblem;
        for (const std::optional<qint64> &size : shape.items) {
            if (!size) {
                shapeProblem = Tr::tr("tensor \"%1\": a shape size is not a whole number >= 0").arg(shownName());
                break;
            }
            tensor.shape.append(*size);
            if (__builtin_mul_overflow(elements, *size, &elements)) {
                shapeProblem = Tr::tr("tensor \"%1\": the element count overflows 64 bits").arg(shownName());
                break;
            }
        }
        qint64 totalBits = 0;
        if (shapeProblem.isEmpty() && __builtin_mul_overflow(elements, qint64(dtype->bits), &totalBits))
            shapeProblem = Tr::tr("tensor \"%1\": elements × dtype size overflows 64 bits").arg(shownName());
        if (shapeProblem.isEmpty() && totalBits % 8 != 0)
            shapeProblem = Tr::tr("tensor \"%1\": %2 elements of %3 bits are not a whole number of bytes")
                               .arg(shownName())
                               .arg(elements)
                               .arg(dtype->bits);
        if (!shapeProblem.isEmpty()) {
            refuse(at, shapeProblem);
            continue;
        }
        tensor.elements = elements;
        tensor.bytes = totalBits / 8;
        const Numbers &offsets = *fields.offsets;
        const std::optional<qint64> begin = offsets.count == 2 ? offsets.items[0] : std::nullopt;
        const std::optional<qint64> end = offsets.count == 2 ? offsets.items[1] : std::nullopt;
        if (!offsets.isArray || !begin || !end || *end < *begin) {
            refuse(at,
                   Tr::tr("tensor \"%1\": data_offsets must be [begin, end] with 0 <= begin <= end").arg(shownName()));
            continue;
        }
        if (*end > dataSize) {
            refuse(at,
                   Tr::tr("tensor \"%1\": data_offsets end %2 is past the data area (%3 bytes)")
                       .arg(shownName())
                       .arg(*end)
                       .arg(dataSize));
            continue;
        }
        if (*end - *begin != tensor.bytes) {
            refuse(at,
                   Tr::tr("tensor \"%1\": data_offsets span %2 bytes, but %3 elements of %4 take %5")
                       .arg(shownName())
                       .arg(*end - *begin)
                       .arg(elements)
                       .arg(tensor.type)
                       .arg(tensor.bytes));
            continue;
        }
        names.insert(tensor.name);
        placements.push_back(Placement{*begin, *end, at, tensors.size()});
        tensors.append(std::move(tensor));
    }
    if (tokens.next().kind != Kind::End)
        return syntaxError();
    if (problem)
        return *problem;
    names = {};

    // Sorted by offset, the tensors tile the data area exactly.
    std::sort(placements.begin(), placements.end(), [](const Placement &a, const Placement &b) {
        return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
    });
    qint64 expected = 0;
    for (const Placement &p : placements) {
        if (p.begin != expected) {
            const QString shown = displaySafe(tensors.at(p.index).name, 80);
            return fail(p.keyOffset,
                        p.begin < expected
                            ? Tr::tr("tensor \"%1\": data_offsets begin %2 overlaps the tensor before it (ends at %3)")
                                  .arg(shown)
                                  .arg(p.begin)
                                  .arg(expected)
                            : Tr::tr("tensor \"%1\": data_offsets begin %2 leaves a gap (expected %3)")
                                  .arg(shown)
                                  .arg(p.begin)
                                  .arg(expected));
        }
        expected = p.end;
    }
    if (expected != dataSize)
        return fail(
            kHeaderStart + qint64(length) + expected,
            Tr::tr("the tensors end at data byte %1 but the data area holds %2 bytes").arg(expected).arg(dataSize));
    // The tensors in data order, moved in place along the permutation's cycles (no second list).
    std::vector<qsizetype> target(placements.size()); // where the tensor read at i goes
    for (qsizetype rank = 0; rank < qsizetype(placements.size()); ++rank)
        target[size_t(placements[size_t(rank)].index)] = rank;
    placements = {};
    for (qsizetype i = 0; i < qsizetype(target.size()); ++i) {
        while (target[size_t(i)] != i) {
            const qsizetype j = target[size_t(i)];
            std::swap(tensors[i], tensors[j]);
            std::swap(target[size_t(i)], target[size_t(j)]);
        }
    }
    return tensors;
}

} // namespace IteraGpu
