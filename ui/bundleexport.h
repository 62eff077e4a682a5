#pragma once

#include "core/util/result.h"

#include <QStringList>

class QWidget;

namespace IteraGpu::Ui {

class EnvironmentTab;
class MeasureTab;
class QualityCostTab;

// Collects the report bundle's contents from the tabs (the last written measurement with its
// phase table and charts, the probed environment, the results grid with its open problems, the
// protocol, the package cost) and has core write them into `folder` (a new folder) with
// MANIFEST.json, which records the open problems. Returns the notes on the parts left out; an
// error names the file that could not be rendered or written.
Result<QStringList> exportBundle(const QString &folder, MeasureTab *measure, EnvironmentTab *environment,
                                 QualityCostTab *quality);

// Before a bundle is written: lists the results grid's open problems and asks whether to export
// anyway. True when there is none or the user says so.
bool confirmGridProblems(QWidget *parent, const QualityCostTab *quality);

} // namespace IteraGpu::Ui
