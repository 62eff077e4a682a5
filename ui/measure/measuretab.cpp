#include "ui/measure/measuretab.h"

#include "core/measure/phaseplan.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/settings.h"
#include "ui/measure/measureform.h"
#include "ui/measure/measurementcontroller.h"
#include "ui/measure/runstatusline.h"
#include "ui/measure/shownrunbox.h"
#include "ui/measure/sweeppanel.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/remote/remotemeasurementcontroller.h"
#include "ui/run/phasetablemodel.h"
#include "ui/widgets/scrollpage.h"
#include "ui/widgets/wraplabel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

MeasureTab::MeasureTab(MeasurementController *local, QWidget *parent)
    : QWidget(parent)
    , m_controller(local ? local : new MeasurementController(this))
    , m_remoteController(new RemoteMeasurementController(this))
    , m_remote(new RemoteHostBox(this))
    , m_scope(new WrapLabel(this))
    , m_form(new MeasureForm(this))
    , m_run(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_statusLine(new RunStatusLine(this))
    , m_shownRun(new ShownRunBox(this))
    , m_sweep(new SweepPanel(m_form, this))
    , m_mode(new QComboBox(this))
    , m_modes(new QStackedWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    setObjectName(u"measureTab"_s);
    m_run->setObjectName(u"run"_s);
    m_cancel->setObjectName(u"cancel"_s);
    m_scope->setWordWrap(true);
    m_cancel->setEnabled(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_statusLine->bar(), 1); // in the buttons' row: the height goes to the results
    buttons->addWidget(m_mode, 0, Qt::AlignRight); // its own width, at the right, bar or no bar

    // The left column scrolls (the form, then the scope's caveats: every field and its button come
    // first, within reach in a small window); the results never do, so that a small window still
    // shows the phase table and a chart.
    auto *formColumn = new QWidget(this);
    auto *formLayout = new QVBoxLayout(formColumn);
    formLayout->setContentsMargins(0, 0, 0, 0);
    formLayout->addWidget(m_form);
    formLayout->addWidget(m_scope);
    m_splitter->setObjectName(u"measureSplitter"_s);
    QSplitter *top = m_splitter;
    top->addWidget(new ScrollPage(formColumn, this));
    top->setChildrenCollapsible(false);
    m_modes->setObjectName(u"measureModes"_s);
    m_mode->setObjectName(u"measureMode"_s);
    m_mode->addItem(QString());
    m_mode->addItem(QString());
    // A stack chosen in the buttons' row: the shown run keeps all the height it had.
    m_modes->addWidget(m_shownRun);
    m_modes->addWidget(new ScrollPage(m_sweep, this));
    top->addWidget(m_modes);
    // Two fifths for the form as the window grows (a long output path shows whole at 1920 wide).
    top->setStretchFactor(0, 2);
    top->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_remote);
    layout->addLayout(buttons);
    layout->addWidget(m_statusLine->area());
    layout->addWidget(top, 1);
    if (const QByteArray state = QSettings().value(SettingsKeys::measureSplitter).toByteArray(); !state.isEmpty())
        m_splitterRestored = top->restoreState(state);
    connect(top, &QSplitter::splitterMoved, this,
            [this] { QSettings().setValue(SettingsKeys::measureSplitter, m_splitter->saveState()); });

    connect(m_form, &MeasureForm::configurationChanged, this, [this](bool valid) {
        if (!isRunning())
            m_run->setEnabled(valid);
        updateStale();
    });
    connect(m_shownRun, &ShownRunBox::shownChanged, this, [this] {
        if (!isRunning())
            showRunStatus();
    });
    connect(m_run, &QPushButton::clicked, this, [this] { run(); });
    connect(m_mode, &QComboBox::currentIndexChanged, m_modes, &QStackedWidget::setCurrentIndex);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &MeasureTab::showRunStatus);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &MeasureTab::updateModeControls);
    connect(m_sweep, &SweepPanel::sweepFinished, this, &MeasureTab::showRunStatus);
    connect(m_cancel, &QPushButton::clicked, this, &MeasureTab::cancel);
    // The one link of the status: "Use cpu (dry run)" after a refused device.
    connect(m_statusLine, &RunStatusLine::useCpuRequested, this, [this] {
        if (isRunning())
            return;
        m_form->useCpuDryRun();
        showRunStatus();
    });
    connect(m_shownRun, &ShownRunBox::openReportRequested, this, &MeasureTab::openReportRequested);
    connect(m_shownRun, &ShownRunBox::compareRequested, this, &MeasureTab::compareRequested);
    // A run here and a run over SSH fill the same table and charts.
    for (RunController *runner :
         {static_cast<RunController *>(m_controller), static_cast<RunController *>(m_remoteController)}) {
        connect(runner, &RunController::phaseStarted, this, &MeasureTab::phaseStarted);
        connect(runner, &RunController::rowsFinished, this, &MeasureTab::rowsFinished);
    }
    // Plain text: the host name in the line is the user's, shown as typed.
    connect(
        m_remoteController, &RemoteMeasurementController::cancelStep, this,
        [this](RemoteCancel, const QString &line) { m_statusLine->setLive([line] { return line.toHtmlEscaped(); }); });
    connect(m_remote, &RemoteHostBox::remoteChecked, this, &MeasureTab::applyProbe);
    connect(m_remote, &RemoteHostBox::changed, this, [this] {
        m_form->setMachine(m_remote->choice()->machineKey());
        m_form->setRemote(m_remote->isRemote());
        updateStale();
    });
    // A sweep holds the form and the place as a run does; a run holds the sweep's Run.
    connect(m_sweep, &SweepPanel::running, this, [this](bool sweeping) {
        m_sweeping = sweeping;
        // A sweep's points are not known in advance (doubling, bisect): the bar says it is busy
        // while it runs, and shows no single run's figure once it has ended.
        m_statusLine->setSweeping(sweeping);
        showRunStatus();
        m_run->setEnabled(!sweeping && m_form->readConfig(false).has_value());
        m_remote->setBusy(sweeping);
        Q_EMIT running(sweeping);
    });
    m_sweep->setRemoteBox(m_remote);
    m_form->setMachine(m_remote->choice()->machineKey());
    m_form->setRemote(m_remote->isRemote());
    retranslate();
}

QLineEdit *MeasureTab::field(const QString &objectName) const
{
    return m_form->field(objectName);
}

QLabel *MeasureTab::statusLabel() const
{
    return m_statusLine->label();
}

QProgressBar *MeasureTab::progressBar() const
{
    return m_statusLine->bar();
}

QComboBox *MeasureTab::deviceBox() const
{
    return m_form->deviceBox();
}

QComboBox *MeasureTab::dtypeBox() const
{
    return m_form->dtypeBox();
}

QLabel *MeasureTab::deviceNote() const
{
    return m_form->deviceNote();
}

QLabel *MeasureTab::predictionLabel() const
{
    return m_form->predictionLabel();
}

PhaseTableModel *MeasureTab::phaseModel() const
{
    return m_shownRun->liveModel();
}

PhaseCharts *MeasureTab::charts() const
{
    return m_shownRun->liveCharts();
}

ReportView *MeasureTab::reportView() const
{
    return m_shownRun->reportView();
}

QComboBox *MeasureTab::shownBox() const
{
    return m_shownRun->shownBox();
}

void MeasureTab::setReportLibrary(ReportLibrary *library)
{
    m_shownRun->setReportLibrary(library);
}

void MeasureTab::showRun(int reportId)
{
    m_shownRun->showRun(reportId);
}

int MeasureTab::shownReport() const
{
    return m_shownRun->shownReport();
}

void MeasureTab::applyProbe(const EnvironmentReport &probe, const QString &machine)
{
    m_form->applyProbe(probe, machine);
}

bool MeasureTab::isRunning() const
{
    return m_controller->isRunning() || m_remoteController->isRunning() || m_sweep->isRunning();
}

void MeasureTab::setBackendPath(const QString &path)
{
    m_backendPath = path;
    m_sweep->setBackendPath(path);
}

void MeasureTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// The texts that quote another widget's item are made from the same words, never read from that
// widget: on a language change it may be translated after this tab.
QString MeasureTab::singleRunTitle()
{
    return tr("Single run");
}

void MeasureTab::retranslate()
{
    m_run->setText(tr("R&un"));
    m_cancel->setText(tr("Ca&ncel"));
    m_mode->setItemText(0, singleRunTitle());
    m_mode->setItemText(1, tr("Sweep"));
    m_scope->setText(tr("A synthetic Linear → GELU → Linear: not an LLM, no attention, no KV cache, no gradients. "
                        "Times include host overhead and synchronisation. Counters are this process's caching "
                        "allocator on the chosen device only: allocated is part of reserved (never add them); the two "
                        "peaks are separate maxima (never subtract them)."));
    if (isRunning())
        m_statusLine->retranslate();
    showRunStatus();
    updateStale();
}

void MeasureTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_splitterRestored || event->spontaneous())
        return;
    // First shown without a remembered state: the form gets about 40 % of the width (never less
    // than its fields need), so that a wide window shows a long output path whole.
    m_splitterRestored = true;
    const int total = m_splitter->width();
    const int form = std::max(m_splitter->widget(0)->minimumSizeHint().width(), total * 2 / 5);
    m_splitter->setSizes({form, std::max(0, total - form)});
}

bool MeasureTab::resultsStale() const
{
    return m_shownRun->isLiveStale();
}

void MeasureTab::updateStale()
{
    if (isRunning() || !m_shownRun->hasLiveConfig()) // reading the form again would unmark its fields
        return;
    const QString host = m_remote->isRemote() ? sshHostLabel(m_remote->choice()->destination()) : QString();
    const bool same = m_shownRun->checkLiveStale(m_form->readConfig(false), host);
    m_statusLine->label()->setEnabled(same || m_shownRun->shownReport() != ShownRunBox::kThisWindowsRun
                                      || showsSweepMode());
}

void MeasureTab::updateModeControls()
{
    const bool sweepPage = m_mode->currentIndex() == 1 && !m_singleRunning;
    m_run->setVisible(!sweepPage);
    m_cancel->setVisible(!sweepPage);
    m_form->setSweepMode(sweepPage);
    // The bar belongs to what the page runs: the single run's figure is not shown on the sweep's.
    m_statusLine->setFigureShown(!sweepPage, m_sweeping);
}

void MeasureTab::setRunning(bool running)
{
    m_singleRunning = running;
    updateModeControls();
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_form->setBusy(running);
    m_remote->setBusy(running);
    m_sweep->setBusy(running);
    Q_EMIT this->running(running);
}

void MeasureTab::phaseStarted(Phase phase, int index)
{
    if (m_cancelling)
        return; // the cancel's own line stays until the run ends
    m_statusLine->setLive([phase, index] {
        return index > 0 ? tr("Running %1, repeat %2…").arg(phaseLabel(phase)).arg(index)
                         : tr("Running %1…").arg(phaseLabel(phase));
    });
}

void MeasureTab::rowsFinished(const QList<PhaseRow> &rows)
{
    m_shownRun->appendLiveRows(rows);
    m_statusLine->showRows(m_shownRun->liveModel());
}

bool MeasureTab::showsSweepMode() const
{
    // A single run going on keeps its own line, in either mode.
    return m_mode->currentIndex() == 1 && !m_controller->isRunning() && !m_remoteController->isRunning();
}

void MeasureTab::showRunStatus()
{
    if (showsSweepMode()) {
        m_statusLine->label()->setEnabled(true);
        m_statusLine->setText(RunStatusLine::sweepText(m_sweeping, m_sweep->statusLabel()->text(), singleRunTitle()));
        return;
    }
    if (isRunning())
        return;
    // The top line speaks of what is shown: an opened report is not this window's run.
    if (m_shownRun->shownReport() != ShownRunBox::kThisWindowsRun) {
        m_statusLine->label()->setEnabled(true);
        m_statusLine->setText(
            tr("Showing an opened report, read-only: %1. This window's own run is under \"%2\" in "
               "Showing.")
                .arg(m_shownRun->shownTitle().toHtmlEscaped(), ShownRunBox::thisWindowsRunTitle().toHtmlEscaped()));
        return;
    }
    updateStale();
    if (!m_lastResult) {
        m_statusLine->setText({});
        return;
    }
    m_statusLine->setText(RunStatusLine::finishedText(*m_lastResult, m_lastOutput, m_lastHost, m_lastRemoteOutput,
                                                      m_form->deviceBox()->currentText().trimmed() != u"cpu"_s));
}

QCoro::Task<> MeasureTab::run()
{
    if (isRunning())
        co_return;
    const bool remote = m_remote->isRemote();
    const std::optional<SshTarget> target = remote ? m_remote->usableTarget() : std::nullopt;
    if (remote && !target)
        co_return;
    auto config = m_form->readConfig(true);
    if (!config)
        co_return;
    m_mode->setCurrentIndex(0); // a single run fills the single run's page: shown while it runs
    const QString localPath = remote ? m_form->localOutput() : config->output;
    const QString localLabel = remote ? tr("Local copy") : fieldLabel(FieldKey::output);
    if (Status output = checkOutputPath(localPath, localLabel); !output) {
        m_form->showError(output.error(), FieldKey::output);
        co_return;
    }
    m_shownRun->startLiveRun(predictAllocations(*config));
    m_statusLine->startRun(completeRowCount(*config), config->repeats);
    const QString host = remote ? sshHostLabel(target->destination) : QString();
    m_statusLine->setLive([remote, host] {
        return remote ? tr("Connecting to %1 over SSH…").arg(host.toHtmlEscaped())
                      : tr("Loading the libtorch backend…");
    });
    m_shownRun->setLiveConfig(*config, host);
    m_cancelling = false;
    setRunning(true);

    QPointer<MeasureTab> self(this);
    RunController *runner = remote ? static_cast<RunController *>(m_remoteController) : m_controller;
    // Named, not a temporary in the co_await expression: GCC 12 destroys such temporaries twice.
    RunRequest request{*config, m_backendPath, remote ? *target : SshTarget(), remote ? localPath : QString()};
    const MeasurementRunResult result = co_await runner->run(std::move(request));
    if (!self)
        co_return;
    setRunning(false);
    m_statusLine->endRun();
    m_lastResult = result;
    m_lastOutput = localPath;
    m_lastHost = host;
    m_lastRemoteOutput = remote ? config->output : QString();
    if (remote && result.kind == MeasurementRunResult::Kind::Refused && result.field == FieldKey::output)
        m_form->showError(result.message, u"remote_output");
    showRunStatus();
    if (result.reportWritten())
        m_form->suggestOutput();
    m_shownRun->liveRunEnded(result.kind == MeasurementRunResult::Kind::Refused ? nullptr : &result.report,
                             result.reportWritten() ? localPath : QString());
    // A refused run measured nothing: the table is empty, nothing there can be stale.
    if (result.kind == MeasurementRunResult::Kind::Refused)
        m_shownRun->setLiveConfig(std::nullopt);
    updateStale();
    Q_EMIT measurementFinished(result);
}

void MeasureTab::cancel()
{
    if (!isRunning())
        return;
    m_cancelling = true;
    m_cancel->setEnabled(false); // one cancel at a time; the next run enables it again
    m_statusLine->setLive([] { return tr("Cancelling after the current forward…"); });
    m_controller->cancel();
    m_remoteController->cancel();
    m_sweep->cancel();
}

QByteArray MeasureTab::phasesCsv() const
{
    return m_shownRun->livePhasesCsv();
}

Result<QList<BundleImage>> MeasureTab::chartImages()
{
    return m_shownRun->liveChartImages();
}

Status MeasureTab::exportPhaseTable(const QString &path) const
{
    return m_shownRun->exportPhaseTable(path);
}

Status MeasureTab::exportCharts(const QString &folder, QStringList *written)
{
    return m_shownRun->exportCharts(folder, written);
}

} // namespace IteraGpu::Ui
