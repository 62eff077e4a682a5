#include "core/estimate/kvcache.h"

#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::KvCache)
};

constexpr qint64 kMaxShapeValue = qint64(1) << 31;

// A positive whole JSON number of at most 2^31, or nothing.
std::optional<qint64> positive(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const qint64 n = value.toInteger();
    if (double(n) != value.toDouble() || n < 1 || n > kMaxShapeValue)
        return std::nullopt;
    return n;
}

QString missingIn(const QString &source, const QString &key)
{
    return Tr::tr("%1 has no usable %2 (a positive whole number): no KV cache figure").arg(source, key);
}

// Grouped-query attention shares each key/value head among a whole number of query heads.
QString headsProblem(const QString &source, const QString &kvKey, qint64 kvHeads, const QString &headsKey, qint64 heads)
{
    return Tr::tr("%1: %2 %3 is larger than %4 %5 or does not divide it: no KV cache figure")
        .arg(source, kvKey)
        .arg(kvHeads)
        .arg(headsKey)
        .arg(heads);
}

} // namespace

KvShape kvShapeFromConfig(const QJsonObject &top)
{
    KvShape shape;
    shape.source = u"config.json"_s;
    QJsonObject config = top;
    if (!top.contains(u"num_hidden_layers"_s) && top.value(u"text_config"_s).isObject()) {
        config = top.value(u"text_config"_s).toObject();
        shape.source = u"config.json text_config"_s;
    }
    if (config.contains(u"kv_lora_rank"_s)) {
        shape.problem = Tr::tr("%1 has kv_lora_rank (latent attention): its KV cache is not heads × head size, "
                               "no KV cache figure")
                            .arg(shape.source);
        return shape;
    }
    const auto layers = positive(config.value(u"num_hidden_layers"_s));
    const auto heads = positive(config.value(u"num_attention_heads"_s));
    if (!layers || !heads) {
        shape.problem = missingIn(shape.source, layers ? u"num_attention_heads"_s : u"num_hidden_layers"_s);
        return shape;
    }
    shape.layers = *layers;
    if (config.contains(u"num_key_value_heads"_s)) {
        const auto kvHeads = positive(config.value(u"num_key_value_heads"_s));
        if (!kvHeads) {
            shape.problem = missingIn(shape.source, u"num_key_value_heads"_s);
            return shape;
        }
        if (*kvHeads > *heads || *heads % *kvHeads != 0) {
            shape.problem
                = headsProblem(shape.source, u"num_key_value_heads"_s, *kvHeads, u"num_attention_heads"_s, *heads);
            return shape;
        }
        shape.kvHeads = *kvHeads;
    } else {
        shape.kvHeads = *heads;
        shape.notes.append(Tr::tr("no num_key_value_heads: key/value heads = num_attention_heads"));
    }
    const QJsonValue headDim = config.value(u"head_dim"_s);
    if (!headDim.isUndefined() && !headDim.isNull()) {
        const auto dim = positive(headDim);
        if (!dim) {
            shape.problem = missingIn(shape.source, u"head_dim"_s);
            return shape;
        }
        shape.keyLength = *dim;
    } else {
        const auto hidden = positive(config.value(u"hidden_size"_s));
        if (!hidden) {
            shape.problem = missingIn(shape.source, u"head_dim or hidden_size"_s);
            return shape;
        }
        if (*hidden % *heads != 0) {
            shape.problem = Tr::tr("%1: hidden_size %2 is not a multiple of num_attention_heads %3 and there is no "
                                   "head_dim: no KV cache figure")
                                .arg(shape.source)
                                .arg(*hidden)
                                .arg(*heads);
            return shape;
        }
        shape.keyLength = *hidden / *heads;
        shape.notes.append(Tr::tr("head size = hidden_size / num_attention_heads"));
    }
    shape.valueLength = shape.keyLength;

    const QJsonValue window = config.value(u"sliding_window"_s);
    const bool windowUsed
        = !window.isUndefined() && !window.isNull() && config.value(u"use_sliding_window"_s).toBool(true);
    if (windowUsed) {
        const auto tokens = positive(window);
        if (!tokens) {
            shape.problem = missingIn(shape.source, u"sliding_window"_s);
            return shape;
        }
        for (const char *mixed : {"layer_types", "sliding_window_pattern", "max_window_layers"}) {
            if (config.contains(QString::fromLatin1(mixed))) {
                shape.problem = Tr::tr("%1 has sliding_window and %2: some layers attend to the whole context, "
                                       "no single KV cache figure")
                                    .arg(shape.source, QString::fromLatin1(mixed));
                return shape;
            }
        }
        shape.slidingWindow = *tokens;
    }
    return shape;
}

const QList<QByteArray> &ggufKvKeySuffixes()
{
    static const QList<QByteArray> suffixes{
        ".block_count",          ".attention.head_count",   ".attention.head_count_kv", ".attention.sliding_window",
        ".attention.key_length", ".attention.value_length", ".embedding_length"};
    return suffixes;
}

KvShape kvShapeFromGguf(const QHash<QString, qint64> &integers, const QSet<QString> &arrayKeys,
                        const QString &architecture)
{
    KvShape shape;
    shape.source = Tr::tr("GGUF metadata");
    if (architecture.isEmpty()) {
        shape.problem = Tr::tr("GGUF metadata has no general.architecture: no KV cache figure");
        return shape;
    }
    // The key names go into messages: the architecture is text from the file, shown escaped.
    const QString shownArchitecture = displaySafe(architecture, 40);
    const auto key = [&](const char *suffix) -> QString { return architecture + QString::fromLatin1(suffix); };
    // QString, not auto: with QStringBuilder, auto would keep references to the temporary mid().
    const auto shown
        = [&](const QString &name) -> QString { return shownArchitecture + name.mid(architecture.size()); };
    const auto value = [&](const QString &name) -> std::optional<qint64> {
        const auto it = integers.constFind(name);
        if (it == integers.constEnd() || *it < 1 || *it > kMaxShapeValue)
            return std::nullopt;
        return *it;
    };
    const auto missing = [&](const QString &name) {
        shape.problem = arrayKeys.contains(name)
            ? Tr::tr("GGUF metadata gives %1 per layer: no single KV cache figure").arg(shown(name))
            : missingIn(shape.source, shown(name));
        return shape;
    };
    const QString blockCount = key(".block_count");
    const QString headCount = key(".attention.head_count");
    const QString headCountKv = key(".attention.head_count_kv");
    const QString window = key(".attention.sliding_window");
    const auto layers = value(blockCount);
    if (!layers)
        return missing(blockCount);
    const auto heads = value(headCount);
    if (!heads)
        return missing(headCount);
    shape.layers = *layers;
    if (integers.contains(headCountKv) || arrayKeys.contains(headCountKv)) {
        const auto kvHeads = value(headCountKv);
        if (!kvHeads)
            return missing(headCountKv);
        if (*kvHeads > *heads || *heads % *kvHeads != 0) {
            shape.problem = headsProblem(shape.source, shown(headCountKv), *kvHeads, shown(headCount), *heads);
            return shape;
        }
        shape.kvHeads = *kvHeads;
    } else {
        shape.kvHeads = *heads;
        shape.notes.append(Tr::tr("no %1: key/value heads = %2").arg(shown(headCountKv), shown(headCount)));
    }
    for (const auto &[suffix, target] : {std::pair{".attention.key_length", &shape.keyLength},
                                         std::pair{".attention.value_length", &shape.valueLength}}) {
        const QString name = key(suffix);
        if (integers.contains(name)) {
            const auto length = value(name);
            if (!length)
                return missing(name);
            *target = *length;
            continue;
        }
        const QString embedding = key(".embedding_length");
        const auto width = value(embedding);
        if (!width || *width % *heads != 0) {
            shape.problem = Tr::tr("GGUF metadata has no %1 and %2 is not a multiple of %3: no KV cache figure")
                                .arg(shown(name), shown(embedding), shown(headCount));
            return shape;
        }
        *target = *width / *heads;
        shape.notes.append(Tr::tr("%1 = %2 / %3").arg(shown(name), shown(embedding), shown(headCount)));
    }
    if (integers.contains(window) || arrayKeys.contains(window)) {
        shape.problem = Tr::tr("GGUF metadata has %1 but does not say which layers use it: no single KV cache figure")
                            .arg(shown(window));
        return shape;
    }
    return shape;
}

Result<KvCache> computeKvCache(const KvShape &shape, const KvInput &input)
{
    if (!shape.known())
        return Error{shape.problem};
    KvCache kv;
    kv.shape = shape;
    kv.input = input;
    kv.effectiveContext = shape.slidingWindow ? std::min(input.context, *shape.slidingWindow) : input.context;
    qint64 elements = shape.layers;
    bool overflow = false;
    for (const qint64 factor : {input.batch, kv.effectiveContext, shape.kvHeads, shape.keyLength + shape.valueLength})
        overflow = overflow || __builtin_mul_overflow(elements, factor, &elements);
    const Exact::Int128 bytes = overflow ? 0 : Exact::ceilDiv(Exact::Int128(elements) * input.bits, 8);
    if (overflow || bytes > std::numeric_limits<qint64>::max())
        return Error{Tr::tr("KV cache: the product of layers, batch, context, heads and head sizes is too large to "
                            "count in 64-bit bytes")};
    kv.elements = elements;
    kv.bytes = static_cast<qint64>(bytes);
    return kv;
}

} // namespace IteraGpu
