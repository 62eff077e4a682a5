#pragma once

#include <QString>

// The file names a save dialog or a new measurement suggests, in the user's language ("raw-results.csv"
// in English, "resultats-bruts.csv" in French). Only suggestions: the names inside a report bundle
// and every file format stay the same in all languages.
namespace IteraGpu::Ui::DefaultFileName {

QString resultsGrid(); // the results grid CSV
QString protocol(); // the quality protocol JSON
QString packageCost(); // the package cost JSON
QString environment(); // an environment report
QString comparison(); // a comparison CSV
QString phaseTable(); // a phase table CSV
QString packagePlan(const QString &extension); // "which package holds it", "csv" or "json"
QString bundleFolder(); // a report bundle's new folder
// A new measurement report named after its start, `stamp` such as "20261130-143000"; `copy` > 1
// adds "-2", "-3"… when that name is taken.
QString measurement(const QString &stamp, int copy = 1);

} // namespace IteraGpu::Ui::DefaultFileName
