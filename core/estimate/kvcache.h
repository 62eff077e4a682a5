#pragma once

#include "core/util/fieldkey.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// The attention shape the KV cache depends on, as the model's own configuration states it.
// When a field is missing or ambiguous, `problem` is one sentence naming it and no figure is
// computed from this shape.
struct KvShape
{
    qint64 layers = 0;
    qint64 kvHeads = 0;
    qint64 keyLength = 0; // elements per head
    qint64 valueLength = 0;
    std::optional<qint64> slidingWindow; // tokens, when every layer attends to at most this many
    QString source; // "config.json" or "GGUF metadata", as read
    QStringList notes; // how a value was derived ("head_dim = hidden_size / num_attention_heads")
    QString problem;

    bool known() const { return problem.isEmpty(); }
};

// From a Hugging Face `config.json` (its `text_config` when the top level has no layers).
KvShape kvShapeFromConfig(const QJsonObject &config);

// The GGUF metadata keys the KV cache reads, after "<general.architecture>": ".block_count",
// ".attention.head_count", ... The GGUF reader keeps these keys and no others.
const QList<QByteArray> &ggufKvKeySuffixes();

// From GGUF metadata: the scalar integers, the keys holding arrays, and general.architecture.
KvShape kvShapeFromGguf(const QHash<QString, qint64> &integers, const QSet<QString> &arrayKeys,
                        const QString &architecture);

struct KvInput
{
    qint64 context = 0; // tokens, kDimensionRange
    qint64 batch = 0; // sequences, kDimensionRange
    int bits = 16; // per cached element, kBitsRange
};

// bytes = ceil(layers × batch × context' × kv_heads × (key length + value length) × bits / 8),
// context' = min(context, sliding window) where the model has one. Exact integers.
struct KvCache
{
    KvShape shape;
    KvInput input;
    qint64 effectiveContext = 0;
    qint64 elements = 0;
    qint64 bytes = 0;
};

// The figure, or the shape's problem, or an error when the product does not fit 64 bits.
Result<KvCache> computeKvCache(const KvShape &shape, const KvInput &input);

} // namespace IteraGpu
