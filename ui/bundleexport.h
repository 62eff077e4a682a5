#pragma once

#include "result.h"

#include <QStringList>

namespace IteraGpu::Ui {

class EnvironmentTab;
class MeasureTab;
class QualityCostTab;

// Writes a report bundle into `folder` (a new folder): the last measurement JSON, its phase CSV
// and chart PNGs, the environment JSON, the results grid, the protocol JSON, the package cost
// JSON and MANIFEST.json. Parts that do not exist yet (no measurement, no probe) are left out
// and named in the returned list of notes.
Result<QStringList> exportBundle(const QString &folder, MeasureTab *measure, EnvironmentTab *environment,
                                 QualityCostTab *quality);

} // namespace IteraGpu::Ui
