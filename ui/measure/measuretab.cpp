#include "ui/measure/measuretab.h"

#include "core/measure/phaseplan.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/settings.h"
#include "ui/measure/measureform.h"
#include "ui/measure/measurementcontroller.h"
#include "ui/measure/shownrunbox.h"
#include "ui/measure/sweeppanel.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/remote/remotemeasurementcontroller.h"
#include "ui/run/phasetablemodel.h"
#include "ui/run/reportview.h"
#include "ui/run/runfacts.h"
#include "ui/widgets/scrollpage.h"
#include "ui/widgets/wraplabel.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// The link of "Use cpu (dry run)" in the status line.
QString useCpuLink()
{
    return u"iteragpu:use-cpu"_s;
}

} // namespace

MeasureTab::MeasureTab(MeasurementController *local, QWidget *parent)
    : QWidget(parent)
    , m_controller(local ? local : new MeasurementController(this))
    , m_remoteController(new RemoteMeasurementController(this))
    , m_remote(new RemoteHostBox(this))
    , m_scope(new WrapLabel(this))
    , m_form(new MeasureForm(this))
    , m_run(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new WrapLabel(this))
    , m_shownRun(new ShownRunBox(this))
    , m_sweep(new SweepPanel(m_form, this))
    , m_mode(new QComboBox(this))
    , m_modes(new QStackedWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    setObjectName(u"measureTab"_s);
    m_run->setObjectName(u"run"_s);
    m_cancel->setObjectName(u"cancel"_s);
    m_status->setObjectName(u"measureStatus"_s);
    for (QLabel *label : {m_scope, m_status})
        label->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse
                                      | Qt::LinksAccessibleByKeyboard);
    m_cancel->setEnabled(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1); // in the buttons' row: the height goes to the results
    buttons->addWidget(m_mode);

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

    // The status has a fixed height of four lines (it scrolls beyond): nothing below it moves when
    // it grows from one line to four as a run goes.
    auto *statusArea = new QScrollArea(this);
    statusArea->setObjectName(u"measureStatusArea"_s);
    statusArea->setFrameShape(QFrame::NoFrame);
    statusArea->setWidgetResizable(true);
    statusArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    statusArea->setWidget(m_status);
    statusArea->setFixedHeight(kStatusLines * m_status->fontMetrics().lineSpacing() + 2 * m_status->margin() + 4);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_remote);
    layout->addLayout(buttons);
    layout->addWidget(statusArea);
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
    connect(m_status, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link != useCpuLink() || isRunning())
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
    connect(m_remoteController, &RemoteMeasurementController::cancelStep, this,
            [this](RemoteCancel, const QString &line) { setLiveStatus([line] { return line.toHtmlEscaped(); }); });
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
        m_progress->setRange(0, sweeping ? 0 : 1);
        m_progress->setValue(0);
        m_progress->setFormat(QString());
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
    if (isRunning() && m_liveStatus)
        m_status->setText(m_liveStatus());
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

void MeasureTab::setLiveStatus(std::function<QString()> text)
{
    m_liveStatus = std::move(text);
    m_status->setText(m_liveStatus());
}

bool MeasureTab::resultsStale() const
{
    return m_shownRun->isLiveStale();
}

void MeasureTab::updateStale()
{
    if (!m_shownConfig || isRunning())
        return;
    // The output file aside: a new name is suggested after each run.
    const std::optional<MeasurementConfig> now = m_form->readConfig(false);
    const MeasurementConfig &shown = *m_shownConfig;
    const QString host = m_remote->isRemote() ? sshHostLabel(m_remote->choice()->destination()) : QString();
    const bool same = now && now->device == shown.device && now->batch == shown.batch && now->context == shown.context
        && now->width == shown.width && now->hidden == shown.hidden && now->dtype == shown.dtype
        && now->warmup == shown.warmup && now->repeats == shown.repeats && now->seed == shown.seed
        && host == m_shownHost;
    const QString where = m_shownHost.isEmpty() ? tr("this computer") : m_shownHost;
    m_shownRun->setLiveStale(
        !same,
        same ? QString()
             : tr("Stale: the table and charts below show the last run (%1, %2 on %3), not the configuration "
                  "now in the form. Run again to measure it.")
                   .arg(shown.device, ReportView::configText(shown), where));
    m_status->setEnabled(same || m_shownRun->shownReport() != ShownRunBox::kThisWindowsRun || showsSweepMode());
}

void MeasureTab::updateModeControls()
{
    const bool sweepPage = m_mode->currentIndex() == 1 && !m_singleRunning;
    m_run->setVisible(!sweepPage);
    m_cancel->setVisible(!sweepPage);
    m_form->setSweepMode(sweepPage);
    // The bar belongs to what the page runs: the single run's figure is not shown on the sweep's.
    m_progress->setTextVisible(!sweepPage);
    if (sweepPage && !m_sweeping)
        m_progress->setValue(m_progress->minimum());
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
    setLiveStatus([phase, index] {
        return index > 0 ? tr("Running %1, repeat %2…").arg(phaseLabel(phase)).arg(index)
                         : tr("Running %1…").arg(phaseLabel(phase));
    });
}

void MeasureTab::rowsFinished(const QList<PhaseRow> &rows)
{
    m_shownRun->appendLiveRows(rows);
    // QProgressBar::setValue() repaints at once; painted with the rest of the batch instead.
    const PhaseTableModel *model = m_shownRun->liveModel();
    m_progress->setUpdatesEnabled(false);
    m_progress->setValue(model->rowCount());
    m_progress->setFormat(RunFacts::progressFormat(model->rows(), m_plannedRepeats));
    m_progress->setUpdatesEnabled(true); // schedules one update
}

bool MeasureTab::showsSweepMode() const
{
    // A single run going on keeps its own line, in either mode.
    return m_mode->currentIndex() == 1 && !m_controller->isRunning() && !m_remoteController->isRunning();
}

QString MeasureTab::sweepStatusText() const
{
    if (m_sweeping)
        return tr("Sweep running: each point is a new iteragpu measure process; the points appear below as they "
                  "end.");
    const QString ended = m_sweep->statusLabel()->text();
    if (!ended.isEmpty())
        return tr("Sweep: %1").arg(ended.toHtmlEscaped().replace(u'\n', u"<br>"_s));
    return tr("Sweep mode: the form's configuration is measured at each value of one field chosen below, each point "
              "a new iteragpu measure process. The last single run stays under \"%1\".")
        .arg(singleRunTitle().toHtmlEscaped());
}

void MeasureTab::showRunStatus()
{
    if (showsSweepMode()) {
        m_status->setEnabled(true);
        m_status->setText(sweepStatusText());
        return;
    }
    if (isRunning())
        return;
    // The top line speaks of what is shown: an opened report is not this window's run.
    if (m_shownRun->shownReport() != ShownRunBox::kThisWindowsRun) {
        m_status->setEnabled(true);
        m_status->setText(
            tr("Showing an opened report, read-only: %1. This window's own run is under \"%2\" in "
               "Showing.")
                .arg(m_shownRun->shownTitle().toHtmlEscaped(), ShownRunBox::thisWindowsRunTitle().toHtmlEscaped()));
        return;
    }
    updateStale();
    if (!m_lastResult) {
        m_status->clear();
        return;
    }
    QString text = runStatusText(*m_lastResult, m_lastOutput);
    if (!m_lastHost.isEmpty() && m_lastResult->kind != MeasurementRunResult::Kind::Refused)
        text += u"<br>"_s
            + tr("Measured on %1 over SSH; its report there: %2.")
                  .arg(m_lastHost.toHtmlEscaped(), m_lastRemoteOutput.toHtmlEscaped());
    if (m_lastResult->kind != MeasurementRunResult::Kind::Refused)
        text += u"<br>"_s + RunFacts::threadCount(m_lastResult->report.environment).toHtmlEscaped();
    // A GPU device refused: one click to a protocol dry run on the CPU (while the form still names it).
    if (m_lastResult->kind == MeasurementRunResult::Kind::Refused && m_lastResult->field == FieldKey::device
        && m_form->deviceBox()->currentText().trimmed() != u"cpu"_s)
        text += u"<br><a href=\"%1\">%2</a> "_s.arg(useCpuLink(), tr("Use cpu (dry run)"))
            + tr("(checks the protocol's steps on this CPU; no GPU figure)");
    m_status->setText(text);
}

void MeasureTab::cancel()
{
    if (!isRunning())
        return;
    m_cancelling = true;
    m_cancel->setEnabled(false); // one cancel at a time; the next run enables it again
    setLiveStatus([] { return tr("Cancelling after the current forward…"); });
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
