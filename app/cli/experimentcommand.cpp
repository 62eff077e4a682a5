// `iteragpu experiment init|fix|add`: the experiment folder (core/experiment) from the command line,
// so that a run on a rented machine is measured straight into the folder the window opens.
#include "app/cli/commands.h"

#include "core/experiment/experiment.h"
#include "core/experiment/experimentchange.h"
#include "core/experiment/experimentlock.h"
#include "core/experiment/reportadmission.h"
#include "core/files/textfile.h"
#include "core/quality/catalog.h"
#include "core/quality/gridnotes.h"
#include "core/quality/packagecost.h"
#include "core/quality/reportrow.h"
#include "core/reports/reportreader.h"
#include "core/util/clioptions.h"
#include "core/util/displaytext.h"
#include "core/util/jsonsyntax.h"

#include <QDateTime>

#include <limits>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

const QString kCommand = u"experiment"_s;
constexpr qint64 kMaxProtocolFileBytes = 4 * 1024 * 1024;

QDateTime nowUtc()
{
    return QualityProtocol::canonicalTime(QDateTime::currentDateTimeUtc());
}

// The options an action takes; any other option of the table is refused for it.
const QHash<QString, QStringList> &actionOptions()
{
    static const QHash<QString, QStringList> options{
        {u"init"_s, {u"title"_s}},
        {u"fix"_s, {u"protocol"_s}},
        {u"add"_s, {u"gpu"_s, u"days"_s, u"lots"_s, u"catalog"_s}},
    };
    return options;
}

int init(const QString &folder, const QCommandLineParser &parser, Console &console)
{
    const QString title = parser.value(u"title"_s);
    if (Status valid = checkExperimentTitle(title); !valid)
        return console.refuse(kCommand, u"--"_s + valid.error());
    auto created = createExperiment(folder, title, nowUtc());
    if (!created)
        return console.refuse(kCommand, created.error());
    console.out() << u"created experiment %1 (protocol: draft; fix it with: iteragpu experiment fix %1 --protocol "
                     u"FILE.json)\n"_s.arg(displaySafe(folder));
    console.out().flush();
    return Done;
}

int fix(const QString &folder, const QCommandLineParser &parser, Console &console)
{
    if (!parser.isSet(u"protocol"_s))
        return console.refuse(kCommand, u"--protocol is required (see 'iteragpu experiment --help')"_s);
    // Held from the read to the write: no other writer changes the folder in between.
    const auto lock = ExperimentLock::acquire(folder);
    if (!lock)
        return console.refuse(kCommand, lock.error());
    if (Status settled = settleExperimentLocked(folder); !settled) // before the read, which would wait for us
        return console.refuse(kCommand, settled.error());
    auto experiment = openExperiment(folder);
    if (!experiment)
        return console.refuse(kCommand, experiment.error());
    if (experiment->protocol.isFixed())
        return console.refuse(
            kCommand,
            u"%1: the protocol is already fixed (at %2); it is never fixed again: a change is an amendment, "
            u"a new protocol needs a new experiment"_s.arg(
                displaySafe(folder), experiment->protocol.lock()->fixedAtUtc.toString(Qt::ISODate)));
    const QString file = parser.value(u"protocol"_s);
    auto bytes = readFileBytes(file, kMaxProtocolFileBytes);
    if (!bytes)
        return console.refuse(kCommand, u"--protocol: "_s + bytes.error());
    const StrictJson parsed = parseJsonStrict(*bytes);
    if (!parsed.ok() || !parsed.document.isObject())
        return console.refuse(kCommand, u"--protocol: %1: not valid JSON"_s.arg(displaySafe(file)));
    auto draft = QualityProtocol::fromJson(parsed.document.object(), displaySafe(file));
    if (!draft)
        return console.refuse(kCommand, u"--protocol: "_s + draft.error());
    if (draft->isFixed())
        return console.refuse(kCommand,
                              u"--protocol: %1 is a fixed protocol; give the draft (fixed_at_utc null), "
                              u"it is fixed now"_s.arg(displaySafe(file)));
    if (Status valid = QualityProtocol::validate(draft->fields()); !valid)
        return console.refuse(kCommand, u"--protocol: %1: %2"_s.arg(displaySafe(file), valid.error()));
    Status set = experiment->protocol.setDraft(draft->fields());
    const QDateTime now = nowUtc();
    if (set)
        set = experiment->protocol.fix(now);
    if (set)
        set = saveExperiment(*experiment, now);
    if (!set)
        return console.refuse(kCommand, set.error());
    console.out() << u"fixed the protocol of %1 at %2 (sha256 %3)\n"_s.arg(
        displaySafe(folder), now.toString(Qt::ISODate), experiment->protocol.lock()->sha256);
    console.out().flush();
    return Done;
}

Result<Catalog> loadCatalog(const QCommandLineParser &parser, QByteArray &bytes, QString &name)
{
    if (parser.isSet(u"catalog"_s)) {
        const QString path = parser.value(u"catalog"_s);
        auto read = readFileBytes(path);
        if (!read)
            return Error{read.error()};
        bytes = *read;
        name = fileNameOnly(path);
    } else {
        auto read = readResourceBytes(Catalog::builtinPath());
        if (!read)
            return Error{read.error()};
        bytes = *read;
        name = fileNameOnly(Catalog::builtinPath());
    }
    auto text = decodeText(bytes, name);
    if (!text)
        return Error{text.error()};
    return Catalog::parse(*text, name);
}

struct ReadReport
{
    QByteArray bytes;
    LoadedReport loaded;
};

int add(const QString &folder, const QStringList &files, const QCommandLineParser &parser, Console &console)
{
    if (files.isEmpty())
        return console.refuse(kCommand, u"at least one REPORT.json is required (see 'iteragpu experiment --help')"_s);
    // Held from the read to the write: two adds at once each keep their rows.
    const auto lock = ExperimentLock::acquire(folder);
    if (!lock)
        return console.refuse(kCommand, lock.error());
    if (Status settled = settleExperimentLocked(folder); !settled) // before the read, which would wait for us
        return console.refuse(kCommand, settled.error());
    auto experiment = openExperiment(folder);
    if (!experiment)
        return console.refuse(kCommand, experiment.error());
    if (!experiment->protocol.isFixed())
        return console.refuse(
            kCommand,
            u"%1: the protocol is not fixed yet, and a result row needs the protocol fixed before "
            u"it; fix it first: iteragpu experiment fix %1 --protocol FILE"_s.arg(displaySafe(folder)));
    // The package is all or nothing: a row pinned to half a package would price nothing.
    const bool priced = parser.isSet(u"gpu"_s) || parser.isSet(u"days"_s) || parser.isSet(u"lots"_s);
    std::optional<PackageCost> pinned;
    QByteArray catalogBytes;
    QString catalogName;
    if (priced) {
        for (const QString &option : {u"gpu"_s, u"days"_s, u"lots"_s}) {
            if (!parser.isSet(option))
                return console.refuse(kCommand, u"--%1 is required with --gpu, --days and --lots"_s.arg(option));
        }
        auto days = parseDays(parser.value(u"days"_s), cliOptionName);
        if (!days)
            return console.refuse(kCommand, days.error());
        auto lots = parseLots(parser.value(u"lots"_s), cliOptionName);
        if (!lots)
            return console.refuse(kCommand, lots.error());
        auto catalog = loadCatalog(parser, catalogBytes, catalogName);
        if (!catalog)
            return console.refuse(kCommand, u"--catalog: "_s + catalog.error());
        auto cost = computePackageCost(*catalog, {parser.value(u"gpu"_s), *days, *lots, std::nullopt}, cliOptionName);
        if (!cost)
            return console.refuse(kCommand, cost.error());
        pinned = *cost;
    } else if (parser.isSet(u"catalog"_s)) {
        return console.refuse(kCommand, u"--catalog prices a package: give it with --gpu, --days and --lots"_s);
    }
    // Every report is read and checked before anything is written: all or nothing, under the
    // window's rule (admitReports).
    QList<ReadReport> reports;
    QList<ReportCandidate> candidates;
    for (const QString &file : files) {
        auto bytes = readFileBytes(file, kMaxReportBytes);
        if (!bytes)
            return console.refuse(kCommand, bytes.error());
        auto loaded = parseReport(*bytes, fileNameOnly(file));
        if (!loaded)
            return console.refuse(kCommand, loaded.error());
        if (!loaded->isMeasurement())
            return console.refuse(kCommand,
                                  u"%1: not a measurement report (a row is one measured run)"_s.arg(displaySafe(file)));
        candidates.append({fileNameOnly(file), loaded->sha256, loaded->measurement().report.config.isCpuDryRun()});
        reports.append({*bytes, *loaded});
    }
    if (Status admitted = admitReports(experiment->grid, candidates, pinned.has_value()); !admitted)
        return console.refuse(kCommand, admitted.error());
    // All or nothing: the reports, the catalog, the grid and the manifest are staged and committed
    // at once (a kill or a full disk at any point leaves the folder as it was, or as it will be).
    auto change = ExperimentChange::begin(folder);
    if (!change)
        return console.refuse(kCommand, change.error());
    if (pinned) {
        auto stored = storeCatalog(folder, catalogBytes, catalogName, &*change);
        if (!stored)
            return console.refuse(kCommand, stored.error());
        experiment->catalogFile = *stored;
    }
    const QString version = protocolVersionNote(experiment->protocol.lock()->sha256);
    QStringList added;
    for (ReadReport &report : reports) {
        auto name = storeReport(folder, report.bytes, report.loaded.fileName, nullptr, &*change);
        if (!name)
            return console.refuse(kCommand, name.error());
        report.loaded.fileName = *name; // the trace names the stored copy
        const QString runId = experiment->grid.nextRunId();
        ResultRow row = resultRowFromOpenedReport(report.loaded, runId, pinned);
        row[ResultColumn::MeasurementFile] = Experiment::reportCell(*name);
        row[ResultColumn::Notes] = joinNotes(row[ResultColumn::Notes], version);
        if (Status inserted = experiment->grid.insertRow(experiment->grid.rowCount(), row); !inserted)
            return console.refuse(kCommand, inserted.error());
        added << u"added %1: %2 (%3)\n"_s.arg(runId, Experiment::reportCell(displaySafe(*name)),
                                              row[ResultColumn::RunStatus]);
    }
    if (Status saved = saveExperiment(*experiment, nowUtc(), nullptr, &*change); !saved)
        return console.refuse(kCommand, saved.error());
    for (const QString &line : std::as_const(added))
        console.out() << line;
    console.out() << u"saved %1: %2 row(s) in %3\n"_s.arg(displaySafe(folder))
                         .arg(experiment->grid.rowCount())
                         .arg(ExperimentFile::grid);
    console.out().flush();
    return Done;
}

} // namespace

int experimentCommand(const QStringList &arguments, Console &console)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"One experiment, one folder: its protocol, results grid, reports and catalogs, with MANIFEST.json.\n"
        u"  init DIR [--title TEXT]         a new experiment in a new or empty folder\n"
        u"  fix DIR --protocol FILE.json    fix the draft protocol in FILE (once; never again)\n"
        u"  add DIR REPORT.json... [--gpu ID --days D --lots N [--catalog FILE]]\n"
        u"                                  copy each measurement report in, one row each\n"
        u"Check the folder with 'iteragpu verify DIR', summarise it with 'iteragpu show DIR'."_s);
    parser.addPositionalArgument(u"ACTION"_s, u"init, fix or add."_s);
    parser.addPositionalArgument(u"DIR"_s, u"The experiment folder."_s);
    parser.addPositionalArgument(u"REPORT.json"_s, u"With add: measurement reports."_s, u"[REPORT.json...]"_s);
    addTableOptions(parser, kCommand);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, kCommand, helped, std::numeric_limits<int>::max()))
        return helped ? Done : Refused;
    QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (!actionOptions().contains(action))
        return console.refuse(kCommand,
                              action.isEmpty() ? u"an action is required: init, fix or add (see 'iteragpu experiment "
                                                 u"--help')"_s
                                               : u"unknown action '%1': init, fix or add"_s.arg(displaySafe(action)));
    if (positional.size() < 2)
        return console.refuse(kCommand, u"DIR is required (see 'iteragpu experiment --help')"_s);
    for (const CliOption &option : cliOptions(kCommand)) {
        if (parser.isSet(option.name) && !actionOptions().value(action).contains(option.name))
            return console.refuse(kCommand, u"--%1 does not apply to %2"_s.arg(option.name, action));
    }
    const QString &folder = positional.at(1);
    if (action == u"init"_s || action == u"fix"_s) {
        if (positional.size() > 2)
            return console.refuse(kCommand, u"unexpected argument '%1'"_s.arg(displaySafe(positional.at(2))));
        return action == u"init"_s ? init(folder, parser, console) : fix(folder, parser, console);
    }
    return add(folder, positional.mid(2), parser, console);
}

} // namespace IteraGpu::Cli
