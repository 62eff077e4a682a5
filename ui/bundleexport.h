#pragma once

#include "core/quality/reportbundle.h"
#include "core/util/result.h"

#include <QStringList>

class QWidget;

namespace IteraGpu::Ui {

class EnvironmentTab;
class MeasureTab;
class QualityCostTab;

// The report bundle's contents, collected from the tabs on the GUI thread (the last written
// measurement with its phase table and charts, drawn here; the probed environment; the results grid
// with its open problems; the protocol; the package cost). A tab not built yet (nullptr) adds
// nothing. Core's writeBundle writes them, off the GUI thread. An error names the chart that could
// not be rendered.
Result<BundleContents> bundleContents(MeasureTab *measure, EnvironmentTab *environment, QualityCostTab *quality);

// Before a bundle is written: lists the results grid's open problems and asks whether to export
// anyway. True when there is none or the user says so.
bool confirmGridProblems(QWidget *parent, const QualityCostTab *quality);

} // namespace IteraGpu::Ui
