#pragma once

#include <QCommandLineParser>
#include <QJsonObject>
#include <QTextStream>

namespace IteraGpu::Cli {

// Exit codes of every command; `measure` returns MeasurementRunResult::exitCode(), which adds
// 3 for a run that failed part-way or was cancelled with its report written.
enum ExitCode
{
    Done = 0,
    Refused = 2
};

// Human output on stdout, errors on stderr: one clear line each, prefixed by the subcommand.
class Console
{
public:
    Console();
    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; } // human text when stdout carries a machine-readable stream
    int refuse(const QString &command, const QString &message);
    void printJson(const QJsonObject &json);

private:
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
