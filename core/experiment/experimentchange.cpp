#include "core/experiment/experimentchange.h"

#include "core/experiment/experiment.h"
#include "core/experiment/experimentlock.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ExperimentChange)
};

const QString kCommitted = u"COMMITTED"_s; // in .pending/: the change is committed

// Absolute: the staged files' names are taken relative to it (a relative folder "exp" named them
// "exp/.pending/..." again).
QString pendingPath(const QString &folder)
{
    return QDir(fileSystemPath(folder)).absoluteFilePath(ExperimentFile::pending);
}

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// A name a change may write: "NAME" or "FOLDER/NAME", no empty or hidden component.
bool isStageableName(const QString &name)
{
    const QStringList parts = name.split(u'/');
    return parts.size() <= 2 && std::all_of(parts.begin(), parts.end(), [](const QString &part) {
               return !part.isEmpty() && !part.startsWith(u'.') && !part.contains(u'\\');
           });
}

void syncFolder(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// Puts every file staged in .pending/ in its place and rewrites the manifest; .pending/ goes last,
// so that a stop anywhere here is finished again by the next one to settle the folder. Each rename
// replaces one file at once; a staged file already moved by an earlier try is simply not there.
Status finish(const QString &folder, const QDateTime &nowUtc, ManifestCache *cache)
{
    const QString pending = pendingPath(folder);
    const QString root = QDir(fileSystemPath(folder)).absolutePath();
    QStringList names;
    QDirIterator files(pending, QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString name = QDir(pending).relativeFilePath(files.next());
        if (name != kCommitted)
            names.append(name);
    }
    QStringList folders{root};
    for (const QString &name : std::as_const(names)) {
        const QString target = root + u'/' + name;
        const QString parent = QFileInfo(target).path();
        if (!QFileInfo(parent).isDir() && !QDir().mkdir(parent))
            return Error{Tr::tr("%1: the folder %2 cannot be created")
                             .arg(displaySafe(folder), displaySafe(QFileInfo(name).path()))};
        if (::rename(QFile::encodeName(pending + u'/' + name).constData(), QFile::encodeName(target).constData()) != 0)
            return Error{Tr::tr("%1: %2 cannot be put in place (%3)")
                             .arg(displaySafe(folder), displaySafe(name), systemError(errno))};
        if (!folders.contains(parent))
            folders.append(parent);
    }
    for (const QString &path : std::as_const(folders))
        syncFolder(path);
    auto manifest = writeManifest(folder, nowUtc, ExistingFile::Replace, {}, cache, ExperimentFile::pending);
    if (!manifest)
        return Error{manifest.error()};
    if (!QDir(pending).removeRecursively())
        return Error{Tr::tr("%1: %2 cannot be removed").arg(displaySafe(folder), ExperimentFile::pending)};
    syncFolder(root);
    return {};
}

} // namespace

Status settleExperimentLocked(const QString &folder)
{
    const QString pending = pendingPath(folder);
    const QFileInfo info(pending);
    if (!info.exists() && !info.isSymLink())
        return {};
    if (info.isSymLink() || !info.isDir())
        return Error{Tr::tr("%1: %2 is not a folder this program made; move it away")
                         .arg(displaySafe(folder), ExperimentFile::pending)};
    if (QFileInfo::exists(pending + u'/' + kCommitted))
        return finish(folder, QDateTime::currentDateTimeUtc(), nullptr); // committed: finished
    if (!QDir(pending).removeRecursively()) // never committed: undone
        return Error{Tr::tr("%1: %2 cannot be removed").arg(displaySafe(folder), ExperimentFile::pending)};
    return {};
}

Status settleExperiment(const QString &folder)
{
    const QFileInfo info(pendingPath(folder));
    if (!info.exists() && !info.isSymLink())
        return {};
    const auto lock = ExperimentLock::acquire(folder);
    if (!lock)
        return lock.failure();
    return settleExperimentLocked(folder);
}

Result<ExperimentChange> ExperimentChange::begin(const QString &folder)
{
    std::optional<ExperimentLock> own;
    auto fd = ExperimentLock::duplicateHeld(folder);
    if (fd && *fd < 0) { // no lock of this process: one for the change's lifetime
        auto lock = ExperimentLock::acquire(folder);
        if (!lock)
            return lock.failure();
        own.emplace(std::move(*lock));
        fd = ExperimentLock::duplicateHeld(folder);
        if (fd && *fd < 0)
            fd = Error{Tr::tr("%1: the folder was moved or replaced while it was being locked; nothing was changed")
                           .arg(displaySafe(folder))};
    }
    if (!fd)
        return fd.failure();
    ExperimentChange change(folder, *fd, std::move(own));
    if (Status settled = change.shown(settleExperimentLocked(change.m_root)); !settled)
        return settled.failure();
    return change;
}

ExperimentChange::ExperimentChange(QString folder, int fd, std::optional<ExperimentLock> ownLock)
    : m_folder(std::move(folder))
    , m_fd(fd)
    , m_root(u"/proc/self/fd/%1"_s.arg(fd))
    , m_ownLock(std::move(ownLock))
{ }

ExperimentChange::ExperimentChange(ExperimentChange &&other) noexcept
    : m_folder(std::move(other.m_folder))
    , m_fd(std::exchange(other.m_fd, -1))
    , m_root(std::move(other.m_root))
    , m_ownLock(std::move(other.m_ownLock))
    , m_staged(std::move(other.m_staged))
    , m_open(std::exchange(other.m_open, false))
{ }

ExperimentChange::~ExperimentChange()
{
    if (m_open && !m_staged.isEmpty())
        QDir(pendingPath(m_root)).removeRecursively();
    if (m_fd >= 0)
        ::close(m_fd);
}

Status ExperimentChange::shown(Status status) const
{
    if (status)
        return status;
    return Error{QString(status.error()).replace(m_root, displaySafe(m_folder)), status.errorField(),
                 status.errorKind()};
}

Status ExperimentChange::stage(const QString &name, const QByteArray &bytes)
{
    if (!m_open)
        return Error{Tr::tr("%1: the change is already committed").arg(displaySafe(m_folder))};
    if (!isStageableName(name) || m_staged.contains(name))
        return Error{Tr::tr("%1: %2 cannot be staged").arg(displaySafe(m_folder), displaySafe(name))};
    // .pending/ is made at the first file, not at begin(): until then a reader finds nothing to settle.
    const QString pending = pendingPath(m_root);
    const QString parent = QFileInfo(pending + u'/' + name).path();
    if (!QFileInfo(parent).isDir() && !QDir().mkpath(parent))
        return Error{Tr::tr("%1: the folder %2 cannot be created").arg(displaySafe(m_folder), ExperimentFile::pending)};
    m_staged.append(name); // from here a failure removes what was staged
    return shown(writeNewFile(pending + u'/' + name, bytes));
}

Status ExperimentChange::commit(const QDateTime &nowUtc, ManifestCache *cache)
{
    if (!m_open)
        return Error{Tr::tr("%1: the change is already committed").arg(displaySafe(m_folder))};
    if (m_staged.isEmpty()) { // nothing to replace: the manifest alone
        m_open = false;
        auto manifest = writeManifest(m_root, nowUtc, ExistingFile::Replace, {}, cache);
        return shown(manifest ? Status() : Status(Error{manifest.error()}));
    }
    // The commit point: written and synced with its folder, or the change is undone.
    if (Status marked = writeNewFile(pendingPath(m_root) + u'/' + kCommitted, QByteArray()); !marked)
        return shown(marked);
    m_open = false;
    return shown(finish(m_root, nowUtc, cache));
}

} // namespace IteraGpu
