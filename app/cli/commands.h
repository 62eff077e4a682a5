#pragma once

#include "app/cli/console.h"

#include "core/estimate/checkpointestimate.h"
#include "core/estimate/estimate.h"
#include "core/quality/catalog.h"

#include <QCommandLineParser>
#include <QStringList>

#include <optional>

// One function per subcommand. `arguments` starts with the program name followed by the
// subcommand's own arguments (the subcommand word itself removed). Each returns the exit code.
namespace IteraGpu::Cli {

int estimateCommand(const QStringList &arguments, Console &console);
int costCommand(const QStringList &arguments, Console &console);
int planCommand(const QStringList &arguments, Console &console);
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

// Shared by estimate and plan: the estimate the options ask for, or nullopt after the refusal is
// printed (exit code Refused).
std::optional<CheckpointEstimate> checkpointEstimateFromOptions(const QCommandLineParser &parser, Console &console,
                                                                const QString &command);
std::optional<Estimate> parameterEstimateFromOptions(const QCommandLineParser &parser, Console &console,
                                                     const QString &command);
// Shared by cost, catalog and plan: --catalog FILE or the shipped sample (named by
// catalogSourceLabel, quality/packageplan.h, as the window names it).
Result<Catalog> loadCatalogOption(const QCommandLineParser &parser);

} // namespace IteraGpu::Cli
