#pragma once

#include "estimate/checkpoint.h"
#include "files/bytesource.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace IteraGpu {

// A ggml tensor type: `blockBytes` bytes store `blockElements` elements (1 for plain types).
struct GgmlType
{
    quint32 id;
    const char *name;
    int blockElements;
    int blockBytes;
};

// The type with this id, or nullptr for an id ggml does not define (or has retired).
const GgmlType *ggmlType(quint32 id);

// The header of a GGUF file (versions 2 and 3, little-endian), read up to the start of the data.
struct GgufHeader
{
    quint32 version = 0;
    qint64 metadataCount = 0;
    qint64 alignment = 32; // general.alignment, a power of two
    qint64 dataOffset = 0; // where the tensor data starts, aligned
    QList<CheckpointTensor> tensors; // in file order
    QHash<QString, qint64> integers; // scalar integer metadata (bool as 0/1)
    QHash<QString, QString> strings; // string metadata of at most 1024 bytes
    QSet<QString> arrayKeys; // keys whose value is an array (not kept)
    QSet<QString> skippedKeys; // other keys whose value is not kept (floats, strings over 1024 bytes)
};

// Reads and checks a GGUF header: magic "GGUF", version 2 or 3, typed metadata (arrays of
// scalars or strings, no nested arrays, no duplicate keys), tensor infos (a name of at most 63
// bytes, 1 to 4 dimensions, a known ggml type whose block divides the first dimension, offsets
// laid out one after another with the alignment's padding), tensor data inside the file. Counts
// and lengths are checked against the bytes left before anything is allocated or skipped; at
// most kMaxGgufHeaderBytes are examined. Only the header is read.
Result<GgufHeader> parseGgufHeader(ByteSource &source, const QString &fileName);

} // namespace IteraGpu
