#pragma once

#include "core/util/result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// The types the checkpoint header parsers (safetensors.*, gguf.*) produce and checkpoint.* gathers:
// a header of their own, so that the parsers never include the reader that includes them.
namespace IteraGpu {

// One tensor as its checkpoint header describes it. `bytes` is what the file stores for it
// (for a block-quantized GGUF type, the blocks with their scales).
struct CheckpointTensor
{
    QString name;
    QString type; // safetensors dtype ("BF16") or ggml type name ("Q4_K")
    QList<qint64> shape;
    qint64 elements = 0;
    qint64 bytes = 0;
    qsizetype file = 0; // index into Checkpoint::files
};

// "<file>: offset <n>: <problem>", the form of every refusal of a checkpoint header.
inline Error checkpointError(const QString &fileName, qint64 offset, const QString &problem)
{
    return Error{QCoreApplication::translate("IteraGpu::Checkpoint", "%1: offset %2: %3")
                     .arg(fileName)
                     .arg(offset)
                     .arg(problem)};
}

} // namespace IteraGpu

Q_DECLARE_TYPEINFO(IteraGpu::CheckpointTensor, Q_RELOCATABLE_TYPE);
