#include "core/sweep/sweepcsv.h"

#include "core/measure/prediction.h"
#include "core/util/csv.h"

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

QString integerOrEmpty(const std::optional<qint64> &value)
{
    return value ? QString::number(*value) : QString();
}

} // namespace

std::optional<MeasurementConfig> sweepPointConfig(const SweepIndex &index, const QString &value)
{
    MeasurementConfigText text = index.fixed;
    QString *field = text.field(index.dimension);
    if (!field)
        return std::nullopt;
    *field = value;
    text.output = u"point.json"_s; // a placeholder: the output is not part of the shapes
    auto config = parseMeasurementConfig(text, [](QStringView key) { return key.toString(); });
    if (!config)
        return std::nullopt;
    return *config;
}

std::optional<qint64> predictedPeakAllocated(const SweepIndex &index, const QString &value)
{
    const std::optional<MeasurementConfig> config = sweepPointConfig(index, value);
    if (!config)
        return std::nullopt;
    const Prediction prediction = predictAllocations(*config);
    qint64 peak = 0;
    for (const PhasePrediction &phase : prediction.phases)
        peak = std::max(peak, phase.peakAllocatedBytes);
    return peak;
}

QByteArray sweepPointsCsv(const SweepIndex &index)
{
    QList<QStringList> records{{u"number"_s, index.dimension, u"stage"_s, u"status"_s, u"failure_kind"_s, u"file"_s,
                                u"sha256"_s, u"peak_allocated_bytes"_s, u"peak_reserved_bytes"_s,
                                u"outside_allocator_bytes"_s, u"predicted_peak_allocated_bytes"_s,
                                u"warm_forward_median_s"_s, u"matmul_flops_per_forward"_s,
                                u"achieved_flops_per_second"_s, u"message"_s}};
    for (qsizetype i = 0; i < index.points.size(); ++i) {
        const SweepPoint &point = index.points.at(i);
        records.append(
            {QString::number(i + 1), point.value, sweepStageName(point.stage), sweepPointStatusName(point.status),
             point.failureKind ? failureKindName(*point.failureKind) : QString(), point.file, point.sha256,
             integerOrEmpty(point.peakAllocated), integerOrEmpty(point.peakReserved),
             integerOrEmpty(point.outsideAllocator), integerOrEmpty(predictedPeakAllocated(index, point.value)),
             point.warmMedianSeconds, point.matmulFlopsPerForward, point.achievedFlopsPerSecond, point.message});
    }
    return Csv::write(records).toUtf8();
}

} // namespace IteraGpu
