#include "ui/windowrecovery.h"

#include "ui/common/plaintext.h"
#include "ui/experiment/experimentsession.h"
#include "ui/recoverymanager.h"
#include "ui/recoveryprompt.h"
#include "ui/windowparts.h"

#include <QDir>
#include <QLabel>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

WindowRecovery::WindowRecovery(WindowParts *parts, ExperimentSession *experiment, QStatusBar *statusBar,
                               QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_experiment(experiment)
    , m_statusBar(statusBar)
{ }

QString WindowRecovery::folder() const
{
    return m_experiment->isOpen() ? ExperimentSession::stateFolderFor(m_experiment->folder())
                                  : RecoveryManager::defaultFolder();
}

RecoveryManager *WindowRecovery::manager()
{
    // Made on first need, at the latest when the recovery is offered just after the first frame.
    if (m_recovery)
        return m_recovery;
    m_recovery = new RecoveryManager(
        folder(),
        [this] { return unsavedWork(m_parts->hasTab(WindowTab::QualityCost) ? m_parts->qualityCostTab() : nullptr); },
        this);
    connect(m_recovery, &RecoveryManager::writeFailed, this, [this](const QString &message) {
        m_statusBar->showMessage(tr("Crash recovery cannot keep your unsaved work: %1").arg(message), 10000);
    });
    showState();
    return m_recovery;
}

bool WindowRecovery::follow()
{
    if (m_recovery && m_recovery->folder() != folder()) {
        if (!m_recovery->isReadingLeftOver() && !m_recovery->leftOver())
            m_recovery->discard();
        m_recovery->waitForWrites();
        delete m_recovery;
        m_recovery = nullptr;
    }
    manager(); // the manager of this folder (showState says in the status bar what it can do)
    return offerOnce();
}

bool WindowRecovery::offerOnce()
{
    if (m_offeredFor == folder())
        return false;
    m_offeredFor = folder();
    return true;
}

void WindowRecovery::showState()
{
    // Said for as long as the window runs: a message that goes away would leave the user believing
    // that their typing is kept.
    const bool off = m_recovery && m_recovery->isUnavailable();
    const bool elsewhere = m_recovery && !off && !m_recovery->ownsFile();
    if (!off && !elsewhere) {
        if (m_off)
            m_off->hide();
        return;
    }
    if (!m_off) {
        m_off = plainLabel(new QLabel(m_statusBar));
        m_off->setObjectName(u"recoveryOff"_s);
        m_statusBar->addPermanentWidget(m_off);
    }
    m_off->show();
    const QString where = QDir::toNativeSeparators(m_recovery->folder());
    if (off) {
        m_off->setText(tr("Crash recovery is off: %1 cannot be written").arg(where));
        m_off->setToolTip(
            plainToolTip(tr("Unsaved changes to the results grid and the protocol are lost if IteraGPU Lab stops "
                            "unexpectedly. Make %1 writable and start again to turn recovery on.")
                             .arg(where)));
        return;
    }
    // Another window keeps the recovery file of work outside experiments (or of this experiment).
    m_off->setText(tr("Crash recovery is off in this window: another window keeps it"));
    m_off->setToolTip(plainToolTip(
        tr("Only one window keeps the unsaved work of the same place. Open an experiment in this window (File > "
           "New experiment… or Open experiment…): each experiment has its own crash recovery.")));
}

void WindowRecovery::close()
{
    if (!m_recovery) // this session wrote nothing, and left a crashed one's work alone
        return;
    m_recovery->discard();
    m_recovery->waitForWrites();
}

} // namespace IteraGpu::Ui
