#include "ui/measure/shownrunbox.h"
#include "core/util/sha256.h"
#include "ui/widgets/chartview.h"

#include "core/files/textfile.h"
#include "core/measure/phasescsv.h"
#include "ui/common/defaultfilenames.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/settings.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/phasecharts.h"
#include "ui/run/phasetablemodel.h"
#include "ui/run/reportview.h"
#include "ui/widgets/tablekeys.h"
#include "ui/widgets/wraplabel.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

ShownRunBox::ShownRunBox(QWidget *parent)
    : QWidget(parent)
    , m_model(new PhaseTableModel(this))
    , m_table(new QTableView(this))
    , m_charts(new PhaseCharts(this))
    , m_shownLabel(new QLabel(this))
    , m_shown(new QComboBox(this))
    , m_openReport(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_exportCsv(new QPushButton(this))
    , m_exportCharts(new QPushButton(this))
    , m_views(new QStackedWidget(this))
    , m_reportView(new ReportView(this))
    , m_staleNote(new WrapLabel(this))
    , m_live(nullptr)
{
    m_shown->setObjectName(u"shownRun"_s);
    m_openReport->setObjectName(u"openReport"_s);
    m_compare->setObjectName(u"compareRuns"_s);
    m_exportCsv->setObjectName(u"exportPhaseTable"_s);
    m_exportCharts->setObjectName(u"exportCharts"_s);
    m_shownLabel->setBuddy(m_shown);
    m_shown->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_shown->setMinimumContentsLength(16);
    m_exportCsv->setEnabled(false);
    m_exportCharts->setEnabled(false);

    m_staleNote->setObjectName(u"staleNote"_s);
    m_staleNote->setWordWrap(true);
    m_staleNote->hide();

    m_table->setObjectName(u"phaseTable"_s);
    m_table->setModel(m_model);
    TableKeys::install(m_table);
    m_table->verticalHeader()->hide();
    // One text line a row, so that a small window shows six rows (model_load to two warm_forward).
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().lineSpacing() + 6);
    m_table->setWordWrap(false);
    // Fitted to the contents as rows arrive, until the user sizes a column: then kept (and remembered).
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    if (const QByteArray state = QSettings().value(SettingsKeys::phaseColumns).toByteArray(); !state.isEmpty())
        m_columnsByUser = header->restoreState(state);
    connect(header, &QHeaderView::sectionResized, this, [this] {
        if (m_fitting)
            return;
        m_columnsByUser = true;
        QSettings().setValue(SettingsKeys::phaseColumns, m_table->horizontalHeader()->saveState());
    });
    const int rowsShown = 6;
    m_table->setMinimumHeight(header->sizeHint().height() + rowsShown * m_table->verticalHeader()->defaultSectionSize()
                              + m_table->horizontalScrollBar()->sizeHint().height() + 2 * m_table->frameWidth());
    m_charts->setModel(m_model);

    auto *live = new QSplitter(Qt::Vertical, this);
    live->setChildrenCollapsible(false);
    live->addWidget(m_table);
    live->addWidget(m_charts);
    live->setStretchFactor(1, 2);
    m_live = live;
    m_views->addWidget(live);
    m_views->addWidget(m_reportView);

    auto *shownRow = new QHBoxLayout;
    shownRow->addWidget(m_shownLabel);
    shownRow->addWidget(m_shown, 1);
    shownRow->addWidget(m_openReport);
    shownRow->addWidget(m_compare);
    auto *exports = new QHBoxLayout;
    exports->addStretch();
    exports->addWidget(m_exportCsv);
    exports->addWidget(m_exportCharts);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(shownRow);
    layout->addWidget(m_staleNote);
    layout->addWidget(m_views, 1);
    layout->addLayout(exports);

    connect(m_openReport, &QPushButton::clicked, this, &ShownRunBox::openReportRequested);
    connect(m_compare, &QPushButton::clicked, this, &ShownRunBox::compareRequested);
    connect(m_exportCsv, &QPushButton::clicked, this, &ShownRunBox::exportCsvClicked);
    connect(m_exportCharts, &QPushButton::clicked, this, &ShownRunBox::exportChartsClicked);
    connect(m_shown, &QComboBox::activated, this, [this](int index) { showRun(m_shown->itemData(index).toInt()); });
    connect(m_reportView, &ReportView::closeRequested, this, [this](int id) {
        if (m_library)
            m_library->close(id);
    });
    retranslate();
}

void ShownRunBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ShownRunBox::retranslate()
{
    m_exportCsv->setText(tr("Export table CSV…"));
    m_exportCharts->setText(tr("Export charts PNG, SVG…"));
    m_shownLabel->setText(tr("Showin&g:"));
    m_openReport->setText(tr("Open re&port…"));
    m_compare->setText(tr("Co&mpare runs…"));
    m_shown->setToolTip(tr("This window's new run, or a measurement report opened from a file (read-only)."));
    updateShownList();
}

void ShownRunBox::startLiveRun(const Prediction &prediction)
{
    m_model->reset(prediction);
    setLiveStale(false);
    m_liveSource = {};
    m_liveSource.status = u"running"_s;
    showRun(kThisWindowsRun);
}

void ShownRunBox::appendLiveRows(const QList<PhaseRow> &rows)
{
    // Follow the newest rows unless the user has scrolled up to read older ones.
    const QScrollBar *bar = m_table->verticalScrollBar();
    const bool following = bar->value() == bar->maximum();
    m_model->appendRows(rows);
    fitColumns();
    if (following)
        m_table->scrollToBottom();
}

void ShownRunBox::fitColumns()
{
    if (m_columnsByUser)
        return;
    m_fitting = true;
    m_table->resizeColumnsToContents();
    m_fitting = false;
}

void ShownRunBox::setLiveStale(bool stale, const QString &note)
{
    m_stale = stale;
    // Disabled as the Environment table is when stale: greyed by the style, in every theme.
    m_live->setEnabled(!stale);
    m_staleNote->setText(note);
    m_staleNote->setVisible(stale && shownReport() == kThisWindowsRun);
}

void ShownRunBox::setLiveConfig(const std::optional<MeasurementConfig> &config, const QString &host)
{
    m_liveConfig = config;
    m_liveHost = host;
}

bool ShownRunBox::checkLiveStale(const std::optional<MeasurementConfig> &now, const QString &host)
{
    if (!m_liveConfig)
        return true;
    // The output file aside: a new name is suggested after each run.
    const MeasurementConfig &shown = *m_liveConfig;
    const bool same = now && now->device == shown.device && now->batch == shown.batch && now->context == shown.context
        && now->width == shown.width && now->hidden == shown.hidden && now->dtype == shown.dtype
        && now->warmup == shown.warmup && now->repeats == shown.repeats && now->seed == shown.seed
        && host == m_liveHost;
    const QString where = m_liveHost.isEmpty() ? tr("this computer") : m_liveHost;
    setLiveStale(!same,
                 same ? QString()
                      : tr("Stale: the table and charts below show the last run (%1, %2 on %3), not the "
                           "configuration now in the form. Run again to measure it.")
                            .arg(shown.device, ReportView::configText(shown), where));
    return same;
}

QString ShownRunBox::thisWindowsRunTitle()
{
    return tr("New run (this window)");
}

QString ShownRunBox::shownTitle() const
{
    return m_shown->currentText();
}

void ShownRunBox::liveRunEnded(const MeasurementReport *report, const QString &reportPath)
{
    m_liveSource = {};
    if (report) {
        // The hash of the file as it was just written (read back once: a report is a few KiB).
        QString sha256;
        if (!reportPath.isEmpty())
            if (auto bytes = readFileBytes(reportPath, kMaxReportBytes))
                sha256 = sha256Hex(*bytes);
        m_liveSource = phasesCsvSource(*report, reportPath, sha256);
    }
    updateExports();
}

PhasesCsvSource ShownRunBox::shownSource() const
{
    if (shownReport() == kThisWindowsRun || !m_library)
        return m_liveSource;
    const ReportLibrary::Entry *entry = m_library->entry(shownReport());
    if (!entry || !entry->report.isMeasurement())
        return {};
    return phasesCsvSource(entry->report.measurement().report, entry->report.fileName, entry->report.sha256);
}

QString ShownRunBox::phaseTableFileName() const
{
    // "measurement-20261201-075822.json" -> "measurement-20261201-075822-phases.csv" (the suffix in
    // the window's language), so that the tables of two reports never share a name.
    const QString stem = QFileInfo(shownSource().reportFile).completeBaseName();
    return stem.isEmpty() ? DefaultFileName::phaseTable() : stem + u'-' + DefaultFileName::phaseTable();
}

QByteArray ShownRunBox::livePhasesCsv() const
{
    return IteraGpu::phasesCsv(m_model->rows(), m_model->prediction(), m_liveSource);
}

Result<QList<BundleImage>> ShownRunBox::liveChartImages()
{
    // The bundle's images carry the same caption as an export (the bundle's names stay fixed).
    m_charts->setCaption(
        chartCaption(m_liveSource.reportFile, m_liveSource.device, m_liveSource.configuration, m_liveSource.status));
    return m_charts->images();
}

Status ShownRunBox::exportPhaseTable(const QString &path) const
{
    const PhaseTableModel *model = shownModel();
    return replaceFile(path, IteraGpu::phasesCsv(model->rows(), model->prediction(), shownSource()));
}

Status ShownRunBox::exportCharts(const QString &folder, QStringList *written)
{
    auto images = shownCharts()->exportedImages(shownSource());
    return images ? saveImages(folder, *images, written) : Status(images.failure());
}

void ShownRunBox::exportCsvClicked()
{
    const QString path = askSavePath(this, tr("Export phase table"), phaseTableFileName(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    reportExport(this, exportPhaseTable(path), tr("Phase table written to %1").arg(QDir::toNativeSeparators(path)));
}

void ShownRunBox::exportChartsClicked()
{
    const QString folder = askExportFolder(this, tr("Export charts to folder"));
    if (!folder.isEmpty())
        exportImages(this, shownCharts()->exportedImages(shownSource()), folder);
}

void ShownRunBox::setReportLibrary(ReportLibrary *library)
{
    m_library = library;
    connect(library, &ReportLibrary::added, this, &ShownRunBox::updateShownList);
    connect(library, &ReportLibrary::removed, this, [this](int id) {
        if (m_reportView->reportId() == id)
            showRun(kThisWindowsRun);
        updateShownList();
    });
    updateShownList();
}

void ShownRunBox::updateShownList()
{
    const int shown = shownReport();
    m_shown->clear();
    m_shown->addItem(thisWindowsRunTitle(), kThisWindowsRun);
    if (m_library) {
        for (const ReportLibrary::Entry *entry : m_library->measurements())
            m_shown->addItem(ReportView::title(entry->report), entry->id);
    }
    m_shown->setCurrentIndex(std::max(0, m_shown->findData(shown)));
    m_compare->setEnabled(m_library && !m_library->measurements().isEmpty());
}

void ShownRunBox::showRun(int reportId)
{
    const ReportLibrary::Entry *entry = m_library && reportId != kThisWindowsRun ? m_library->entry(reportId) : nullptr;
    if (entry && entry->report.isMeasurement()) {
        m_reportView->showReport(entry->id, entry->report);
        m_views->setCurrentWidget(m_reportView);
    } else {
        m_views->setCurrentIndex(0);
    }
    m_shown->setCurrentIndex(std::max(0, m_shown->findData(shownReport())));
    m_staleNote->setVisible(m_stale && shownReport() == kThisWindowsRun);
    updateExports();
    Q_EMIT shownChanged();
}

void ShownRunBox::updateExports()
{
    const bool rows = shownModel()->rowCount() > 0;
    m_exportCsv->setEnabled(rows);
    m_exportCharts->setEnabled(rows);
}

int ShownRunBox::shownReport() const
{
    return m_views->currentWidget() == m_reportView ? m_reportView->reportId() : kThisWindowsRun;
}

PhaseTableModel *ShownRunBox::shownModel() const
{
    return shownReport() != kThisWindowsRun ? m_reportView->phaseModel() : m_model;
}

PhaseCharts *ShownRunBox::shownCharts() const
{
    return shownReport() != kThisWindowsRun ? m_reportView->charts() : m_charts;
}

} // namespace IteraGpu::Ui
