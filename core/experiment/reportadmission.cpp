#include "core/experiment/reportadmission.h"

#include "core/quality/gridnotes.h"
#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QHash>

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ReportAdmission)
};

} // namespace

Status admitReports(const ResultsGrid &grid, const QList<ReportCandidate> &candidates, bool priced)
{
    // The rows citing each report, by the first kTraceHexDigits of its hash (one pass over the grid:
    // a sweep of hundreds of points against a grid of thousands of rows stays linear).
    QHash<QString, QList<int>> citing;
    for (int r = 0; r < grid.rowCount(); ++r) {
        const QString cited = reportTraceSha(grid.row(r)[ResultColumn::Notes]);
        if (!cited.isEmpty())
            citing[cited.left(kTraceHexDigits)].append(r);
    }
    QHash<QString, QList<qsizetype>> named; // the candidates before this one, keyed the same way
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const ReportCandidate &candidate = candidates.at(i);
        const QString shown = displaySafe(candidate.name);
        if (priced && candidate.cpuDryRun)
            return Error{Tr::tr("%1: a CPU dry run (device cpu) never carries a tariff; add it without a package "
                                "(nothing was added)")
                             .arg(shown)};
        if (candidate.sha256.size() < kTraceHexDigits)
            continue; // nothing to match: the window's last run whose file could not be read back
        const QString key = candidate.sha256.left(kTraceHexDigits).toLower();
        for (int r : citing.value(key)) {
            if (sameReportTrace(reportTraceSha(grid.row(r)[ResultColumn::Notes]), candidate.sha256))
                return Error{Tr::tr("%1: already cited by row %2 (%3) of the grid; a repetition is not a new useful "
                                    "unit (nothing was added)")
                                 .arg(shown)
                                 .arg(r + 1)
                                 .arg(displaySafe(grid.row(r)[ResultColumn::RunId]))};
        }
        for (qsizetype j : named.value(key)) {
            if (sameReportTrace(candidates.at(j).sha256, candidate.sha256))
                return Error{Tr::tr("%1: the same report as %2, named twice (nothing was added)")
                                 .arg(shown, displaySafe(candidates.at(j).name))};
        }
        named[key].append(i);
    }
    return {};
}

} // namespace IteraGpu
