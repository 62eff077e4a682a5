#pragma once

#include <QCommandLineParser>
#include <QIODevice>
#include <QJsonObject>
#include <QTextStream>

#include <memory>

namespace IteraGpu::Cli {

// Exit codes of every command; `measure` returns MeasurementRunResult::exitCode(), which adds
// 3 for a run that failed part-way or was cancelled with its report written.
enum ExitCode
{
    Done = 0,
    Refused = 2
};

// Human output on stdout, errors on stderr: one clear line each, prefixed by the subcommand.
// Both streams pass through a filter that escapes what would act on a terminal instead of showing
// (control characters but LF, TAB and CR LF; DEL; C1; bidirectional controls; see
// displaySafe), whatever the output mode, so a value from a file can never clear the screen,
// retitle the window or reorder a line. JSON is escaped JSON-style before it gets there.
class Console
{
public:
    Console();
    ~Console();
    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; } // human text when stdout carries a machine-readable stream
    int refuse(const QString &command, const QString &message);
    void printJson(const QJsonObject &json);
    // UTF-8 text straight to standard output (through the filter), after what out() holds.
    void write(QByteArrayView utf8);

private:
    std::unique_ptr<QIODevice> m_stdout;
    std::unique_ptr<QIODevice> m_stderr;
    QTextStream m_out;
    QTextStream m_err;
};

// Adds the options of `command` from the one option table (util/clioptions.h), in its order.
void addTableOptions(QCommandLineParser &parser, QStringView command);
// "--gpu is required (see 'iteragpu cost --help')" for the first required option of `command`
// that is not given; empty when every required option is there.
QString missingRequiredOption(const QCommandLineParser &parser, const QString &command);

// Parses a subcommand's options; on error (unknown option, missing value, stray argument) it
// prints one line and returns false. `--help` prints the help and returns false with `helped`.
bool parseOptions(QCommandLineParser &parser, const QStringList &arguments, Console &console, const QString &command,
                  bool &helped, int maxPositional = 0);

// A required option's value, or an error line naming it.
bool requireValue(const QCommandLineParser &parser, const QString &option, Console &console, const QString &command,
                  QString &value);

} // namespace IteraGpu::Cli
