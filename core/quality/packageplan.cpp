#include "core/quality/packageplan.h"

#include "core/measure/devicememory.h"
#include "core/util/bytewriter.h"
#include "core/util/csv.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "core/util/jsonsyntax.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <limits>
#include <tuple>
#include <vector>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::PackagePlan)
};

constexpr int kTightPercentDecimals = 2;
constexpr qint64 kMaxTightPercent = 100;
constexpr int kPercentDecimals = 2; // the headroom percentage as shown

int verdictRank(PlanVerdict verdict)
{
    return verdict == PlanVerdict::Fits ? 0 : verdict == PlanVerdict::Tight ? 1 : 2;
}

PlanLine reserveLine(qint64 bytes, const Exact::Decimal &gib)
{
    return {PlanLineKind::Reserve, Tr::tr("reserve (your assumption, not measured): %1 GiB").arg(gib.toString()),
            bytes};
}

// |num| / den truncated to `decimals`, with the sign of num: the shown magnitude never exceeds the exact one.
QString truncatedQuotient(Exact::Int128 num, Exact::Int128 den, int decimals)
{
    const bool negative = num < 0;
    const Exact::Int128 magnitude = negative ? -num : num;
    const Exact::Int128 scaled = magnitude * Exact::pow10(decimals) / den;
    QString digits = Exact::toString(scaled / Exact::pow10(decimals));
    QString fraction = Exact::toString(scaled % Exact::pow10(decimals));
    fraction = QString(decimals - fraction.size(), u'0') + fraction;
    const QString text = digits + u'.' + fraction;
    return negative && scaled != 0 ? u"-"_s + text : text;
}

} // namespace

QString PlanRow::headroomPercentText() const
{
    return truncatedQuotient(Exact::Int128(headroomBytes) * 100, memoryBytes, kPercentDecimals);
}

QString PlanRow::headroomPercentExact() const
{
    const bool negative = headroomBytes < 0;
    const Exact::Int128 magnitude = Exact::Int128(negative ? -headroomBytes : headroomBytes) * 100;
    const QString exact = Exact::exactQuotient(magnitude, memoryBytes);
    if (exact.isEmpty() || !negative || magnitude == 0)
        return exact;
    return u"-"_s + exact;
}

Result<Exact::Decimal> parseTightPercent(QStringView text, const FieldLabels &labels)
{
    auto value = Exact::parseDecimal(text, labels(FieldKey::tightPercent), kTightPercentDecimals, kMaxTightPercent);
    if (!value)
        return Error{value.error(), FieldKey::tightPercent.toString()};
    return *value;
}

PlanInput planInputFromEstimate(const Estimate &estimate)
{
    PlanInput input;
    // The headline figure: packed when the width is not whole bytes, as the Estimate shows it first.
    if (estimate.packedWeightBytes)
        input.lines.append({PlanLineKind::Weights,
                            Tr::tr("weights: %1 parameters x %2 bits / 8, packed")
                                .arg(estimate.input.parameters)
                                .arg(estimate.input.bits.toString()),
                            *estimate.packedWeightBytes});
    else
        input.lines.append({PlanLineKind::Weights,
                            Tr::tr("weights: %1 parameters x %2 bytes per parameter")
                                .arg(estimate.input.parameters)
                                .arg(estimate.bytesPerParameter),
                            estimate.weightBytes});
    input.lines.append(reserveLine(estimate.reserveBytes, estimate.input.reserveGib));
    input.notIncluded = estimateExclusions();
    input.runtimeExclusion = input.notIncluded.size() - 1; // "libraries and runtime (...)" is the last
    return input;
}

PlanInput planInputFromCheckpoint(const CheckpointEstimate &estimate)
{
    PlanInput input;
    if (estimate.load) {
        // The user casts on load: the GPU holds the cast weights, not the stored ones.
        if (estimate.load->packedWeightBytes)
            input.lines.append({PlanLineKind::Weights,
                                Tr::tr("weights cast to %1 bits on load: %2 elements x %1 bits / 8, packed")
                                    .arg(estimate.load->input.bits.toString())
                                    .arg(estimate.load->input.parameters),
                                *estimate.load->packedWeightBytes});
        else
            input.lines.append({PlanLineKind::Weights,
                                Tr::tr("weights cast to %1 bits on load: %2 elements x %3 bytes")
                                    .arg(estimate.load->input.bits.toString())
                                    .arg(estimate.load->input.parameters)
                                    .arg(estimate.load->bytesPerParameter),
                                estimate.load->weightBytes});
    } else {
        input.lines.append(
            {PlanLineKind::Weights, Tr::tr("weights: the checkpoint's stored bytes"), estimate.checkpoint.totalBytes});
    }
    if (estimate.kv)
        input.lines.append({PlanLineKind::KvCache,
                            Tr::tr("KV cache: %1 tokens x %2 sequences at %3 bits")
                                .arg(estimate.kv->effectiveContext)
                                .arg(estimate.kv->input.batch)
                                .arg(estimate.kv->input.bits),
                            estimate.kv->bytes});
    input.lines.append(reserveLine(estimate.reserveBytes, estimate.options.reserveGib));
    input.notIncluded = checkpointExclusions(estimate.kv.has_value());
    input.notIncluded.insert(1, Tr::tr("quantisation metadata beyond the checkpoint's own bytes"));
    input.runtimeExclusion = input.notIncluded.size() - 2; // before "allocator fragmentation"
    return input;
}

Result<QList<PlanLine>> measuredPlanLines(const LoadedReport &report)
{
    const EnvironmentReport &environment
        = report.isMeasurement() ? report.measurement().report.environment : report.environment();
    const QString device = displaySafe(environment.device.deviceName, 80);
    QList<PlanLine> lines;
    if (report.isMeasurement()) {
        const auto use = deviceMemoryUse(report.measurement().report.outcome.deviceMemoryBefore);
        if (use && !use->contradictory())
            lines.append({PlanLineKind::Measured,
                          Tr::tr("outside the caching allocator before the model (CUDA context, libraries, other "
                                 "processes), measured on %1")
                              .arg(device),
                          use->outsideAllocator, true});
    }
    if (environment.device.blasWorkspaceBytes)
        lines.append({PlanLineKind::Measured,
                      Tr::tr("BLAS workspace as the runtime reports it, measured on %1").arg(device),
                      *environment.device.blasWorkspaceBytes});
    if (lines.isEmpty())
        return Error{Tr::tr("%1: the report has no device figures to add (a CPU run, or a report written before "
                            "format 3)")
                         .arg(report.fileName)};
    return lines;
}

void addMeasuredLines(PlanInput &input, const QList<PlanLine> &lines)
{
    for (const PlanLine &line : lines) {
        input.lines.append(line);
        if (line.coversRuntime && input.runtimeExclusion >= 0 && input.runtimeExclusion < input.notIncluded.size()) {
            input.notIncluded.removeAt(input.runtimeExclusion);
            input.runtimeExclusion = -1;
        }
    }
}

PlanVerdict planVerdict(qint64 headroomBytes, qint64 memoryBytes, const Exact::Decimal &tightPercent)
{
    if (headroomBytes < 0)
        return PlanVerdict::DoesNotFit;
    // headroom / memory < mantissa / (100 x 10^scale), cross-multiplied: exact in 128 bits.
    const Exact::Int128 left = Exact::Int128(headroomBytes) * 100 * Exact::pow10(tightPercent.scale);
    const Exact::Int128 right = Exact::Int128(tightPercent.mantissa) * memoryBytes;
    return left < right ? PlanVerdict::Tight : PlanVerdict::Fits;
}

Result<PackagePlan> computePackagePlan(const Catalog &catalog, const PlanInput &input, const FieldLabels &labels)
{
    if (Exact::Int128(input.tightPercent.mantissa)
            > Exact::Int128(kMaxTightPercent) * Exact::pow10(input.tightPercent.scale)
        || input.tightPercent.mantissa < 0)
        return Error{Tr::tr("%1: must be from 0 to %2").arg(labels(FieldKey::tightPercent)).arg(kMaxTightPercent),
                     FieldKey::tightPercent.toString()};
    for (const int days : input.durations) {
        if (rentalDurationIndex(days) < 0)
            return Error{Tr::tr("%1: must be %2 days, got '%3'")
                             .arg(labels(FieldKey::durationDays), rentalDurationsText())
                             .arg(days),
                         FieldKey::durationDays.toString()};
    }
    PackagePlan plan;
    plan.input = input;
    plan.catalogSource = catalogSourceLabel(catalog);
    Exact::Int128 needed = 0;
    for (const PlanLine &line : input.lines) {
        if (line.bytes < 0)
            return Error{Tr::tr("the line '%1' is negative").arg(line.label)};
        needed += line.bytes;
    }
    if (needed > std::numeric_limits<qint64>::max())
        return Error{Tr::tr("the estimate's lines add up to more than 2^63 - 1 bytes")};
    plan.neededBytes = qint64(needed);

    // computePackageCost's one check that a catalog row cannot answer: each row is one lot of it.
    if (input.acceptedResults && *input.acceptedResults < 1)
        return Error{Tr::tr("%1: must be a positive whole number").arg(labels(FieldKey::acceptedResults)),
                     FieldKey::acceptedResults.toString()};
    plan.tariffs = std::make_shared<const QList<Tariff>>(catalog.tariffs());
    QList<PlanRow> &rows = plan.rows;
    rows.reserve(plan.tariffs->size());
    for (const Tariff &t : *plan.tariffs) {
        if (plan.snapshots.isEmpty() || !t.snapshot.isSharedWith(plan.snapshots.last())) {
            if (!plan.snapshots.contains(t.snapshot))
                plan.snapshots.append(t.snapshot);
        }
        if (!input.durations.isEmpty() && !input.durations.contains(t.durationDays))
            continue;
        PlanRow row;
        row.catalogRow = &t;
        row.totalCents = t.priceCents;
        row.acceptedResults = input.acceptedResults;
        row.neededBytes = plan.neededBytes;
        row.memoryBytes = qint64(t.gpuMemoryGib) * kGiB; // the catalog's whole GiB: exact
        row.headroomBytes = row.memoryBytes - row.neededBytes;
        row.verdict = planVerdict(row.headroomBytes, row.memoryBytes, input.tightPercent);
        if (t.gpusPerLot > 1)
            row.splitBytesPerGpu = qint64(Exact::ceilDiv(row.neededBytes, t.gpusPerLot));
        rows.append(row);
    }
    // Fitting rows by package price, then tight, then not fitting; ties in catalog order, which is
    // the order of the rows' places in the one list they point into. Sorted in place: no second
    // list of rows, whatever the catalog's size.
    const std::less<const Tariff *> before;
    std::sort(rows.begin(), rows.end(), [&](const PlanRow &a, const PlanRow &b) {
        if (verdictRank(a.verdict) != verdictRank(b.verdict))
            return verdictRank(a.verdict) < verdictRank(b.verdict);
        if (a.totalCents != b.totalCents)
            return a.totalCents < b.totalCents;
        return before(a.catalogRow, b.catalogRow);
    });
    return plan;
}

PackageCost PlanRow::cost() const
{
    PackageCost cost;
    cost.request = {catalogRow->gpuId, catalogRow->durationDays, 1, acceptedResults};
    cost.tariff = *catalogRow;
    cost.totalCents = totalCents;
    cost.gpus = catalogRow->gpusPerLot;
    cost.gpuDays = catalogRow->gpuDays();
    return cost;
}

QString verdictKey(PlanVerdict verdict)
{
    switch (verdict) {
    case PlanVerdict::Fits: return u"fits"_s;
    case PlanVerdict::Tight: return u"tight"_s;
    case PlanVerdict::DoesNotFit: return u"does_not_fit"_s;
    }
    return {};
}

QString verdictText(const PlanRow &row, const Exact::Decimal &tightPercent)
{
    return verdictText(row.verdict, row.headroomPercentText(), tightPercent.toString());
}

QString verdictText(PlanVerdict verdict, const QString &headroomPercent, const QString &tightPercent)
{
    switch (verdict) {
    case PlanVerdict::Fits: return Tr::tr("the estimate's lines fit, %1 % headroom").arg(headroomPercent);
    case PlanVerdict::Tight: return Tr::tr("tight: under %1 % headroom (%2 %)").arg(tightPercent, headroomPercent);
    case PlanVerdict::DoesNotFit: return Tr::tr("does not fit on one GPU");
    }
    return {};
}

QString verdictWord(PlanVerdict verdict, const QString &tightPercent)
{
    switch (verdict) {
    case PlanVerdict::Fits: return Tr::tr("fits");
    case PlanVerdict::Tight: return Tr::tr("tight: under %1 % headroom").arg(tightPercent);
    case PlanVerdict::DoesNotFit: return Tr::tr("does not fit on one GPU");
    }
    return {};
}

QString splitText(qint64 bytesPerGpu)
{
    return Tr::tr("if split evenly: %1 bytes (%2 GiB) per GPU - not measured; communication buffers and duplicated "
                  "tensors not included")
        .arg(bytesPerGpu)
        .arg(gibText(bytesPerGpu));
}

QString catalogSourceLabel(const Catalog &catalog)
{
    // The file's name, never its folder: written plans and catalogs travel, and a home folder's
    // path names its user.
    return catalog.source() == Catalog::builtinPath() ? u"shipped illustrative sample"_s
                                                      : displaySafe(fileNameOnly(catalog.source()));
}

QString spotPriceNote()
{
    return Tr::tr("may be interrupted");
}

QString memorySourceText()
{
    return Tr::tr("the catalog's figure");
}

QString headroomPercentRule()
{
    return Tr::tr("headroom % = headroom / memory x 100, cut to 2 decimals; the verdict compares exact bytes");
}

} // namespace IteraGpu
