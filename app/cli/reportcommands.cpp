#include "app/cli/commands.h"

#include "app/cli/reportprinter.h"
#include "core/experiment/experiment.h"
#include "core/measure/datasheet.h"
#include "core/measure/devicememory.h"
#include "core/measure/throughput.h"
#include "core/reports/comparison.h"
#include "core/reports/reportreader.h"
#include "core/sweep/sweepindex.h"
#include "core/util/displaytext.h"

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

void printMeasurement(QTextStream &out, const MeasurementReport &report, int formatVersion)
{
    out << u"Started: "_s << report.startedUtc.toUTC().toString(Qt::ISODate) << u'\n';
    const QString deviceName = report.environment.device.deviceName;
    out << u"Device: "_s << displaySafe(deviceName.isEmpty() ? report.config.device : deviceName) << u'\n';
    const MeasurementOutcome &outcome = report.outcome;
    const bool deviceColumns = hasDeviceFigures(outcome) || hasAllocatorEventCounts(outcome);
    printMeasurementHeader(out, report.config, deviceColumns);
    for (const PhaseRow &row : outcome.rows)
        printPhaseRow(out, row, deviceColumns);
    switch (outcome.status) {
    case RunStatus::Complete:
        printWarmForwardMedian(out, report.warmForwardMedianSeconds(), report.config.repeats);
        break;
    case RunStatus::Failed:
        out << u"Failed in "_s << phaseName(outcome.stoppedAt) << u": "_s << displaySafe(outcome.failureMessage, 1000)
            << u'\n';
        printFailureKind(out, outcome, formatVersion);
        break;
    case RunStatus::Cancelled: out << u"Cancelled in "_s << phaseName(outcome.stoppedAt) << u'\n'; break;
    }
    printDeviceMemory(out, outcome);
    const ThroughputSummary throughput = throughputSummary(report, builtinDatasheets());
    out << throughput.workText << u'\n' << throughput.achievedText << u'\n';
}

// "412345 (+12, 1.0000)": a value with its difference and ratio to the baseline, where it has them.
QString cell(const ComparisonLine &line, qsizetype run)
{
    QString text = line.values.at(run).isEmpty() ? u"-"_s : displaySafe(line.values.at(run), 40);
    const QString difference = line.differences.at(run);
    if (difference.isEmpty())
        return text;
    text += u" ("_s + (difference.startsWith(u'-') ? difference : u'+' + difference);
    if (!line.ratios.at(run).isEmpty())
        text += u", x"_s + line.ratios.at(run);
    return text + u')';
}

void printComparison(QTextStream &out, const Comparison &comparison)
{
    const qsizetype runs = comparison.runs.size();
    QList<QStringList> table{{u"field"_s}};
    for (qsizetype i = 0; i < runs; ++i)
        table.first().append(u"run %1"_s.arg(i + 1));
    for (const ComparisonLine &line : comparison.lines) {
        QStringList cells{line.differs && line.kind == ComparisonLine::Kind::Configuration ? line.key + u" *"_s
                                                                                           : line.key};
        for (qsizetype i = 0; i < runs; ++i)
            cells.append(cell(line, i));
        table.append(cells);
    }
    QList<qsizetype> widths(runs + 1, 0);
    for (const QStringList &row : std::as_const(table)) {
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    }
    for (qsizetype i = 0; i < runs; ++i) {
        const ComparisonRun &run = comparison.runs.at(i);
        out << u"run "_s << (i + 1) << u": "_s << displaySafe(run.name) << u" (sha256 "_s << run.sha256.left(16)
            << u", format version "_s << run.formatVersion << u')'
            << (i == comparison.baseline ? u", baseline"_s : u""_s) << u'\n';
    }
    for (const QStringList &row : std::as_const(table)) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += c + 1 < row.size() ? row.at(c).leftJustified(widths.at(c) + 2) : row.at(c);
        out << line << u'\n';
    }
    out << u"Differing configuration fields (*): "_s
        << (comparison.differingFields.isEmpty() ? u"none"_s : comparison.differingFields.join(u", "_s)) << u'\n';
    out << u"Differences to the baseline in exact nanoseconds and bytes; ratios are value / baseline, rounded half up "
           u"to %1 decimals.\n"_s.arg(kRatioDecimals);
    const bool device = std::any_of(comparison.lines.cbegin(), comparison.lines.cend(), [](const ComparisonLine &line) {
        return line.key.startsWith(u"outside_allocator_bytes."_s) || line.key.startsWith(u"num_ooms."_s);
    });
    if (device) {
        out << u"outside_allocator_bytes: device bytes in use (total - free) minus this process's reserved bytes, the "
               u"largest over the phase's rows: every process on the card, not this process alone. num_alloc_retries, "
               u"num_ooms: the caching allocator's counts since the process started, at the end of the phase.\n"_s;
    }
}

// A sweep index and its points, after every report it names was read and checked by SHA-256.
int showSweep(const QString &path, bool json, Console &console)
{
    const QString command = u"show"_s;
    const auto index = readSweepIndex(path);
    if (!index)
        return console.refuse(command, index.error());
    const auto reports = readSweepReports(path, *index);
    if (!reports)
        return console.refuse(command, reports.error());
    if (json) {
        console.printJson(index->toJson());
        return Done;
    }
    QTextStream &out = console.out();
    out << u"Sweep of "_s << index->dimension << u" (started "_s << displaySafe(index->startedUtc) << u"), "_s
        << index->points.size() << u" point(s), every report present with the SHA-256 the index records\n"_s;
    for (qsizetype i = 0; i < index->points.size(); ++i) {
        const SweepPoint &point = index->points.at(i);
        out << u"%1 %2=%3 [%4] %5  %6  warm median %7  %8\n"_s.arg(i + 1, 3).arg(
            index->dimension, displaySafe(point.value, 40), sweepStageName(point.stage), point.verdictText(),
            point.file.isEmpty() ? u"(no report)"_s : displaySafe(point.file),
            point.warmMedianSeconds.isEmpty() ? u"-"_s : point.warmMedianSeconds + u" s"_s,
            point.achievedFlopsPerSecond.isEmpty() ? u"-"_s : flopsPerSecondShort(point.achievedFlopsPerSecond));
    }
    out << u"End: "_s << sweepEndName(index->end) << u"; largest complete "_s
        << (index->largestComplete.isEmpty() ? u"none"_s : displaySafe(index->largestComplete, 40))
        << u", smallest failed for memory "_s
        << (index->smallestFailed.isEmpty() ? u"none"_s : displaySafe(index->smallestFailed, 40)) << u", re-run "_s
        << (index->rerunAgreed ? (*index->rerunAgreed ? u"agreed"_s : u"failed (the boundary moved down)"_s)
                               : u"not made"_s)
        << u"\nThe boundary of this synthetic Linear -> GELU -> Linear on this device, libtorch and driver; not a "
           u"model's capacity.\n"_s;
    out.flush();
    return Done;
}

} // namespace

int showCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"show"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Print a measurement or environment report after validating it, or the summary of an experiment folder "
        u"(title, protocol, rows by status, open problems, unit cost per package)."_s);
    parser.addPositionalArgument(u"REPORT.json|DIR"_s,
                                 u"A report written by 'iteragpu measure' or 'environment', or "
                                 u"an experiment folder."_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped, 1))
        return helped ? Done : Refused;
    if (parser.positionalArguments().isEmpty())
        return console.refuse(command, u"a report file is required (see 'iteragpu show --help')"_s);
    if (const QString target = parser.positionalArguments().constFirst(); isExperimentFolder(target))
        return showExperiment(target, parser.isSet(u"json"_s), console);
    if (const QString target = parser.positionalArguments().constFirst(); isSweepIndexFile(target))
        return showSweep(target, parser.isSet(u"json"_s), console);
    if (parser.isSet(u"json"_s))
        return console.refuse(command, u"--json: only for an experiment folder or a sweep index"_s);
    const auto loaded = readReport(parser.positionalArguments().constFirst());
    if (!loaded)
        return console.refuse(command, loaded.error());
    QTextStream &out = console.out();
    out << u"File: "_s << displaySafe(loaded->fileName) << u'\n';
    out << u"SHA-256: "_s << loaded->sha256 << u'\n';
    out << u"Format version: "_s << loaded->formatVersion << u'\n';
    if (loaded->isMeasurement()) {
        const MeasurementReport &report = loaded->measurement().report;
        out << u"Status: "_s << report.status() << u'\n';
        printMeasurement(out, report, loaded->formatVersion);
    } else {
        printEnvironment(out, loaded->environment());
    }
    out.flush();
    return Done;
}

int compareCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"compare"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Compare %1 to %2 measurement reports side by side, against a baseline run."_s.arg(kMinComparedRuns)
            .arg(kMaxComparedRuns));
    parser.addPositionalArgument(u"REPORT.json"_s, u"Measurement reports, in the order of the columns."_s,
                                 u"A.json B.json [...]"_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped, std::numeric_limits<int>::max()))
        return helped ? Done : Refused;
    const QStringList files = parser.positionalArguments();
    // A sweep index stands for its points, so one file may be enough; the run count is checked below.
    const bool anySweep = std::any_of(files.begin(), files.end(), [](const QString &f) { return isSweepIndexFile(f); });
    if (files.isEmpty() || files.size() > kMaxComparedRuns || (!anySweep && files.size() < kMinComparedRuns))
        return console.refuse(command,
                              u"give %1 to %2 measurement reports"_s.arg(kMinComparedRuns).arg(kMaxComparedRuns));
    if (parser.isSet(u"json"_s) && parser.isSet(u"csv"_s))
        return console.refuse(command, u"--json and --csv exclude each other"_s);
    int baseline = 1;
    if (parser.isSet(u"baseline"_s)) {
        // Digits only: toInt() alone would take " 1" and "+1".
        const QString text = parser.value(u"baseline"_s);
        bool ok = !text.isEmpty() && text.size() <= 9
            && std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
        baseline = ok ? text.toInt(&ok) : 0;
        if (!ok || baseline < 1)
            return console.refuse(command, u"--baseline: a run from 1 to %1"_s.arg(files.size()));
    }
    QList<ComparisonRun> runs;
    for (const QString &file : files) {
        if (isSweepIndexFile(file)) {
            // A sweep compares as its points, each report checked against the index's SHA-256.
            const auto index = readSweepIndex(file);
            if (!index)
                return console.refuse(command, index.error());
            const auto reports = readSweepReports(file, *index);
            if (!reports)
                return console.refuse(command, reports.error());
            for (const LoadedReport &report : *reports)
                runs.append(comparisonRun(report));
            continue;
        }
        const auto loaded = readReport(file);
        if (!loaded)
            return console.refuse(command, loaded.error());
        if (!loaded->isMeasurement())
            return console.refuse(
                command,
                u"%1: an environment report; compare measurement reports"_s.arg(displaySafe(loaded->fileName)));
        runs.append(comparisonRun(*loaded));
    }
    if (runs.size() < kMinComparedRuns || runs.size() > kMaxComparedRuns)
        return console.refuse(
            command,
            u"%1 runs: give %2 to %3 measurement reports (a sweep counts as its points)"_s.arg(runs.size())
                .arg(kMinComparedRuns)
                .arg(kMaxComparedRuns));
    if (baseline > runs.size())
        return console.refuse(command, u"--baseline: a run from 1 to %1"_s.arg(runs.size()));
    const auto comparison = compareRuns(runs, baseline - 1);
    if (!comparison)
        return console.refuse(command, comparison.error());
    if (parser.isSet(u"json"_s)) {
        console.printJson(comparisonJson(*comparison));
        return Done;
    }
    if (parser.isSet(u"csv"_s))
        console.out() << QString::fromUtf8(comparisonCsv(*comparison));
    else
        printComparison(console.out(), *comparison);
    console.out().flush();
    return Done;
}

} // namespace IteraGpu::Cli
