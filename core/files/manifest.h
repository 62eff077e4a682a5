#pragma once

#include "core/files/textfile.h"
#include "core/util/result.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace IteraGpu {

// MANIFEST.json of a report bundle or release folder: name, size and SHA-256 of every member;
// the manifest lists itself without a size or hash (a self-referential hash is impossible).
struct ManifestMember
{
    QString name; // relative to the folder, '/' separated
    qint64 size = 0;
    QString sha256; // lower-case hex
};

// A problem the exporter knew of and wrote anyway (an open problem of a results grid), recorded in
// the manifest's "open_problems" so that a folder that verifies is never taken for one without
// problems.
struct RecordedProblem
{
    QString place; // "row 2 (run-002), threshold_met": the CSV's names
    QString kind; // a stable code, e.g. "threshold-contradiction"
    QString message; // the line the user was shown, in the language of the export

    friend bool operator==(const RecordedProblem &, const RecordedProblem &) = default;
};

inline const QString kManifestName = QStringLiteral("MANIFEST.json");
inline constexpr int kManifestFormatVersion = 1;
// The largest member a manifest may list or a folder may hold for one (SHA-256 of 4 GiB is some
// seconds): verify's work is bounded by the manifest, not by what a folder holds.
inline constexpr qint64 kMaxManifestMemberBytes = qint64(4) << 30;

// `folder` below is any name of a folder: absolute or relative to the working folder, with "."
// and "..", or a symbolic link to the folder (links *inside* it are refused). It is never
// rewritten lexically, so "link/.." means what the system says it means; an empty name is refused.

// The SHA-256s a writer hashed, by member, with the identity of the file it hashed: its size,
// modification time (nanoseconds), inode and device. writeManifest reuses an entry when all four
// are unchanged, so that saving an experiment of a thousand reports re-hashes only what changed.
// A file rewritten in place at the same size within the same nanosecond would keep its old entry:
// `iteragpu verify` (checkManifest) never uses a cache and re-hashes every member.
struct ManifestCache
{
    struct Entry
    {
        qint64 size = 0;
        qint64 modifiedNs = 0;
        quint64 inode = 0;
        quint64 device = 0;
        QString sha256;
    };
    QHash<QByteArray, Entry> entries; // by the member's raw relative name
    qsizetype hashed = 0; // files the last write hashed (the others came from the cache)
};

// Hashes every regular file under `folder` (recursively, MANIFEST.json excluded) and writes
// MANIFEST.json atomically, with `recorded` as its "open_problems" when there are any. A symbolic
// link or special file in the folder is refused: such a folder could never verify. With `cache`,
// a file whose identity is the cached one is not hashed again, and the cache is brought up to
// date. `excludedFolder`, a top-level folder's name, is left out (an experiment's change in the
// making, experimentchange.h). Returns the members written.
Result<QList<ManifestMember>> writeManifest(const QString &folder, const QDateTime &createdUtc, ExistingFile existing,
                                            const QList<RecordedProblem> &recorded = {}, ManifestCache *cache = nullptr,
                                            const QString &excludedFolder = {});
// The bytes of MANIFEST.json for `members` (sorted here by their names' bytes), as writeManifest
// writes them; for an exporter that knows what it wrote (writeBundle).
QByteArray manifestJson(QList<ManifestMember> members, const QDateTime &createdUtc,
                        const QList<RecordedProblem> &recorded = {});

// The outcome of checking a folder against its MANIFEST.json.
struct ManifestCheck
{
    static constexpr qsizetype kMaxProblemLines = 50;

    QList<ManifestMember> members; // as listed (MANIFEST.json itself left out)
    QStringList problems; // the first kMaxProblemLines problems, one display-safe line each
    qsizetype problemCount = 0; // all problems found
    // The problems the exporter recorded ("open_problems"): they do not stop verification, but
    // whoever reports a verified folder must name them. The first kMaxProblemLines are kept.
    QList<RecordedProblem> recorded;
    qsizetype recordedCount = 0; // all of them

    bool verified() const { return problemCount == 0; }
};

// Reads a manifest's text alone (no folder): its format, version and the listed members, each
// with a valid normalised name, size and SHA-256, each at most once. `name` prefixes the problems.
ManifestCheck parseManifest(const QByteArray &bytes, const QString &name);

// Checks a folder against its MANIFEST.json: the manifest's format and version, every listed
// member (by normalised relative name, each at most once, at most kMaxManifestMemberBytes)
// present as a regular file with its listed size (compared before hashing) and SHA-256, and
// nothing else in the whole tree: no unlisted file, no symbolic link, FIFO, socket or device, no
// unreadable folder, no name that is not valid UTF-8. Names are compared as bytes. Links are
// never followed. Every problem is counted, the first kMaxProblemLines are kept as lines.
ManifestCheck checkManifest(const QString &folder);

// checkManifest as a result: the members when verified, else the first problem and how many
// more there are, as one line.
Result<QList<ManifestMember>> verifyManifest(const QString &folder);

} // namespace IteraGpu
