#pragma once

#include "core/util/result.h"

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
// limit of `maxBytes` (the size the file system reports is not trusted). `path` always names a
// file of the file system: a relative name starting with ':' is a file, never one of the
// application's resources.
Result<QByteArray> readFileBytes(const QString &path, qint64 maxBytes = kMaxInputBytes, Links links = Links::Follow);
// `path` as Qt's file classes (QFileInfo, QDir, QFile) must be given it to name a file: a relative
// name that starts with ':' gets "./" in front, since Qt reads such names as resources.
QString fileSystemPath(const QString &path);

// One of the application's embedded files (":/iteragpu/..."): for the program's own data only,
// never for a path a user gave.
Result<QByteArray> readResourceBytes(const QString &resourcePath);

// Reads a whole file that must be UTF-8 text (a leading BOM is tolerated and dropped), decoding
// as it reads so that memory stays near the size of the text. A binary file (NUL bytes, invalid
// UTF-8) is refused with a message naming the file.
Result<QString> readTextFile(const QString &path, qint64 maxBytes = kMaxInputBytes, Links links = Links::Follow);
Result<QString> decodeText(const QByteArray &bytes, const QString &name);

// The one way files are written. The bytes go to a temporary file in the same folder, every
// write checked, synced to disk, then put in place under `path`, and the folder synced; on any
// failure the temporary file is removed and `path` is untouched. The error names the file and
// the system's cause ("No space left on device"). The temporary file has no name (O_TMPFILE) where
// the file system allows it, so a process killed while writing leaves nothing behind; elsewhere it
// is a hidden ".iteragpu-*.tmp" file, locked while it is written, and a later write in the same
// folder removes those a killed writer left (older than a minute and unlocked).
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
// writeNewFile for `fileName` (one name, no '/') inside the folder open as `folderFd`: the file is
// created relative to that descriptor, so the folder's path is never looked up again (NewFolder).
// `shownName` names the file in the error.
Status writeNewFileAt(int folderFd, const QString &fileName, const QByteArray &bytes, const QString &shownName);

// For tests only: they widen the windows of a write on purpose.
namespace TextFileTesting {
// Called after the temporary file is written and synced, before it is put in place.
void setBeforePlacementHook(void (*hook)());
// Writes through a named temporary file even where unnamed ones work (the fallback's test).
void setNamedTemporaryOnly(bool named);
} // namespace TextFileTesting

// Whether a new file can be created in `folder`, asked the only reliable way: a hidden temporary
// file is created there (exclusively, without following links) and removed at once. The error
// names the folder and the system's cause ("Permission denied", "Read-only file system").
Status probeCreatable(const QString &folder);

} // namespace IteraGpu
