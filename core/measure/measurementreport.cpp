#include "core/measure/measurementreport.h"

#include "core/files/textfile.h"
#include "core/measure/devicememory.h"
#include "core/util/exactnumber.h"

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

// One of the figures a reading may lack (device free/total, retry and out-of-memory counts).
QJsonValue optionalFigure(const std::optional<MemoryCounters> &counters, std::optional<qint64> MemoryCounters::*field)
{
    return counters && ((*counters).*field) ? QJsonValue(*((*counters).*field)) : QJsonValue();
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
        // Format 3: the device's own figures and the allocator's event counts at the end of the phase.
        {u"device_free_bytes"_s, optionalFigure(row.end, &MemoryCounters::deviceFreeBytes)},
        {u"device_total_bytes"_s, optionalFigure(row.end, &MemoryCounters::deviceTotalBytes)},
        {u"num_alloc_retries"_s, optionalFigure(row.end, &MemoryCounters::numAllocRetries)},
        {u"num_ooms"_s, optionalFigure(row.end, &MemoryCounters::numOoms)},
    };
}

QJsonValue deviceMemoryBeforeToJson(const std::optional<MemoryCounters> &reading)
{
    if (!reading)
        return QJsonValue();
    return QJsonObject{
        {u"device_free_bytes"_s, optionalFigure(reading, &MemoryCounters::deviceFreeBytes)},
        {u"device_total_bytes"_s, optionalFigure(reading, &MemoryCounters::deviceTotalBytes)},
        {u"reserved_bytes"_s, reading->reserved},
        {u"num_alloc_retries"_s, optionalFigure(reading, &MemoryCounters::numAllocRetries)},
        {u"num_ooms"_s, optionalFigure(reading, &MemoryCounters::numOoms)},
    };
}

std::optional<Exact::Int128> twiceWarmForwardMedianNs(const MeasurementOutcome &outcome)
{
    QList<qint64> times;
    for (const PhaseRow &row : outcome.rows) {
        if (row.phase == Phase::WarmForward)
            times.append(row.nanoseconds);
    }
    if (times.isEmpty())
        return std::nullopt;
    std::sort(times.begin(), times.end());
    const qsizetype n = times.size();
    return n % 2 ? 2 * Exact::Int128(times.at(n / 2)) : Exact::Int128(times.at(n / 2 - 1)) + times.at(n / 2);
}

QString MeasurementReport::warmForwardMedianSeconds() const
{
    const auto twice = twiceWarmForwardMedianNs(outcome);
    return twice ? Exact::quotient(*twice, 2'000'000'000, 9) : QString();
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
    QJsonArray notes{
        u"Synthetic Linear -> GELU -> Linear: not an LLM, not training, not a benchmark of rented GPUs."_s,
        u"Times are steady-clock seconds of the operation plus device synchronisation, host overhead included; "
        u"not isolated kernel times."_s,
        cpu ? u"Protocol dry run on the CPU: real forwards and times, no allocator counters and no device memory "
              u"figures (null)."_s
            : u"Counters are the framework caching allocator of this process on this device only: not other "
              u"processes, not the driver, not the whole card. allocated is part of reserved (never add them); "
              u"peak allocated and peak reserved are separate maxima (never subtract them)."_s,
        u"A second GPU, if any, is not measured."_s};
    if (config.memoryLimitBytes) {
        notes.append(
            u"The process's address space was limited to %1 bytes (RLIMIT_AS, configuration.memory_limit_bytes) "
            u"from model_load on: libtorch and its libraries, loaded before, count toward it; an allocation "
            u"beyond it fails as out of memory. Not a GPU's memory."_s.arg(*config.memoryLimitBytes));
    }
    if (!cpu) {
        notes.append(u"device_free_bytes and device_total_bytes are the device's own figures (cudaMemGetInfo) at the "
                     u"end of each phase, and in device_memory_before once before model_load: they cover every process "
                     u"on the card and every context, not this process alone. In use = total - free; in use outside "
                     u"this process's caching allocator = total - free - end_reserved_bytes (the CUDA context, library "
                     u"workspaces outside the allocator, other processes). The prediction covers the allocator only. "
                     u"num_alloc_retries and num_ooms count the allocator's retries after freeing its cache and its "
                     u"failed allocations since the process started; they are never reset between phases. null where "
                     u"the backend cannot read a figure."_s);
    }
    if (const QStringList contradictory = contradictoryRows(outcome); !contradictory.isEmpty()) {
        notes.append(
            u"The figures contradict each other in %1: this process's caching allocator reserves more than "
            u"the device reports in use (total - free), so the bytes outside the allocator are negative there. "
            u"They are kept as read."_s.arg(contradictory.join(u", "_s)));
    }
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
        {u"device_memory_before"_s, deviceMemoryBeforeToJson(outcome.deviceMemoryBefore)},
        {u"notes"_s, notes},
    };
    switch (outcome.status) {
    case RunStatus::Complete: break;
    case RunStatus::Failed:
        // Every writer of a failed outcome sets its kind (the runner, the remote run's conclusion);
        // a report read from format 1 or 2, which lacks it, is never written again.
        json.insert(u"failure"_s,
                    QJsonObject{{u"phase"_s, phaseName(outcome.stoppedAt)},
                                {u"message"_s, outcome.failureMessage},
                                {u"kind"_s, failureKindName(outcome.failureKind.value_or(ErrorKind::Other))}});
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
