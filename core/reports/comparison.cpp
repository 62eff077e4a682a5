#include "core/reports/comparison.h"

#include "core/measure/datasheet.h"
#include "core/measure/throughput.h"

#include "core/measure/devicememory.h"
#include "core/reports/reportreader.h"
#include "core/util/csv.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <functional>
#include <limits>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Comparison)
};

// A line's value per run as an exact number: twice the value, so that half nanoseconds stay whole.
using Twice = std::optional<Exact::Int128>;

QString twiceText(Exact::Int128 twice)
{
    const QString magnitude = Exact::exactQuotient(twice < 0 ? -twice : twice, 2);
    return twice < 0 ? u"-"_s + magnitude : magnitude;
}

QString kindName(ComparisonLine::Kind kind)
{
    switch (kind) {
    case ComparisonLine::Kind::Description: return u"description"_s;
    case ComparisonLine::Kind::Configuration: return u"configuration"_s;
    case ComparisonLine::Kind::Measurement: return u"measurement"_s;
    }
    return {};
}

bool allEqual(const QStringList &values)
{
    return std::all_of(values.begin(), values.end(), [&](const QString &v) { return v == values.first(); });
}

ComparisonLine textLine(const QString &key, ComparisonLine::Kind kind, const QStringList &values)
{
    const QStringList none(values.size(), QString());
    return ComparisonLine{key, kind, values, none, none, !allEqual(values)};
}

// A measurement line from twice each run's value; `ratios` for values that are never negative.
ComparisonLine measurementLine(const QString &key, const QList<Twice> &twice, int baseline, bool ratios)
{
    ComparisonLine line{key, ComparisonLine::Kind::Measurement, {}, {}, {}, false};
    const Twice base = twice.at(baseline);
    for (qsizetype i = 0; i < twice.size(); ++i) {
        const Twice value = twice.at(i);
        line.values.append(value ? twiceText(*value) : QString());
        const bool compared = value && base && i != baseline;
        line.differences.append(compared ? twiceText(*value - *base) : QString());
        line.ratios.append(compared && ratios && *base > 0 ? Exact::quotient(*value, *base, kRatioDecimals)
                                                           : QString());
    }
    line.differs = !allEqual(line.values);
    return line;
}

Twice twiceOf(const std::optional<qint64> &value)
{
    return value ? Twice(2 * Exact::Int128(*value)) : Twice();
}

} // namespace

QString HalfNanoseconds::text() const
{
    return twiceText(twice);
}

ComparisonRun comparisonRun(const LoadedReport &loaded)
{
    const LoadedMeasurement &measurement = loaded.measurement();
    return ComparisonRun{loaded.fileName, loaded.sha256, loaded.formatVersion, measurement.report,
                         measurement.prediction};
}

namespace {

// The median of sorted times, exactly: the middle one, or the mean of the two middle ones.
HalfNanoseconds sortedMedian(const QList<qint64> &sorted)
{
    const qsizetype n = sorted.size();
    return HalfNanoseconds{n % 2 ? 2 * Exact::Int128(sorted.at(n / 2))
                                 : Exact::Int128(sorted.at(n / 2 - 1)) + sorted.at(n / 2)};
}

} // namespace

RunFigures runFigures(const ComparisonRun &run)
{
    RunFigures figures;
    const QList<PhaseRow> &rows = run.report.outcome.rows;
    QList<qint64> warm;
    for (const PhaseRow &row : rows) {
        if (row.phase == Phase::WarmForward)
            warm.append(row.nanoseconds);
    }
    if (!warm.isEmpty()) {
        std::sort(warm.begin(), warm.end());
        figures.warmMedian = sortedMedian(warm);
        figures.warmMinNs = warm.first();
        figures.warmMaxNs = warm.last();
    }
    if (const auto before = deviceMemoryUse(run.report.outcome.deviceMemoryBefore))
        figures.outsideAllocatorBefore = before->outsideAllocator;
    // The prediction counts from the allocated bytes before model_load.
    const bool hasBasis = !rows.isEmpty() && rows.first().baseline.has_value();
    const qint64 basis = hasBasis ? rows.first().baseline->allocated : 0;
    for (Phase phase : kPhases) {
        PhaseFigures figure{phase, 0, 0, {}, {}, {}, {}, {}, {}, {}, {}, {}};
        QList<qint64> times;
        for (const PhaseRow &row : rows) {
            if (row.phase != phase)
                continue;
            ++figure.rows;
            figure.nanoseconds += row.nanoseconds;
            times.append(row.nanoseconds);
            if (row.end) {
                figure.peakAllocated = std::max(figure.peakAllocated.value_or(0), row.end->peakAllocated);
                figure.peakReserved = std::max(figure.peakReserved.value_or(0), row.end->peakReserved);
                figure.allocRetries = row.end->numAllocRetries; // the last row's: counts only grow
                figure.ooms = row.end->numOoms;
            }
            if (const auto use = deviceMemoryUse(row.end)) {
                figure.outsideAllocator = figure.outsideAllocator
                    ? std::max(*figure.outsideAllocator, use->outsideAllocator)
                    : use->outsideAllocator;
            }
        }
        if (!times.isEmpty()) {
            std::sort(times.begin(), times.end());
            figure.medianNs = sortedMedian(times);
            figure.minNs = times.first();
            figure.maxNs = times.last();
        }
        if (figure.peakAllocated && hasBasis) {
            const Exact::Int128 difference
                = Exact::Int128(*figure.peakAllocated) - basis - run.prediction.peakAllocated(phase);
            if (difference >= std::numeric_limits<qint64>::min() && difference <= std::numeric_limits<qint64>::max())
                figure.measuredMinusPredicted = qint64(difference);
        }
        figures.phases.append(figure);
    }
    return figures;
}

Result<Comparison> compareRuns(const QList<ComparisonRun> &runs, int baseline)
{
    if (runs.size() < kMinComparedRuns || runs.size() > kMaxComparedRuns)
        return Error{
            Tr::tr("compare %1 to %2 runs, not %3").arg(kMinComparedRuns).arg(kMaxComparedRuns).arg(runs.size())};
    if (baseline < 0 || baseline >= runs.size())
        return Error{Tr::tr("the baseline must be a run from 1 to %1").arg(runs.size())};
    Comparison comparison;
    comparison.runs = runs;
    comparison.baseline = baseline;
    for (const ComparisonRun &run : runs)
        comparison.figures.append(runFigures(run));

    const auto texts = [&](const std::function<QString(const ComparisonRun &)> &text) {
        QStringList values;
        for (const ComparisonRun &run : runs)
            values.append(text(run));
        return values;
    };
    using Kind = ComparisonLine::Kind;
    QList<ComparisonLine> &lines = comparison.lines;
    lines.append(textLine(u"device_name"_s, Kind::Description,
                          texts([](const ComparisonRun &r) { return r.report.environment.device.deviceName; })));
    lines.append(textLine(u"libtorch"_s, Kind::Description, texts([](const ComparisonRun &r) {
                              return r.report.environment.libtorch ? r.report.environment.libtorch->version : QString();
                          })));
    lines.append(
        textLine(u"status"_s, Kind::Description, texts([](const ComparisonRun &r) { return r.report.status(); })));
    lines.append(textLine(u"format_version"_s, Kind::Description,
                          texts([](const ComparisonRun &r) { return QString::number(r.formatVersion); })));
    const std::pair<QString, std::function<QString(const MeasurementConfig &)>> configuration[] = {
        {u"device"_s, [](const MeasurementConfig &c) { return c.device; }},
        {u"batch"_s, [](const MeasurementConfig &c) { return QString::number(c.batch); }},
        {u"context"_s, [](const MeasurementConfig &c) { return QString::number(c.context); }},
        {u"width"_s, [](const MeasurementConfig &c) { return QString::number(c.width); }},
        {u"hidden"_s, [](const MeasurementConfig &c) { return QString::number(c.hidden); }},
        {u"dtype"_s, [](const MeasurementConfig &c) { return dtypeName(c.dtype); }},
        {u"warmup"_s, [](const MeasurementConfig &c) { return QString::number(c.warmup); }},
        {u"repeats"_s, [](const MeasurementConfig &c) { return QString::number(c.repeats); }},
        {u"seed"_s, [](const MeasurementConfig &c) { return QString::number(c.seed); }},
    };
    for (const auto &[key, text] : configuration) {
        lines.append(textLine(key, Kind::Configuration,
                              texts([&toText = text](const ComparisonRun &r) { return toText(r.report.config); })));
        if (lines.last().differs)
            comparison.differingFields.append(key);
    }

    const auto figureLine
        = [&](const QString &key, bool ratios, const std::function<Twice(const RunFigures &)> &twice) {
              QList<Twice> values;
              for (const RunFigures &f : std::as_const(comparison.figures))
                  values.append(twice(f));
              lines.append(measurementLine(key, values, baseline, ratios));
          };
    figureLine(u"warm_forward_median_ns"_s, true,
               [](const RunFigures &f) { return f.warmMedian ? Twice(f.warmMedian->twice) : Twice(); });
    // Derived from each report's configuration and phases (throughput.h), not stored in it.
    QList<Twice> work, achieved;
    for (const ComparisonRun &run : runs) {
        work.append(Twice(2 * matmulFlopsPerForward(run.report.config)));
        const QString flops = achievedFlopsPerSecond(run.report.config, run.report.outcome);
        achieved.append(flops.isEmpty() ? Twice() : Twice(2 * Exact::Int128(flops.toLongLong())));
    }
    lines.append(measurementLine(u"matmul_flops_per_forward"_s, work, baseline, true));
    lines.append(measurementLine(u"achieved_flops_per_second"_s, achieved, baseline, true));
    lines.append(textLine(u"datasheet_dense_peak"_s, Kind::Description, texts([](const ComparisonRun &r) {
                              return throughputSummary(r.report, builtinDatasheets()).share.text;
                          })));
    figureLine(u"warm_forward_min_ns"_s, true, [](const RunFigures &f) { return twiceOf(f.warmMinNs); });
    figureLine(u"warm_forward_max_ns"_s, true, [](const RunFigures &f) { return twiceOf(f.warmMaxNs); });
    for (qsizetype p = 0; p < qsizetype(kPhases.size()); ++p) {
        const QString phase = phaseName(kPhases.at(p));
        figureLine(u"peak_allocated_bytes."_s + phase, true,
                   [p](const RunFigures &f) { return twiceOf(f.phases.at(p).peakAllocated); });
        figureLine(u"peak_reserved_bytes."_s + phase, true,
                   [p](const RunFigures &f) { return twiceOf(f.phases.at(p).peakReserved); });
        figureLine(u"measured_minus_predicted_bytes."_s + phase, false,
                   [p](const RunFigures &f) { return twiceOf(f.phases.at(p).measuredMinusPredicted); });
    }
    // The device's figures and the allocator's counts, only where a run has them (format 3 on a
    // GPU): a table of CPU runs or older reports keeps its lines. Bytes outside the allocator may
    // be negative (contradicting figures) and counts start from the process's start: no ratios.
    const auto anyRun = [&](const std::function<bool(const RunFigures &)> &has) {
        return std::any_of(comparison.figures.cbegin(), comparison.figures.cend(), has);
    };
    const auto anyPhase = [&](std::optional<qint64> PhaseFigures::*field) {
        return anyRun([field](const RunFigures &f) {
            return std::any_of(f.phases.cbegin(), f.phases.cend(),
                               [field](const PhaseFigures &p) { return (p.*field).has_value(); });
        });
    };
    if (anyRun([](const RunFigures &f) { return f.outsideAllocatorBefore.has_value(); }))
        figureLine(u"outside_allocator_bytes.before_model_load"_s, false,
                   [](const RunFigures &f) { return twiceOf(f.outsideAllocatorBefore); });
    const std::pair<QString, std::optional<qint64> PhaseFigures::*> deviceFields[] = {
        {u"outside_allocator_bytes."_s, &PhaseFigures::outsideAllocator},
        {u"num_alloc_retries."_s, &PhaseFigures::allocRetries},
        {u"num_ooms."_s, &PhaseFigures::ooms},
    };
    for (const auto &[prefix, field] : deviceFields) {
        if (!anyPhase(field))
            continue;
        for (qsizetype p = 0; p < qsizetype(kPhases.size()); ++p) {
            figureLine(prefix + phaseName(kPhases.at(p)), false,
                       [p, field = field](const RunFigures &f) { return twiceOf(f.phases.at(p).*field); });
        }
    }
    return comparison;
}

QByteArray comparisonCsv(const Comparison &comparison)
{
    QList<QStringList> records{{u"field"_s, u"run"_s, u"file"_s, u"value"_s, u"difference_to_baseline"_s,
                                u"ratio_to_baseline"_s, u"differs"_s}};
    for (const ComparisonLine &line : comparison.lines) {
        for (qsizetype i = 0; i < comparison.runs.size(); ++i) {
            records.append({line.key, QString::number(i + 1), comparison.runs.at(i).name, line.values.at(i),
                            line.differences.at(i), line.ratios.at(i), line.differs ? u"yes"_s : u"no"_s});
        }
    }
    return Csv::write(records).toUtf8();
}

QJsonObject comparisonJson(const Comparison &comparison)
{
    const auto cells = [](const QStringList &texts) {
        QJsonArray array;
        for (const QString &text : texts)
            array.append(text.isEmpty() ? QJsonValue() : QJsonValue(text));
        return array;
    };
    QJsonArray runs;
    for (qsizetype i = 0; i < comparison.runs.size(); ++i) {
        const ComparisonRun &run = comparison.runs.at(i);
        runs.append(QJsonObject{{u"run"_s, i + 1},
                                {u"file"_s, run.name},
                                {u"sha256"_s, run.sha256.isEmpty() ? QJsonValue() : QJsonValue(run.sha256)},
                                {u"format_version"_s, run.formatVersion}});
    }
    QJsonArray lines;
    for (const ComparisonLine &line : comparison.lines) {
        lines.append(QJsonObject{{u"field"_s, line.key},
                                 {u"kind"_s, kindName(line.kind)},
                                 {u"differs"_s, line.differs},
                                 {u"values"_s, cells(line.values)},
                                 {u"differences"_s, cells(line.differences)},
                                 {u"ratios"_s, cells(line.ratios)}});
    }
    return QJsonObject{
        {u"format"_s, u"iteragpu-lab/comparison"_s},
        {u"format_version"_s, 1},
        {u"baseline"_s, comparison.baseline + 1},
        {u"ratio_rounding"_s, u"value / baseline, half up to %1 decimals"_s.arg(kRatioDecimals)},
        {u"runs"_s, runs},
        {u"differing_fields"_s, QJsonArray::fromStringList(comparison.differingFields)},
        {u"lines"_s, lines},
    };
}

} // namespace IteraGpu
