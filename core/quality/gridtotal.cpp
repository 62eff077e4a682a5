#include "core/quality/gridtotal.h"

#include "core/measure/runstatus.h"

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

// The row's pinned package is the package: every cell the row copied from it when it was added.
bool pinnedTo(const ResultRow &row, const PackageCost &package)
{
    return row[ResultColumn::GpuId] == package.tariff.gpuId
        && row[ResultColumn::DurationDays] == QString::number(package.tariff.durationDays)
        && row[ResultColumn::Lots] == QString::number(package.request.lots)
        && row[ResultColumn::LotPriceCents] == QString::number(package.tariff.priceCents)
        && row[ResultColumn::CatalogSnapshot] == package.tariff.snapshot;
}

} // namespace

bool isDryRunRow(const ResultRow &row)
{
    return row[ResultColumn::Device] == u"cpu"_s;
}

GridTotal gridTotalForPackage(const ResultsGrid &grid, const PackageCost &package)
{
    GridTotal total;
    for (const ResultRow &row : grid.rows()) {
        if (isDryRunRow(row))
            ++total.dryRun;
        else if (row[ResultColumn::RunStatus] != runStatusName(RunStatus::Complete))
            ++total.notCompleted;
        else if (!pinnedTo(row, package))
            ++total.otherPackage;
        else if (row[ResultColumn::AcceptedResults].isEmpty())
            ++total.noAcceptedResults;
        else {
            ++total.counted;
            // validateCell bounds accepted_results, so the sum of kMaxGridRows of them fits.
            total.accepted += row[ResultColumn::AcceptedResults].toLongLong();
        }
    }
    return total;
}

} // namespace IteraGpu
