#pragma once

#include <QByteArrayView>
#include <QString>

namespace IteraGpu {

// The SHA-256 of `bytes` as 64 lower-case hex digits: how every file of ours names a digest
// (manifests, traces in the grid's notes, sweep indexes, progress streams).
QString sha256Hex(QByteArrayView bytes);

} // namespace IteraGpu
