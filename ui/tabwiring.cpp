#include "ui/tabwiring.h"

#include "core/remote/sshtarget.h"
#include "core/util/displaytext.h"
#include "ui/environment/environmenttab.h"
#include "ui/estimate/estimatetab.h"
#include "ui/estimate/planpanel.h"
#include "ui/filecommands.h"
#include "ui/measure/measuretab.h"
#include "ui/measure/sweeppanel.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/recoverymanager.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/reportview.h"
#include "ui/windowactions.h"
#include "ui/windowparts.h"

#include <QAction>
#include <QPointer>
#include <QStatusBar>
#include <QUndoStack>

namespace IteraGpu::Ui {

TabWiring::TabWiring(WindowParts *parts, RemoteHostChoice *where, WindowActions *actions, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_where(where)
    , m_actions(actions)
{ }

void TabWiring::wireEstimate(EstimateTab *tab)
{
    m_estimate = tab;
    PlanPanel *plan = m_estimate->planPanel();
    plan->setReportLibrary(m_parts->reports());
    if (m_quality)
        plan->setCatalog(m_quality->costPanel()->catalog());
    // A chosen row sets the calculator; the Estimate tab stays shown, the status bar says so.
    connect(plan, &PlanPanel::packageChosen, this, [this](const QString &gpuId, int days) {
        if (m_parts->qualityCostTab()->costPanel()->choosePackage(gpuId, days))
            m_parts->statusLine()->showMessage(
                tr("Quality and cost calculator set to %1 for %n day(s).", nullptr, days).arg(displaySafe(gpuId, 40)),
                5000);
    });
}

void TabWiring::wireEnvironment(EnvironmentTab *tab)
{
    m_environment = tab;
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

QCoro::Task<> TabWiring::addSweepToGrid(QString indexPath)
{
    QPointer<TabWiring> self(this);
    QCoro::Task<int> adding = m_parts->qualityCostTab()->addRowsFromSweep(indexPath);
    const int added = co_await std::move(adding);
    if (self && added > 0)
        m_parts->statusLine()->showMessage(tr("%n row(s) added to the results grid from the sweep.", "", added), 5000);
}

QCoro::Task<> TabWiring::addReportToGrid(int id)
{
    const ReportLibrary::Entry *entry = m_parts->reports()->entry(id);
    if (!entry)
        co_return;
    const QString fileName = entry->report.fileName;
    QPointer<TabWiring> self(this);
    // With its file: in an experiment the report is copied in, as every other way of adding it does.
    QCoro::Task<bool> adding = m_parts->qualityCostTab()->addRowFromReport(entry->report, entry->path);
    if (co_await std::move(adding) && self)
        m_parts->statusLine()->showMessage(tr("Row added to the results grid from %1.").arg(fileName), 5000);
}

void TabWiring::wireMeasure(MeasureTab *tab)
{
    m_measure = tab;
    m_measure->setReportLibrary(m_parts->reports());
    m_measure->remoteBox()->setChoice(m_where);
    if (m_environment && m_environment->report())
        m_measure->applyProbe(*m_environment->report(), m_environment->machine());
    connect(m_measure, &MeasureTab::openReportRequested, m_parts->files(), &FileCommands::openReportDialog);
    connect(m_measure, &MeasureTab::compareRequested, this, &TabWiring::compareRequested);
    connect(m_measure, &MeasureTab::measurementFinished, this, &TabWiring::comparisonCandidatesChanged);
    connect(m_measure->sweepPanel(), &SweepPanel::compareRequested, this, &TabWiring::compareFilesRequested);
    connect(m_measure->sweepPanel(), &SweepPanel::addToGridRequested, this, &TabWiring::addSweepToGrid);
    connect(m_measure->reportView(), &ReportView::addRowRequested, this, &TabWiring::addReportToGrid);
    connect(m_measure, &MeasureTab::measurementFinished, this, [this](const MeasurementRunResult &result) {
        if (m_quality)
            m_quality->setLastMeasurement(result, m_measure->lastRunHost());
    });
    connect(m_measure, &MeasureTab::running, this, [this](bool running) {
        if (!running)
            return;
        const bool sweep = m_measure->sweepPanel()->isRunning();
        if (m_where->isRemote())
            m_parts->statusLine()->showMessage(
                (sweep ? tr("Sweep running on %1 over SSH…") : tr("Measurement running on %1 over SSH…"))
                    .arg(sshHostLabel(m_where->target().destination)));
        else
            m_parts->statusLine()->showMessage(sweep ? tr("Sweep running: each point a new iteragpu measure process…")
                                                     : tr("Measurement running on the worker thread…"));
    });
    // A sweep ends without a measurement result: the running line gives way to the end's.
    connect(m_measure->sweepPanel(), &SweepPanel::sweepFinished, this,
            [this] { m_parts->statusLine()->showMessage(tr("Sweep ended; the Measure tab says how."), 5000); });
    connect(m_measure, &MeasureTab::measurementFinished, this, [this](const MeasurementRunResult &result) {
        using Kind = MeasurementRunResult::Kind;
        switch (result.kind) {
        case Kind::Refused: m_parts->statusLine()->showMessage(tr("Measurement refused"), 10000); break;
        case Kind::NotWritten: m_parts->statusLine()->showMessage(tr("Measurement report not written"), 10000); break;
        case Kind::Complete: m_parts->statusLine()->showMessage(tr("Measurement complete"), 10000); break;
        case Kind::Failed: m_parts->statusLine()->showMessage(tr("Measurement failed part-way"), 10000); break;
        case Kind::Cancelled: m_parts->statusLine()->showMessage(tr("Measurement cancelled"), 10000); break;
        }
    });
}

void TabWiring::wireQualityCost(QualityCostTab *tab)
{
    m_quality = tab;
    // "Which package holds it" plans against the calculator's catalog.
    connect(m_quality->costPanel(), &CostPanel::catalogChanged, this, [this] {
        if (m_estimate)
            m_estimate->planPanel()->setCatalog(m_quality->costPanel()->catalog());
    });
    if (m_estimate)
        m_estimate->planPanel()->setCatalog(m_quality->costPanel()->catalog());
    m_quality->setReportLibrary(m_parts->reports());
    if (m_measure && m_measure->lastResult())
        m_quality->setLastMeasurement(*m_measure->lastResult(), m_measure->lastRunHost());
    connect(m_quality, &QualityCostTab::openReportRequested, m_parts->files(), &FileCommands::openReportDialog);

    ResultsGridModel *grid = m_quality->gridPanel()->model();
    QUndoStack *undo = grid->undoStack();
    connect(undo, &QUndoStack::canUndoChanged, m_actions->undo, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_actions->redo, &QAction::setEnabled);
    m_actions->undo->setEnabled(undo->canUndo());
    m_actions->redo->setEnabled(undo->canRedo());

    // Through recovery(): the manager changes with the experiment the window works on.
    const auto writeNow = [this] { m_parts->recovery()->writeNow(); };
    connect(grid, &QAbstractItemModel::dataChanged, this, [this] { m_parts->recovery()->scheduleWrite(); });
    connect(grid, &QAbstractItemModel::rowsInserted, this, writeNow);
    connect(grid, &QAbstractItemModel::rowsRemoved, this, writeNow);
    connect(undo, &QUndoStack::cleanChanged, this, writeNow);
    connect(m_quality->gridPanel(), &ResultsGridPanel::fileChanged, this, writeNow);
    connect(m_quality->gridPanel(), &ResultsGridPanel::fileChanged, this, &TabWiring::titleChanged);
    connect(undo, &QUndoStack::cleanChanged, this, &TabWiring::titleChanged);
    ProtocolPanel *protocol = m_quality->protocolPanel();
    connect(protocol, &ProtocolPanel::modifiedChanged, this, &TabWiring::titleChanged);
    connect(protocol, &ProtocolPanel::modifiedChanged, this, writeNow);
    connect(protocol, &ProtocolPanel::edited, this, [this](bool structural) {
        if (structural)
            m_parts->recovery()->writeNow();
        else
            m_parts->recovery()->scheduleWrite();
    });
}

} // namespace IteraGpu::Ui
