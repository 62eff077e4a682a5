#pragma once

#include "core/quality/gridconsistency.h"
#include "core/quality/packagecost.h"
#include "core/quality/resultsgrid.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QUndoStack>

namespace IteraGpu::Ui {

// The raw results grid as an editable table. Every cell is validated by core before it
// is stored; a refused edit leaves the grid unchanged and reports the reason with the text the
// user typed (editRefused). Every change goes through the undo stack. After every change the rows are
// checked against each other and the references (checkGridConsistency): each problem colours its
// cells and explains itself in their tooltip. Headers show translated titles, the CSV name in
// their tooltip.
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
    // Counts every change of the grid (edits, undo, redo, a new grid): a save that took the grid at
    // one revision marks it saved only if it is still at that revision.
    quint64 revision() const { return m_revision; }
    // Replaces the whole grid (after loading a file); clears the undo history.
    void setGrid(const ResultsGrid &grid);
    // The loaded catalog and protocol that the rows are checked against.
    void setReferences(const GridReferences &references);
    const QList<GridProblem> &problems() const { return m_problems; }
    // Titles and problem texts in the current language.
    void retranslate();

    // Undoable edits; each returns false with the reason when refused.
    Status insertResultRow(int index, const ResultRow &row);
    // Several rows at `index`, one undo step and one check of the grid (a sweep's points).
    Status insertResultRows(int index, const QList<ResultRow> &rows);
    bool removeResultRows(QList<int> rows);
    Status duplicateResultRow(int row);
    // Pins `package` to each of `rows` (core's pinPackage: its five cells), one undo step; refuses
    // all of them, changing nothing, when one row cannot carry it (a CPU dry run).
    Status pinPackage(QList<int> rows, const PackageCost &package);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void editRefused(const QModelIndex &index, const QString &typed, const QString &reason);
    void problemsChanged();

private:
    quint64 m_revision = 0;
    friend class SetCellCommand;
    friend class InsertRowCommand;
    friend class InsertRowsCommand;
    friend class RemoveRowsCommand;
    // Applied by the undo commands (already validated).
    void applyCell(int row, int column, const QString &text);
    void applyInsert(int index, const ResultRow &row);
    void applyInsertRows(int index, const QList<ResultRow> &rows);
    void applyRemoveRows(int index, int count);
    void applyRemove(int index);
    // Recomputes the problems; true when they changed. recheck() also tells the views.
    bool updateProblems();
    void recheck();
    // The problems concerning one cell, as indexes into m_problems.
    QList<qsizetype> problemsAt(int row, int column) const;

    ResultsGrid m_grid;
    QUndoStack m_undo;
    GridReferences m_references;
    QList<GridProblem> m_problems;
    QHash<int, QList<qsizetype>> m_problemsOfRow;
};

} // namespace IteraGpu::Ui
