#include "core/experiment/experimentsummary.h"

#include "core/quality/catalog.h"
#include "core/quality/gridtotal.h"
#include "core/quality/packagecost.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ExperimentSummary)
};

// The packages complete GPU rows were pinned to, each counted by gridTotalForPackage: the rule of
// the window's "Use grid total", applied to every package at once.
QList<PackageSummary> packagesOf(const ResultsGrid &grid)
{
    using Key = std::tuple<QString, QString, QString, QString, QString>; // gpu, days, lots, lot price, snapshot
    QMap<Key, PackageSummary> packages;
    for (const ResultRow &row : grid.rows()) {
        if (isDryRunRow(row) || row[ResultColumn::RunStatus] != runStatusName(RunStatus::Complete))
            continue;
        PackageSummary package{row[ResultColumn::GpuId], row[ResultColumn::DurationDays], row[ResultColumn::Lots],
                               row[ResultColumn::LotPriceCents], row[ResultColumn::CatalogSnapshot]};
        if (package.gpuId.isEmpty() || package.durationDays.isEmpty() || package.lots.isEmpty()
            || package.lotPriceCents.isEmpty())
            continue;
        packages.insert({package.gpuId, package.durationDays, package.lots, package.lotPriceCents, package.snapshot},
                        package);
    }
    QList<PackageSummary> summaries;
    for (PackageSummary package : std::as_const(packages)) {
        // The cells were validated when the grid was read: whole numbers within domainlimits.h, so
        // the product fits (at most 10^12 cents times 10^4 lots).
        PackageCost pinned;
        pinned.tariff.gpuId = package.gpuId;
        pinned.tariff.durationDays = package.durationDays.toInt();
        pinned.tariff.priceCents = package.lotPriceCents.toLongLong();
        pinned.tariff.snapshot = package.snapshot;
        pinned.request.lots = package.lots.toInt();
        const GridTotal total = gridTotalForPackage(grid, pinned);
        package.totalCents = pinned.tariff.priceCents * pinned.request.lots;
        package.rows = total.counted + total.noAcceptedResults;
        package.rowsWithAccepted = total.counted;
        package.accepted = total.accepted;
        summaries.append(package);
    }
    return summaries;
}

} // namespace

QString PackageSummary::unitCostCents() const
{
    return accepted > 0 ? Exact::quotient(totalCents, accepted, kUnitCostCentDecimals) : QString();
}

QJsonObject ExperimentSummary::toJson() const
{
    QJsonObject rows{{u"total"_s, rowCount}};
    for (auto it = rowsByStatus.cbegin(); it != rowsByStatus.cend(); ++it)
        rows.insert(runStatusName(it.key()), it.value());
    QJsonArray lines;
    for (const GridProblem &problem : openProblems.first(std::min(openProblems.size(), kMaxListedProblems)))
        lines.append(QJsonObject{{u"kind"_s, gridProblemCode(problem.kind)}, {u"message"_s, problem.message}});
    QJsonArray costs;
    for (const PackageSummary &package : packages) {
        const QString unitCost = package.unitCostCents();
        costs.append(QJsonObject{{u"gpu_id"_s, package.gpuId},
                                 {u"duration_days"_s, package.durationDays},
                                 {u"lots"_s, package.lots},
                                 {u"lot_price_cents"_s, package.lotPriceCents},
                                 {u"catalog_snapshot"_s, package.snapshot},
                                 {u"total_cents"_s, QString::number(package.totalCents)},
                                 {u"rows"_s, package.rows},
                                 {u"rows_with_accepted_results"_s, package.rowsWithAccepted},
                                 {u"accepted_results"_s, QString::number(package.accepted)},
                                 {u"unit_cost_cents"_s, unitCost.isEmpty() ? QJsonValue() : QJsonValue(unitCost)}});
    }
    const bool fixed = protocol.isFixed();
    return QJsonObject{
        {u"format"_s, QLatin1String(kExperimentSummaryFormat)},
        {u"format_version"_s, kExperimentSummaryFormatVersion},
        {u"title"_s, index.title},
        {u"created_utc"_s, index.createdUtc.toString(Qt::ISODate)},
        {u"protocol"_s,
         QJsonObject{
             {u"fixed"_s, fixed},
             {u"fixed_at_utc"_s, fixed ? QJsonValue(protocol.lock()->fixedAtUtc.toString(Qt::ISODate)) : QJsonValue()},
             {u"sha256"_s, fixed ? QJsonValue(protocol.lock()->sha256) : QJsonValue()},
             {u"amendments"_s, int(protocol.history().size())}}},
        {u"rows"_s, rows},
        {u"open_problems"_s, QJsonObject{{u"count"_s, int(openProblems.size())}, {u"lines"_s, lines}}},
        {u"packages"_s, costs},
        {u"unit_cost_rule"_s, unitCostRoundingRule()},
    };
}

Result<ExperimentSummary> summarizeExperiment(const QString &folder)
{
    const ExperimentCheck check = checkExperiment(folder);
    if (!check.verified()) {
        const qsizetype count = check.manifest.problemCount + check.rowProblemCount;
        const QString first
            = check.manifest.problems.isEmpty() ? check.rowProblems.value(0) : check.manifest.problems.constFirst();
        return Error{Tr::tr("%1 does not verify (%2 problem(s), the first: %3); nothing is summarised from a folder "
                            "whose files differ from what was recorded")
                         .arg(folder)
                         .arg(count)
                         .arg(first)};
    }
    auto experiment = openExperiment(folder);
    if (!experiment)
        return experiment.failure();
    ExperimentSummary summary;
    summary.index = experiment->index;
    summary.protocol = experiment->protocol;
    GridReferences references;
    if (!experiment->catalogFile.isEmpty()) {
        auto catalog = Catalog::load(folder + u'/' + experiment->catalogFile);
        if (!catalog)
            return catalog.failure();
        references.catalog = *catalog;
    }
    if (summary.protocol.isFixed())
        references.protocol = summary.protocol.fields();
    references.protocolVersions = summary.protocol.versionShas();
    summary.openProblems = openProblems(checkGridConsistency(experiment->grid, references));
    summary.rowCount = experiment->grid.rowCount();
    for (RunStatus status : kRunStatuses)
        summary.rowsByStatus[status] = 0;
    for (const ResultRow &row : experiment->grid.rows()) {
        if (const auto status = runStatusFromName(row[ResultColumn::RunStatus]))
            ++summary.rowsByStatus[*status];
    }
    summary.packages = packagesOf(experiment->grid);
    return summary;
}

} // namespace IteraGpu
