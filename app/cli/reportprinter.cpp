#include "app/cli/reportprinter.h"

#include "core/measure/devicememory.h"
#include "core/measure/measurementreport.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

QString bytesCell(const std::optional<MemoryCounters> &counters, qint64 MemoryCounters::*field)
{
    return counters ? QString::number((*counters).*field) : u"null"_s;
}

QString optionalCell(const std::optional<MemoryCounters> &counters, std::optional<qint64> MemoryCounters::*field)
{
    return counters && ((*counters).*field) ? QString::number(*((*counters).*field)) : u"null"_s;
}

} // namespace

void printMeasurementHeader(QTextStream &out, const MeasurementConfig &config, bool deviceColumns)
{
    out << u"Measuring Linear(%1 -> %2) -> GELU -> Linear(%2 -> %1), %3, input [%4, %5, %1] on %6\n"_s.arg(config.width)
               .arg(config.hidden)
               .arg(dtypeName(config.dtype))
               .arg(config.batch)
               .arg(config.context)
               .arg(config.device);
    if (config.isCpuDryRun())
        out << u"Protocol dry run on the CPU: real forwards and times, no allocator counters.\n"_s;
    if (config.memoryLimitBytes)
        out << u"Address space limited to %1 (%2 bytes, RLIMIT_AS) from model_load on; libtorch's libraries count "
               u"toward it.\n"_s.arg(memoryLimitText(*config.memoryLimitBytes))
                   .arg(*config.memoryLimitBytes);
    out << qSetFieldWidth(14) << Qt::left << u"phase"_s << qSetFieldWidth(7) << u"index"_s << qSetFieldWidth(14)
        << u"seconds"_s << qSetFieldWidth(16) << u"end allocated"_s << qSetFieldWidth(16) << u"peak allocated"_s;
    if (deviceColumns) {
        // "outside alloc": device bytes in use (total - free) minus this process's reserved bytes.
        out << qSetFieldWidth(16) << u"peak reserved"_s << qSetFieldWidth(16) << u"outside alloc"_s << qSetFieldWidth(9)
            << u"retries"_s << qSetFieldWidth(0) << u"OOMs\n"_s;
    } else {
        out << qSetFieldWidth(0) << u"peak reserved\n"_s;
    }
}

void printPhaseRow(QTextStream &out, const PhaseRow &row, bool deviceColumns)
{
    out << qSetFieldWidth(14) << Qt::left << phaseName(row.phase) << qSetFieldWidth(7)
        << (row.index > 0 ? QString::number(row.index)
                          : (row.phase == Phase::Warmup ? u"x%1"_s.arg(row.iterations) : u"-"_s))
        << qSetFieldWidth(14) << secondsText(row.nanoseconds) << qSetFieldWidth(16)
        << bytesCell(row.end, &MemoryCounters::allocated) << qSetFieldWidth(16)
        << bytesCell(row.end, &MemoryCounters::peakAllocated);
    if (deviceColumns) {
        const auto use = deviceMemoryUse(row.end);
        out << qSetFieldWidth(16) << bytesCell(row.end, &MemoryCounters::peakReserved) << qSetFieldWidth(16)
            << (use ? QString::number(use->outsideAllocator) : u"null"_s) << qSetFieldWidth(9)
            << optionalCell(row.end, &MemoryCounters::numAllocRetries) << qSetFieldWidth(0)
            << optionalCell(row.end, &MemoryCounters::numOoms) << u'\n';
    } else {
        out << qSetFieldWidth(0) << bytesCell(row.end, &MemoryCounters::peakReserved) << u'\n';
    }
}

void printWarmForwardMedian(QTextStream &out, const QString &medianSeconds, int repeats)
{
    out << u"warm_forward median: "_s << medianSeconds << u" s over "_s << repeats << u" repeats\n"_s;
}

void printDeviceMemory(QTextStream &out, const MeasurementOutcome &outcome)
{
    if (!hasDeviceFigures(outcome) && !hasAllocatorEventCounts(outcome))
        return;
    if (const std::optional<MemoryCounters> &before = outcome.deviceMemoryBefore) {
        out << u"Device memory before model_load: "_s;
        if (const auto use = deviceMemoryUse(before)) {
            out << use->inUse << u" bytes in use of "_s << *before->deviceTotalBytes << u" (free "_s
                << *before->deviceFreeBytes << u"), "_s << use->outsideAllocator
                << u" of them outside this process's caching allocator"_s;
        } else {
            out << u"the device's free and total bytes are not available"_s;
        }
        out << u"; allocator retries "_s << optionalCell(before, &MemoryCounters::numAllocRetries) << u", OOMs "_s
            << optionalCell(before, &MemoryCounters::numOoms) << u'\n';
    }
    if (hasDeviceFigures(outcome)) {
        out << u"outside alloc = device bytes in use (total - free, cudaMemGetInfo) - end reserved: every process on "
               u"the card and its CUDA contexts, not this process alone. The prediction covers the caching allocator "
               u"only.\n"_s;
    }
    if (hasAllocatorEventCounts(outcome)) {
        out << u"retries and OOMs are the caching allocator's counts since the process started, never reset between "
               u"phases.\n"_s;
    }
    if (const QStringList contradictory = contradictoryRows(outcome); !contradictory.isEmpty()) {
        out << u"The figures contradict each other in "_s << contradictory.join(u", "_s)
            << u": this process's caching allocator reserves more than the device reports in use; kept as read.\n"_s;
    }
}

void printFailureKind(QTextStream &out, const MeasurementOutcome &outcome, int formatVersion)
{
    if (outcome.status != RunStatus::Failed)
        return;
    out << u"Failure kind: "_s
        << (outcome.failureKind ? failureKindName(*outcome.failureKind)
                                : u"not recorded (format version %1)"_s.arg(formatVersion))
        << u'\n';
}

void printEnvironment(QTextStream &out, const EnvironmentReport &report)
{
    const QList<FactLine> lines = report.displayLines(QLocale::c());
    qsizetype width = 0;
    for (const FactLine &line : lines)
        width = std::max(width, line.label.size());
    for (const FactLine &line : lines)
        out << QString(line.label + u':').leftJustified(width + 2) << line.value << u'\n';
}

} // namespace IteraGpu::Cli
