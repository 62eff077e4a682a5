#pragma once

// Measurement reports made by the real protocol runner over the scripted fake device, for the
// report reader, comparison and CLI tests.
#include "core/measure/measurementreport.h"

// A run of `config` ending with `status`: failed at the second warm_forward (an out-of-memory
// error with `deviceFigures`, another kind without), or cancelled before it. The CPU dry run
// ("cpu") has no counters. Row i takes 100000 * (i + 1) + 7 * i ns. `deviceFigures`: the readings
// carry the device's free and total bytes and the allocator's retry and OOM counts (a GPU
// through a module of ABI 3); without, only the allocator's counters (an earlier module).
IteraGpu::MeasurementReport sampleReport(const QString &device, IteraGpu::RunStatus status, int warmup = 1,
                                         int repeats = 3, bool deviceFigures = false);
// The seed's small test: float32, batch 1, context 16, width 64 (hidden 256), repeats 2, and
// `warmup` warm-up passes (the seed's is 1).
IteraGpu::MeasurementConfig seedSmallTest(int warmup = 1);
// The environment a sample report carries.
IteraGpu::EnvironmentReport sampleEnvironment(const QString &device);
// Writes three reports into `folder` for the window tests that open them: h100.json (complete),
// cpu.json (a CPU dry run ending with `cpuStatus`, no warm-up, 2 repeats) and environment.json.
// Returns their paths in that order, or an empty list if one could not be written.
QStringList writeSampleReports(const QString &folder, IteraGpu::RunStatus cpuStatus);
