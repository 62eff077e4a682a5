#include "ui/estimate/planpanel.h"

#include "core/estimate/estimate.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "ui/common/defaultfilenames.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/settings.h"
#include "ui/estimate/plantablemodel.h"
#include "ui/reports/reportlibrary.h"
#include "ui/widgets/inlineerror.h"
#include "ui/widgets/tablekeys.h"
#include "ui/widgets/wraplabel.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

constexpr int kTableMinimumHeight = 220; // px: about six rows, the page scrolls for the rest

struct Computed
{
    Result<PackagePlan> plan;
    bool hasSpot = false;
};

} // namespace

PlanPanel::PlanPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_daysLabel(new QLabel(this))
    , m_measuredLabel(new QLabel(this))
    , m_days(new QComboBox(this))
    , m_measured(new QComboBox(this))
    , m_use(new QPushButton(this))
    , m_exportCsv(new QPushButton(this))
    , m_exportJson(new QPushButton(this))
    , m_status(new WrapLabel(this))
    , m_error(new WrapLabel(this))
    , m_notes(new WrapLabel(this))
    , m_model(new PlanTableModel(this))
    , m_view(new QTableView(this))
{
    setObjectName(u"planPanel"_s);
    m_view->setObjectName(u"planTable"_s);
    m_days->setObjectName(u"planDays"_s);
    m_measured->setObjectName(u"planMeasured"_s);
    m_use->setObjectName(u"planUse"_s);
    m_exportCsv->setObjectName(u"planExportCsv"_s);
    m_exportJson->setObjectName(u"planExportJson"_s);
    m_status->setObjectName(u"planStatus"_s);
    m_notes->setObjectName(u"planNotes"_s);
    m_error->setObjectName(u"planError"_s);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    for (QLabel *label : {m_status, m_error, m_notes})
        label->setWordWrap(true);
    styleAsError(m_error);
    m_daysLabel->setBuddy(m_days);
    m_measuredLabel->setBuddy(m_measured);
    for (const int days : kRentalDurations)
        m_days->addItem(QString(), days);
    // The duration last chosen; a week the first time, the question users ask first.
    const int remembered = m_days->findData(QSettings().value(SettingsKeys::planDays, 7).toInt());
    m_days->setCurrentIndex(remembered >= 0 ? remembered : m_days->findData(7));
    m_view->setModel(m_model);
    TableKeys::install(m_view);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setMinimumHeight(kTableMinimumHeight);

    auto *choices = new QGridLayout;
    choices->addWidget(m_daysLabel, 0, 0);
    choices->addWidget(m_days, 0, 1);
    choices->addWidget(m_measuredLabel, 1, 0);
    choices->addWidget(m_measured, 1, 1);
    choices->setColumnStretch(1, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_use);
    buttons->addStretch();
    buttons->addWidget(m_exportCsv);
    buttons->addWidget(m_exportJson);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(choices);
    layout->addLayout(buttons); // above the table: reached without scrolling in a small window
    layout->addWidget(m_error);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_notes);

    auto builtin = Catalog::loadBuiltin();
    if (builtin)
        m_catalog = std::move(*builtin);
    retranslate();
    fillMeasured();
    connect(m_days, &QComboBox::currentIndexChanged, this, &PlanPanel::recompute);
    connect(m_days, &QComboBox::currentIndexChanged, this,
            [this] { QSettings().setValue(SettingsKeys::planDays, m_days->currentData().toInt()); });
    connect(m_measured, &QComboBox::currentIndexChanged, this, &PlanPanel::recompute);
    connect(m_view, &QAbstractItemView::activated, this, &PlanPanel::chooseCurrent);
    connect(m_use, &QPushButton::clicked, this, &PlanPanel::chooseCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PlanPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PlanPanel::updateButtons);
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportPlan(false); });
    connect(m_exportJson, &QPushButton::clicked, this, [this] { exportPlan(true); });
    updateButtons();
}

void PlanPanel::setInput(std::optional<PlanInput> input)
{
    m_input = std::move(input);
    recompute();
}

void PlanPanel::setCatalog(Catalog catalog)
{
    m_catalog = std::move(catalog);
    recompute();
}

void PlanPanel::setReportLibrary(ReportLibrary *reports)
{
    m_reports = reports;
    connect(reports, &ReportLibrary::added, this, &PlanPanel::fillMeasured);
    connect(reports, &ReportLibrary::removed, this, &PlanPanel::fillMeasured);
    fillMeasured();
}

int PlanPanel::days() const
{
    return m_days->currentData().toInt();
}

void PlanPanel::fillMeasured()
{
    const int current = m_measured->currentData().toInt(); // 0: none
    m_measured->blockSignals(true);
    m_measured->clear();
    m_measured->addItem(tr("None (the CUDA context and libraries not counted)"), 0);
    if (m_reports) {
        for (const ReportLibrary::Entry &entry : m_reports->entries())
            m_measured->addItem(displaySafe(entry.report.fileName, 80), entry.id);
    }
    const int index = m_measured->findData(current);
    m_measured->setCurrentIndex(index >= 0 ? index : 0);
    m_measured->blockSignals(false);
    if (index < 0)
        recompute(); // the chosen report was closed
}

void PlanPanel::recompute()
{
    m_error->clear();
    m_error->hide();
    if (!m_input) {
        m_model->clear();
        m_status->setText(tr("No plan: the estimate above has no result."));
        m_notes->clear();
        m_jobs.dropRunning();
        Q_EMIT planShown();
        return;
    }
    PlanInput input = *m_input;
    input.durations = {days()};
    const int reportId = m_measured->currentData().toInt();
    if (const ReportLibrary::Entry *entry = m_reports && reportId > 0 ? m_reports->entry(reportId) : nullptr) {
        auto lines = measuredPlanLines(entry->report);
        if (!lines) {
            m_error->setText(lines.error());
            m_error->show();
        } else {
            addMeasuredLines(input, *lines);
        }
    }
    m_status->setText(tr("Computing the plan…"));
    // The catalog and the input are copied into the job (the catalog's rows are shared, not copied).
    m_jobs.run(
        [catalog = m_catalog, input = std::move(input)](const JobContext &) {
            Result<PackagePlan> plan = computePackagePlan(catalog, input, fieldLabel);
            if (plan)
                plan->catalogSource = catalogSourceLabel(catalog);
            return Computed{std::move(plan), catalog.hasSpotPrices()};
        },
        [this](Computed computed) { show(std::move(computed.plan), computed.hasSpot); });
}

void PlanPanel::show(Result<PackagePlan> plan, bool hasSpot)
{
    if (!plan) {
        m_model->clear();
        m_status->setText(tr("No plan: %1").arg(plan.error()));
        Q_EMIT planShown();
        return;
    }
    const PackagePlan &p = *plan;
    // What the plan leaves out is the estimate's list above unless a measured line covered part of it:
    // only then is it said again, as the plan's own.
    const QString catalog
        = tr("Catalog: %1, snapshot %2. %3 Memory per GPU is the catalog's figure, not measured. This "
             "does not predict whether a real model fits on a card.")
              .arg(displaySafe(p.catalogSource, 120), displaySafe(p.snapshots.join(u"; "_s), 200), notAQuoteNotice());
    const bool sameAsEstimate = m_input && p.input.notIncluded == m_input->notIncluded;
    m_notes->setText(sameAsEstimate
                         ? catalog
                         : tr("Not included in the plan: %1.").arg(p.input.notIncluded.join(u", "_s)) + u' ' + catalog);
    // The headline: the cheapest package that holds the estimate with room to spare (the rows come
    // sorted: fitting ones by price first).
    const auto cheapest = std::find_if(p.rows.begin(), p.rows.end(),
                                       [](const PlanRow &row) { return row.verdict == PlanVerdict::Fits; });
    const QString headline = cheapest == p.rows.end()
        ? tr("No package of the catalog holds it with room to spare.")
        : tr("Cheapest that fits: %1, %2 for %n day(s) (one lot).", nullptr, cheapest->tariff().durationDays)
              .arg(cheapest->tariff().model, localizedCents(cheapest->tariff().priceCents));
    m_status->setText(headline + u'\n'
                      + tr("Needed per GPU: %1; tight: headroom under %2 % of the GPU's memory.")
                            .arg(tr("%1 (%2 %3)")
                                     .arg(exactBytes(p.neededBytes), localizedDecimal(binarySize(p.neededBytes).number),
                                          binarySize(p.neededBytes).unit),
                                 localizedDecimal(p.input.tightPercent.toString())));
    m_model->setPlan(std::move(*plan), hasSpot);
    Q_EMIT planShown();
}

void PlanPanel::chooseCurrent()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    const PlanRow *row = rows.isEmpty() ? nullptr : m_model->rowAt(rows.first().row());
    if (row)
        Q_EMIT packageChosen(row->tariff().gpuId, row->tariff().durationDays);
}

void PlanPanel::updateButtons()
{
    m_use->setEnabled(m_view->selectionModel()->hasSelection());
    m_exportCsv->setEnabled(m_model->hasPlan());
    m_exportJson->setEnabled(m_model->hasPlan());
}

QByteArray PlanPanel::planJson() const
{
    QByteArray bytes;
    if (m_model->hasPlan())
        writePackagePlanJson(m_model->plan(), [&](QByteArrayView piece) { bytes += piece; });
    return bytes;
}

QByteArray PlanPanel::planCsv() const
{
    QByteArray bytes;
    if (m_model->hasPlan())
        writePackagePlanCsv(m_model->plan(), [&](QByteArrayView piece) { bytes += piece; });
    return bytes;
}

void PlanPanel::exportPlan(bool json)
{
    const QString path = json
        ? askSavePath(this, tr("Export plan as JSON"), DefaultFileName::packagePlan(u"json"_s),
                      tr("JSON files (*.json)"))
        : askSavePath(this, tr("Export plan as CSV"), DefaultFileName::packagePlan(u"csv"_s), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    // The save dialog asked before replacing a file.
    reportExport(this, replaceFile(path, json ? planJson() : planCsv()),
                 tr("Plan written to %1").arg(QDir::toNativeSeparators(path)));
}

void PlanPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        recompute();
    }
    QWidget::changeEvent(event);
}

void PlanPanel::retranslate()
{
    m_title->setText(tr("Which package holds it"));
    m_daysLabel->setText(tr("Dura&tion:"));
    m_measuredLabel->setText(tr("Measured overhea&d:"));
    m_measured->setToolTip(tr("A measurement or environment report opened in this window: its bytes measured "
                              "outside the allocator become their own line, labelled with the device."));
    for (int i = 0; i < m_days->count(); ++i)
        m_days->setItemText(i, tr("%n day(s)", nullptr, m_days->itemData(i).toInt()));
    m_use->setText(tr("Set the calculator to this packa&ge"));
    m_use->setToolTip(tr("Sets the Quality and cost calculator to the chosen model and duration."));
    m_exportCsv->setText(tr("Export CSV…"));
    m_exportJson->setText(tr("Export JSON…"));
    if (m_measured->count() > 0)
        m_measured->setItemText(0, tr("None (the CUDA context and libraries not counted)"));
}

} // namespace IteraGpu::Ui
