#include "core/measure/prediction.h"

#include "core/measure/phaseplan.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace IteraGpu {

qint64 allocatorRounded(qint64 bytes)
{
    if (bytes <= 0)
        return 0;
    return (bytes + kAllocatorBlock - 1) / kAllocatorBlock * kAllocatorBlock;
}

SyntheticModel describeModel(const MeasurementConfig &c)
{
    SyntheticModel m;
    m.width = c.width;
    m.hidden = c.hidden;
    m.elementBytes = dtypeSize(c.dtype);
    m.parameterCount = c.hidden * c.width + c.hidden + c.width * c.hidden + c.width;
    m.parameterBytes = m.parameterCount * m.elementBytes;
    m.inputElements = c.batch * c.context * c.width;
    m.inputBytes = m.inputElements * m.elementBytes;
    return m;
}

QJsonObject syntheticModelToJson(const MeasurementConfig &c, const SyntheticModel &m)
{
    const auto shape = [](std::initializer_list<qint64> dims) {
        QJsonArray array;
        for (qint64 d : dims)
            array.append(d);
        return array;
    };
    QJsonArray layers{
        QJsonObject{{u"name"_s, u"linear1"_s},
                    {u"type"_s, u"Linear"_s},
                    {u"weight_shape"_s, shape({c.hidden, c.width})},
                    {u"bias_shape"_s, shape({c.hidden})}},
        QJsonObject{{u"name"_s, u"gelu"_s}, {u"type"_s, u"GELU"_s}, {u"approximate"_s, u"none"_s}},
        QJsonObject{{u"name"_s, u"linear2"_s},
                    {u"type"_s, u"Linear"_s},
                    {u"weight_shape"_s, shape({c.width, c.hidden})},
                    {u"bias_shape"_s, shape({c.width})}},
    };
    return QJsonObject{
        {u"description"_s, u"Linear -> GELU -> Linear; synthetic, not an LLM: no attention, no KV cache"_s},
        {u"layers"_s, layers},
        {u"parameter_count"_s, m.parameterCount},
        {u"parameter_bytes"_s, m.parameterBytes},
        {u"element_bytes"_s, m.elementBytes},
        {u"input_shape"_s, shape({c.batch, c.context, c.width})},
        {u"input_bytes"_s, m.inputBytes},
    };
}

Prediction predictAllocations(const MeasurementConfig &c, std::optional<qint64> workspaceBytes)
{
    const qint64 e = dtypeSize(c.dtype);
    Prediction p;
    p.parameterBytes
        = 2 * allocatorRounded(c.hidden * c.width * e) + allocatorRounded(c.hidden * e) + allocatorRounded(c.width * e);
    p.inputBytes = allocatorRounded(c.batch * c.context * c.width * e);
    p.firstLinearOutputBytes = allocatorRounded(c.batch * c.context * c.hidden * e);
    p.geluOutputBytes = p.firstLinearOutputBytes;
    p.outputBytes = allocatorRounded(c.batch * c.context * c.width * e);

    if (workspaceBytes)
        p.workspaceBytes = allocatorRounded(*workspaceBytes);

    const qint64 resident = p.parameterBytes + p.inputBytes;
    // The workspace is taken at the first matrix product and kept: every forward phase holds it.
    const qint64 workspace = p.workspaceBytes.value_or(0);
    const qint64 forwardPeak = resident + workspace
        + std::max(p.firstLinearOutputBytes + p.geluOutputBytes, p.geluOutputBytes + p.outputBytes);
    const qint64 forwardEnd = resident + workspace + p.outputBytes;
    for (Phase phase : plannedPhases(c)) {
        switch (phase) {
        case Phase::ModelLoad: p.phases.append({phase, p.parameterBytes, p.parameterBytes}); break;
        case Phase::Inputs: p.phases.append({phase, resident, resident}); break;
        case Phase::ColdForward:
        case Phase::Warmup:
        case Phase::WarmForward: p.phases.append({phase, forwardEnd, forwardPeak}); break;
        }
    }
    return p;
}

qint64 Prediction::peakAllocated(Phase phase) const
{
    for (const PhasePrediction &p : phases) {
        if (p.phase == phase)
            return p.peakAllocatedBytes;
    }
    return 0;
}

QString predictionCaveat()
{
    return QCoreApplication::translate(
        "IteraGpu::Prediction",
        "Predicted from the shapes, rounded to the allocator's 512-byte blocks. Not included: library workspaces "
        "(cuBLAS/hipBLAS allocate theirs at the first matrix product and keep them), the CUDA context, other "
        "processes. Expect measured allocated bytes from cold_forward on to exceed the prediction by about the "
        "workspace size.");
}

QJsonObject predictionToJson(const Prediction &p)
{
    QJsonArray phases;
    for (const PhasePrediction &phase : p.phases) {
        QJsonObject row{{u"phase"_s, phaseName(phase.phase)},
                        {u"end_allocated_bytes"_s, phase.endAllocatedBytes},
                        {u"peak_allocated_bytes"_s, phase.peakAllocatedBytes}};
        if (p.workspaceBytes) {
            const bool afterFirstProduct = phase.phase != Phase::ModelLoad && phase.phase != Phase::Inputs;
            row.insert(u"workspace_bytes"_s, afterFirstProduct ? *p.workspaceBytes : 0);
        }
        phases.append(row);
    }
    const QString basis = p.workspaceBytes
        ? QString(u"shapes, each allocation rounded up to 512 bytes, plus the cuBLAS/hipBLAS workspace the "
                  u"environment reports from "_s
                  + phaseName(Phase::ColdForward) + u" on"_s)
        : u"shapes, each allocation rounded up to 512 bytes"_s;
    QJsonObject json{
        {u"basis"_s, QString(basis + u"; relative to the allocated bytes before "_s + phaseName(Phase::ModelLoad))},
        {u"parameter_bytes"_s, p.parameterBytes},
        {u"input_bytes"_s, p.inputBytes},
        {u"first_linear_output_bytes"_s, p.firstLinearOutputBytes},
        {u"gelu_output_bytes"_s, p.geluOutputBytes},
        {u"output_bytes"_s, p.outputBytes},
        {u"phases"_s, phases},
        {u"not_included"_s,
         QJsonArray{p.workspaceBytes ? u"other library workspaces (cuBLASLt beyond the cuBLAS workspace, cuDNN)"_s
                                     : u"library workspaces (cuBLAS/hipBLAS), expected from cold_forward on"_s,
                    u"CUDA/HIP context and driver memory"_s, u"other processes"_s}},
    };
    if (p.workspaceBytes)
        json.insert(u"workspace_bytes"_s, *p.workspaceBytes);
    return json;
}

} // namespace IteraGpu
