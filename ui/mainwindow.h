#pragma once

#include <QMainWindow>

#include "core/reports/measurementsession.h"
#include "ui/windowparts.h"

#include <qcoro/qcorotask.h>

#include <array>
#include <optional>

namespace IteraGpu {
struct RecoverySnapshot;
}

class QLabel;
class QTabWidget;

namespace IteraGpu::Ui {

class BackendStatus;
class ComparisonWindow;
class EnvironmentTab;
class ExperimentCommands;
class ExperimentSession;
class EstimateTab;
class HelpView;
class FileCommands;
class LanguageManager;
class MeasurementController;
class MeasureTab;
class QualityCostTab;
class RecoveryManager;
class RemoteHostChoice;
class StartStrip;
class ReportLibrary;
class TabWiring;
class WindowActions;
class WindowRecovery;

// The window shell: the four tabs, each built on first use and wired to the others by TabWiring; the
// title, the language, the versioned window state and the quit prompt. Its menus are WindowActions;
// what they do with files is FileCommands, with experiments ExperimentCommands; crash recovery is
// WindowRecovery, the torch module's line BackendStatus. The helpers reach the window only through
// WindowParts.
class MainWindow : public QMainWindow, public WindowParts
{
    Q_OBJECT
public:
    explicit MainWindow(LanguageManager *languages, QWidget *parent = nullptr);
    ~MainWindow() override;

    using Tab = WindowTab;
    QTabWidget *tabs() const { return m_tabs; }
    StartStrip *startStrip() const { return m_start; }
    // Each tab is built on first use: when it is first shown, or by its accessor.
    EstimateTab *estimateTab();
    EnvironmentTab *environmentTab() override;
    MeasureTab *measureTab() override;
    QualityCostTab *qualityCostTab() override;
    void showTab(Tab tab) override;
    QWidget *dialogParent() override { return this; }
    QStatusBar *statusLine() override { return statusBar(); }
    Tab currentTab() const;
    void setLanguage(const QString &language); // "" = system; persisted
    RecoveryManager *recovery() override; // made on first use
    // After a crash: asks whether to restore the unsaved work that the last session left, once
    // the recovery file is read (off the GUI thread; tests wait for the task with QCoro::waitFor).
    QCoro::Task<> offerRecovery();
    void restoreRecovery(const RecoverySnapshot &snapshot);
    FileCommands *files() const override { return m_files; }
    // The experiment the window works on (docs/ARCHITECTURE.md, "Experiments") and its File commands.
    ExperimentSession *experiment() const override { return m_experiment; }
    ExperimentCommands *experiments() const override { return m_experimentCommands; }
    bool hasTab(Tab tab) const override // built already (tabs are built on first use)
    {
        return std::array<const void *, kTabCount>{m_estimate, m_environment, m_measure, m_quality}[int(tab)];
    }
    // After an experiment was opened, created or saved: the title, the grid's checks, the report
    // store, and the crash recovery of that experiment (offered when it left unsaved work).
    void experimentShown() override;
    // On start: the experiment folder among `arguments` (or the last one), its crash recovery, then
    // the report files among them.
    QCoro::Task<> start(QStringList arguments);

    // Opens measurement and environment reports (File > Open report, drag and drop, the command
    // line), loaded off the GUI thread; refused files are listed in one message, one line each.
    QCoro::Task<> openReports(QStringList paths) override;
    ReportLibrary *reports() const override { return m_reports; }
    // The comparison window with the opened runs offered; created on first use.
    ComparisonWindow *showComparison();
    // Opens `paths` (a sweep's reports) and then shows the comparison.
    QCoro::Task<> openAndCompare(QStringList paths);
    // F1: the help of the current tab, in a window of its own that follows the tabs.
    HelpView *showHelp();
    bool isClosed() const { return m_mayClose; } // closes once its saves are written (closeWhenSaved)

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    static constexpr int kTabCount = 4;
    void buildTab(Tab tab);
    void connectActions();
    void connectReportStore(); // the grid's reports are copied into the open experiment
    void retranslate();
    void updateTitle();
    void showAbout();
    void updateComparisonCandidates();
    // The window's one thread that uses the torch module: Measure's local runs and Environment's
    // local probes both go through it. Made when the first of the two tabs is built.
    MeasurementController *moduleWorker();
    // What closeEvent waits for: the questions, the saves, window.json; then the window closes (or
    // stays when the user cancels or a save fails).
    QCoro::Task<> closeWhenSaved();

    LanguageManager *m_languages;
    QTabWidget *m_tabs;
    StartStrip *m_start = nullptr; // beside the tabs while no experiment is open
    RemoteHostChoice *m_where;
    EstimateTab *m_estimate = nullptr;
    EnvironmentTab *m_environment = nullptr;
    MeasureTab *m_measure = nullptr;
    QualityCostTab *m_quality = nullptr;
    MeasurementController *m_moduleWorker = nullptr;
    ReportLibrary *m_reports;
    ComparisonWindow *m_comparison = nullptr;
    HelpView *m_help = nullptr;
    WindowActions *m_actions;
    FileCommands *m_files;
    ExperimentSession *m_experiment;
    ExperimentCommands *m_experimentCommands;
    TabWiring *m_wiring;
    WindowRecovery *m_recovery;
    BackendStatus *m_backendStatus;
    bool m_closing = false; // closeWhenSaved() runs
    bool m_mayClose = false; // it ended well: the closeEvent it sends (or runs in) is accepted
    bool m_inCloseEvent = false; // closeWhenSaved() runs from closeEvent, not after a save
};

} // namespace IteraGpu::Ui
