#include "mainwindow.h"

#include "bundleexport.h"
#include "common/defaultfilenames.h"
#include "common/exportfeedback.h"
#include "common/languagemanager.h"
#include "common/settings.h"
#include "device/backendloader.h"
#include "environment/environmenttab.h"
#include "estimate/estimatetab.h"
#include "helpview.h"
#include "measure/measuretab.h"
#include "quality/costpanel.h"
#include "quality/protocolpanel.h"
#include "quality/qualitycosttab.h"
#include "quality/resultsgridmodel.h"
#include "quality/resultsgridpanel.h"
#include "recoverymanager.h"
#include "remote/remotehostbox.h"
#include "remote/remotehostchoice.h"
#include "reports/comparisonwindow.h"
#include "reports/reportlibrary.h"
#include "run/reportview.h"
#include "util/displaytext.h"
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
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

constexpr int kRecentFiles = 8;

void rememberRecent(const QString &key, const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(key).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue(key, recent.mid(0, kRecentFiles));
}

// Fills `menu` with the paths remembered under `key`, each calling `open`.
void fillRecentMenu(QMenu *menu, const QString &key, const std::function<void(const QString &)> &open)
{
    menu->clear();
    const QStringList recent = QSettings().value(key).toStringList();
    for (const QString &path : recent)
        menu->addAction(path, menu, [open, path] { open(path); });
    if (recent.isEmpty())
        menu->addAction(MainWindow::tr("(none)"))->setEnabled(false);
}

} // namespace

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_tabs(new QTabWidget(this))
    , m_where(new RemoteHostChoice(this))
    , m_backendStatus(new QLabel(this))
    , m_reports(new ReportLibrary(this))
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
    setCentralWidget(m_tabs);
    setAcceptDrops(true);
    connect(m_reports, &ReportLibrary::openFinished, this, &MainWindow::reportsOpened);
    connect(m_reports, &ReportLibrary::added, this, &MainWindow::updateComparisonCandidates);
    connect(m_reports, &ReportLibrary::removed, this, &MainWindow::updateComparisonCandidates);
    connect(m_reports, &ReportLibrary::loadingChanged, this, [this](bool loading) {
        if (loading)
            statusBar()->showMessage(tr("Reading reports in the background…"));
    });
    statusBar()->addPermanentWidget(m_backendStatus);

    QSettings settings;
    m_backendPath = settings.value(SettingsKeys::backendPath).toString();
    createMenus();
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
        if (!m_estimate)
            built = m_estimate = new EstimateTab(page);
        break;
    case Tab::Environment:
        if (!m_environment) {
            built = m_environment = new EnvironmentTab(page);
            wireEnvironmentTab();
        }
        break;
    case Tab::Measure:
        if (!m_measure) {
            built = m_measure = new MeasureTab(page);
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

void MainWindow::wireEnvironmentTab()
{
    m_environment->setBackendPath(m_backendPath);
    // One "where" for both tabs: the environment describes the machine the measurement runs on.
    m_environment->remoteBox()->setChoice(m_where);
    connect(m_environment, &EnvironmentTab::probed, this, [this] {
        if (m_measure && m_environment->report())
            m_measure->applyProbe(*m_environment->report());
    });
}

void MainWindow::wireMeasureTab()
{
    m_measure->setReportLibrary(m_reports);
    m_measure->setBackendPath(m_backendPath);
    m_measure->remoteBox()->setChoice(m_where);
    if (m_environment && m_environment->report())
        m_measure->applyProbe(*m_environment->report());
    connect(m_measure, &MeasureTab::openReportRequested, this, &MainWindow::openReportDialog);
    connect(m_measure, &MeasureTab::compareRequested, this, &MainWindow::showComparison);
    connect(m_measure, &MeasureTab::measurementFinished, this, &MainWindow::updateComparisonCandidates);
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
        if (running && m_where->isRemote())
            statusBar()->showMessage(
                tr("Measurement running on %1 over SSH…").arg(sshHostLabel(m_where->target().destination)));
        else if (running)
            statusBar()->showMessage(tr("Measurement running on the worker thread…"));
    });
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

void MainWindow::wireQualityCostTab()
{
    m_quality->setReportLibrary(m_reports);
    m_quality->setLanguage(m_languages->effectiveLanguage());
    if (m_measure && m_measure->lastResult())
        m_quality->setLastMeasurement(*m_measure->lastResult(), m_measure->lastRunHost());
    connect(m_quality, &QualityCostTab::openReportRequested, this, &MainWindow::openReportDialog);

    ResultsGridModel *grid = m_quality->gridPanel()->model();
    QUndoStack *undo = grid->undoStack();
    connect(undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    m_undoAction->setEnabled(undo->canUndo());
    m_redoAction->setEnabled(undo->canRedo());

    RecoveryManager *recovery = this->recovery();
    connect(grid, &QAbstractItemModel::dataChanged, recovery, &RecoveryManager::scheduleWrite);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(grid, signal, recovery, &RecoveryManager::writeNow);
    connect(undo, &QUndoStack::cleanChanged, recovery, &RecoveryManager::writeNow);
    connect(m_quality->gridPanel(), &ResultsGridPanel::fileChanged, recovery, &RecoveryManager::writeNow);
    connect(m_quality->gridPanel(), &ResultsGridPanel::fileChanged, this, &MainWindow::updateTitle);
    connect(undo, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    ProtocolPanel *protocol = m_quality->protocolPanel();
    connect(protocol, &ProtocolPanel::modifiedChanged, this, &MainWindow::updateTitle);
    connect(protocol, &ProtocolPanel::modifiedChanged, recovery, &RecoveryManager::writeNow);
    connect(protocol, &ProtocolPanel::edited, recovery, [recovery](bool structural) {
        if (structural)
            recovery->writeNow();
        else
            recovery->scheduleWrite();
    });
}

RecoveryManager *MainWindow::recovery()
{
    // Made on first need, at the latest by offerRecovery() just after the first frame: it takes a
    // lock file and reads what a crashed session left, file work the first frame does not show.
    if (!m_recovery)
        watchForRecovery();
    return m_recovery;
}

void MainWindow::watchForRecovery()
{
    m_recovery = new RecoveryManager(
        RecoveryManager::defaultFolder(), [this] { return unsavedWork(); }, this);
    connect(m_recovery, &RecoveryManager::writeFailed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Crash recovery cannot keep your unsaved work: %1").arg(message), 10000);
    });
}

RecoverySnapshot MainWindow::unsavedWork() const
{
    RecoverySnapshot snapshot;
    if (!m_quality)
        return snapshot; // nothing can have been typed into a tab never built
    const ResultsGridPanel *grid = m_quality->gridPanel();
    snapshot.gridModified = grid->isModified();
    if (snapshot.gridModified) {
        snapshot.grid = grid->model()->grid();
        snapshot.gridPath = grid->filePath();
    }
    const ProtocolPanel *protocol = m_quality->protocolPanel();
    snapshot.protocolModified = protocol->isModified();
    if (snapshot.protocolModified) {
        snapshot.protocol = protocol->protocol();
        snapshot.typedFields = protocol->typedFields();
        snapshot.amendmentReason = protocol->reasonEdit()->text();
    }
    return snapshot;
}

void MainWindow::offerRecovery()
{
    RecoveryManager *recovery = this->recovery();
    if (!recovery->leftOverError().isEmpty()) {
        QMessageBox::warning(this, tr("Crash recovery"),
                             tr("The unsaved work of the last session cannot be read back: %1\n\nThe file is "
                                "left as it is.")
                                 .arg(recovery->leftOverError()));
        return;
    }
    const auto &leftOver = recovery->leftOver();
    if (!leftOver)
        return;
    QStringList parts;
    if (leftOver->gridModified)
        parts.append(tr("the results grid (%n row(s))", nullptr, leftOver->grid.rowCount()));
    if (leftOver->protocolModified)
        parts.append(tr("the quality protocol"));
    QMessageBox box(QMessageBox::Question, tr("Crash recovery"),
                    tr("IteraGPU Lab was not closed properly. Unsaved work from %1 (UTC) was kept: %2.\n\nRestore "
                       "it? It stays unsaved until you save it.")
                        .arg(leftOver->savedUtc.toString(Qt::ISODate), parts.join(tr(" and "))),
                    QMessageBox::NoButton, this);
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    box.addButton(tr("&Discard it"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.setObjectName(u"recoveryPrompt"_s);
    box.exec();
    if (box.clickedButton() == restore) {
        restoreRecovery(*leftOver);
        recovery->forgetLeftOver();
        return;
    }
    recovery->forgetLeftOver();
    recovery->writeNow(); // the file now holds only what this session has unsaved
}

void MainWindow::restoreRecovery(const RecoverySnapshot &snapshot)
{
    if (snapshot.gridModified) {
        qualityCostTab()->gridPanel()->restoreUnsaved(snapshot.grid, snapshot.gridPath);
        showTab(Tab::QualityCost);
    }
    if (snapshot.protocolModified) {
        qualityCostTab()->protocolPanel()->restoreUnsaved(snapshot.protocol, snapshot.typedFields,
                                                          snapshot.amendmentReason);
        showTab(Tab::QualityCost);
    }
    recovery()->writeNow();
    statusBar()->showMessage(tr("Unsaved work restored; save it to keep it."), 10000);
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openGridAction = m_fileMenu->addAction(QString(), this, &MainWindow::openGrid);
    m_openGridAction->setShortcut(QKeySequence::Open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_openReportAction = m_fileMenu->addAction(QString(), this, &MainWindow::openReportDialog);
    m_openReportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_recentReportsMenu = m_fileMenu->addMenu(QString());
    m_compareAction = m_fileMenu->addAction(QString(), this, &MainWindow::showComparison);
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_fileMenu->addSeparator();
    m_saveGridAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveGrid);
    m_saveGridAction->setShortcut(QKeySequence::Save);
    m_saveGridAsAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveGridAs);
    m_saveGridAsAction->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    m_openProtocolAction = m_fileMenu->addAction(QString(), this, &MainWindow::openProtocol);
    m_saveProtocolAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveProtocol);
    m_fileMenu->addSeparator();
    m_openCatalogAction = m_fileMenu->addAction(QString(), this, &MainWindow::openCatalog);
    m_exportCostAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportCost);
    m_exportBundleAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportBundle);
    m_exportBundleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_fileMenu->addSeparator();
    m_backendAction = m_fileMenu->addAction(QString(), this, &MainWindow::chooseBackend);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    // The results grid's undo stack; enabled once the Quality and cost tab exists and has steps.
    m_undoAction = m_editMenu->addAction(QString(), this,
                                         [this] { qualityCostTab()->gridPanel()->model()->undoStack()->undo(); });
    m_redoAction = m_editMenu->addAction(QString(), this,
                                         [this] { qualityCostTab()->gridPanel()->model()->undoStack()->redo(); });
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] {
        fillRecentMenu(m_recentMenu, SettingsKeys::recentGrids, [this](const QString &path) { openRecentGrid(path); });
    });
    connect(m_recentReportsMenu, &QMenu::aboutToShow, this, [this] {
        fillRecentMenu(m_recentReportsMenu, SettingsKeys::recentReports,
                       [this](const QString &path) { openReports({path}); });
    });

    m_viewMenu = menuBar()->addMenu(QString());
    for (int i = 0; i < 4; ++i) {
        QAction *action = m_viewMenu->addAction(QString(), this, [this, i] { m_tabs->setCurrentIndex(i); });
        action->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        m_tabActions.append(action);
    }
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    m_systemLanguage = m_languageMenu->addAction(QString());
    m_systemLanguage->setData(QString());
    m_languageMenu->addSeparator();
    QList<QAction *> actions{m_systemLanguage};
    for (const QString &language : LanguageManager::availableLanguages()) {
        QAction *action = m_languageMenu->addAction(LanguageManager::nativeName(language));
        action->setData(language);
        action->setObjectName(u"language-"_s + language);
        actions.append(action);
    }
    for (QAction *action : actions) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == m_languages->language());
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, action] { setLanguage(action->data().toString()); });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpAction = m_helpMenu->addAction(QString(), this, &MainWindow::showHelp);
    m_helpAction->setShortcut(QKeySequence::HelpContents);
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::setLanguage(const QString &language)
{
    m_languages->setLanguage(language);
    QSettings().setValue(SettingsKeys::language, m_languages->language());
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == m_languages->language());
    if (m_quality)
        m_quality->setLanguage(m_languages->effectiveLanguage());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt puts the modified mark.
    const QString grid = m_quality ? m_quality->gridPanel()->filePath() : QString();
    setWindowTitle(grid.isEmpty() ? tr("IteraGPU Lab") + u"[*]"_s
                                  : tr("%1[*] — IteraGPU Lab").arg(QFileInfo(grid).fileName()));
    setWindowModified(m_quality && m_quality->hasUnsavedChanges());
}

void MainWindow::retranslate()
{
    updateTitle();
    m_tabs->setTabText(0, tr("E&stimate"));
    m_tabs->setTabText(1, tr("E&nvironment"));
    m_tabs->setTabText(2, tr("&Measure"));
    m_tabs->setTabText(3, tr("&Quality and cost"));
    if (!m_fileMenu)
        return;
    m_fileMenu->setTitle(tr("&File"));
    m_openGridAction->setText(tr("&Open results grid…"));
    m_recentMenu->setTitle(tr("&Recent results grids"));
    m_openReportAction->setText(tr("Open measurement or environment r&eport…"));
    m_recentReportsMenu->setTitle(tr("Rece&nt reports"));
    m_compareAction->setText(tr("Co&mpare runs…"));
    m_saveGridAction->setText(tr("&Save results grid"));
    m_saveGridAsAction->setText(tr("Save results grid &as…"));
    m_openProtocolAction->setText(tr("Open &protocol…"));
    m_saveProtocolAction->setText(tr("Save pro&tocol…"));
    m_openCatalogAction->setText(tr("Open &catalog…"));
    m_exportCostAction->setText(tr("Export cost &JSON…"));
    m_exportBundleAction->setText(tr("Export &bundle…"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_backendAction->setText(tr("Choose torch bac&kend…"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    const QStringList tabNames{tr("Estimate"), tr("Environment"), tr("Measure"), tr("Quality and cost")};
    for (int i = 0; i < m_tabActions.size(); ++i)
        m_tabActions.at(i)->setText(tabNames.at(i));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguage->setText(tr("System"));
    m_helpMenu->setTitle(tr("&Help"));
    m_helpAction->setText(tr("&Help for this tab"));
    m_aboutAction->setText(tr("&About IteraGPU Lab"));
    m_backendStatus->setText(m_backendPath.isEmpty()
                                 ? tr("Torch backend: default search")
                                 : tr("Torch backend: %1").arg(QFileInfo(m_backendPath).fileName()));
}

void MainWindow::chooseBackend()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the torch backend module"), m_backendPath,
                                                      tr("Shared libraries (*.so);;All files (*)"));
    if (path.isEmpty())
        return;
    m_backendPath = path;
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

void MainWindow::openGrid()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open results grid"), startFolder(SettingsKeys::lastExportFolder), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        openRecentGrid(path);
}

void MainWindow::openRecentGrid(const QString &path)
{
    if (qualityCostTab()->gridPanel()->isModified()
        && QMessageBox::question(this, tr("Unsaved results"),
                                 tr("The results grid has unsaved changes. Discard them and open %1?").arg(path))
            != QMessageBox::Yes)
        return;
    if (Status opened = m_quality->gridPanel()->openFile(path); !opened) {
        QMessageBox::warning(this, tr("Cannot open the results grid"), opened.error());
        return;
    }
    rememberRecent(SettingsKeys::recentGrids, path);
    showTab(Tab::QualityCost);
}

bool MainWindow::saveGrid()
{
    const QString path = qualityCostTab()->gridPanel()->filePath();
    if (path.isEmpty())
        return saveGridAs();
    if (Status saved = m_quality->gridPanel()->saveFile(path); !saved) {
        QMessageBox::warning(this, tr("Save failed"), saved.error());
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

bool MainWindow::saveGridAs()
{
    const QString path
        = askSavePath(this, tr("Save results grid"), DefaultFileName::resultsGrid(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return false;
    if (Status saved = qualityCostTab()->gridPanel()->saveFile(path); !saved) {
        QMessageBox::warning(this, tr("Save failed"), saved.error());
        return false;
    }
    rememberRecent(SettingsKeys::recentGrids, path);
    return true;
}

void MainWindow::openProtocol()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open quality protocol"), startFolder(SettingsKeys::lastExportFolder), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    if (Status loaded = qualityCostTab()->protocolPanel()->load(path); !loaded)
        QMessageBox::warning(this, tr("Cannot open the protocol"), loaded.error());
}

bool MainWindow::saveProtocol()
{
    const QString path
        = askSavePath(this, tr("Save quality protocol"), DefaultFileName::protocol(), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return false;
    if (Status saved = qualityCostTab()->protocolPanel()->save(path); !saved) {
        QMessageBox::warning(this, tr("Save failed"), saved.error());
        return false;
    }
    return true;
}

void MainWindow::openCatalog()
{
    QSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open tariff catalog"), startFolder(SettingsKeys::lastCatalogFolder), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    settings.setValue(SettingsKeys::lastCatalogFolder, QFileInfo(path).absolutePath());
    if (Status opened = qualityCostTab()->costPanel()->openCatalog(path); !opened)
        QMessageBox::warning(this, tr("Cannot open the catalog"),
                             tr("%1\n\nThe previous catalog stays in use.").arg(opened.error()));
}

void MainWindow::exportCost()
{
    const QString path
        = askSavePath(this, tr("Export package cost"), DefaultFileName::packageCost(), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    reportExport(this, qualityCostTab()->exportCostJson(path),
                 tr("Package cost written to %1").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::exportBundle()
{
    if (!Ui::confirmGridProblems(this, qualityCostTab()))
        return;
    const QString folder
        = askSavePath(this, tr("Export report bundle (a new folder)"), DefaultFileName::bundleFolder(), QString());
    if (folder.isEmpty())
        return;
    auto notes = Ui::exportBundle(folder, measureTab(), environmentTab(), qualityCostTab());
    if (!notes) {
        QMessageBox::warning(this, tr("Export failed"), notes.error());
        return;
    }
    QString text = tr("Bundle written to %1 with its MANIFEST.json. Check it with: iteragpu verify %1").arg(folder);
    if (!notes->isEmpty())
        text += u"\n\n"_s + notes->join(u'\n');
    QMessageBox::information(this, tr("Bundle exported"), text);
}

void MainWindow::openReportDialog()
{
    QSettings settings;
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, tr("Open reports"), startFolder(SettingsKeys::lastReportFolder),
                                        tr("JSON reports (*.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    settings.setValue(SettingsKeys::lastReportFolder, QFileInfo(paths.first()).absolutePath());
    openReports(paths);
}

QCoro::Task<> MainWindow::openReports(QStringList paths)
{
    co_await m_reports->open(std::move(paths));
}

void MainWindow::reportsOpened(const QList<int> &ids, const QStringList &errors)
{
    const ReportLibrary::Entry *firstMeasurement = nullptr;
    for (int id : ids) {
        const ReportLibrary::Entry *entry = m_reports->entry(id);
        if (!entry)
            continue;
        rememberRecent(SettingsKeys::recentReports, entry->path);
        if (entry->report.isMeasurement()) {
            firstMeasurement = firstMeasurement ? firstMeasurement : entry;
        } else {
            environmentTab()->showOpenedReport(entry->report.fileName, entry->report.formatVersion,
                                               entry->report.environment());
            showTab(Tab::Environment);
        }
    }
    if (firstMeasurement) {
        measureTab()->showRun(firstMeasurement->id);
        showTab(Tab::Measure);
    }
    statusBar()->showMessage(
        tr("%n report(s) opened", nullptr, int(ids.size()))
            + (errors.isEmpty() ? QString() : u"; "_s + tr("%n refused", nullptr, int(errors.size()))),
        8000);
    if (errors.isEmpty())
        return;
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Reports not opened"),
        tr("%n file(s) could not be opened; the reports already open are unchanged.", nullptr, int(errors.size())),
        QMessageBox::Ok, this);
    box->setObjectName(u"reportErrors"_s);
    box->setDetailedText(errors.join(u'\n'));
    box->setInformativeText(errors.mid(0, 5).join(u'\n') + (errors.size() > 5 ? u"\n…"_s : QString()));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

ComparisonWindow *MainWindow::showComparison()
{
    if (!m_comparison) {
        m_comparison = new ComparisonWindow(this);
        updateComparisonCandidates();
        QList<int> keys;
        for (const ReportLibrary::Entry *entry : m_reports->measurements())
            keys.append(entry->id);
        if (m_measure && m_measure->lastResult() && m_measure->lastResult()->reportWritten())
            keys.append(0);
        m_comparison->select(keys);
    }
    m_comparison->show();
    m_comparison->raise();
    m_comparison->activateWindow();
    return m_comparison;
}

void MainWindow::updateComparisonCandidates()
{
    if (!m_comparison)
        return;
    QList<ComparisonWindow::Candidate> candidates;
    for (const ReportLibrary::Entry *entry : m_reports->measurements())
        candidates.append({entry->id, comparisonRun(entry->report)});
    if (m_measure && m_measure->lastResult() && m_measure->lastResult()->reportWritten()) {
        const MeasurementReport &report = m_measure->lastResult()->report;
        candidates.append({0,
                           ComparisonRun{fileNameOnly(report.config.output), QString(), kMeasurementFormatVersion,
                                         report, predictAllocations(report.config)}});
    }
    m_comparison->setCandidates(candidates);
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
    if (m_quality && m_quality->hasUnsavedChanges()) {
        QStringList unsaved;
        if (m_quality->gridPanel()->isModified()) {
            const QString grid = m_quality->gridPanel()->filePath();
            unsaved.append(grid.isEmpty() ? tr("the results grid (never saved)")
                                          : tr("the results grid %1").arg(QDir::toNativeSeparators(grid)));
        }
        if (m_quality->protocolPanel()->isModified())
            unsaved.append(tr("the quality protocol"));
        const auto answer = QMessageBox::question(
            this, tr("Unsaved changes"),
            tr("Unsaved changes in %1. Save them before quitting?").arg(unsaved.join(tr(" and "))),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Cancel) {
            event->ignore();
            return;
        }
        if (answer == QMessageBox::Save) {
            if (m_quality->gridPanel()->isModified() && !saveGrid()) {
                event->ignore();
                return;
            }
            if (m_quality->protocolPanel()->isModified() && !saveProtocol()) {
                event->ignore();
                return;
            }
        }
    }
    if (m_measure && m_measure->isRunning()) {
        const auto answer
            = QMessageBox::question(this, tr("Measurement running"),
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
    if (m_recovery) { // else this session wrote nothing, and left a crashed one's work alone
        m_recovery->discard(); // saved, or discarded by the user's answer
        m_recovery->waitForWrites();
    }
    event->accept();
}

} // namespace IteraGpu::Ui
