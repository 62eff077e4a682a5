#pragma once

#include "util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace IteraGpu {

// One regular file found under a folder: its name relative to the folder ('/' separated) and
// its size as lstat gives it.
struct TreeFile
{
    QString name;
    qint64 size = 0;
};

// What a walk of a folder found: the regular files (sorted by name) and one display-safe line
// for each entry that is not a regular file or a folder (symbolic links of every kind, FIFOs,
// sockets, devices) and for each folder that cannot be read.
struct FolderTree
{
    QList<TreeFile> files;
    QStringList problems;
    QStringList refusedNames; // the relative names of the entries refused in `problems`
};

// Walks the whole tree under `folder` without following any symbolic link: every entry is
// looked at with fstatat(AT_SYMLINK_NOFOLLOW) and every subfolder opened with O_NOFOLLOW.
// An error only when `folder` itself cannot be opened as a folder.
Result<FolderTree> walkFolder(const QString &folder);

// The SHA-256 (lower-case hex) of the regular file `name` under `folder`, opened without
// following a link at its name and checked on the open descriptor to still be a regular file
// of `expectedSize` bytes; at most that many bytes are read.
Result<QString> sha256OfFile(const QString &folder, const QString &name, qint64 expectedSize);

} // namespace IteraGpu
