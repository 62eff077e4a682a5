#pragma once

#include "measure/measurementrunner.h"
#include "measure/prediction.h"

#include <QByteArray>

namespace IteraGpu {

// phases.csv: one record per phase row with the predicted peak allocated bytes beside the
// measured counters. UTF-8, RFC 4180, locale-independent: "." decimals, exact bytes, empty where
// the report has null (the CPU dry run's counters, the index of rows other than warm_forward).
QByteArray phasesCsv(const QList<PhaseRow> &rows, const Prediction &prediction);

} // namespace IteraGpu
