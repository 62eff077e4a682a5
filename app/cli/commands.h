#pragma once

#include "console.h"

#include <QStringList>

// One function per subcommand. `arguments` starts with the program name followed by the
// subcommand's own arguments (the subcommand word itself removed). Each returns the exit code.
namespace IteraGpu::Cli {

int estimateCommand(const QStringList &arguments, Console &console);
int costCommand(const QStringList &arguments, Console &console);
int catalogCommand(const QStringList &arguments, Console &console);
int measureCommand(const QStringList &arguments, Console &console);
int sweepCommand(const QStringList &arguments, Console &console);
int environmentCommand(const QStringList &arguments, Console &console);
int verifyCommand(const QStringList &arguments, Console &console);
int showCommand(const QStringList &arguments, Console &console);
int compareCommand(const QStringList &arguments, Console &console);
int experimentCommand(const QStringList &arguments, Console &console);
// `show` on an experiment folder: its summary, as text or JSON.
int showExperiment(const QString &folder, bool json, Console &console);

} // namespace IteraGpu::Cli
