#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>
#include <optional>

namespace IteraGpu {

// The phases of one measurement, in the order they run. Everything that names a phase goes
// through the three functions below: the report and the CSV write phaseName(), the UI shows
// phaseLabel() and phaseDescription().
enum class Phase
{
    ModelLoad,
    Inputs,
    ColdForward,
    Warmup,
    WarmForward
};

inline constexpr std::array kPhases{Phase::ModelLoad, Phase::Inputs, Phase::ColdForward, Phase::Warmup,
                                    Phase::WarmForward};

// The name written in reports and files (model_load, inputs, cold_forward, warmup,
// warm_forward). Never translated.
QString phaseName(Phase phase);
// The phase a report name names; nullopt for any other text (the caller names the place).
std::optional<Phase> phaseFromName(QStringView name);
// Every report name, in the order of kPhases (for "expected one of" messages).
QStringList phaseNames();
// The name shown to the user, translated (the translations keep the report's names).
QString phaseLabel(Phase phase);
// One translated line: what the phase covers.
QString phaseDescription(Phase phase);
// A row's short label for chart axes: "warm 2" for a repeat, "warmup ×3" for the warm-up row,
// the phase label otherwise. Translated.
QString phaseRowLabel(Phase phase, int index, int iterations);

} // namespace IteraGpu
