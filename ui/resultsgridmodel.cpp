#include "resultsgridmodel.h"

#include <QCoreApplication>
#include <QUndoCommand>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

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
                    .arg(ResultsGrid::columnName(column)));
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
{ }

ResultsGridModel::~ResultsGridModel()
{
    // ~QUndoStack clears itself and emits its signals; nobody may react while the views go away.
    m_undo.blockSignals(true);
}

void ResultsGridModel::setGrid(const ResultsGrid &grid)
{
    beginResetModel();
    m_grid = grid;
    endResetModel();
    m_undo.clear();
}

bool ResultsGridModel::insertResultRow(int index, const ResultRow &row, QString *error)
{
    ResultsGrid trial = m_grid;
    if (Status s = trial.insertRow(index, row); !s) {
        if (error)
            *error = s.error();
        return false;
    }
    m_undo.push(new InsertRowCommand(this, index, row));
    return true;
}

bool ResultsGridModel::duplicateResultRow(int row, QString *error)
{
    if (row < 0 || row >= rowCount())
        return false;
    ResultRow copy = m_grid.row(row);
    copy[ResultColumn::RunId] = m_grid.nextRunId();
    return insertResultRow(row + 1, copy, error);
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
}

void ResultsGridModel::applyInsert(int index, const ResultRow &row)
{
    beginInsertRows({}, index, index);
    (void)m_grid.insertRow(index, row);
    endInsertRows();
}

void ResultsGridModel::applyRemove(int index)
{
    beginRemoveRows({}, index, index);
    m_grid.removeRow(index);
    endRemoveRows();
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
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return m_grid.row(index.row())[index.column()];
    return {};
}

QVariant ResultsGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    // The column names are the CSV's, identical in every language.
    return orientation == Qt::Horizontal ? QVariant(ResultsGrid::columnName(section)) : QVariant(section + 1);
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
    const QString text = value.toString();
    const QString before = m_grid.row(index.row())[index.column()];
    if (text == before)
        return true;
    ResultsGrid trial = m_grid;
    if (Status s = trial.setCell(index.row(), index.column(), text); !s) {
        Q_EMIT editRefused(index, text, s.error());
        return false;
    }
    m_undo.push(new SetCellCommand(this, index.row(), index.column(), before, text));
    return true;
}

} // namespace IteraGpu::Ui
