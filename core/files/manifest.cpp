#include "core/files/manifest.h"

#include "core/files/foldertree.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/jsonsyntax.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <climits>
#include <optional>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Manifest)
};

constexpr qint64 kMaxManifestBytes = 16 * 1024 * 1024;
const QString kFormat = u"iteragpu-lab/manifest"_s;

QString memberTooLarge(const QString &shown, qint64 size)
{
    return Tr::tr("%1: %2 bytes, more than the %3 bytes a member may have")
        .arg(shown)
        .arg(size)
        .arg(kMaxManifestMemberBytes);
}

// "./a//b" -> "a/b"; empty for a name that leaves the folder or names nothing.
QString normalisedName(const QString &name)
{
    if (name.startsWith(u'/') || name.contains(u'\\') || name.contains(QChar(0)))
        return {};
    QStringList parts;
    for (const QString &part : name.split(u'/', Qt::SkipEmptyParts)) {
        if (part == u".."_s)
            return {};
        if (part != u"."_s)
            parts.append(part);
    }
    return parts.join(u'/');
}

class Problems
{
public:
    explicit Problems(ManifestCheck &check)
        : m_check(check)
    { }
    void add(const QString &line)
    {
        if (m_check.problems.size() < ManifestCheck::kMaxProblemLines)
            m_check.problems.append(line);
        ++m_check.problemCount;
    }

private:
    ManifestCheck &m_check;
};

// The members listed in the manifest, after checking its format; problems go to `problems`.
QList<ManifestMember> listedMembers(const QJsonObject &manifest, const QString &manifestName, Problems &problems)
{
    QList<ManifestMember> listed;
    const QJsonValue version = manifest.value(u"format_version"_s);
    if (!version.isDouble() || version.toDouble() != kManifestFormatVersion) {
        const QString shown
            = version.isDouble() ? QString::number(version.toDouble()) : Tr::tr("(missing or not a number)");
        problems.add(Tr::tr("%1: format_version %2 is not supported (this version reads %3)")
                         .arg(manifestName, displaySafe(shown, 20))
                         .arg(kManifestFormatVersion));
        return listed;
    }
    const QJsonValue members = manifest.value(u"members"_s);
    if (!members.isArray()) {
        problems.add(Tr::tr("%1: 'members' is missing or not a list").arg(manifestName));
        return listed;
    }
    // 64 lower-case hex digits, checked by hand (a manifest may list a hundred thousand members).
    const auto isSha256 = [](const QString &text) {
        return text.size() == 64 && std::all_of(text.begin(), text.end(), [](QChar c) {
                   return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
               });
    };
    QSet<QString> names;
    const QJsonArray array = members.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        const QString raw = o.value(u"name"_s).toString();
        const QString name = normalisedName(raw);
        if (name.isEmpty()) {
            problems.add(
                Tr::tr("%1: member %2 has an invalid name '%3'").arg(manifestName).arg(i + 1).arg(displaySafe(raw)));
            continue;
        }
        if (names.contains(name)) {
            problems.add(Tr::tr("%1: '%2' is listed more than once").arg(manifestName, displaySafe(name)));
            continue;
        }
        names.insert(name);
        if (name == kManifestName)
            continue;
        const QJsonValue size = o.value(u"size"_s);
        const QString sha256 = o.value(u"sha256"_s).toString();
        if (!size.isDouble() || size.toDouble() < 0 || size.toDouble() != double(size.toInteger(-1))
            || !isSha256(sha256)) {
            problems.add(Tr::tr("%1: member '%2' lacks a valid size or SHA-256").arg(manifestName, displaySafe(name)));
            continue;
        }
        if (size.toInteger() > kMaxManifestMemberBytes) {
            problems.add(memberTooLarge(displaySafe(name), size.toInteger()));
            continue;
        }
        listed.append(ManifestMember{name, size.toInteger(), sha256});
    }
    return listed;
}

const QString kOpenProblems = u"open_problems"_s;

QJsonArray recordedToJson(const QList<RecordedProblem> &recorded)
{
    QJsonArray array;
    for (const RecordedProblem &p : recorded)
        array.append(QJsonObject{{u"place"_s, p.place}, {u"kind"_s, p.kind}, {u"message"_s, p.message}});
    return array;
}

QList<RecordedProblem> recordedFromJson(const QJsonObject &manifest, const QString &manifestName, Problems &problems,
                                        qsizetype *count)
{
    QList<RecordedProblem> recorded;
    *count = 0;
    if (!manifest.contains(kOpenProblems))
        return recorded;
    const QJsonValue value = manifest.value(kOpenProblems);
    if (!value.isArray()) {
        problems.add(Tr::tr("%1: 'open_problems' is not a list").arg(manifestName));
        return recorded;
    }
    const QJsonArray entries = value.toArray();
    *count = entries.size();
    for (const QJsonValue &entry : entries) {
        if (recorded.size() >= ManifestCheck::kMaxProblemLines)
            break; // counted, not kept: a manifest cannot make verify print without end
        const QJsonObject o = entry.toObject();
        // One line each, control characters shown safely; a problem line names a row and a column,
        // so 400 characters hold any that this program writes.
        recorded.append({displaySafe(o.value(u"place"_s).toString()), displaySafe(o.value(u"kind"_s).toString()),
                         displaySafe(o.value(u"message"_s).toString(), 400)});
    }
    return recorded;
}

// An empty folder name is refused: joined with "/MANIFEST.json" it would name the root's file.
QString emptyFolderProblem()
{
    return Tr::tr("the folder name is empty");
}

} // namespace

QByteArray manifestJson(QList<ManifestMember> members, const QDateTime &createdUtc,
                        const QList<RecordedProblem> &recorded)
{
    std::sort(members.begin(), members.end(), [](const ManifestMember &a, const ManifestMember &b) {
        return QFile::encodeName(a.name) < QFile::encodeName(b.name);
    });
    QJsonArray array;
    for (const ManifestMember &member : std::as_const(members))
        array.append(QJsonObject{{u"name"_s, member.name}, {u"size"_s, member.size}, {u"sha256"_s, member.sha256}});
    array.append(QJsonObject{{u"name"_s, kManifestName},
                             {u"size"_s, QJsonValue()},
                             {u"sha256"_s, QJsonValue()},
                             {u"note"_s, u"the manifest lists itself without a size or hash"_s}});
    QJsonObject json{{u"format"_s, kFormat},
                     {u"format_version"_s, kManifestFormatVersion},
                     {u"created_utc"_s, createdUtc.toUTC().toString(Qt::ISODate)},
                     {u"members"_s, array}};
    if (!recorded.isEmpty())
        json.insert(kOpenProblems, recordedToJson(recorded));
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

Result<QList<ManifestMember>> writeManifest(const QString &folder, const QDateTime &createdUtc, ExistingFile existing,
                                            const QList<RecordedProblem> &recorded, ManifestCache *cache,
                                            const QString &excludedFolder)
{
    const QByteArray excluded = excludedFolder.isEmpty() ? QByteArray() : QFile::encodeName(excludedFolder) + '/';
    if (folder.isEmpty())
        return Error{emptyFolderProblem()};
    auto tree = walkFolder(folder);
    if (!tree)
        return Error{tree.error()};
    if (!tree->problems.isEmpty())
        return Error{tree->problems.constFirst()};
    QList<ManifestMember> members;
    QHash<QByteArray, ManifestCache::Entry> seen; // the cache after this write: today's members only
    qsizetype hashed = 0;
    for (const TreeFile &file : tree->files) {
        if (file.raw == QFile::encodeName(kManifestName) || (!excluded.isEmpty() && file.raw.startsWith(excluded)))
            continue;
        if (file.size > kMaxManifestMemberBytes)
            return Error{memberTooLarge(displaySafe(file.name), file.size)};
        std::optional<ManifestCache::Entry> known;
        if (cache) {
            if (const auto it = cache->entries.constFind(file.raw); it != cache->entries.constEnd())
                known = *it;
        }
        QString sha256;
        if (known && known->size == file.size && known->modifiedNs == file.modifiedNs && known->inode == file.inode
            && known->device == file.device) {
            sha256 = known->sha256;
        } else {
            auto hashedNow = sha256OfFile(folder, file.raw, file.size, displaySafe(file.name));
            if (!hashedNow)
                return Error{hashedNow.error()};
            sha256 = *hashedNow;
            ++hashed;
        }
        seen.insert(file.raw, {file.size, file.modifiedNs, file.inode, file.device, sha256});
        members.append(ManifestMember{file.name, file.size, sha256});
    }
    Status written = saveFile(folder + u'/' + kManifestName, manifestJson(members, createdUtc, recorded), existing);
    if (!written)
        return Error{written.error()};
    if (cache) {
        cache->entries = std::move(seen);
        cache->hashed = hashed;
    }
    return members;
}

ManifestCheck parseManifest(const QByteArray &bytes, const QString &name)
{
    ManifestCheck check;
    Problems problems(check);
    const StrictJson parsed = parseJsonStrict(bytes);
    if (parsed.duplicateKey) {
        problems.add(Tr::tr("%1: offset %2: %3").arg(name).arg(parsed.errorOffset).arg(parsed.problem));
        return check;
    }
    const QJsonDocument &doc = parsed.document;
    if (!doc.isObject() || doc.object().value(u"format"_s).toString() != kFormat) {
        problems.add(Tr::tr("%1: not an IteraGPU Lab manifest").arg(name));
        return check;
    }
    check.members = listedMembers(doc.object(), name, problems);
    check.recorded = recordedFromJson(doc.object(), name, problems, &check.recordedCount);
    return check;
}

ManifestCheck checkManifest(const QString &folder)
{
    ManifestCheck check;
    Problems problems(check);
    if (folder.isEmpty()) {
        problems.add(emptyFolderProblem());
        return check;
    }
    const QString manifestPath = folder + u'/' + kManifestName;
    const QString manifestName = displaySafe(manifestPath);
    auto text = readTextFile(manifestPath, kMaxManifestBytes, Links::Refuse);
    if (!text) {
        problems.add(text.error());
        return check;
    }
    check = parseManifest(text->toUtf8(), manifestName);
    if (!check.verified())
        return check;

    auto tree = walkFolder(folder);
    if (!tree) {
        problems.add(tree.error());
        return check;
    }
    for (const QString &problem : std::as_const(tree->problems))
        problems.add(problem);
    // Names are compared as the file system holds them (bytes): a listed name is encoded once,
    // never an entry's name decoded (two names that decode alike are two files).
    QHash<QByteArray, qint64> found; // regular files by raw relative name, with their lstat size
    for (const TreeFile &file : std::as_const(tree->files))
        found.insert(file.raw, file.size);
    const QSet<QByteArray> refused(tree->refusedNames.begin(), tree->refusedNames.end()); // reported above

    QSet<QByteArray> listedNames{QFile::encodeName(kManifestName)};
    for (const ManifestMember &member : std::as_const(check.members)) {
        const QByteArray raw = QFile::encodeName(member.name);
        listedNames.insert(raw);
        const QString shown = displaySafe(member.name);
        const auto file = found.constFind(raw);
        if (file == found.constEnd()) {
            if (!refused.contains(raw))
                problems.add(Tr::tr("%1: missing (listed in the manifest)").arg(shown));
        } else if (*file != member.size) {
            problems.add(Tr::tr("%1: size %2 bytes, the manifest says %3").arg(shown).arg(*file).arg(member.size));
        } else {
            auto sha256 = sha256OfFile(folder, raw, member.size, shown);
            if (!sha256)
                problems.add(sha256.error());
            else if (*sha256 != member.sha256)
                problems.add(Tr::tr("%1: SHA-256 does not match the manifest").arg(shown));
        }
    }
    for (const TreeFile &file : std::as_const(tree->files)) {
        if (!listedNames.contains(file.raw))
            problems.add(Tr::tr("%1: not listed in the manifest").arg(shownRawName(file.raw)));
    }
    return check;
}

Result<QList<ManifestMember>> verifyManifest(const QString &folder)
{
    ManifestCheck check = checkManifest(folder);
    if (check.verified())
        return check.members;
    if (check.problemCount == 1)
        return Error{check.problems.constFirst()};
    return Error{
        Tr::tr("%1 (and %n more problem(s))", nullptr, int(std::min<qsizetype>(check.problemCount - 1, INT_MAX)))
            .arg(check.problems.constFirst())};
}

} // namespace IteraGpu
