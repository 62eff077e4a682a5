// storeReport and storeCatalog (experiment.h): the files a row cites, copied into the experiment.
#include "core/experiment/experiment.h"

#include "core/experiment/experimentchange.h"
#include "core/files/foldertree.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/sha256.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Experiment)
};

// Bounds the names tried after a taken one ("stem-2.json" … ) and the files compared: a folder
// that holds more is refused rather than walked without end.
constexpr int kMaxNameTries = 10000;
constexpr qsizetype kMaxStoredFiles = 100000;
constexpr qsizetype kMaxFileNameBytes = 255; // NAME_MAX of the common file systems

Status checkFileName(const QString &name)
{
    const bool bad = name.isEmpty() || name.contains(u'/') || name.contains(u'\\') || name.startsWith(u'.')
        || hasControlOrFormat(name) || name.toUtf8().size() > kMaxFileNameBytes || name.trimmed() != name;
    if (bad)
        return Error{Tr::tr("'%1': not a plain file name (no '/', no leading '.', no control characters)")
                         .arg(displaySafe(name, 80))};
    return {};
}

// "stem-N.ext" for the N-th name tried (N >= 2); "stem-N" for a name without an extension.
QString numberedName(const QString &name, int n)
{
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot <= 0)
        return u"%1-%2"_s.arg(name).arg(n);
    return u"%1-%2%3"_s.arg(name.left(dot)).arg(n).arg(name.mid(dot));
}

bool nameTaken(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

// The name of a file directly in `dir` (the folder `sub` of an experiment) that holds exactly
// `bytes`, or empty. Only the folder's own regular files of the same size are hashed, each once
// while `cache` knows it unchanged (its entries are the manifest's: "sub/NAME").
Result<QString> findSameBytes(const QString &dir, const QString &sub, const QByteArray &bytes, ManifestCache *cache)
{
    const QString sha = sha256Hex(bytes);
    const QFileInfoList entries = QDir(dir).entryInfoList(QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDir::Name);
    if (entries.size() > kMaxStoredFiles)
        return Error{Tr::tr("%1: holds more than %2 files").arg(displaySafe(dir)).arg(kMaxStoredFiles)};
    for (const QFileInfo &entry : entries) {
        if (entry.isSymLink() || entry.size() != bytes.size())
            continue;
        const QByteArray raw = QFile::encodeName(entry.fileName());
        struct stat info = {};
        const bool identified = ::lstat(QFile::encodeName(entry.filePath()).constData(), &info) == 0;
        const ManifestCache::Entry now{qint64(info.st_size),
                                       qint64(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec,
                                       quint64(info.st_ino), quint64(info.st_dev), QString()};
        const QByteArray key = QFile::encodeName(sub) + '/' + raw;
        if (cache && identified) {
            const auto known = cache->entries.constFind(key);
            if (known != cache->entries.constEnd() && known->size == now.size && known->modifiedNs == now.modifiedNs
                && known->inode == now.inode && known->device == now.device) {
                if (known->sha256 == sha)
                    return entry.fileName();
                continue;
            }
        }
        auto found = sha256OfFile(dir, raw, bytes.size(), entry.fileName());
        if (found && cache && identified)
            cache->entries.insert(key, {now.size, now.modifiedNs, now.inode, now.device, *found});
        if (found && *found == sha)
            return entry.fileName();
    }
    return QString();
}

Result<QString> storeIn(const QString &folder, const QString &sub, const QByteArray &bytes,
                        const QString &preferredName, ManifestCache *cache, ExperimentChange *change)
{
    if (Status valid = checkFileName(preferredName); !valid)
        return Error{valid.failure()};
    const QString dir = fileSystemPath(folder + u'/' + sub);
    const QFileInfo info(dir);
    if (info.isSymLink() || (info.exists() && !info.isDir()))
        return Error{Tr::tr("%1: not a folder").arg(displaySafe(sub))};
    if (!info.exists() && !change && !QDir(fileSystemPath(folder)).mkdir(sub))
        return Error{Tr::tr("%1: cannot create the folder %2").arg(displaySafe(folder), sub)};
    auto same = info.exists() ? findSameBytes(dir, sub, bytes, cache) : Result<QString>(QString());
    if (!same)
        return Error{same.failure()};
    if (!same->isEmpty())
        return *same; // stored once
    for (int n = 1; n <= kMaxNameTries; ++n) {
        const QString name = n == 1 ? preferredName : numberedName(preferredName, n);
        const QString path = dir + u'/' + name;
        if (nameTaken(path) || (change && change->isStaged(sub + u'/' + name)))
            continue;
        if (change) { // in the folder once the change commits
            if (Status staged = change->stage(sub + u'/' + name, bytes); !staged)
                return Error{staged.failure()};
            return name;
        }
        Status written = writeNewFile(path, bytes);
        if (written)
            return name;
        if (!nameTaken(path)) // taken meanwhile (a race): try the next name; any other failure stops
            return Error{written.failure()};
    }
    return Error{Tr::tr("%1: no free name for %2").arg(sub, displaySafe(preferredName))};
}

} // namespace

Result<QString> storeReport(const QString &folder, const QByteArray &bytes, const QString &preferredName,
                            ManifestCache *cache, ExperimentChange *change)
{
    return storeIn(folder, ExperimentFile::reports, bytes, preferredName, cache, change);
}

Result<QString> storeCatalog(const QString &folder, const QByteArray &bytes, const QString &preferredName,
                             ExperimentChange *change)
{
    auto stored = storeIn(folder, ExperimentFile::catalogs, bytes, preferredName, nullptr, change);
    if (!stored)
        return stored;
    return QString(ExperimentFile::catalogs + u'/' + *stored);
}

} // namespace IteraGpu
