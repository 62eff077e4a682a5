#pragma once

#include <QObject>
#include <QString>

class QTableView;

namespace IteraGpu::Ui {

// The keys of every table of the window, one behaviour for all (docs/ARCHITECTURE.md, "Keyboard"):
// - Tab and Shift+Tab enter the table once and leave it (QTableView walks cell by cell by
//   default); the arrows, Home/End and Page Up/Down move inside.
// - Ctrl+C copies the selected cells as tab-separated text, the column headers first (the
//   default copies the current cell alone). Cells between selected ones are copied empty.
// - Entering a table that has no current cell makes the first cell current (without selecting
//   it), so that the focus frame shows where the keyboard is.
class TableKeys : public QObject
{
    Q_OBJECT
public:
    // Installs itself on `view`, which owns it.
    static void install(QTableView *view);
    // The selection of `view` as copied: headers, then one line per row, "\t" between cells, "\n"
    // after each line; tabs and line breaks inside a cell become spaces.
    static QString selectionText(const QTableView *view);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit TableKeys(QTableView *view);

    QTableView *m_view;
};

} // namespace IteraGpu::Ui
