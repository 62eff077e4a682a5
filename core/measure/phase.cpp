#include "core/measure/phase.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Phase)
};
} // namespace

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::ModelLoad: return u"model_load"_s;
    case Phase::Inputs: return u"inputs"_s;
    case Phase::ColdForward: return u"cold_forward"_s;
    case Phase::Warmup: return u"warmup"_s;
    case Phase::WarmForward: return u"warm_forward"_s;
    }
    return {};
}

std::optional<Phase> phaseFromName(QStringView name)
{
    for (Phase phase : kPhases) {
        if (phaseName(phase) == name)
            return phase;
    }
    return std::nullopt;
}

QStringList phaseNames()
{
    QStringList names;
    for (Phase phase : kPhases)
        names << phaseName(phase);
    return names;
}

QString phaseLabel(Phase phase)
{
    switch (phase) {
    case Phase::ModelLoad: return Tr::tr("model_load");
    case Phase::Inputs: return Tr::tr("inputs");
    case Phase::ColdForward: return Tr::tr("cold_forward");
    case Phase::Warmup: return Tr::tr("warmup");
    case Phase::WarmForward: return Tr::tr("warm_forward");
    }
    return {};
}

QString phaseDescription(Phase phase)
{
    switch (phase) {
    case Phase::ModelLoad:
        return Tr::tr("build and initialise the model on the CPU, then move it to the device (CPU time included)");
    case Phase::Inputs: return Tr::tr("create the seeded synthetic inputs on the device");
    case Phase::ColdForward:
        return Tr::tr(
            "first forward after device, generator and inputs are initialised (not a machine or driver cold start)");
    case Phase::Warmup: return Tr::tr("all warm-up forwards together, never mixed into the repeats");
    case Phase::WarmForward: return Tr::tr("one forward after the warm-up, one row per repeat");
    }
    return {};
}

QString phaseRowLabel(Phase phase, int index, int iterations)
{
    if (phase == Phase::WarmForward)
        return Tr::tr("warm %1").arg(index);
    if (phase == Phase::Warmup)
        return Tr::tr("warmup ×%1").arg(iterations);
    return phaseLabel(phase);
}

} // namespace IteraGpu
