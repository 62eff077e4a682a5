#include "core/util/sha256.h"

#include <QCryptographicHash>

namespace IteraGpu {

QString sha256Hex(QByteArrayView bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace IteraGpu
