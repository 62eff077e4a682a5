#pragma once

#include "core/estimate/checkpointestimate.h"
#include "core/estimate/estimate.h"
#include "core/quality/catalog.h"
#include "core/quality/packagecost.h"
#include "core/reports/reportreader.h"
#include "core/util/exactnumber.h"
#include "core/util/fieldkey.h"
#include "core/util/result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace IteraGpu {

// Which package of a catalog holds the estimate, and what it costs. Every figure is an exact
// integer of bytes or cents; the verdict is an exact comparison in bytes, never of a rounded
// percentage. See docs/ARCHITECTURE.md, "Package plan".

enum class PlanLineKind
{
    Weights, // parameters x whole bytes per parameter, the checkpoint's stored bytes, or the cast on load
    KvCache,
    Reserve, // the user's assumption
    Measured, // a figure measured on a device (its label names the device)
};

// One line of what the estimate needs on one GPU.
struct PlanLine
{
    PlanLineKind kind = PlanLineKind::Weights;
    QString label; // translated, says what the figure is
    qint64 bytes = 0;
    bool coversRuntime = false; // a measured figure of the CUDA context and libraries
};

struct PlanInput
{
    QList<PlanLine> lines;
    QStringList notIncluded; // what the lines leave out, translated, in a fixed order
    Exact::Decimal tightPercent{10, 0}; // tight: 0 <= headroom < tightPercent % of the GPU's memory
    QList<int> durations; // days, each one of kRentalDurations; empty: every duration
    std::optional<qint64> acceptedResults; // the unit cost's denominator; absent: no unit cost
    // The item of notIncluded on the CUDA context and libraries, which a measured line of the bytes
    // outside the allocator covers; -1 when there is none.
    qsizetype runtimeExclusion = -1;
};

enum class PlanVerdict
{
    Fits,
    Tight,
    DoesNotFit,
};

// One package of the plan. A catalog may have millions of rows, so a row holds the figures that
// tell it apart and points at its catalog row (in PackagePlan::tariffs, which the plan keeps alive
// and never changes); its PackageCost is made when asked.
struct PlanRow
{
    const Tariff *catalogRow = nullptr; // one lot of the model for the duration
    qint64 totalCents = 0; // the lot's price (one lot)
    std::optional<qint64> acceptedResults; // the unit cost's denominator, as the plan's input has it
    qint64 neededBytes = 0; // the sum of the lines
    qint64 memoryBytes = 0; // the catalog's gpu_memory_gib x 2^30 (the catalog's figure, not measured)
    qint64 headroomBytes = 0; // memory - needed, negative when the lines do not fit
    PlanVerdict verdict = PlanVerdict::DoesNotFit;
    // For a lot of several GPUs: ceil(needed / GPUs), a separate figure that is never the verdict.
    std::optional<qint64> splitBytesPerGpu;

    const Tariff &tariff() const { return *catalogRow; }
    // The package's cost as computePackageCost gives it for one lot (its tariff pinned).
    PackageCost cost() const;
    // headroom x 100 / memory, truncated toward zero to 2 decimals ("5.75", "-66.09"), so that a
    // shown figure never exceeds the exact one in magnitude.
    QString headroomPercentText() const;
    // The same written out exactly when the quotient terminates, else empty.
    QString headroomPercentExact() const;
};

struct PackagePlan
{
    PlanInput input;
    qint64 neededBytes = 0;
    QList<PlanRow> rows; // fitting ones by package price, then tight, then not fitting
    // The catalog's rows the plan's rows point into: shared with the catalog's list (no copy), kept
    // alive by every copy of the plan, never changed.
    std::shared_ptr<const QList<Tariff>> tariffs;
    QString catalogSource;
    QStringList snapshots; // the catalog's distinct snapshot cells, in file order
};

// The tight threshold in percent, 0 to 100 with up to 2 decimals; an error names the field as
// `labels` calls it and carries FieldKey::tightPercent.
Result<Exact::Decimal> parseTightPercent(QStringView text, const FieldLabels &labels);

// The lines and exclusions of a parameter-count estimate and of a checkpoint estimate.
PlanInput planInputFromEstimate(const Estimate &estimate);
PlanInput planInputFromCheckpoint(const CheckpointEstimate &estimate);

// The lines a report measured on a GPU adds, each labelled "measured on <device name>": a measurement
// report's bytes in use outside the caching allocator before the model was loaded (the CUDA context,
// libraries and every other process on the device), and the BLAS workspace the runtime reports. A
// report without such figures (the CPU, a report before format 3) is refused, naming the file.
Result<QList<PlanLine>> measuredPlanLines(const LoadedReport &report);
// Appends `lines`; a measured outside-allocator line takes the runtime item out of notIncluded.
void addMeasuredLines(PlanInput &input, const QList<PlanLine> &lines);

// One row per catalog model and duration asked. Refused when a line is negative, the sum does not
// fit 64 bits, a duration is not a rental duration or the threshold is over 100 %.
Result<PackagePlan> computePackagePlan(const Catalog &catalog, const PlanInput &input, const FieldLabels &labels);

// The verdict exactly: tight when 0 <= headroom and headroom x 100 < threshold x memory.
PlanVerdict planVerdict(qint64 headroomBytes, qint64 memoryBytes, const Exact::Decimal &tightPercent);

QString verdictKey(PlanVerdict verdict); // "fits", "tight", "does_not_fit" (JSON, CSV)
QString verdictText(const PlanRow &row, const Exact::Decimal &tightPercent); // translated sentence
// The same sentence with the percentages already written (the window writes them in its language).
QString verdictText(PlanVerdict verdict, const QString &headroomPercent, const QString &tightPercent);
// The verdict alone ("fits", "tight: under 10 % headroom", "does not fit on one GPU"), where the
// headroom is a column of its own (the window's table).
QString verdictWord(PlanVerdict verdict, const QString &tightPercent);
QString splitText(qint64 bytesPerGpu); // translated "if split evenly: ... not measured; ..."
QString memorySourceText(); // "the catalog's figure"
QString spotPriceNote(); // "may be interrupted", shown beside every spot (interruptible) price
QString headroomPercentRule(); // how the percentage is shown
// notAQuoteNotice() (packagecost.h) is always shown with a plan.

// The catalog as a plan's catalog_source names it: "shipped illustrative sample" or the file's name
// alone (never its folder), display-safe; the same in the window and on the command line.
QString catalogSourceLabel(const Catalog &catalog);

// The locale-independent JSON document (bytes and cents as exact integers) and the CSV table.
QJsonObject packagePlanToJson(const PackagePlan &plan);
// The same document written in pieces of about 1 MiB, row after row: a plan over a catalog of
// 100,000 rows never holds its whole JSON tree.
void writePackagePlanJson(const PackagePlan &plan, const std::function<void(QByteArrayView)> &sink);
QString packagePlanToCsv(const PackagePlan &plan);
void writePackagePlanCsv(const PackagePlan &plan, const std::function<void(QByteArrayView)> &sink); // in pieces

} // namespace IteraGpu
