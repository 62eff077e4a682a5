#pragma once

#include "core/files/manifest.h"
#include "core/quality/resultsgrid.h"

#include <QString>
#include <QStringList>

#include <concepts>
#include <utility>

namespace IteraGpu {

// What `iteragpu verify` finds in an experiment folder (or in an exported copy of one): the
// manifest check of the whole tree, and for every row that cites a report (measurement_file) that
// the file is in the folder, below reports/, and that its SHA-256 starts with the prefix the row
// recorded in its notes (reportTraceSha). A row citing a report without a recorded prefix is a
// problem too: nothing would tell a changed report from the measured one.
// Its problems are kept as the manifest's are: every one counted, the first
// ManifestCheck::kMaxProblemLines kept as lines (a 100,000-row grid of broken rows is one count and
// fifty lines, not 100,000 messages in memory).
struct ExperimentCheck
{
    ManifestCheck manifest;
    QStringList rowProblems; // "resultats-bruts.csv row 2 (run-002): reports/run-a.json is missing"
    qsizetype rowProblemCount = 0; // all of them
    bool verified() const { return manifest.verified() && rowProblemCount == 0; }
    // Counts a problem; `line` makes its text, called only while fewer than the maximum are kept.
    template <std::invocable Line> void addRowProblem(Line &&line)
    {
        if (++rowProblemCount <= ManifestCheck::kMaxProblemLines)
            rowProblems << std::forward<Line>(line)();
    }
    void addRowProblem(const QString &problem)
    {
        addRowProblem([&] { return problem; });
    }
};

ExperimentCheck checkExperiment(const QString &folder);

// The SHA-256 checks alone, for a grid and the folder its reports are relative to, into `check`.
void checkCitedReports(const QString &folder, const ResultsGrid &grid, ExperimentCheck &check);

} // namespace IteraGpu
