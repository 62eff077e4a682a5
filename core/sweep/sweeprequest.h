#pragma once

#include "core/files/newfolder.h"
#include "core/measure/measurementconfig.h"
#include "core/sweep/sweepindex.h"
#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace IteraGpu {

// What a sweep runs: one dimension over values, every other field fixed as `measure` takes them.
// Both front ends read a request with the functions below and nothing else, so that the window
// and `iteragpu sweep` accept and refuse the same requests in the same words.
struct SweepRequest
{
    QString program; // the `iteragpu` executable each point runs as `iteragpu measure`
    QString dimension; // a sweepDimensions() key
    MeasurementConfigText fixed; // every field but the varied one; output ignored
    QStringList values; // in the order asked (numeric: strictly increasing)
    bool bisect = false;
    qint64 step = 1;
    QString backend; // --backend for every point, empty for the default search
    QString folder; // the sweep's folder as given, new or empty (prepareSweepFolder)
    // That folder, held open by prepareSweepFolder: every point's report and the index are written
    // and read back through it (NewFolder::throughPath), never through `folder` again.
    std::shared_ptr<NewFolder> held;
};

// The values as typed ("64, 128,256"): split at commas, each trimmed. An empty value ("64,,128", a
// comma at either end) is refused with its position.
Result<QStringList> parseSweepValues(const QString &text, const FieldLabels &labels);
// "--from A --to B": A, 2A, 4A, ... while <= B. Refuses A < 1, B < A, more than kMaxSweepPoints.
Result<QStringList> doublingValues(const QString &from, const QString &to, const FieldLabels &labels);
// The bisect step as typed: a whole number of at least 1, digits only (" 5" and "+5" are refused);
// empty text is the default step, 1.
Result<qint64> parseSweepStep(const QString &text, const FieldLabels &labels);
// Every check that needs no process, before any point: the dimension, each value as the measure
// form would take it (a configuration with that value must parse), numeric values strictly
// increasing, bisect only for a numeric dimension, step >= 1. Gives the search's values (for
// dtype: the positions in the list).
Result<QList<qint64>> checkSweepRequest(const SweepRequest &request, const FieldLabels &labels);
// Makes `request.folder` (its parent must exist) or takes an existing empty folder that is ours
// alone (NewFolder::createOrTakeEmpty) and holds it in `request.held`; refuses anything else:
// nothing is ever overwritten, and nothing is written where someone else could change it.
Status prepareSweepFolder(SweepRequest &request);

// How a sweep ended, in words (translated where a catalog is loaded): the boundary pair and the
// re-run's outcome with what the boundary is not, or why there is none. `dimension` is the varied
// dimension as the front end names it. The command line's closing lines and the window's status.
QString sweepEndSentence(const SweepIndex &index, const QString &dimension);

} // namespace IteraGpu
