#include "core/measure/phaseplan.h"

#include <algorithm>

namespace IteraGpu {

namespace {
// model_load, inputs and cold_forward: the rows every run starts with.
constexpr qsizetype kFixedRows = 3;

bool hasWarmupRow(const MeasurementConfig &config)
{
    return config.warmup > 0;
}
} // namespace

qsizetype completeRowCount(const MeasurementConfig &config)
{
    return kFixedRows + (hasWarmupRow(config) ? 1 : 0) + config.repeats;
}

PlannedRow plannedRow(const MeasurementConfig &config, qsizetype position)
{
    Q_ASSERT(position >= 0 && position < completeRowCount(config));
    if (position < kFixedRows)
        return {kPhases[size_t(position)], 0, 1};
    if (hasWarmupRow(config) && position == kFixedRows)
        return {Phase::Warmup, 0, config.warmup};
    const qsizetype firstRepeat = kFixedRows + (hasWarmupRow(config) ? 1 : 0);
    return {Phase::WarmForward, int(position - firstRepeat + 1), 1};
}

QList<Phase> plannedPhases(const MeasurementConfig &config)
{
    QList<Phase> phases;
    for (Phase phase : kPhases) {
        if (phase != Phase::Warmup || hasWarmupRow(config))
            phases.append(phase);
    }
    return phases;
}

Phase phaseAfter(const MeasurementConfig &config, qsizetype completedRows)
{
    const qsizetype count = completeRowCount(config);
    return plannedRow(config, std::clamp<qsizetype>(completedRows, 0, count - 1)).phase;
}

} // namespace IteraGpu
