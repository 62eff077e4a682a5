#include "ui/run/reportview.h"

#include "core/measure/datasheet.h"
#include "core/measure/devicememory.h"
#include "core/util/displaytext.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/run/phasecharts.h"
#include "ui/run/phasetablemodel.h"
#include "ui/run/runfacts.h"
#include "ui/widgets/tablekeys.h"
#include "ui/widgets/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

QString deviceText(const MeasurementReport &report)
{
    const QString name = report.environment.device.deviceName;
    return name.isEmpty() ? report.config.device : name + u" ("_s + report.config.device + u')';
}

QString startText(const MeasurementReport &report)
{
    return report.startedUtc.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s) + u" UTC"_s;
}

} // namespace

ReportView::ReportView(QWidget *parent)
    : QWidget(parent)
    , m_banner(new WrapLabel(this))
    , m_addRow(new QPushButton(this))
    , m_close(new QPushButton(this))
    , m_model(new PhaseTableModel(this))
    , m_table(new QTableView(this))
    , m_charts(new PhaseCharts(this))
{
    setObjectName(u"reportView"_s);
    m_banner->setObjectName(u"reportBanner"_s);
    m_addRow->setObjectName(u"addReportRow"_s);
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::RichText);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setAutoFillBackground(true);
    m_banner->setBackgroundRole(QPalette::ToolTipBase);
    m_banner->setForegroundRole(QPalette::ToolTipText);
    m_banner->setMargin(6);

    m_table->setModel(m_model);
    TableKeys::install(m_table);
    m_table->setObjectName(u"reportPhaseTable"_s);
    m_table->verticalHeader()->hide();
    // As the Measure tab's phase table: one line a row, the columns fitted to each report shown
    // until the user sizes one, then kept (and remembered) for every report.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().lineSpacing() + 6);
    m_table->setWordWrap(false);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    if (const QByteArray state = QSettings().value(SettingsKeys::reportColumns).toByteArray(); !state.isEmpty())
        m_columnsByUser = header->restoreState(state);
    connect(header, &QHeaderView::sectionResized, this, [this] {
        if (m_fitting)
            return;
        m_columnsByUser = true;
        QSettings().setValue(SettingsKeys::reportColumns, m_table->horizontalHeader()->saveState());
    });
    m_charts->setModel(m_model);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_addRow);
    buttons->addWidget(m_close);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_charts);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);

    connect(m_addRow, &QPushButton::clicked, this, [this] { Q_EMIT addRowRequested(m_id); });
    connect(m_close, &QPushButton::clicked, this, [this] { Q_EMIT closeRequested(m_id); });
    retranslate();
}

QString ReportView::title(const QString &fileName, const MeasurementReport &report)
{
    return displaySafe(fileName) + u" · "_s + displaySafe(deviceText(report)) + u" · "_s + startText(report);
}

QString ReportView::title(const LoadedReport &loaded)
{
    return loaded.isMeasurement() ? title(loaded.fileName, loaded.measurement().report) : displaySafe(loaded.fileName);
}

QString ReportView::configText(const MeasurementConfig &c)
{
    const QLocale locale;
    return tr("batch %1, context %2, width %3, hidden %4, %5, warm-up %6, repeats %7, seed %8")
        .arg(locale.toString(c.batch), locale.toString(c.context), locale.toString(c.width), locale.toString(c.hidden),
             dtypeName(c.dtype), locale.toString(c.warmup), locale.toString(c.repeats))
        .arg(c.seed);
}

void ReportView::showReport(int id, const LoadedReport &loaded)
{
    m_id = id;
    m_report = loaded;
    const LoadedMeasurement &measurement = loaded.measurement();
    m_model->reset(measurement.prediction);
    m_model->appendRows(measurement.report.outcome.rows);
    retranslate();
    fitColumns();
}

void ReportView::fitColumns()
{
    if (m_columnsByUser)
        return;
    m_fitting = true;
    m_table->resizeColumnsToContents();
    m_fitting = false;
}

void ReportView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fitColumns(); // the headers' new words
    }
    QWidget::changeEvent(event);
}

void ReportView::retranslate()
{
    m_addRow->setText(tr("&Add to the results grid"));
    m_addRow->setToolTip(tr("Adds this run to the results grid of the Quality and cost tab, with the tariff "
                            "chosen there; the row's notes name this file and the start of its SHA-256."));
    m_close->setText(tr("C&lose report"));
    if (m_id == 0) {
        m_banner->clear();
        return;
    }
    const MeasurementReport &report = m_report.measurement().report;
    const QLocale locale;
    // What the run says beyond the table: the failure's kind, the device before model_load.
    QStringList facts;
    const MeasurementOutcome &outcome = report.outcome;
    if (outcome.status == RunStatus::Failed) {
        facts.append(
            !outcome.failureKind ? tr("Failure kind: not recorded (format version %1)").arg(m_report.formatVersion)
                : *outcome.failureKind == ErrorKind::OutOfMemory ? tr("Failure kind: out of memory")
                                                                 : tr("Failure kind: other than out of memory"));
    }
    if (const auto before = deviceMemoryUse(outcome.deviceMemoryBefore)) {
        facts.append(tr("Before model_load the device had %1 in use, %2 of it outside this process's caching "
                        "allocator (every process on the card, not this process alone)")
                         .arg(binaryBytes(before->inUse, locale),
                              before->outsideAllocator < 0
                                  ? locale.negativeSign() + binaryBytes(-before->outsideAllocator, locale)
                                  : binaryBytes(before->outsideAllocator, locale)));
    }
    if (const QStringList contradictory = contradictoryRows(outcome); !contradictory.isEmpty()) {
        facts.append(tr("The device's figures contradict the allocator's in %1: it reserves more than the device "
                        "reports in use. They are shown as read.")
                         .arg(contradictory.join(u", "_s)));
    }
    // Derived from the configuration and the phases: the report stores no throughput field.
    // In the banner's tooltip: two more lines would not fit the banner at 1024x640 (tst_layout).
    const ThroughputSummary throughput = throughputSummary(report, builtinDatasheets());
    m_banner->setToolTip(plainToolTip(throughput.achievedText + u'\n' + throughput.workText));
    QString escapedLines;
    for (const QString &fact : std::as_const(facts))
        escapedLines += u"<br>"_s + fact.toHtmlEscaped();
    const QString config = configText(report.config);
    m_banner->setText(
        u"<b>"_s + tr("Opened report (read-only): %1").arg(displaySafe(m_report.fileName).toHtmlEscaped())
        + u"</b><br>"_s
        + tr("Device %1 · started %2 · status %3 · format version %4")
              .arg(displaySafe(deviceText(report)).toHtmlEscaped(), startText(report),
                   RunFacts::statusWord(report.outcome.status))
              .arg(m_report.formatVersion)
        + u"<br>"_s + config.toHtmlEscaped() + u"<br>"_s + RunFacts::threadCount(report.environment).toHtmlEscaped()
        + escapedLines + u"<br><small>"_s
        + tr("The predicted column is the prediction this file carried. A new run uses the form on the left; "
             "choose \"New run\" above to see it.")
        + u"</small>"_s);
}

} // namespace IteraGpu::Ui
