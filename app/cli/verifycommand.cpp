#include "commands.h"

#include "manifest.h"

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
    auto members = verifyManifest(folder);
    if (!members)
        return console.refuse(command, members.error());
    console.out() << u"verified: %1 members match MANIFEST.json in %2\n"_s.arg(members->size()).arg(folder);
    console.out().flush();
    return Done;
}

} // namespace IteraGpu::Cli
