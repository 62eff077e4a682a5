// MainWindow, continued: how each tab is wired to the window, the others and the controllers
// (split from mainwindow.cpp by job, unchanged).
#include "ui/mainwindow.h"

#include "core/experiment/experiment.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "ui/common/languagemanager.h"
#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/comparisoncandidates.h"
#include "ui/environment/environmenttab.h"
#include "ui/estimate/estimatetab.h"
#include "ui/estimate/planpanel.h"
#include "ui/experiment/experimentcommands.h"
#include "ui/experiment/experimentsession.h"
#include "ui/filecommands.h"
#include "ui/helpview.h"
#include "ui/measure/measurementcontroller.h"
#include "ui/measure/measuretab.h"
#include "ui/measure/sweeppanel.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/recoverymanager.h"
#include "ui/recoveryprompt.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/reportview.h"
#include "ui/windowactions.h"
#include "version.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

void MainWindow::wireEstimateTab()
{
    PlanPanel *plan = m_estimate->planPanel();
    plan->setReportLibrary(m_reports);
    if (m_quality)
        plan->setCatalog(m_quality->costPanel()->catalog());
    // A chosen row sets the calculator; the Estimate tab stays shown, the status bar says so.
    connect(plan, &PlanPanel::packageChosen, this, [this](const QString &gpuId, int days) {
        if (qualityCostTab()->costPanel()->choosePackage(gpuId, days))
            statusBar()->showMessage(
                tr("Quality and cost calculator set to %1 for %n day(s).", nullptr, days).arg(displaySafe(gpuId, 40)),
                5000);
    });
}

void MainWindow::wireEnvironmentTab()
{
    m_environment->setBackendPath(m_backendPath);
    // One "where" for both tabs: the environment describes the machine the measurement runs on.
    m_environment->remoteBox()->setChoice(m_where);
    connect(m_environment, &EnvironmentTab::probed, this, [this] {
        if (m_measure && m_environment->report())
            m_measure->applyProbe(*m_environment->report(), m_environment->machine());
    });
    // "Check remote" on this tab read the remote's devices: the Measure form takes them too.
    connect(m_environment->remoteBox(), &RemoteHostBox::remoteChecked, this,
            [this](const EnvironmentReport &environment, const QString &machine) {
                if (m_measure)
                    m_measure->applyProbe(environment, machine);
            });
}

void MainWindow::wireMeasureTab()
{
    m_measure->setReportLibrary(m_reports);
    m_measure->setBackendPath(m_backendPath);
    m_measure->remoteBox()->setChoice(m_where);
    if (m_environment && m_environment->report())
        m_measure->applyProbe(*m_environment->report(), m_environment->machine());
    connect(m_measure, &MeasureTab::openReportRequested, m_files, &FileCommands::openReportDialog);
    connect(m_measure, &MeasureTab::compareRequested, this, &MainWindow::showComparison);
    connect(m_measure, &MeasureTab::measurementFinished, this, &MainWindow::updateComparisonCandidates);
    connect(m_measure->sweepPanel(), &SweepPanel::compareRequested, this,
            [this](const QStringList &paths) { openAndCompare(paths); });
    connect(m_measure->sweepPanel(), &SweepPanel::addToGridRequested, this, [this](const QString &indexPath) {
        if (const int added = qualityCostTab()->addRowsFromSweep(indexPath); added > 0)
            statusBar()->showMessage(tr("%n row(s) added to the results grid from the sweep.", "", added), 5000);
    });
    connect(m_measure->reportView(), &ReportView::addRowRequested, this, [this](int id) {
        if (const ReportLibrary::Entry *entry = m_reports->entry(id);
            entry && qualityCostTab()->addRowFromReport(entry->report))
            statusBar()->showMessage(tr("Row added to the results grid from %1.").arg(entry->report.fileName), 5000);
    });
    connect(m_measure, &MeasureTab::measurementFinished, this, [this](const MeasurementRunResult &result) {
        if (m_quality)
            m_quality->setLastMeasurement(result, m_measure->lastRunHost());
    });
    connect(m_measure, &MeasureTab::running, this, [this](bool running) {
        if (!running)
            return;
        const bool sweep = m_measure->sweepPanel()->isRunning();
        if (m_where->isRemote())
            statusBar()->showMessage(
                (sweep ? tr("Sweep running on %1 over SSH…") : tr("Measurement running on %1 over SSH…"))
                    .arg(sshHostLabel(m_where->target().destination)));
        else
            statusBar()->showMessage(sweep ? tr("Sweep running: each point a new iteragpu measure process…")
                                           : tr("Measurement running on the worker thread…"));
    });
    // A sweep ends without a measurement result: the running line gives way to the end's.
    connect(m_measure->sweepPanel(), &SweepPanel::sweepFinished, this,
            [this] { statusBar()->showMessage(tr("Sweep ended; the Measure tab says how."), 5000); });
    connect(m_measure, &MeasureTab::measurementFinished, this, [this](const MeasurementRunResult &result) {
        using Kind = MeasurementRunResult::Kind;
        switch (result.kind) {
        case Kind::Refused: statusBar()->showMessage(tr("Measurement refused"), 10000); break;
        case Kind::NotWritten: statusBar()->showMessage(tr("Measurement report not written"), 10000); break;
        case Kind::Complete: statusBar()->showMessage(tr("Measurement complete"), 10000); break;
        case Kind::Failed: statusBar()->showMessage(tr("Measurement failed part-way"), 10000); break;
        case Kind::Cancelled: statusBar()->showMessage(tr("Measurement cancelled"), 10000); break;
        }
    });
}

QCoro::Task<> MainWindow::openAndCompare(QStringList paths)
{
    QPointer<MainWindow> self(this);
    QCoro::Task<> opening = openReports(std::move(paths)); // named: see MeasureTab::run
    co_await std::move(opening);
    if (self)
        showComparison();
}

void MainWindow::wireQualityCostTab()
{
    // "Which package holds it" plans against the calculator's catalog.
    connect(m_quality->costPanel(), &CostPanel::catalogChanged, this, [this] {
        if (m_estimate)
            m_estimate->planPanel()->setCatalog(m_quality->costPanel()->catalog());
    });
    if (m_estimate)
        m_estimate->planPanel()->setCatalog(m_quality->costPanel()->catalog());
    m_quality->setReportLibrary(m_reports);
    m_quality->setLanguage(m_languages->effectiveLanguage());
    if (m_measure && m_measure->lastResult())
        m_quality->setLastMeasurement(*m_measure->lastResult(), m_measure->lastRunHost());
    connect(m_quality, &QualityCostTab::openReportRequested, m_files, &FileCommands::openReportDialog);

    ResultsGridModel *grid = m_quality->gridPanel()->model();
    QUndoStack *undo = grid->undoStack();
    connect(undo, &QUndoStack::canUndoChanged, m_actions->undo, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_actions->redo, &QAction::setEnabled);
    m_actions->undo->setEnabled(undo->canUndo());
    m_actions->redo->setEnabled(undo->canRedo());

    // Through recovery(): the manager changes with the experiment the window works on.
    const auto writeNow = [this] { recovery()->writeNow(); };
    connect(grid, &QAbstractItemModel::dataChanged, this, [this] { recovery()->scheduleWrite(); });
    connect(grid, &QAbstractItemModel::rowsInserted, this, writeNow);
    connect(grid, &QAbstractItemModel::rowsRemoved, this, writeNow);
    connect(undo, &QUndoStack::cleanChanged, this, writeNow);
    connect(m_quality->gridPanel(), &ResultsGridPanel::fileChanged, this, writeNow);
    connect(m_quality->gridPanel(), &ResultsGridPanel::fileChanged, this, &MainWindow::updateTitle);
    connect(undo, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    ProtocolPanel *protocol = m_quality->protocolPanel();
    connect(protocol, &ProtocolPanel::modifiedChanged, this, &MainWindow::updateTitle);
    connect(protocol, &ProtocolPanel::modifiedChanged, this, writeNow);
    connect(protocol, &ProtocolPanel::edited, this, [this](bool structural) {
        if (structural)
            recovery()->writeNow();
        else
            recovery()->scheduleWrite();
    });
    if (m_experiment->isOpen())
        m_quality->setReportStore(
            [this](const QString &path, const QString &sha) { return m_experiment->storeReport(path, sha); });
}

MainWindow::~MainWindow() = default;

} // namespace IteraGpu::Ui
