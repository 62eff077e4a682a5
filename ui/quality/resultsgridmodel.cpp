#include "ui/quality/resultsgridmodel.h"

#include "core/quality/reportrow.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/plaintext.h"

#include <QApplication>
#include <QColor>
#include <QStyle>
#include <QUndoCommand>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// The grid's decimal columns: shown and edited with the UI language's decimal separator, stored
// with '.' (the CSV stays locale-independent). Quality values may be negative.
bool isDecimalColumn(int column)
{
    return column == ResultColumn::WarmForwardMedianS || column == ResultColumn::QualityValue;
}

} // namespace

class SetCellCommand : public QUndoCommand
{
public:
    SetCellCommand(ResultsGridModel *model, int row, int column, QString before, QString after)
        : m_model(model)
        , m_row(row)
        , m_column(column)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
        setText(QCoreApplication::translate("IteraGpu::Ui::ResultsGridModel", "edit %1")
                    .arg(ResultsGrid::columnTitle(column)));
    }
    void redo() override { m_model->applyCell(m_row, m_column, m_after); }
    void undo() override { m_model->applyCell(m_row, m_column, m_before); }

private:
    ResultsGridModel *m_model;
    int m_row;
    int m_column;
    QString m_before;
    QString m_after;
};

class InsertRowCommand : public QUndoCommand
{
public:
    InsertRowCommand(ResultsGridModel *model, int index, ResultRow row)
        : m_model(model)
        , m_index(index)
        , m_row(std::move(row))
    {
        setText(QCoreApplication::translate("IteraGpu::Ui::ResultsGridModel", "add row %1")
                    .arg(m_row[ResultColumn::RunId]));
    }
    void redo() override { m_model->applyInsert(m_index, m_row); }
    void undo() override { m_model->applyRemove(m_index); }

private:
    ResultsGridModel *m_model;
    int m_index;
    ResultRow m_row;
};

class InsertRowsCommand : public QUndoCommand
{
public:
    InsertRowsCommand(ResultsGridModel *model, int index, QList<ResultRow> rows)
        : m_model(model)
        , m_index(index)
        , m_rows(std::move(rows))
    {
        setText(QCoreApplication::translate("IteraGpu::Ui::ResultsGridModel", "add %n row(s)", nullptr,
                                            int(m_rows.size())));
    }
    void redo() override { m_model->applyInsertRows(m_index, m_rows); }
    void undo() override { m_model->applyRemoveRows(m_index, int(m_rows.size())); }

private:
    ResultsGridModel *m_model;
    int m_index;
    QList<ResultRow> m_rows;
};

class RemoveRowsCommand : public QUndoCommand
{
public:
    RemoveRowsCommand(ResultsGridModel *model, QList<int> rows)
        : m_model(model)
        , m_rows(std::move(rows))
    {
        std::sort(m_rows.begin(), m_rows.end());
        for (int r : m_rows)
            m_saved.append(model->grid().row(r));
        setText(QCoreApplication::translate("IteraGpu::Ui::ResultsGridModel", "delete %n row(s)", nullptr,
                                            int(m_rows.size())));
    }
    void redo() override
    {
        for (qsizetype i = m_rows.size() - 1; i >= 0; --i)
            m_model->applyRemove(m_rows.at(i));
    }
    void undo() override
    {
        for (qsizetype i = 0; i < m_rows.size(); ++i)
            m_model->applyInsert(m_rows.at(i), m_saved.at(i));
    }

private:
    ResultsGridModel *m_model;
    QList<int> m_rows;
    QList<ResultRow> m_saved;
};

ResultsGridModel::ResultsGridModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    connect(&m_undo, &QUndoStack::indexChanged, this, [this] { ++m_revision; });
}

ResultsGridModel::~ResultsGridModel()
{
    // ~QUndoStack clears itself and emits its signals; nobody may react while the views go away.
    m_undo.blockSignals(true);
}

void ResultsGridModel::setGrid(const ResultsGrid &grid)
{
    ++m_revision;
    beginResetModel();
    m_grid = grid;
    // Before the reset ends, so that views sizing their columns on modelReset see the icons.
    const bool changed = updateProblems();
    endResetModel();
    m_undo.clear();
    if (changed)
        Q_EMIT problemsChanged();
}

void ResultsGridModel::setReferences(const GridReferences &references)
{
    const GridReferences &old = m_references;
    const bool sameCatalog = old.catalog.has_value() == references.catalog.has_value()
        && (!old.catalog || old.catalog->isSameAs(*references.catalog));
    if (sameCatalog && old.protocol == references.protocol && old.protocolVersions == references.protocolVersions)
        return; // nothing the checks read changed: no recheck of a grid of thousands of rows
    m_references = references;
    recheck();
}

void ResultsGridModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ResultColumn::Count - 1);
    recheck();
}

bool ResultsGridModel::updateProblems()
{
    QList<GridProblem> problems = checkGridConsistency(m_grid, m_references);
    if (problems == m_problems)
        return false;
    m_problems = std::move(problems);
    m_problemsOfRow.clear();
    for (qsizetype i = 0; i < m_problems.size(); ++i)
        m_problemsOfRow[m_problems.at(i).row].append(i);
    return true;
}

void ResultsGridModel::recheck()
{
    if (!updateProblems())
        return;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ResultColumn::Count - 1),
                           {Qt::BackgroundRole, Qt::DecorationRole, Qt::ToolTipRole});
    Q_EMIT problemsChanged();
}

QList<qsizetype> ResultsGridModel::problemsAt(int row, int column) const
{
    QList<qsizetype> found;
    for (qsizetype i : m_problemsOfRow.value(row)) {
        if (m_problems.at(i).columns.contains(column))
            found.append(i);
    }
    return found;
}

Status ResultsGridModel::insertResultRow(int index, const ResultRow &row)
{
    ResultsGrid trial = m_grid;
    if (Status s = trial.insertRow(index, row); !s)
        return s;
    m_undo.push(new InsertRowCommand(this, index, row));
    return {};
}

Status ResultsGridModel::insertResultRows(int index, const QList<ResultRow> &rows)
{
    if (rows.isEmpty())
        return {};
    if (Status s = m_grid.checkInsertRows(index, rows); !s) // checked in place: no copy of the grid
        return s;
    m_undo.push(new InsertRowsCommand(this, index, rows));
    return {};
}

Status ResultsGridModel::duplicateResultRow(int row)
{
    if (row < 0 || row >= rowCount())
        return Error{tr("No row %1 to duplicate.").arg(row + 1)};
    ResultRow copy = m_grid.row(row);
    copy[ResultColumn::RunId] = m_grid.nextRunId();
    return insertResultRow(row + 1, copy);
}

Status ResultsGridModel::pinPackage(QList<int> rows, const PackageCost &package)
{
    rows.removeIf([this](int r) { return r < 0 || r >= rowCount(); });
    if (rows.isEmpty())
        return Error{tr("Select the rows to pin the package to.")};
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    ResultsGrid trial = m_grid;
    QList<std::tuple<int, int, QString>> changes; // row, column, text
    for (int r : rows) {
        ResultRow pinned = trial.row(r);
        if (Status s = IteraGpu::pinPackage(pinned, package); !s)
            return s;
        for (int column : {ResultColumn::GpuId, ResultColumn::DurationDays, ResultColumn::Lots,
                           ResultColumn::LotPriceCents, ResultColumn::CatalogSnapshot}) {
            if (pinned[column] == trial.row(r)[column])
                continue;
            if (Status s = trial.setCell(r, column, pinned[column]); !s)
                return s;
            changes.append({r, column, pinned[column]});
        }
    }
    if (changes.isEmpty())
        return {}; // already pinned to it
    m_undo.beginMacro(tr("pin %1 to %n row(s)", nullptr, int(rows.size())).arg(package.tariff.gpuId));
    for (const auto &[r, column, text] : std::as_const(changes))
        m_undo.push(new SetCellCommand(this, r, column, m_grid.row(r)[column], text));
    m_undo.endMacro();
    return {};
}

bool ResultsGridModel::removeResultRows(QList<int> rows)
{
    rows.removeIf([this](int r) { return r < 0 || r >= rowCount(); });
    if (rows.isEmpty())
        return false;
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    m_undo.push(new RemoveRowsCommand(this, rows));
    return true;
}

void ResultsGridModel::applyCell(int row, int column, const QString &text)
{
    (void)m_grid.setCell(row, column, text);
    const QModelIndex changed = index(row, column);
    Q_EMIT dataChanged(changed, changed, {Qt::DisplayRole, Qt::EditRole});
    recheck();
}

void ResultsGridModel::applyInsert(int index, const ResultRow &row)
{
    beginInsertRows({}, index, index);
    (void)m_grid.insertRow(index, row);
    endInsertRows();
    recheck();
}

void ResultsGridModel::applyInsertRows(int index, const QList<ResultRow> &rows)
{
    beginInsertRows({}, index, index + int(rows.size()) - 1);
    (void)m_grid.insertRows(index, rows); // checked when the command was made
    endInsertRows();
    recheck();
}

void ResultsGridModel::applyRemoveRows(int index, int count)
{
    beginRemoveRows({}, index, index + count - 1);
    for (int i = count - 1; i >= 0; --i)
        m_grid.removeRow(index + i);
    endRemoveRows();
    recheck();
}

void ResultsGridModel::applyRemove(int index)
{
    beginRemoveRows({}, index, index);
    m_grid.removeRow(index);
    endRemoveRows();
    recheck();
}

int ResultsGridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_grid.rowCount();
}

int ResultsGridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ResultColumn::Count;
}

QVariant ResultsGridModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        const QString &cell = m_grid.row(index.row())[index.column()];
        return isDecimalColumn(index.column()) ? editableDecimal(cell) : cell;
    }
    if (role != Qt::BackgroundRole && role != Qt::DecorationRole && role != Qt::ToolTipRole)
        return {};
    const QList<qsizetype> here = problemsAt(index.row(), index.column());
    if (here.isEmpty())
        return {};
    const bool open = std::any_of(here.begin(), here.end(), [this](qsizetype i) { return m_problems.at(i).isOpen(); });
    switch (role) {
    case Qt::BackgroundRole: return open ? QColor(0xff, 0xe0, 0xb2) : QColor(0xe8, 0xea, 0xed); // amber, grey
    case Qt::DecorationRole:
        return open ? QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning) : QVariant();
    default: {
        QStringList lines;
        for (qsizetype i : here) {
            const GridProblem &p = m_problems.at(i);
            lines.append(p.isOpen() ? p.message : tr("%1 (kept: %2)").arg(p.message, p.acceptedBecause));
        }
        return plainToolTip(lines.join(u'\n'));
    }
    }
}

QVariant ResultsGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    // Readable titles in the user's language; the file keeps the CSV's names, shown in the tooltip.
    if (role == Qt::DisplayRole)
        return ResultsGrid::columnTitle(section);
    if (role == Qt::ToolTipRole)
        return tr("CSV column: %1").arg(ResultsGrid::columnName(section));
    return {};
}

Qt::ItemFlags ResultsGridModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool ResultsGridModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    QString text = value.toString();
    const QString before = m_grid.row(index.row())[index.column()];
    if (text == before || (isDecimalColumn(index.column()) && text == editableDecimal(before)))
        return true;
    if (isDecimalColumn(index.column())) {
        const Result<QString> canonical = typedDecimal(text, ResultsGrid::columnTitle(index.column()),
                                                       index.column() == ResultColumn::QualityValue);
        if (!canonical) {
            Q_EMIT editRefused(index, text, canonical.error());
            return false;
        }
        text = *canonical;
        if (text == before)
            return true;
    }
    ResultsGrid trial = m_grid;
    if (Status s = trial.setCell(index.row(), index.column(), text); !s) {
        Q_EMIT editRefused(index, text, s.error());
        return false;
    }
    m_undo.push(new SetCellCommand(this, index.row(), index.column(), before, text));
    return true;
}

} // namespace IteraGpu::Ui
