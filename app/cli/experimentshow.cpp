// `iteragpu show DIR [--json]` on an experiment folder: its summary (core/experiment/experimentsummary).
#include "app/cli/commands.h"

#include "core/experiment/experimentsummary.h"
#include "core/quality/packagecost.h"
#include "core/util/displaytext.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

int showExperiment(const QString &folder, bool json, Console &console)
{
    const QString command = u"show"_s;
    const auto summary = summarizeExperiment(folder);
    if (!summary)
        return console.refuse(command, summary.error());
    if (json) {
        console.printJson(summary->toJson());
        return Done;
    }
    const QualityProtocol &protocol = summary->protocol;
    QTextStream &out = console.out();
    out << u"Experiment: "_s << displaySafe(summary->index.title.isEmpty() ? u"(no title)"_s : summary->index.title)
        << u'\n';
    out << u"Created: "_s << summary->index.createdUtc.toString(Qt::ISODate) << u'\n';
    out << u"Verified: every member matches MANIFEST.json and every cited report its row's SHA-256\n"_s;
    if (protocol.isFixed())
        out << u"Protocol: fixed at "_s << protocol.lock()->fixedAtUtc.toString(Qt::ISODate) << u", "_s
            << protocol.history().size() << u" amendment(s), sha256 "_s << protocol.lock()->sha256.left(16) << u'\n';
    else
        out << u"Protocol: not fixed (a draft; no row can be added before it is fixed)\n"_s;
    out << u"Rows: "_s << summary->rowCount;
    QMap<QString, int> byName; // in the words' order, as the JSON lists them
    for (auto it = summary->rowsByStatus.cbegin(); it != summary->rowsByStatus.cend(); ++it)
        byName.insert(runStatusName(it.key()), it.value());
    for (auto it = byName.cbegin(); it != byName.cend(); ++it)
        out << u", "_s << it.value() << u' ' << it.key();
    out << u'\n';
    out << u"Open problems: "_s << summary->openProblems.size() << u'\n';
    const qsizetype listed = std::min(summary->openProblems.size(), kMaxListedProblems);
    for (const GridProblem &problem : summary->openProblems.first(listed))
        out << u"  "_s << displaySafe(problem.message, 300) << u'\n';
    if (listed < summary->openProblems.size())
        out << u"  and "_s << summary->openProblems.size() - listed << u" more\n"_s;
    if (summary->packages.isEmpty())
        out << u"Unit cost: no complete GPU row is pinned to a package\n"_s;
    for (const PackageSummary &package : summary->packages) {
        out << u"Package "_s << displaySafe(package.gpuId, 40) << u", "_s << package.durationDays << u" days, "_s
            << package.lots << u" lot(s) at "_s << package.lotPriceCents << u" cents (snapshot "_s
            << displaySafe(package.snapshot, 80) << u"): "_s << package.totalCents << u" cents, "_s << package.rows
            << u" complete row(s), "_s << package.accepted << u" accepted result(s)"_s;
        const QString unitCost = package.unitCostCents();
        out << (unitCost.isEmpty() ? u" -> no unit cost (no accepted_results)"_s
                                   : u" -> "_s + unitCost + u" cents per accepted result"_s)
            << u'\n';
    }
    if (!summary->packages.isEmpty())
        out << u"The unit cost is the package price only (no storage, transfer or taxes), rounded half up to 1/100 "
               u"cent; not a quote.\n"_s;
    out.flush();
    return Done;
}

} // namespace IteraGpu::Cli
