#include "core/experiment/experimentcheck.h"

#include "core/experiment/experiment.h"
#include "core/experiment/experimentchange.h"
#include "core/files/foldertree.h"
#include "core/files/textfile.h"
#include "core/quality/catalog.h"
#include "core/quality/gridnotes.h"
#include "core/quality/reportrow.h"
#include "core/reports/reportreader.h"
#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <array>
#include <functional>
#include <optional>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ExperimentCheck)
};

// Whether `cell` names a file below reports/ by a plain relative path: no absolute path, no "."
// or ".." component, no empty one.
bool isBelowReports(const QString &cell)
{
    if (cell.startsWith(u'/') || cell.contains(u'\\'))
        return false;
    const QStringList parts = cell.split(u'/');
    if (parts.size() < 2 || parts.constFirst() != ExperimentFile::reports)
        return false;
    for (const QString &part : parts) {
        if (part.isEmpty() || part == u"."_s || part == u".."_s)
            return false;
    }
    return true;
}

// The size of the entry at `raw` under `folder`, without following a link at its final name; -1
// when there is nothing there. sha256OfFile then refuses a link on the way and a non-regular file.
qint64 entrySize(const QString &folder, const QByteArray &raw)
{
    struct stat st
    {
    };
    const QByteArray path = QFile::encodeName(fileSystemPath(folder)) + '/' + raw;
    if (::lstat(path.constData(), &st) != 0)
        return -1;
    return qint64(st.st_size);
}

} // namespace

void checkCitedReports(const QString &folder, const ResultsGrid &grid, ExperimentCheck &check)
{
    // Each distinct report is read and hashed once, however many rows name it.
    struct Cited
    {
        QString sha256; // empty when it could not be hashed (the row's problem says why)
        std::function<QString(const QString &place)> problem; // the row's problem, its place given
        std::optional<ResultRow> fromReport; // the row the report itself makes
    };
    QHash<QString, Cited> cited;
    const auto read = [&](const QString &cell) -> const Cited & {
        if (const auto known = cited.constFind(cell); known != cited.constEnd())
            return *known;
        Cited entry;
        const QByteArray raw = cell.toUtf8();
        const qint64 size = entrySize(folder, raw);
        if (size < 0) {
            entry.problem = [](const QString &place) { return Tr::tr("%1 is missing").arg(place); };
        } else if (size > kMaxManifestMemberBytes) {
            entry.problem = [](const QString &place) {
                return Tr::tr("%1 is larger than %2 bytes").arg(place).arg(kMaxManifestMemberBytes);
            };
        } else if (auto sha = sha256OfFile(folder, raw, size, displaySafe(cell, 200)); !sha) {
            entry.problem = [error = sha.error()](const QString &place) {
                return Tr::tr("%1 cannot be read: %2").arg(place, error);
            };
        } else {
            entry.sha256 = *sha;
            auto loaded = readReport(fileSystemPath(folder) + u'/' + cell);
            if (!loaded || !loaded->isMeasurement())
                entry.problem = [error = loaded ? QString() : loaded.error()](const QString &place) {
                    return error.isEmpty() ? Tr::tr("%1 is not a measurement report").arg(place)
                                           : Tr::tr("%1 does not read as a report: %2").arg(place, error);
                };
            else
                entry.fromReport = resultRowFromReport(loaded->measurement().report, QString(), std::nullopt);
        }
        return *cited.insert(cell, entry);
    };
    // What a row says of its run that its report says too (the device, the dtype, the shape and
    // the status): a row relabelled after it was added contradicts the report it cites.
    static constexpr std::array kFromReport{ResultColumn::RunStatus, ResultColumn::Device,  ResultColumn::Dtype,
                                            ResultColumn::Batch,     ResultColumn::Context, ResultColumn::Width};
    for (int i = 0; i < grid.rowCount(); ++i) {
        const ResultRow &row = grid.row(i);
        const QString &cell = row[ResultColumn::MeasurementFile];
        if (cell.isEmpty())
            continue;
        // The row's place in a problem's text, made only for a problem that is kept.
        const auto place = [&] {
            return Tr::tr("%1 row %2 (%3), %4: %5")
                .arg(ExperimentFile::grid)
                .arg(i + 1)
                .arg(displaySafe(row[ResultColumn::RunId], 40), ResultsGrid::columnName(ResultColumn::MeasurementFile),
                     displaySafe(cell, 200));
        };
        if (!isBelowReports(cell)) {
            check.addRowProblem(
                [&] { return Tr::tr("%1 is not a file below reports/ (a relative path without '..')").arg(place()); });
            continue;
        }
        const Cited &report = read(cell);
        if (report.sha256.isEmpty()) {
            check.addRowProblem([&] { return report.problem(place()); });
            continue;
        }
        const QString recorded = reportTraceSha(row[ResultColumn::Notes]);
        if (recorded.isEmpty()) {
            check.addRowProblem([&] {
                return Tr::tr("%1: the row records no SHA-256 of the report (notes: \"report NAME sha256:HEX\")")
                    .arg(place());
            });
            continue;
        }
        if (!report.sha256.startsWith(recorded)) {
            check.addRowProblem([&] {
                return Tr::tr("%1: its SHA-256 %2 does not start with %3, recorded in the row's notes")
                    .arg(place(), report.sha256.left(kTraceHexDigits), recorded);
            });
            continue;
        }
        if (!report.fromReport) {
            check.addRowProblem([&] { return report.problem(place()); });
            continue;
        }
        for (const ResultColumn::Column column : kFromReport) {
            if (row[column] != (*report.fromReport)[column]) {
                check.addRowProblem([&] {
                    return Tr::tr("%1: %2 is \"%3\" in the row, \"%4\" in the report")
                        .arg(place(), ResultsGrid::columnName(column), displaySafe(row[column], 60),
                             displaySafe((*report.fromReport)[column], 60));
                });
                break;
            }
        }
    }
}

ExperimentCheck checkExperiment(const QString &folder)
{
    ExperimentCheck check;
    // A change a stopped writer left is finished or undone first: what is checked is one state.
    if (Status settled = settleExperiment(folder); !settled)
        check.addRowProblem(settled.error());
    check.manifest = checkManifest(folder);
    const QString gridPath = fileSystemPath(folder + u'/' + ExperimentFile::grid);
    const QFileInfo gridInfo(gridPath);
    if (!gridInfo.exists() && !gridInfo.isSymLink()) {
        // An exported bundle of a measurement alone has no grid; an experiment always has one.
        if (isExperimentFolder(folder))
            check.addRowProblem(Tr::tr("%1 is missing").arg(ExperimentFile::grid));
        return check;
    }
    // A bundle exported before experiments existed cites its reports by bare names and has no
    // reports/ folder: its rows are checked only once it carries one.
    const QFileInfo reportsInfo(fileSystemPath(folder + u'/' + ExperimentFile::reports));
    if (!isExperimentFolder(folder) && !reportsInfo.isDir())
        return check;
    // The grid's text goes once parsed, and the grid once its citations are checked: the open
    // below reads them again, and a 100,000-row grid is not held twice.
    {
        auto grid = [&]() -> Result<ResultsGrid> {
            auto text = readTextFile(gridPath, kMaxInputBytes, Links::Refuse);
            if (!text)
                return text.failure();
            return ResultsGrid::parse(*text, ExperimentFile::grid);
        }();
        if (!grid) {
            check.addRowProblem(grid.error());
            return check;
        }
        checkCitedReports(folder, *grid, check);
    }
    // Every file read as the window and `show` read it (a protocol or a catalog snapshot `show`
    // refuses does not verify).
    if (isExperimentFolder(folder)) {
        auto opened = openExperiment(folder);
        if (!opened) {
            check.addRowProblem(opened.error());
        } else if (!opened->catalogFile.isEmpty()) {
            if (auto catalog = Catalog::load(folder + u'/' + opened->catalogFile); !catalog)
                check.addRowProblem(catalog.error());
        }
    }
    return check;
}

} // namespace IteraGpu
