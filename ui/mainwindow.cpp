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
#include "ui/experiment/startstrip.h"
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
#include <QTabBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace { } // namespace

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_tabs(new QTabWidget(this))
    , m_where(new RemoteHostChoice(this))
    , m_backendStatus(plainLabel(new QLabel(this)))
    , m_reports(new ReportLibrary(this))
    , m_actions(new WindowActions(this, *languages, kTabCount))
    , m_files(new FileCommands(this))
    , m_experiment(new ExperimentSession(this))
    , m_experimentCommands(new ExperimentCommands(this, m_experiment))
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
    m_backendStatus->setObjectName(u"backendStatus"_s);
    statusBar()->addPermanentWidget(m_backendStatus);

    QSettings settings;
    m_backendPath = settings.value(SettingsKeys::backendPath).toString();
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
            wireEstimateTab();
        }
        break;
    case Tab::Environment:
        if (!m_environment) {
            built = m_environment = new EnvironmentTab(moduleWorker(), page);
            wireEnvironmentTab();
        }
        break;
    case Tab::Measure:
        if (!m_measure) {
            built = m_measure = new MeasureTab(moduleWorker(), page);
            wireMeasureTab();
        }
        break;
    case Tab::QualityCost:
        if (!m_quality) {
            built = m_quality = new QualityCostTab(page);
            wireQualityCostTab();
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
        connect(m_moduleWorker, &MeasurementController::backendLoaded, this,
                [this](const QString &requestedPath, const QString &location) {
                    m_loadedBackendRequest = requestedPath;
                    m_loadedBackend = location;
                    showBackendStatus();
                });
    }
    return m_moduleWorker;
}

void MainWindow::connectActions()
{
    connect(m_actions->newExperiment, &QAction::triggered, m_experimentCommands,
            [this] { m_experimentCommands->newExperiment(); });
    connect(m_actions->openExperiment, &QAction::triggered, m_experimentCommands,
            &ExperimentCommands::openExperimentDialog);
    connect(m_actions->saveExperiment, &QAction::triggered, m_experimentCommands, &ExperimentCommands::save);
    connect(m_actions->closeExperiment, &QAction::triggered, m_experimentCommands,
            &ExperimentCommands::closeExperiment);
    connect(m_actions->recentExperiments, &QMenu::aboutToShow, this,
            [this] { m_experimentCommands->fillRecentMenu(m_actions->recentExperiments); });
    connect(m_actions->openGrid, &QAction::triggered, m_files, &FileCommands::openGrid);
    connect(m_actions->openReport, &QAction::triggered, m_files, &FileCommands::openReportDialog);
    connect(m_actions->compare, &QAction::triggered, this, &MainWindow::showComparison);
    connect(m_actions->saveGrid, &QAction::triggered, m_files, &FileCommands::saveGrid);
    connect(m_actions->saveGridAs, &QAction::triggered, m_files, &FileCommands::saveGridAs);
    connect(m_actions->openProtocol, &QAction::triggered, m_files, &FileCommands::openProtocol);
    connect(m_actions->saveProtocol, &QAction::triggered, m_files, &FileCommands::saveProtocol);
    connect(m_actions->openCatalog, &QAction::triggered, m_files, &FileCommands::openCatalog);
    connect(m_actions->exportCost, &QAction::triggered, m_files, &FileCommands::exportCost);
    connect(m_actions->exportBundle, &QAction::triggered, m_files, &FileCommands::exportBundle);
    connect(m_actions->chooseBackend, &QAction::triggered, this, &MainWindow::chooseBackend);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->undo, &QAction::triggered, this,
            [this] { qualityCostTab()->gridPanel()->model()->undoStack()->undo(); });
    connect(m_actions->redo, &QAction::triggered, this,
            [this] { qualityCostTab()->gridPanel()->model()->undoStack()->redo(); });
    connect(m_actions->recentGrids, &QMenu::aboutToShow, this, [this] {
        FileCommands::fillRecentMenu(m_actions->recentGrids, SettingsKeys::recentGrids,
                                     [this](const QString &path) { m_files->openRecentGrid(path); });
    });
    connect(m_actions->recentReports, &QMenu::aboutToShow, this, [this] {
        FileCommands::fillRecentMenu(m_actions->recentReports, SettingsKeys::recentReports,
                                     [this](const QString &path) { openReports({path}); });
    });
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
    showRecoveryState();
    showBackendStatus();
}

void MainWindow::showBackendStatus()
{
    // Which file the default search found is known only once a module loaded: then it is named.
    // A long path is shortened in its middle (the file name stays), so that the status bar never
    // widens the window; the tooltip has it whole.
    const QString loaded = QDir::toNativeSeparators(m_loadedBackend);
    if (!m_loadedBackend.isEmpty() && m_loadedBackendRequest.isEmpty())
        m_backendStatus->setText(
            tr("Torch backend: %1 (found by the default search)")
                .arg(m_backendStatus->fontMetrics().elidedText(
                    loaded, Qt::ElideMiddle, 50 * m_backendStatus->fontMetrics().averageCharWidth())));
    else if (m_backendPath.isEmpty())
        m_backendStatus->setText(tr("Torch backend: default search (nothing loaded yet)"));
    else
        m_backendStatus->setText(tr("Torch backend: %1").arg(QFileInfo(m_backendPath).fileName()));
    m_backendStatus->setToolTip(m_loadedBackend.isEmpty() ? QString() : tr("Loaded: %1").arg(loaded));
}

void MainWindow::chooseBackend()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the torch backend module"), m_backendPath,
                                                      tr("Shared libraries (*.so);;All files (*)"));
    if (path.isEmpty())
        return;
    m_backendPath = path;
    m_loadedBackend.clear(); // the module loaded so far is not the one chosen now
    m_loadedBackendRequest.clear();
    QSettings().setValue(SettingsKeys::backendPath, path);
    if (m_environment)
        m_environment->setBackendPath(path);
    if (m_measure)
        m_measure->setBackendPath(path);
    retranslate();
    statusBar()->showMessage(tr("The backend is loaded on the next probe or measurement."), 5000);
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
        m_comparison->select(initialComparisonSelection(*m_reports, lastRun()));
    }
    m_comparison->show();
    m_comparison->raise();
    m_comparison->activateWindow();
    return m_comparison;
}

std::optional<MeasurementRunResult> MainWindow::lastRun() const
{
    return m_measure ? m_measure->lastResult() : std::nullopt;
}

void MainWindow::updateComparisonCandidates()
{
    if (m_comparison)
        m_comparison->setCandidates(comparisonCandidates(*m_reports, lastRun()));
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
    if (m_quality && m_experiment->isOpen()
        && !m_experimentCommands->saveOrDiscard(tr("Unsaved changes"),
                                                tr("The experiment has unsaved changes. Save them before quitting?"))) {
        event->ignore();
        return;
    }
    if (m_quality && !m_experiment->isOpen() && !m_files->saveOrDiscardBeforeQuit(m_quality)) {
        event->ignore();
        return;
    }
    if (m_measure && m_measure->isRunning()) {
        const auto answer = plainQuestion(this, tr("Measurement running"),
                                          tr("A measurement is running. Cancel it and quit? The phases measured "
                                             "so far are written with status cancelled."));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_measure->cancel();
    }
    QSettings settings;
    settings.setValue(SettingsKeys::windowGeometry, saveGeometry());
    settings.setValue(SettingsKeys::windowState, saveState(SettingsKeys::windowStateVersion));
    settings.setValue(SettingsKeys::currentTab, m_tabs->currentIndex());
    m_experimentCommands->rememberWindowState();
    m_experiment->close();
    if (m_recovery) { // else this session wrote nothing, and left a crashed one's work alone
        m_recovery->discard(); // saved, or discarded by the user's answer
        m_recovery->waitForWrites();
    }
    event->accept();
}

} // namespace IteraGpu::Ui
