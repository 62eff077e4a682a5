#include "core/measure/throughput.h"

#include "core/measure/measurementreport.h"

#include <QList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu {

Exact::Int128 matmulFlopsPerForward(const MeasurementConfig &config)
{
    return Exact::Int128(4) * config.batch * config.context * config.width * config.hidden;
}

QString achievedFlopsPerSecond(const MeasurementConfig &config, const MeasurementOutcome &outcome)
{
    const auto twice = twiceWarmForwardMedianNs(outcome);
    if (!twice)
        return {};
    const Exact::Int128 twiceNs = *twice;
    if (twiceNs <= 0)
        return {};
    // FLOP/s = flops / (twiceNs / 2e9) = flops * 2e9 / twiceNs. flops < 2^80, times 2^31: fits 128 bits.
    return Exact::quotient(matmulFlopsPerForward(config) * 2'000'000'000, twiceNs, 0);
}

QString flopsPerSecondShort(const QString &exactFlopsPerSecond)
{
    if (exactFlopsPerSecond.isEmpty())
        return {};
    static const char *const kUnits[] = {"FLOP/s", "kFLOP/s", "MFLOP/s", "GFLOP/s", "TFLOP/s", "PFLOP/s", "EFLOP/s"};
    const qsizetype digits = exactFlopsPerSecond.size();
    const int unit = int(std::min<qsizetype>((digits - 1) / 3, 6));
    bool ok = false;
    const Exact::Int128 value = exactFlopsPerSecond.toLongLong(&ok);
    if (!ok || unit == 0)
        return exactFlopsPerSecond + u" FLOP/s"_s;
    return Exact::quotient(value, Exact::pow10(3 * unit), 2) + u' ' + QString::fromLatin1(kUnits[unit]);
}

} // namespace IteraGpu
