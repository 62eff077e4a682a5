#pragma once

#include "core/device/environment.h"
#include "core/measure/measurementrunner.h"

#include <QTextStream>

// How the CLI prints a measurement and an environment report: `measure` and `environment` while
// they run, `show` for a report read back. One form, so both look the same.
namespace IteraGpu::Cli {

// The model line, the CPU dry-run note and the column titles of the phase table. With
// `deviceColumns` the table also has the bytes outside the caching allocator and the allocator's
// retry and out-of-memory counts (a GPU run; a report of format 3 that has them).
void printMeasurementHeader(QTextStream &out, const MeasurementConfig &config, bool deviceColumns);
// One row of the phase table (with the device columns of the header).
void printPhaseRow(QTextStream &out, const PhaseRow &row, bool deviceColumns);
// "warm_forward median: 0.000412345 s over 10 repeats"
void printWarmForwardMedian(QTextStream &out, const QString &medianSeconds, int repeats);
// Where the run has the device's figures: the reading before model_load, what the device figures
// cover (every process on the card), and the readings whose figures contradict each other.
void printDeviceMemory(QTextStream &out, const MeasurementOutcome &outcome);
// A failed run's "Failure kind: out_of_memory" (or "other"; "not recorded" before format 3).
void printFailureKind(QTextStream &out, const MeasurementOutcome &outcome, int formatVersion);
// The environment's display lines, "label: value", labels aligned.
void printEnvironment(QTextStream &out, const EnvironmentReport &report);

} // namespace IteraGpu::Cli
