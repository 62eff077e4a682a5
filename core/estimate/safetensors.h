#pragma once

#include "core/estimate/checkpointtensor.h"
#include "core/files/bytesource.h"
#include "core/util/cancel.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace IteraGpu {

// Bits per element of a safetensors dtype ("BF16" -> 16, "F4" -> 4), 0 when it is not one.
int safetensorsDtypeBits(QStringView dtype);

// Reads and checks the header of one safetensors file: an 8-byte little-endian length (at most
// kMaxSafetensorsHeaderBytes), a JSON object of tensors {dtype, shape, data_offsets} and an
// optional "__metadata__" of strings, no key twice. Every tensor's bytes equal its elements times
// its dtype size; sorted by offset, the tensors cover the data area from 0 to its end without gap
// or overlap. Only the header is read, once, front to back (JsonTokenizer): each tensor's offset is
// recorded as it is read, so an error names the entry without searching the header again, and a
// JSON syntax error anywhere is reported before a tensor's problem. Memory: the header's bytes and
// the tensors returned (sorted by data offset). Tensor::file is left 0. `cancel` is checked every
// kCancelCheckRecords tensors.
Result<QList<CheckpointTensor>> parseSafetensorsHeader(ByteSource &source, const QString &fileName,
                                                       CancelFlag cancel = nullptr);

} // namespace IteraGpu
