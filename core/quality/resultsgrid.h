#pragma once

#include "core/files/textfile.h"
#include "core/util/cancel.h"
#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace IteraGpu {

// The raw results grid, resultats-bruts.csv: one row per real run, failed and
// cancelled runs included. Cells are kept as the validated text the user typed, so that a file
// saved, reloaded and saved again is byte-identical.
namespace ResultColumn {
enum Column
{
    RunId,
    DateUtc,
    RunStatus,
    GpuId,
    DurationDays,
    Lots,
    LotPriceCents,
    CatalogSnapshot,
    Device,
    DeviceName,
    Dtype,
    Batch,
    Context,
    Width,
    Warmup,
    Repeats,
    MeasurementFile,
    WarmForwardMedianS,
    PeakAllocatedBytes,
    PeakReservedBytes,
    UsefulUnitsSubmitted,
    AcceptedResults,
    QualityValue,
    ThresholdMet,
    Notes,
    Count
};
} // namespace ResultColumn

struct ResultRow
{
    std::array<QString, ResultColumn::Count> cells;

    const QString &operator[](int column) const { return cells.at(column); }
    QString &operator[](int column) { return cells.at(column); }
    friend bool operator==(const ResultRow &, const ResultRow &) = default;
};

class ResultsGrid
{
public:
    static const QStringList &header();
    static QString columnName(int column);
    // The translated, readable title of a column ("Threshold met") for views and messages; files
    // keep columnName.
    static QString columnTitle(int column);

    // "Accepted results (accepted_results)": how errors about a file's cell name its column.
    static QString fileColumnLabel(int column);

    // Validates one cell's text for `column` against domainlimits.h; the error names the column by
    // its title (as the window shows it), says what it takes and carries the column name as its
    // field key. Empty is allowed everywhere except run_id, date_utc and status. Errors of parse()
    // name a column by fileColumnLabel(), for the reader of the file.
    static Status validateCell(int column, const QString &text);
    // Cross-field checks of a complete row (accepted_results <= useful_units_submitted).
    static Status validateRow(const ResultRow &row);

    // One pass over the text, one record at a time: the header is checked first, each row is
    // validated before it is kept (run ids through a hash set), at most kMaxGridRows rows.
    // Memory: the text and the rows kept. `cancel` is checked every kCancelCheckRecords records.
    static Result<ResultsGrid> parse(const QString &text, const QString &name, CancelFlag cancel = nullptr);
    static Result<ResultsGrid> load(const QString &path, CancelFlag cancel = nullptr);
    QString toCsv() const;
    Status save(const QString &path, ExistingFile existing) const;

    const QList<ResultRow> &rows() const { return m_rows; }
    int rowCount() const { return int(m_rows.size()); }
    const ResultRow &row(int index) const { return m_rows.at(index); }

    // Edits refuse invalid text with the reason and keep the grid unchanged.
    Status setCell(int row, int column, const QString &text);
    Status insertRow(int index, const ResultRow &row);
    // `rows` at `index`, all or none, under insertRow's rules, in one pass over the grid.
    Status insertRows(int index, const QList<ResultRow> &rows);
    // Whether insertRows would take them (the same checks, nothing changed).
    Status checkInsertRows(int index, const QList<ResultRow> &rows) const;
    void removeRow(int index);
    bool hasRunId(const QString &runId) const;
    QString nextRunId() const; // "run-001", "run-002", ...
    static QString numberedRunId(int n); // "run-00n"

    // Sum of accepted_results over the rows that have one; it becomes a cost denominator only
    // when the user explicitly takes it.
    qint64 acceptedResultsTotal() const;

private:
    using ColumnNaming = QString (*)(int column);
    static Status checkNamedCell(int column, const QString &text, ColumnNaming naming);
    static Status checkNamedRow(const ResultRow &row, ColumnNaming naming);

    QList<ResultRow> m_rows;
};

} // namespace IteraGpu
