// MeasureTab, continued: a single run from the form to its report, and the sentence that ends it
// (split from measuretab.cpp by job, unchanged).
#include "ui/measure/measuretab.h"

#include "core/measure/phaseplan.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/settings.h"
#include "ui/measure/measureform.h"
#include "ui/measure/measurementcontroller.h"
#include "ui/measure/shownrunbox.h"
#include "ui/measure/sweeppanel.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/remote/remotemeasurementcontroller.h"
#include "ui/run/phasetablemodel.h"
#include "ui/run/reportview.h"
#include "ui/run/runfacts.h"
#include "ui/widgets/scrollpage.h"
#include "ui/widgets/wraplabel.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

QCoro::Task<> MeasureTab::run()
{
    if (isRunning())
        co_return;
    const bool remote = m_remote->isRemote();
    const std::optional<SshTarget> target = remote ? m_remote->usableTarget() : std::nullopt;
    if (remote && !target)
        co_return;
    auto config = m_form->readConfig(true);
    if (!config)
        co_return;
    m_mode->setCurrentIndex(0); // a single run fills the single run's page: shown while it runs
    const QString localPath = remote ? m_form->localOutput() : config->output;
    const QString localLabel = remote ? tr("Local copy") : fieldLabel(FieldKey::output);
    if (Status output = checkOutputPath(localPath, localLabel); !output) {
        m_form->showError(output.error(), FieldKey::output);
        co_return;
    }
    m_shownRun->startLiveRun(predictAllocations(*config));
    m_progress->setRange(0, int(completeRowCount(*config)));
    m_progress->setValue(0);
    m_progress->setFormat(u"%p%"_s);
    m_plannedRepeats = config->repeats;
    const QString host = remote ? sshHostLabel(target->destination) : QString();
    setLiveStatus([remote, host] {
        return remote ? tr("Connecting to %1 over SSH…").arg(host.toHtmlEscaped())
                      : tr("Loading the libtorch backend…");
    });
    m_shownConfig = *config;
    m_shownHost = host;
    m_status->setEnabled(true);
    m_cancelling = false;
    setRunning(true);

    QPointer<MeasureTab> self(this);
    RunController *runner = remote ? static_cast<RunController *>(m_remoteController) : m_controller;
    // Named, not a temporary in the co_await expression: GCC 12 destroys such temporaries twice.
    RunRequest request{*config, m_backendPath, remote ? *target : SshTarget(), remote ? localPath : QString()};
    const MeasurementRunResult result = co_await runner->run(std::move(request));
    if (!self)
        co_return;
    setRunning(false);
    m_liveStatus = nullptr;
    m_progress->setFormat(u"%p%"_s);
    m_lastResult = result;
    m_lastOutput = localPath;
    m_lastHost = host;
    m_lastRemoteOutput = remote ? config->output : QString();
    if (remote && result.kind == MeasurementRunResult::Kind::Refused && result.field == FieldKey::output)
        m_form->showError(result.message, u"remote_output");
    showRunStatus();
    if (result.reportWritten())
        m_form->suggestOutput();
    m_shownRun->liveRunEnded(result.kind == MeasurementRunResult::Kind::Refused ? nullptr : &result.report,
                             result.reportWritten() ? localPath : QString());
    // A refused run measured nothing: the table is empty, nothing there can be stale.
    if (result.kind == MeasurementRunResult::Kind::Refused)
        m_shownConfig.reset();
    updateStale();
    Q_EMIT measurementFinished(result);
}

QString MeasureTab::runStatusText(const MeasurementRunResult &result, const QString &output)
{
    const QString file = QDir::toNativeSeparators(output).toHtmlEscaped();
    const QString message = result.message.toHtmlEscaped();
    const auto bold = [](const QString &text) -> QString { return u"<b>"_s + text + u"</b> "_s; };
    switch (result.kind) {
    case MeasurementRunResult::Kind::Refused:
        return bold(tr("Refused:")) + message + u"<br>"_s + tr("Nothing was measured and no file was written.");
    case MeasurementRunResult::Kind::NotWritten:
        return bold(tr("Report not written:")) + message + u"<br>"_s
            + tr("The phases measured are shown, but no file was written.");
    case MeasurementRunResult::Kind::Complete:
        return bold(tr("Complete."))
            + tr("Report written to %1. warm_forward median: %2 s.")
                  .arg(file, localizedDecimal(result.report.warmForwardMedianSeconds()));
    case MeasurementRunResult::Kind::Failed:
        return bold(tr("Failed part-way:")) + message + u"<br>"_s
            + tr("The phases measured before it are shown and were written to %1 with the status %2.")
                  .arg(file, RunFacts::statusWord(RunStatus::Failed));
    case MeasurementRunResult::Kind::Cancelled:
        return u"<b>"_s + tr("Cancelled") + u"</b> "_s + tr("at %1.").arg(phaseLabel(result.report.outcome.stoppedAt))
            + u"<br>"_s
            + tr("The phases measured before it are shown and were written to %1 with the status %2.")
                  .arg(file, RunFacts::statusWord(RunStatus::Cancelled));
    }
    return {};
}

} // namespace IteraGpu::Ui
