#pragma once

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace IteraGpu::Ui {

class LanguageManager;

// The main window's menus and actions, made once and retranslated on a language change. The window
// connects what they do; this holder only makes them, with their shortcuts, and names them.
class WindowActions : public QObject
{
    Q_OBJECT
public:
    // Builds the menu bar of `window`; the language menu lists the languages of `languages`.
    WindowActions(QMainWindow *window, const LanguageManager &languages, int tabCount);
    void retranslate();
    // Checks the language entry of `language` ("" = the system's).
    void checkLanguage(const QString &language);

    QMenu *fileMenu;
    QAction *newExperiment;
    QAction *openExperiment;
    QMenu *recentExperiments;
    QAction *saveExperiment; // Ctrl+S: the whole experiment
    QAction *closeExperiment;
    QAction *openGrid;
    QMenu *recentGrids;
    QAction *openReport;
    QMenu *recentReports;
    QAction *compare;
    QAction *saveGrid;
    QAction *saveGridAs;
    QAction *openProtocol;
    QAction *saveProtocol;
    QAction *openCatalog;
    QAction *exportCost;
    QAction *exportBundle;
    QAction *chooseBackend;
    QAction *quit;
    QMenu *editMenu;
    QAction *undo; // the results grid's undo stack: enabled once it exists and has steps
    QAction *redo;
    QAction *addRow; // Edit > Add results row: the Quality tab's grid, a new row
    QMenu *viewMenu;
    QList<QAction *> showTab; // one per tab, in tab order
    QMenu *languageMenu;
    QActionGroup *languages;
    QAction *systemLanguage;
    QMenu *helpMenu;
    QAction *help;
    QAction *about;
};

} // namespace IteraGpu::Ui
