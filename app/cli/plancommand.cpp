#include "app/cli/commands.h"

#include "core/quality/packageplan.h"
#include "core/util/clioptions.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"

#include <QHash>
#include <QStringBuilder>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

// The options every plan reads beside the estimate's own; false after printing the refusal.
bool readPlanOptions(const QCommandLineParser &parser, Console &console, const QString &command, PlanInput &input)
{
    if (parser.isSet(u"days"_s)) {
        auto days = parseDays(parser.value(u"days"_s), cliOptionName);
        if (!days)
            return console.refuse(command, days.error()), false;
        input.durations = {*days};
    }
    if (parser.isSet(u"accepted-results"_s)) {
        auto accepted = parseAcceptedResults(parser.value(u"accepted-results"_s), cliOptionName);
        if (!accepted)
            return console.refuse(command, accepted.error()), false;
        input.acceptedResults = *accepted;
    }
    if (parser.isSet(u"tight-percent"_s)) {
        auto tight = parseTightPercent(parser.value(u"tight-percent"_s), cliOptionName);
        if (!tight)
            return console.refuse(command, tight.error()), false;
        input.tightPercent = *tight;
    }
    return true;
}

void printPlan(QTextStream &out, const PackagePlan &plan, const Catalog &catalog)
{
    out << u"Which package holds it: the estimate's lines per GPU against the catalog\n"_s;
    for (const PlanLine &line : plan.input.lines)
        out << u"  "_s << line.label << u": "_s << line.bytes << u" bytes ("_s << gibText(line.bytes) << u" GiB)\n"_s;
    out << u"  needed per GPU: "_s << plan.neededBytes << u" bytes ("_s << gibText(plan.neededBytes) << u" GiB)\n"_s;
    out << u"Memory per GPU: "_s << memorySourceText() << u" (gpu_memory_gib x 2^30 bytes), not measured.\n"_s;
    out << u"Tight: headroom under "_s << plan.input.tightPercent.toString() << u" % of the GPU's memory.\n\n"_s;
    // Each row's text is built in one string and written once: 100,000 rows are 400,000 lines, and
    // QTextStream's number formatting per field costs more than the plan itself.
    const QString memorySource = memorySourceText();
    const QString spotNote = spotPriceNote();
    const auto n = [](qint64 value) { return QString::number(value); };
    // A catalog names few models and lot sizes: their shown names and split lines are made once
    // (at most kCached of each are kept: a hostile catalog of a million models is not held twice).
    constexpr qsizetype kCached = 4096;
    QHash<QString, QString> shownNames;
    QHash<qint64, QString> splitLines;
    QString text;
    qsizetype printed = 0;
    for (const PlanRow &row : plan.rows) {
        const Tariff &t = row.tariff();
        const PackageCost cost = row.cost();
        text.clear();
        if (shownNames.size() >= kCached)
            shownNames.clear();
        QString &shown = shownNames[t.gpuId % u'\n' % t.model];
        if (shown.isEmpty())
            shown = displaySafe(t.gpuId, 40) % u" ("_s % displaySafe(t.model, 60) % u"), "_s;
        text += shown % n(t.durationDays) % u" days: "_s % verdictText(row, plan.input.tightPercent) % u'\n';
        text += u"    memory "_s % n(row.memoryBytes) % u" bytes ("_s % n(t.gpuMemoryGib) % u" GiB, "_s % memorySource
            % u"), headroom "_s % n(row.headroomBytes) % u" bytes ("_s % row.headroomPercentText() % u" %)\n"_s;
        text += u"    package "_s % n(t.priceCents) % u" cents ("_s % Exact::dollarsFromCents(t.priceCents) % u"), "_s
            % n(cost.gpus) % (cost.gpus == 1 ? u" GPU, "_s : u" GPUs, "_s) % n(cost.gpuDays) % u" GPU-days"_s;
        if (cost.hasUnitCost())
            text += u", unit cost "_s % cost.unitCostCentsText() % u" cents ("_s % cost.unitCostDollarsText()
                % u") per accepted result"_s;
        text += u'\n';
        if (t.spotPriceCents)
            text += u"    spot (interruptible) "_s % n(*t.spotPriceCents) % u" cents ("_s
                % Exact::dollarsFromCents(*t.spotPriceCents) % u"), "_s % spotNote % u'\n';
        if (!t.source.isEmpty() || t.readDate.isValid())
            text += u"    prices read from "_s % (t.source.isEmpty() ? u"-"_s : displaySafe(t.source, 120)) % u" on "_s
                % (t.readDate.isValid() ? t.readDate.toString(Qt::ISODate) : u"-"_s) % u'\n';
        if (row.splitBytesPerGpu) {
            if (splitLines.size() >= kCached)
                splitLines.clear();
            QString &split = splitLines[*row.splitBytesPerGpu];
            if (split.isEmpty())
                split = u"    "_s % splitText(*row.splitBytesPerGpu) % u'\n';
            text += split;
        }
        out << text;
        // Flushed every 1,000 rows: the text of a 100,000-row catalog is never held at once.
        if (++printed % 1000 == 0)
            out.flush();
    }
    if (plan.rows.isEmpty())
        out << u"No catalog row for the duration asked.\n"_s;
    out << u'\n' << headroomPercentRule() << u".\n"_s;
    if (plan.input.acceptedResults)
        out << unitCostRoundingRule() << u".\n"_s;
    else
        out << u"Unit cost: not computed (give --accepted-results with the number of distinct accepted useful units).\n"_s;
    out << u"Not included: "_s << plan.input.notIncluded.join(u", "_s) << u".\n"_s;
    out << u"Catalog: "_s << catalogSourceLabel(catalog) << u", snapshot "_s
        << displaySafe(plan.snapshots.join(u"; "_s), 200) << u'\n';
    const QList<Tariff> &tariffs = catalog.tariffs();
    if (std::any_of(tariffs.begin(), tariffs.end(), [](const Tariff &t) { return t.isIllustrative(); }))
        out << illustrativeNotice() << u'\n';
    out << notAQuoteNotice() << u'\n';
    out << u"This does not predict whether a real model fits on a card.\n"_s;
}

} // namespace

int planCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"plan"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Which package of the tariff catalog holds the estimate, and what it costs (no GPU needed)."_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    if (parser.isSet(u"json"_s) && parser.isSet(u"csv"_s))
        return console.refuse(command, u"--json and --csv exclude each other"_s);
    PlanInput input;
    if (parser.isSet(u"checkpoint"_s)) {
        const auto e = checkpointEstimateFromOptions(parser, console, command);
        if (!e)
            return Refused;
        input = planInputFromCheckpoint(*e);
    } else {
        const auto e = parameterEstimateFromOptions(parser, console, command);
        if (!e)
            return Refused;
        input = planInputFromEstimate(*e);
    }
    if (!readPlanOptions(parser, console, command, input))
        return Refused;
    if (parser.isSet(u"report"_s)) {
        auto report = readReport(parser.value(u"report"_s));
        if (!report)
            return console.refuse(command, u"--report: "_s + report.error());
        auto measured = measuredPlanLines(*report);
        if (!measured)
            return console.refuse(command, u"--report: "_s + measured.error());
        addMeasuredLines(input, *measured);
    }
    auto catalog = loadCatalogOption(parser);
    if (!catalog)
        return console.refuse(command, u"--catalog: "_s + catalog.error());
    auto plan = computePackagePlan(*catalog, input, cliOptionName);
    if (!plan)
        return console.refuse(command, plan.error());
    plan->catalogSource = catalogSourceLabel(*catalog);
    if (parser.isSet(u"json"_s)) {
        // QJsonDocument escapes C0 only; C1, DEL and the bidirectional controls become \uXXXX here.
        writePackagePlanJson(*plan,
                             [&](QByteArrayView piece) { console.write(escapedUtf8(piece, EscapeStyle::Json)); });
        return Done;
    }
    if (parser.isSet(u"csv"_s)) {
        writePackagePlanCsv(*plan, [&](QByteArrayView piece) { console.write(piece); });
        return Done;
    }
    printPlan(console.out(), *plan, *catalog);
    console.out().flush();
    return Done;
}

} // namespace IteraGpu::Cli
