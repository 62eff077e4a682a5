#include "core/quality/packagecost.h"

#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::PackageCost)
};

// The total of the largest package is exact in 64 bits.
static_assert(Exact::Int128(kLotPriceCentsRange.max) * kLotsRange.max <= std::numeric_limits<qint64>::max());

} // namespace

Result<int> parseDays(QStringView text, const FieldLabels &labels)
{
    return parseRentalDuration(text, labels(FieldKey::durationDays));
}

Result<int> parseLots(QStringView text, const FieldLabels &labels)
{
    auto lots = parseIntegerField(text, FieldKey::lots, labels, kLotsRange);
    if (!lots)
        return lots.failure();
    return int(*lots);
}

Result<qint64> parseAcceptedResults(QStringView text, const FieldLabels &labels)
{
    if (text == u"0")
        return Error{Tr::tr("%1: must be a positive whole number of distinct accepted results; 0 is refused (leave it "
                            "out and the unit cost stays not computed)")
                         .arg(labels(FieldKey::acceptedResults)),
                     FieldKey::acceptedResults.toString()};
    return parseIntegerField(text, FieldKey::acceptedResults, labels, {1, kMaxResultCount});
}

Result<PackageCost> computePackageCost(const Catalog &catalog, const CostRequest &request, const FieldLabels &labels)
{
    if (!catalog.hasGpu(request.gpuId))
        return Error{Tr::tr("%1: unknown gpu id '%2'; known ids: %3")
                         .arg(labels(FieldKey::gpuId), displaySafe(request.gpuId), catalog.gpuIdList()),
                     FieldKey::gpuId.toString()};
    const auto tariff = catalog.find(request.gpuId, request.durationDays);
    if (!tariff)
        return Error{Tr::tr("%1: the catalog has no %2-day package for '%3'")
                         .arg(labels(FieldKey::durationDays))
                         .arg(request.durationDays)
                         .arg(displaySafe(request.gpuId)),
                     FieldKey::durationDays.toString()};
    if (request.lots < kLotsRange.min || request.lots > kLotsRange.max)
        return Error{Tr::tr("%1: must be a whole number from %2 to %3")
                         .arg(labels(FieldKey::lots))
                         .arg(kLotsRange.min)
                         .arg(kLotsRange.max),
                     FieldKey::lots.toString()};
    if (request.acceptedResults && *request.acceptedResults < 1)
        return Error{Tr::tr("%1: must be a positive whole number").arg(labels(FieldKey::acceptedResults)),
                     FieldKey::acceptedResults.toString()};
    PackageCost cost;
    cost.request = request;
    cost.tariff = *tariff;
    cost.totalCents = tariff->priceCents * request.lots; // fits: see the static_assert above
    cost.gpus = tariff->gpusPerLot * request.lots;
    cost.gpuDays = qint64(cost.gpus) * tariff->durationDays;
    return cost;
}

QString PackageCost::unitCostCentsText() const
{
    if (!hasUnitCost())
        return {};
    return Exact::quotient(totalCents, *request.acceptedResults, kUnitCostCentDecimals);
}

QString PackageCost::unitCostDollarsText() const
{
    if (!hasUnitCost())
        return {};
    // Same rounding as the cents figure: 1/100 cent is 4 decimals of a dollar.
    return u"$"_s
        + Exact::groupThousands(
               Exact::quotient(totalCents, Exact::Int128(*request.acceptedResults) * 100, kUnitCostCentDecimals + 2));
}

QString PackageCost::unitCostCentsExact() const
{
    if (!hasUnitCost())
        return {};
    return Exact::exactQuotient(totalCents, *request.acceptedResults);
}

QString unitCostRoundingRule()
{
    return Tr::tr("unit cost = package total / accepted results, rounded half up to 1/100 cent");
}

QString notAQuoteNotice()
{
    return Tr::tr("Not proof of availability or reservation; check the offer before buying.");
}

QString illustrativeNotice()
{
    return Tr::tr("Illustrative sample prices built from public on-demand medians, not a quote from any provider.");
}

QJsonObject packageCostToJson(const PackageCost &cost)
{
    const Tariff &t = cost.tariff;
    QJsonObject json{
        {u"format"_s, u"iteragpu-lab/package-cost"_s},
        {u"format_version"_s, 1},
        {u"gpu_id"_s, t.gpuId},
        {u"model"_s, t.model},
        {u"duration_days"_s, t.durationDays},
        {u"lots"_s, cost.request.lots},
        {u"gpus_per_lot"_s, t.gpusPerLot},
        {u"gpus"_s, cost.gpus},
        {u"gpu_days"_s, cost.gpuDays},
        {u"lot_price_cents"_s, t.priceCents},
        {u"total_cents"_s, cost.totalCents},
        {u"total_usd"_s, Exact::quotient(cost.totalCents, 100, 2)},
        {u"currency"_s, u"USD"_s},
        {u"snapshot_date"_s, t.snapshotDate.toString(Qt::ISODate)},
        {u"catalog_snapshot"_s, t.snapshot},
        {u"illustrative_sample"_s, t.isIllustrative()},
        {u"notice"_s, u"Not proof of availability or reservation; check the offer before buying."_s},
        {u"unit_cost_rounding"_s, u"unit cost = total / accepted results, rounded half up to 1/100 cent"_s},
    };
    if (cost.hasUnitCost()) {
        json.insert(u"accepted_results"_s, *cost.request.acceptedResults);
        json.insert(u"unit_cost_cents"_s, cost.unitCostCentsText());
        json.insert(u"unit_cost_usd"_s,
                    Exact::quotient(cost.totalCents, Exact::Int128(*cost.request.acceptedResults) * 100,
                                    kUnitCostCentDecimals + 2));
        const QString exact = cost.unitCostCentsExact();
        json.insert(u"unit_cost_cents_exact"_s, exact.isEmpty() ? QJsonValue() : QJsonValue(exact));
    } else {
        json.insert(u"accepted_results"_s, QJsonValue());
        json.insert(u"unit_cost_cents"_s, QJsonValue());
        json.insert(u"unit_cost_usd"_s, QJsonValue());
        json.insert(u"unit_cost_cents_exact"_s, QJsonValue());
    }
    return json;
}

Status writePackageCost(const QString &path, const PackageCost &cost, ExistingFile existing)
{
    return saveFile(path, QJsonDocument(packageCostToJson(cost)).toJson(QJsonDocument::Indented), existing);
}

} // namespace IteraGpu
