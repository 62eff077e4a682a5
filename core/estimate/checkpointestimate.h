#pragma once

#include "core/estimate/checkpoint.h"
#include "core/estimate/estimate.h"
#include "core/estimate/kvcache.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// What the user adds to a checkpoint: an optional cast on load, an optional KV cache, a reserve.
struct CheckpointOptions
{
    std::optional<Exact::Decimal> loadBits; // kBitsRange, decimals as parseBitsField reads them
    std::optional<KvInput> kv;
    Exact::Decimal reserveGib;
};

// An empty `loadBits` means no cast. The KV fields are read only when `kv` is true. An error
// names the field as `labels` calls it and carries its key (loadBits, context, batch, kvBits,
// reserveGib).
Result<CheckpointOptions> parseCheckpointOptions(QStringView loadBits, bool kv, QStringView context, QStringView batch,
                                                 QStringView kvBits, QStringView reserveGib, const FieldLabels &labels);
// Every field at fault at once, in field order (the first is parseCheckpointOptions' error).
QList<Error> checkpointOptionProblems(QStringView loadBits, bool kv, QStringView context, QStringView batch,
                                      QStringView kvBits, QStringView reserveGib, const FieldLabels &labels);

// The weights line from the stored bytes, the optional lines beside it, and the total
// weights + KV cache (when computed) + reserve, where the weights are the cast on load when one was
// asked and computed (packed when its width is not whole bytes), else the stored bytes, which stay
// shown either way. Exact integers throughout.
struct CheckpointEstimate
{
    Checkpoint checkpoint;
    CheckpointOptions options;
    std::optional<Estimate> load; // elements × load bits, both byte rules; its headline is counted
    QString loadProblem; // why there is no load figure although one was asked
    std::optional<KvCache> kv;
    QString kvProblem; // why there is no KV figure although one was asked
    qint64 reserveBytes = 0;
    bool reserveRoundedUp = false;
    qint64 weightBytes = 0; // counted in the total: load->headlineWeightBytes() or the stored bytes
    qint64 totalBytes = 0;
};

Result<CheckpointEstimate> estimateFromCheckpoint(Checkpoint checkpoint, const CheckpointOptions &options);

// A sentence on packed tensors (empty when there are none): what the element counts mean and
// that the stored bytes are what loads.
QString packingNote(const Checkpoint &checkpoint);

// What the figure leaves out, translatable; the KV cache is listed unless its line is computed.
QStringList checkpointExclusions(bool kvIncluded);

// The locale-independent JSON document (bytes as exact integers); "files" holds file names only,
// never their folders.
QJsonObject checkpointEstimateToJson(const CheckpointEstimate &estimate);

// "BF16 [4096, 4096]": a tensor's type and shape for display.
QString tensorShapeText(const CheckpointTensor &tensor);

} // namespace IteraGpu
