#pragma once

#include "estimate/checkpoint.h"
#include "files/bytesource.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace IteraGpu {

// Bits per element of a safetensors dtype ("BF16" -> 16, "F4" -> 4), 0 when it is not one.
int safetensorsDtypeBits(QStringView dtype);

// Reads and checks the header of one safetensors file: an 8-byte little-endian length (at most
// kMaxSafetensorsHeaderBytes), a JSON object of tensors {dtype, shape, data_offsets} and an
// optional "__metadata__" of strings. Every tensor's bytes equal its elements times its dtype
// size; sorted by offset, the tensors cover the data area from 0 to its end without gap or
// overlap. Only the header is read. Tensor::file is left 0.
Result<QList<CheckpointTensor>> parseSafetensorsHeader(ByteSource &source, const QString &fileName);

} // namespace IteraGpu
