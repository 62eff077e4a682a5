#pragma once

#include "device/environment.h"
#include "measure/measurementrunner.h"

#include <QTextStream>

// How the CLI prints a measurement and an environment report: `measure` and `environment` while
// they run, `show` for a report read back. One form, so both look the same.
namespace IteraGpu::Cli {

// The model line, the CPU dry-run note and the column titles of the phase table.
void printMeasurementHeader(QTextStream &out, const MeasurementConfig &config);
// One row of the phase table.
void printPhaseRow(QTextStream &out, const PhaseRow &row);
// "warm_forward median: 0.000412345 s over 10 repeats"
void printWarmForwardMedian(QTextStream &out, const QString &medianSeconds, int repeats);
// The environment's display lines, "label: value", labels aligned.
void printEnvironment(QTextStream &out, const EnvironmentReport &report);

} // namespace IteraGpu::Cli
