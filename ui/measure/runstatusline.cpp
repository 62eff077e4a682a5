#include "ui/measure/runstatusline.h"

#include "core/measure/phase.h"
#include "core/util/fieldkey.h"
#include "ui/common/localizednumbers.h"
#include "ui/run/phasetablemodel.h"
#include "ui/run/runfacts.h"
#include "ui/widgets/wraplabel.h"

#include <QDir>
#include <QFrame>
#include <QProgressBar>
#include <QScrollArea>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {
constexpr int kStatusLines = 4; // the line's fixed height, in text lines
const QString kUseCpuLink = u"iteragpu:use-cpu"_s;
} // namespace

RunStatusLine::RunStatusLine(QWidget *parent)
    : QObject(parent)
    , m_bar(new QProgressBar(parent))
    , m_label(new WrapLabel(parent))
    , m_area(new QScrollArea(parent))
{
    m_label->setObjectName(u"measureStatus"_s);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse
                                     | Qt::LinksAccessibleByKeyboard);
    // Four lines high (it scrolls beyond): nothing below moves as it grows from one line to four.
    m_area->setObjectName(u"measureStatusArea"_s);
    m_area->setFrameShape(QFrame::NoFrame);
    m_area->setWidgetResizable(true);
    m_area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_area->setWidget(m_label);
    m_area->setFixedHeight(kStatusLines * m_label->fontMetrics().lineSpacing() + 2 * m_label->margin() + 4);
    connect(m_label, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == kUseCpuLink)
            Q_EMIT useCpuRequested();
    });
}

void RunStatusLine::startRun(qsizetype rows, int repeats)
{
    m_repeats = repeats;
    m_bar->setRange(0, int(rows));
    m_bar->setValue(0);
    m_bar->setFormat(u"%p%"_s);
    m_label->setEnabled(true);
}

void RunStatusLine::showRows(const PhaseTableModel *model)
{
    // QProgressBar::setValue() repaints at once; painted with the rest of the batch instead.
    m_bar->setUpdatesEnabled(false);
    m_bar->setValue(model->rowCount());
    m_bar->setFormat(RunFacts::progressFormat(model->rows(), m_repeats));
    m_bar->setUpdatesEnabled(true); // schedules one update
}

void RunStatusLine::endRun()
{
    m_live = nullptr;
    m_bar->setFormat(u"%p%"_s);
}

void RunStatusLine::setSweeping(bool sweeping)
{
    m_bar->setRange(0, sweeping ? 0 : 1);
    m_bar->setValue(0);
    m_bar->setFormat(QString());
    // On the sweep's page the bar is there only while a sweep runs: an empty bar read as a text field.
    m_bar->setVisible(!m_sweepPage || sweeping);
}

void RunStatusLine::setFigureShown(bool shown, bool sweeping)
{
    m_sweepPage = !shown;
    m_bar->setTextVisible(shown);
    if (!shown && !sweeping)
        m_bar->setValue(m_bar->minimum());
    m_bar->setVisible(shown || sweeping);
}

void RunStatusLine::setLive(std::function<QString()> text)
{
    m_live = std::move(text);
    m_label->setText(m_live());
}

void RunStatusLine::setText(const QString &richText)
{
    m_live = nullptr;
    m_label->setText(richText);
}

void RunStatusLine::retranslate()
{
    if (m_live)
        m_label->setText(m_live());
}

QString RunStatusLine::sweepText(bool sweeping, const QString &ended, const QString &singleRun)
{
    if (sweeping)
        return tr("Sweep running: each point is a new iteragpu measure process; the points appear below as they "
                  "end.");
    if (!ended.isEmpty())
        return tr("Sweep: %1").arg(ended.toHtmlEscaped().replace(u'\n', u"<br>"_s));
    return tr("Sweep mode: the form's configuration is measured at each value of one field chosen below, each point "
              "a new iteragpu measure process. The last single run stays under \"%1\".")
        .arg(singleRun.toHtmlEscaped());
}

QString RunStatusLine::runStatusText(const MeasurementRunResult &result, const QString &output)
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

QString RunStatusLine::finishedText(const MeasurementRunResult &result, const QString &output, const QString &host,
                                    const QString &remoteOutput, bool offerCpu)
{
    const bool refused = result.kind == MeasurementRunResult::Kind::Refused;
    QString text = runStatusText(result, output);
    if (!host.isEmpty() && !refused)
        text += u"<br>"_s
            + tr("Measured on %1 over SSH; its report there: %2.")
                  .arg(host.toHtmlEscaped(), remoteOutput.toHtmlEscaped());
    if (!refused)
        text += u"<br>"_s + RunFacts::threadCount(result.report.environment).toHtmlEscaped();
    // A GPU device refused: one click to a protocol dry run on the CPU.
    if (refused && result.field == FieldKey::device && offerCpu)
        text += u"<br><a href=\"%1\">%2</a> "_s.arg(kUseCpuLink, tr("Use cpu (dry run)"))
            + tr("(checks the protocol's steps on this CPU; no GPU figure)");
    return text;
}

} // namespace IteraGpu::Ui
