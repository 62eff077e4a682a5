#include "catalog.h"

#include "csv.h"
#include "exactnumber.h"
#include "textfile.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Catalog)
};

enum Column
{
    GpuId,
    Model,
    GpusPerLot,
    GpuMemoryGib,
    DurationDays,
    PriceCents,
    SnapshotDate,
    ColumnCount
};

Result<qint64> integerCell(const QString &cell, const QString &where, IntegerRange range)
{
    return Exact::parseInteger(cell, where, range.min, range.max);
}

} // namespace

bool Tariff::isIllustrative() const
{
    return snapshot.contains(u"illustrative"_s, Qt::CaseInsensitive);
}

const QStringList &Catalog::header()
{
    static const QStringList columns{u"gpu_id"_s,        u"model"_s,       u"gpus_per_lot"_s, u"gpu_memory_gib"_s,
                                     u"duration_days"_s, u"price_cents"_s, u"snapshot_date"_s};
    return columns;
}

QString Catalog::builtinPath()
{
    return u":/iteragpu/tarifs-forfaits.csv"_s;
}

Result<Catalog> Catalog::load(const QString &path)
{
    auto text = readTextFile(path);
    if (!text)
        return Error{text.error()};
    auto catalog = parse(*text, path);
    if (catalog)
        catalog->m_source = path;
    return catalog;
}

Result<Catalog> Catalog::loadBuiltin()
{
    return load(builtinPath());
}

Result<Catalog> Catalog::parse(const QString &text, const QString &name)
{
    auto records = Csv::parse(text, name);
    if (!records)
        return Error{records.error()};
    if (records->isEmpty())
        return Error{Tr::tr("%1: empty file; expected the header %2").arg(name, header().join(u','))};
    const Csv::Record &first = records->first();
    if (first.fields != header()) {
        for (const QString &column : header()) {
            if (!first.fields.contains(column))
                return Error{Tr::tr("%1, line 1: missing column '%2'; expected the header %3")
                                 .arg(name, column, header().join(u','))};
        }
        return Error{Tr::tr("%1, line 1: the header must be exactly %2").arg(name, header().join(u','))};
    }

    static const QRegularExpression snapshotPattern(u"^(\\d{4}-\\d{2}-\\d{2})( \\([^()]{1,80}\\))?$"_s);

    Catalog catalog;
    QSet<QString> seen;
    QHash<QString, Tariff> firstOfModel;
    for (qsizetype r = 1; r < records->size(); ++r) {
        const Csv::Record &record = records->at(r);
        if (record.fields.size() == 1 && record.fields.first().isEmpty())
            continue; // a blank line
        const QString at = Tr::tr("%1, line %2").arg(name).arg(record.line);
        if (record.fields.size() != ColumnCount)
            return Error{
                Tr::tr("%1: expected %2 fields, found %3").arg(at).arg(int(ColumnCount)).arg(record.fields.size())};
        auto cell = [&](Column c) -> QString { return record.fields.at(c); };
        auto where = [&](Column c) -> QString { return at + u", "_s + header().at(c); };

        Tariff t;
        t.gpuId = cell(GpuId);
        if (!isValidGpuId(t.gpuId))
            return Error{Tr::tr("%1: '%2' is not a valid id (lower-case letters, digits, '.', '-', '_')")
                             .arg(where(GpuId), t.gpuId)};
        t.model = cell(Model).trimmed();
        if (t.model.isEmpty())
            return Error{Tr::tr("%1: the model name is empty").arg(where(Model))};
        auto gpus = integerCell(cell(GpusPerLot), where(GpusPerLot), kGpusPerLotRange);
        if (!gpus)
            return Error{gpus.error()};
        t.gpusPerLot = static_cast<int>(*gpus);
        auto memory = integerCell(cell(GpuMemoryGib), where(GpuMemoryGib), kGpuMemoryGibRange);
        if (!memory)
            return Error{memory.error()};
        t.gpuMemoryGib = static_cast<int>(*memory);
        auto days = parseRentalDuration(cell(DurationDays), where(DurationDays));
        if (!days)
            return Error{days.error()}; // about the file, not an input field
        t.durationDays = *days;
        const QString price = cell(PriceCents);
        if (price.contains(u'.') || price.contains(u'$') || price.contains(u',') || price.contains(u'€'))
            return Error{Tr::tr("%1: '%2' must be whole US-dollar cents, digits only (no decimals, no currency sign)")
                             .arg(where(PriceCents), price)};
        auto cents = integerCell(price, where(PriceCents), kLotPriceCentsRange);
        if (!cents)
            return Error{price.startsWith(u'-')
                             ? Tr::tr("%1: a price cannot be negative, got '%2'").arg(where(PriceCents), price)
                             : cents.error()};
        t.priceCents = *cents;
        t.snapshot = cell(SnapshotDate);
        const auto snap = snapshotPattern.match(t.snapshot);
        t.snapshotDate = snap.hasMatch() ? QDate::fromString(snap.captured(1), Qt::ISODate) : QDate();
        if (!t.snapshotDate.isValid())
            return Error{Tr::tr("%1: '%2' is not a date YYYY-MM-DD, optionally followed by a note in parentheses")
                             .arg(where(SnapshotDate), t.snapshot)};

        const QString key = t.gpuId + u'/' + QString::number(t.durationDays);
        if (seen.contains(key))
            return Error{Tr::tr("%1: duplicate row for gpu_id '%2' and %3 days").arg(at, t.gpuId).arg(t.durationDays)};
        seen.insert(key);
        const auto model = firstOfModel.constFind(t.gpuId);
        if (model == firstOfModel.constEnd()) {
            firstOfModel.insert(t.gpuId, t);
        } else {
            const auto disagree = [&](const QString &column) {
                return Error{Tr::tr("%1: gpu_id '%2' disagrees with its earlier rows on %3").arg(at, t.gpuId, column)};
            };
            if (model->model != t.model)
                return disagree(header().at(Model));
            if (model->gpusPerLot != t.gpusPerLot)
                return disagree(header().at(GpusPerLot));
            if (model->gpuMemoryGib != t.gpuMemoryGib)
                return disagree(header().at(GpuMemoryGib));
            if (model->snapshot != t.snapshot)
                return disagree(header().at(SnapshotDate));
        }
        catalog.m_tariffs.append(t);
    }
    if (catalog.m_tariffs.isEmpty())
        return Error{Tr::tr("%1: the catalog has a header but no tariff rows").arg(name)};
    catalog.m_source = name;
    return catalog;
}

std::optional<Tariff> Catalog::find(const QString &gpuId, int durationDays) const
{
    for (const Tariff &t : m_tariffs) {
        if (t.gpuId == gpuId && t.durationDays == durationDays)
            return t;
    }
    return std::nullopt;
}

bool Catalog::hasGpu(const QString &gpuId) const
{
    return std::any_of(m_tariffs.begin(), m_tariffs.end(), [&](const Tariff &t) { return t.gpuId == gpuId; });
}

QStringList Catalog::gpuIds() const
{
    QStringList ids;
    for (const Tariff &t : m_tariffs) {
        if (!ids.contains(t.gpuId))
            ids.append(t.gpuId);
    }
    return ids;
}

} // namespace IteraGpu
