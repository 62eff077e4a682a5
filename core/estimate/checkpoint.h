#pragma once

#include "core/estimate/checkpointtensor.h"
#include "core/estimate/kvcache.h"
#include "core/util/cancel.h"
#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace IteraGpu {

// Stored bytes of the tensors of one dtype or ggml type.
struct TypeTotal
{
    QString type;
    qint64 tensors = 0;
    qint64 elements = 0;
    qint64 bytes = 0;
};

enum class CheckpointFormat
{
    Safetensors,
    Gguf
};

enum class Packing
{
    None,
    QuantizationConfig, // integer tensors and a quantization_config in config.json
    GgufBlocks, // block-quantized ggml types
};

// A checkpoint read from its headers only: never a byte of tensor data.
struct Checkpoint
{
    CheckpointFormat format = CheckpointFormat::Safetensors;
    QStringList files; // the files read, as shown to the user
    QList<CheckpointTensor> tensors;
    Packing packing = Packing::None;
    QString quantizationMethod; // quantization_config.quant_method when present
    KvShape kv; // the attention shape the KV cache needs, or the reason it is unknown

    // Summary, exact.
    qint64 totalBytes = 0;
    qint64 totalElements = 0;
    QList<TypeTotal> byType; // largest bytes first, then by name
    qsizetype largest = -1; // index of the tensor with the most bytes (first such)
};

// Reads a checkpoint: a `.safetensors` file, a `model.safetensors.index.json` with its shards,
// a `.gguf` file (versions 2 and 3), or a folder holding one of these. A `config.json` beside
// safetensors files supplies the attention shape and the quantization config. Every header entry
// is checked against its format's rules; an error names the file and the byte offset (or the
// JSON key) at fault. An index is read once, front to back, and each shard it names is checked
// to exist when it first appears.
Result<Checkpoint> readCheckpoint(const QString &path);
// The same, stopped when `cancel` is set (checked every kCancelCheckRecords entries of each file):
// the error is then cancelledError (util/cancel.h). A name of its own, so that readCheckpoint stays
// one function a caller can hand to QtConcurrent::run.
Result<Checkpoint> readCheckpointCancellable(const QString &path, CancelFlag cancel);

// Fills the summary fields from `tensors`; an error when a total would overflow 64 bits.
Status summarizeCheckpoint(Checkpoint &checkpoint);

// Whether `type` is an integer storage type (I8, U8, I32, ...) of a safetensors file.
bool isIntegerDtype(const QString &type);

} // namespace IteraGpu
