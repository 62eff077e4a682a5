#include "qualitycosttab.h"

#include "costpanel.h"
#include "protocolpanel.h"
#include "resultsgridmodel.h"
#include "resultsgridpanel.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

QualityCostTab::QualityCostTab(QWidget *parent)
    : QWidget(parent)
    , m_protocol(new ProtocolPanel(this))
    , m_grid(new ResultsGridPanel(this))
    , m_cost(new CostPanel(this))
    , m_addFromMeasurement(new QPushButton(this))
    , m_gridTitle(new QLabel(this))
{
    setObjectName(u"qualityCostTab"_s);
    m_addFromMeasurement->setObjectName(u"addFromMeasurement"_s);
    m_addFromMeasurement->setEnabled(false);
    m_protocol->setResultsExist([this] { return m_grid->model()->rowCount() > 0; });

    auto *protocolScroll = new QScrollArea(this);
    protocolScroll->setWidget(m_protocol);
    protocolScroll->setWidgetResizable(true);
    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(protocolScroll);
    top->addWidget(m_cost);
    top->setSizes({600, 600});

    auto *gridPane = new QWidget(this);
    auto *gridLayout = new QVBoxLayout(gridPane);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    auto *gridHeader = new QHBoxLayout;
    gridHeader->addWidget(m_gridTitle, 1);
    gridHeader->addWidget(m_addFromMeasurement);
    gridLayout->addLayout(gridHeader);
    gridLayout->addWidget(m_grid, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(gridPane);
    splitter->setSizes({420, 300});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_protocol, &ProtocolPanel::showProtocolText, this, &QualityCostTab::showProtocolText);
    connect(m_addFromMeasurement, &QPushButton::clicked, this, &QualityCostTab::addRowFromLastMeasurement);
    connect(m_grid, &ResultsGridPanel::acceptedTotalChanged, this, &QualityCostTab::updateGridTotal);
    retranslate();
}

void QualityCostTab::setLanguage(const QString &language)
{
    m_language = language;
}

void QualityCostTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QualityCostTab::retranslate()
{
    m_addFromMeasurement->setText(tr("Add row from last measurement"));
    m_gridTitle->setText(tr("Raw results: one row per real run, failed and cancelled runs included; nothing is "
                            "pre-filled."));
    updateGridTotal();
}

void QualityCostTab::updateGridTotal()
{
    m_cost->setGridTotal(m_grid->model()->grid().acceptedResultsTotal(),
                         m_grid->model()->grid().rowsWithAcceptedResults());
}

bool QualityCostTab::hasUnsavedChanges() const
{
    return m_grid->isModified() || m_protocol->isModified();
}

void QualityCostTab::showProtocolText()
{
    const QString suffix = m_language == u"en"_s ? QString() : u"."_s + m_language;
    QFile file(u":/iteragpu/protocole-qualite"_s + suffix + u".md"_s);
    if (!file.exists())
        file.setFileName(u":/iteragpu/protocole-qualite.md"_s);
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Quality protocol"));
    auto *browser = new QTextBrowser(&dialog);
    if (file.open(QIODevice::ReadOnly))
        browser->setMarkdown(QString::fromUtf8(file.readAll()));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog.resize(700, 600);
    dialog.exec();
}

void QualityCostTab::setLastMeasurement(const MeasurementRunResult &result)
{
    // A refused run measured nothing and wrote nothing: it is not a run of the grid.
    if (result.kind == MeasurementRunResult::Kind::Refused || !result.written)
        return;
    m_lastMeasurement = result;
    m_addFromMeasurement->setEnabled(true);
}

bool QualityCostTab::addRowFromLastMeasurement()
{
    if (!m_lastMeasurement)
        return false;
    const MeasurementReport &report = m_lastMeasurement->report;
    const MeasurementConfig &c = report.config;
    ResultRow row;
    row[ResultColumn::RunId] = m_grid->model()->grid().nextRunId();
    row[ResultColumn::DateUtc] = report.startedUtc.toUTC().toString(Qt::ISODate);
    const bool cancelled = report.outcome.failure && report.outcome.failure->message == u"cancelled"_s;
    row[ResultColumn::RunStatus]
        = report.outcome.complete() ? u"complete"_s : (cancelled ? u"cancelled"_s : u"failed"_s);
    if (const auto &cost = m_cost->cost()) {
        // The tariff is pinned in the row: a later catalog never re-prices this run.
        row[ResultColumn::GpuId] = cost->tariff.gpuId;
        row[ResultColumn::DurationDays] = QString::number(cost->tariff.durationDays);
        row[ResultColumn::Lots] = QString::number(cost->request.lots);
        row[ResultColumn::LotPriceCents] = QString::number(cost->tariff.priceCents);
        row[ResultColumn::CatalogSnapshot] = cost->tariff.snapshot;
    }
    row[ResultColumn::Device] = c.device;
    row[ResultColumn::DeviceName] = report.environment.device.deviceName;
    row[ResultColumn::Dtype] = dtypeName(c.dtype);
    row[ResultColumn::Batch] = QString::number(c.batch);
    row[ResultColumn::Context] = QString::number(c.context);
    row[ResultColumn::Width] = QString::number(c.width);
    row[ResultColumn::Warmup] = QString::number(c.warmup);
    row[ResultColumn::Repeats] = QString::number(c.repeats);
    row[ResultColumn::MeasurementFile] = QFileInfo(c.output).fileName();
    row[ResultColumn::WarmForwardMedianS] = report.warmForwardMedianSeconds();
    if (auto peak = report.maxPeakAllocated())
        row[ResultColumn::PeakAllocatedBytes] = QString::number(*peak);
    if (auto peak = report.maxPeakReserved())
        row[ResultColumn::PeakReservedBytes] = QString::number(*peak);
    if (report.outcome.failure)
        row[ResultColumn::Notes] = report.outcome.failure->phase + u": "_s + report.outcome.failure->message;
    return m_grid->addRow(row);
}

bool QualityCostTab::exportCostJson(const QString &path, QString *error) const
{
    const Status s = m_cost->cost() ? writePackageCost(path, *m_cost->cost())
                                    : Status(Error{tr("No valid package cost to export.")});
    if (!s && error)
        *error = s.error();
    return bool(s);
}

const ResultsGrid &QualityCostTab::grid() const
{
    return m_grid->model()->grid();
}

QualityProtocol QualityCostTab::protocolToSave() const
{
    return m_protocol->protocolToSave();
}

const std::optional<PackageCost> &QualityCostTab::packageCost() const
{
    return m_cost->cost();
}

} // namespace IteraGpu::Ui
