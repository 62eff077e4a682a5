#include "core/measure/phasescsv.h"

#include "core/measure/measurementreport.h"
#include "core/util/csv.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

QString bytes(const std::optional<MemoryCounters> &counters, qint64 MemoryCounters::*field)
{
    return counters ? QString::number((*counters).*field) : QString();
}

// One "# key: value" line; a value from a file or a remote host is kept to one printable line.
QString commentLine(const QString &key, const QString &value, const QString &missing)
{
    return u"# "_s + key + u": "_s + (value.isEmpty() ? missing : displaySafe(value, 400)) + u"\r\n"_s;
}

} // namespace

PhasesCsvSource phasesCsvSource(const MeasurementReport &report, const QString &reportFile, const QString &sha256)
{
    const MeasurementConfig &c = report.config;
    QString device = c.device;
    if (c.isCpuDryRun())
        device += u" (dry run)"_s;
    else if (!report.environment.device.deviceName.isEmpty())
        device += u" ("_s + report.environment.device.deviceName + u')';
    const QString configuration
        = u"batch=%1 context=%2 width=%3 hidden=%4 dtype=%5 warmup=%6 repeats=%7 seed=%8"_s.arg(c.batch)
              .arg(c.context)
              .arg(c.width)
              .arg(c.hidden)
              .arg(dtypeName(c.dtype))
              .arg(c.warmup)
              .arg(c.repeats)
              .arg(c.seed);
    return {fileNameOnly(reportFile), sha256, device, configuration, report.status()};
}

const QStringList &phasesCsvColumns()
{
    static const QStringList columns{u"Phase"_s,
                                     u"Repeat"_s,
                                     u"Forwards"_s,
                                     u"Seconds"_s,
                                     u"Baseline allocated (bytes)"_s,
                                     u"Baseline reserved (bytes)"_s,
                                     u"End allocated (bytes)"_s,
                                     u"End reserved (bytes)"_s,
                                     u"Peak allocated (bytes)"_s,
                                     u"Peak reserved (bytes)"_s,
                                     u"Predicted peak allocated (bytes)"_s};
    return columns;
}

QByteArray phasesCsv(const QList<PhaseRow> &rows, const Prediction &prediction, const PhasesCsvSource &source)
{
    QString comments = u"# IteraGPU Lab phases.csv: one record per phase row of the report named here\r\n"_s;
    comments += commentLine(u"report"_s, source.reportFile, u"(none written)"_s);
    comments += commentLine(u"report_sha256"_s, source.sha256, u"(unknown)"_s);
    comments += commentLine(u"device"_s, source.device, u"(unknown)"_s);
    comments += commentLine(u"configuration"_s, source.configuration, u"(unknown)"_s);
    comments += commentLine(u"status"_s, source.status, u"(unknown)"_s);
    comments += u"# Phase: the report's phase name. Bytes: exact counts of the process's caching allocator, empty on "
                "a CPU dry run. Predicted: computed from the configuration before the run, not measured\r\n"_s;
    QList<QStringList> records{phasesCsvColumns()};
    for (const PhaseRow &row : rows) {
        records.append({phaseName(row.phase), row.index > 0 ? QString::number(row.index) : QString(),
                        QString::number(row.iterations), secondsText(row.nanoseconds),
                        bytes(row.baseline, &MemoryCounters::allocated), bytes(row.baseline, &MemoryCounters::reserved),
                        bytes(row.end, &MemoryCounters::allocated), bytes(row.end, &MemoryCounters::reserved),
                        bytes(row.end, &MemoryCounters::peakAllocated), bytes(row.end, &MemoryCounters::peakReserved),
                        QString::number(prediction.peakAllocated(row.phase))});
    }
    return comments.toUtf8() + Csv::write(records).toUtf8();
}

} // namespace IteraGpu
