#pragma once

#include "core/quality/packagecost.h"
#include "core/quality/resultsgrid.h"

#include <optional>

namespace IteraGpu {

// "Use grid total": the accepted results that may divide one package's price. Only complete rows
// pinned to that package count: the same gpu_id, duration_days, lots, lot_price_cents and
// catalog_snapshot as the package. Every other row is left out, and the count of each reason is
// kept so that the window can say what it left out.
struct GridTotal
{
    qint64 accepted = 0; // the sum over the counted rows
    int counted = 0; // rows that count
    int otherPackage = 0; // complete rows pinned to another package, or to none
    int dryRun = 0; // device "cpu": never a cost denominator
    int notCompleted = 0; // failed or cancelled runs
    int noAcceptedResults = 0; // complete rows of the package without accepted_results
    // The first complete GPU row pinned to another package (or to none): the first of its five
    // cells that differs from the package, so that the window can say what keeps it out.
    struct Mismatch
    {
        int row = -1;
        int column = -1; // a ResultColumn
        QString cell; // the row's text
        QString expected; // the package's
    };
    std::optional<Mismatch> firstOtherPackage;

    int leftOut() const { return otherPackage + dryRun + notCompleted + noAcceptedResults; }
};

// A CPU dry run: device "cpu". Such a row never carries a tariff or accepted results.
bool isDryRunRow(const ResultRow &row);

GridTotal gridTotalForPackage(const ResultsGrid &grid, const PackageCost &package);

} // namespace IteraGpu
