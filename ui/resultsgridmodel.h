#pragma once

#include "resultsgrid.h"

#include <QAbstractTableModel>
#include <QUndoStack>

namespace IteraGpu::Ui {

// The raw results grid as an editable table. Every cell is validated by core before it
// is stored; a refused edit leaves the grid unchanged and reports the reason with the text the
// user typed (editRefused). Every change goes through the undo stack.
class ResultsGridModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit ResultsGridModel(QObject *parent = nullptr);
    ~ResultsGridModel() override;

    const ResultsGrid &grid() const { return m_grid; }
    QUndoStack *undoStack() { return &m_undo; }
    bool isModified() const { return !m_undo.isClean(); }
    void markSaved() { m_undo.setClean(); }
    // Replaces the whole grid (after loading a file); clears the undo history.
    void setGrid(const ResultsGrid &grid);

    // Undoable edits; each returns false with the reason when refused.
    bool insertResultRow(int index, const ResultRow &row, QString *error);
    bool removeResultRows(QList<int> rows);
    bool duplicateResultRow(int row, QString *error);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void editRefused(const QModelIndex &index, const QString &typed, const QString &reason);

private:
    friend class SetCellCommand;
    friend class InsertRowCommand;
    friend class RemoveRowsCommand;
    // Applied by the undo commands (already validated).
    void applyCell(int row, int column, const QString &text);
    void applyInsert(int index, const ResultRow &row);
    void applyRemove(int index);

    ResultsGrid m_grid;
    QUndoStack m_undo;
};

} // namespace IteraGpu::Ui
