#include "ui/filecommands.h"

#include "core/experiment/experiment.h"
#include "core/experiment/experimentexport.h"
#include "core/files/textfile.h"
#include "core/sweep/sweepindex.h"
#include "core/util/displaytext.h"
#include "ui/bundleexport.h"
#include "ui/common/backgroundread.h"
#include "ui/common/defaultfilenames.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/jobtracker.h"
#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/environment/environmenttab.h"
#include "ui/experiment/experimentcommands.h"
#include "ui/experiment/experimentsession.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/reports/reportlibrary.h"
#include "ui/windowactions.h"
#include "ui/windowparts.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {
constexpr int kRecentFiles = 8;
} // namespace

FileCommands::FileCommands(WindowParts *window)
    : QObject(window->dialogParent())
    , m_window(window)
    , m_read(new BackgroundRead(window->dialogParent()))
    , m_exports(new JobTracker(JobTracker::Policy::KeepAll, nullptr, this))
{
    window->statusLine()->addPermanentWidget(m_read);
}

void FileCommands::rememberRecent(const QString &key, const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(key).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue(key, recent.mid(0, kRecentFiles));
}

FileCommands::StartFiles FileCommands::startFiles(const QStringList &arguments)
{
    StartFiles files;
    for (const QString &argument : arguments) {
        const QFileInfo file(fileSystemPath(argument));
        const bool experimentIndex = file.fileName() == ExperimentFile::index && isExperimentFolder(file.path());
        if (files.experimentFolder.isEmpty() && (file.isDir() || experimentIndex)) {
            files.experimentFolder = experimentIndex ? file.path() : argument;
        } else if (file.isFile() && isSweepIndexFile(file.filePath())) {
            const auto index = readSweepIndex(file.filePath());
            if (!index) {
                files.error = index.error();
                continue;
            }
            for (const SweepPoint &point : index->points)
                if (!point.file.isEmpty())
                    files.reports.append(file.dir().filePath(point.file));
        } else {
            files.reports.append(argument);
        }
    }
    return files;
}

void FileCommands::connectActions(WindowActions *actions)
{
    connect(actions->openGrid, &QAction::triggered, this, &FileCommands::openGrid);
    connect(actions->openReport, &QAction::triggered, this, &FileCommands::openReportDialog);
    connect(actions->saveGrid, &QAction::triggered, this, [this] {
        if (m_window->experiment()->isOpen()) // the grid is the experiment's: saved with it
            m_window->experiments()->save(); // resumes by itself
        else
            saveGrid();
    });
    connect(actions->saveGridAs, &QAction::triggered, this, &FileCommands::saveGridAs);
    connect(actions->openProtocol, &QAction::triggered, this, &FileCommands::openProtocol);
    connect(actions->saveProtocol, &QAction::triggered, this, &FileCommands::saveProtocol);
    connect(actions->openCatalog, &QAction::triggered, this, &FileCommands::openCatalog);
    connect(actions->exportCost, &QAction::triggered, this, &FileCommands::exportCost);
    connect(actions->exportBundle, &QAction::triggered, this, &FileCommands::exportBundle);
    connect(actions->recentGrids, &QMenu::aboutToShow, this, [this, actions] {
        fillRecentMenu(actions->recentGrids, SettingsKeys::recentGrids,
                       [this](const QString &path) { openRecentGrid(path); });
    });
    connect(actions->recentReports, &QMenu::aboutToShow, this, [this, actions] {
        fillRecentMenu(actions->recentReports, SettingsKeys::recentReports,
                       [this](const QString &path) { m_window->openReports({path}); });
    });
}

void FileCommands::fillRecentMenu(QMenu *menu, const QString &key, const std::function<void(const QString &)> &open)
{
    menu->clear();
    const QStringList recent = QSettings().value(key).toStringList();
    for (const QString &path : recent)
        menu->addAction(path, menu, [open, path] { open(path); });
    if (recent.isEmpty())
        menu->addAction(tr("(none)"))->setEnabled(false);
}

bool FileCommands::saveOrDiscardBeforeQuit(QualityCostTab *quality)
{
    if (!quality->hasUnsavedChanges())
        return true;
    QStringList unsaved;
    if (quality->gridPanel()->isModified()) {
        const QString grid = quality->gridPanel()->filePath();
        unsaved.append(grid.isEmpty() ? tr("the results grid (never saved)")
                                      : tr("the results grid %1").arg(QDir::toNativeSeparators(grid)));
    }
    if (quality->protocolPanel()->isModified())
        unsaved.append(tr("the quality protocol"));
    const auto answer
        = plainQuestion(m_window->dialogParent(), tr("Unsaved changes"),
                        tr("Unsaved changes in %1. Save them before quitting?").arg(unsaved.join(tr(" and "))),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel)
        return false;
    return answer != QMessageBox::Save || saveLooseParts(quality);
}

bool FileCommands::saveLooseParts(QualityCostTab *quality)
{
    if (quality->gridPanel()->isModified() && !saveGrid())
        return false;
    if (quality->protocolPanel()->isModified() && !saveProtocol())
        return false;
    return true;
}

void FileCommands::openGrid()
{
    if (m_window->experiment()->isOpen()) {
        plainWarning(m_window->dialogParent(), tr("Cannot open the results grid"),
                     tr("This experiment has its own results grid. To work on another grid, close this "
                        "experiment first (File > Close experiment), then open the grid and create an experiment "
                        "from it."));
        return;
    }
    const QString path
        = QFileDialog::getOpenFileName(m_window->dialogParent(), tr("Open results grid"),
                                       startFolder(SettingsKeys::lastExportFolder), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        openRecentGrid(path);
}

QCoro::Task<> FileCommands::openRecentGrid(QString path, bool offerExperiment)
{
    if (offerExperiment && m_window->experiment()->isOpen()) {
        openGrid(); // says why not
        co_return;
    }
    QualityCostTab *quality = m_window->qualityCostTab();
    if (quality->gridPanel()->isModified()
        && plainQuestion(m_window->dialogParent(), tr("Unsaved results"),
                         tr("The results grid has unsaved changes. Discard them and open %1?").arg(path))
            != QMessageBox::Yes)
        co_return;
    const QString name = displaySafe(QFileInfo(path).fileName());
    const auto read = [path](CancelFlag cancel) { return ResultsGrid::load(path, cancel); };
    // Named before it is awaited: GCC 12 destroys some temporaries of a co_await expression twice.
    QCoro::Task<std::optional<Result<ResultsGrid>>> reading = m_read->run<ResultsGrid>(name, read);
    const std::optional<Result<ResultsGrid>> outcome = co_await std::move(reading);
    if (!outcome)
        co_return; // another read replaced it, or the window is gone
    const Result<ResultsGrid> &grid = *outcome;
    if (!grid) {
        if (isCancelled(grid.failure()))
            m_window->statusLine()->showMessage(grid.error(), 5000);
        else
            plainWarning(m_window->dialogParent(), tr("Cannot open the results grid"), grid.error());
        co_return;
    }
    // The grid may have been edited while it was read: asked again, then replaced.
    if (quality->gridPanel()->isModified()
        && plainQuestion(m_window->dialogParent(), tr("Unsaved results"),
                         tr("The results grid has unsaved changes. Discard them and open %1?").arg(path))
            != QMessageBox::Yes)
        co_return;
    quality->gridPanel()->showGrid(*grid, path);
    rememberRecent(SettingsKeys::recentGrids, path);
    m_window->showTab(WindowTab::QualityCost);
    if (offerExperiment)
        m_window->experiments()->offerExperimentFromLooseFiles();
}

bool FileCommands::saveGrid()
{
    const ResultsGridPanel *grid = m_window->qualityCostTab()->gridPanel();
    const QString path = grid->filePath();
    // A path from the recovery file (which anyone able to write its folder could have edited) is
    // never replaced without the save dialog.
    if (path.isEmpty() || !grid->filePathChosen())
        return saveGridAs();
    if (Status saved = m_window->qualityCostTab()->gridPanel()->saveFile(path); !saved) {
        plainWarning(m_window->dialogParent(), tr("Save failed"), saved.error());
        return false;
    }
    m_window->statusLine()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

bool FileCommands::saveGridAs()
{
    const QString path = askSavePath(m_window->dialogParent(), tr("Save results grid"), DefaultFileName::resultsGrid(),
                                     tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return false;
    if (m_window->experiment()->isOpen()) { // a copy: the experiment keeps its own grid
        reportExport(m_window->dialogParent(), m_window->qualityCostTab()->grid().save(path, ExistingFile::Replace),
                     tr("A copy of the results grid written to %1").arg(QDir::toNativeSeparators(path)));
        return true;
    }
    if (Status saved = m_window->qualityCostTab()->gridPanel()->saveFile(path); !saved) {
        plainWarning(m_window->dialogParent(), tr("Save failed"), saved.error());
        return false;
    }
    rememberRecent(SettingsKeys::recentGrids, path);
    return true;
}

void FileCommands::openProtocol()
{
    const QString path
        = QFileDialog::getOpenFileName(m_window->dialogParent(), tr("Open quality protocol"),
                                       startFolder(SettingsKeys::lastExportFolder), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    ProtocolPanel *panel = m_window->qualityCostTab()->protocolPanel();
    // Inside an experiment the protocol is its own: once fixed, it is never replaced by a file's.
    if (m_window->experiment()->isOpen() && panel->protocol().isFixed()) {
        plainWarning(m_window->dialogParent(), tr("Cannot open the protocol"),
                     tr("This experiment's protocol is fixed: it is never replaced, only amended. A new protocol "
                        "needs a new experiment (File > New experiment…)."));
        return;
    }
    if (Status loaded = panel->load(path); !loaded) {
        plainWarning(m_window->dialogParent(), tr("Cannot open the protocol"), loaded.error());
        return;
    }
    if (m_window->experiment()->isOpen()) // now the experiment's draft: unsaved until the experiment is saved
        panel->restoreUnsaved(panel->protocol(), panel->typedFields(), QString());
    else
        m_window->experiments()->offerExperimentFromLooseFiles();
}

bool FileCommands::saveProtocol()
{
    const QString path = askSavePath(m_window->dialogParent(), tr("Save quality protocol"), DefaultFileName::protocol(),
                                     tr("JSON files (*.json)"));
    if (path.isEmpty())
        return false;
    if (m_window->experiment()->isOpen()) { // a copy: the experiment keeps its own protocol
        reportExport(m_window->dialogParent(),
                     m_window->qualityCostTab()->protocolToSave().save(path, ExistingFile::Replace),
                     tr("A copy of the quality protocol written to %1").arg(QDir::toNativeSeparators(path)));
        return true;
    }
    if (Status saved = m_window->qualityCostTab()->protocolPanel()->save(path); !saved) {
        plainWarning(m_window->dialogParent(), tr("Save failed"), saved.error());
        return false;
    }
    return true;
}

void FileCommands::openCatalog()
{
    const QString path
        = QFileDialog::getOpenFileName(m_window->dialogParent(), tr("Open tariff catalog"),
                                       startFolder(SettingsKeys::lastCatalogFolder), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QSettings().setValue(SettingsKeys::lastCatalogFolder, QFileInfo(path).absolutePath());
    openCatalogFile(path);
}

QCoro::Task<> FileCommands::openCatalogFile(QString path)
{
    const QString name = displaySafe(QFileInfo(path).fileName());
    const auto read = [path](CancelFlag cancel) { return Catalog::load(path, cancel); };
    QCoro::Task<std::optional<Result<Catalog>>> reading = m_read->run<Catalog>(name, read); // named: see openRecentGrid
    std::optional<Result<Catalog>> outcome = co_await std::move(reading);
    if (!outcome)
        co_return; // another read replaced it, or the window is gone
    Result<Catalog> &catalog = *outcome;
    Status shown = catalog ? m_window->qualityCostTab()->costPanel()->showCatalog(std::move(*catalog), path)
                           : Status(catalog.failure());
    if (shown)
        co_return;
    if (isCancelled(shown.failure()))
        m_window->statusLine()->showMessage(shown.error(), 5000);
    else
        plainWarning(m_window->dialogParent(), tr("Cannot open the catalog"),
                     tr("%1\n\nThe previous catalog stays in use.").arg(shown.error()));
}

void FileCommands::exportCost()
{
    const QString path = askSavePath(m_window->dialogParent(), tr("Export package cost"),
                                     DefaultFileName::packageCost(), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    reportExport(m_window->dialogParent(), m_window->qualityCostTab()->exportCostJson(path),
                 tr("Package cost written to %1").arg(QDir::toNativeSeparators(path)));
}

QCoro::Task<> FileCommands::exportBundle()
{
    if (m_window->experiment()->isOpen()) {
        QCoro::Task<> exporting = exportExperimentBundle();
        co_await std::move(exporting);
        co_return;
    }
    if (!confirmGridProblems(m_window->dialogParent(), m_window->qualityCostTab()))
        co_return;
    const QString folder = askSavePath(m_window->dialogParent(), tr("Export report bundle (a new folder)"),
                                       DefaultFileName::bundleFolder(), QString());
    if (folder.isEmpty())
        co_return;
    // The charts are drawn here; the files are written and hashed by a job.
    auto contents = bundleContents(builtMeasureTab(), builtEnvironmentTab(), m_window->qualityCostTab());
    if (!contents) {
        plainWarning(m_window->dialogParent(), tr("Export failed"), contents.error());
        co_return;
    }
    QCoro::Task<std::optional<Result<QStringList>>> writing = m_exports->start(
        [folder, contents = std::move(*contents)](const JobContext &) { return writeBundle(folder, contents); });
    const std::optional<Result<QStringList>> notes = co_await std::move(writing);
    if (!notes)
        co_return; // the window is gone
    if (!*notes) {
        plainWarning(m_window->dialogParent(), tr("Export failed"), notes->error());
        co_return;
    }
    QString text = tr("Bundle written to %1 with its MANIFEST.json. Check it with: iteragpu verify %1").arg(folder);
    if (!(*notes)->isEmpty())
        text += u"\n\n"_s + (*notes)->join(u'\n');
    plainInformation(m_window->dialogParent(), tr("Bundle exported"), text);
}

MeasureTab *FileCommands::builtMeasureTab() const
{
    return m_window->hasTab(WindowTab::Measure) ? m_window->measureTab() : nullptr;
}

EnvironmentTab *FileCommands::builtEnvironmentTab() const
{
    return m_window->hasTab(WindowTab::Environment) ? m_window->environmentTab() : nullptr;
}

QCoro::Task<> FileCommands::exportExperimentBundle()
{
    QualityCostTab *quality = m_window->qualityCostTab();
    // The bundle is a copy of the experiment as saved: what is only in the window is saved first.
    if (quality->hasUnsavedChanges()) {
        if (plainQuestion(m_window->dialogParent(), tr("Export bundle"),
                          tr("The bundle is a verified copy of the saved experiment. Save the experiment first?"))
            != QMessageBox::Yes)
            co_return;
        QPointer<FileCommands> self(this);
        QCoro::Task<bool> saving = m_window->experiments()->save();
        if (!co_await std::move(saving) || !self)
            co_return;
    }
    if (!confirmGridProblems(m_window->dialogParent(), quality))
        co_return;
    const QString folder = askSavePath(m_window->dialogParent(), tr("Export report bundle (a new folder)"),
                                       DefaultFileName::bundleFolder(), QString());
    if (folder.isEmpty())
        co_return;
    QCoro::Task<bool> exporting = exportExperimentTo(folder);
    co_await std::move(exporting);
}

QCoro::Task<bool> FileCommands::exportExperimentTo(QString folder)
{
    if (m_exports->isBusy()) {
        m_window->statusLine()->showMessage(tr("A bundle is being exported; wait for it to end."), 5000);
        co_return false;
    }
    // The shown run's charts are drawn here (widgets live on the GUI thread); the copy and its two
    // checks are a job.
    const auto shown = bundleContents(builtMeasureTab(), nullptr, m_window->qualityCostTab());
    if (!shown) {
        plainWarning(m_window->dialogParent(), tr("Export failed"), shown.error());
        co_return false;
    }
    QList<BundleImage> extras = shown->charts;
    if (shown->measurement)
        extras.append({u"phases.csv"_s, shown->phasesCsv});
    m_window->statusLine()->showMessage(tr("Exporting a verified copy of the experiment to %1…").arg(folder));
    const QString source = m_window->experiment()->folder();
    // Named, not a temporary in the co_await expression: GCC 12 destroys such temporaries twice.
    QCoro::Task<std::optional<Result<ExperimentCheck>>> copying = m_exports->start(
        [source, folder, extras](const JobContext &) { return exportExperiment(source, folder, extras); });
    const std::optional<Result<ExperimentCheck>> outcome = co_await std::move(copying);
    if (!outcome)
        co_return false; // the window is gone
    const Result<ExperimentCheck> &check = *outcome;
    m_window->statusLine()->clearMessage();
    if (!check) {
        plainWarning(m_window->dialogParent(), tr("Export failed"), check.error());
        co_return false;
    }
    if (!check->verified()) {
        plainWarning(m_window->dialogParent(), tr("Export failed"),
                     tr("The copy in %1 does not verify: %2")
                         .arg(folder, (check->manifest.problems + check->rowProblems).value(0)));
        co_return false;
    }
    plainInformation(m_window->dialogParent(), tr("Bundle exported"),
                     tr("A verified copy of the experiment, with every report its rows cite, written to %1. Check "
                        "it again with: iteragpu verify %1")
                         .arg(folder));
    co_return true;
}

void FileCommands::openReportDialog()
{
    // Where reports are: the last folder one was opened from; before any, the open experiment's
    // reports/, else the folder of the last measurement; the home folder only when neither exists.
    QString start = startFolder(SettingsKeys::lastReportFolder);
    if (QSettings().value(SettingsKeys::lastReportFolder).toString().isEmpty()) {
        const QString reports = QDir(m_window->experiment()->folder()).filePath(ExperimentFile::reports);
        start = m_window->experiment()->isOpen() && QFileInfo(reports).isDir()
            ? reports
            : startFolder(SettingsKeys::lastMeasurementFolder);
    }
    const QStringList paths = QFileDialog::getOpenFileNames(m_window->dialogParent(), tr("Open reports"), start,
                                                            tr("JSON reports (*.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    QSettings().setValue(SettingsKeys::lastReportFolder, QFileInfo(paths.first()).absolutePath());
    m_window->openReports(paths);
}

void FileCommands::reportsOpened(const QList<int> &ids, const QStringList &errors)
{
    ReportLibrary *reports = m_window->reports();
    const ReportLibrary::Entry *firstMeasurement = nullptr;
    for (int id : ids) {
        const ReportLibrary::Entry *entry = reports->entry(id);
        if (!entry)
            continue;
        rememberRecent(SettingsKeys::recentReports, entry->path);
        if (entry->report.isMeasurement()) {
            firstMeasurement = firstMeasurement ? firstMeasurement : entry;
        } else {
            m_window->environmentTab()->showOpenedReport(entry->report.fileName, entry->report.formatVersion,
                                                         entry->report.environment());
            m_window->showTab(WindowTab::Environment);
        }
    }
    if (firstMeasurement) {
        m_window->measureTab()->showRun(firstMeasurement->id);
        m_window->showTab(WindowTab::Measure);
    }
    m_window->statusLine()->showMessage(
        tr("%n report(s) opened", nullptr, int(ids.size()))
            + (errors.isEmpty() ? QString() : u"; "_s + tr("%n refused", nullptr, int(errors.size()))),
        8000);
    if (errors.isEmpty())
        return;
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Reports not opened"),
        tr("%n file(s) could not be opened; the reports already open are unchanged.", nullptr, int(errors.size())),
        QMessageBox::Ok, m_window->dialogParent());
    box->setObjectName(u"reportErrors"_s);
    box->setDetailedText(errors.join(u'\n'));
    box->setInformativeText(errors.mid(0, 5).join(u'\n') + (errors.size() > 5 ? u"\n…"_s : QString()));
    makePlain(box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace IteraGpu::Ui
