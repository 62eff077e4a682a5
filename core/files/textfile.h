#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>

namespace IteraGpu {

inline constexpr qint64 kMaxInputBytes = 64 * 1024 * 1024;

// Whether reading follows a symbolic link at the final name (verify never does).
enum class Links
{
    Follow,
    Refuse
};

// Reads a whole input file: opened once, checked on the open descriptor to be a regular file
// (a FIFO, device, socket or folder is refused at once, without blocking), and read with a hard
// limit of `maxBytes` (the size the file system reports is not trusted). Qt resource paths
// (":/...") are read from the application.
Result<QByteArray> readFileBytes(const QString &path, qint64 maxBytes = kMaxInputBytes, Links links = Links::Follow);

// Reads a whole file that must be UTF-8 text (a leading BOM is tolerated and dropped), decoding
// as it reads so that memory stays near the size of the text. A binary file (NUL bytes, invalid
// UTF-8) is refused with a message naming the file.
Result<QString> readTextFile(const QString &path, qint64 maxBytes = kMaxInputBytes, Links links = Links::Follow);
Result<QString> decodeText(const QByteArray &bytes, const QString &name);

// The one way files are written. The bytes go to a temporary file in the same folder, every
// write checked, synced to disk, then put in place under `path`, and the folder synced; on any
// failure the temporary file is removed and `path` is untouched. The error names the file and
// the system's cause ("No space left on device").
// writeNewFile never replaces anything: if `path` exists when the file is put in place (even as
// a symbolic link, dangling or not) it fails with "exists already" and nothing is written.
Status writeNewFile(const QString &path, const QByteArray &bytes);
// replaceFile replaces `path` (a symbolic link there is replaced, never written through); only
// for an overwrite the user confirmed.
Status replaceFile(const QString &path, const QByteArray &bytes);
// How a writer of a whole file format (a grid, a protocol, a report) treats a file already at its
// path. There is no default: Replace is only for an overwrite the user confirmed.
enum class ExistingFile
{
    Refuse, // writeNewFile
    Replace // replaceFile
};
Status saveFile(const QString &path, const QByteArray &bytes, ExistingFile existing);

// Whether a new file can be created in `folder`, asked the only reliable way: a hidden temporary
// file is created there (exclusively, without following links) and removed at once. The error
// names the folder and the system's cause ("Permission denied", "Read-only file system").
Status probeCreatable(const QString &folder);

} // namespace IteraGpu
