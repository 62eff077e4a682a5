#include "app/cli/commands.h"

#include "app/cli/progressoutput.h"
#include "core/files/textfile.h"
#include "core/measure/throughput.h"
#include "core/reports/reportreader.h"
#include "core/sweep/sweeprunner.h"
#include "core/sweep/sweepstream.h"
#include "core/util/clioptions.h"
#include "core/util/displaytext.h"
#include "core/util/fieldkey.h"

#include <QCoreApplication>
#include <QDir>
#include <QTimer>

#include <csignal>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

std::atomic<int> g_interrupts{0};

extern "C" void onInterrupt(int)
{
    g_interrupts.fetch_add(1);
}

QString bytesOrDash(const std::optional<qint64> &bytes)
{
    return bytes ? QString::number(*bytes) : u"-"_s;
}

// One line per point as it ends: value, verdict, peaks, outside-allocator bytes, median, FLOP/s.
QString pointLine(int number, const QString &dimension, const SweepPoint &point)
{
    QString line = u"%1 %2=%3 [%4] %5"_s.arg(number, 3).arg(dimension, displaySafe(point.value, 40),
                                                            sweepStageName(point.stage), point.verdictText());
    line += u"  peak allocated "_s + bytesOrDash(point.peakAllocated) + u"  reserved "_s
        + bytesOrDash(point.peakReserved) + u"  outside allocator "_s + bytesOrDash(point.outsideAllocator);
    line += u"  warm median "_s + (point.warmMedianSeconds.isEmpty() ? u"-"_s : point.warmMedianSeconds + u" s"_s);
    line += u"  "_s
        + (point.achievedFlopsPerSecond.isEmpty() ? u"-"_s : flopsPerSecondShort(point.achievedFlopsPerSecond));
    if (!point.message.isEmpty() && point.status != SweepPointStatus::Complete)
        line += u"\n      "_s + displaySafe(point.message, 300);
    return line;
}

// The file's bytes as they are on disk now, to follow the line that announces them; nothing when
// it cannot be read (the reader then refuses the stream: the SHA-256 no longer matches).
QByteArray bytesOnDisk(const QString &path, qint64 maxBytes)
{
    auto bytes = readFileBytes(path, maxBytes, Links::Refuse);
    return bytes ? *bytes : QByteArray();
}

} // namespace

int sweepCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"sweep"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Vary one dimension of the measurement up to the memory boundary: each point a separate "
        u"'iteragpu measure' process with its own report in the sweep's folder, and the index sweep.json."_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    const bool stream = parser.isSet(u"progress"_s);
    if (stream && parser.value(u"progress"_s) != u"jsonl"_s)
        return console.refuse(command,
                              u"--progress: '%1' is not a progress format; the one format is jsonl"_s.arg(
                                  displaySafe(parser.value(u"progress"_s))));
    if (const QString missing = missingRequiredOption(parser, command); !missing.isEmpty())
        return console.refuse(command, missing);

    SweepRequest request;
    request.program = QCoreApplication::applicationFilePath();
    request.dimension = parser.value(u"vary"_s);
    request.bisect = parser.isSet(u"bisect"_s);
    request.backend = parser.value(u"backend"_s);
    request.folder = fileSystemPath(parser.value(u"output-dir"_s)); // ":sw" is a folder here, not a resource
    const auto labels = [](QStringView key) {
        const QString option = cliOptionName(key);
        return option.startsWith(u"--"_s) ? option : u"--"_s + key.toString();
    };
    for (const CliOption &option : cliOptions(u"measure")) {
        QString *field = request.fixed.field(option.field);
        if (!field || option.field == FieldKey::output)
            continue;
        if (option.field == request.dimension && parser.isSet(option.name))
            return console.refuse(
                command,
                u"--%1 is the varied dimension: give its values with --values or --from/--to"_s.arg(option.name));
        if (option.required && option.field != request.dimension && !parser.isSet(option.name)
            && sweepDimensions().contains(request.dimension))
            return console.refuse(command, u"--%1 is required (see 'iteragpu sweep --help')"_s.arg(option.name));
        *field = parser.value(option.name);
    }
    const bool list = parser.isSet(u"values"_s);
    const bool range = parser.isSet(u"from"_s) || parser.isSet(u"to"_s);
    if (list == range)
        return console.refuse(command, u"give the values with either --values or --from and --to"_s);
    if (list) {
        auto values = parseSweepValues(parser.value(u"values"_s), labels);
        if (!values)
            return console.refuse(command, values.error());
        request.values = *values;
    } else {
        if (!parser.isSet(u"from"_s) || !parser.isSet(u"to"_s))
            return console.refuse(command, u"--from and --to go together"_s);
        auto values = doublingValues(parser.value(u"from"_s), parser.value(u"to"_s), labels);
        if (!values)
            return console.refuse(command, values.error());
        request.values = *values;
    }
    if (parser.isSet(u"step"_s) && !request.bisect)
        return console.refuse(command, u"--step goes with --bisect"_s);
    const auto step = parseSweepStep(parser.value(u"step"_s), labels);
    if (!step)
        return console.refuse(command, step.error());
    request.step = *step;
    const auto values = checkSweepRequest(request, labels);
    if (!values)
        return console.refuse(command, values.error());
    if (Status folder = prepareSweepFolder(request); !folder)
        return console.refuse(command, u"--output-dir: "_s + folder.error());

    // Standard output carries one thing: the progress stream, the JSON index, or the human lines.
    QTextStream &out = stream || parser.isSet(u"json"_s) ? console.err() : console.out();
    out << u"Sweep of "_s << request.dimension << u" over "_s << request.values.size() << u" value(s)"_s
        << (request.bisect ? u", bisect step %1"_s.arg(request.step) : QString()) << u", device "_s
        << displaySafe(request.fixed.device) << u"; each point a new 'iteragpu measure' process.\n"_s;
    out.flush();

    // Ctrl+C (and, with --progress, the input closing or a hang-up) cancels the current point; the
    // flag is polled from the event loop because a signal handler may only store it.
    std::atomic<bool> inputEnded{false};
    if (stream)
        cancelOnInputEndOrHangup(inputEnded);
    struct sigaction interrupt = {};
    interrupt.sa_handler = onInterrupt;
    sigemptyset(&interrupt.sa_mask);
    sigaction(SIGINT, &interrupt, nullptr);
    sigaction(SIGTERM, &interrupt, nullptr);

    SweepRunner runner;
    QTimer poll;
    poll.setInterval(50);
    // Each Ctrl+C goes one step further (SweepRunner::cancel): the point asked to stop, then
    // SIGTERM, then SIGKILL for a forward that never returns.
    int cancels = 0;
    QObject::connect(&poll, &QTimer::timeout, &runner, [&] {
        const int asked = std::max(g_interrupts.load(), inputEnded.load() ? 1 : 0);
        for (; cancels < std::min(asked, 3); ++cancels) {
            static const QString steps[] = {
                u"Cancelling: the current point stops after its forward; Ctrl+C again ends it now."_s,
                u"Ending the current point (SIGTERM); Ctrl+C again kills it."_s,
                u"Killing the current point (SIGKILL)."_s,
            };
            console.err() << steps[cancels] << u'\n';
            console.err().flush();
            runner.cancel();
        }
    });
    poll.start();
    if (stream)
        writeToStandardOutput(sweepStartedLine(request));
    QObject::connect(&runner, &SweepRunner::pointStarted, &runner,
                     [&](int number, const QString &value, SweepSearch::Stage stage) {
                         if (stream)
                             writeToStandardOutput(sweepPointStartedLine(number, value, stage));
                     });
    QObject::connect(&runner, &SweepRunner::pointFinished, &runner, [&](int number, const SweepPoint &point) {
        out << pointLine(number, request.dimension, point) << u'\n';
        out.flush();
        if (stream) {
            const QByteArray report = point.file.isEmpty()
                ? QByteArray()
                : bytesOnDisk(request.held->throughPath(point.file), kMaxReportBytes);
            writeToStandardOutput(sweepPointFinishedLine(number, point, report.size()) + report);
        }
    });
    int exitCode = Done;
    QObject::connect(&runner, &SweepRunner::finished, &runner, [&](const SweepIndex &index, const Status &written) {
        out << sweepEndSentence(index, request.dimension) << u'\n';
        const QString indexPath = QDir(request.folder).filePath(QLatin1String(kSweepIndexName));
        if (written)
            out << u"Index written: "_s << displaySafe(indexPath, 1000) << u'\n';
        out.flush();
        if (!written)
            console.refuse(command, written.error());
        if (stream) {
            const QByteArray bytes = written
                ? bytesOnDisk(request.held->throughPath(QLatin1String(kSweepIndexName)), kMaxSweepIndexBytes)
                : QByteArray();
            writeToStandardOutput(sweepFinishedLine(!bytes.isEmpty(), bytes) + bytes);
        } else if (parser.isSet(u"json"_s))
            console.printJson(index.toJson());
        const bool concluded
            = index.end == SweepSearch::End::BoundaryFound || index.end == SweepSearch::End::AllComplete;
        exitCode = written && concluded ? Done : 3;
        QCoreApplication::exit(0);
    });
    runner.start(request, *values);
    QCoreApplication::exec();
    return exitCode;
}

} // namespace IteraGpu::Cli
