// `iteragpu show DIR [--json]` on an experiment folder: its summary.
#include "commands.h"

#include "experiment/experiment.h"
#include "measure/runstatus.h"
#include "quality/catalog.h"
#include "quality/gridconsistency.h"
#include "quality/packagecost.h"
#include "util/displaytext.h"
#include "util/exactnumber.h"

#include <QJsonArray>
#include <QMap>

#include <tuple>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

// One package the rows were pinned to, and what its complete, measured rows give.
struct PackageRows
{
    qint64 totalCents = 0; // lot_price_cents * lots, exact
    int rows = 0; // complete rows of a GPU (not a CPU dry run) pinned to it
    int rowsWithAccepted = 0;
    qint64 accepted = 0; // the sum of their accepted_results
};

using PackageKey = std::tuple<QString, QString, QString, QString, QString>; // gpu, days, lots, lot price, snapshot

QMap<PackageKey, PackageRows> packagesOf(const ResultsGrid &grid)
{
    using ResultColumn::AcceptedResults, ResultColumn::CatalogSnapshot, ResultColumn::Device,
        ResultColumn::DurationDays, ResultColumn::GpuId, ResultColumn::LotPriceCents, ResultColumn::Lots;
    QMap<PackageKey, PackageRows> packages;
    for (const ResultRow &row : grid.rows()) {
        if (row[ResultColumn::RunStatus] != runStatusName(IteraGpu::RunStatus::Complete) || row[Device] == u"cpu"_s)
            continue;
        const PackageKey key{row[GpuId], row[DurationDays], row[Lots], row[LotPriceCents], row[CatalogSnapshot]};
        if (row[GpuId].isEmpty() || row[DurationDays].isEmpty() || row[Lots].isEmpty() || row[LotPriceCents].isEmpty())
            continue;
        // The cells were validated when the grid was read: whole numbers within domainlimits.h.
        PackageRows &package = packages[key];
        package.totalCents = row[LotPriceCents].toLongLong() * row[Lots].toLongLong();
        ++package.rows;
        if (!row[AcceptedResults].isEmpty()) {
            ++package.rowsWithAccepted;
            package.accepted += row[AcceptedResults].toLongLong();
        }
    }
    return packages;
}

QStringList protocolVersions(const QualityProtocol &protocol)
{
    if (!protocol.isFixed())
        return {};
    QStringList versions;
    versions << (protocol.history().isEmpty() ? protocol.lock()->sha256
                                              : protocol.history().constFirst().previousSha256);
    for (const ProtocolAmendment &amendment : protocol.history())
        versions << amendment.sha256;
    return versions;
}

} // namespace

int showExperiment(const QString &folder, bool json, Console &console)
{
    const QString command = u"show"_s;
    auto experiment = openExperiment(folder);
    if (!experiment)
        return console.refuse(command, experiment.error());
    const QualityProtocol &protocol = experiment->protocol;
    GridReferences references;
    if (!experiment->catalogFile.isEmpty()) {
        auto catalog = Catalog::load(folder + u'/' + experiment->catalogFile);
        if (!catalog)
            return console.refuse(command, catalog.error());
        references.catalog = *catalog;
    }
    if (protocol.isFixed())
        references.protocol = protocol.fields();
    references.protocolVersions = protocolVersions(protocol);
    const QList<GridProblem> problems = openProblems(checkGridConsistency(experiment->grid, references));
    QMap<QString, int> byStatus;
    for (const QString &name : runStatusNames())
        byStatus[name] = 0;
    for (const ResultRow &row : experiment->grid.rows())
        ++byStatus[row[ResultColumn::RunStatus]];
    const QMap<PackageKey, PackageRows> packages = packagesOf(experiment->grid);
    const QString fixedAt = protocol.isFixed() ? protocol.lock()->fixedAtUtc.toString(Qt::ISODate) : QString();

    if (json) {
        QJsonObject rows{{u"total"_s, experiment->grid.rowCount()}};
        for (auto it = byStatus.cbegin(); it != byStatus.cend(); ++it)
            rows.insert(it.key(), it.value());
        QJsonArray lines;
        for (const GridProblem &problem : problems)
            lines.append(QJsonObject{{u"kind"_s, gridProblemCode(problem.kind)}, {u"message"_s, problem.message}});
        QJsonArray costs;
        for (auto it = packages.cbegin(); it != packages.cend(); ++it) {
            const auto &[gpu, days, lots, price, snapshot] = it.key();
            QJsonObject entry{{u"gpu_id"_s, gpu},
                              {u"duration_days"_s, days},
                              {u"lots"_s, lots},
                              {u"lot_price_cents"_s, price},
                              {u"catalog_snapshot"_s, snapshot},
                              {u"total_cents"_s, QString::number(it->totalCents)},
                              {u"rows"_s, it->rows},
                              {u"rows_with_accepted_results"_s, it->rowsWithAccepted},
                              {u"accepted_results"_s, QString::number(it->accepted)}};
            entry.insert(u"unit_cost_cents"_s,
                         it->accepted > 0
                             ? QJsonValue(Exact::quotient(it->totalCents, it->accepted, kUnitCostCentDecimals))
                             : QJsonValue());
            costs.append(entry);
        }
        console.printJson(QJsonObject{
            {u"format"_s, u"iteragpu-lab/experiment-summary"_s},
            {u"title"_s, experiment->index.title},
            {u"created_utc"_s, experiment->index.createdUtc.toString(Qt::ISODate)},
            {u"protocol"_s,
             QJsonObject{{u"fixed"_s, protocol.isFixed()},
                         {u"fixed_at_utc"_s, protocol.isFixed() ? QJsonValue(fixedAt) : QJsonValue()},
                         {u"sha256"_s, protocol.isFixed() ? QJsonValue(protocol.lock()->sha256) : QJsonValue()},
                         {u"amendments"_s, int(protocol.history().size())}}},
            {u"rows"_s, rows},
            {u"open_problems"_s, QJsonObject{{u"count"_s, int(problems.size())}, {u"lines"_s, lines}}},
            {u"packages"_s, costs},
        });
        return Done;
    }
    QTextStream &out = console.out();
    out << u"Experiment: "_s
        << displaySafe(experiment->index.title.isEmpty() ? u"(no title)"_s : experiment->index.title) << u'\n';
    out << u"Created: "_s << experiment->index.createdUtc.toString(Qt::ISODate) << u'\n';
    if (protocol.isFixed())
        out << u"Protocol: fixed at "_s << fixedAt << u", "_s << protocol.history().size()
            << u" amendment(s), sha256 "_s << protocol.lock()->sha256.left(16) << u'\n';
    else
        out << u"Protocol: not fixed (a draft; no row can be added before it is fixed)\n"_s;
    out << u"Rows: "_s << experiment->grid.rowCount();
    for (auto it = byStatus.cbegin(); it != byStatus.cend(); ++it)
        out << u", "_s << it.value() << u' ' << it.key();
    out << u'\n';
    out << u"Open problems: "_s << problems.size() << u'\n';
    for (const GridProblem &problem : problems)
        out << u"  "_s << displaySafe(problem.message, 300) << u'\n';
    if (packages.isEmpty())
        out << u"Unit cost: no complete GPU row is pinned to a package\n"_s;
    for (auto it = packages.cbegin(); it != packages.cend(); ++it) {
        const auto &[gpu, days, lots, price, snapshot] = it.key();
        out << u"Package "_s << displaySafe(gpu, 40) << u", "_s << days << u" days, "_s << lots << u" lot(s) at "_s
            << price << u" cents (snapshot "_s << displaySafe(snapshot, 80) << u"): "_s << it->totalCents
            << u" cents, "_s << it->rows << u" complete row(s), "_s << it->accepted << u" accepted result(s)"_s;
        if (it->accepted > 0)
            out << u" -> "_s << Exact::quotient(it->totalCents, it->accepted, kUnitCostCentDecimals)
                << u" cents per accepted result"_s;
        else
            out << u" -> no unit cost (no accepted_results)"_s;
        out << u'\n';
    }
    if (!packages.isEmpty())
        out << u"The unit cost is the package price only (no storage, transfer or taxes), rounded half up to 1/100 "
               u"cent; not a quote.\n"_s;
    out.flush();
    return Done;
}

} // namespace IteraGpu::Cli
