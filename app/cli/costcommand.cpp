#include "app/cli/commands.h"

#include "core/quality/catalog.h"
#include "core/quality/catalogjson.h"
#include "core/quality/packagecost.h"
#include "core/quality/packageplan.h"
#include "core/util/bytewriter.h"
#include "core/util/clioptions.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"

#include <charconv>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

namespace {

// displaySafe of a string that many rows share, computed once per string, and its UTF-8.
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
            m_utf8 = m_shown.toUtf8();
            m_valid = true;
        }
        return m_shown;
    }
    const QByteArray &utf8(const QString &text)
    {
        (*this)(text);
        return m_utf8;
    }

private:
    qsizetype m_maxChars;
    QString m_text, m_shown;
    QByteArray m_utf8;
    bool m_valid = false;
};

// Exact::dollarsFromCents ("$1,545.60") right-aligned in `width` characters, without a string per
// row; prices are at least one cent.
void addDollars(ByteWriter &out, qint64 cents, qsizetype width)
{
    char whole[24];
    const qsizetype length = std::to_chars(whole, whole + sizeof whole, cents / 100).ptr - whole;
    out.spaces(width - (1 + length + (length - 1) / 3 + 3));
    out.add('$');
    for (qsizetype i = 0; i < length; ++i) {
        if (i > 0 && (length - i) % 3 == 0)
            out.add(',');
        out.add(whole[i]);
    }
    out.add('.');
    out.add(char('0' + cents % 100 / 10));
    out.add(char('0' + cents % 10));
}

// A number left-aligned in `width` characters, as QTextStream's field width writes it.
void addNumberLeft(ByteWriter &out, qint64 n, qsizetype width)
{
    out.spaces(width - out.number(n));
}

} // namespace

Result<Catalog> loadCatalogOption(const QCommandLineParser &parser)
{
    if (parser.isSet(u"catalog"_s))
        return Catalog::load(parser.value(u"catalog"_s));
    return Catalog::loadBuiltin();
}

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
    auto catalog = loadCatalogOption(parser);
    if (!catalog)
        return console.refuse(command, u"--catalog: "_s + catalog.error());
    auto cost = computePackageCost(*catalog, request, cliOptionName);
    if (!cost)
        return console.refuse(command, cost.error());

    if (parser.isSet(u"json"_s)) {
        QJsonObject json = packageCostToJson(*cost);
        json.insert(u"catalog_source"_s, catalogSourceLabel(*catalog));
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
    out << u"Catalog: "_s << catalogSourceLabel(*catalog) << u", snapshot "_s << t.snapshotDate.toString(Qt::ISODate)
        << u'\n';
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
    auto catalog = loadCatalogOption(parser);
    if (!catalog)
        return console.refuse(command, u"--catalog: "_s + catalog.error());
    if (parser.isSet(u"json"_s)) {
        // Streamed, one row after another: never a document several times the catalog.
        writeCatalogJson(*catalog, catalogSourceLabel(*catalog), [&](QByteArrayView piece) { console.write(piece); });
        return Done;
    }
    const QList<Tariff> &tariffs = catalog->tariffs();
    const bool illustrative
        = std::any_of(tariffs.begin(), tariffs.end(), [](const Tariff &t) { return t.isIllustrative(); });
    QString heading = u"Tariff catalog: "_s + catalogSourceLabel(*catalog) + u" ("_s + QString::number(tariffs.size())
        + (tariffs.size() == 1 ? u" row)\n"_s : u" rows)\n"_s);
    heading += u"gpu_id"_s.leftJustified(12) + u"model"_s.leftJustified(31) + u"GPUs"_s.leftJustified(6)
        + u"GiB/GPU"_s.leftJustified(9) + u"days"_s.leftJustified(6) + u"price (cents)"_s.rightJustified(14)
        + u"price (USD)"_s.rightJustified(14) + u"  snapshot\n"_s;
    console.write(heading.toUtf8());
    // Formatted as bytes, one row after another (a catalog may have millions of rows); the rows of
    // one GPU share their strings, and each is made safe to show once.
    Shown gpuId(40), model(60), snapshot(120);
    ByteWriter rows(1024 * 1024 + 64 * 1024);
    for (const Tariff &t : tariffs) {
        rows.add(gpuId.utf8(t.gpuId));
        rows.spaces(12 - gpuId(t.gpuId).size());
        rows.add(model.utf8(t.model));
        rows.spaces(31 - model(t.model).size());
        addNumberLeft(rows, t.gpusPerLot, 6);
        addNumberLeft(rows, t.gpuMemoryGib, 9);
        addNumberLeft(rows, t.durationDays, 6);
        char cents[24];
        const qsizetype centsLength = std::to_chars(cents, cents + sizeof cents, t.priceCents).ptr - cents;
        rows.spaces(14 - centsLength);
        rows.add(QByteArrayView(cents, centsLength));
        addDollars(rows, t.priceCents, 14);
        rows.add("  ");
        rows.add(snapshot.utf8(t.snapshot));
        rows.add('\n');
        if (rows.size() >= 1024 * 1024) {
            console.write(rows.view());
            rows.clear();
        }
    }
    console.write(rows.view());
    QString text;
    text += u"Prices are whole US-dollar cents for one lot (all its GPUs included); no currency conversion, no hourly "
            u"pro-rata.\n"_s;
    if (illustrative)
        text += illustrativeNotice() + u'\n';
    text += notAQuoteNotice() + u'\n';
    console.write(text.toUtf8());
    return Done;
}

} // namespace IteraGpu::Cli
