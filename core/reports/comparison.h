#pragma once

#include "core/measure/measurementreport.h"
#include "core/measure/prediction.h"
#include "core/util/exactnumber.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace IteraGpu {

struct LoadedReport;

// Runs compared side by side, as data: the CLI prints it, the GUI draws its table and charts from
// it, comparisonCsv() and comparisonJson() write it. Pure functions, callable on any thread.
inline constexpr int kMinComparedRuns = 2;
inline constexpr int kMaxComparedRuns = 64; // runs in one comparison
// Ratios to the baseline: value / baseline value, rounded half up to this many decimals.
inline constexpr int kRatioDecimals = 4;

// One run: an opened report or the run made in this process.
struct ComparisonRun
{
    QString name; // the report's file name, or a name for the in-process run
    QString sha256; // of the report file; empty for the in-process run
    int formatVersion = kMeasurementFormatVersion;
    MeasurementReport report;
    Prediction prediction; // the prediction the report carried (predictAllocations for a new run)
};
// A measurement report as a run. `loaded` must hold a measurement (LoadedReport::isMeasurement).
ComparisonRun comparisonRun(const LoadedReport &loaded);

// An exact time in nanoseconds that may end in .5 (the median of an even number of rows),
// kept as twice its value.
struct HalfNanoseconds
{
    Exact::Int128 twice = 0; // 128 bits: twice a 64-bit time, or the sum of two, never overflows
    QString text() const; // "412345", "412345.5", "-12.5"
    friend bool operator==(const HalfNanoseconds &, const HalfNanoseconds &) = default;
};

// One phase of one run. Counters are empty when the run has no row of the phase or no counters.
struct PhaseFigures
{
    Phase phase = Phase::ModelLoad;
    int rows = 0; // rows of this phase in the report
    Exact::Int128 nanoseconds = 0; // summed over its rows (128 bits: a million 64-bit times fit)
    // The median of its rows' times (the mean of the two middle ones for an even count) and the
    // smallest and largest: what the charts draw for a phase (never the sum); none without a row.
    std::optional<HalfNanoseconds> medianNs;
    std::optional<qint64> minNs, maxNs;
    std::optional<qint64> peakAllocated; // the largest peak over its rows
    std::optional<qint64> peakReserved;
    // peakAllocated minus model_load's baseline allocated bytes (the prediction's basis) minus the
    // predicted peak allocated bytes of the phase; none when it does not fit 64 bits.
    std::optional<qint64> measuredMinusPredicted;
    // Where the report has the device's figures (format 3, a GPU): the largest bytes in use outside
    // this process's caching allocator over its rows (total - free - end reserved: every process
    // on the card; negative where the figures contradict), and the allocator's retry and
    // out-of-memory counts at the end of its last row (since the process started, never reset).
    std::optional<qint64> outsideAllocator;
    std::optional<qint64> allocRetries;
    std::optional<qint64> ooms;
};

struct RunFigures
{
    std::optional<HalfNanoseconds> warmMedian; // of the warm_forward rows; none without one
    std::optional<qint64> warmMinNs, warmMaxNs;
    std::optional<qint64> outsideAllocatorBefore; // device_memory_before's, where the report has it
    QList<PhaseFigures> phases; // one per kPhases entry, in order
};
RunFigures runFigures(const ComparisonRun &run);

// One line of the comparison table: a stable key, and one cell per run (exact text, empty where
// the run has no value). Measurement lines add the difference to the baseline (exact integers,
// nanoseconds that may end in .5) and, for values that are never negative, the ratio.
struct ComparisonLine
{
    enum class Kind
    {
        Description, // device_name, libtorch, status, format_version
        Configuration, // device, batch, context, width, hidden, dtype, warmup, repeats, seed
        // warm_forward_*_ns, peak_*_bytes.<phase>, measured_minus_predicted_bytes.<phase>; where a run
        // has them, outside_allocator_bytes.before_model_load and .<phase>, num_alloc_retries.<phase>,
        // num_ooms.<phase> (differences, no ratios)
        Measurement
    };
    QString key; // "peak_allocated_bytes.cold_forward"
    Kind kind = Kind::Description;
    QStringList values; // one per run
    QStringList differences; // one per run: value minus baseline; empty for the baseline and non-measurements
    QStringList ratios; // one per run: value / baseline for non-negative measurements; empty if baseline is 0
    bool differs = false; // the runs' values are not all equal
};

struct Comparison
{
    QList<ComparisonRun> runs;
    int baseline = 0; // index into runs
    QList<RunFigures> figures; // one per run
    QList<ComparisonLine> lines; // in table order
    QStringList differingFields; // keys of the Configuration lines that differ
};

// Compares kMinComparedRuns..kMaxComparedRuns runs against runs[baseline]; refuses another count or a baseline out of
// range.
Result<Comparison> compareRuns(const QList<ComparisonRun> &runs, int baseline);

// Long form, one record per line and run: field,run,file,value,difference_to_baseline,
// ratio_to_baseline,differs (run counted from 1; empty where not applicable). UTF-8, RFC 4180.
QByteArray comparisonCsv(const Comparison &comparison);
// {"format": "iteragpu-lab/comparison", "format_version": 1, "baseline" (from 1), "ratio_rounding",
// "runs": [{"run", "file", "sha256", "format_version"}], "differing_fields", "lines": [{"field",
// "kind", "differs", "values", "differences", "ratios"}]}; numbers as exact strings, null where empty.
QJsonObject comparisonJson(const Comparison &comparison);

} // namespace IteraGpu
