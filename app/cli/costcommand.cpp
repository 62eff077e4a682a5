#include "commands.h"

#include "optionnames.h"
#include "quality/catalog.h"
#include "quality/catalogjson.h"
#include "quality/packagecost.h"
#include "util/displaytext.h"
#include "util/exactnumber.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

const QCommandLineOption catalogOption(u"catalog"_s,
                                       u"Tariff catalog CSV to use instead of the shipped illustrative sample."_s,
                                       u"FILE"_s);

Result<Catalog> loadCatalog(const QCommandLineParser &parser)
{
    if (parser.isSet(catalogOption))
        return Catalog::load(parser.value(catalogOption));
    return Catalog::loadBuiltin();
}

// displaySafe of a string that many rows share, computed once per string.
class Shown
{
public:
    explicit Shown(qsizetype maxChars)
        : m_maxChars(maxChars)
    { }
    const QString &operator()(const QString &text)
    {
        if (!m_valid || !text.isSharedWith(m_text)) {
            m_text = text;
            m_shown = displaySafe(text, m_maxChars);
            m_valid = true;
        }
        return m_shown;
    }

private:
    qsizetype m_maxChars;
    QString m_text, m_shown;
    bool m_valid = false;
};

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
    parser.addOptions({
        {u"gpu"_s, u"GPU id from the catalog, e.g. h100 (see 'iteragpu catalog')."_s, u"ID"_s},
        {u"days"_s, u"Package duration: %1."_s.arg(rentalDurationsText()), u"DAYS"_s},
        {u"lots"_s, u"Number of lots (a lot may hold several GPUs)."_s, u"N"_s},
        {u"accepted-results"_s,
         u"Number of distinct accepted useful units. No default: without it the unit cost is not computed."_s, u"K"_s},
        catalogOption,
        {u"json"_s, u"Print machine-readable JSON."_s},
    });
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    QString gpu, daysText, lotsText;
    if (!requireValue(parser, u"gpu"_s, console, command, gpu)
        || !requireValue(parser, u"days"_s, console, command, daysText)
        || !requireValue(parser, u"lots"_s, console, command, lotsText))
        return Refused;
    auto days = parseDays(daysText, optionName);
    if (!days)
        return console.refuse(command, days.error());
    auto lots = parseLots(lotsText, optionName);
    if (!lots)
        return console.refuse(command, lots.error());
    CostRequest request{gpu, *days, *lots, std::nullopt};
    if (parser.isSet(u"accepted-results"_s)) {
        auto accepted = parseAcceptedResults(parser.value(u"accepted-results"_s), optionName);
        if (!accepted)
            return console.refuse(command, accepted.error());
        request.acceptedResults = *accepted;
    }
    auto catalog = loadCatalog(parser);
    if (!catalog)
        return console.refuse(command, u"--catalog: "_s + catalog.error());
    auto cost = computePackageCost(*catalog, request, optionName);
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
    parser.addOptions({catalogOption, {u"json"_s, u"Print machine-readable JSON."_s}});
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    auto catalog = loadCatalog(parser);
    if (!catalog)
        return console.refuse(command, u"--catalog: "_s + catalog.error());
    if (parser.isSet(u"json"_s)) {
        // Streamed, one row after another: never a document several times the catalog.
        writeCatalogJson(*catalog, sourceLabel(*catalog), [&](QByteArrayView piece) { console.write(piece); });
        return Done;
    }
    const QList<Tariff> &tariffs = catalog->tariffs();
    const bool illustrative
        = std::any_of(tariffs.begin(), tariffs.end(), [](const Tariff &t) { return t.isIllustrative(); });
    QString text = u"Tariff catalog: "_s + sourceLabel(*catalog) + u" ("_s + QString::number(tariffs.size())
        + (tariffs.size() == 1 ? u" row)\n"_s : u" rows)\n"_s);
    text += u"gpu_id"_s.leftJustified(12) + u"model"_s.leftJustified(31) + u"GPUs"_s.leftJustified(6)
        + u"GiB/GPU"_s.leftJustified(9) + u"days"_s.leftJustified(6) + u"price (cents)"_s.rightJustified(14)
        + u"price (USD)"_s.rightJustified(14) + u"  snapshot\n"_s;
    // The rows of one GPU share their strings: each is made safe to show once.
    Shown model(60), snapshot(120);
    for (const Tariff &t : tariffs) {
        text += t.gpuId.leftJustified(12) + model(t.model).leftJustified(31)
            + QString::number(t.gpusPerLot).leftJustified(6) + QString::number(t.gpuMemoryGib).leftJustified(9)
            + QString::number(t.durationDays).leftJustified(6) + QString::number(t.priceCents).rightJustified(14)
            + Exact::dollarsFromCents(t.priceCents).rightJustified(14) + u"  "_s + snapshot(t.snapshot) + u'\n';
        if (text.size() >= 512 * 1024) {
            console.write(text.toUtf8());
            text.clear();
        }
    }
    text += u"Prices are whole US-dollar cents for one lot (all its GPUs included); no currency conversion, no hourly "
            u"pro-rata.\n"_s;
    if (illustrative)
        text += illustrativeNotice() + u'\n';
    text += notAQuoteNotice() + u'\n';
    console.write(text.toUtf8());
    return Done;
}

} // namespace IteraGpu::Cli
