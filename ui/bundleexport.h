#pragma once

#include "result.h"

#include <QStringList>

namespace IteraGpu::Ui {

class EnvironmentTab;
class MeasureTab;
class QualityCostTab;

// Collects the report bundle's contents from the tabs (the last written measurement with its
// phase table and charts, the probed environment, the results grid, the protocol, the package
// cost) and has core write them into `folder` (a new folder) with MANIFEST.json. Returns the
// notes on the parts left out; an error names the file that could not be rendered or written.
Result<QStringList> exportBundle(const QString &folder, MeasureTab *measure, EnvironmentTab *environment,
                                 QualityCostTab *quality);

} // namespace IteraGpu::Ui
