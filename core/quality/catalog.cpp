#include "core/quality/catalog.h"

#include "core/files/textfile.h"
#include "core/util/csv.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

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

// Far longer than any sensible cell, short enough that no cell can hold a file's worth of text.
constexpr qsizetype kMaxCellChars = 1024;

// Where the optional columns sit in a file's records; -1: the file does not have the column.
struct Layout
{
    qsizetype spot = -1;
    qsizetype source = -1;
    qsizetype readDate = -1;
    qsizetype fields = ColumnCount;
};

enum OptionalColumn
{
    SpotPriceCents,
    Source,
    ReadDate,
};

Result<Layout> checkHeader(const Csv::RecordView &first, const QString &name)
{
    const QStringList &header = Catalog::header();
    const QStringList &optional = Catalog::optionalColumns();
    const bool required = first.fields.size() >= header.size()
        && std::equal(header.begin(), header.end(), first.fields.begin(),
                      [](const QString &column, QStringView field) { return column == field; });
    const QString expected = header.join(u',');
    if (!required) {
        for (const QString &column : header) {
            if (std::none_of(first.fields.begin(), first.fields.end(), [&](QStringView f) { return f == column; }))
                return Error{
                    Tr::tr("%1, line 1: missing column '%2'; expected the header %3").arg(name, column, expected)};
        }
        return Error{Tr::tr("%1, line 1: the header must start with exactly %2").arg(name, expected)};
    }
    Layout layout;
    layout.fields = first.fields.size();
    for (qsizetype i = header.size(); i < first.fields.size(); ++i) {
        const QStringView field = first.fields.at(i);
        const qsizetype which = optional.indexOf(field);
        qsizetype *slot = which == SpotPriceCents ? &layout.spot
            : which == Source                     ? &layout.source
            : which == ReadDate                   ? &layout.readDate
                                                  : nullptr;
        if (!slot)
            return Error{Tr::tr("%1, line 1, column %2: unknown column '%3'; after %4 a catalog may add only %5")
                             .arg(name)
                             .arg(i + 1)
                             .arg(displaySafe(field.toString(), 40), expected, optional.join(u", "_s))};
        if (*slot >= 0)
            return Error{
                Tr::tr("%1, line 1, column %2: the column '%3' appears twice").arg(name).arg(i + 1).arg(field)};
        *slot = i;
    }
    return layout;
}

// The date of a cell of exactly YYYY-MM-DD; invalid for anything else.
QDate isoDate(QStringView cell)
{
    if (cell.size() != 10 || cell.at(4) != u'-' || cell.at(7) != u'-')
        return {};
    for (qsizetype i : {0, 1, 2, 3, 5, 6, 8, 9}) {
        if (cell.at(i) < u'0' || cell.at(i) > u'9')
            return {};
    }
    return QDate::fromString(cell.toString(), Qt::ISODate);
}

// `where` builds the field's name for an error message, only when there is one.
template <typename Where> Result<qint64> integerCell(QStringView cell, Where where, IntegerRange range)
{
    // Plain digits in range, the common case, without building a message (nor a locale's parse).
    if (!cell.isEmpty() && cell.size() <= 13 && cell.at(0) >= u'1' && cell.at(0) <= u'9') {
        qint64 value = 0;
        bool digits = true;
        for (const QChar c : cell) {
            digits = digits && c >= u'0' && c <= u'9';
            value = value * 10 + (c.unicode() - u'0');
        }
        if (digits && value >= range.min && value <= range.max)
            return value;
    }
    return Exact::parseInteger(cell, where(), range.min, range.max);
}

// A price cell: whole cents, digits only, in kLotPriceCentsRange.
template <typename Where> Result<qint64> centsCell(QStringView price, Where where)
{
    if (price.contains(u'.') || price.contains(u'$') || price.contains(u',') || price.contains(u'€'))
        return Error{Tr::tr("%1: '%2' must be whole US-dollar cents, digits only (no decimals, no currency sign)")
                         .arg(where(), displaySafe(price.toString()))};
    auto cents = integerCell(price, where, kLotPriceCentsRange);
    if (!cents && price.startsWith(u'-'))
        return Error{Tr::tr("%1: a price cannot be negative, got '%2'").arg(where(), displaySafe(price.toString()))};
    return cents;
}

// `text` as a string shared with `previous` when they are equal (rows repeat their texts), or new.
QString sharedOrNew(QStringView text, QString &previous)
{
    if (previous != text)
        previous = text.toString();
    return previous;
}

} // namespace

bool Tariff::isIllustrative() const
{
    return snapshot.contains(u"illustrative"_s, Qt::CaseInsensitive);
}

QString Tariff::dollarsPerGpuDay() const
{
    return Exact::quotient(priceCents, Exact::Int128(gpuDays()) * 100, 2);
}

qint64 Tariff::hundredthCentsPerGpuDay() const
{
    return Exact::quotient(Exact::Int128(priceCents) * 100, gpuDays(), 0).toLongLong();
}

const QStringList &Catalog::header()
{
    static const QStringList columns{u"gpu_id"_s,        u"model"_s,       u"gpus_per_lot"_s, u"gpu_memory_gib"_s,
                                     u"duration_days"_s, u"price_cents"_s, u"snapshot_date"_s};
    return columns;
}

const QStringList &Catalog::optionalColumns()
{
    static const QStringList columns{u"spot_price_cents"_s, u"source"_s, u"read_date"_s};
    return columns;
}

QString Catalog::builtinPath()
{
    return u":/iteragpu/tarifs-forfaits.csv"_s;
}

Result<Catalog> Catalog::load(const QString &path, CancelFlag cancel)
{
    auto text = readTextFile(path);
    if (!text)
        return Error{text.error()};
    auto catalog = parse(*text, displaySafe(path), cancel);
    if (catalog)
        catalog->m_source = path;
    return catalog;
}

Result<Catalog> Catalog::loadBuiltin()
{
    auto bytes = readResourceBytes(builtinPath());
    if (!bytes)
        return Error{bytes.error()};
    auto text = decodeText(*bytes, builtinPath());
    if (!text)
        return Error{text.error()};
    auto catalog = parse(*text, builtinPath());
    if (catalog)
        catalog->m_source = builtinPath();
    return catalog;
}

Result<Catalog> Catalog::parse(const QString &text, const QString &name, CancelFlag cancel)
{
    static const QRegularExpression snapshotPattern(u"^(\\d{4}-\\d{2}-\\d{2})( \\([^()]{1,80}\\))?$"_s);

    Catalog catalog;
    // One Tariff per line at most: reserved once, so the list never holds two copies while it grows.
    const qsizetype lines = text.count(u'\n') + 1;
    catalog.m_tariffs.reserve(lines);
    catalog.m_rowsOf.reserve(lines / 3 + 1); // most GPUs have their three durations
    std::array<qsizetype, 3> *lastRows = nullptr; // the previous row's entry, valid until the next insertion
    QString lastRowsKey;
    bool headerSeen = false;
    Layout layout;
    QString lastSource = u""_s; // not null: a catalog with the column has a source on every row
    qsizetype records = 0;
    QString lastSnapshot;
    QDate lastSnapshotDate;
    QString lastGpuId, lastModel;
    const auto visit = [&](const Csv::RecordView &record) -> Status {
        if (++records % kCancelCheckRecords == 0 && isCancelRequested(cancel))
            return cancelledError(name);
        if (!headerSeen) {
            headerSeen = true;
            auto checked = checkHeader(record, name);
            if (!checked)
                return Error{checked.error()};
            layout = *checked;
            catalog.m_hasSpot = layout.spot >= 0;
            catalog.m_hasSource = layout.source >= 0;
            catalog.m_hasReadDate = layout.readDate >= 0;
            return {};
        }
        if (record.fields.size() == 1 && record.fields.first().isEmpty())
            return {}; // a line holding only ""
        const auto at = [&] { return Tr::tr("%1, line %2").arg(name).arg(record.line); };
        if (record.fields.size() != layout.fields)
            return Error{
                Tr::tr("%1: expected %2 fields, found %3").arg(at()).arg(layout.fields).arg(record.fields.size())};
        auto cell = [&](Column c) -> QStringView { return record.fields.at(c); };
        auto where = [&](Column c) -> QString { return at() + u", "_s + header().at(c); };
        auto whereOf = [&](Column c) { return [&, c] { return where(c); }; };
        // The optional cells: an empty one says the row has no such figure.
        const auto readOptionalCells = [&](const Csv::RecordView &r, Tariff &t) -> Status {
            const auto whereOptional = [&](OptionalColumn c) {
                return [&, c]() -> QString { return at() + u", "_s + optionalColumns().at(c); };
            };
            if (layout.spot >= 0 && !r.fields.at(layout.spot).isEmpty()) {
                auto spot = centsCell(r.fields.at(layout.spot), whereOptional(SpotPriceCents));
                if (!spot)
                    return Error{spot.error()};
                t.spotPriceCents = *spot;
            }
            if (layout.source >= 0)
                t.source = sharedOrNew(r.fields.at(layout.source).trimmed(), lastSource);
            if (layout.readDate >= 0 && !r.fields.at(layout.readDate).isEmpty()) {
                t.readDate = isoDate(r.fields.at(layout.readDate));
                if (!t.readDate.isValid())
                    return Error{
                        Tr::tr("%1: '%2' is not a date YYYY-MM-DD")
                            .arg(whereOptional(ReadDate)(), displaySafe(r.fields.at(layout.readDate).toString(), 40))};
            }
            return {};
        };

        // The cells are views of the text: a string is made only for an id, model or snapshot that
        // differs from the row before (the rows of one GPU share theirs).
        Tariff t;
        if (!isValidGpuId(cell(GpuId)))
            return Error{Tr::tr("%1: '%2' is not a valid id (lower-case letters, digits, '.', '-', '_')")
                             .arg(where(GpuId), displaySafe(cell(GpuId).toString()))};
        t.gpuId = sharedOrNew(cell(GpuId), lastGpuId);
        t.model = sharedOrNew(cell(Model).trimmed(), lastModel);
        if (t.model.isEmpty())
            return Error{Tr::tr("%1: the model name is empty").arg(where(Model))};
        auto gpus = integerCell(cell(GpusPerLot), whereOf(GpusPerLot), kGpusPerLotRange);
        if (!gpus)
            return Error{gpus.error()};
        t.gpusPerLot = static_cast<int>(*gpus);
        auto memory = integerCell(cell(GpuMemoryGib), whereOf(GpuMemoryGib), kGpuMemoryGibRange);
        if (!memory)
            return Error{memory.error()};
        t.gpuMemoryGib = static_cast<int>(*memory);
        const QStringView daysCell = cell(DurationDays);
        if (daysCell == u"3" || daysCell == u"7" || daysCell == u"30") {
            t.durationDays = daysCell.size() == 2 ? 30 : daysCell.at(0).unicode() - u'0';
        } else {
            auto days = parseRentalDuration(daysCell, where(DurationDays));
            if (!days)
                return Error{days.error()}; // about the file, not an input field
            t.durationDays = *days;
        }
        auto cents = centsCell(cell(PriceCents), whereOf(PriceCents));
        if (!cents)
            return Error{cents.error()};
        t.priceCents = *cents;
        if (Status optional = readOptionalCells(record, t); !optional)
            return optional;
        // A spot price is a discount on the row's price; one above it is a column mix-up.
        if (t.spotPriceCents && *t.spotPriceCents > t.priceCents)
            return Error{Tr::tr("%1, %2: %3 cents is above the row's price_cents (%4); a spot price is never "
                                "above the on-demand price")
                             .arg(at(), optionalColumns().at(SpotPriceCents))
                             .arg(*t.spotPriceCents)
                             .arg(t.priceCents)};
        if (cell(SnapshotDate) == lastSnapshot) {
            t.snapshot = lastSnapshot; // most rows repeat the snapshot of the row before: one shared string
            t.snapshotDate = lastSnapshotDate;
        } else {
            t.snapshot = cell(SnapshotDate).toString();
            const auto snap = snapshotPattern.match(t.snapshot);
            t.snapshotDate = snap.hasMatch() ? QDate::fromString(snap.captured(1), Qt::ISODate) : QDate();
            lastSnapshot = t.snapshot;
            lastSnapshotDate = t.snapshotDate;
        }
        if (!t.snapshotDate.isValid())
            return Error{Tr::tr("%1: '%2' is not a date YYYY-MM-DD, optionally followed by a note in parentheses")
                             .arg(where(SnapshotDate), displaySafe(t.snapshot))};
        // A price is read before the snapshot that holds it (9999-12-31 was taken silently).
        if (t.readDate.isValid() && t.readDate > t.snapshotDate)
            return Error{Tr::tr("%1, %2: %3 is after the row's snapshot_date (%4); a price is read on or before its "
                                "snapshot")
                             .arg(at(), optionalColumns().at(ReadDate), t.readDate.toString(Qt::ISODate),
                                  t.snapshotDate.toString(Qt::ISODate))};

        const qsizetype duration = rentalDurationIndex(t.durationDays);
        // The rows of one GPU usually follow one another: the previous row's entry is found again
        // without a lookup (an insertion, which may move entries, happens only for a new GPU).
        std::array<qsizetype, 3> *rows = lastRows && t.gpuId.isSharedWith(lastRowsKey)
            ? lastRows
            : &catalog.m_rowsOf[t.gpuId]; // one lookup: found, or made empty
        const bool newGpu = std::all_of(rows->begin(), rows->end(), [](qsizetype row) { return row == 0; });
        if (newGpu) {
            catalog.m_gpuIds.append(t.gpuId);
        } else if (rows->at(size_t(duration)) > 0) {
            return Error{
                Tr::tr("%1: duplicate row for gpu_id '%2' and %3 days").arg(at(), t.gpuId).arg(t.durationDays)};
        } else {
            const auto first = std::find_if(rows->begin(), rows->end(), [](qsizetype row) { return row > 0; });
            const Tariff *model = &catalog.m_tariffs.at(*first - 1);
            const auto disagree = [&](const QString &column) {
                return Error{
                    Tr::tr("%1: gpu_id '%2' disagrees with its earlier rows on %3").arg(at(), t.gpuId, column)};
            };
            if (model->model != t.model)
                return disagree(header().at(Model));
            if (model->gpusPerLot != t.gpusPerLot)
                return disagree(header().at(GpusPerLot));
            if (model->gpuMemoryGib != t.gpuMemoryGib)
                return disagree(header().at(GpuMemoryGib));
            if (model->snapshot != t.snapshot)
                return disagree(header().at(SnapshotDate));
            t.gpuId = model->gpuId; // the rows of one GPU share their texts
            t.model = model->model;
            t.snapshot = model->snapshot;
        }
        (*rows)[size_t(duration)] = catalog.m_tariffs.size() + 1;
        lastRows = rows;
        lastRowsKey = t.gpuId;
        catalog.m_tariffs.append(std::move(t));
        return {};
    };
    Csv::Limits limits;
    limits.maxFields = ColumnCount + 3; // the required columns and the optional ones
    limits.maxFieldChars = kMaxCellChars;
    if (Status parsed = Csv::forEachRecordView(text, name, limits, visit); !parsed)
        return parsed.failure();
    if (!headerSeen)
        return Error{Tr::tr("%1: empty file; expected the header %2").arg(name, header().join(u','))};
    if (catalog.m_tariffs.isEmpty())
        return Error{Tr::tr("%1: the catalog has a header but no tariff rows").arg(name)};
    catalog.m_source = name;
    return catalog;
}

std::optional<Tariff> Catalog::find(const QString &gpuId, int durationDays) const
{
    const auto rows = m_rowsOf.constFind(gpuId);
    const qsizetype duration = rentalDurationIndex(durationDays);
    if (rows == m_rowsOf.constEnd() || duration < 0 || rows->at(size_t(duration)) <= 0)
        return std::nullopt;
    return m_tariffs.at(rows->at(size_t(duration)) - 1);
}

bool Catalog::hasGpu(const QString &gpuId) const
{
    return m_rowsOf.contains(gpuId);
}

QString Catalog::gpuIdList(qsizetype maxIds) const
{
    QStringList shown;
    for (qsizetype i = 0; i < std::min(maxIds, m_gpuIds.size()); ++i)
        shown.append(displaySafe(m_gpuIds.at(i), 40));
    QString list = shown.join(u", "_s);
    if (m_gpuIds.size() > maxIds)
        list += Tr::tr(" and %1 more (see 'iteragpu catalog')").arg(m_gpuIds.size() - maxIds);
    return list;
}

} // namespace IteraGpu
