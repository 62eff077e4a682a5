#pragma once

#include "core/estimate/checkpointestimate.h"

#include <QTextStream>

namespace IteraGpu::Cli {

// The text form of `estimate --checkpoint`: the stored bytes per type, the largest tensor, the
// optional cast on load and KV cache lines, the total and what it leaves out.
void printCheckpointEstimate(QTextStream &out, const CheckpointEstimate &estimate);

// "14000000000 bytes = 13.04 GiB = 14.00 GB"
QString bytesLine(qint64 bytes);

} // namespace IteraGpu::Cli
