#include "commands.h"
#include "version.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;
using namespace IteraGpu::Cli;

namespace {

const char *const kUsage = "Usage: iteragpu COMMAND [options]\n"
                           "\n"
                           "Prepare an honest, reproducible GPU experiment.\n"
                           "\n"
                           "Commands:\n"
                           "  estimate     weight memory from a parameter count and bit width (no GPU)\n"
                           "  cost         price of a rental package from the tariff catalog\n"
                           "  catalog      the whole tariff catalog\n"
                           "  environment  libtorch, its CUDA/HIP build and the device (a diagnosis)\n"
                           "  measure      one bounded memory/time measurement of a synthetic MLP on one device\n"
                           "  verify DIR   check a folder against its MANIFEST.json\n"
                           "  show REPORT.json\n"
                           "               print a measurement or environment report after validating it\n"
                           "  compare A.json B.json [...] [--baseline N] [--json|--csv]\n"
                           "               compare 2 to 12 measurement reports side by side\n"
                           "\n"
                           "'iteragpu COMMAND --help' lists a command's options.\n"
                           "Exit codes: 0 done, 2 refused (usage, bad input, no backend or device, output exists,\n"
                           "report not written, a report that does not validate), 3 measurement failed part-way or\n"
                           "cancelled (report written).\n";

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
        console.refuse(
            u"usage"_s,
            u"a command is required (estimate, environment, measure, cost, catalog, verify, show, compare); see 'iteragpu --help'"_s);
        return Refused;
    }
    if (command == u"--help"_s || command == u"-h"_s || command == u"help"_s) {
        console.out() << QString::fromLatin1(kUsage);
        return Done;
    }
    if (command == u"--version"_s) {
        console.out() << u"iteragpu "_s << QCoreApplication::applicationVersion() << u'\n';
        return Done;
    }
    arguments.removeAt(1);
    if (command == u"estimate"_s)
        return estimateCommand(arguments, console);
    if (command == u"cost"_s)
        return costCommand(arguments, console);
    if (command == u"catalog"_s)
        return catalogCommand(arguments, console);
    if (command == u"measure"_s)
        return measureCommand(arguments, console);
    if (command == u"environment"_s)
        return environmentCommand(arguments, console);
    if (command == u"verify"_s)
        return verifyCommand(arguments, console);
    if (command == u"show"_s)
        return showCommand(arguments, console);
    if (command == u"compare"_s)
        return compareCommand(arguments, console);
    return console.refuse(u"usage"_s, u"unknown command '%1'; see 'iteragpu --help'"_s.arg(command));
}
