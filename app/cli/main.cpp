#include "app/cli/commands.h"
#include "core/reports/comparison.h"
#include "generated/version.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;
using namespace IteraGpu::Cli;

namespace {

// The one command table: dispatch, the usage text and the list in the "a command is required"
// refusal come from it; the shell completions are checked against the usage it prints.
struct CommandEntry
{
    QString name;
    QString synopsis; // what follows the name in the usage ("DIR"), empty when only options follow
    QString summary;
    int (*run)(const QStringList &arguments, Console &console);
};

const QList<CommandEntry> &commandTable()
{
    static const QList<CommandEntry> table{
        {u"estimate"_s,
         {},
         u"weight memory from a parameter count and bit width, or from a checkpoint (no GPU)"_s,
         estimateCommand},
        {u"cost"_s, {}, u"price of a rental package from the tariff catalog"_s, costCommand},
        {u"plan"_s, {}, u"which catalog package holds the estimate, and what it costs (no GPU)"_s, planCommand},
        {u"catalog"_s, {}, u"the whole tariff catalog"_s, catalogCommand},
        {u"environment"_s, {}, u"libtorch, its CUDA/HIP build and the device (a diagnosis)"_s, environmentCommand},
        {u"measure"_s, {}, u"one bounded memory/time measurement of a synthetic MLP on one device"_s, measureCommand},
        {u"sweep"_s,
         {},
         u"vary one dimension up to the memory boundary, each point its own measure process"_s,
         sweepCommand},
        {u"experiment"_s, u"init|fix|add DIR [...]"_s,
         u"one experiment folder: create it, fix its protocol, add measured reports as rows"_s, experimentCommand},
        {u"verify"_s, u"DIR"_s, u"check a folder against its MANIFEST.json (an experiment: its cited reports too)"_s,
         verifyCommand},
        {u"show"_s, u"REPORT.json|DIR"_s, u"print a report after validating it, or the summary of an experiment"_s,
         showCommand},
        {u"compare"_s, u"A.json B.json [...] [--baseline N] [--json|--csv]"_s,
         u"compare %1 to %2 measurement reports side by side"_s.arg(IteraGpu::kMinComparedRuns)
             .arg(IteraGpu::kMaxComparedRuns),
         compareCommand},
    };
    return table;
}

QString usage()
{
    // A name and synopsis that fit the first column share the line with the summary.
    constexpr qsizetype kColumn = 13;
    QString text
        = u"Usage: iteragpu COMMAND [options]\n\nPrepare an honest, reproducible GPU experiment.\n\nCommands:\n"_s;
    for (const CommandEntry &command : commandTable()) {
        const QString head = command.synopsis.isEmpty() ? command.name : command.name + u' ' + command.synopsis;
        if (head.size() < kColumn - 1)
            text += u"  "_s + head.leftJustified(kColumn) + command.summary + u'\n';
        else
            text += u"  "_s + head + u"\n"_s + QString(kColumn + 2, u' ') + command.summary + u'\n';
    }
    text += u"\n'iteragpu COMMAND --help' lists a command's options.\n"
            u"Exit codes: 0 done, 2 refused (usage, bad input, no backend or device, output exists,\n"
            u"report not written, a report that does not validate), 3 measurement failed part-way or\n"
            u"cancelled (report written).\n"_s;
    return text;
}

QString commandNames()
{
    QStringList names;
    for (const CommandEntry &command : commandTable())
        names << command.name;
    return names.join(u", "_s);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"iteragpu"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ITERAGPU_VERSION));
    QCoreApplication::setOrganizationName(u"IteraGPU Lab"_s);

    Console console;
    QStringList arguments = QCoreApplication::arguments();
    const QString command = arguments.value(1);
    if (command.isEmpty()) {
        console.refuse(u"usage"_s, u"a command is required (%1); see 'iteragpu --help'"_s.arg(commandNames()));
        return Refused;
    }
    if (command == u"--help"_s || command == u"-h"_s || command == u"help"_s) {
        console.out() << usage();
        return Done;
    }
    if (command == u"--version"_s) {
        console.out() << u"iteragpu "_s << QCoreApplication::applicationVersion() << u'\n';
        return Done;
    }
    arguments.removeAt(1);
    for (const CommandEntry &entry : commandTable()) {
        if (entry.name == command)
            return entry.run(arguments, console);
    }
    return console.refuse(u"usage"_s, u"unknown command '%1'; see 'iteragpu --help'"_s.arg(command));
}
