#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace IteraGpu {

// A folder this program creates for one export and fills with new files, immune to a symbolic
// link that appears on its path: the last component is made with mkdirat (an existing name, a link
// included, is refused: the folder is always new), then opened with O_DIRECTORY|O_NOFOLLOW and
// checked to be the empty folder this user just made; every part is written relative to that
// descriptor (writeNewFileAt: a new file, every write checked, synced, no temporary file left), so
// the path is never looked up again. See docs/ARCHITECTURE.md, "Files: writing and reading".
// Whether the existing folder `path` may be taken as our own (an empty folder given for a new
// experiment or sweep): it must belong to this user, and neither its group nor others may write in
// it; otherwise someone else could replace what we write there. The refusal names `path`.
Status checkOwnFolder(const QString &path);

class NewFolder
{
public:
    // The error names `path`; `field` of an existing name is kExistsField.
    static Result<NewFolder> create(const QString &path);
    // A new folder, as create(), or an existing empty one that is ours alone (checkOwnFolder's
    // rule, checked on the opened descriptor, so a link or a folder swapped in after the check is
    // never taken): where an experiment or a sweep may be started. An existing non-empty folder is
    // refused with kExistsField.
    static Result<NewFolder> createOrTakeEmpty(const QString &path);
    static inline const QString kExistsField = QStringLiteral("exists");

    NewFolder(NewFolder &&other) noexcept;
    NewFolder &operator=(NewFolder &&other) noexcept;
    NewFolder(const NewFolder &) = delete;
    NewFolder &operator=(const NewFolder &) = delete;
    ~NewFolder();

    QString path() const { return m_path; }
    // A new, empty subfolder `name` (one name, no '/') made relative to this folder's descriptor,
    // with the same checks as create().
    Result<NewFolder> createSubfolder(const QString &name);
    // `name`: one file name, no '/'.
    Status writeNewFile(const QString &name, const QByteArray &bytes);
    // A path that reaches this folder through the descriptor held here, never through the path
    // given ("/proc/<this process>/fd/<n>", readable by this user's processes while this object
    // lives): what a child process is told to write into, and what is read back, so that a folder
    // swapped for a link after it was opened sends nothing elsewhere. Useless where /proc does not
    // reach the folder (see reachableThroughProc()). With `name`: that file in this folder.
    QString throughPath(const QString &name = {}) const;
    // Whether throughPath() reaches this very folder (the system has /proc, and it is ours).
    Status reachableThroughProc() const;

private:
    NewFolder(int fd, QString path);

    int m_fd = -1;
    QString m_path;
};

// For tests only: called between the parent folder's opening and the creation of the new one,
// where a test puts the link an attacker would plant.
namespace NewFolderTesting {
void setBeforeCreateHook(std::function<void()> hook);
} // namespace NewFolderTesting

} // namespace IteraGpu
