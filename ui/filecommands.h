#pragma once

#include <QList>
#include <QObject>
#include <QStringList>

#include "ui/common/jobtracker.h"
#include "ui/windowparts.h"
#include <qcoro/qcorotask.h>

#include <functional>

class QMenu;

namespace IteraGpu::Ui {

class BackgroundRead;
class MeasureTab;
class EnvironmentTab;
class QualityCostTab;
class WindowActions;

// What the File menu does with files: the results grid (open, recent, save), the protocol, the
// catalog, the cost and bundle exports, and opening reports (dialog, and what was opened shown in
// its tab, refusals in one message). Each asks core to read or write; a failure the user asked for
// is a modal message, a success a line in the status bar.
class FileCommands : public QObject
{
    Q_OBJECT
public:
    explicit FileCommands(WindowParts *window);

    void openGrid();
    // Reads the grid off the GUI thread (BackgroundRead: shown in the status bar, cancellable).
    // `offerExperiment`: afterwards, outside an experiment, offer to make one of the opened grid.
    QCoro::Task<> openRecentGrid(QString path, bool offerExperiment = true);
    bool saveGrid();
    bool saveGridAs();
    void openProtocol();
    bool saveProtocol();
    void openCatalog();
    QCoro::Task<> openCatalogFile(QString path); // off the GUI thread, as openRecentGrid
    void exportCost();
    // A bundle of what the window shows (the experiment's verified copy when one is open); the files
    // written off the GUI thread.
    QCoro::Task<> exportBundle();
    void openReportDialog();
    // After ReportLibrary::openFinished: each report shown in its tab, refusals in one message.
    void reportsOpened(const QList<int> &ids, const QStringList &errors);

    // Before quitting with unsaved changes in `quality`: Save (each part, or stay on a failure),
    // Discard, or Cancel. False when the window stays open.
    bool saveOrDiscardBeforeQuit(QualityCostTab *quality);
    // Saves the grid and the protocol each to its own file when modified (outside an experiment).
    bool saveLooseParts(QualityCostTab *quality);
    BackgroundRead *reader() const { return m_read; }
    // Inside an experiment: its verified copy in the new folder `folder`, with the shown run's charts,
    // made off the GUI thread (the status bar says so; one export at a time); the end in a message.
    // True when the copy was written and verifies.
    QCoro::Task<bool> exportExperimentTo(QString folder);
    bool isExporting() const { return m_exports->isBusy(); }

    // Remembers `path` first in the list of recent files under the settings key `key`.
    static void rememberRecent(const QString &key, const QString &path);
    // What the command line of a start names: an experiment folder (or its index file, as a file
    // manager's "Open with" passes it), sweep indexes (their points' reports) and reports; the last
    // sweep index that cannot be read is the error line.
    struct StartFiles
    {
        QString experimentFolder;
        QStringList reports;
        QString error;
    };
    static StartFiles startFiles(const QStringList &arguments);
    // The File menu's file entries (grids, reports, the protocol, the catalog, exports, recent lists).
    void connectActions(WindowActions *actions);
    // Fills `menu` with the paths remembered under `key`, each calling `open`.
    static void fillRecentMenu(QMenu *menu, const QString &key, const std::function<void(const QString &)> &open);

private:
    // The tab if it was built already (asking for it otherwise would build it: a stall for nothing).
    MeasureTab *builtMeasureTab() const;
    EnvironmentTab *builtEnvironmentTab() const;
    // Inside an experiment: a verified copy of it, plus the shown run's charts (exportExperiment).
    QCoro::Task<> exportExperimentBundle();

    WindowParts *m_window;
    BackgroundRead *m_read;
    JobTracker *m_exports; // the bundle's copy and its two checks
};

} // namespace IteraGpu::Ui
