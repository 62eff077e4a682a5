#include "mainwindow.h"

#include "backendloader.h"
#include "environmenttab.h"
#include "estimatetab.h"
#include "languagemanager.h"
#include "measuretab.h"
#include "qualitycosttab.h"
#include "settings.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages)
    , m_tabs(new QTabWidget(this))
    , m_estimate(new EstimateTab(this))
    , m_environment(new EnvironmentTab(this))
    , m_measure(new MeasureTab(this))
    , m_quality(new QualityCostTab(this))
    , m_backendStatus(new QLabel(this))
{
    setObjectName(u"mainWindow"_s);
    m_tabs->setObjectName(u"tabs"_s);
    m_tabs->addTab(m_estimate, QString());
    m_tabs->addTab(m_environment, QString());
    m_tabs->addTab(m_measure, QString());
    m_tabs->addTab(m_quality, QString());
    setCentralWidget(m_tabs);
    statusBar()->addPermanentWidget(m_backendStatus);

    QSettings settings;
    m_backendPath = settings.value(SettingsKeys::backendPath).toString();
    m_environment->setBackendPath(m_backendPath);
    m_measure->setBackendPath(m_backendPath);
    m_quality->setLanguage(m_languages->effectiveLanguage());
    createMenus();

    connect(m_measure, &MeasureTab::running, this, [this](bool running) {
        statusBar()->showMessage(running ? tr("Measurement running on the worker thread…") : tr("Measurement finished"),
                                 running ? 0 : 5000);
    });
    if (!restoreGeometry(settings.value(SettingsKeys::windowGeometry).toByteArray()))
        resize(1200, 800);
    restoreState(settings.value(SettingsKeys::windowState).toByteArray(), SettingsKeys::windowStateVersion);
    m_tabs->setCurrentIndex(qBound(0, settings.value(SettingsKeys::currentTab, 0).toInt(), m_tabs->count() - 1));
    retranslate();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_backendAction = m_fileMenu->addAction(QString(), this, &MainWindow::chooseBackend);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

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
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setShortcut(QKeySequence::HelpContents);
}

void MainWindow::setLanguage(const QString &language)
{
    m_languages->setLanguage(language);
    QSettings().setValue(SettingsKeys::language, m_languages->language());
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == m_languages->language());
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
    setWindowTitle(tr("IteraGPU Lab"));
    m_tabs->setTabText(0, tr("&Estimate"));
    m_tabs->setTabText(1, tr("E&nvironment"));
    m_tabs->setTabText(2, tr("&Measure"));
    m_tabs->setTabText(3, tr("&Quality and cost"));
    if (!m_fileMenu)
        return;
    m_fileMenu->setTitle(tr("&File"));
    m_backendAction->setText(tr("Choose torch &backend…"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    const QStringList tabNames{tr("Estimate"), tr("Environment"), tr("Measure"), tr("Quality and cost")};
    for (int i = 0; i < m_tabActions.size(); ++i)
        m_tabActions.at(i)->setText(tabNames.at(i));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguage->setText(tr("System"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About IteraGPU Lab"));
    m_backendStatus->setText(m_backendPath.isEmpty() ? tr("Torch backend: default search")
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
    m_environment->setBackendPath(path);
    m_measure->setBackendPath(path);
    retranslate();
    statusBar()->showMessage(tr("The backend is loaded on the next probe or measurement."), 5000);
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

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_measure->isRunning()) {
        const auto answer = QMessageBox::question(this, tr("Measurement running"),
                                                  tr("A measurement is running. Cancel it and quit? The phases measured "
                                                     "so far are written with status failed."));
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
    event->accept();
}

} // namespace IteraGpu::Ui
