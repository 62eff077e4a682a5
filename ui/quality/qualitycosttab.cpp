#include "ui/quality/qualitycosttab.h"

#include "core/experiment/reportadmission.h"
#include "core/files/textfile.h"
#include "core/quality/gridnotes.h"
#include "core/quality/reportrow.h"
#include "core/reports/reportreader.h"
#include "core/sweep/sweepindex.h"
#include "core/util/sha256.h"
#include "ui/common/dialogaccelerators.h"
#include "ui/common/plaintext.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/quality/tariffchoicedialog.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/reportview.h"
#include "ui/widgets/scrollpage.h"
#include "ui/widgets/wraplabel.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

QualityCostTab::QualityCostTab(QWidget *parent)
    : QWidget(parent)
    , m_protocol(new ProtocolPanel(this))
    , m_grid(new ResultsGridPanel(this))
    , m_cost(new CostPanel(this))
    , m_addFromMeasurement(new QPushButton(this))
    , m_addFromReport(new QPushButton(this))
    , m_reportMenu(new QMenu(this))
    , m_gridTitle(new QLabel(this))
    , m_pages(new QTabWidget(this))
    , m_guide(new WrapLabel(this))
    , m_pinPackage(new QPushButton(this))
    , m_pinAction(new QAction(this))
{
    setObjectName(u"qualityCostTab"_s);
    m_addFromMeasurement->setObjectName(u"addFromMeasurement"_s);
    m_addFromMeasurement->setEnabled(false);
    m_addFromReport->setObjectName(u"addFromReport"_s);
    m_addFromReport->setMenu(m_reportMenu);
    m_protocol->setResultsExist([this] { return m_grid->model()->rowCount() > 0; });
    m_grid->setRowPolicy([this](ResultRow &row) { return admitRow(row); });

    m_pinPackage->setObjectName(u"pinPackage"_s);
    m_pages->setObjectName(u"qualityPages"_s);
    m_guide->setObjectName(u"qualityGuide"_s);
    // Two lines kept whatever the step says, so that the pages below never move as the work goes on.
    m_guide->setMinimumHeight(2 * m_guide->fontMetrics().lineSpacing());

    auto *gridPane = new QWidget(this);
    auto *gridLayout = new QVBoxLayout(gridPane);
    auto *gridHeader = new QHBoxLayout;
    m_gridTitle->setObjectName(u"gridTitle"_s);
    m_gridTitle->setWordWrap(true);
    gridLayout->addWidget(m_gridTitle);
    gridHeader->addWidget(m_addFromMeasurement);
    gridHeader->addWidget(m_addFromReport);
    gridHeader->addStretch();
    gridHeader->addWidget(m_pinPackage);
    gridLayout->addLayout(gridHeader);
    gridLayout->addWidget(m_grid, 1);
    m_grid->view()->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_grid->view()->addAction(m_pinAction);

    m_pages->addTab(new ScrollPage(m_protocol, this), QString());
    m_pages->addTab(gridPane, QString());
    m_pages->addTab(m_cost, QString());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_guide);
    layout->addWidget(m_pages, 1);

    connect(m_protocol, &ProtocolPanel::showProtocolText, this, &QualityCostTab::showProtocolText);
    connect(m_addFromMeasurement, &QPushButton::clicked, this, &QualityCostTab::addRowFromLastMeasurement);
    connect(m_pinPackage, &QPushButton::clicked, this, &QualityCostTab::pinPackageToSelectedRows);
    connect(m_pinAction, &QAction::triggered, this, &QualityCostTab::pinPackageToSelectedRows);
    connect(m_grid, &ResultsGridPanel::acceptedTotalChanged, this, &QualityCostTab::updateGuide);
    connect(m_protocol, &ProtocolPanel::modifiedChanged, this, &QualityCostTab::updateGuide);
    connect(m_protocol, &ProtocolPanel::fieldsReplaced, this, [this] {
        // An experiment opened (or restored): its next step's page. Not on Fix: the page stays.
        showPage(m_protocol->protocol().isFixed() ? GridPage : ProtocolPage);
        updateGuide();
    });
    connect(m_protocol, &ProtocolPanel::edited, this, &QualityCostTab::updateGuide);
    connect(m_cost, &CostPanel::costChanged, this, &QualityCostTab::updateGuide);
    connect(m_reportMenu, &QMenu::aboutToShow, this, &QualityCostTab::fillReportMenu);
    connect(m_grid, &ResultsGridPanel::acceptedTotalChanged, this, &QualityCostTab::updateGridTotal);
    connect(m_cost, &CostPanel::costChanged, this, &QualityCostTab::updateGridReferences);
    connect(m_protocol, &ProtocolPanel::edited, this, &QualityCostTab::updateGridReferences);
    connect(m_protocol, &ProtocolPanel::modifiedChanged, this, &QualityCostTab::updateGridReferences);
    connect(m_protocol, &ProtocolPanel::fieldsReplaced, this, &QualityCostTab::updateGridReferences);
    m_cost->setGrid(&m_grid->model()->grid());
    updateGridReferences();
    retranslate();
}

void QualityCostTab::setLanguage(const QString &language)
{
    m_language = language;
}

void QualityCostTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QualityCostTab::retranslate()
{
    m_addFromMeasurement->setText(tr("Add row from last measurement"));
    m_addFromReport->setText(tr("Add row from report"));
    m_addFromReport->setToolTip(tr("A row from an opened measurement report, failed and cancelled runs included. "
                                   "Its notes name the file and the first 16 hex digits of its SHA-256."));
    // Names exactly the cells that a new row gets: ResultsGridPanel::addEmptyRow fills the three a
    // row needs, admitRow() the protocol version in the notes.
    m_gridTitle->setText(
        tr("Raw results: one row per real run, failed and cancelled runs included. Add row fills in "
           "only %1 (the next free one), %2 (now), %3 (complete) and, in %4, the protocol version in "
           "force: correct them for the run you record.")
            .arg(ResultsGrid::columnTitle(ResultColumn::RunId), ResultsGrid::columnTitle(ResultColumn::DateUtc),
                 ResultsGrid::columnTitle(ResultColumn::RunStatus), ResultsGrid::columnTitle(ResultColumn::Notes)));
    m_pages->setTabText(ProtocolPage, tr("1. Protocol"));
    m_pages->setTabText(GridPage, tr("2. Results grid"));
    m_pages->setTabText(CostPage, tr("3. Package cost"));
    m_pinPackage->setText(tr("Pin package to rows"));
    m_pinPackage->setToolTip(tr("Copies the package chosen on the Package cost page (GPU model, duration, lots, lot "
                                "price and snapshot) into the selected rows, one undo step. A CPU dry run never "
                                "carries a tariff."));
    m_pinAction->setText(tr("Pin the calculator's package to these rows"));
    updateGridTotal();
    updateGuide();
}

void QualityCostTab::showPage(Page page)
{
    m_pages->setCurrentIndex(page);
}

void QualityCostTab::updateGuide()
{
    const QualityProtocol &protocol = m_protocol->protocol();
    const ResultsGrid &grid = m_grid->model()->grid();
    const int priced = int(std::count_if(grid.rows().begin(), grid.rows().end(),
                                         [](const ResultRow &row) { return !row[ResultColumn::GpuId].isEmpty(); }));
    QString next;
    if (!protocol.isFixed())
        next = tr("Next: fill in the protocol and fix it (1. Protocol), before any result.");
    else if (grid.rowCount() == 0)
        next = tr("Next: add one row per real run (2. Results grid): from the last measurement, from a report, or "
                  "typed.");
    else if (priced == 0)
        next = tr("Next: choose a package (3. Package cost), then pin it to the rows it paid for (2. Results grid, "
                  "Pin package to rows).");
    else
        next = tr("%n row(s) pinned to a package: the unit cost is on 3. Package cost (Use grid total).", nullptr,
                  priced);
    m_guide->setText(tr("The order of the work: fix the protocol, record every run, then price the package.") + u' '
                     + next);
}

bool QualityCostTab::pinPackageToSelectedRows()
{
    const std::optional<PackageCost> &package = m_cost->cost();
    Status pinned = package ? Status()
                            : Status(Error{tr("No package to pin: choose the GPU model, duration and lots on the "
                                              "Package cost page first.")});
    const QList<int> rows = m_grid->selectedSourceRows();
    if (pinned)
        pinned = m_grid->model()->pinPackage(rows, *package);
    if (!pinned) {
        m_grid->messageLabel()->setText(pinned.error());
        return false;
    }
    m_grid->messageLabel()->setText(tr("Pinned package %1 (%2 days, lots: %3) to %n row(s).", nullptr, int(rows.size()))
                                        .arg(package->tariff.gpuId)
                                        .arg(package->tariff.durationDays)
                                        .arg(package->request.lots));
    return true;
}

void QualityCostTab::updateGridTotal()
{
    m_cost->gridChanged();
}

void QualityCostTab::updateGridReferences()
{
    std::optional<QStringList> versions;
    if (m_store)
        versions = m_protocol->protocol().versionShas();
    m_grid->model()->setReferences({m_cost->catalog(), m_protocol->protocolToSave().fields(), versions});
}

void QualityCostTab::setReportStore(ReportStore store)
{
    m_store = std::move(store);
    updateGridReferences();
}

Status QualityCostTab::admitRow(ResultRow &row) const
{
    const QualityProtocol &protocol = m_protocol->protocol();
    if (!protocol.isFixed())
        return Error{tr("No result row before the protocol is fixed: fill in the quality protocol and click Fix "
                        "first. A result recorded before it is not pre-registered.")};
    row[ResultColumn::Notes] = notesWithProtocolVersion(row[ResultColumn::Notes], protocol.currentSha256());
    return {};
}

bool QualityCostTab::addReportRow(const MeasurementReport &report, const std::optional<PackageCost> &tariff,
                                  const QString &path, const QString &expectedSha256, const QString &host)
{
    const Result<ResultRow> row = reportRow(report, tariff, path, expectedSha256, host);
    if (!row) {
        m_grid->messageLabel()->setText(row.error());
        return false;
    }
    return m_grid->addRow(*row);
}

Result<ResultRow> QualityCostTab::reportRow(const MeasurementReport &report, const std::optional<PackageCost> &tariff,
                                            const QString &path, const QString &expectedSha256, const QString &host)
{
    ResultRow row = resultRowFromReport(report, m_grid->model()->grid().nextRunId(), tariff);
    if (!host.isEmpty())
        noteRemoteHost(row, host);
    // Refused before the report is copied: nothing is stored for a row that cannot be added.
    ResultRow probe = row;
    Status allowed = admitRow(probe);
    if (allowed)
        allowed = admitReports(m_grid->model()->grid(),
                               {{QFileInfo(path).fileName(), expectedSha256, report.config.isCpuDryRun()}},
                               tariff.has_value());
    if (!allowed)
        return allowed.failure();
    QString fileName = QFileInfo(path).fileName();
    QString sha = expectedSha256;
    if (m_store && !path.isEmpty()) {
        auto stored = m_store(path, expectedSha256);
        if (!stored)
            return stored.failure();
        row[ResultColumn::MeasurementFile] = stored->cell;
        fileName = QFileInfo(stored->cell).fileName();
        sha = stored->sha256;
    }
    if (!sha.isEmpty()) {
        const QString trace = reportTraceNote(fileName, sha);
        QString &notes = row[ResultColumn::Notes];
        notes = notes.isEmpty() ? trace : joinNotes(trace, notes);
    }
    return row;
}

bool QualityCostTab::hasUnsavedChanges() const
{
    return m_grid->isModified() || m_protocol->isModified();
}

void QualityCostTab::showProtocolText()
{
    const QString suffix = m_language == u"en"_s ? QString() : u"."_s + m_language;
    QFile file(u":/iteragpu/protocole-qualite"_s + suffix + u".md"_s);
    if (!file.exists())
        file.setFileName(u":/iteragpu/protocole-qualite.md"_s);
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Quality protocol"));
    auto *browser = new QTextBrowser(&dialog);
    if (file.open(QIODevice::ReadOnly))
        browser->setMarkdown(QString::fromUtf8(file.readAll()));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog.resize(700, 600);
    giveButtonsAccelerators(&dialog);
    dialog.exec();
}

void QualityCostTab::setLastMeasurement(const MeasurementRunResult &result, const QString &host)
{
    // A run without a report file (refused, or its report not written) is not a run of the grid.
    if (!result.reportWritten())
        return;
    m_lastMeasurement = result;
    m_lastMeasurementHost = host;
    m_addFromMeasurement->setEnabled(true);
}

bool QualityCostTab::addRowFromLastMeasurement()
{
    if (!m_lastMeasurement)
        return false;
    const MeasurementReport &report = m_lastMeasurement->report;
    std::optional<PackageCost> tariff;
    if (!TariffChoiceDialog::ask(this, m_cost->cost(), report.config.isCpuDryRun(),
                                 QFileInfo(report.config.output).fileName(), &tariff))
        return false;
    // The hash of the report as it is on disk now (read back once: a report is a few KiB), so that
    // this row's notes cite it as a row from an opened report does; an unreadable file gets none.
    QString sha256;
    if (auto bytes = readFileBytes(report.config.output, kMaxReportBytes))
        sha256 = sha256Hex(*bytes);
    return addReportRow(report, tariff, report.config.output, sha256, m_lastMeasurementHost);
}

void QualityCostTab::setReportLibrary(const ReportLibrary *library)
{
    m_library = library;
}

void QualityCostTab::fillReportMenu()
{
    m_reportMenu->clear();
    const QList<const ReportLibrary::Entry *> reports
        = m_library ? m_library->measurements() : QList<const ReportLibrary::Entry *>();
    for (const ReportLibrary::Entry *entry : reports) {
        const int id = entry->id;
        m_reportMenu->addAction(ReportView::title(entry->report), this, [this, id] {
            if (const ReportLibrary::Entry *e = m_library->entry(id))
                addRowFromReport(e->report, e->path);
        });
    }
    if (reports.isEmpty())
        m_reportMenu->addAction(tr("(no measurement report open)"))->setEnabled(false);
    m_reportMenu->addSeparator();
    m_reportMenu->addAction(tr("Open a report file…"), this, &QualityCostTab::openReportRequested);
}

bool QualityCostTab::addRowFromReport(const LoadedReport &loaded, const QString &path)
{
    if (!loaded.isMeasurement())
        return false;
    std::optional<PackageCost> tariff;
    if (!TariffChoiceDialog::ask(this, m_cost->cost(), loaded.measurement().report.config.isCpuDryRun(),
                                 loaded.fileName, &tariff))
        return false;
    return addRowFromReport(loaded, tariff, path);
}

bool QualityCostTab::addRowFromReport(const LoadedReport &loaded, const std::optional<PackageCost> &tariff,
                                      const QString &path)
{
    if (!loaded.isMeasurement())
        return false;
    if (!m_store || path.isEmpty()) { // cited where it is: its own file name and hash, as when it was read
        const ReportCandidate candidate{loaded.fileName, loaded.sha256,
                                        loaded.measurement().report.config.isCpuDryRun()};
        if (Status allowed = admitReports(m_grid->model()->grid(), {candidate}, tariff.has_value()); !allowed) {
            m_grid->messageLabel()->setText(allowed.error());
            return false;
        }
        return m_grid->addRow(resultRowFromOpenedReport(loaded, m_grid->model()->grid().nextRunId(), tariff));
    }
    return addReportRow(loaded.measurement().report, tariff, path, loaded.sha256, QString());
}

int QualityCostTab::addRowsFromSweep(const QString &indexPath)
{
    const auto index = readSweepIndex(indexPath);
    const auto reports = index ? readSweepReports(indexPath, *index) : Result<QList<LoadedReport>>(index.failure());
    if (!reports) {
        plainWarning(this, tr("Sweep not added"), reports.error());
        return 0;
    }
    if (reports->isEmpty()) {
        plainWarning(this, tr("Sweep not added"), tr("No point of this sweep wrote a report."));
        return 0;
    }
    // All or nothing, under the rule `iteragpu experiment add` applies to the same reports; before
    // the tariff is asked for (the points share one device, so a dry run's rows are never priced).
    QList<ReportCandidate> candidates;
    for (const LoadedReport &loaded : *reports)
        candidates.append({loaded.fileName, loaded.sha256, loaded.measurement().report.config.isCpuDryRun()});
    if (Status allowed = admitReports(m_grid->model()->grid(), candidates, false); !allowed) {
        plainWarning(this, tr("Sweep not added"), allowed.error());
        return 0;
    }
    std::optional<PackageCost> tariff;
    const bool dryRun = reports->first().measurement().report.config.isCpuDryRun();
    const QString label = tr("%n point(s) of the sweep", "", int(reports->size()));
    if (!dryRun && !TariffChoiceDialog::ask(this, m_cost->cost(), false, label, &tariff))
        return 0;
    // Every row made (each report stored) before any is added: the grid gets them all at once, one
    // undo step and one check of the grid.
    const QDir folder = QFileInfo(indexPath).dir();
    QList<ResultRow> rows;
    for (const LoadedReport &loaded : *reports) {
        const QString path = folder.filePath(loaded.fileName);
        Result<ResultRow> row = m_store
            ? reportRow(loaded.measurement().report, tariff, path, loaded.sha256, QString())
            : Result<ResultRow>(resultRowFromOpenedReport(loaded, m_grid->model()->grid().nextRunId(), tariff));
        if (!row) {
            plainWarning(this, tr("Sweep not added"), row.error());
            return 0;
        }
        rows.append(*row);
    }
    if (!m_grid->addRows(rows)) {
        plainWarning(this, tr("Sweep not added"), m_grid->messageLabel()->text());
        return 0;
    }
    return int(rows.size());
}

Status QualityCostTab::exportCostJson(const QString &path) const
{
    return m_cost->cost() ? writePackageCost(path, *m_cost->cost(), ExistingFile::Replace)
                          : Status(Error{tr("No valid package cost to export.")});
}

const ResultsGrid &QualityCostTab::grid() const
{
    return m_grid->model()->grid();
}

QualityProtocol QualityCostTab::protocolToSave() const
{
    return m_protocol->protocolToSave();
}

const std::optional<PackageCost> &QualityCostTab::packageCost() const
{
    return m_cost->cost();
}

const QList<GridProblem> &QualityCostTab::gridProblems() const
{
    return m_grid->model()->problems();
}

} // namespace IteraGpu::Ui
