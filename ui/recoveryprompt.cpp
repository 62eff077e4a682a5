#include "ui/recoveryprompt.h"

#include "ui/common/plaintext.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/recoverymanager.h"
#include "ui/windowparts.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>

#include <qcoro/qcorosignal.h>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Ui::RecoveryPrompt)
};
} // namespace

RecoverySnapshot unsavedWork(const QualityCostTab *quality)
{
    RecoverySnapshot snapshot;
    if (!quality)
        return snapshot;
    const ResultsGridPanel *grid = quality->gridPanel();
    snapshot.gridModified = grid->isModified();
    if (snapshot.gridModified) {
        snapshot.grid = grid->model()->grid();
        snapshot.gridPath = grid->filePath();
    }
    const ProtocolPanel *protocol = quality->protocolPanel();
    snapshot.protocolModified = protocol->isModified();
    if (snapshot.protocolModified) {
        snapshot.protocol = protocol->protocol();
        snapshot.typedFields = protocol->typedFields();
        snapshot.amendmentReason = protocol->reasonEdit()->text();
    }
    return snapshot;
}

QCoro::Task<> offerRecovery(WindowParts *window)
{
    RecoveryManager *recovery = window->recovery();
    if (recovery->isReadingLeftOver()) {
        // The window works meanwhile; the prompt comes when the file is read.
        window->statusLine()->showMessage(Tr::tr("Reading the unsaved work of the last session…"));
        QPointer<QWidget> self(window->dialogParent()); // the window, gone when it was closed meanwhile
        co_await qCoro(recovery, &RecoveryManager::leftOverRead);
        if (!self)
            co_return;
        window->statusLine()->clearMessage();
    }
    if (!recovery->leftOverError().isEmpty()) {
        plainWarning(window->dialogParent(), Tr::tr("Crash recovery"),
                     Tr::tr("The unsaved work of the last session cannot be read back: %1\n\nThe file is "
                            "left as it is.")
                         .arg(recovery->leftOverError()));
        co_return;
    }
    const auto &leftOver = recovery->leftOver();
    if (!leftOver)
        co_return;
    QStringList parts;
    if (leftOver->gridModified)
        parts.append(Tr::tr("the results grid (%n row(s))", nullptr, leftOver->grid.rowCount()));
    if (leftOver->protocolModified)
        parts.append(Tr::tr("the quality protocol"));
    QString text = Tr::tr("IteraGPU Lab was not closed properly. Unsaved work from %1 (UTC) was kept: %2.\n\nRestore "
                          "it? It stays unsaved until you save it.")
                       .arg(leftOver->savedUtc.toString(Qt::ISODate), parts.join(Tr::tr(" and ")));
    if (!leftOver->warnings.isEmpty())
        text += u"\n\n"_s + leftOver->warnings.join(u'\n');
    QMessageBox box(QMessageBox::Question, Tr::tr("Crash recovery"), text, QMessageBox::NoButton,
                    window->dialogParent());
    QPushButton *restore = box.addButton(Tr::tr("&Restore"), QMessageBox::AcceptRole);
    box.addButton(Tr::tr("&Discard it"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.setObjectName(u"recoveryPrompt"_s);
    makePlain(&box);
    box.exec();
    if (box.clickedButton() == restore) {
        restoreRecovery(window, *leftOver);
        recovery->forgetLeftOver();
        co_return;
    }
    recovery->forgetLeftOver();
    recovery->writeNow(); // the file now holds only what this session has unsaved
}

void restoreRecovery(WindowParts *window, const RecoverySnapshot &snapshot)
{
    if (snapshot.gridModified) {
        window->qualityCostTab()->gridPanel()->restoreUnsaved(snapshot.grid, snapshot.gridPath);
        window->showTab(WindowTab::QualityCost);
    }
    if (snapshot.protocolModified) {
        window->qualityCostTab()->protocolPanel()->restoreUnsaved(snapshot.protocol, snapshot.typedFields,
                                                                  snapshot.amendmentReason);
        window->showTab(WindowTab::QualityCost);
    }
    window->recovery()->writeNow();
    window->statusLine()->showMessage(Tr::tr("Unsaved work restored; save it to keep it."), 10000);
}

} // namespace IteraGpu::Ui
