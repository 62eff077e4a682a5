#include "manifest.h"

#include "textfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Manifest)
};

Result<ManifestMember> hashFile(const QDir &dir, const QString &name)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::ReadOnly))
        return Error{Tr::tr("%1: cannot be read (%2)").arg(name, file.errorString())};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file))
        return Error{Tr::tr("%1: cannot be read").arg(name)};
    return ManifestMember{name, file.size(), QString::fromLatin1(hash.result().toHex())};
}

QStringList filesUnder(const QDir &dir)
{
    QStringList names;
    QDirIterator it(dir.path(), QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext())
        names.append(dir.relativeFilePath(it.next()));
    names.removeAll(kManifestName);
    names.sort();
    return names;
}

} // namespace

Result<QList<ManifestMember>> writeManifest(const QString &folder, const QDateTime &createdUtc)
{
    const QDir dir(folder);
    if (!dir.exists())
        return Error{Tr::tr("%1: the folder does not exist").arg(folder)};
    QList<ManifestMember> members;
    QJsonArray array;
    for (const QString &name : filesUnder(dir)) {
        auto member = hashFile(dir, name);
        if (!member)
            return Error{member.error()};
        members.append(*member);
        array.append(QJsonObject{{u"name"_s, member->name}, {u"size"_s, member->size}, {u"sha256"_s, member->sha256}});
    }
    array.append(QJsonObject{{u"name"_s, kManifestName},
                             {u"size"_s, QJsonValue()},
                             {u"sha256"_s, QJsonValue()},
                             {u"note"_s, u"the manifest lists itself without a size or hash"_s}});
    const QJsonObject json{{u"format"_s, u"iteragpu-lab/manifest"_s},
                           {u"format_version"_s, 1},
                           {u"created_utc"_s, createdUtc.toUTC().toString(Qt::ISODate)},
                           {u"members"_s, array}};
    Status written
        = writeFileAtomically(dir.filePath(kManifestName), QJsonDocument(json).toJson(QJsonDocument::Indented));
    if (!written)
        return Error{written.error()};
    return members;
}

Result<QList<ManifestMember>> verifyManifest(const QString &folder)
{
    const QDir dir(folder);
    auto text = readTextFile(dir.filePath(kManifestName));
    if (!text)
        return Error{text.error()};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text->toUtf8(), &parseError);
    if (!doc.isObject() || doc.object().value(u"format"_s).toString() != u"iteragpu-lab/manifest"_s)
        return Error{Tr::tr("%1: not an IteraGPU Lab manifest").arg(dir.filePath(kManifestName))};
    QList<ManifestMember> listed;
    QSet<QString> names;
    for (const QJsonValue &value : doc.object().value(u"members"_s).toArray()) {
        const QJsonObject o = value.toObject();
        const QString name = o.value(u"name"_s).toString();
        if (name == kManifestName)
            continue;
        if (name.isEmpty() || name.startsWith(u'/') || name.split(u'/').contains(u".."_s) || names.contains(name))
            return Error{Tr::tr("%1: invalid or repeated member name '%2'").arg(kManifestName, name)};
        names.insert(name);
        listed.append(ManifestMember{name, o.value(u"size"_s).toInteger(-1), o.value(u"sha256"_s).toString()});
    }
    for (const ManifestMember &member : listed) {
        if (!QFileInfo(dir.filePath(member.name)).isFile())
            return Error{Tr::tr("%1: missing (listed in the manifest)").arg(member.name)};
        auto actual = hashFile(dir, member.name);
        if (!actual)
            return Error{actual.error()};
        if (actual->size != member.size)
            return Error{
                Tr::tr("%1: size %2 bytes, the manifest says %3").arg(member.name).arg(actual->size).arg(member.size)};
        if (actual->sha256 != member.sha256)
            return Error{Tr::tr("%1: SHA-256 does not match the manifest").arg(member.name)};
    }
    for (const QString &name : filesUnder(dir)) {
        if (!names.contains(name))
            return Error{Tr::tr("%1: not listed in the manifest").arg(name)};
    }
    return listed;
}

} // namespace IteraGpu
