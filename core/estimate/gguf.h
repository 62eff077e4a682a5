#pragma once

#include "core/estimate/checkpointtensor.h"
#include "core/files/bytesource.h"
#include "core/util/cancel.h"

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
    // Only the metadata this program uses (general.architecture, general.alignment and the
    // "<architecture>" keys of ggufKvKeySuffixes()), not every key of the file:
    QHash<QString, qint64> integers; // scalar integers (bool as 0/1)
    QHash<QString, QString> strings; // strings of at most 1024 bytes
    QSet<QString> arrayKeys; // keys whose value is an array
};

// Reads and checks a GGUF header: magic "GGUF", version 2 or 3, at most kMaxGgufMetadataKeys
// typed metadata entries (arrays of scalars or strings, no nested arrays, no key twice), tensor
// infos (a name of at most 63 bytes, 1 to 4 dimensions, a known ggml type whose block divides the
// first dimension, offsets laid out one after another with the alignment's padding, no name
// twice), tensor data inside the file. Counts and lengths are checked against the bytes left
// before anything is allocated or skipped; at most kMaxGgufHeaderBytes are examined, once, front
// to back. Memory: 16 bytes per metadata key (a hash and its offset: duplicates are found after
// the pass and the keys used are read again at their offsets) and the tensors returned. Only the
// header is read. `cancel` is checked every kCancelCheckRecords entries.
Result<GgufHeader> parseGgufHeader(ByteSource &source, const QString &fileName, CancelFlag cancel = nullptr);

} // namespace IteraGpu
