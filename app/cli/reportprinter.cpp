#include "reportprinter.h"

#include "measure/measurementreport.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

QString bytesCell(const std::optional<MemoryCounters> &counters, qint64 MemoryCounters::*field)
{
    return counters ? QString::number((*counters).*field) : u"null"_s;
}

} // namespace

void printMeasurementHeader(QTextStream &out, const MeasurementConfig &config)
{
    out << u"Measuring Linear(%1 -> %2) -> GELU -> Linear(%2 -> %1), %3, input [%4, %5, %1] on %6\n"_s.arg(config.width)
               .arg(config.hidden)
               .arg(dtypeName(config.dtype))
               .arg(config.batch)
               .arg(config.context)
               .arg(config.device);
    if (config.isCpuDryRun())
        out << u"Protocol dry run on the CPU: real forwards and times, no allocator counters.\n"_s;
    out << qSetFieldWidth(14) << Qt::left << u"phase"_s << qSetFieldWidth(7) << u"index"_s << qSetFieldWidth(14)
        << u"seconds"_s << qSetFieldWidth(16) << u"end allocated"_s << qSetFieldWidth(16) << u"peak allocated"_s
        << qSetFieldWidth(0) << u"peak reserved\n"_s;
}

void printPhaseRow(QTextStream &out, const PhaseRow &row)
{
    out << qSetFieldWidth(14) << Qt::left << phaseName(row.phase) << qSetFieldWidth(7)
        << (row.index > 0 ? QString::number(row.index)
                          : (row.phase == Phase::Warmup ? u"x%1"_s.arg(row.iterations) : u"-"_s))
        << qSetFieldWidth(14) << secondsText(row.nanoseconds) << qSetFieldWidth(16)
        << bytesCell(row.end, &MemoryCounters::allocated) << qSetFieldWidth(16)
        << bytesCell(row.end, &MemoryCounters::peakAllocated) << qSetFieldWidth(0)
        << bytesCell(row.end, &MemoryCounters::peakReserved) << u'\n';
}

void printWarmForwardMedian(QTextStream &out, const QString &medianSeconds, int repeats)
{
    out << u"warm_forward median: "_s << medianSeconds << u" s over "_s << repeats << u" repeats\n"_s;
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
