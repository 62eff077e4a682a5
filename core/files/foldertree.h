#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace IteraGpu {

// One regular file found under a folder: its name relative to the folder as the file system
// holds it (bytes, '/' separated), the same name decoded for messages and manifests, and its size
// as lstat gives it. Names are compared as bytes, never as decoded text.
struct TreeFile
{
    QByteArray raw;
    QString name;
    qint64 size = 0;
    // The file's identity when walked: what a ManifestCache compares (see manifest.h).
    qint64 modifiedNs = 0; // st_mtim, nanoseconds since the epoch
    quint64 inode = 0;
    quint64 device = 0;
};

// What a walk of a folder found: the regular files (sorted by raw name) and one display-safe line
// for each entry that is not a regular file or a folder (symbolic links of every kind, FIFOs,
// sockets, devices), for each folder that cannot be read, and for each name that the file-name
// codec cannot carry (not valid UTF-8: decoding would turn it into U+FFFD, the twin of another
// name); such an entry is left out of `files`, and such a folder is not entered.
struct FolderTree
{
    QList<TreeFile> files;
    QStringList problems;
    QList<QByteArray> refusedNames; // the raw relative names of the entries refused in `problems`
};

// Walks the whole tree under `folder` without following any symbolic link: every entry is
// looked at with fstatat(AT_SYMLINK_NOFOLLOW) and every subfolder opened with O_NOFOLLOW.
// An error only when `folder` itself cannot be opened as a folder.
Result<FolderTree> walkFolder(const QString &folder);

// The SHA-256 (lower-case hex) of the regular file at the raw relative name `raw` under
// `folder`: every component opened relative to the one before it without following a link, the
// file checked on the open descriptor to still be a regular file of `expectedSize` bytes; at most
// that many bytes are read. `shown` names it in errors.
Result<QString> sha256OfFile(const QString &folder, const QByteArray &raw, qint64 expectedSize, const QString &shown);

// A raw file name for a message: valid UTF-8 shown as text, every other byte as \x{XX}, control
// characters escaped, the length bounded (displaySafe).
QString shownRawName(const QByteArray &raw);

// Whether `raw` decodes to text that encodes back to the same bytes (the file-name codec is UTF-8).
bool roundTripsAsFileName(const QByteArray &raw);

} // namespace IteraGpu
