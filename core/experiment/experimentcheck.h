#pragma once

#include "core/files/manifest.h"
#include "core/quality/resultsgrid.h"

#include <QString>
#include <QStringList>

namespace IteraGpu {

// What `iteragpu verify` finds in an experiment folder (or in an exported copy of one): the
// manifest check of the whole tree, and for every row that cites a report (measurement_file) that
// the file is in the folder, below reports/, and that its SHA-256 starts with the prefix the row
// recorded in its notes (reportTraceSha). A row citing a report without a recorded prefix is a
// problem too: nothing would tell a changed report from the measured one.
struct ExperimentCheck
{
    ManifestCheck manifest;
    QStringList rowProblems; // "resultats-bruts.csv row 2 (run-002): reports/run-a.json is missing"
    bool verified() const { return manifest.verified() && rowProblems.isEmpty(); }
};

ExperimentCheck checkExperiment(const QString &folder);

// The SHA-256 checks alone, for a grid and the folder its reports are relative to.
QStringList checkCitedReports(const QString &folder, const ResultsGrid &grid);

} // namespace IteraGpu
