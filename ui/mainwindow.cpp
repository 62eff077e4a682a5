#include "ui/mainwindow.h"

#include "core/experiment/experiment.h"
#include "core/util/displaytext.h"
#include "generated/version.h"
#include "ui/backendstatus.h"
#include "ui/common/languagemanager.h"
#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/comparisoncandidates.h"
#include "ui/environment/environmenttab.h"
#include "ui/estimate/estimatetab.h"
#include "ui/experiment/experimentcommands.h"
#include "ui/experiment/experimentsession.h"
#include "ui/experiment/startstrip.h"
#include "ui/filecommands.h"
#include "ui/helpview.h"
#include "ui/measure/measurementcontroller.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/recoveryprompt.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"
#include "ui/tabwiring.h"
#include "ui/windowactions.h"
#include "ui/windowrecovery.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_tabs(new QTabWidget(this))
    , m_where(new RemoteHostChoice(this))
    , m_reports(new ReportLibrary(this))
    , m_actions(new WindowActions(this, *languages, kTabCount))
    , m_files(new FileCommands(this))
    , m_experiment(new ExperimentSession(this))
    , m_experimentCommands(new ExperimentCommands(this, m_experiment))
    , m_wiring(new TabWiring(this, m_where, m_actions, this))
    , m_recovery(new WindowRecovery(this, m_experiment, statusBar(), this))
    , m_backendStatus(new BackendStatus(statusBar()))
{
    setObjectName(u"mainWindow"_s);
    m_tabs->setObjectName(u"tabs"_s);
    // Each tab is built when it is first shown or asked for: the first frame builds one of four
    // (docs/ARCHITECTURE.md, "Window behaviour").
    for (int i = 0; i < kTabCount; ++i) {
        auto *page = new QWidget;
        auto *layout = new QVBoxLayout(page);
        layout->setContentsMargins(0, 0, 0, 0);
        m_tabs->addTab(page, QString());
    }
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) { buildTab(Tab(index)); });
    // Without an experiment, the window says where to start, beside the tabs (no height taken from
    // a small window).
    m_start = new StartStrip(m_actions->newExperiment, m_actions->openExperiment, m_actions->openReport, m_tabs);
    m_tabs->setCornerWidget(m_start, Qt::TopRightCorner);
    setCentralWidget(m_tabs);
    connect(m_experiment, &ExperimentSession::changed, this, [this] { m_start->setVisible(!m_experiment->isOpen()); });
    setAcceptDrops(true);
    connect(m_reports, &ReportLibrary::openFinished, m_files, &FileCommands::reportsOpened);
    connect(m_reports, &ReportLibrary::added, this, &MainWindow::updateComparisonCandidates);
    connect(m_reports, &ReportLibrary::removed, this, &MainWindow::updateComparisonCandidates);
    connect(m_reports, &ReportLibrary::loadingChanged, this, [this](bool loading) {
        if (loading)
            statusBar()->showMessage(tr("Reading reports in the background…"));
    });
    connect(m_wiring, &TabWiring::compareRequested, this, &MainWindow::showComparison);
    connect(m_wiring, &TabWiring::compareFilesRequested, this,
            [this](const QStringList &paths) { openAndCompare(paths); });
    connect(m_wiring, &TabWiring::comparisonCandidatesChanged, this, &MainWindow::updateComparisonCandidates);
    connect(m_wiring, &TabWiring::titleChanged, this, &MainWindow::updateTitle);
    connect(m_backendStatus, &BackendStatus::pathChosen, this, [this](const QString &path) {
        if (m_environment)
            m_environment->setBackendPath(path);
        if (m_measure)
            m_measure->setBackendPath(path);
    });

    QSettings settings;
    connectActions();
    m_actions->closeExperiment->setEnabled(false);
    // Every tab's layout holds from 1024×640 (tests/tst_layout.cpp), unless the screen is smaller.
    setMinimumSize(QSize(1024, 640).boundedTo(screen()->availableGeometry().size()));
    // The first start (or a layout from an older release) fits the screen it opens on.
    if (!restoreGeometry(settings.value(SettingsKeys::windowGeometry).toByteArray()))
        resize(QSize(1200, 800).boundedTo(screen()->availableGeometry().size()));
    restoreState(settings.value(SettingsKeys::windowState).toByteArray(), SettingsKeys::windowStateVersion);
    const int current = qBound(0, settings.value(SettingsKeys::currentTab, 0).toInt(), kTabCount - 1);
    m_tabs->setCurrentIndex(current);
    buildTab(Tab(current)); // index 0 emits no currentChanged
    retranslate();
}

EstimateTab *MainWindow::estimateTab()
{
    buildTab(Tab::Estimate);
    return m_estimate;
}

EnvironmentTab *MainWindow::environmentTab()
{
    buildTab(Tab::Environment);
    return m_environment;
}

MeasureTab *MainWindow::measureTab()
{
    buildTab(Tab::Measure);
    return m_measure;
}

QualityCostTab *MainWindow::qualityCostTab()
{
    buildTab(Tab::QualityCost);
    return m_quality;
}

void MainWindow::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

MainWindow::Tab MainWindow::currentTab() const
{
    return Tab(m_tabs->currentIndex());
}

void MainWindow::buildTab(Tab tab)
{
    QWidget *page = m_tabs->widget(int(tab));
    QWidget *built = nullptr;
    switch (tab) {
    case Tab::Estimate:
        if (!m_estimate) {
            built = m_estimate = new EstimateTab(page);
            m_wiring->wireEstimate(m_estimate);
        }
        break;
    case Tab::Environment:
        if (!m_environment) {
            built = m_environment = new EnvironmentTab(moduleWorker(), page);
            m_environment->setBackendPath(m_backendStatus->path());
            m_wiring->wireEnvironment(m_environment);
        }
        break;
    case Tab::Measure:
        if (!m_measure) {
            built = m_measure = new MeasureTab(moduleWorker(), page);
            m_measure->setBackendPath(m_backendStatus->path());
            m_wiring->wireMeasure(m_measure);
        }
        break;
    case Tab::QualityCost:
        if (!m_quality) {
            built = m_quality = new QualityCostTab(page);
            m_quality->setLanguage(m_languages->effectiveLanguage());
            m_wiring->wireQualityCost(m_quality);
            connectReportStore();
        }
        break;
    }
    if (!built)
        return;
    // A tab built while its page is shown is laid out at the page's size before it is painted,
    // not one event later (QLayout shows new children with a queued call).
    page->layout()->addWidget(built);
    page->layout()->activate();
    if (page->isVisible())
        built->show();
}

MeasurementController *MainWindow::moduleWorker()
{
    if (!m_moduleWorker) {
        m_moduleWorker = new MeasurementController(this);
        connect(m_moduleWorker, &MeasurementController::backendLoaded, m_backendStatus, &BackendStatus::setLoaded);
    }
    return m_moduleWorker;
}

void MainWindow::connectActions()
{
    m_files->connectActions(m_actions);
    m_experimentCommands->connectActions(m_actions);
    connect(m_actions->compare, &QAction::triggered, this, &MainWindow::showComparison);
    connect(m_actions->chooseBackend, &QAction::triggered, this, [this] { m_backendStatus->choose(this); });
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->undo, &QAction::triggered, this,
            [this] { qualityCostTab()->gridPanel()->model()->undoStack()->undo(); });
    connect(m_actions->redo, &QAction::triggered, this,
            [this] { qualityCostTab()->gridPanel()->model()->undoStack()->redo(); });
    connect(m_actions->addRow, &QAction::triggered, this, [this] {
        showTab(Tab::QualityCost);
        qualityCostTab()->showPage(QualityCostTab::GridPage);
        qualityCostTab()->gridPanel()->addEmptyRow();
    });
    // Alt+1..4: the tab, and the keyboard's focus on its tab (a visible focus mark; Tab goes on into it).
    for (qsizetype i = 0; i < m_actions->showTab.size(); ++i) {
        connect(m_actions->showTab.at(i), &QAction::triggered, this, [this, i] {
            m_tabs->setCurrentIndex(int(i));
            m_tabs->tabBar()->setFocus(Qt::ShortcutFocusReason);
        });
    }
    for (QAction *action : m_actions->languages->actions())
        connect(action, &QAction::triggered, this, [this, action] { setLanguage(action->data().toString()); });
    connect(m_actions->help, &QAction::triggered, this, &MainWindow::showHelp);
    connect(m_actions->about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::setLanguage(const QString &language)
{
    m_languages->setLanguage(language);
    QSettings().setValue(SettingsKeys::language, m_languages->language());
    m_actions->checkLanguage(m_languages->language());
    if (m_quality)
        m_quality->setLanguage(m_languages->effectiveLanguage());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    updateTitle();
    m_tabs->setTabText(0, tr("E&stimate"));
    m_tabs->setTabText(1, tr("E&nvironment"));
    m_tabs->setTabText(2, tr("&Measure"));
    m_tabs->setTabText(3, tr("&Quality and cost"));
    m_actions->retranslate();
    m_experimentCommands->retranslate();
    m_recovery->showState();
}

HelpView *MainWindow::showHelp()
{
    if (!m_help) {
        m_help = new HelpView(this);
        connect(m_tabs, &QTabWidget::currentChanged, m_help,
                [this](int index) { m_help->setTopic(HelpView::Topic(index)); });
    }
    m_help->setTopic(HelpView::Topic(m_tabs->currentIndex()));
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
    return m_help;
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About IteraGPU Lab"),
        tr("<h3>IteraGPU Lab %1</h3><p>Prepare an honest, reproducible GPU experiment before renting GPUs.</p>"
           "<p>Qt %2 (built with %3). The libtorch backend is loaded at run time: see the Environment tab for its "
           "version.</p><p>MIT licence. Qt is used under the LGPL v3; libtorch under its BSD-style licence.</p>")
            .arg(QStringLiteral(ITERAGPU_VERSION), QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)));
}

QCoro::Task<> MainWindow::openReports(QStringList paths)
{
    co_await m_reports->open(std::move(paths));
}

ComparisonWindow *MainWindow::showComparison()
{
    if (!m_comparison) {
        m_comparison = new ComparisonWindow(this);
        updateComparisonCandidates();
        m_comparison->select(
            initialComparisonSelection(*m_reports, m_measure ? m_measure->lastResult() : std::nullopt));
    }
    m_comparison->show();
    m_comparison->raise();
    m_comparison->activateWindow();
    return m_comparison;
}

void MainWindow::updateComparisonCandidates()
{
    if (m_comparison)
        m_comparison->setCandidates(
            comparisonCandidates(*m_reports, m_measure ? m_measure->lastResult() : std::nullopt));
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && std::all_of(urls.begin(), urls.end(), [](const QUrl &url) { return url.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        paths.append(url.toLocalFile());
    event->acceptProposedAction();
    openReports(paths);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_mayClose && !m_closing) {
        // Ends here when nothing needed waiting for (no save, no window.json): closed at once.
        m_inCloseEvent = true;
        closeWhenSaved();
        m_inCloseEvent = false;
    }
    if (!m_mayClose) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(SettingsKeys::windowGeometry, saveGeometry());
    settings.setValue(SettingsKeys::windowState, saveState(SettingsKeys::windowStateVersion));
    settings.setValue(SettingsKeys::currentTab, m_tabs->currentIndex());
    m_experiment->waitForJobs(); // written already: closeWhenSaved awaited them
    m_experiment->close();
    m_recovery->close();
    event->accept();
}

QCoro::Task<> MainWindow::closeWhenSaved()
{
    m_closing = true;
    QPointer<MainWindow> self(this);
    QCoro::Task<bool> settling = m_experimentCommands->settleBeforeQuit();
    bool mayClose = co_await std::move(settling);
    if (!self)
        co_return;
    if (mayClose && m_measure && m_measure->isRunning()) {
        mayClose = plainQuestion(this, tr("Measurement running"),
                                 tr("A measurement is running. Cancel it and quit? The phases measured so far are "
                                    "written with status cancelled."))
            == QMessageBox::Yes;
        if (mayClose)
            m_measure->cancel();
    }
    m_closing = false;
    m_mayClose = mayClose;
    if (mayClose && !m_inCloseEvent)
        close();
}

QCoro::Task<> MainWindow::openAndCompare(QStringList paths)
{
    QPointer<MainWindow> self(this);
    QCoro::Task<> opening = openReports(std::move(paths)); // named: see MeasureTab::run
    co_await std::move(opening);
    if (self)
        showComparison();
}

void MainWindow::connectReportStore()
{
    if (m_quality && m_experiment->isOpen())
        m_quality->setReportStore([this](QList<QualityCostTab::ReportToStore> reports) {
            return m_experiment->storeReports(std::move(reports));
        });
    else if (m_quality)
        m_quality->setReportStore({});
}

void MainWindow::experimentShown()
{
    connectReportStore();
    m_actions->closeExperiment->setEnabled(m_experiment->isOpen());
    updateTitle();
    if (m_recovery->follow()) // each experiment's left-over work is offered once
        offerRecovery();
}

QCoro::Task<> MainWindow::start(QStringList arguments)
{
    QPointer<MainWindow> self(this);
    const FileCommands::StartFiles files = FileCommands::startFiles(arguments);
    if (!files.error.isEmpty())
        statusBar()->showMessage(files.error, 10000);
    const QString &folder = files.experimentFolder;
    if (!folder.isEmpty()) {
        QCoro::Task<bool> opening = m_experimentCommands->openExperiment(folder);
        co_await std::move(opening);
    } else {
        QCoro::Task<> reopening = m_experimentCommands->reopenLast();
        co_await std::move(reopening);
    }
    if (!self)
        co_return;
    if (!m_experiment->isOpen() && m_recovery->offerOnce()) // else experimentShown() offered the experiment's own
        offerRecovery();
    if (!files.reports.isEmpty())
        openReports(files.reports);
}

RecoveryManager *MainWindow::recovery()
{
    return m_recovery->manager();
}

QCoro::Task<> MainWindow::offerRecovery()
{
    return Ui::offerRecovery(this);
}

void MainWindow::restoreRecovery(const RecoverySnapshot &snapshot)
{
    Ui::restoreRecovery(this, snapshot);
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt puts the modified mark.
    const QString grid = m_quality ? m_quality->gridPanel()->filePath() : QString();
    if (m_experiment->isOpen()) {
        const Experiment &e = m_experiment->experiment();
        const QString name = e.index.title.isEmpty() ? QFileInfo(e.folder).fileName() : e.index.title;
        setWindowTitle(tr("%1[*] — %2 — IteraGPU Lab").arg(displaySafe(name, 80), QFileInfo(e.folder).fileName()));
    } else {
        setWindowTitle(grid.isEmpty() ? tr("IteraGPU Lab") + u"[*]"_s
                                      : tr("%1[*] — IteraGPU Lab").arg(QFileInfo(grid).fileName()));
    }
    setWindowModified(m_quality && m_quality->hasUnsavedChanges());
}

MainWindow::~MainWindow() = default;

} // namespace IteraGpu::Ui
