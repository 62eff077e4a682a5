#include "bundleexport.h"

#include "environmenttab.h"
#include "measuretab.h"
#include "qualitycosttab.h"
#include "reportbundle.h"

namespace IteraGpu::Ui {

Result<QStringList> exportBundle(const QString &folder, MeasureTab *measure, EnvironmentTab *environment,
                                 QualityCostTab *quality)
{
    BundleContents contents;
    if (const auto &last = measure->lastResult(); last && last->reportWritten()) {
        auto charts = measure->chartImages();
        if (!charts)
            return Error{charts.error()};
        contents.measurement = last->report;
        contents.phasesCsv = measure->phasesCsv();
        contents.charts = *charts;
    }
    contents.environment = environment->report();
    contents.grid = quality->grid();
    contents.protocol = quality->protocolToSave();
    contents.cost = quality->packageCost();
    return writeBundle(folder, contents);
}

} // namespace IteraGpu::Ui
