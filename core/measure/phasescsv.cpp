#include "measure/phasescsv.h"

#include "measure/measurementreport.h"
#include "util/csv.h"

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

QString bytes(const std::optional<MemoryCounters> &counters, qint64 MemoryCounters::*field)
{
    return counters ? QString::number((*counters).*field) : QString();
}

} // namespace

QByteArray phasesCsv(const QList<PhaseRow> &rows, const Prediction &prediction)
{
    QList<QStringList> records{{u"phase"_s, u"index"_s, u"iterations"_s, u"seconds"_s, u"baseline_allocated_bytes"_s,
                                u"baseline_reserved_bytes"_s, u"end_allocated_bytes"_s, u"end_reserved_bytes"_s,
                                u"peak_allocated_bytes"_s, u"peak_reserved_bytes"_s,
                                u"predicted_peak_allocated_bytes"_s}};
    for (const PhaseRow &row : rows) {
        records.append({phaseName(row.phase), row.index > 0 ? QString::number(row.index) : QString(),
                        QString::number(row.iterations), secondsText(row.nanoseconds),
                        bytes(row.baseline, &MemoryCounters::allocated), bytes(row.baseline, &MemoryCounters::reserved),
                        bytes(row.end, &MemoryCounters::allocated), bytes(row.end, &MemoryCounters::reserved),
                        bytes(row.end, &MemoryCounters::peakAllocated), bytes(row.end, &MemoryCounters::peakReserved),
                        QString::number(prediction.peakAllocated(row.phase))});
    }
    return Csv::write(records).toUtf8();
}

} // namespace IteraGpu
