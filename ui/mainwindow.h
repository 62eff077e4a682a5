#pragma once

#include <QMainWindow>

#include <qcoro/qcorotask.h>

namespace IteraGpu {
struct RecoverySnapshot;
}

class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;

namespace IteraGpu::Ui {

class ComparisonWindow;
class EnvironmentTab;
class EstimateTab;
class HelpView;
class LanguageManager;
class MeasureTab;
class QualityCostTab;
class RecoveryManager;
class RemoteHostChoice;
class ReportLibrary;

// The four tabs, menus, status bar, settings (language, backend path, folders,
// versioned window state).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(LanguageManager *languages, QWidget *parent = nullptr);
    ~MainWindow() override;

    enum class Tab
    {
        Estimate,
        Environment,
        Measure,
        QualityCost
    };
    QTabWidget *tabs() const { return m_tabs; }
    // Each tab is built on first use: when it is first shown, or by its accessor.
    EstimateTab *estimateTab();
    EnvironmentTab *environmentTab();
    MeasureTab *measureTab();
    QualityCostTab *qualityCostTab();
    void showTab(Tab tab);
    Tab currentTab() const;
    void setLanguage(const QString &language); // "" = system; persisted
    RecoveryManager *recovery(); // made on first use
    // After a crash: asks whether to restore the unsaved work that the last session left.
    void offerRecovery();
    void restoreRecovery(const RecoverySnapshot &snapshot);

    // Opens measurement and environment reports (File > Open report, drag and drop, the command
    // line), loaded off the GUI thread; refused files are listed in one message, one line each.
    QCoro::Task<> openReports(QStringList paths);
    ReportLibrary *reports() const { return m_reports; }
    // The comparison window with the opened runs offered; created on first use.
    ComparisonWindow *showComparison();
    // F1: the help of the current tab, in a window of its own that follows the tabs.
    HelpView *showHelp();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    static constexpr int kTabCount = 4;
    void buildTab(Tab tab);
    void wireEnvironmentTab();
    void wireMeasureTab();
    void wireQualityCostTab();
    void createMenus();
    void watchForRecovery();
    RecoverySnapshot unsavedWork() const;
    void retranslate();
    void updateTitle();
    void chooseBackend();
    void showAbout();
    void openGrid();
    bool saveGrid();
    bool saveGridAs();
    void openRecentGrid(const QString &path);
    void openReportDialog();
    void reportsOpened(const QList<int> &ids, const QStringList &errors);
    void updateComparisonCandidates();
    void openProtocol();
    bool saveProtocol();
    void openCatalog();
    void exportCost();
    void exportBundle();

    LanguageManager *m_languages;
    QString m_backendPath;
    QTabWidget *m_tabs;
    RemoteHostChoice *m_where;
    EstimateTab *m_estimate = nullptr;
    EnvironmentTab *m_environment = nullptr;
    MeasureTab *m_measure = nullptr;
    QualityCostTab *m_quality = nullptr;
    QLabel *m_backendStatus;
    RecoveryManager *m_recovery = nullptr;
    ReportLibrary *m_reports;
    ComparisonWindow *m_comparison = nullptr;
    HelpView *m_help = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_backendAction = nullptr;
    QAction *m_openGridAction = nullptr;
    QAction *m_saveGridAction = nullptr;
    QAction *m_saveGridAsAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_openReportAction = nullptr;
    QMenu *m_recentReportsMenu = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_openProtocolAction = nullptr;
    QAction *m_saveProtocolAction = nullptr;
    QAction *m_openCatalogAction = nullptr;
    QAction *m_exportCostAction = nullptr;
    QAction *m_exportBundleAction = nullptr;
    QMenu *m_editMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_helpAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_systemLanguage = nullptr;
    QList<QAction *> m_tabActions;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace IteraGpu::Ui
