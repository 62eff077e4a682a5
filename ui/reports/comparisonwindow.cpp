#include "ui/reports/comparisonwindow.h"

#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "ui/common/defaultfilenames.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/reports/comparisoncharts.h"
#include "ui/reports/comparisonmodel.h"
#include "ui/run/reportview.h"
#include "ui/widgets/chartview.h"
#include "ui/widgets/tablekeys.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

ComparisonWindow::ComparisonWindow(QWidget *parent)
    : QDialog(parent)
    , m_runsLabel(new QLabel(this))
    , m_runs(new QListWidget(this))
    , m_baselineLabel(new QLabel(this))
    , m_baseline(new QComboBox(this))
    , m_state(plainLabel(new QLabel(this)))
    , m_differing(plainLabel(new QLabel(this)))
    , m_model(new ComparisonModel(this))
    , m_table(new QTableView(this))
    , m_charts(new ComparisonCharts(this))
    , m_exportCsv(new QPushButton(this))
    , m_exportCharts(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(u"comparisonWindow"_s);
    setWindowFlag(Qt::Window);
    m_runs->setObjectName(u"comparedRuns"_s);
    m_baseline->setObjectName(u"baseline"_s);
    m_state->setObjectName(u"comparisonState"_s);
    m_table->setObjectName(u"comparisonTable"_s);
    m_runsLabel->setBuddy(m_runs);
    m_baselineLabel->setBuddy(m_baseline);
    m_state->setWordWrap(true);
    m_differing->setWordWrap(true);
    m_table->setModel(m_model);
    TableKeys::install(m_table);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);

    auto *left = new QVBoxLayout;
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_runsLabel);
    left->addWidget(m_runs, 1);
    left->addWidget(m_baselineLabel);
    left->addWidget(m_baseline);
    auto *leftWidget = new QWidget(this);
    leftWidget->setLayout(left);

    auto *tablePane = new QVBoxLayout;
    tablePane->setContentsMargins(0, 0, 0, 0);
    tablePane->addWidget(m_state);
    tablePane->addWidget(m_differing);
    tablePane->addWidget(m_table, 1);
    auto *tableWidget = new QWidget(this);
    tableWidget->setLayout(tablePane);

    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(leftWidget);
    top->addWidget(tableWidget);
    top->setStretchFactor(1, 3);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_charts);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // The same shares from the start: the table's size hint alone took all but the charts'
    // minimum, a plot of a few pixels at 1024 x 640.
    splitter->setSizes({3 * ChartView::kMinimumHeight, 2 * ChartView::kMinimumHeight});

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_exportCsv);
    buttons->addWidget(m_exportCharts);
    buttons->addStretch();
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    connect(m_runs, &QListWidget::itemChanged, this, &ComparisonWindow::tickedChanged);
    connect(m_baseline, &QComboBox::activated, this, &ComparisonWindow::setBaseline);
    connect(m_exportCsv, &QPushButton::clicked, this, &ComparisonWindow::exportCsvClicked);
    connect(m_exportCharts, &QPushButton::clicked, this, &ComparisonWindow::exportChartsClicked);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    // Like the main window: laid out to hold from 1024×640, never larger than the screen.
    const QSize screenSize = screen()->availableGeometry().size();
    setMinimumSize(QSize(1024, 640).boundedTo(screenSize));
    resize(QSize(1100, 760).boundedTo(screenSize));
    retranslate();
}

void ComparisonWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ComparisonWindow::retranslate()
{
    setWindowTitle(tr("Compare runs"));
    m_runsLabel->setText(tr("&Runs (tick 2 to %1):").arg(kMaxRunsShown));
    m_baselineLabel->setText(tr("&Baseline:"));
    m_exportCsv->setText(tr("Export &CSV…"));
    m_exportCharts->setText(tr("Export charts (&PNG, SVG)…"));
    m_close->setText(tr("C&lose"));
    recompute();
}

void ComparisonWindow::setCandidates(const QList<Candidate> &candidates)
{
    const QList<int> ticked = tickedKeys();
    m_candidates = candidates;
    {
        const QSignalBlocker blocker(m_runs);
        m_runs->clear();
        for (const Candidate &candidate : candidates) {
            const QString title = ReportView::title(candidate.run.name, candidate.run.report);
            auto *item
                = new QListWidgetItem(candidate.key == 0 ? tr("This window's run: %1").arg(title) : title, m_runs);
            item->setToolTip(plainToolTip(item->text()));
            item->setData(Qt::UserRole, candidate.key);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(ticked.contains(candidate.key) ? Qt::Checked : Qt::Unchecked);
        }
    }
    recompute();
}

void ComparisonWindow::select(const QList<int> &keys)
{
    {
        const QSignalBlocker blocker(m_runs);
        for (int row = 0; row < m_runs->count(); ++row) {
            QListWidgetItem *item = m_runs->item(row);
            const int position = int(keys.indexOf(item->data(Qt::UserRole).toInt()));
            item->setCheckState(position >= 0 && position < kMaxRunsShown ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_baselineKey = keys.value(0, -1);
    recompute();
}

void ComparisonWindow::setBaseline(int position)
{
    m_baselineKey = tickedKeys().value(position, -1);
    recompute();
}

QList<int> ComparisonWindow::tickedKeys() const
{
    QList<int> keys;
    for (int row = 0; row < m_runs->count(); ++row) {
        if (m_runs->item(row)->checkState() == Qt::Checked)
            keys.append(m_runs->item(row)->data(Qt::UserRole).toInt());
    }
    return keys;
}

void ComparisonWindow::tickedChanged()
{
    recompute();
}

void ComparisonWindow::recompute()
{
    const QList<int> keys = tickedKeys();
    QList<ComparisonRun> runs;
    {
        const QSignalBlocker blocker(m_baseline);
        m_baseline->clear();
        for (int key : keys) {
            for (const Candidate &candidate : std::as_const(m_candidates)) {
                if (candidate.key == key) {
                    runs.append(candidate.run);
                    m_baseline->addItem(u"%1: %2"_s.arg(runs.size()).arg(displaySafe(candidate.run.name, 40)));
                }
            }
        }
        if (!keys.contains(m_baselineKey))
            m_baselineKey = keys.value(0, -1);
        m_baseline->setCurrentIndex(int(keys.indexOf(m_baselineKey)));
    }
    m_comparison.reset();
    if (runs.size() < kMinComparedRuns || runs.size() > kMaxRunsShown) {
        m_state->setText(runs.size() > kMaxRunsShown
                             ? tr("%1 runs are ticked: at most %2 are compared at once; untick some.")
                                   .arg(runs.size())
                                   .arg(kMaxRunsShown)
                             : tr("Tick two to %1 runs to compare them.").arg(kMaxRunsShown));
        m_differing->clear();
        m_model->clear();
        m_charts->clear();
    } else if (auto comparison = compareRuns(runs, int(keys.indexOf(m_baselineKey))); !comparison) {
        m_state->setText(comparison.error());
        m_model->clear();
        m_charts->clear();
    } else {
        m_comparison = std::move(*comparison);
        m_model->setComparison(*m_comparison);
        QStringList titles;
        for (int run = 0; run < m_comparison->runs.size(); ++run)
            titles.append(m_model->runTitle(run));
        m_charts->setComparison(*m_comparison, titles);
        m_state->setText(tr("Exact values; in brackets the difference to the baseline (bytes, nanoseconds) and the "
                            "ratio to it, rounded half up to %1 decimals. Bold lines differ between the runs.")
                             .arg(kRatioDecimals));
        m_differing->setText(
            m_comparison->differingFields.isEmpty()
                ? tr("The runs have the same configuration.")
                : tr("The configurations differ in: %1.").arg(m_comparison->differingFields.join(u", "_s)));
    }
    m_exportCsv->setEnabled(m_comparison.has_value());
    m_exportCharts->setEnabled(m_comparison.has_value());
}

Status ComparisonWindow::exportCsv(const QString &path) const
{
    return m_comparison ? replaceFile(path, comparisonCsv(*m_comparison))
                        : Status(Error{tr("No comparison to export: tick two runs or more.")});
}

Status ComparisonWindow::exportCharts(const QString &folder, QStringList *written)
{
    if (!m_comparison)
        return Error{tr("No comparison to export: tick two runs or more.")};
    auto images = m_charts->images();
    return images ? saveImages(folder, *images, written) : Status(images.failure());
}

void ComparisonWindow::exportCsvClicked()
{
    const QString path
        = askSavePath(this, tr("Export comparison"), DefaultFileName::comparison(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    reportExport(this, exportCsv(path), tr("Comparison written to %1").arg(QDir::toNativeSeparators(path)));
}

void ComparisonWindow::exportChartsClicked()
{
    const QString folder = askExportFolder(this, tr("Export comparison charts to folder"));
    if (!folder.isEmpty() && m_comparison)
        exportImages(this, m_charts->images(), folder);
}

} // namespace IteraGpu::Ui
