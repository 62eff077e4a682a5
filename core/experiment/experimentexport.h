#pragma once

#include "core/experiment/experimentcheck.h"
#include "core/quality/reportbundle.h"
#include "core/util/result.h"

#include <QDateTime>
#include <QList>

namespace IteraGpu {

// The window's "Export bundle" of an experiment: a verified copy of the saved experiment (without
// window.json, what the window remembered, which names folders of this computer), plus
// what only the window can add (the charts of the shown run, its phases.csv), under charts/.
// The source must verify first (checkExperiment): a copy of a folder whose rows cite missing or
// changed reports would carry the fault along. Every member the source's manifest lists is read
// (at most kMaxInputBytes each), checked against the size and SHA-256 the manifest gives, and
// written as a new file into `destination`, a new folder (NewFolder: links never followed); then
// MANIFEST.json is written and the copy is checked the way `iteragpu verify` checks it. Returns
// that check. An error names the file; what was written before it stays.
Result<ExperimentCheck> exportExperiment(const QString &source, const QString &destination,
                                         const QList<BundleImage> &extras,
                                         const QDateTime &createdUtc = QDateTime::currentDateTimeUtc());

} // namespace IteraGpu
