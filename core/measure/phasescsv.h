#pragma once

#include "core/measure/measurementreport.h"
#include "core/measure/measurementrunner.h"
#include "core/measure/prediction.h"

#include <QByteArray>

namespace IteraGpu {

// Where the rows of a phases.csv come from, written above them as "# key: value" lines
// (docs/ARCHITECTURE.md, "phases.csv carries its context").
struct PhasesCsvSource
{
    QString reportFile; // the report's file name only, never its folder; empty: no report written
    QString sha256; // lowercase hex SHA-256 of the report's bytes; empty: not known
    QString device; // "cuda:0 (NVIDIA H100 80GB HBM3)", "cpu (dry run)"
    QString configuration; // "batch=1 context=16 width=64 hidden=256 dtype=float32 warmup=1 repeats=2 seed=0"
    QString status; // the report's status: complete, failed, cancelled; "running" for a run under way
};

// The source of the rows of `report`, written to `reportFile` with `sha256` (both may be empty).
PhasesCsvSource phasesCsvSource(const MeasurementReport &report, const QString &reportFile, const QString &sha256);

// The column titles of phases.csv: the phase table's English titles, with the unit of the exact
// byte counts ("Peak allocated (bytes)"), the same in every language.
const QStringList &phasesCsvColumns();

// phases.csv: the "#" lines of `source`, then one record per phase row with the predicted peak
// allocated bytes beside the measured counters. UTF-8, RFC 4180 after the "#" lines,
// locale-independent: "." decimals, exact bytes, empty where the report has null (the CPU dry
// run's counters, the index of rows other than warm_forward).
QByteArray phasesCsv(const QList<PhaseRow> &rows, const Prediction &prediction, const PhasesCsvSource &source = {});

} // namespace IteraGpu
