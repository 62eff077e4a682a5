#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace IteraGpu {

// One option of the command line (`iteragpu COMMAND --NAME VALUE`). The one table of options:
// the CLI builds its parsers and --help from it, names fields in its messages by it
// (cliOptionName), the remote path builds the remote command line from it, and the shell
// completions are checked against the --help it produces. The help texts are English: the command
// line is not translated.
struct CliOption
{
    QString name; // without the dashes: "device"
    QString valueName; // "DEV"; empty for a flag such as --json
    QString help;
    QString field = {}; // the FieldKey the option sets (fieldkey.h); empty when it sets no field
    bool required = false; // refused when absent (conditional requirements stay with the command)
    QString defaultValue = {}; // shown by --help
};

// The options of `command` ("estimate", "measure", ...), in the order --help lists them; empty for
// a command without options of its own.
const QList<CliOption> &cliOptions(QStringView command);
// "--device": the option that sets `field` in every command that has it, so the CLI's messages
// and the remote path name a field the same way. A key no option sets is returned as it is.
QString cliOptionName(QStringView field);

} // namespace IteraGpu
