#pragma once

#include "core/measure/measurementconfig.h"
#include "core/measure/phase.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace IteraGpu {

// Shapes and sizes of the synthetic model (the report's "synthetic_model").
struct SyntheticModel
{
    qint64 width = 0;
    qint64 hidden = 0;
    qint64 parameterCount = 0; // hidden*width + hidden + width*hidden + width
    qint64 parameterBytes = 0; // parameterCount * element size, unrounded
    qint64 inputElements = 0; // batch * context * width
    qint64 inputBytes = 0;
    int elementBytes = 0;
};

SyntheticModel describeModel(const MeasurementConfig &config);
QJsonObject syntheticModelToJson(const MeasurementConfig &config, const SyntheticModel &model);

// The caching allocator rounds every allocation up to a multiple of 512 bytes.
inline constexpr qint64 kAllocatorBlock = 512;
qint64 allocatorRounded(qint64 bytes);

// Allocated bytes the caching allocator should report for one phase, from the shapes alone:
// parameters (4 tensors), inputs, and a forward's live tensors (the first Linear's output and the
// GELU output live together; then the GELU output and the final output). The cuBLAS/hipBLAS
// workspace comes on top from the first matrix product (cold_forward) on: it is predicted when
// the environment reports its size, and left out otherwise (on the CPU there is none).
struct PhasePrediction
{
    Phase phase = Phase::ModelLoad;
    qint64 endAllocatedBytes = 0; // at the end measurement (the forward's output still alive)
    qint64 peakAllocatedBytes = 0;
};

struct Prediction
{
    qint64 parameterBytes = 0; // rounded per tensor
    qint64 inputBytes = 0; // rounded
    qint64 firstLinearOutputBytes = 0; // [batch, context, hidden], rounded
    qint64 geluOutputBytes = 0;
    qint64 outputBytes = 0; // [batch, context, width], rounded
    std::optional<qint64> workspaceBytes; // cuBLAS/hipBLAS workspace, rounded; none when not known
    QList<PhasePrediction> phases; // in phase order; no warmup entry without warm-up forwards

    qint64 peakAllocated(Phase phase) const; // 0 for a phase without a prediction
};

// `workspaceBytes`: the BLAS workspace the environment reports (EnvironmentReport's
// device.blasWorkspaceBytes); none leaves it out of the prediction.
Prediction predictAllocations(const MeasurementConfig &config, std::optional<qint64> workspaceBytes = std::nullopt);
QJsonObject predictionToJson(const Prediction &prediction);
// What the prediction leaves out, said wherever it is shown.
QString predictionCaveat();

} // namespace IteraGpu
