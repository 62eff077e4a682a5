#include "app/cli/console.h"

#include "app/cli/progressoutput.h"
#include "core/util/clioptions.h"
#include "core/util/displaytext.h"

#include <QJsonDocument>

#include <cerrno>
#include <cstdio>
#include <unistd.h>

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

namespace {

// A standard stream as a device that writes every byte through escapeUtf8 (Terminal style),
// carrying an incomplete UTF-8 sequence (or a CR that may start a CR LF) to the next write.
class TerminalSafeOutput final : public QIODevice
{
public:
    explicit TerminalSafeOutput(int fd)
        : m_fd(fd)
    {
        open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    ~TerminalSafeOutput() override { finish(); }

    void finish()
    {
        QByteArray out;
        escapeUtf8(m_pending, out, EscapeStyle::Terminal, true);
        m_pending.clear();
        send(out);
    }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        QByteArray joined;
        QByteArrayView in(data, qsizetype(size));
        if (!m_pending.isEmpty()) {
            joined = m_pending + in;
            in = joined;
        }
        QByteArray out;
        out.reserve(in.size() + 16);
        const qsizetype kept = escapeUtf8(in, out, EscapeStyle::Terminal, false);
        m_pending = in.last(kept).toByteArray();
        return send(out) ? size : -1;
    }

private:
    bool send(const QByteArray &bytes) { return writeAll(m_fd, bytes); }

    int m_fd;
    QByteArray m_pending;
};

} // namespace

Console::Console()
    : m_stdout(std::make_unique<TerminalSafeOutput>(STDOUT_FILENO))
    , m_stderr(std::make_unique<TerminalSafeOutput>(STDERR_FILENO))
    , m_out(m_stdout.get())
    , m_err(m_stderr.get())
{ }

Console::~Console()
{
    m_out.flush();
    m_err.flush();
}

void Console::write(QByteArrayView utf8)
{
    m_out.flush();
    m_stdout->write(utf8.data(), utf8.size());
}

int Console::refuse(const QString &command, const QString &message)
{
    m_out.flush();
    // One bounded line whatever the message holds (values echoed from files or arguments).
    m_err << u"iteragpu "_s << command << u": "_s << displaySafe(message, kMaxErrorChars) << Qt::endl;
    return Refused;
}

void Console::printJson(const QJsonObject &json)
{
    // QJsonDocument escapes C0 only; C1, DEL and the bidirectional controls become \uXXXX here.
    write(escapedUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented), EscapeStyle::Json));
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
