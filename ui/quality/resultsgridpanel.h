#pragma once

#include "core/quality/resultsgrid.h"

#include <QWidget>

#include <functional>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace IteraGpu::Ui {

class ResultsGridModel;

// The results grid: an editable, sortable and filterable table (the saved order is the model's,
// never the view's), undo/redo, add / duplicate / delete rows, open and save CSV atomically.
// A refused cell shows its reason and reopens the editor with what the user typed. Below the grid,
// in a line that is always there, the count of open problems (all of them in its tooltip); "Keep
// row…" asks why and writes "accepted: reason" into the row's notes (undoable).
class ResultsGridPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsGridPanel(QWidget *parent = nullptr);

    ResultsGridModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLabel *messageLabel() const { return m_message; }
    QLabel *problemsLabel() const { return m_problems; }
    QPushButton *keepRowButton() const { return m_keep; }
    QString filePath() const { return m_path; }
    // Whether the user opened or chose filePath() in this session: false for a path that came from
    // the crash-recovery file, which Save never replaces without asking.
    bool filePathChosen() const { return m_pathChosen; }
    bool isModified() const;

    Status openFile(const QString &path);
    // A grid read elsewhere (off the GUI thread) from `path`, shown as if opened from it.
    void showGrid(const ResultsGrid &grid, const QString &path);
    Status saveFile(const QString &path);
    // The grid was saved elsewhere (into its experiment) as it is now, to `path`.
    void markSaved(const QString &path);
    // Puts back a grid kept by crash recovery: unsaved, belonging to `path` (may be empty).
    void restoreUnsaved(const ResultsGrid &grid, const QString &path);
    // What every new row goes through (added, from a report, duplicated): it may refuse the row with
    // the reason and the way forward (no fixed protocol yet) or complete it (the protocol version).
    using RowPolicy = std::function<Status(ResultRow &row)>;
    void setRowPolicy(RowPolicy policy) { m_policy = std::move(policy); }
    // Adds a row (e.g. from a measurement), reporting a refusal inline.
    bool addRow(ResultRow row);
    // Adds rows at the end, one undo step: all of them, or none with the refusal inline. Run ids
    // that the grid already holds are renumbered in order (the rows were made before any was added).
    bool addRows(QList<ResultRow> rows);
    // Writes "accepted: reason" into the notes of `row` (a source row); false for an empty reason.
    bool keepRow(int row, const QString &reason);
    // The model rows of the selection, or of the current cell when nothing is selected.
    QList<int> selectedSourceRows() const;

    // A new empty row (the Add row button, Edit > Add results row), the keyboard's focus on its first cell.
    void addEmptyRow();

Q_SIGNALS:
    void modifiedChanged(bool modified);
    void acceptedTotalChanged();
    void fileChanged(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void duplicateRow();
    void deleteRows();
    void askToKeepRow();
    void showProblems();

    ResultsGridModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter;
    QLabel *m_message;
    QPushButton *m_add;
    QPushButton *m_duplicate;
    QPushButton *m_delete;
    QPushButton *m_undo;
    QPushButton *m_redo;
    QLabel *m_problems;
    QPushButton *m_keep;
    QString m_path;
    bool m_pathChosen = false;
    RowPolicy m_policy;
};

} // namespace IteraGpu::Ui
