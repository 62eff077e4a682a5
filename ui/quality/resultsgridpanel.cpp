#include "ui/quality/resultsgridpanel.h"

#include "core/measure/runstatus.h"
#include "ui/common/plaintext.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/widgets/inlineerror.h"
#include "ui/widgets/tablekeys.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// Puts back the text of a refused edit when the editor reopens, so that nothing typed is lost.
class KeepTypedDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QPersistentModelIndex pendingIndex;
    QString pendingText;

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *line = qobject_cast<QLineEdit *>(editor);
        if (line && pendingIndex.isValid() && index == pendingIndex) {
            line->setText(pendingText);
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }
};

} // namespace

ResultsGridPanel::ResultsGridPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new ResultsGridModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_message(plainLabel(new QLabel(this)))
    , m_add(new QPushButton(this))
    , m_duplicate(new QPushButton(this))
    , m_delete(new QPushButton(this))
    , m_undo(new QPushButton(this))
    , m_redo(new QPushButton(this))
    , m_problems(new QLabel(this))
    , m_keep(new QPushButton(this))
{
    setObjectName(u"resultsGridPanel"_s);
    m_view->setObjectName(u"resultsGrid"_s);
    m_message->setObjectName(u"gridMessage"_s);
    m_add->setObjectName(u"addRow"_s);
    m_message->setWordWrap(true);
    styleAsError(m_message);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    TableKeys::install(m_view);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // the file's order until the user sorts
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setMaximumSectionSize(360); // notes and file names stay readable in their tooltip
    m_problems->setObjectName(u"gridProblems"_s);
    m_keep->setObjectName(u"keepGridRow"_s);
    // One line, always there (nothing below moves), never widening the window: the full list is in
    // the tooltip and in each cell's.
    m_problems->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_problems->setMinimumHeight(m_problems->fontMetrics().lineSpacing());
    m_problems->setTextFormat(Qt::PlainText);
    auto *delegate = new KeepTypedDelegate(m_view);
    m_view->setItemDelegate(delegate);

    auto *buttons = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_add, m_duplicate, m_delete, m_undo, m_redo})
        buttons->addWidget(w);
    buttons->addStretch();
    buttons->addWidget(m_filter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addWidget(m_view, 1);
    auto *problemLine = new QHBoxLayout;
    problemLine->addWidget(m_problems, 1);
    problemLine->addWidget(m_keep);
    layout->addLayout(problemLine);

    QUndoStack *undo = m_model->undoStack();
    connect(m_add, &QPushButton::clicked, this, &ResultsGridPanel::addEmptyRow);
    connect(m_duplicate, &QPushButton::clicked, this, &ResultsGridPanel::duplicateRow);
    connect(m_delete, &QPushButton::clicked, this, &ResultsGridPanel::deleteRows);
    connect(m_undo, &QPushButton::clicked, undo, &QUndoStack::undo);
    connect(m_redo, &QPushButton::clicked, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, m_undo, &QWidget::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_redo, &QWidget::setEnabled);
    connect(undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    connect(undo, &QUndoStack::indexChanged, this, [this] {
        m_message->clear();
        Q_EMIT acceptedTotalChanged();
    });
    connect(m_keep, &QPushButton::clicked, this, &ResultsGridPanel::askToKeepRow);
    connect(m_model, &ResultsGridModel::problemsChanged, this, &ResultsGridPanel::showProblems);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ResultsGridPanel::showProblems);
    connect(m_model, &QAbstractItemModel::modelReset, m_view, &QTableView::resizeColumnsToContents);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_model->rowCount() == 1) // widths from the first values; later, the user's widths stay
            m_view->resizeColumnsToContents();
    });
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_model, &ResultsGridModel::editRefused, this,
            [this, delegate](const QModelIndex &index, const QString &typed, const QString &reason) {
                m_message->setText(reason);
                delegate->pendingIndex = m_proxy->mapFromSource(index);
                delegate->pendingText = typed;
                QTimer::singleShot(0, this, [this, delegate] {
                    if (delegate->pendingIndex.isValid())
                        m_view->edit(delegate->pendingIndex);
                    delegate->pendingIndex = QPersistentModelIndex();
                });
            });
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);
    retranslate();
}

bool ResultsGridPanel::isModified() const
{
    return m_model->isModified();
}

void ResultsGridPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ResultsGridPanel::retranslate()
{
    m_add->setText(tr("&Add row"));
    m_duplicate->setText(tr("D&uplicate"));
    m_delete->setText(tr("De&lete"));
    m_undo->setText(tr("Undo"));
    m_redo->setText(tr("Redo"));
    m_filter->setPlaceholderText(tr("Filter rows…"));
    m_view->setToolTip(tr("One row per real run, failed and cancelled runs included. Decimals use '.' in every "
                          "language; the file keeps its own row order whatever the sorting here."));
    m_keep->setText(tr("Keep row…"));
    m_keep->setToolTip(tr("Keeps the current row despite its problems: asks why and writes \"accepted: reason\" into "
                          "its notes, which the file keeps."));
    m_model->retranslate();
    m_view->resizeColumnsToContents();
    showProblems();
}

void ResultsGridPanel::showProblems()
{
    const QList<GridProblem> &all = m_model->problems();
    const QList<GridProblem> open = openProblems(all);
    const int kept = int(all.size() - open.size());
    QString text;
    if (all.isEmpty())
        text = tr("No problem found across the rows, the loaded catalog and the protocol.");
    else if (open.isEmpty())
        text = tr("No open problem; %n row problem(s) kept with a reason in the notes.", nullptr, kept);
    else
        text = tr("%n open problem(s). First: %1", nullptr, int(open.size())).arg(open.first().message);
    m_problems->setText(text);
    QStringList lines;
    for (const GridProblem &p : all)
        lines.append(p.isOpen() ? p.message : tr("%1 (kept: %2)").arg(p.message, p.acceptedBecause));
    m_problems->setToolTip(plainToolTip(lines.join(u'\n')));
    m_problems->setStyleSheet(open.isEmpty() ? QString() : u"color: #8a4b00;"_s);
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    m_keep->setEnabled(current.isValid() && std::any_of(open.begin(), open.end(), [&](const GridProblem &p) {
                           return p.row == current.row();
                       }));
}

bool ResultsGridPanel::keepRow(int row, const QString &reason)
{
    if (row < 0 || row >= m_model->rowCount() || reason.trimmed().isEmpty())
        return false;
    const QModelIndex notes = m_model->index(row, ResultColumn::Notes);
    return m_model->setData(notes, notesWithAcceptance(notes.data().toString(), reason.trimmed()));
}

void ResultsGridPanel::askToKeepRow()
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    if (!current.isValid())
        return;
    const QString runId = m_model->grid().row(current.row())[ResultColumn::RunId];
    bool ok = false;
    const QString reason = plainTextInput(
        this, tr("Keep row %1").arg(runId),
        tr("Why is row %1 kept despite its problems? The reason is written into its notes as \"accepted: …\".")
            .arg(runId),
        &ok);
    if (ok && !keepRow(current.row(), reason) && reason.trimmed().isEmpty())
        m_message->setText(tr("A row is kept only with a reason."));
}

QList<int> ResultsGridPanel::selectedSourceRows() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows.append(m_proxy->mapToSource(index).row());
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows.append(m_proxy->mapToSource(m_view->currentIndex()).row());
    return rows;
}

bool ResultsGridPanel::addRow(ResultRow row)
{
    if (m_policy) {
        if (Status allowed = m_policy(row); !allowed) {
            m_message->setText(allowed.error());
            return false;
        }
    }
    if (Status inserted = m_model->insertResultRow(m_model->rowCount(), row); !inserted) {
        m_message->setText(inserted.error());
        return false;
    }
    return true;
}

bool ResultsGridPanel::addRows(QList<ResultRow> rows)
{
    // The ids in use, and those given so far: a taken id becomes the next free "run-NNN" after the
    // rows so far (as nextRunId numbers them), in one pass over the grid.
    QSet<QString> used;
    for (const ResultRow &row : m_model->grid().rows())
        used.insert(row[ResultColumn::RunId]);
    int count = m_model->rowCount();
    for (ResultRow &row : rows) {
        if (m_policy) {
            if (Status allowed = m_policy(row); !allowed) {
                m_message->setText(allowed.error());
                return false;
            }
        }
        ++count;
        for (int n = count; used.contains(row[ResultColumn::RunId]); ++n)
            row[ResultColumn::RunId] = ResultsGrid::numberedRunId(n);
        used.insert(row[ResultColumn::RunId]);
    }
    if (Status inserted = m_model->insertResultRows(m_model->rowCount(), rows); !inserted) {
        m_message->setText(inserted.error());
        return false;
    }
    return true;
}

void ResultsGridPanel::addEmptyRow()
{
    ResultRow row;
    row[ResultColumn::RunId] = m_model->grid().nextRunId();
    row[ResultColumn::DateUtc] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    row[ResultColumn::RunStatus] = runStatusName(IteraGpu::RunStatus::Complete);
    if (addRow(row)) {
        // The new row's first cell to fill, with the keyboard's focus: typing starts there.
        m_view->setCurrentIndex(m_proxy->mapFromSource(m_model->index(m_model->rowCount() - 1, ResultColumn::GpuId)));
        m_view->setFocus(Qt::OtherFocusReason);
    }
}

void ResultsGridPanel::duplicateRow()
{
    const QList<int> rows = selectedSourceRows();
    if (rows.isEmpty())
        return;
    // A copy is a new row: the policy sees it as it sees every other one.
    ResultRow copy = m_model->grid().row(rows.first());
    copy[ResultColumn::RunId] = m_model->grid().nextRunId();
    addRow(copy);
}

void ResultsGridPanel::deleteRows()
{
    m_model->removeResultRows(selectedSourceRows());
}

Status ResultsGridPanel::openFile(const QString &path)
{
    auto grid = ResultsGrid::load(path);
    if (!grid)
        return grid.failure();
    showGrid(*grid, path);
    return {};
}

void ResultsGridPanel::showGrid(const ResultsGrid &grid, const QString &path)
{
    m_model->setGrid(grid);
    m_path = path;
    m_pathChosen = true;
    m_message->clear();
    Q_EMIT fileChanged(path);
    Q_EMIT modifiedChanged(false);
    Q_EMIT acceptedTotalChanged();
}

void ResultsGridPanel::restoreUnsaved(const ResultsGrid &grid, const QString &path)
{
    m_model->setGrid(grid);
    m_model->undoStack()->resetClean(); // unsaved until the user saves it
    m_path = path;
    m_pathChosen = false; // read from the recovery file: Save asks where
    m_message->clear();
    Q_EMIT fileChanged(path);
    Q_EMIT modifiedChanged(true);
    Q_EMIT acceptedTotalChanged();
}

Status ResultsGridPanel::saveFile(const QString &path)
{
    if (Status saved = m_model->grid().save(path, ExistingFile::Replace); !saved)
        return saved;
    markSaved(path);
    return {};
}

void ResultsGridPanel::markSaved(const QString &path)
{
    m_model->markSaved();
    m_path = path;
    m_pathChosen = true;
    Q_EMIT fileChanged(path);
}

} // namespace IteraGpu::Ui
