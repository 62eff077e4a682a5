#include "ui/windowactions.h"

#include "ui/common/languagemanager.h"
#include "ui/common/windowkeys.h"

#include <QActionGroup>
#include <QMainWindow>
#include <QMenuBar>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

WindowActions::WindowActions(QMainWindow *window, const LanguageManager &languageManager, int tabCount)
    : QObject(window)
{
    QMenuBar *bar = window->menuBar();
    fileMenu = bar->addMenu(QString());
    newExperiment = fileMenu->addAction(QString());
    newExperiment->setShortcut(windowKey(WindowKey::NewExperiment));
    openExperiment = fileMenu->addAction(QString());
    openExperiment->setShortcut(windowKey(WindowKey::OpenExperiment));
    recentExperiments = fileMenu->addMenu(QString());
    saveExperiment = fileMenu->addAction(QString());
    saveExperiment->setShortcut(windowKey(WindowKey::SaveExperiment));
    closeExperiment = fileMenu->addAction(QString());
    fileMenu->addSeparator();
    openGrid = fileMenu->addAction(QString());
    recentGrids = fileMenu->addMenu(QString());
    openReport = fileMenu->addAction(QString());
    openReport->setShortcut(windowKey(WindowKey::OpenReport));
    recentReports = fileMenu->addMenu(QString());
    compare = fileMenu->addAction(QString());
    compare->setShortcut(windowKey(WindowKey::Compare));
    fileMenu->addSeparator();
    saveGrid = fileMenu->addAction(QString());
    saveGridAs = fileMenu->addAction(QString());
    saveGridAs->setShortcut(windowKey(WindowKey::SaveGridAs));
    fileMenu->addSeparator();
    openProtocol = fileMenu->addAction(QString());
    saveProtocol = fileMenu->addAction(QString());
    fileMenu->addSeparator();
    openCatalog = fileMenu->addAction(QString());
    exportCost = fileMenu->addAction(QString());
    exportBundle = fileMenu->addAction(QString());
    exportBundle->setShortcut(windowKey(WindowKey::ExportBundle));
    fileMenu->addSeparator();
    chooseBackend = fileMenu->addAction(QString());
    fileMenu->addSeparator();
    quit = fileMenu->addAction(QString());
    quit->setShortcut(windowKey(WindowKey::Quit));

    editMenu = bar->addMenu(QString());
    undo = editMenu->addAction(QString());
    redo = editMenu->addAction(QString());
    undo->setShortcut(windowKey(WindowKey::Undo));
    redo->setShortcut(windowKey(WindowKey::Redo));
    undo->setEnabled(false);
    redo->setEnabled(false);
    editMenu->addSeparator();
    addRow = editMenu->addAction(QString());
    addRow->setShortcut(windowKey(WindowKey::AddRow));

    viewMenu = bar->addMenu(QString());
    for (int i = 0; i < tabCount; ++i) {
        QAction *action = viewMenu->addAction(QString());
        action->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        showTab.append(action);
    }
    viewMenu->addSeparator();
    languageMenu = viewMenu->addMenu(QString());
    languages = new QActionGroup(this);
    systemLanguage = languageMenu->addAction(QString());
    systemLanguage->setData(QString());
    languageMenu->addSeparator();
    QList<QAction *> actions{systemLanguage};
    for (const QString &language : LanguageManager::availableLanguages()) {
        QAction *action = languageMenu->addAction(LanguageManager::nativeName(language));
        action->setData(language);
        action->setObjectName(u"language-"_s + language);
        actions.append(action);
    }
    for (QAction *action : actions) {
        action->setCheckable(true);
        languages->addAction(action);
    }
    checkLanguage(languageManager.language());

    helpMenu = bar->addMenu(QString());
    help = helpMenu->addAction(QString());
    help->setShortcut(windowKey(WindowKey::Help));
    about = helpMenu->addAction(QString());
}

void WindowActions::checkLanguage(const QString &language)
{
    for (QAction *action : languages->actions())
        action->setChecked(action->data().toString() == language);
}

void WindowActions::retranslate()
{
    fileMenu->setTitle(tr("&File"));
    newExperiment->setText(tr("&New experiment…"));
    openExperiment->setText(tr("&Open experiment…"));
    recentExperiments->setTitle(tr("Recent e&xperiments"));
    saveExperiment->setText(tr("&Save experiment"));
    closeExperiment->setText(tr("C&lose experiment"));
    openGrid->setText(tr("Open results &grid…"));
    recentGrids->setTitle(tr("&Recent results grids"));
    openReport->setText(tr("Open measurement or environment r&eport…"));
    recentReports->setTitle(tr("Recent repor&ts"));
    compare->setText(tr("Co&mpare runs…"));
    saveGrid->setText(tr("Save results gr&id"));
    saveGridAs->setText(tr("Save results grid &as…"));
    openProtocol->setText(tr("Open &protocol…"));
    saveProtocol->setText(tr("Sa&ve protocol…"));
    openCatalog->setText(tr("Open &catalog…"));
    exportCost->setText(tr("Export cost &JSON…"));
    exportBundle->setText(tr("Export &bundle…"));
    editMenu->setTitle(tr("&Edit"));
    undo->setText(tr("&Undo"));
    redo->setText(tr("&Redo"));
    addRow->setText(tr("&Add results row"));
    chooseBackend->setText(tr("Choose torch bac&kend…"));
    quit->setText(tr("&Quit"));
    viewMenu->setTitle(tr("&View"));
    const QStringList tabNames{tr("Estimate"), tr("Environment"), tr("Measure"), tr("Quality and cost")};
    for (qsizetype i = 0; i < showTab.size(); ++i)
        showTab.at(i)->setText(tabNames.value(i));
    languageMenu->setTitle(tr("&Language"));
    systemLanguage->setText(tr("System"));
    helpMenu->setTitle(tr("&Help"));
    help->setText(tr("&Help for this tab"));
    about->setText(tr("&About IteraGPU Lab"));
}

} // namespace IteraGpu::Ui
