#include "console.h"

#include "util/clioptions.h"
#include "util/displaytext.h"

#include <QJsonDocument>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {
constexpr qsizetype kMaxErrorChars = 1000;

// The rule every command shares: an option is given at most once, and an option that takes a
// value never takes an empty one. `optionNames()` lists each option as often as it was given;
// a flag has no values.
QString optionValueProblem(const QCommandLineParser &parser)
{
    const QStringList names = parser.optionNames();
    for (const QString &name : names) {
        const QString option = (name.size() == 1 ? u"-"_s : u"--"_s) + name;
        if (const qsizetype given = names.count(name); given > 1)
            return given == 2 ? u"%1: given twice; give each option once"_s.arg(option)
                              : u"%1: given %2 times; give each option once"_s.arg(option).arg(given);
        if (parser.values(name).contains(QString()))
            return u"%1: a value is required when the option is given"_s.arg(option);
    }
    return {};
}
} // namespace

Console::Console()
    : m_out(stdout)
    , m_err(stderr)
{ }

int Console::refuse(const QString &command, const QString &message)
{
    m_out.flush();
    // One bounded line whatever the message holds (values echoed from files or arguments).
    m_err << u"iteragpu "_s << command << u": "_s << displaySafe(message, kMaxErrorChars) << Qt::endl;
    return Refused;
}

void Console::printJson(const QJsonObject &json)
{
    m_out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    m_out.flush();
}

void addTableOptions(QCommandLineParser &parser, QStringView command)
{
    for (const CliOption &option : cliOptions(command))
        parser.addOption(QCommandLineOption(option.name, option.help, option.valueName, option.defaultValue));
}

QString missingRequiredOption(const QCommandLineParser &parser, const QString &command)
{
    for (const CliOption &option : cliOptions(command)) {
        if (option.required && !parser.isSet(option.name))
            return u"--%1 is required (see 'iteragpu %2 --help')"_s.arg(option.name, command);
    }
    return {};
}

bool parseOptions(QCommandLineParser &parser, const QStringList &arguments, Console &console, const QString &command,
                  bool &helped, int maxPositional)
{
    helped = false;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList{u"h"_s, u"help"_s}, u"Show this help."_s);
    parser.addOption(help);
    if (!parser.parse(arguments)) {
        console.refuse(command, parser.errorText() + u" (see 'iteragpu "_s + command + u" --help')"_s);
        return false;
    }
    if (parser.isSet(help)) {
        console.out() << parser.helpText();
        console.out().flush();
        helped = true;
        return false;
    }
    if (const QString problem = optionValueProblem(parser); !problem.isEmpty()) {
        console.refuse(command, problem);
        return false;
    }
    if (parser.positionalArguments().size() > maxPositional) {
        console.refuse(command, u"unexpected argument '%1'"_s.arg(parser.positionalArguments().value(maxPositional)));
        return false;
    }
    return true;
}

bool requireValue(const QCommandLineParser &parser, const QString &option, Console &console, const QString &command,
                  QString &value)
{
    if (!parser.isSet(option)) {
        console.refuse(command, u"--%1 is required (see 'iteragpu %2 --help')"_s.arg(option, command));
        return false;
    }
    value = parser.value(option);
    return true;
}

} // namespace IteraGpu::Cli
