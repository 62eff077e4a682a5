#include "core/quality/reportbundle.h"

#include "core/files/manifest.h"
#include "core/files/newfolder.h"
#include "core/util/displaytext.h"
#include "core/util/sha256.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ReportBundle)
};

// The bundle's files as (name, bytes), in the order they are written; a note for each part left out.
QList<std::pair<QString, QByteArray>> bundleParts(const BundleContents &contents, QStringList &notes)
{
    QList<std::pair<QString, QByteArray>> parts;
    if (contents.measurement) {
        parts.append(
            {u"measurement.json"_s, QJsonDocument(contents.measurement->toJson()).toJson(QJsonDocument::Indented)});
        parts.append({u"phases.csv"_s, contents.phasesCsv});
        for (const BundleImage &chart : contents.charts)
            parts.append({chart.fileName, chart.png});
    } else {
        notes.append(Tr::tr("no measurement report yet: measurement.json, phases.csv and the charts are left out"));
    }
    if (contents.environment)
        parts.append({u"environment.json"_s, contents.environment->toJsonText()});
    else
        notes.append(Tr::tr("the environment was not probed: environment.json is left out"));
    parts.append({u"resultats-bruts.csv"_s, contents.grid.toCsv().toUtf8()});
    parts.append({u"protocol.json"_s, QJsonDocument(contents.protocol.toJson()).toJson(QJsonDocument::Indented)});
    if (contents.cost)
        parts.append(
            {u"cost.json"_s, QJsonDocument(packageCostToJson(*contents.cost)).toJson(QJsonDocument::Indented)});
    else
        notes.append(Tr::tr("no valid package cost: cost.json is left out"));
    return parts;
}

QList<RecordedProblem> recordedProblems(const BundleContents &contents)
{
    QList<RecordedProblem> recorded;
    for (const GridProblem &problem : contents.gridProblems) {
        const QString runId
            = problem.row < contents.grid.rowCount() ? contents.grid.row(problem.row)[ResultColumn::RunId] : QString();
        const QString place = u"resultats-bruts.csv row %1 (%2), %3"_s.arg(problem.row + 1)
                                  .arg(runId, ResultsGrid::columnName(problem.columns.value(0)));
        recorded.append({place, gridProblemCode(problem.kind), problem.message});
    }
    return recorded;
}

} // namespace

Result<QStringList> writeBundle(const QString &folder, const BundleContents &contents, const QDateTime &createdUtc)
{
    struct stat info;
    if (::lstat(QFile::encodeName(folder).constData(), &info) == 0)
        return Error{Tr::tr("%1 exists already; a bundle goes into a new folder").arg(displaySafe(folder))};
    // Made exclusively and written through its descriptor only: a link that appears on the path
    // from here on is refused or never followed (NewFolder).
    auto dir = NewFolder::create(folder);
    if (!dir) {
        if (dir.errorField() == NewFolder::kExistsField)
            return Error{Tr::tr("%1 exists already; a bundle goes into a new folder").arg(displaySafe(folder))};
        return Error{dir.error()};
    }
    QStringList notes;
    QList<ManifestMember> members;
    for (const auto &[name, bytes] : bundleParts(contents, notes)) {
        if (Status written = dir->writeNewFile(name, bytes); !written)
            return Error{written.error()};
        members.append(ManifestMember{name, bytes.size(), sha256Hex(bytes)});
    }
    const QByteArray manifest = manifestJson(members, createdUtc, recordedProblems(contents));
    if (Status written = dir->writeNewFile(kManifestName, manifest); !written)
        return Error{written.error()};
    if (!contents.gridProblems.isEmpty())
        notes.append(Tr::tr("the results grid has %n open problem(s), recorded in MANIFEST.json", nullptr,
                            int(contents.gridProblems.size())));
    return notes;
}

} // namespace IteraGpu
