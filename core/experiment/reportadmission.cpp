#include "core/experiment/reportadmission.h"

#include "core/quality/gridnotes.h"
#include "core/util/displaytext.h"

#include <QCoreApplication>

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ReportAdmission)
};

} // namespace

Status admitReports(const ResultsGrid &grid, const QList<ReportCandidate> &candidates, bool priced)
{
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const ReportCandidate &candidate = candidates.at(i);
        const QString shown = displaySafe(candidate.name);
        if (priced && candidate.cpuDryRun)
            return Error{Tr::tr("%1: a CPU dry run (device cpu) never carries a tariff; add it without a package "
                                "(nothing was added)")
                             .arg(shown)};
        if (candidate.sha256.isEmpty())
            continue; // nothing to match: the window's last run whose file could not be read back
        for (int r = 0; r < grid.rowCount(); ++r) {
            const QString cited = reportTraceSha(grid.row(r)[ResultColumn::Notes]);
            if (!cited.isEmpty() && sameReportTrace(cited, candidate.sha256))
                return Error{Tr::tr("%1: already cited by row %2 (%3) of the grid; a repetition is not a new useful "
                                    "unit (nothing was added)")
                                 .arg(shown)
                                 .arg(r + 1)
                                 .arg(displaySafe(grid.row(r)[ResultColumn::RunId]))};
        }
        for (qsizetype j = 0; j < i; ++j) {
            if (sameReportTrace(candidates.at(j).sha256, candidate.sha256))
                return Error{Tr::tr("%1: the same report as %2, named twice (nothing was added)")
                                 .arg(shown, displaySafe(candidates.at(j).name))};
        }
    }
    return {};
}

} // namespace IteraGpu
