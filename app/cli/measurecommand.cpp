#include "app/cli/commands.h"

#include "app/cli/progressoutput.h"
#include "app/cli/reportprinter.h"
#include "core/device/backendloader.h"
#include "core/device/environment.h"
#include "core/files/textfile.h"
#include "core/reports/measurementsession.h"
#include "core/reports/progressstream.h"
#include "core/reports/reportreader.h"
#include "core/util/addressspace.h"
#include "core/util/clioptions.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "core/util/fieldkey.h"

#include <QCryptographicHash>
#include <QDateTime>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

// After the run, in progress mode: the "finished" line and the report's bytes re-read from disk
// (what the client saves is what this machine keeps), or "refused" when nothing was written.
void sendOutcome(const MeasurementRunResult &result, const QString &path)
{
    if (!result.reportWritten()) {
        writeToStandardOutput(progressRefusedLine(result.message, result.field));
        return;
    }
    const auto bytes = readFileBytes(path, kMaxReportBytes, Links::Refuse);
    if (!bytes) {
        writeToStandardOutput(
            progressRefusedLine(u"the report was written but could not be read back: "_s + bytes.error(), {}));
        return;
    }
    const QByteArray sha256 = QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256);
    writeToStandardOutput(
        progressFinishedLine(path, result.report.outcome.status, bytes->size(), sha256, result.message) + *bytes);
}

} // namespace

int measureCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"measure"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"One bounded measurement of a synthetic Linear -> GELU -> Linear on one device."_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    const bool stream = parser.isSet(u"progress"_s);
    if (stream && parser.value(u"progress"_s) != u"jsonl"_s)
        return console.refuse(command,
                              u"--progress: '%1' is not a progress format; the one format is jsonl"_s.arg(
                                  displaySafe(parser.value(u"progress"_s))));
    // In progress mode every refusal is also the stream's last line.
    const auto refuse = [&](const QString &message, const QString &field = {}) {
        if (stream)
            writeToStandardOutput(progressRefusedLine(message, field));
        return console.refuse(command, message);
    };
    if (const QString missing = missingRequiredOption(parser, command); !missing.isEmpty())
        return refuse(missing);
    MeasurementConfigText text;
    for (const CliOption &option : cliOptions(command)) {
        if (QString *field = text.field(option.field))
            *field = parser.value(option.name);
    }
    auto config = parseMeasurementConfig(text, cliOptionName);
    if (!config)
        return refuse(config.error(), config.errorField());

    QTextStream &out = stream ? console.err() : console.out();
    std::atomic<bool> cancel{false};
    if (stream)
        cancelOnInputEndOrHangup(cancel);
    std::shared_ptr<Backend> backend; // kept to report the environment in the stream's first line
    bool startedSent = false;
    MeasurementObserver observer;
    // The header comes with the first phase: a refused run prints nothing on stdout.
    observer.phaseStarted = [&](Phase phase, int index) {
        if (phase == Phase::ModelLoad) {
            printMeasurementHeader(out, *config, !config->isCpuDryRun());
            out.flush();
            if (stream)
                writeToStandardOutput(
                    progressStartedLine(environmentReport({config->device, QString(), backend.get(), QString()}),
                                        QDateTime::currentDateTimeUtc()));
            startedSent = true;
        }
        if (stream)
            writeToStandardOutput(progressPhaseStartedLine(phase, index));
    };
    observer.rowFinished = [&](const PhaseRow &row) {
        printPhaseRow(out, row, !config->isCpuDryRun());
        out.flush();
        if (stream)
            writeToStandardOutput(progressRowLine(row));
    };
    const QString backendPath = parser.value(u"backend"_s);
    const auto loadBackend = [&]() -> Result<std::shared_ptr<Backend>> {
        auto loaded = BackendLoader::load(backendPath);
        if (!loaded)
            return loaded;
        backend = *loaded;
        // The limit after libtorch is loaded (its libraries map about 1 GiB) and before the first
        // phase; the report says so (measurementreport.cpp).
        if (config->memoryLimitBytes) {
            if (Status limited = limitAddressSpace(*config->memoryLimitBytes); !limited)
                return Error{u"--memory-limit: "_s + limited.error()};
        }
        return loaded;
    };
    const MeasurementRunResult result
        = runMeasurementSession(*config, cliOptionName, loadBackend, stream ? &cancel : nullptr, observer);
    if (stream) {
        // A run cancelled before its first phase still says where it would have run.
        if (result.reportWritten() && !startedSent)
            writeToStandardOutput(progressStartedLine(result.report.environment, result.report.startedUtc));
        sendOutcome(result, config->output);
    }
    switch (result.kind) {
    case MeasurementRunResult::Kind::Refused:
    case MeasurementRunResult::Kind::NotWritten: console.refuse(command, result.message); break;
    case MeasurementRunResult::Kind::Failed:
    case MeasurementRunResult::Kind::Cancelled:
        printFailureKind(out, result.report.outcome, kMeasurementFormatVersion);
        printDeviceMemory(out, result.report.outcome);
        out << u"Report written: "_s << displaySafe(config->output, 1000) << u" (status "_s << result.report.status()
            << u")\n"_s;
        out.flush();
        console.refuse(command, result.message + u" (report written with status "_s + result.report.status() + u')');
        break;
    case MeasurementRunResult::Kind::Complete:
        printWarmForwardMedian(out, result.report.warmForwardMedianSeconds(), config->repeats);
        printDeviceMemory(out, result.report.outcome);
        out << u"Report written: "_s << displaySafe(config->output, 1000) << u" (status complete)\n"_s;
        out << u"Times include host overhead and synchronisation. Counters cover this process's caching allocator on "
               u"this device only.\n"_s;
        out.flush();
        break;
    }
    return result.exitCode();
}

int environmentCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"environment"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Record libtorch, its CUDA/HIP build and the requested device (a diagnosis)."_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    if (const QString missing = missingRequiredOption(parser, command); !missing.isEmpty())
        return console.refuse(command, missing);
    const QString device = parser.value(u"device"_s);
    if (Status valid = checkDeviceName(device, cliOptionName(FieldKey::device)); !valid)
        return console.refuse(command, valid.error());
    const QString driver = parser.value(u"driver-version"_s).trimmed();
    if (Status valid = checkDriverVersion(driver, cliOptionName(FieldKey::driverVersion)); !valid)
        return console.refuse(command, valid.error());

    auto backend = BackendLoader::load(parser.value(u"backend"_s));
    const EnvironmentReport report
        = environmentReport({device, driver, backend ? backend->get() : nullptr, backend ? QString() : backend.error(),
                             parser.value(u"backend"_s)});
    if (parser.isSet(u"json"_s)) {
        console.printJson(report.toJson());
        return Done;
    }
    QTextStream &out = console.out();
    printEnvironment(out, report);
    if (driver.isEmpty())
        out << u"Read the driver version from nvidia-smi or rocm-smi and pass it with --driver-version.\n"_s;
    out.flush();
    return Done;
}

} // namespace IteraGpu::Cli
