#pragma once

#include "core/quality/catalog.h"
#include "core/quality/gridnotes.h"
#include "core/quality/qualityprotocol.h"
#include "core/quality/resultsgrid.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// The checks of the results grid across its cells and against the loaded tariff catalog and
// quality protocol. Each cell is valid on its own (ResultsGrid::validateCell); these find rows
// that contradict something else. A problem never blocks an edit: it is shown where it is, and
// the user may keep the row by saying why in its notes ("accepted: reason", see acceptanceReason).
enum class GridProblemKind
{
    ThresholdContradiction, // threshold_met disagrees with quality_value and the protocol's threshold
    UnknownGpu, // gpu_id not in the loaded catalog
    UnknownDuration, // no package of duration_days for that gpu_id in the loaded catalog
    MissingTariff, // gpu_id, duration_days, lots or lot_price_cents empty on a run that is not a CPU dry run
    RepeatedMeasurement, // measurement_file, or the report's SHA-256 in notes, already used by an earlier row
    DryRunPriced, // a CPU dry run (device cpu) with a tariff cell or accepted_results filled
    NoProtocolVersion, // the row names no version of the fixed protocol (added before it was fixed)
};

struct GridProblem
{
    GridProblemKind kind = GridProblemKind::MissingTariff;
    int row = 0; // index in the grid
    QList<int> columns; // the cells concerned (ResultColumn), the first one names the problem
    QString message; // translated, one line: "Row 2 (run-002), Threshold met: …"
    QString acceptedBecause; // the reason of the row's "accepted:" note; empty while open

    bool isOpen() const { return acceptedBecause.isEmpty(); }
    friend bool operator==(const GridProblem &, const GridProblem &) = default;
};

// What the rows are checked against. Without a catalog the tariff checks that need one are
// skipped; without a usable comparison and threshold the threshold check is.
struct GridReferences
{
    std::optional<Catalog> catalog;
    std::optional<ProtocolFields> protocol;
    // In an experiment: the SHA-256 of every version of its fixed protocol (the one fixed, then each
    // amendment's); each row must name one of them (protocolVersionNote). Empty: no protocol is
    // fixed yet, so every row is a problem. Without a value (a loose grid) the check is skipped.
    std::optional<QStringList> protocolVersions;
};

// Every problem of `grid`, by row then kind. Repetitions are reported on the later rows.
QList<GridProblem> checkGridConsistency(const ResultsGrid &grid, const GridReferences &references);

// The problems that no "accepted:" note covers.
QList<GridProblem> openProblems(const QList<GridProblem> &problems);

// A short, stable name of the kind for files: "threshold-contradiction", "unknown-gpu", …
QString gridProblemCode(GridProblemKind kind);

} // namespace IteraGpu
