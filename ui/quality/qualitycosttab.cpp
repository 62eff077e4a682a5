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
#include <QPointer>
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

QCoro::Task<bool> QualityCostTab::addReportRow(ReportSource source, std::optional<PackageCost> tariff, QString host)
{
    QPointer<QualityCostTab> self(this);
    QCoro::Task<Result<QList<ResultRow>>> making = reportRows({std::move(source)}, std::move(tariff), std::move(host));
    const Result<QList<ResultRow>> rows = co_await std::move(making);
    if (!self)
        co_return false;
    if (!rows) {
        m_grid->messageLabel()->setText(rows.error());
        co_return false;
    }
    co_return m_grid->addRow(rows->first());
}

QCoro::Task<Result<QList<ResultRow>>> QualityCostTab::reportRows(QList<ReportSource> sources,
                                                                 std::optional<PackageCost> tariff, QString host)
{
    // Refused before any report is copied: nothing is stored for rows that cannot be added.
    QList<ResultRow> rows;
    QList<ReportCandidate> candidates;
    for (const ReportSource &source : std::as_const(sources)) {
        ResultRow row = resultRowFromReport(source.report, m_grid->model()->grid().nextRunId(), tariff);
        if (!host.isEmpty())
            noteRemoteHost(row, host);
        ResultRow probe = row;
        if (Status allowed = admitRow(probe); !allowed)
            co_return allowed.failure();
        candidates.append({QFileInfo(source.path).fileName(), source.sha256, source.report.config.isCpuDryRun()});
        rows.append(std::move(row));
    }
    if (Status allowed = admitReports(m_grid->model()->grid(), candidates, tariff.has_value()); !allowed)
        co_return allowed.failure();
    QList<StoredReport> stored;
    if (m_store) {
        QList<ReportToStore> toStore;
        for (const ReportSource &source : std::as_const(sources))
            toStore.append({source.path, source.sha256});
        QCoro::Task<Result<QList<StoredReport>>> storing = m_store(std::move(toStore));
        Result<QList<StoredReport>> written = co_await std::move(storing);
        if (!written)
            co_return written.failure();
        stored = std::move(*written);
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QString fileName = QFileInfo(sources.at(i).path).fileName();
        QString sha = sources.at(i).sha256;
        if (i < stored.size()) {
            rows[i][ResultColumn::MeasurementFile] = stored.at(i).cell;
            fileName = QFileInfo(stored.at(i).cell).fileName();
            sha = stored.at(i).sha256;
        }
        if (!sha.isEmpty()) {
            const QString trace = reportTraceNote(fileName, sha);
            QString &notes = rows[i][ResultColumn::Notes];
            notes = notes.isEmpty() ? trace : joinNotes(trace, notes);
        }
    }
    co_return rows;
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

QCoro::Task<bool> QualityCostTab::addRowFromLastMeasurement()
{
    if (!m_lastMeasurement)
        co_return false;
    const MeasurementReport report = m_lastMeasurement->report;
    const QString host = m_lastMeasurementHost;
    std::optional<PackageCost> tariff;
    if (!TariffChoiceDialog::ask(this, m_cost->cost(), report.config.isCpuDryRun(),
                                 QFileInfo(report.config.output).fileName(), &tariff))
        co_return false;
    // An experiment's store hashes what it stores. Otherwise the row cites the report as it is on
    // disk now, read back once off the GUI thread (a report is a few KiB); an unreadable file gets
    // no hash.
    QString sha256;
    if (!m_store) {
        QCoro::Task<std::optional<QString>> hashing = m_reads.start([path = report.config.output](const JobContext &) {
            auto bytes = readFileBytes(path, kMaxReportBytes);
            return bytes ? sha256Hex(*bytes) : QString();
        });
        const std::optional<QString> hashed = co_await std::move(hashing);
        if (!hashed)
            co_return false; // the tab is gone
        sha256 = *hashed;
    }
    QCoro::Task<bool> adding = addReportRow({report, report.config.output, sha256}, tariff, host);
    co_return co_await std::move(adding);
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
                addRowFromReport(e->report, e->path); // resumes by itself
        });
    }
    if (reports.isEmpty())
        m_reportMenu->addAction(tr("(no measurement report open)"))->setEnabled(false);
    m_reportMenu->addSeparator();
    m_reportMenu->addAction(tr("Open a report file…"), this, &QualityCostTab::openReportRequested);
}

QCoro::Task<bool> QualityCostTab::addRowFromReport(LoadedReport loaded, QString path)
{
    if (!loaded.isMeasurement())
        co_return false;
    std::optional<PackageCost> tariff;
    if (!TariffChoiceDialog::ask(this, m_cost->cost(), loaded.measurement().report.config.isCpuDryRun(),
                                 loaded.fileName, &tariff))
        co_return false;
    QCoro::Task<bool> adding = addRowFromReport(std::move(loaded), std::move(tariff), std::move(path));
    co_return co_await std::move(adding);
}

QCoro::Task<bool> QualityCostTab::addRowFromReport(LoadedReport loaded, std::optional<PackageCost> tariff, QString path)
{
    if (!loaded.isMeasurement())
        co_return false;
    if (!m_store || path.isEmpty()) { // cited where it is: its own file name and hash, as when it was read
        const ReportCandidate candidate{loaded.fileName, loaded.sha256,
                                        loaded.measurement().report.config.isCpuDryRun()};
        if (Status allowed = admitReports(m_grid->model()->grid(), {candidate}, tariff.has_value()); !allowed) {
            m_grid->messageLabel()->setText(allowed.error());
            co_return false;
        }
        co_return m_grid->addRow(resultRowFromOpenedReport(loaded, m_grid->model()->grid().nextRunId(), tariff));
    }
    QCoro::Task<bool> adding
        = addReportRow({loaded.measurement().report, path, loaded.sha256}, std::move(tariff), QString());
    co_return co_await std::move(adding);
}

QCoro::Task<int> QualityCostTab::addRowsFromSweep(QString indexPath)
{
    // The index and every report it lists are read and hashed off the GUI thread.
    QCoro::Task<std::optional<Result<QList<LoadedReport>>>> reading
        = m_reads.start([indexPath](const JobContext &) -> Result<QList<LoadedReport>> {
              const auto index = readSweepIndex(indexPath);
              if (!index)
                  return index.failure();
              return readSweepReports(indexPath, *index);
          });
    const std::optional<Result<QList<LoadedReport>>> read = co_await std::move(reading);
    if (!read)
        co_return 0; // the tab is gone
    const Result<QList<LoadedReport>> &reports = *read;
    if (!reports) {
        plainWarning(this, tr("Sweep not added"), reports.error());
        co_return 0;
    }
    if (reports->isEmpty()) {
        plainWarning(this, tr("Sweep not added"), tr("No point of this sweep wrote a report."));
        co_return 0;
    }
    // All or nothing, under the rule `iteragpu experiment add` applies to the same reports; before
    // the tariff is asked for (the points share one device, so a dry run's rows are never priced).
    QList<ReportCandidate> candidates;
    for (const LoadedReport &loaded : *reports)
        candidates.append({loaded.fileName, loaded.sha256, loaded.measurement().report.config.isCpuDryRun()});
    if (Status allowed = admitReports(m_grid->model()->grid(), candidates, false); !allowed) {
        plainWarning(this, tr("Sweep not added"), allowed.error());
        co_return 0;
    }
    std::optional<PackageCost> tariff;
    const bool dryRun = reports->first().measurement().report.config.isCpuDryRun();
    const QString label = tr("%n point(s) of the sweep", "", int(reports->size()));
    if (!dryRun && !TariffChoiceDialog::ask(this, m_cost->cost(), false, label, &tariff))
        co_return 0;
    // Every row made (each report stored, in one job) before any is added: the grid gets them all
    // at once, one undo step and one check of the grid.
    QList<ResultRow> rows;
    if (m_store) {
        const QDir folder = QFileInfo(indexPath).dir();
        QList<ReportSource> sources;
        for (const LoadedReport &loaded : *reports)
            sources.append({loaded.measurement().report, folder.filePath(loaded.fileName), loaded.sha256});
        QPointer<QualityCostTab> self(this);
        QCoro::Task<Result<QList<ResultRow>>> making = reportRows(std::move(sources), tariff, QString());
        Result<QList<ResultRow>> made = co_await std::move(making);
        if (!self)
            co_return 0;
        if (!made) {
            plainWarning(this, tr("Sweep not added"), made.error());
            co_return 0;
        }
        rows = std::move(*made);
    } else {
        for (const LoadedReport &loaded : *reports)
            rows.append(resultRowFromOpenedReport(loaded, m_grid->model()->grid().nextRunId(), tariff));
    }
    if (!m_grid->addRows(rows)) {
        plainWarning(this, tr("Sweep not added"), m_grid->messageLabel()->text());
        co_return 0;
    }
    co_return int(rows.size());
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
