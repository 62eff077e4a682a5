#include "commands.h"

#include "device/backendloader.h"
#include "device/environment.h"
#include "files/textfile.h"
#include "measure/measurementsession.h"
#include "optionnames.h"
#include "progressoutput.h"
#include "reportprinter.h"
#include "reports/progressstream.h"
#include "reports/reportreader.h"
#include "util/displaytext.h"

#include <QCryptographicHash>
#include <QDateTime>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

QString driverVersionProblem(const QString &text)
{
    if (text.size() > 100)
        return u"--driver-version: at most 100 characters"_s;
    // Control characters, format characters (U+202E and the other bidirectional controls, zero-width
    // characters) and line separators (U+2028) would change how the recorded text reads.
    if (hasControlOrFormat(text))
        return u"--driver-version: one line of text without control or format characters"_s;
    return {};
}

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
    parser.addOptions({
        {u"device"_s, u"cuda:N, or cpu for an explicit protocol dry run (no memory counters)."_s, u"DEV"_s},
        {u"batch"_s, u"Batch size."_s, u"B"_s},
        {u"context"_s, u"Number of positions per sample (no attention, no KV cache)."_s, u"C"_s},
        {u"width"_s, u"Model width."_s, u"W"_s},
        {u"hidden"_s, u"Hidden width of the first Linear (default 4 x width)."_s, u"H"_s},
        {u"dtype"_s, u"%1 (weights and inputs share it)."_s.arg(dtypeNamesText()), u"TYPE"_s},
        {u"warmup"_s, u"Warm-up forwards, reported together as one row (0 or more)."_s, u"N"_s},
        {u"repeats"_s, u"Measured warm forwards, one row each (1 or more)."_s, u"N"_s},
        {u"seed"_s, u"Seed of the model initialisation and of the inputs (default 0)."_s, u"S"_s},
        {u"output"_s, u"Report file to create; an existing file is never overwritten."_s, u"FILE.json"_s},
        {u"backend"_s, u"Path of the libtorch module (libiteragpu_torch.so) to use."_s, u"PATH"_s},
        {u"progress"_s,
         u"jsonl: for a run driven over SSH. Standard output carries one JSON object per line: \"started\" with "
         u"the environment, \"phase_started\", one \"row\" per finished phase row (the report's fields), then "
         u"\"finished\" (report path, status, bytes, sha256) followed by exactly that many bytes of the report, or "
         u"\"refused\". Human text goes to standard error. The standard input closing, or a hang-up (SIGHUP), "
         u"cancels the run between forwards and writes the partial report with status cancelled. Format: "
         u"schema/progress.schema.json."_s,
         u"FORMAT"_s},
    });
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
    const QStringList required{u"device"_s, u"batch"_s,  u"context"_s, u"width"_s,
                               u"dtype"_s,  u"warmup"_s, u"repeats"_s, u"output"_s};
    for (const QString &option : required) {
        if (!parser.isSet(option))
            return refuse(u"--%1 is required (see 'iteragpu %2 --help')"_s.arg(option, command));
    }
    const MeasurementConfigText text{parser.value(u"device"_s), parser.value(u"batch"_s),   parser.value(u"context"_s),
                                     parser.value(u"width"_s),  parser.value(u"hidden"_s),  parser.value(u"dtype"_s),
                                     parser.value(u"warmup"_s), parser.value(u"repeats"_s), parser.value(u"seed"_s),
                                     parser.value(u"output"_s)};
    auto config = parseMeasurementConfig(text, optionName);
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
            printMeasurementHeader(out, *config);
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
        printPhaseRow(out, row);
        out.flush();
        if (stream)
            writeToStandardOutput(progressRowLine(row));
    };
    const QString backendPath = parser.value(u"backend"_s);
    const auto loadBackend = [&]() -> Result<std::shared_ptr<Backend>> {
        auto loaded = BackendLoader::load(backendPath);
        if (loaded)
            backend = *loaded;
        return loaded;
    };
    const MeasurementRunResult result
        = runMeasurementSession(*config, optionName, loadBackend, stream ? &cancel : nullptr, observer);
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
        out << u"Report written: "_s << displaySafe(config->output, 1000) << u" (status "_s << result.report.status()
            << u")\n"_s;
        out.flush();
        console.refuse(command, result.message + u" (report written with status "_s + result.report.status() + u')');
        break;
    case MeasurementRunResult::Kind::Complete:
        printWarmForwardMedian(out, result.report.warmForwardMedianSeconds(), config->repeats);
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
    parser.addOptions({
        {u"device"_s, u"cuda:N or cpu."_s, u"DEV"_s},
        {u"driver-version"_s, u"The driver version as nvidia-smi or rocm-smi shows it (recorded as user-reported)."_s,
         u"TEXT"_s},
        {u"json"_s, u"Print machine-readable JSON."_s},
        {u"backend"_s, u"Path of the libtorch module (libiteragpu_torch.so) to use."_s, u"PATH"_s},
    });
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    QString device;
    if (!requireValue(parser, u"device"_s, console, command, device))
        return Refused;
    if (Status valid = checkDeviceName(device, optionName(FieldKey::device)); !valid)
        return console.refuse(command, valid.error());
    const QString driver = parser.value(u"driver-version"_s).trimmed();
    if (const QString problem = driverVersionProblem(driver); !problem.isEmpty())
        return console.refuse(command, problem);

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
