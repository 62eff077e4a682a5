#include "core/estimate/checkpointestimate.h"

#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

// The exclusions share their wording with the parameter estimate (estimate.cpp).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Estimate)
};

QJsonValue orNull(const std::optional<qint64> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject bytesJson(qint64 bytes)
{
    return {{u"bytes"_s, bytes},
            {u"gib"_s, gibText(bytes)},
            {u"gib_exact"_s, Exact::exactQuotient(bytes, kGiB)},
            {u"gb"_s, gbText(bytes)}};
}

QString formatName(CheckpointFormat format)
{
    return format == CheckpointFormat::Gguf ? u"gguf"_s : u"safetensors"_s;
}

QString packingName(Packing packing)
{
    switch (packing) {
    case Packing::QuantizationConfig: return u"quantization_config"_s;
    case Packing::GgufBlocks: return u"gguf_blocks"_s;
    case Packing::None: break;
    }
    return u"none"_s;
}

} // namespace

namespace {

// Reads every field asked for, also after a failure; each field's failure is appended to `problems`.
CheckpointOptions readCheckpointOptions(QStringView loadBits, bool kv, QStringView context, QStringView batch,
                                        QStringView kvBits, QStringView reserveGib, const FieldLabels &labels,
                                        QList<Error> &problems)
{
    CheckpointOptions options;
    if (!loadBits.isEmpty()) {
        auto bits = parseBitsField(loadBits, FieldKey::loadBits, labels);
        if (bits)
            options.loadBits = *bits;
        else
            problems.append(bits.failure());
    }
    const auto take = [&problems](const Result<qint64> &result) {
        if (!result)
            problems.append(result.failure());
        return result ? int(*result) : 0;
    };
    if (kv) {
        auto tokens = parseIntegerField(context, FieldKey::context, labels, kDimensionRange);
        auto sequences = parseIntegerField(batch, FieldKey::batch, labels, kDimensionRange);
        auto bits = parseIntegerField(kvBits, FieldKey::kvBits, labels, kBitsRange);
        take(tokens);
        take(sequences);
        const int kvBitsValue = take(bits);
        if (tokens && sequences)
            options.kv = KvInput{*tokens, *sequences, kvBitsValue};
    }
    auto reserve = Exact::parseDecimal(reserveGib, labels(FieldKey::reserveGib), kMaxReserveDecimals, kMaxReserveGib);
    if (reserve)
        options.reserveGib = *reserve;
    else
        problems.append(Error{reserve.error(), FieldKey::reserveGib.toString()});
    return options;
}

} // namespace

Result<CheckpointOptions> parseCheckpointOptions(QStringView loadBits, bool kv, QStringView context, QStringView batch,
                                                 QStringView kvBits, QStringView reserveGib, const FieldLabels &labels)
{
    QList<Error> problems;
    CheckpointOptions options
        = readCheckpointOptions(loadBits, kv, context, batch, kvBits, reserveGib, labels, problems);
    if (!problems.isEmpty())
        return problems.first();
    return options;
}

QList<Error> checkpointOptionProblems(QStringView loadBits, bool kv, QStringView context, QStringView batch,
                                      QStringView kvBits, QStringView reserveGib, const FieldLabels &labels)
{
    QList<Error> problems;
    readCheckpointOptions(loadBits, kv, context, batch, kvBits, reserveGib, labels, problems);
    return problems;
}

Result<CheckpointEstimate> estimateFromCheckpoint(Checkpoint checkpoint, const CheckpointOptions &options)
{
    CheckpointEstimate e;
    e.checkpoint = std::move(checkpoint);
    e.options = options;
    const Checkpoint &c = e.checkpoint;
    if (options.loadBits) {
        if (c.packing == Packing::QuantizationConfig)
            e.loadProblem = Tr::tr("no cast figure: the element counts of packed tensors are not parameters");
        else if (c.totalElements < kParametersRange.min || c.totalElements > kParametersRange.max)
            e.loadProblem = Tr::tr("no cast figure: %1 elements are outside %2 to %3")
                                .arg(c.totalElements)
                                .arg(kParametersRange.min)
                                .arg(kParametersRange.max);
        else
            e.load = computeEstimate(EstimateInput{c.totalElements, *options.loadBits, {}});
    }
    // The GPU holds what loads: the cast weights when the user casts, else the stored bytes.
    e.weightBytes = e.load ? e.load->headlineWeightBytes() : c.totalBytes;
    e.totalBytes = e.weightBytes;
    if (options.kv) {
        auto kv = computeKvCache(c.kv, *options.kv);
        if (kv)
            e.kv = *kv;
        else
            e.kvProblem = kv.error();
    }
    e.reserveBytes = reserveBytes(options.reserveGib, &e.reserveRoundedUp);
    if ((e.kv && __builtin_add_overflow(e.totalBytes, e.kv->bytes, &e.totalBytes))
        || __builtin_add_overflow(e.totalBytes, e.reserveBytes, &e.totalBytes))
        return Error{Tr::tr("the total of weights, KV cache and reserve does not fit 64-bit bytes")};
    return e;
}

QString packingNote(const Checkpoint &c)
{
    switch (c.packing) {
    case Packing::QuantizationConfig:
        return Tr::tr("Packed tensors (integer tensors and a quantization_config%1): element counts are storage "
                      "elements, not logical parameters; the stored bytes are what loads.")
            .arg(c.quantizationMethod.isEmpty() ? QString() : u" \""_s + c.quantizationMethod + u'"');
    case Packing::GgufBlocks:
        return Tr::tr("Block-quantized GGUF types: each block stores its scales with its elements, so bytes are not "
                      "elements × bits / 8; the stored bytes are what loads.");
    case Packing::None: break;
    }
    return {};
}

QStringList checkpointExclusions(bool kvIncluded)
{
    QStringList items{Tr::tr("activations")};
    if (!kvIncluded)
        items.append(Tr::tr("KV cache"));
    items += {Tr::tr("gradients"), Tr::tr("optimiser state"),
              Tr::tr("libraries and runtime (CUDA/ROCm context, framework, workspaces)"),
              Tr::tr("allocator fragmentation")};
    return items;
}

QString tensorShapeText(const CheckpointTensor &tensor)
{
    QStringList sizes;
    for (const qint64 size : tensor.shape)
        sizes.append(QString::number(size));
    return tensor.type + u" ["_s + sizes.join(u", "_s) + u']';
}

QJsonObject checkpointEstimateToJson(const CheckpointEstimate &e)
{
    const Checkpoint &c = e.checkpoint;
    QJsonArray byType;
    for (const TypeTotal &t : c.byType)
        byType.append(QJsonObject{
            {u"type"_s, t.type}, {u"tensors"_s, t.tensors}, {u"elements"_s, t.elements}, {u"bytes"_s, t.bytes}});
    QJsonObject largest;
    if (c.largest >= 0) {
        const CheckpointTensor &t = c.tensors[c.largest];
        QJsonArray shape;
        for (const qint64 size : t.shape)
            shape.append(size);
        largest = {{u"name"_s, t.name}, {u"type"_s, t.type}, {u"shape"_s, shape}, {u"bytes"_s, t.bytes}};
    }
    QJsonObject stored = bytesJson(c.totalBytes);
    QJsonArray files; // names only: a folder name never goes into a file this program writes
    for (const QString &file : c.files)
        files.append(fileNameOnly(file));
    QJsonObject checkpoint{
        {u"format"_s, formatName(c.format)},
        {u"files"_s, files},
        {u"tensors"_s, c.tensors.size()},
        {u"elements"_s, c.totalElements},
        {u"elements_are_parameters"_s, c.packing != Packing::QuantizationConfig},
        {u"stored"_s, stored},
        {u"by_type"_s, byType},
        {u"largest_tensor"_s, largest},
        {u"packing"_s, packingName(c.packing)},
        {u"quant_method"_s, c.quantizationMethod.isEmpty() ? QJsonValue() : QJsonValue(c.quantizationMethod)},
    };
    QJsonValue load;
    if (e.load) {
        QJsonObject object = bytesJson(e.load->weightBytes);
        object.insert(u"bits"_s, bitsJson(e.load->input.bits));
        object.insert(u"bits_exact"_s, e.load->input.bits.toString());
        object.insert(u"bytes_per_element"_s, e.load->bytesPerParameter);
        object.insert(u"packed_bytes"_s, orNull(e.load->packedWeightBytes));
        object.insert(u"counted_bytes"_s, e.load->headlineWeightBytes());
        load = object;
    } else if (e.options.loadBits) {
        load = QJsonObject{{u"bits"_s, bitsJson(*e.options.loadBits)}, {u"problem"_s, e.loadProblem}};
    }
    QJsonValue kv;
    if (e.kv) {
        const KvShape &s = e.kv->shape;
        QJsonObject object = bytesJson(e.kv->bytes);
        object.insert(u"source"_s, s.source);
        object.insert(u"layers"_s, s.layers);
        object.insert(u"kv_heads"_s, s.kvHeads);
        object.insert(u"key_length"_s, s.keyLength);
        object.insert(u"value_length"_s, s.valueLength);
        object.insert(u"sliding_window"_s, orNull(s.slidingWindow));
        object.insert(u"context"_s, e.kv->input.context);
        object.insert(u"effective_context"_s, e.kv->effectiveContext);
        object.insert(u"batch"_s, e.kv->input.batch);
        object.insert(u"bits"_s, e.kv->input.bits);
        object.insert(u"elements"_s, e.kv->elements);
        object.insert(u"derived"_s, QJsonArray::fromStringList(s.notes));
        object.insert(u"formula"_s,
                      u"ceil(layers x batch x min(context, sliding_window) x kv_heads x "
                      u"(key_length + value_length) x bits / 8)"_s);
        kv = object;
    } else if (e.options.kv) {
        kv = QJsonObject{{u"problem"_s, e.kvProblem}};
    }
    QJsonArray exclusions;
    for (const char *item : {"activations", "kv_cache", "gradients", "optimiser_state", "libraries_and_runtime",
                             "allocator_fragmentation"}) {
        if (!(e.kv && qstrcmp(item, "kv_cache") == 0))
            exclusions.append(QString::fromLatin1(item));
    }
    QJsonObject total = bytesJson(e.totalBytes);
    return QJsonObject{
        {u"format"_s, u"iteragpu-lab/checkpoint-estimate"_s},
        {u"format_version"_s, 1},
        {u"checkpoint"_s, checkpoint},
        {u"load_as"_s, load},
        {u"kv_cache"_s, kv},
        {u"reserve_gib"_s, e.options.reserveGib.toString()},
        {u"reserve_is_assumption"_s, true},
        {u"reserve_bytes"_s, e.reserveBytes},
        {u"reserve_bytes_rounded_up"_s, e.reserveRoundedUp},
        {u"total"_s, total},
        {u"weight_bytes"_s, e.weightBytes},
        {u"total_is"_s,
         u"weights + KV cache (when computed) + reserve; the weights are load_as.counted_bytes (packed when "
         u"the width is not whole bytes) when a cast on load is computed, else the stored bytes"_s},
        {u"rounding"_s,
         u"GiB = 2^30 bytes, GB = 10^9 bytes; gib and gb rounded half up to 2 decimals; "
         u"gib_exact exact"_s},
        {u"not_included"_s, exclusions},
        {u"note"_s,
         u"Read from the checkpoint's headers only; this does not predict whether a real model fits "
         u"on a card."_s},
    };
}

} // namespace IteraGpu
