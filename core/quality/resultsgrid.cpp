#include "core/quality/resultsgrid.h"

#include "core/files/textfile.h"
#include "core/measure/runstatus.h"
#include "core/util/csv.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ResultsGrid)
};

Status integerIn(const QString &text, const QString &column, IntegerRange range)
{
    auto value = Exact::parseInteger(text, column, range.min, range.max);
    if (!value)
        return Error{value.error()};
    return {};
}

// The check of one cell; `name` is the column name that the message starts with.
Status checkCell(int column, const QString &text, const QString &name)
{
    using namespace ResultColumn;
    if (text.isEmpty()) {
        if (column == RunId || column == DateUtc || column == ResultColumn::RunStatus)
            return Error{Tr::tr("%1: a value is required").arg(name)};
        return {};
    }
    if (hasControlOrFormat(text, column == Notes))
        return Error{Tr::tr("%1: control characters are not allowed").arg(name)};
    if (text.size() > (column == Notes ? 4000 : 400))
        return Error{Tr::tr("%1: the text is too long").arg(name)};
    switch (column) {
    case RunId: {
        static const QRegularExpression pattern(u"^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$"_s);
        if (!pattern.match(text).hasMatch())
            return Error{Tr::tr("%1: letters, digits, '.', '_', ':' and '-' only, got '%2'").arg(name, text)};
        return {};
    }
    case DateUtc: {
        static const QRegularExpression pattern(u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?Z$"_s);
        if (!pattern.match(text).hasMatch() || !QDateTime::fromString(text, Qt::ISODate).isValid())
            return Error{Tr::tr("%1: a UTC time such as 2026-09-24T14:05:00Z is required, got '%2'").arg(name, text)};
        return {};
    }
    case ResultColumn::RunStatus:
        if (!runStatusFromName(text))
            return Error{Tr::tr("%1: must be complete, failed or cancelled, got '%2'").arg(name, text)};
        return {};
    case GpuId:
        if (!isValidGpuId(text))
            return Error{Tr::tr("%1: a catalog gpu id such as h100 is required, got '%2'").arg(name, text)};
        return {};
    case DurationDays: {
        auto days = parseRentalDuration(text, name);
        if (!days)
            return Error{days.error()};
        return {};
    }
    case Lots: return integerIn(text, name, kLotsRange);
    case LotPriceCents: return integerIn(text, name, kLotPriceCentsRange);
    case ResultColumn::Dtype: {
        auto dtype = parseDtype(text, name);
        if (!dtype)
            return Error{dtype.error()};
        return {};
    }
    case Batch:
    case Context:
    case Width: return integerIn(text, name, kDimensionRange);
    case Warmup: return integerIn(text, name, kWarmupRange);
    case Repeats: return integerIn(text, name, kRepeatsRange);
    case WarmForwardMedianS: {
        auto seconds = Exact::parseDecimal(text, name, 12, 1'000'000);
        if (!seconds)
            return Error{seconds.error()};
        return {};
    }
    case PeakAllocatedBytes:
    case PeakReservedBytes: return integerIn(text, name, {0, std::numeric_limits<qint64>::max()});
    case UsefulUnitsSubmitted:
    case AcceptedResults: return integerIn(text, name, {0, kMaxResultCount});
    case QualityValue:
        if (!Exact::isSignedDecimal(text))
            return Error{Tr::tr("%1: a decimal number with '.' such as 0.93 is required, got '%2'").arg(name, text)};
        return {};
    case ThresholdMet:
        if (text != u"yes"_s && text != u"no"_s)
            return Error{Tr::tr("%1: must be yes or no, got '%2'").arg(name, text)};
        return {};
    default: return {}; // free text: catalog_snapshot, device, device_name, measurement_file, notes
    }
}

} // namespace

const QStringList &ResultsGrid::header()
{
    static const QStringList columns = u"run_id,date_utc,status,gpu_id,duration_days,lots,lot_price_cents,"
                                       u"catalog_snapshot,device,device_name,dtype,batch,context,width,warmup,repeats,"
                                       u"measurement_file,warm_forward_median_s,peak_allocated_bytes,"
                                       u"peak_reserved_bytes,useful_units_submitted,accepted_results,quality_value,"
                                       u"threshold_met,notes"_s.split(u',');
    return columns;
}

QString ResultsGrid::columnName(int column)
{
    return header().value(column);
}

QString ResultsGrid::columnTitle(int column)
{
    static constexpr std::array<const char *, ResultColumn::Count> titles{
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Run"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Date (UTC)"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Status"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "GPU"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Days"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Lots"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Lot price (cents)"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Catalog snapshot"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Device"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Device name"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Data type"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Batch"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Context"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Width"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Warm-up"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Repeats"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Measurement file"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Warm forward, median (s)"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Peak allocated (bytes)"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Peak reserved (bytes)"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Units submitted"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Accepted results"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Quality value"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Threshold met"),
        QT_TRANSLATE_NOOP("IteraGpu::ResultsGrid", "Notes"),
    };
    if (column < 0 || column >= ResultColumn::Count)
        return {};
    return Tr::tr(titles.at(column));
}

Status ResultsGrid::validateCell(int column, const QString &text)
{
    return checkNamedCell(column, text, columnTitle);
}

Status ResultsGrid::validateRow(const ResultRow &row)
{
    return checkNamedRow(row, columnTitle);
}

QString ResultsGrid::fileColumnLabel(int column)
{
    return Tr::tr("%1 (%2)").arg(columnTitle(column), columnName(column));
}

Status ResultsGrid::checkNamedCell(int column, const QString &text, ColumnNaming naming)
{
    if (Status cell = checkCell(column, text, naming(column)); !cell)
        return Error{cell.error(), columnName(column)};
    return {};
}

Status ResultsGrid::checkNamedRow(const ResultRow &row, ColumnNaming naming)
{
    using namespace ResultColumn;
    for (int c = 0; c < Count; ++c) {
        Status cell = checkNamedCell(c, row[c], naming);
        if (!cell)
            return cell;
    }
    if (!row[UsefulUnitsSubmitted].isEmpty() && !row[AcceptedResults].isEmpty()
        && row[AcceptedResults].toLongLong() > row[UsefulUnitsSubmitted].toLongLong())
        return Error{Tr::tr("%1: cannot exceed %2 (%3)")
                         .arg(naming(AcceptedResults), naming(UsefulUnitsSubmitted), row[UsefulUnitsSubmitted]),
                     columnName(AcceptedResults)};
    return {};
}

Result<ResultsGrid> ResultsGrid::parse(const QString &text, const QString &name, CancelFlag cancel)
{
    ResultsGrid grid;
    bool headerSeen = false;
    QSet<QString> runIds; // the run ids so far, so that a repeated one is found without a scan per row
    qsizetype records = 0;
    // At most one row a line, reserved once: the list never holds two copies of the rows while it
    // grows (a 100,000-row grid is 60 MB of rows before their texts).
    grid.m_rows.reserve(std::min<qsizetype>(text.count(u'\n') + 1, kMaxGridRows + 1));
    // Most columns repeat a few texts (status, device, dtype, the shape, the package): a cell equal
    // to one of its column's recent texts shares it instead of holding a copy of its own.
    constexpr qsizetype kSharedTexts = 64; // per column
    std::array<QSet<QString>, ResultColumn::Count> recent;
    // One record at a time: the header is checked before any row is kept, and a row is kept only
    // once it is valid.
    const Status parsed = Csv::forEachRecord(text, name, {}, [&](const Csv::Record &record) -> Status {
        if (++records % kCancelCheckRecords == 0 && isCancelRequested(cancel))
            return cancelledError(name);
        if (!headerSeen) {
            headerSeen = true;
            if (record.fields != header())
                return Error{Tr::tr("%1, line 1: wrong header; expected exactly %2").arg(name, header().join(u','))};
            return {};
        }
        if (record.fields.size() == 1 && record.fields.first().isEmpty())
            return {};
        if (record.fields.size() != ResultColumn::Count)
            return Error{Tr::tr("%1, line %2: expected %3 fields, found %4")
                             .arg(name)
                             .arg(record.line)
                             .arg(int(ResultColumn::Count))
                             .arg(record.fields.size())};
        if (grid.m_rows.size() >= kMaxGridRows)
            return Error{Tr::tr("%1, line %2: more than %3 rows; a results grid holds at most %3 runs")
                             .arg(name)
                             .arg(record.line)
                             .arg(kMaxGridRows)};
        ResultRow row;
        for (int column = 0; column < ResultColumn::Count; ++column) {
            const QString &cell = record.fields.at(column);
            QSet<QString> &texts = recent[size_t(column)];
            const auto known = texts.constFind(cell);
            if (known != texts.cend()) {
                row.cells[size_t(column)] = *known;
            } else {
                row.cells[size_t(column)] = cell;
                if (texts.size() < kSharedTexts && !cell.isEmpty())
                    texts.insert(cell);
            }
        }
        // A file's reader sees the column names of its header: both the title and the name.
        Status valid = checkNamedRow(row, fileColumnLabel);
        if (!valid)
            return Error{Tr::tr("%1, line %2: %3").arg(name).arg(record.line).arg(valid.error())};
        if (runIds.contains(row[ResultColumn::RunId]))
            return Error{Tr::tr("%1, line %2: %3 '%4' appears twice")
                             .arg(name)
                             .arg(record.line)
                             .arg(fileColumnLabel(ResultColumn::RunId), row[ResultColumn::RunId])};
        runIds.insert(row[ResultColumn::RunId]);
        grid.m_rows.append(std::move(row));
        return {};
    });
    if (!parsed)
        return parsed.failure();
    if (!headerSeen)
        return Error{Tr::tr("%1: empty file; expected the header line %2").arg(name, header().join(u','))};
    return grid;
}

Result<ResultsGrid> ResultsGrid::load(const QString &path, CancelFlag cancel)
{
    auto text = readTextFile(path);
    if (!text)
        return Error{text.error()};
    return parse(*text, path, cancel);
}

QString ResultsGrid::toCsv() const
{
    QList<QStringList> records{header()};
    for (const ResultRow &row : m_rows)
        records.append(QStringList(row.cells.begin(), row.cells.end()));
    return Csv::write(records);
}

Status ResultsGrid::save(const QString &path, ExistingFile existing) const
{
    return saveFile(path, toCsv().toUtf8(), existing);
}

Status ResultsGrid::setCell(int row, int column, const QString &text)
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= ResultColumn::Count)
        return Error{Tr::tr("no such cell")};
    Status valid = validateCell(column, text);
    if (!valid)
        return valid;
    if (column == ResultColumn::RunId && text != m_rows.at(row)[column] && hasRunId(text))
        return Error{Tr::tr("%1: '%2' is already used by another row").arg(columnTitle(ResultColumn::RunId), text),
                     columnName(ResultColumn::RunId)};
    ResultRow changed = m_rows.at(row);
    changed[column] = text;
    Status rowValid = validateRow(changed);
    if (!rowValid)
        return rowValid;
    m_rows[row] = changed;
    return {};
}

Status ResultsGrid::insertRow(int index, const ResultRow &row)
{
    if (index < 0 || index > rowCount())
        return Error{Tr::tr("no such row")};
    Status valid = validateRow(row);
    if (!valid)
        return valid;
    if (hasRunId(row[ResultColumn::RunId]))
        return Error{Tr::tr("%1: '%2' is already used by another row")
                         .arg(columnTitle(ResultColumn::RunId), row[ResultColumn::RunId]),
                     columnName(ResultColumn::RunId)};
    if (m_rows.size() >= kMaxGridRows)
        return Error{Tr::tr("a results grid holds at most %1 runs").arg(kMaxGridRows)};
    m_rows.insert(index, row);
    return {};
}

Status ResultsGrid::insertRows(int index, const QList<ResultRow> &rows)
{
    if (Status allowed = checkInsertRows(index, rows); !allowed)
        return allowed;
    QList<ResultRow> joined;
    joined.reserve(m_rows.size() + rows.size());
    joined.append(m_rows.first(index));
    joined.append(rows);
    joined.append(m_rows.sliced(index));
    m_rows = std::move(joined);
    return {};
}

Status ResultsGrid::checkInsertRows(int index, const QList<ResultRow> &rows) const
{
    if (index < 0 || index > rowCount())
        return Error{Tr::tr("no such row")};
    if (m_rows.size() + rows.size() > kMaxGridRows)
        return Error{Tr::tr("a results grid holds at most %1 runs").arg(kMaxGridRows)};
    QSet<QString> ids;
    ids.reserve(m_rows.size() + rows.size());
    for (const ResultRow &row : std::as_const(m_rows))
        ids.insert(row[ResultColumn::RunId]);
    for (const ResultRow &row : rows) {
        if (Status valid = validateRow(row); !valid)
            return valid;
        if (ids.contains(row[ResultColumn::RunId]))
            return Error{Tr::tr("%1: '%2' is already used by another row")
                             .arg(columnTitle(ResultColumn::RunId), row[ResultColumn::RunId]),
                         columnName(ResultColumn::RunId)};
        ids.insert(row[ResultColumn::RunId]);
    }
    return {};
}

void ResultsGrid::removeRow(int index)
{
    if (index >= 0 && index < rowCount())
        m_rows.removeAt(index);
}

bool ResultsGrid::hasRunId(const QString &runId) const
{
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [&](const ResultRow &r) { return r[ResultColumn::RunId] == runId; });
}

QString ResultsGrid::nextRunId() const
{
    for (int n = rowCount() + 1;; ++n) {
        const QString id = numberedRunId(n);
        if (!hasRunId(id))
            return id;
    }
}

QString ResultsGrid::numberedRunId(int n)
{
    return u"run-%1"_s.arg(n, 3, 10, QLatin1Char('0'));
}

qint64 ResultsGrid::acceptedResultsTotal() const
{
    qint64 total = 0;
    for (const ResultRow &row : m_rows)
        total += row[ResultColumn::AcceptedResults].toLongLong(); // validated digits, empty is 0
    return total;
}

} // namespace IteraGpu
