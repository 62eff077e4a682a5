#include "commands.h"

#include "quality/catalog.h"
#include "quality/packagecost.h"
#include "util/clioptions.h"
#include "util/displaytext.h"
#include "util/exactnumber.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

Result<Catalog> loadCatalog(const QCommandLineParser &parser)
{
    if (parser.isSet(u"catalog"_s))
        return Catalog::load(parser.value(u"catalog"_s));
    return Catalog::loadBuiltin();
}

QString sourceLabel(const Catalog &catalog)
{
    return catalog.source() == Catalog::builtinPath() ? u"shipped illustrative sample"_s
                                                      : displaySafe(catalog.source());
}

} // namespace

int costCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"cost"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Price of a rental package from the tariff catalog (whole US-dollar cents)."_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    if (const QString missing = missingRequiredOption(parser, command); !missing.isEmpty())
        return console.refuse(command, missing);
    const QString gpu = parser.value(u"gpu"_s), daysText = parser.value(u"days"_s), lotsText = parser.value(u"lots"_s);
    auto days = parseDays(daysText, cliOptionName);
    if (!days)
        return console.refuse(command, days.error());
    auto lots = parseLots(lotsText, cliOptionName);
    if (!lots)
        return console.refuse(command, lots.error());
    CostRequest request{gpu, *days, *lots, std::nullopt};
    if (parser.isSet(u"accepted-results"_s)) {
        auto accepted = parseAcceptedResults(parser.value(u"accepted-results"_s), cliOptionName);
        if (!accepted)
            return console.refuse(command, accepted.error());
        request.acceptedResults = *accepted;
    }
    auto catalog = loadCatalog(parser);
    if (!catalog)
        return console.refuse(command, u"--catalog: "_s + catalog.error());
    auto cost = computePackageCost(*catalog, request, cliOptionName);
    if (!cost)
        return console.refuse(command, cost.error());

    if (parser.isSet(u"json"_s)) {
        QJsonObject json = packageCostToJson(*cost);
        json.insert(u"catalog_source"_s, sourceLabel(*catalog));
        console.printJson(json);
        return Done;
    }
    const Tariff &t = cost->tariff;
    QTextStream &out = console.out();
    out << u"Package: "_s << displaySafe(t.model) << u" ("_s << t.gpuId << u"), "_s << t.durationDays << u" days, "_s
        << cost->request.lots << (cost->request.lots == 1 ? u" lot"_s : u" lots"_s) << u'\n';
    out << u"  lot price:   "_s << t.priceCents << u" cents ("_s << Exact::dollarsFromCents(t.priceCents) << u") for "_s
        << t.gpusPerLot << (t.gpusPerLot == 1 ? u" GPU"_s : u" GPUs"_s) << u'\n';
    out << u"  total:       "_s << cost->totalCents << u" cents ("_s << Exact::dollarsFromCents(cost->totalCents)
        << u") = lot price x "_s << cost->request.lots << u'\n';
    out << u"  GPUs:        "_s << cost->gpus << u'\n';
    out << u"  GPU-days:    "_s << cost->gpuDays << u'\n';
    if (cost->hasUnitCost()) {
        out << u"  unit cost:   "_s << cost->unitCostCentsText() << u" cents ("_s << cost->unitCostDollarsText()
            << u") per accepted result, over "_s << *cost->request.acceptedResults << u" accepted results\n"_s;
        out << u"  ("_s << unitCostRoundingRule() << u")\n"_s;
    } else {
        out << u"  unit cost:   not computed (give --accepted-results with the number of distinct accepted useful "
               u"units)\n"_s;
    }
    out << u"Catalog: "_s << sourceLabel(*catalog) << u", snapshot "_s << t.snapshotDate.toString(Qt::ISODate) << u'\n';
    if (t.isIllustrative())
        out << illustrativeNotice() << u'\n';
    out << notAQuoteNotice() << u'\n';
    out.flush();
    return Done;
}

int catalogCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"catalog"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"The whole tariff catalog."_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    auto catalog = loadCatalog(parser);
    if (!catalog)
        return console.refuse(command, u"--catalog: "_s + catalog.error());
    const QList<Tariff> &tariffs = catalog->tariffs();
    const bool illustrative
        = std::any_of(tariffs.begin(), tariffs.end(), [](const Tariff &t) { return t.isIllustrative(); });

    if (parser.isSet(u"json"_s)) {
        QJsonArray rows;
        for (const Tariff &t : tariffs) {
            rows.append(QJsonObject{{u"gpu_id"_s, t.gpuId},
                                    {u"model"_s, t.model},
                                    {u"gpus_per_lot"_s, t.gpusPerLot},
                                    {u"gpu_memory_gib"_s, t.gpuMemoryGib},
                                    {u"duration_days"_s, t.durationDays},
                                    {u"price_cents"_s, t.priceCents},
                                    {u"snapshot_date"_s, t.snapshotDate.toString(Qt::ISODate)},
                                    {u"catalog_snapshot"_s, t.snapshot}});
        }
        console.printJson(QJsonObject{{u"format"_s, u"iteragpu-lab/catalog"_s},
                                      {u"format_version"_s, 1},
                                      {u"catalog_source"_s, sourceLabel(*catalog)},
                                      {u"illustrative_sample"_s, illustrative},
                                      {u"notice"_s, notAQuoteNotice()},
                                      {u"rows"_s, rows}});
        return Done;
    }
    QTextStream &out = console.out();
    out << u"Tariff catalog: "_s << sourceLabel(*catalog) << u" ("_s << tariffs.size()
        << (tariffs.size() == 1 ? u" row)\n"_s : u" rows)\n"_s);
    out << qSetFieldWidth(12) << Qt::left << u"gpu_id"_s << qSetFieldWidth(31) << u"model"_s << qSetFieldWidth(6)
        << u"GPUs"_s << qSetFieldWidth(9) << u"GiB/GPU"_s << qSetFieldWidth(6) << u"days"_s << qSetFieldWidth(14)
        << Qt::right << u"price (cents)"_s << qSetFieldWidth(14) << u"price (USD)"_s << qSetFieldWidth(0) << Qt::left
        << u"  snapshot\n"_s;
    for (const Tariff &t : tariffs) {
        out << qSetFieldWidth(12) << Qt::left << t.gpuId << qSetFieldWidth(31) << displaySafe(t.model, 60)
            << qSetFieldWidth(6) << t.gpusPerLot << qSetFieldWidth(9) << t.gpuMemoryGib << qSetFieldWidth(6)
            << t.durationDays << qSetFieldWidth(14) << Qt::right << t.priceCents << qSetFieldWidth(14)
            << Exact::dollarsFromCents(t.priceCents) << qSetFieldWidth(0) << Qt::left << u"  "_s
            << displaySafe(t.snapshot) << u'\n';
    }
    out << u"Prices are whole US-dollar cents for one lot (all its GPUs included); no currency conversion, no hourly "
           u"pro-rata.\n"_s;
    if (illustrative)
        out << illustrativeNotice() << u'\n';
    out << notAQuoteNotice() << u'\n';
    out.flush();
    return Done;
}

} // namespace IteraGpu::Cli
