#include "estimate/checkpoint.h"

#include "estimate/gguf.h"
#include "estimate/safetensors.h"
#include "files/bytesource.h"
#include "files/textfile.h"
#include "util/displaytext.h"
#include "util/domainlimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <map>

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

Result<QList<CheckpointTensor>> readSafetensorsFile(const QString &path)
{
    QString error;
    auto source = FileSource::open(path, &error);
    if (!source)
        return Error{error};
    return parseSafetensorsHeader(*source, path);
}

// Reads safetensors files as one checkpoint; a tensor name may appear in one file only.
Status addSafetensors(Checkpoint &checkpoint, const QStringList &paths)
{
    if (paths.size() > kMaxCheckpointShards)
        return Error{Tr::tr("%1 files: more than %2 shards").arg(paths.size()).arg(kMaxCheckpointShards)};
    QHash<QString, qsizetype> seen;
    for (const QString &path : paths) {
        auto tensors = readSafetensorsFile(path);
        if (!tensors)
            return tensors.failure();
        if (checkpoint.tensors.size() + tensors->size() > kMaxCheckpointTensors)
            return Error{Tr::tr("%1: more than %2 tensors in all").arg(displaySafe(path)).arg(kMaxCheckpointTensors)};
        const qsizetype file = checkpoint.files.size();
        checkpoint.files.append(QDir::toNativeSeparators(path));
        for (CheckpointTensor &tensor : *tensors) {
            const auto previous = seen.constFind(tensor.name);
            if (previous != seen.constEnd())
                return Error{Tr::tr("%1: tensor \"%2\" is also in %3")
                                 .arg(displaySafe(path), displaySafe(tensor.name, 80),
                                      displaySafe(checkpoint.files[*previous]))};
            seen.insert(tensor.name, file);
            tensor.file = file;
            checkpoint.tensors.append(std::move(tensor));
        }
    }
    return {};
}

// A sharded checkpoint: the index's weight_map names each tensor's shard, and the shards hold
// exactly the tensors it names.
Status addIndexedSafetensors(Checkpoint &checkpoint, const QString &indexPath)
{
    const QString name = displaySafe(indexPath);
    auto bytes = readFileBytes(indexPath);
    if (!bytes)
        return bytes.failure();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return Error{Tr::tr("%1: offset %2: not a JSON object (%3)")
                         .arg(name)
                         .arg(parseError.offset)
                         .arg(parseError.errorString())};
    const QJsonValue mapValue = document.object().value(u"weight_map"_s);
    if (!mapValue.isObject() || mapValue.toObject().isEmpty())
        return Error{Tr::tr("%1: weight_map: expected an object naming each tensor's file").arg(name)};
    const QJsonObject weightMap = mapValue.toObject();
    const QDir folder = QFileInfo(indexPath).dir();
    std::map<QString, QSet<QString>> shards; // shard file -> tensor names, sorted by file
    for (auto it = weightMap.constBegin(); it != weightMap.constEnd(); ++it) {
        const QString shard = it.value().toString();
        if (!it.value().isString() || shard.isEmpty() || shard.contains(u'/') || shard.contains(u'\\') || shard == u"."
            || shard == u"..")
            return Error{Tr::tr("%1: weight_map[\"%2\"]: expected a file name in the index's folder")
                             .arg(name, displaySafe(it.key(), 80))};
        shards[shard].insert(it.key());
    }
    QStringList paths;
    for (const auto &[shard, names] : shards)
        paths.append(folder.filePath(shard));
    const qsizetype before = checkpoint.tensors.size();
    if (Status added = addSafetensors(checkpoint, paths); !added)
        return added;
    qsizetype file = 0;
    for (const auto &[shard, names] : shards) {
        qsizetype inShard = 0;
        for (qsizetype i = before; i < checkpoint.tensors.size(); ++i) {
            const CheckpointTensor &tensor = checkpoint.tensors[i];
            if (tensor.file != file)
                continue;
            ++inShard;
            if (!names.contains(tensor.name))
                return Error{Tr::tr("%1: tensor \"%2\" is not in the index's weight_map for this file")
                                 .arg(displaySafe(checkpoint.files[file]), displaySafe(tensor.name, 80))};
        }
        if (inShard != names.size())
            return Error{Tr::tr("%1: weight_map lists %2 tensor(s) in %3, the file holds %4")
                             .arg(name)
                             .arg(names.size())
                             .arg(displaySafe(shard))
                             .arg(inShard)};
        ++file;
    }
    checkpoint.files.prepend(QDir::toNativeSeparators(indexPath));
    for (CheckpointTensor &tensor : checkpoint.tensors)
        ++tensor.file;
    return {};
}

Status addGguf(Checkpoint &checkpoint, const QString &path)
{
    QString error;
    auto source = FileSource::open(path, &error);
    if (!source)
        return Error{error};
    auto header = parseGgufHeader(*source, path);
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
    QJsonParseError parseError{};
    const QJsonDocument document = bytes ? QJsonDocument::fromJson(*bytes, &parseError) : QJsonDocument();
    if (!bytes || parseError.error != QJsonParseError::NoError || !document.isObject()) {
        checkpoint.kv.problem = bytes ? Tr::tr("%1: offset %2: not a JSON object (%3): no KV cache figure")
                                            .arg(displaySafe(path))
                                            .arg(parseError.offset)
                                            .arg(parseError.errorString())
                                      : bytes.error();
        return;
    }
    const QJsonObject config = document.object();
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
            status = addSafetensors(checkpoint, safetensors);
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
            status = addIndexedSafetensors(checkpoint, single);
        else if (single.endsWith(u".gguf"_s, Qt::CaseInsensitive) || startsWithGgufMagic(single))
            status = addGguf(checkpoint, single);
        else
            status = addSafetensors(checkpoint, {single});
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
    for (qsizetype i = 0; i < c.tensors.size(); ++i) {
        const CheckpointTensor &t = c.tensors[i];
        auto it = typeIndex.constFind(t.type);
        if (it == typeIndex.constEnd()) {
            it = typeIndex.insert(t.type, c.byType.size());
            c.byType.append(TypeTotal{t.type});
        }
        TypeTotal &total = c.byType[*it];
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
