#include "quality/reportbundle.h"

#include "files/manifest.h"
#include "files/textfile.h"

#include <QCoreApplication>
#include <QDir>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ReportBundle)
};

Status writeParts(const QDir &dir, const BundleContents &contents, QStringList &notes)
{
    if (contents.measurement) {
        if (Status s = writeMeasurementReport(dir.filePath(u"measurement.json"_s), *contents.measurement); !s)
            return s;
        if (Status s = writeNewFile(dir.filePath(u"phases.csv"_s), contents.phasesCsv); !s)
            return s;
        for (const BundleImage &chart : contents.charts) {
            if (Status s = writeNewFile(dir.filePath(chart.fileName), chart.png); !s)
                return s;
        }
    } else {
        notes.append(Tr::tr("no measurement report yet: measurement.json, phases.csv and the charts are left out"));
    }
    if (contents.environment) {
        if (Status s
            = writeEnvironmentReport(dir.filePath(u"environment.json"_s), *contents.environment, ExistingFile::Refuse);
            !s)
            return s;
    } else {
        notes.append(Tr::tr("the environment was not probed: environment.json is left out"));
    }
    if (Status s = contents.grid.save(dir.filePath(u"resultats-bruts.csv"_s), ExistingFile::Refuse); !s)
        return s;
    if (Status s = contents.protocol.save(dir.filePath(u"protocol.json"_s), ExistingFile::Refuse); !s)
        return s;
    if (contents.cost) {
        if (Status s = writePackageCost(dir.filePath(u"cost.json"_s), *contents.cost, ExistingFile::Refuse); !s)
            return s;
    } else {
        notes.append(Tr::tr("no valid package cost: cost.json is left out"));
    }
    return {};
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
    const QDir dir(folder);
    if (dir.exists())
        return Error{Tr::tr("%1 exists already; a bundle goes into a new folder").arg(folder)};
    if (!QDir().mkpath(folder))
        return Error{Tr::tr("%1: the folder cannot be created").arg(folder)};
    QStringList notes;
    if (Status written = writeParts(dir, contents, notes); !written)
        return Error{written.error()};
    if (auto manifest = writeManifest(dir.path(), createdUtc, ExistingFile::Refuse, recordedProblems(contents));
        !manifest)
        return Error{manifest.error()};
    if (!contents.gridProblems.isEmpty())
        notes.append(Tr::tr("the results grid has %n open problem(s), recorded in MANIFEST.json", nullptr,
                            int(contents.gridProblems.size())));
    return notes;
}

} // namespace IteraGpu
