#pragma once

#include "core/files/textfile.h"
#include "core/quality/catalog.h"
#include "core/util/domainlimits.h"
#include "core/util/fieldkey.h"
#include "core/util/result.h"

#include <QJsonObject>

#include <optional>

namespace IteraGpu {

struct CostRequest
{
    QString gpuId;
    int durationDays = 0;
    int lots = 0; // kLotsRange
    // The number of distinct accepted useful units. No default: absent means no unit cost.
    std::optional<qint64> acceptedResults;
};

inline constexpr int kUnitCostCentDecimals = 2; // unit cost shown to 1/100 cent

struct PackageCost
{
    CostRequest request;
    Tariff tariff; // pinned: the lot price and snapshot used
    qint64 totalCents = 0; // lot price * lots
    int gpus = 0; // gpus per lot * lots
    qint64 gpuDays = 0; // gpus * days
    // Unit cost = totalCents / acceptedResults, exact fraction; only with a denominator.
    bool hasUnitCost() const { return request.acceptedResults.has_value(); }
    QString unitCostCentsText() const; // "309.12" (rounded half up to 1/100 cent)
    QString unitCostDollarsText() const; // "$3.0912"
    QString unitCostCentsExact() const; // exact decimal when it terminates, else empty
};

// Parsing of the user's text inputs against domainlimits.h. An error names the field as `labels`
// calls it ("--lots: ..." in the CLI, "Lots: ..." in the GUI) and carries its key
// (FieldKey::durationDays, lots, acceptedResults).
Result<int> parseDays(QStringView text, const FieldLabels &labels);
Result<int> parseLots(QStringView text, const FieldLabels &labels);
Result<qint64> parseAcceptedResults(QStringView text, const FieldLabels &labels);

// The price of the requested package; a refusal names the field at fault as `labels` calls it and
// carries its key (FieldKey::gpuId, durationDays, lots or acceptedResults).
Result<PackageCost> computePackageCost(const Catalog &catalog, const CostRequest &request, const FieldLabels &labels);

QString unitCostRoundingRule();
QString notAQuoteNotice(); // always shown with a cost
QString illustrativeNotice(); // shown when the snapshot is the illustrative sample

QJsonObject packageCostToJson(const PackageCost &cost);
// Writes cost.json atomically.
Status writePackageCost(const QString &path, const PackageCost &cost, ExistingFile existing);

} // namespace IteraGpu
