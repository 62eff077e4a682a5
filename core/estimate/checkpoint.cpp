#include "core/estimate/checkpoint.h"

#include "core/estimate/gguf.h"
#include "core/estimate/safetensors.h"
#include "core/files/bytesource.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "core/util/jsonsyntax.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Checkpoint)
};

const QString kIndexSuffix = u".safetensors.index.json"_s;

// The files of a folder whose names end with `suffix`, sorted.
QStringList filesEndingWith(const QDir &folder, const QString &suffix)
{
    QStringList found;
    for (const QFileInfo &entry : folder.entryInfoList(QDir::Files | QDir::Readable, QDir::Name)) {
        if (entry.fileName().endsWith(suffix, Qt::CaseInsensitive))
            found.append(entry.filePath());
    }
    return found;
}

bool startsWithGgufMagic(const QString &path)
{
    QString ignored;
    auto source = FileSource::open(path, &ignored);
    char magic[4];
    return source && source->read(0, magic, 4) && QByteArrayView(magic, 4) == "GGUF";
}

Result<QList<CheckpointTensor>> readSafetensorsFile(const QString &path, CancelFlag cancel)
{
    QString error;
    auto source = FileSource::open(path, &error);
    if (!source)
        return Error{error};
    return parseSafetensorsHeader(*source, path, cancel);
}

// Reads safetensors files as one checkpoint; a tensor name may appear in one file only.
Status addSafetensors(Checkpoint &checkpoint, const QStringList &paths, CancelFlag cancel)
{
    if (paths.size() > kMaxCheckpointShards)
        return Error{Tr::tr("%1 files: more than %2 shards").arg(paths.size()).arg(kMaxCheckpointShards)};
    QHash<QString, qsizetype> seen;
    for (const QString &path : paths) {
        auto tensors = readSafetensorsFile(path, cancel);
        if (!tensors)
            return tensors.failure();
        if (checkpoint.tensors.size() + tensors->size() > kMaxCheckpointTensors)
            return Error{Tr::tr("%1: more than %2 tensors in all").arg(displaySafe(path)).arg(kMaxCheckpointTensors)};
        const qsizetype file = checkpoint.files.size();
        checkpoint.files.append(QDir::toNativeSeparators(path));
        // One file checked its own names; across files each name is remembered (not for one file).
        const bool several = paths.size() > 1;
        checkpoint.tensors.reserve(checkpoint.tensors.size() + tensors->size());
        for (CheckpointTensor &tensor : *tensors) {
            if (several) {
                const auto previous = seen.constFind(tensor.name);
                if (previous != seen.constEnd())
                    return Error{Tr::tr("%1: tensor \"%2\" is also in %3")
                                     .arg(displaySafe(path), displaySafe(tensor.name, 80),
                                          displaySafe(checkpoint.files[*previous]))};
                seen.insert(tensor.name, file);
            }
            tensor.file = file;
            checkpoint.tensors.append(std::move(tensor));
        }
    }
    return {};
}

using Token = JsonTokenizer::Token;
using Kind = JsonTokenizer::Kind;

// The weight_map of a sharded index as it is read: each tensor's shard (by the order in which the
// shards first appear) and how many tensors each shard has.
struct WeightMap
{
    QHash<QString, qint32> shardOf;
    QStringList shards;
    QHash<QString, qint32> shardIndex; // shards[i] -> i
    QList<qint64> counts;
};

// Reads the index once, front to back: every shard is checked to be a readable regular file when
// it first appears, so a missing shard is named before the rest of the map is read. The offsets of
// the errors are the index's bytes.
Status readWeightMap(const QByteArray &bytes, const QString &name, const QDir &folder, WeightMap &map,
                     CancelFlag cancel)
{
    JsonTokenizer tokens(bytes);
    const auto syntaxError = [&] {
        return Error{Tr::tr("%1: offset %2: not a JSON object (%3)")
                         .arg(name)
                         .arg(tokens.errorOffset())
                         .arg(tokens.errorText())};
    };
    const auto noMap
        = [&] { return Error{Tr::tr("%1: weight_map: expected an object naming each tensor's file").arg(name)}; };
    if (tokens.next().kind != Kind::BeginObject)
        return tokens.errorOffset() >= 0 ? syntaxError() : noMap();
    bool mapSeen = false;
    QSet<QByteArray> topKeys;
    for (Token key = tokens.next(); key.kind != Kind::EndObject; key = tokens.next()) {
        if (key.kind != Kind::Key)
            return syntaxError();
        const QByteArray keyName = JsonTokenizer::utf8(key);
        if (topKeys.contains(keyName))
            return Error{Tr::tr("%1: offset %2: %3")
                             .arg(name)
                             .arg(key.offset)
                             .arg(duplicateKeyProblem(JsonTokenizer::text(key)))};
        topKeys.insert(keyName);
        const Token value = tokens.next();
        if (keyName != "weight_map") {
            if (!tokens.skipValue(value))
                return syntaxError();
            continue;
        }
        mapSeen = true;
        if (value.kind != Kind::BeginObject)
            return value.kind == Kind::Error ? syntaxError() : noMap();
        for (Token entry = tokens.next(); entry.kind != Kind::EndObject; entry = tokens.next()) {
            if (entry.kind != Kind::Key)
                return syntaxError();
            if (map.shardOf.size() % kCancelCheckRecords == 0 && isCancelRequested(cancel))
                return cancelledError(name);
            const QString tensor = JsonTokenizer::text(entry);
            const Token file = tokens.next();
            const QString shard = file.kind == Kind::String ? JsonTokenizer::text(file) : QString();
            if (file.kind == Kind::Error)
                return syntaxError();
            if (file.kind != Kind::String || shard.isEmpty() || shard.contains(u'/') || shard.contains(u'\\')
                || shard == u"." || shard == u"..")
                return Error{Tr::tr("%1: weight_map[\"%2\"]: expected a file name in the index's folder")
                                 .arg(name, displaySafe(tensor, 80))};
            if (map.shardOf.contains(tensor))
                return Error{Tr::tr("%1: offset %2: %3").arg(name).arg(entry.offset).arg(duplicateKeyProblem(tensor))};
            qint32 index = map.shardIndex.value(shard, -1);
            if (index < 0) {
                if (map.shards.size() >= kMaxCheckpointShards)
                    return Error{
                        Tr::tr("%1: weight_map names more than %2 shards").arg(name).arg(kMaxCheckpointShards)};
                // Checked now, not after the whole map: a missing shard stops the reading at once.
                QString error;
                if (!FileSource::open(folder.filePath(shard), &error))
                    return Error{error};
                index = qint32(map.shards.size());
                map.shards.append(shard);
                map.shardIndex.insert(shard, index);
                map.counts.append(0);
            }
            map.shardOf.insert(tensor, index);
            ++map.counts[index];
        }
    }
    if (tokens.next().kind != Kind::End)
        return syntaxError();
    if (!mapSeen || map.shardOf.isEmpty())
        return noMap();
    return {};
}

// A sharded checkpoint: the index's weight_map names each tensor's shard, and the shards hold
// exactly the tensors it names.
Status addIndexedSafetensors(Checkpoint &checkpoint, const QString &indexPath, CancelFlag cancel)
{
    const QString name = displaySafe(indexPath);
    auto bytes = readFileBytes(indexPath);
    if (!bytes)
        return bytes.failure();
    const QDir folder = QFileInfo(indexPath).dir();
    WeightMap map;
    if (Status read = readWeightMap(*bytes, name, folder, map, cancel); !read)
        return read;
    *bytes = QByteArray();
    // The shards in file-name order; each one's tensors must be exactly those the map gives it.
    QList<qint32> order(map.shards.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](qint32 a, qint32 b) { return map.shards[a] < map.shards[b]; });
    if (map.shards.size() > kMaxCheckpointShards)
        return Error{Tr::tr("%1 files: more than %2 shards").arg(map.shards.size()).arg(kMaxCheckpointShards)};
    checkpoint.files.append(QDir::toNativeSeparators(indexPath));
    for (const qint32 shard : std::as_const(order)) {
        const QString path = folder.filePath(map.shards[shard]);
        auto tensors = readSafetensorsFile(path, cancel);
        if (!tensors)
            return tensors.failure();
        if (checkpoint.tensors.size() + tensors->size() > kMaxCheckpointTensors)
            return Error{Tr::tr("%1: more than %2 tensors in all").arg(displaySafe(path)).arg(kMaxCheckpointTensors)};
        const qsizetype file = checkpoint.files.size();
        checkpoint.files.append(QDir::toNativeSeparators(path));
        for (CheckpointTensor &tensor : *tensors) {
            if (map.shardOf.value(tensor.name, -1) != shard)
                return Error{Tr::tr("%1: tensor \"%2\" is not in the index's weight_map for this file")
                                 .arg(displaySafe(checkpoint.files[file]), displaySafe(tensor.name, 80))};
            tensor.file = file;
            checkpoint.tensors.append(std::move(tensor));
        }
        if (tensors->size() != map.counts[shard])
            return Error{Tr::tr("%1: weight_map lists %2 tensor(s) in %3, the file holds %4")
                             .arg(name)
                             .arg(map.counts[shard])
                             .arg(displaySafe(map.shards[shard]))
                             .arg(tensors->size())};
    }
    return {};
}

Status addGguf(Checkpoint &checkpoint, const QString &path, CancelFlag cancel)
{
    QString error;
    auto source = FileSource::open(path, &error);
    if (!source)
        return Error{error};
    auto header = parseGgufHeader(*source, path, cancel);
    if (!header)
        return header.failure();
    checkpoint.format = CheckpointFormat::Gguf;
    checkpoint.files.append(QDir::toNativeSeparators(path));
    checkpoint.tensors = std::move(header->tensors);
    for (const CheckpointTensor &tensor : std::as_const(checkpoint.tensors)) {
        if (tensor.type.startsWith(u'Q') || tensor.type.startsWith(u"IQ") || tensor.type.startsWith(u"TQ")
            || tensor.type == u"MXFP4")
            checkpoint.packing = Packing::GgufBlocks;
    }
    checkpoint.kv
        = kvShapeFromGguf(header->integers, header->arrayKeys, header->strings.value(u"general.architecture"_s));
    return {};
}

// config.json beside safetensors files: the attention shape and the quantization config.
void readModelConfig(Checkpoint &checkpoint, const QDir &folder)
{
    const QString path = folder.filePath(u"config.json"_s);
    if (!QFileInfo::exists(path)) {
        checkpoint.kv.problem = Tr::tr("no config.json beside the checkpoint: no KV cache figure");
        return;
    }
    auto bytes = readFileBytes(path);
    const StrictJson parsed = bytes ? parseJsonStrict(*bytes) : StrictJson(); // a key given twice is refused too
    if (!bytes || !parsed.ok() || !parsed.document.isObject()) {
        checkpoint.kv.problem = bytes ? Tr::tr("%1: offset %2: not a JSON object (%3): no KV cache figure")
                                            .arg(displaySafe(path))
                                            .arg(std::max<qint64>(parsed.errorOffset, 0))
                                            .arg(parsed.problem)
                                      : bytes.error();
        return;
    }
    const QJsonObject config = parsed.document.object();
    checkpoint.kv = kvShapeFromConfig(config);
    const QJsonValue quantization = config.value(u"quantization_config"_s);
    if (!quantization.isObject())
        return;
    checkpoint.quantizationMethod = displaySafe(quantization.toObject().value(u"quant_method"_s).toString(), 40);
    if (std::any_of(checkpoint.tensors.cbegin(), checkpoint.tensors.cend(),
                    [](const CheckpointTensor &t) { return isIntegerDtype(t.type); }))
        checkpoint.packing = Packing::QuantizationConfig;
}

} // namespace

bool isIntegerDtype(const QString &type)
{
    static const QSet<QString> integers{u"U8"_s, u"I8"_s, u"I16"_s, u"U16"_s, u"I32"_s, u"U32"_s, u"I64"_s, u"U64"_s};
    return integers.contains(type);
}

Result<Checkpoint> readCheckpoint(const QString &path)
{
    return readCheckpointCancellable(path, nullptr);
}

Result<Checkpoint> readCheckpointCancellable(const QString &givenPath, CancelFlag cancel)
{
    const QString path = fileSystemPath(givenPath);
    const QFileInfo info(path);
    Checkpoint checkpoint;
    Status status;
    QString single = path;
    if (info.isDir()) {
        const QDir folder(path);
        const QStringList indexes = filesEndingWith(folder, kIndexSuffix);
        const QStringList safetensors = filesEndingWith(folder, u".safetensors"_s);
        const QStringList ggufs = filesEndingWith(folder, u".gguf"_s);
        if (indexes.size() > 1)
            return Error{Tr::tr("%1: several safetensors index files; choose one").arg(displaySafe(path))};
        if (indexes.size() == 1)
            single = indexes.first();
        else if (!safetensors.isEmpty())
            status = addSafetensors(checkpoint, safetensors, cancel);
        else if (ggufs.size() == 1)
            single = ggufs.first();
        else if (ggufs.size() > 1)
            return Error{Tr::tr("%1: several GGUF files; choose one").arg(displaySafe(path))};
        else
            return Error{
                Tr::tr("%1: no .safetensors, safetensors index or .gguf file in this folder").arg(displaySafe(path))};
        if (indexes.isEmpty() && !safetensors.isEmpty())
            single.clear();
    } else if (!info.exists()) {
        return Error{Tr::tr("%1: no such file or folder").arg(displaySafe(path))};
    }
    if (!single.isEmpty()) {
        if (single.endsWith(u".json"_s, Qt::CaseInsensitive))
            status = addIndexedSafetensors(checkpoint, single, cancel);
        else if (single.endsWith(u".gguf"_s, Qt::CaseInsensitive) || startsWithGgufMagic(single))
            status = addGguf(checkpoint, single, cancel);
        else
            status = addSafetensors(checkpoint, {single}, cancel);
    }
    if (!status)
        return status.failure();
    if (checkpoint.format == CheckpointFormat::Safetensors)
        readModelConfig(checkpoint, info.isDir() ? QDir(path) : info.dir());
    if (Status summed = summarizeCheckpoint(checkpoint); !summed)
        return summed.failure();
    return checkpoint;
}

Status summarizeCheckpoint(Checkpoint &c)
{
    c.totalBytes = 0;
    c.totalElements = 0;
    c.byType.clear();
    c.largest = -1;
    QHash<QString, qsizetype> typeIndex;
    QString lastType; // tensors of one type usually follow one another, and share the type's string
    qsizetype lastIndex = -1;
    for (qsizetype i = 0; i < c.tensors.size(); ++i) {
        const CheckpointTensor &t = c.tensors[i];
        if (lastIndex < 0 || !t.type.isSharedWith(lastType)) {
            auto it = typeIndex.constFind(t.type);
            if (it == typeIndex.constEnd()) {
                it = typeIndex.insert(t.type, c.byType.size());
                c.byType.append(TypeTotal{t.type});
            }
            lastType = t.type;
            lastIndex = *it;
        }
        TypeTotal &total = c.byType[lastIndex];
        ++total.tensors;
        if (__builtin_add_overflow(total.elements, t.elements, &total.elements)
            || __builtin_add_overflow(total.bytes, t.bytes, &total.bytes)
            || __builtin_add_overflow(c.totalElements, t.elements, &c.totalElements)
            || __builtin_add_overflow(c.totalBytes, t.bytes, &c.totalBytes))
            return Error{Tr::tr("%1: the checkpoint's total bytes overflow 64 bits").arg(c.files.value(t.file))};
        if (c.largest < 0 || t.bytes > c.tensors[c.largest].bytes)
            c.largest = i;
    }
    std::sort(c.byType.begin(), c.byType.end(), [](const TypeTotal &a, const TypeTotal &b) {
        return a.bytes != b.bytes ? a.bytes > b.bytes : a.type < b.type;
    });
    return {};
}

} // namespace IteraGpu
