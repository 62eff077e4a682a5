#include "core/experiment/experimentexport.h"

#include "core/experiment/experiment.h"
#include "core/files/newfolder.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/sha256.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>

#include <list>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ExperimentExport)
};

const QString kChartsFolder = u"charts"_s;

// The folder for `relative` ("reports/a.json" -> the NewFolder of "reports"), made on first use.
Result<NewFolder *> folderFor(NewFolder &root, QHash<QString, NewFolder *> &made, std::list<NewFolder> &owned,
                              const QString &relative, QString *fileName)
{
    QStringList parts = relative.split(u'/');
    *fileName = parts.takeLast();
    NewFolder *folder = &root;
    QString path;
    for (const QString &part : parts) {
        path = path.isEmpty() ? part : path + u'/' + part;
        if (NewFolder *known = made.value(path)) {
            folder = known;
            continue;
        }
        auto sub = folder->createSubfolder(part);
        if (!sub)
            return sub.failure();
        owned.push_back(std::move(*sub));
        folder = &owned.back();
        made.insert(path, folder);
    }
    return folder;
}

} // namespace

Result<ExperimentCheck> exportExperiment(const QString &source, const QString &destination,
                                         const QList<BundleImage> &extras, const QDateTime &createdUtc)
{
    const ExperimentCheck before = checkExperiment(source);
    if (!before.verified()) {
        const QString first
            = before.manifest.problems.isEmpty() ? before.rowProblems.value(0) : before.manifest.problems.first();
        return Error{Tr::tr("%1 does not verify, so it is not copied: %2").arg(displaySafe(source), first)};
    }
    auto root = NewFolder::create(destination);
    if (!root)
        return root.failure();
    QHash<QString, NewFolder *> made;
    std::list<NewFolder> owned; // stable addresses for `made`
    for (const ManifestMember &member : before.manifest.members) {
        // What this user's window remembered (its open reports, the calculator) is no evidence and
        // names folders of this computer: it stays behind.
        if (member.name == ExperimentFile::window)
            continue;
        const QString from = QDir(source).filePath(member.name);
        auto bytes = readFileBytes(from, kMaxInputBytes, Links::Refuse);
        if (!bytes)
            return bytes.failure();
        const QString sha = sha256Hex(*bytes);
        if (bytes->size() != member.size || sha != member.sha256)
            return Error{Tr::tr("%1: changed while it was copied; export again").arg(displaySafe(from))};
        QString fileName;
        auto folder = folderFor(*root, made, owned, member.name, &fileName);
        if (!folder)
            return folder.failure();
        if (Status written = (*folder)->writeNewFile(fileName, *bytes); !written)
            return written.failure();
    }
    for (const BundleImage &extra : extras) {
        QString fileName;
        auto folder = folderFor(*root, made, owned, kChartsFolder + u'/' + extra.fileName, &fileName);
        if (!folder)
            return folder.failure();
        if (Status written = (*folder)->writeNewFile(fileName, extra.png); !written)
            return written.failure();
    }
    if (auto manifest = writeManifest(destination, createdUtc, ExistingFile::Refuse); !manifest)
        return manifest.failure();
    return checkExperiment(destination);
}

} // namespace IteraGpu
