#pragma once

#include "core/device/environment.h"
#include "core/measure/measurementreport.h"
#include "core/quality/gridconsistency.h"
#include "core/quality/packagecost.h"
#include "core/quality/qualityprotocol.h"
#include "core/quality/resultsgrid.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// An image the UI rendered for the bundle.
struct BundleImage
{
    QString fileName; // inside the bundle folder: "chart-time.png"
    QByteArray png;
};

// Everything a report bundle holds, as plain data the UI collects. A part that does not exist
// yet (no measurement written, no environment probed, no valid package cost) is left out.
struct BundleContents
{
    std::optional<MeasurementReport> measurement; // measurement.json
    QByteArray phasesCsv; // phases.csv (UTF-8), written with the measurement only
    QList<BundleImage> charts; // written with the measurement only
    std::optional<EnvironmentReport> environment; // environment.json
    ResultsGrid grid; // resultats-bruts.csv
    // The grid's open problems (checkGridConsistency) the user chose to export anyway: recorded
    // in MANIFEST.json's "open_problems", which `iteragpu verify` prints.
    QList<GridProblem> gridProblems;
    QualityProtocol protocol; // protocol.json
    std::optional<PackageCost> cost; // cost.json
};

// Writes every part into `folder`, which must not exist yet, then MANIFEST.json with the size
// and SHA-256 of each file (of the bytes written). The folder is created exclusively and every
// part written as a new file relative to its descriptor (NewFolder): a symbolic link that appears
// at the folder's name is refused, one that appears later is never followed. Returns one
// translated note per part left out. The error names the folder or the file that could not be
// written; what was written before it stays.
Result<QStringList> writeBundle(const QString &folder, const BundleContents &contents,
                                const QDateTime &createdUtc = QDateTime::currentDateTimeUtc());

} // namespace IteraGpu
