#pragma once

#include "result.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace IteraGpu {

// MANIFEST.json of a report bundle or release folder: name, size and SHA-256 of every member;
// the manifest lists itself without a size or hash (a self-referential hash is impossible).
struct ManifestMember
{
    QString name; // relative to the folder, '/' separated
    qint64 size = 0;
    QString sha256; // lower-case hex
};

inline const QString kManifestName = QStringLiteral("MANIFEST.json");

// Hashes every regular file under `folder` (recursively, MANIFEST.json excluded) and writes
// MANIFEST.json atomically. Returns the members written.
Result<QList<ManifestMember>> writeManifest(const QString &folder, const QDateTime &createdUtc);

// Checks a folder against its MANIFEST.json: every member present with its size and hash, and no
// file that the manifest does not list. The error names the first mismatch.
Result<QList<ManifestMember>> verifyManifest(const QString &folder);

} // namespace IteraGpu
