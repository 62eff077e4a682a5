#include "app/cli/commands.h"

#include "core/experiment/experiment.h"
#include "core/experiment/experimentcheck.h"
#include "core/files/manifest.h"
#include "core/util/displaytext.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

int verifyCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"verify"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Check a folder against its MANIFEST.json (sizes and SHA-256)."_s);
    parser.addPositionalArgument(u"DIR"_s, u"The folder that holds MANIFEST.json."_s);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped, 1))
        return helped ? Done : Refused;
    if (parser.positionalArguments().isEmpty())
        return console.refuse(command, u"DIR is required (see 'iteragpu verify --help')"_s);
    const QString folder = parser.positionalArguments().constFirst();
    // An experiment, or a bundle with a grid and reports/: the rows' cited reports are checked too.
    const ExperimentCheck full = checkExperiment(folder);
    const ManifestCheck &check = full.manifest;
    if (!full.verified()) {
        for (const QString &problem : check.problems)
            console.refuse(command, problem);
        if (check.problemCount > check.problems.size())
            console.refuse(command, u"and %1 more problems"_s.arg(check.problemCount - check.problems.size()));
        for (const QString &problem : full.rowProblems)
            console.refuse(command, problem);
        if (full.rowProblemCount > full.rowProblems.size())
            console.refuse(command,
                           u"and %1 more problems in the rows"_s.arg(full.rowProblemCount - full.rowProblems.size()));
        if (!check.verified())
            return console.refuse(
                command,
                u"%1 problem(s): %2 does not match its MANIFEST.json"_s.arg(check.problemCount + full.rowProblemCount)
                    .arg(displaySafe(folder)));
        return console.refuse(command,
                              u"%1 problem(s): %2 has rows whose cited reports do not match"_s.arg(full.rowProblemCount)
                                  .arg(displaySafe(folder)));
    }
    console.out() << u"verified: %1 members match MANIFEST.json in %2 (sizes and SHA-256 only; the manifest is not "
                     u"signed, see README)\n"_s.arg(check.members.size())
                         .arg(displaySafe(folder));
    if (isExperimentFolder(folder))
        console.out() << u"every report the results grid cites is below reports/ with the SHA-256 its row recorded\n"_s;
    if (!check.recorded.isEmpty()) {
        // Integrity holds, but the exporter wrote the bundle knowing of these: never say "all fine" alone.
        console.out() << u"but the export recorded %1 open problem(s) in the results grid:\n"_s.arg(
            check.recordedCount);
        for (const RecordedProblem &problem : check.recorded)
            console.out() << u"  %1 [%2]: %3\n"_s.arg(problem.place, problem.kind, problem.message);
        if (check.recordedCount > check.recorded.size())
            console.out() << u"  and %1 more (see MANIFEST.json)\n"_s.arg(check.recordedCount - check.recorded.size());
    }
    console.out().flush();
    return Done;
}

} // namespace IteraGpu::Cli
