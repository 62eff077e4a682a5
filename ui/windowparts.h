#pragma once

#include <QStringList>

#include <qcoro/qcorotask.h>

class QStatusBar;
class QWidget;

namespace IteraGpu::Ui {

class EnvironmentTab;
class ExperimentCommands;
class ExperimentSession;
class FileCommands;
class MeasureTab;
class QualityCostTab;
class RecoveryManager;
class ReportLibrary;

// The window's four tabs, in their order.
enum class WindowTab
{
    Estimate,
    Environment,
    Measure,
    QualityCost
};

// What the window's command helpers (the File and experiment commands, the crash-recovery prompt)
// reach of the window: its parts, never the window class itself, so that none of them depends on
// the shell. MainWindow implements it; each tab is built on first use through its getter.
class WindowParts
{
public:
    virtual ~WindowParts() = default;

    virtual QWidget *dialogParent() = 0; // the parent of the dialogs and message boxes a command opens
    virtual QStatusBar *statusLine() = 0;
    virtual QualityCostTab *qualityCostTab() = 0;
    virtual bool hasTab(WindowTab tab) const = 0; // built already: asking for it would not build it
    virtual MeasureTab *measureTab() = 0;
    virtual EnvironmentTab *environmentTab() = 0;
    virtual ExperimentSession *experiment() const = 0;
    virtual ExperimentCommands *experiments() const = 0;
    virtual FileCommands *files() const = 0;
    virtual ReportLibrary *reports() const = 0;
    virtual RecoveryManager *recovery() = 0;
    virtual void showTab(WindowTab tab) = 0;
    // Opens report files off the GUI thread and shows them (refusals in one message).
    virtual QCoro::Task<> openReports(QStringList paths) = 0;
    // After an experiment was opened, created or saved: the title, checks and crash recovery.
    virtual void experimentShown() = 0;
};

} // namespace IteraGpu::Ui
