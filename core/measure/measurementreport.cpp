#include "measure/measurementreport.h"

#include "files/textfile.h"
#include "util/exactnumber.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

QJsonValue bytes(const std::optional<MemoryCounters> &counters, qint64 MemoryCounters::*field)
{
    return counters ? QJsonValue((*counters).*field) : QJsonValue();
}

} // namespace

QString secondsText(qint64 nanoseconds)
{
    return Exact::quotient(nanoseconds, 1'000'000'000, 9);
}

QJsonObject phaseRowToJson(const PhaseRow &row)
{
    return QJsonObject{
        {u"phase"_s, phaseName(row.phase)},
        {u"index"_s, row.index > 0 ? QJsonValue(row.index) : QJsonValue()},
        {u"iterations"_s, row.iterations},
        // A JSON number with nanosecond resolution; the exact integer is alongside.
        {u"seconds"_s, secondsText(row.nanoseconds).toDouble()},
        {u"nanoseconds"_s, row.nanoseconds},
        {u"baseline_allocated_bytes"_s, bytes(row.baseline, &MemoryCounters::allocated)},
        {u"baseline_reserved_bytes"_s, bytes(row.baseline, &MemoryCounters::reserved)},
        {u"end_allocated_bytes"_s, bytes(row.end, &MemoryCounters::allocated)},
        {u"end_reserved_bytes"_s, bytes(row.end, &MemoryCounters::reserved)},
        {u"peak_allocated_bytes"_s, bytes(row.end, &MemoryCounters::peakAllocated)},
        {u"peak_reserved_bytes"_s, bytes(row.end, &MemoryCounters::peakReserved)},
    };
}

QString MeasurementReport::warmForwardMedianSeconds() const
{
    QList<qint64> times;
    for (const PhaseRow &row : outcome.rows) {
        if (row.phase == Phase::WarmForward)
            times.append(row.nanoseconds);
    }
    if (times.isEmpty())
        return {};
    std::sort(times.begin(), times.end());
    const qsizetype n = times.size();
    // The median of an even count is the mean of the two middle values: exact in half-nanoseconds.
    const Exact::Int128 twice
        = n % 2 ? 2 * Exact::Int128(times.at(n / 2)) : Exact::Int128(times.at(n / 2 - 1)) + times.at(n / 2);
    return Exact::quotient(twice, 2'000'000'000, 9);
}

namespace {
// The largest value of one end counter over the rows that have counters.
std::optional<qint64> largest(const QList<PhaseRow> &rows, qint64 MemoryCounters::*field)
{
    std::optional<qint64> peak;
    for (const PhaseRow &row : rows) {
        if (row.end)
            peak = std::max(peak.value_or(0), (*row.end).*field);
    }
    return peak;
}
} // namespace

std::optional<qint64> MeasurementReport::maxPeakAllocated() const
{
    return largest(outcome.rows, &MemoryCounters::peakAllocated);
}

std::optional<qint64> MeasurementReport::maxPeakReserved() const
{
    return largest(outcome.rows, &MemoryCounters::peakReserved);
}

QJsonObject MeasurementReport::toJson() const
{
    QJsonArray phases;
    for (const PhaseRow &row : outcome.rows)
        phases.append(phaseRowToJson(row));
    const bool cpu = config.isCpuDryRun();
    QJsonObject json{
        {u"format"_s, u"iteragpu-lab/measurement"_s},
        {u"format_version"_s, kMeasurementFormatVersion},
        {u"status"_s, status()},
        {u"started_utc"_s, startedUtc.toUTC().toString(Qt::ISODate)},
        {u"device_type"_s, cpu ? u"cpu"_s : u"cuda"_s},
        {u"memory_counters"_s, cpu ? u"unavailable"_s : u"caching_allocator"_s},
        {u"environment"_s, environment.toJson()},
        {u"configuration"_s, configurationToJson(config)},
        {u"synthetic_model"_s, syntheticModelToJson(config, describeModel(config))},
        {u"prediction"_s, predictionToJson(predictAllocations(config, environment.device.blasWorkspaceBytes))},
        {u"phases"_s, phases},
        {u"warm_forward_median_seconds"_s,
         warmForwardMedianSeconds().isEmpty() ? QJsonValue() : QJsonValue(warmForwardMedianSeconds())},
        {u"notes"_s,
         QJsonArray{
             u"Synthetic Linear -> GELU -> Linear: not an LLM, not training, not a benchmark of rented GPUs."_s,
             u"Times are steady-clock seconds of the operation plus device synchronisation, host overhead included; "
             u"not isolated kernel times."_s,
             cpu ? u"Protocol dry run on the CPU: real forwards and times, no allocator counters (null)."_s
                 : u"Counters are the framework caching allocator of this process on this device only: not other "
                   u"processes, not the driver, not the whole card. allocated is part of reserved (never add them); "
                   u"peak allocated and peak reserved are separate maxima (never subtract them)."_s,
             u"A second GPU, if any, is not measured."_s}},
    };
    switch (outcome.status) {
    case RunStatus::Complete: break;
    case RunStatus::Failed:
        json.insert(u"failure"_s,
                    QJsonObject{{u"phase"_s, phaseName(outcome.stoppedAt)}, {u"message"_s, outcome.failureMessage}});
        break;
    case RunStatus::Cancelled:
        json.insert(u"cancellation"_s, QJsonObject{{u"phase"_s, phaseName(outcome.stoppedAt)}});
        break;
    }
    return json;
}

Status writeMeasurementReport(const QString &path, const MeasurementReport &report)
{
    return writeNewFile(path, QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
}

} // namespace IteraGpu
