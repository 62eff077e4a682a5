#include "ui/widgets/tablekeys.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QTableView>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

QString cellText(QString text)
{
    for (QChar &c : text)
        if (c == u'\t' || c == u'\n' || c == u'\r')
            c = u' ';
    return text;
}

bool isCopy(QEvent *event)
{
    return (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy);
}

} // namespace

TableKeys::TableKeys(QTableView *view)
    : QObject(view)
    , m_view(view)
{ }

void TableKeys::install(QTableView *view)
{
    view->setTabKeyNavigation(false);
    view->setFocusPolicy(Qt::StrongFocus);
    view->installEventFilter(new TableKeys(view));
}

QString TableKeys::selectionText(const QTableView *view)
{
    const QModelIndexList selected
        = view->selectionModel() ? view->selectionModel()->selectedIndexes() : QModelIndexList();
    if (selected.isEmpty())
        return {};
    QList<int> rows;
    QList<int> columns;
    for (const QModelIndex &index : selected) {
        if (view->isRowHidden(index.row()) || view->isColumnHidden(index.column()))
            continue;
        rows.append(index.row());
        columns.append(index.column());
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::sort(columns.begin(), columns.end());
    columns.erase(std::unique(columns.begin(), columns.end()), columns.end());
    // The columns in the order the user sees them (a header can be moved).
    const QHeaderView *header = view->horizontalHeader();
    std::sort(columns.begin(), columns.end(),
              [header](int a, int b) { return header->visualIndex(a) < header->visualIndex(b); });
    const QAbstractItemModel *model = view->model();
    QString text;
    QStringList line;
    for (int column : columns)
        line.append(cellText(model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString()));
    text += line.join(u'\t') + u'\n';
    for (int row : rows) {
        line.clear();
        for (int column : columns) {
            const QModelIndex index = model->index(row, column);
            line.append(view->selectionModel()->isSelected(index) ? cellText(index.data(Qt::DisplayRole).toString())
                                                                  : QString());
        }
        text += line.join(u'\t') + u'\n';
    }
    return text;
}

bool TableKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::FocusIn && m_view->model() && m_view->selectionModel()
        && !m_view->currentIndex().isValid() && m_view->model()->rowCount() > 0) {
        const QHeaderView *header = m_view->horizontalHeader();
        const int column = header->logicalIndex(0);
        if (column >= 0)
            m_view->selectionModel()->setCurrentIndex(m_view->model()->index(0, column), QItemSelectionModel::NoUpdate);
    }
    if (watched == m_view && isCopy(event)) {
        // Accepting the override keeps a window shortcut on the same keys from taking them.
        event->accept();
        if (event->type() == QEvent::KeyPress) {
            if (const QString text = selectionText(m_view); !text.isEmpty())
                QApplication::clipboard()->setText(text);
        }
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace IteraGpu::Ui
