#include "ui/experiment/experimentcommands.h"

#include "core/experiment/experiment.h"
#include "core/util/displaytext.h"
#include "ui/common/backgroundread.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/experiment/experimentsession.h"
#include "ui/experiment/newexperimentdialog.h"
#include "ui/filecommands.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/reports/reportlibrary.h"
#include "ui/windowactions.h"
#include "ui/windowparts.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

const QString kBuiltinCatalog = u":/iteragpu/tarifs-forfaits.csv"_s;

// A path remembered in window.json: relative to the experiment inside it, absolute outside. A
// relative one is resolved inside the folder only; anything else in the file is ignored.
// A report's path as window.json keeps it: relative to the experiment (never an absolute path that
// would name the home folder), "../loose/run.json" for one beside it.
QString storedPath(const QString &folder, const QString &path)
{
    return QDir(folder).relativeFilePath(path);
}

QString resolvedPath(const QString &folder, const QString &stored)
{
    if (stored.isEmpty())
        return {};
    return QDir::isAbsolutePath(stored) ? stored // a window.json written before paths were relative
                                        : QDir::cleanPath(QDir(folder).filePath(stored));
}

bool isSeedKit(const QString &folder)
{
    const QDir dir(folder);
    return QFileInfo(dir.filePath(u"resultats-bruts.csv"_s)).isFile()
        || QFileInfo(dir.filePath(u"tarifs-forfaits.csv"_s)).isFile();
}

} // namespace

ExperimentCommands::ExperimentCommands(WindowParts *window, ExperimentSession *session)
    : QObject(window->dialogParent())
    , m_window(window)
    , m_session(session)
    , m_fromLooseFiles(new QPushButton(window->dialogParent()))
{
    m_fromLooseFiles->setObjectName(u"experimentFromLooseFiles"_s);
    m_fromLooseFiles->setFlat(true);
    m_fromLooseFiles->hide();
    window->statusLine()->addPermanentWidget(m_fromLooseFiles);
    connect(m_fromLooseFiles, &QPushButton::clicked, this, [this] { newExperiment(true); }); // resumes by itself
    connect(m_session, &ExperimentSession::changed, this, [this] {
        if (m_session->isOpen())
            m_fromLooseFiles->hide();
    });
    retranslate();
}

QCoro::Task<bool> ExperimentCommands::saveOrDiscard(QString title, QString question)
{
    QualityCostTab *quality = m_window->hasTab(WindowTab::QualityCost) ? m_window->qualityCostTab() : nullptr;
    if (!quality || !quality->hasUnsavedChanges())
        co_return true;
    const auto answer = plainQuestion(m_window->dialogParent(), title, question,
                                      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel)
        co_return false;
    if (answer != QMessageBox::Save)
        co_return true;
    if (!m_session->isOpen())
        co_return m_window->files()->saveLooseParts(quality);
    QCoro::Task<bool> saving = save();
    co_return co_await std::move(saving);
}

QCoro::Task<bool> ExperimentCommands::newExperiment(bool fromLooseFiles)
{
    QualityCostTab *quality = m_window->qualityCostTab();
    QStringList carried;
    if (fromLooseFiles) {
        const int rows = quality->grid().rowCount();
        carried.append(tr("the results grid (%n row(s))", nullptr, rows));
        const QualityProtocol protocol = quality->protocolToSave();
        carried.append(protocol.isFixed() ? tr("the quality protocol, fixed at %1 UTC")
                                                .arg(protocol.lock()->fixedAtUtc.toString(u"yyyy-MM-dd HH:mm"_s))
                                          : tr("the quality protocol (a draft)"));
    } else {
        QPointer<ExperimentCommands> self(this);
        QCoro::Task<bool> asking = saveOrDiscard(tr("New experiment"),
                                                 tr("The window has unsaved changes. Save them "
                                                    "before starting a new experiment?"));
        if (!co_await std::move(asking) || !self)
            co_return false;
    }
    NewExperimentDialog dialog(m_window->dialogParent(), carried);
    if (dialog.exec() != QDialog::Accepted)
        co_return false;
    const QString folder = dialog.folder();
    bool unguarded = false;
    if (Status claimed = m_session->claim(folder, &unguarded); !claimed) {
        plainWarning(m_window->dialogParent(), tr("Cannot create the experiment"), claimed.error());
        co_return false;
    }
    // The copies made before the folder is written: what the window shows when the dialog closed.
    const ResultsGrid grid = quality->grid();
    const QualityProtocol protocol = quality->protocolToSave();
    QPointer<ExperimentCommands> self(this);
    QCoro::Task<Result<Experiment>> creating = m_session->create(folder, dialog.title());
    const Result<Experiment> created = co_await std::move(creating);
    if (!self)
        co_return false;
    if (!created) {
        plainWarning(m_window->dialogParent(), tr("Cannot create the experiment"), created.error());
        co_return false;
    }
    QSettings().setValue(SettingsKeys::lastExportFolder, QFileInfo(folder).absolutePath());
    if (fromLooseFiles) {
        // The copies become the experiment's first saved state; the loose files are not touched.
        QCoro::Task<bool> saving = saveShown(grid, protocol);
        if (!co_await std::move(saving) || !self)
            co_return false;
    } else {
        showExperiment(*created);
    }
    FileCommands::rememberRecent(SettingsKeys::recentExperiments, folder);
    QSettings().setValue(SettingsKeys::lastExperiment, folder);
    m_window->statusLine()->showMessage(tr("Experiment created in %1").arg(QDir::toNativeSeparators(folder)), 8000);
    m_window->showTab(WindowTab::QualityCost); // the next step: its protocol (or its grid, already fixed)
    co_return true;
}

void ExperimentCommands::openExperimentDialog()
{
    const QString folder = QFileDialog::getExistingDirectory(m_window->dialogParent(), tr("Open experiment"),
                                                             startFolder(SettingsKeys::lastExportFolder));
    if (!folder.isEmpty())
        openExperiment(folder);
}

QCoro::Task<bool> ExperimentCommands::openExperiment(QString folder)
{
    folder = QFileInfo(fileSystemPath(folder)).absoluteFilePath();
    if (m_session->isOpen() && QDir(m_session->folder()) == QDir(folder))
        co_return true;
    if (!isExperimentFolder(folder)) {
        if (isSeedKit(folder)) {
            if (plainQuestion(m_window->dialogParent(), tr("Open experiment"),
                              tr("%1 is not an experiment, but holds a results grid or a tariff catalog. Create "
                                 "an experiment from these files? They are copied; the originals stay.")
                                  .arg(displaySafe(QDir::toNativeSeparators(folder))))
                == QMessageBox::Yes) {
                const QString grid = QDir(folder).filePath(u"resultats-bruts.csv"_s);
                const QString catalog = QDir(folder).filePath(u"tarifs-forfaits.csv"_s);
                if (QFileInfo(catalog).isFile())
                    co_await m_window->files()->openCatalogFile(catalog);
                if (QFileInfo(grid).isFile())
                    co_await m_window->files()->openRecentGrid(grid, false);
                QCoro::Task<bool> creating = newExperiment(true);
                co_return co_await std::move(creating);
            }
            co_return false;
        }
        plainWarning(m_window->dialogParent(), tr("Cannot open the experiment"),
                     tr("%1 is not an experiment: it has no %2.")
                         .arg(displaySafe(QDir::toNativeSeparators(folder)), ExperimentFile::index));
        co_return false;
    }
    QPointer<ExperimentCommands> self(this);
    QCoro::Task<bool> asking = saveOrDiscard(
        tr("Open experiment"), tr("The window has unsaved changes. Save them before opening another experiment?"));
    if (!co_await std::move(asking) || !self)
        co_return false;
    if (Status claimed = m_session->claim(folder); !claimed) {
        plainWarning(m_window->dialogParent(), tr("Cannot open the experiment"), claimed.error());
        co_return false;
    }
    const auto read = [folder](CancelFlag cancel) { return IteraGpu::openExperiment(folder, cancel); };
    // Named before it is awaited: GCC 12 destroys some temporaries of a co_await expression twice.
    QCoro::Task<std::optional<Result<Experiment>>> reading
        = m_window->files()->reader()->run<Experiment>(displaySafe(QFileInfo(folder).fileName()), read);
    const std::optional<Result<Experiment>> outcome = co_await std::move(reading);
    if (!outcome)
        co_return false; // another read replaced it, or the window is gone
    const Result<Experiment> &experiment = *outcome;
    if (!experiment) {
        m_session->close();
        if (isCancelled(experiment.failure()))
            m_window->statusLine()->showMessage(experiment.error(), 5000);
        else
            plainWarning(m_window->dialogParent(), tr("Cannot open the experiment"), experiment.error());
        co_return false;
    }
    m_session->adopt(*experiment);
    showExperiment(*experiment);
    FileCommands::rememberRecent(SettingsKeys::recentExperiments, folder);
    QSettings().setValue(SettingsKeys::lastExperiment, folder);
    m_window->statusLine()->showMessage(tr("Experiment %1 opened").arg(displaySafe(experiment->index.title)), 5000);
    QCoro::Task<> applying = applyWindowState(experiment->windowState);
    co_await std::move(applying);
    co_return true;
}

QCoro::Task<> ExperimentCommands::reopenLast()
{
    const QString last = QSettings().value(SettingsKeys::lastExperiment).toString();
    if (last.isEmpty() || !isExperimentFolder(last))
        co_return;
    QCoro::Task<bool> opening = openExperiment(last);
    co_await std::move(opening);
}

void ExperimentCommands::showExperiment(const Experiment &experiment)
{
    QualityCostTab *quality = m_window->qualityCostTab();
    quality->protocolPanel()->showProtocol(experiment.protocol);
    quality->gridPanel()->showGrid(experiment.grid, QDir(experiment.folder).filePath(ExperimentFile::grid));
    m_window->experimentShown();
}

QCoro::Task<bool> ExperimentCommands::save()
{
    QualityCostTab *quality = m_window->qualityCostTab();
    if (!m_session->isOpen()) {
        if (plainQuestion(m_window->dialogParent(), tr("Save"),
                          tr("No experiment is open. Create one with what the window shows (copies of the grid "
                             "and the protocol)?"))
            != QMessageBox::Yes)
            co_return false;
        QCoro::Task<bool> creating = newExperiment(true);
        co_return co_await std::move(creating);
    }
    QCoro::Task<bool> saving = saveShown(quality->grid(), quality->protocolToSave());
    co_return co_await std::move(saving);
}

QCoro::Task<bool> ExperimentCommands::saveShown(ResultsGrid grid, QualityProtocol protocol)
{
    QualityCostTab *quality = m_window->qualityCostTab();
    const CostPanel *cost = quality->costPanel();
    const QString catalogPath = cost->catalogPath().isEmpty() ? kBuiltinCatalog : cost->catalogPath();
    // What is edited while the files are written stays unsaved: the grid and the protocol are marked
    // saved only if they are still as they were taken.
    const quint64 gridRevision = quality->gridPanel()->model()->revision();
    const quint64 protocolRevision = quality->protocolPanel()->revision();
    m_window->statusLine()->showMessage(tr("Saving the experiment…"));
    QPointer<ExperimentCommands> self(this);
    QCoro::Task<Status> saving = m_session->save(std::move(grid), std::move(protocol), windowState(), catalogPath);
    const Status saved = co_await std::move(saving);
    if (!self)
        co_return false;
    m_window->statusLine()->clearMessage();
    if (!saved) {
        plainWarning(m_window->dialogParent(), tr("Save failed"), saved.error());
        co_return false;
    }
    if (!m_session->isOpen())
        co_return false; // closed meanwhile
    if (quality->protocolPanel()->revision() == protocolRevision)
        quality->protocolPanel()->showProtocol(m_session->experiment().protocol);
    const QString gridPath = QDir(m_session->folder()).filePath(ExperimentFile::grid);
    if (quality->gridPanel()->model()->revision() == gridRevision)
        quality->gridPanel()->markSaved(gridPath);
    m_window->statusLine()->showMessage(
        tr("Experiment saved: %1 (%2)")
            .arg(displaySafe(m_session->experiment().index.title), QDir::toNativeSeparators(m_session->folder())),
        8000);
    m_window->experimentShown();
    co_return true;
}

QCoro::Task<bool> ExperimentCommands::closeExperiment()
{
    if (!m_session->isOpen())
        co_return true;
    QPointer<ExperimentCommands> self(this);
    QCoro::Task<bool> asking
        = saveOrDiscard(tr("Close experiment"), tr("The experiment has unsaved changes. Save them before closing it?"));
    if (!co_await std::move(asking) || !self)
        co_return false;
    QCoro::Task<> remembering = rememberWindowState();
    co_await std::move(remembering);
    if (!self)
        co_return false;
    m_session->close();
    QSettings().remove(SettingsKeys::lastExperiment);
    QualityCostTab *quality = m_window->qualityCostTab();
    quality->protocolPanel()->showProtocol(QualityProtocol());
    quality->gridPanel()->showGrid(ResultsGrid(), QString());
    m_window->experimentShown();
    co_return true;
}

void ExperimentCommands::offerExperimentFromLooseFiles()
{
    // In the status bar, not a question: opening a file never stops at a dialog the user did not ask for.
    m_fromLooseFiles->setVisible(!m_session->isOpen());
}

void ExperimentCommands::connectActions(WindowActions *actions)
{
    connect(actions->newExperiment, &QAction::triggered, this, [this] { newExperiment(); });
    connect(actions->openExperiment, &QAction::triggered, this, &ExperimentCommands::openExperimentDialog);
    connect(actions->saveExperiment, &QAction::triggered, this, &ExperimentCommands::save);
    connect(actions->closeExperiment, &QAction::triggered, this, &ExperimentCommands::closeExperiment);
    connect(actions->recentExperiments, &QMenu::aboutToShow, this,
            [this, actions] { fillRecentMenu(actions->recentExperiments); });
}

void ExperimentCommands::retranslate()
{
    m_fromLooseFiles->setText(tr("Create an experiment from these files…"));
    m_fromLooseFiles->setToolTip(tr("One folder that keeps the protocol, the grid and every report it cites together. "
                                    "The files are copied; the originals stay where they are."));
}

QJsonObject ExperimentCommands::windowState() const
{
    QJsonObject state;
    if (!m_session->isOpen())
        return state;
    const QString folder = m_session->folder();
    QJsonArray reports;
    for (const ReportLibrary::Entry &entry : m_window->reports()->entries())
        reports.append(storedPath(folder, entry.path));
    state[u"opened_reports"_s] = reports;
    if (m_window->hasTab(WindowTab::QualityCost)) {
        const CostPanel *cost = m_window->qualityCostTab()->costPanel();
        state[u"calculator"_s] = QJsonObject{{u"gpu_id"_s, cost->gpuBox()->currentData().toString()},
                                             {u"duration_days"_s, cost->daysBox()->currentData().toInt()},
                                             {u"lots"_s, cost->lotsEdit()->text()},
                                             {u"accepted_results"_s, cost->acceptedEdit()->text()}};
    }
    return state;
}

QCoro::Task<> ExperimentCommands::applyWindowState(QJsonObject state)
{
    QPointer<ExperimentCommands> self(this);
    const QString folder = m_session->folder();
    const Experiment &experiment = m_session->experiment();
    if (!experiment.catalogFile.isEmpty()) {
        QCoro::Task<> loading = m_window->files()->openCatalogFile(resolvedPath(folder, experiment.catalogFile));
        co_await std::move(loading);
        if (!self)
            co_return;
    }
    // Each value is checked as the field checks what is typed: an edited window.json sets nothing else.
    const QJsonObject calculator = state.value(u"calculator"_s).toObject();
    CostPanel *cost = m_window->qualityCostTab()->costPanel();
    if (int gpu = cost->gpuBox()->findData(calculator.value(u"gpu_id"_s).toString()); gpu >= 0)
        cost->gpuBox()->setCurrentIndex(gpu);
    if (int days = cost->daysBox()->findData(calculator.value(u"duration_days"_s).toInt()); days >= 0)
        cost->daysBox()->setCurrentIndex(days);
    for (const auto &[key, edit] :
         {std::pair{u"lots"_s, cost->lotsEdit()}, {u"accepted_results"_s, cost->acceptedEdit()}}) {
        const QString text = calculator.value(key).toString();
        const bool digits = std::all_of(text.begin(), text.end(), [](QChar c) { return c.isDigit(); });
        // Accepted results may be remembered empty (no unit cost), lots never.
        if (calculator.contains(key) && text.size() <= 20 && digits && (!text.isEmpty() || edit != cost->lotsEdit()))
            edit->setText(text);
    }
    QStringList reports;
    const QJsonArray opened = state.value(u"opened_reports"_s).toArray();
    for (const QJsonValue &value : opened) {
        const QString path = resolvedPath(folder, value.toString());
        if (!path.isEmpty() && reports.size() < 100)
            reports.append(path);
    }
    if (!reports.isEmpty())
        m_window->openReports(reports);
}

QCoro::Task<bool> ExperimentCommands::settleBeforeQuit()
{
    QPointer<ExperimentCommands> self(this);
    if (m_window->hasTab(WindowTab::QualityCost) && m_session->isOpen()) {
        QCoro::Task<bool> asking = saveOrDiscard(tr("Unsaved changes"),
                                                 tr("The experiment has unsaved changes. Save them before quitting?"));
        if (!co_await std::move(asking) || !self)
            co_return false;
    } else if (m_window->hasTab(WindowTab::QualityCost)
               && !m_window->files()->saveOrDiscardBeforeQuit(m_window->qualityCostTab())) {
        co_return false;
    }
    QCoro::Task<> remembering = rememberWindowState();
    co_await std::move(remembering);
    co_return bool(self);
}

QCoro::Task<> ExperimentCommands::rememberWindowState()
{
    if (!m_session->isOpen())
        co_return;
    QPointer<ExperimentCommands> self(this);
    QCoro::Task<Status> saving = m_session->saveWindowState(windowState());
    const Status saved = co_await std::move(saving);
    if (self && !saved)
        m_window->statusLine()->showMessage(saved.error(), 5000);
}

void ExperimentCommands::fillRecentMenu(QMenu *menu)
{
    FileCommands::fillRecentMenu(menu, SettingsKeys::recentExperiments,
                                 [this](const QString &path) { openExperiment(path); });
}

} // namespace IteraGpu::Ui
