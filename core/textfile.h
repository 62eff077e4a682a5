#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

namespace IteraGpu {

// Reads a whole file that must be UTF-8 text (a leading BOM is tolerated and dropped).
// A binary file (NUL bytes, invalid UTF-8) is refused with a message naming the file.
Result<QString> readTextFile(const QString &path, qint64 maxBytes = 64 * 1024 * 1024);
Result<QString> decodeText(const QByteArray &bytes, const QString &name);

// Writes atomically (QSaveFile): the old content stays intact if anything fails.
// With `refuseExisting`, an existing path is an error and nothing is written.
Status writeFileAtomically(const QString &path, const QByteArray &bytes, bool refuseExisting = false);

} // namespace IteraGpu
