#include "ui/mainwindow.h"

// The experiment the window works on, its title and its crash recovery (the rest of the window is
// mainwindow.cpp). See docs/ARCHITECTURE.md, "The window on an experiment" and "Crash recovery".
#include "core/experiment/experiment.h"
#include "core/files/textfile.h"
#include "core/sweep/sweepindex.h"
#include "core/util/displaytext.h"
#include "ui/common/plaintext.h"
#include "ui/experiment/experimentcommands.h"
#include "ui/experiment/experimentsession.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/recoverymanager.h"
#include "ui/recoveryprompt.h"
#include "ui/windowactions.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPointer>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

QString MainWindow::recoveryFolder() const
{
    return m_experiment->isOpen() ? ExperimentSession::stateFolderFor(m_experiment->folder())
                                  : RecoveryManager::defaultFolder();
}

void MainWindow::experimentShown()
{
    if (m_quality && m_experiment->isOpen())
        m_quality->setReportStore(
            [this](const QString &path, const QString &sha) { return m_experiment->storeReport(path, sha); });
    else if (m_quality)
        m_quality->setReportStore({});
    m_actions->closeExperiment->setEnabled(m_experiment->isOpen());
    updateTitle();
    const QString folder = recoveryFolder();
    if (m_recovery && m_recovery->folder() != folder) {
        // What this window kept for the work before is no longer needed (saved, or discarded by the
        // user, before another experiment was opened); a crashed session's file not yet offered stays.
        if (!m_recovery->isReadingLeftOver() && !m_recovery->leftOver())
            m_recovery->discard();
        m_recovery->waitForWrites();
        delete m_recovery;
        m_recovery = nullptr;
    }
    recovery(); // the manager of this folder (watchForRecovery says in the status bar what it can do)
    if (m_recoveryOfferedFor != folder) { // each experiment's left-over work is offered once
        m_recoveryOfferedFor = folder;
        offerRecovery();
    }
}

QCoro::Task<> MainWindow::start(QStringList arguments)
{
    QPointer<MainWindow> self(this);
    QString folder;
    QStringList reports;
    for (const QString &argument : arguments) {
        const QFileInfo file(fileSystemPath(argument));
        // A file manager's "Open with" passes the file a user chose: an experiment's index stands for
        // its folder, a sweep's index for its points' reports.
        const bool experimentIndex = file.fileName() == ExperimentFile::index && isExperimentFolder(file.path());
        if (folder.isEmpty() && (file.isDir() || experimentIndex)) {
            folder = experimentIndex ? file.path() : argument;
        } else if (file.isFile() && isSweepIndexFile(file.filePath())) {
            const auto index = readSweepIndex(file.filePath());
            if (!index) {
                statusBar()->showMessage(index.error(), 10000);
                continue;
            }
            for (const SweepPoint &point : index->points)
                if (!point.file.isEmpty())
                    reports.append(file.dir().filePath(point.file));
        } else {
            reports.append(argument);
        }
    }
    if (!folder.isEmpty()) {
        QCoro::Task<bool> opening = m_experimentCommands->openExperiment(folder);
        co_await std::move(opening);
    } else {
        QCoro::Task<> reopening = m_experimentCommands->reopenLast();
        co_await std::move(reopening);
    }
    if (!self)
        co_return;
    if (!m_experiment->isOpen()) { // else experimentShown() offered the experiment's own
        m_recoveryOfferedFor = recoveryFolder();
        offerRecovery();
    }
    if (!reports.isEmpty())
        openReports(reports);
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
        recoveryFolder(), [this] { return unsavedWork(m_quality); }, this);
    connect(m_recovery, &RecoveryManager::writeFailed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Crash recovery cannot keep your unsaved work: %1").arg(message), 10000);
    });
    showRecoveryState();
}

void MainWindow::showRecoveryState()
{
    // Said for as long as the window runs: a message that goes away would leave the user believing
    // that their typing is kept.
    const bool off = m_recovery && m_recovery->isUnavailable();
    const bool elsewhere = m_recovery && !off && !m_recovery->ownsFile();
    if (!off && !elsewhere) {
        if (m_recoveryOff)
            m_recoveryOff->hide();
        return;
    }
    if (!m_recoveryOff) {
        m_recoveryOff = plainLabel(new QLabel(this));
        m_recoveryOff->setObjectName(u"recoveryOff"_s);
        statusBar()->addPermanentWidget(m_recoveryOff);
    }
    m_recoveryOff->show();
    const QString folder = QDir::toNativeSeparators(m_recovery->folder());
    if (off) {
        m_recoveryOff->setText(tr("Crash recovery is off: %1 cannot be written").arg(folder));
        m_recoveryOff->setToolTip(
            plainToolTip(tr("Unsaved changes to the results grid and the protocol are lost if IteraGPU Lab stops "
                            "unexpectedly. Make %1 writable and start again to turn recovery on.")
                             .arg(folder)));
        return;
    }
    // Another window keeps the recovery file of work outside experiments (or of this experiment).
    m_recoveryOff->setText(tr("Crash recovery is off in this window: another window keeps it"));
    m_recoveryOff->setToolTip(plainToolTip(
        tr("Only one window keeps the unsaved work of the same place. Open an experiment in this window (File > "
           "New experiment… or Open experiment…): each experiment has its own crash recovery.")));
}

QCoro::Task<> MainWindow::offerRecovery()
{
    return Ui::offerRecovery(this);
}

void MainWindow::restoreRecovery(const RecoverySnapshot &snapshot)
{
    Ui::restoreRecovery(this, snapshot);
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt puts the modified mark.
    const QString grid = m_quality ? m_quality->gridPanel()->filePath() : QString();
    if (m_experiment->isOpen()) {
        const Experiment &e = m_experiment->experiment();
        const QString name = e.index.title.isEmpty() ? QFileInfo(e.folder).fileName() : e.index.title;
        setWindowTitle(tr("%1[*] — %2 — IteraGPU Lab").arg(displaySafe(name, 80), QFileInfo(e.folder).fileName()));
    } else {
        setWindowTitle(grid.isEmpty() ? tr("IteraGPU Lab") + u"[*]"_s
                                      : tr("%1[*] — IteraGPU Lab").arg(QFileInfo(grid).fileName()));
    }
    setWindowModified(m_quality && m_quality->hasUnsavedChanges());
}

} // namespace IteraGpu::Ui
