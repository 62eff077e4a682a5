#include "core/quality/gridtotal.h"

#include "core/measure/runstatus.h"

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

// The row's pinned package is the package when every cell the row copied from it is the same:
// the first that differs, as (column, the package's text), or none.
std::optional<std::pair<int, QString>> firstDifference(const ResultRow &row, const PackageCost &package)
{
    const std::pair<int, QString> cells[] = {
        {ResultColumn::GpuId, package.tariff.gpuId},
        {ResultColumn::DurationDays, QString::number(package.tariff.durationDays)},
        {ResultColumn::Lots, QString::number(package.request.lots)},
        {ResultColumn::LotPriceCents, QString::number(package.tariff.priceCents)},
        {ResultColumn::CatalogSnapshot, package.tariff.snapshot},
    };
    for (const auto &[column, expected] : cells) {
        if (row[column] != expected)
            return std::pair{column, expected};
    }
    return std::nullopt;
}

} // namespace

bool isDryRunRow(const ResultRow &row)
{
    return row[ResultColumn::Device] == u"cpu"_s;
}

GridTotal gridTotalForPackage(const ResultsGrid &grid, const PackageCost &package)
{
    GridTotal total;
    for (int r = 0; r < grid.rowCount(); ++r) {
        const ResultRow &row = grid.row(r);
        std::optional<std::pair<int, QString>> difference;
        if (isDryRunRow(row))
            ++total.dryRun;
        else if (row[ResultColumn::RunStatus] != runStatusName(RunStatus::Complete))
            ++total.notCompleted;
        else if ((difference = firstDifference(row, package))) {
            ++total.otherPackage;
            if (!total.firstOtherPackage)
                total.firstOtherPackage
                    = GridTotal::Mismatch{r, difference->first, row[difference->first], difference->second};
        } else if (row[ResultColumn::AcceptedResults].isEmpty())
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
