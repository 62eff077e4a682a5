#include "ui/quality/costpanel.h"

#include "core/util/displaytext.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/localizednumbers.h"
#include "ui/widgets/chartscale.h"
#include "ui/widgets/chartview.h"
#include "ui/widgets/inlineerror.h"
#include "ui/widgets/scrollpage.h"
#include "ui/widgets/tablekeys.h"
#include "ui/widgets/wraplabel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

void titleChart(ChartView *view, QValueAxis *axis)
{
    view->chart()->setTitle(CostPanel::tr("Price per GPU-day by model and duration"));
    axis->setTitleText(CostPanel::tr("US dollars per GPU-day"));
}

} // namespace

CostPanel::CostPanel(QWidget *parent)
    : QWidget(parent)
    , m_gpu(new QComboBox(this))
    , m_days(new QComboBox(this))
    , m_lots(new QLineEdit(u"1"_s, this))
    , m_accepted(new QLineEdit(this))
    , m_useGridTotal(new QPushButton(this))
    , m_gridTotalLabel(new WrapLabel(this))
    , m_result(new WrapLabel(this))
    , m_error(new WrapLabel(this))
    , m_notice(new WrapLabel(this))
    , m_catalogModel(new QStandardItemModel(this))
    , m_catalogView(new QTableView(this))
{
    setObjectName(u"costPanel"_s);
    m_gpu->setObjectName(u"costGpu"_s);
    m_days->setObjectName(u"costDays"_s);
    m_lots->setObjectName(u"costLots"_s);
    m_accepted->setObjectName(u"acceptedResults"_s);
    m_useGridTotal->setObjectName(u"useGridTotal"_s);
    m_gridTotalLabel->setObjectName(u"gridTotalRule"_s);
    m_result->setObjectName(u"costResult"_s);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel *label : {m_result, m_error, m_notice, m_gridTotalLabel})
        label->setWordWrap(true);
    styleAsError(m_error);
    for (int days : kRentalDurations)
        m_days->addItem(QString::number(days), days);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a long label goes above its field in a narrow pane
    for (QWidget *field : std::initializer_list<QWidget *>{m_gpu, m_days, m_lots, m_accepted}) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        form->addRow(label, field);
    }
    form->addRow(QString(), m_useGridTotal);
    form->addRow(QString(), m_gridTotalLabel);
    auto *calculator = new QWidget(this);
    auto *calculatorLayout = new QVBoxLayout(calculator);
    calculatorLayout->addLayout(form);
    calculatorLayout->addWidget(m_error);
    calculatorLayout->addWidget(m_result);
    calculatorLayout->addWidget(m_notice);
    calculatorLayout->addStretch();

    m_catalogView->setModel(m_catalogModel);
    TableKeys::install(m_catalogView);
    m_catalogView->setSortingEnabled(true);
    m_catalogView->verticalHeader()->hide();
    m_catalogView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_catalogView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_catalogModel->setSortRole(Qt::UserRole);

    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(u"costTabs"_s);
    tabs->addTab(new ScrollPage(calculator, this), QString());
    tabs->addTab(m_catalogView, QString());
    // The chart is built when its tab is first shown (or asked for): none at start-up.
    auto *chartPage = new QWidget(this);
    chartPage->setMinimumHeight(ChartView::kMinimumHeight);
    (new QVBoxLayout(chartPage))->setContentsMargins(0, 0, 0, 0);
    tabs->addTab(chartPage, QString());
    connect(tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == kChartTab)
            chart();
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs);

    connect(m_gpu, &QComboBox::currentIndexChanged, this, &CostPanel::recompute);
    connect(m_days, &QComboBox::currentIndexChanged, this, &CostPanel::recompute);
    connect(m_lots, &QLineEdit::textChanged, this, &CostPanel::recompute);
    connect(m_accepted, &QLineEdit::textChanged, this, &CostPanel::recompute);
    connect(m_useGridTotal, &QPushButton::clicked, this, [this] {
        if (m_gridTotal.counted > 0)
            m_accepted->setText(QString::number(m_gridTotal.accepted));
    });

    auto builtin = Catalog::loadBuiltin();
    if (builtin)
        m_catalog = *builtin;
    retranslate(); // fills the catalog
}

void CostPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CostPanel::retranslate()
{
    const QStringList labels{tr("&GPU model:"), tr("Durat&ion (days):"), tr("&Lots:"), tr("&Accepted results:")};
    for (qsizetype i = 0; i < m_labels.size(); ++i)
        m_labels.at(i)->setText(labels.value(i));
    m_accepted->setPlaceholderText(tr("empty: no unit cost"));
    m_accepted->setToolTip(tr("The number of distinct accepted useful units. There is no default: without it the unit "
                              "cost is not computed. Repetitions of a benchmark are not new units."));
    if (auto *tabs = findChild<QTabWidget *>(u"costTabs"_s)) {
        tabs->setTabText(0, tr("Calculator"));
        tabs->setTabText(1, tr("Catalog"));
        tabs->setTabText(2, tr("Price per GPU-day"));
    }
    if (m_chart)
        titleChart(m_chart, m_axis);
    fillCatalog();
    recompute();
}

void CostPanel::setGrid(const ResultsGrid *grid)
{
    m_grid = grid;
    gridChanged();
}

void CostPanel::gridChanged()
{
    m_gridTotal = m_grid && m_cost ? gridTotalForPackage(*m_grid, *m_cost) : GridTotal{};
    const GridTotal &t = m_gridTotal;
    // The count only picks the plural form; the number shown is the exact total.
    const int pluralCount = static_cast<int>(std::min<qint64>(t.accepted, std::numeric_limits<int>::max()));
    m_useGridTotal->setText(
        tr("Use grid total (%1 accepted)", nullptr, pluralCount).arg(QLocale().toString(t.accepted)));
    m_useGridTotal->setEnabled(t.counted > 0);
    const QString rule = tr("Only complete rows pinned to this package count: the same GPU model, duration, lots, lot "
                            "price and snapshot. Dry runs, failed and cancelled runs never count.");
    m_useGridTotal->setToolTip(rule + u' ' + tr("Only when you click: nothing is filled in automatically."));
    if (!m_grid || !m_cost) {
        m_gridTotalLabel->setText(rule);
        return;
    }
    QStringList leftOut;
    if (t.otherPackage > 0)
        leftOut.append(tr("%n of another package", nullptr, t.otherPackage));
    if (t.dryRun > 0)
        leftOut.append(tr("%n dry run(s)", nullptr, t.dryRun));
    if (t.notCompleted > 0)
        leftOut.append(tr("%n failed or cancelled", nullptr, t.notCompleted));
    if (t.noAcceptedResults > 0)
        leftOut.append(tr("%n without accepted results", nullptr, t.noAcceptedResults));
    QString text = tr("Counts %n row(s) of this package.", nullptr, t.counted);
    if (!leftOut.isEmpty())
        text += u' ' + tr("Left out: %1.").arg(QLocale().createSeparatedList(leftOut));
    if (const auto &first = t.firstOtherPackage) {
        const ResultRow &row = m_grid->row(first->row);
        const QString cell = first->cell.isEmpty() ? tr("empty") : u"'"_s + displaySafe(first->cell, 60) + u"'"_s;
        text += u' '
            + tr("Row %1 (%2) is left out because its %3 is %4, not '%5': pin this package to it in the results "
                 "grid (Pin package).")
                  .arg(first->row + 1)
                  .arg(row[ResultColumn::RunId], ResultsGrid::columnTitle(first->column), cell, first->expected);
    }
    m_gridTotalLabel->setText(text + u' ' + rule);
}

Status CostPanel::openCatalog(const QString &path)
{
    auto catalog = Catalog::load(path);
    if (!catalog)
        return catalog.failure();
    return showCatalog(std::move(*catalog), path);
}

Status CostPanel::showCatalog(Catalog catalog, const QString &path)
{
    // The window lists every tariff in a table and a chart; a catalog far beyond any real price
    // list would take the GUI thread minutes and gigabytes to show. The command line has no such
    // bound (its output is streamed).
    if (catalog.tariffs().size() > kMaxShownTariffs)
        return Error{tr("%1: %2 tariffs; the window shows catalogs of at most %3 (the command line reads larger ones)")
                         .arg(displaySafe(QFileInfo(path).fileName()), QLocale().toString(catalog.tariffs().size()),
                              QLocale().toString(kMaxShownTariffs))};
    m_catalog = std::move(catalog);
    m_catalogPath = path;
    fillCatalog();
    recompute();
    Q_EMIT catalogChanged();
    return {};
}

bool CostPanel::choosePackage(const QString &gpuId, int days)
{
    const int gpu = m_gpu->findData(gpuId);
    const int duration = m_days->findData(days);
    if (gpu < 0 || duration < 0 || !m_catalog.find(gpuId, days))
        return false;
    m_gpu->setCurrentIndex(gpu);
    m_days->setCurrentIndex(duration);
    return true;
}

void CostPanel::fillCatalog()
{
    const QString current = m_gpu->currentData().toString();
    m_gpu->blockSignals(true);
    m_gpu->clear();
    QSet<QString> listed; // the first row of each GPU, in file order, in one pass
    for (const Tariff &tariff : m_catalog.tariffs()) {
        if (!listed.contains(tariff.gpuId)) {
            listed.insert(tariff.gpuId);
            m_gpu->addItem(u"%1 (%2)"_s.arg(displaySafe(tariff.model, 60), tariff.gpuId), tariff.gpuId);
        }
    }
    const int index = m_gpu->findData(current);
    m_gpu->setCurrentIndex(index >= 0 ? index : 0);
    m_gpu->blockSignals(false);

    m_catalogModel->clear();
    // The optional columns only when the file has them: an older catalog's table is unchanged.
    QStringList headers{tr("GPU id"), tr("Model"),     tr("GPUs per lot"),      tr("GiB per GPU"),
                        tr("Days"),   tr("Lot price"), tr("Price per GPU-day"), tr("Snapshot")};
    if (m_catalog.hasSpotPrices())
        headers.append(tr("Spot price (may be interrupted)"));
    if (m_catalog.hasSources())
        headers.append(tr("Source"));
    if (m_catalog.hasReadDates())
        headers.append(tr("Read on"));
    m_catalogModel->setHorizontalHeaderLabels(headers);
    const QLocale locale;
    for (const Tariff &t : m_catalog.tariffs()) {
        const auto item = [](const QString &text, const QVariant &sortKey, bool number) {
            auto *i = new QStandardItem(text);
            i->setData(sortKey, Qt::UserRole);
            if (number)
                i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return i;
        };
        auto *price = item(localizedCents(t.priceCents, locale), t.priceCents, true);
        price->setToolTip(
            tr("%1 cent(s)", nullptr, static_cast<int>(std::min<qint64>(t.priceCents, std::numeric_limits<int>::max())))
                .arg(locale.toString(t.priceCents)));
        QList<QStandardItem *> row{
            item(t.gpuId, t.gpuId, false),
            item(t.model, t.model, false),
            item(locale.toString(t.gpusPerLot), t.gpusPerLot, true),
            item(locale.toString(t.gpuMemoryGib), t.gpuMemoryGib, true),
            item(locale.toString(t.durationDays), t.durationDays, true),
            price,
            item(localizedDollars(t.dollarsPerGpuDay(), locale), t.hundredthCentsPerGpuDay(), true),
            item(t.snapshot, t.snapshot, false)};
        if (m_catalog.hasSpotPrices()) // an empty cell sorts first: the row has no spot price
            row.append(t.spotPriceCents ? item(localizedCents(*t.spotPriceCents, locale), *t.spotPriceCents, true)
                                        : item(QString(), qint64(0), true));
        if (m_catalog.hasSources())
            row.append(item(displaySafe(t.source, 200), t.source, false));
        if (m_catalog.hasReadDates())
            row.append(item(t.readDate.isValid() ? locale.toString(t.readDate, QLocale::ShortFormat) : QString(),
                            t.readDate, false));
        m_catalogModel->appendRow(row);
    }
    fillChart();
}

ChartView *CostPanel::chart()
{
    if (m_chart)
        return m_chart;
    QWidget *page = findChild<QTabWidget *>(u"costTabs"_s)->widget(kChartTab);
    m_series = new QBarSeries;
    m_categories = new QBarCategoryAxis;
    m_axis = new QValueAxis;
    auto *chart = new QChart;
    chart->addSeries(m_series);
    chart->addAxis(m_categories, Qt::AlignBottom);
    chart->addAxis(m_axis, Qt::AlignLeft);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_axis);
    m_categories->setLabelsAngle(-60);
    m_categories->setTruncateLabels(false); // GPU names in full; the plot gives up the height
    m_axis->setLabelFormat(u"%.2f"_s);
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart = new ChartView(chart, page);
    page->layout()->addWidget(m_chart);
    titleChart(m_chart, m_axis);
    fillChart();
    return m_chart;
}

void CostPanel::fillChart()
{
    if (!m_chart)
        return;
    QMap<int, QBarSet *> sets;
    for (int days : kRentalDurations)
        sets.insert(days, new QBarSet(tr("%n day(s)", nullptr, days)));
    const QStringList &categories = m_catalog.gpuIds();
    double maximum = 0;
    // One bar per model and duration (plotted values only; the table holds the exact prices).
    for (int days : kRentalDurations) {
        for (const QString &id : categories) {
            const auto t = m_catalog.find(id, days);
            const double value = t ? t->dollarsPerGpuDay().toDouble() : 0.0;
            sets.value(days)->append(value);
            maximum = std::max(maximum, value);
        }
    }
    // Filled first, then shown: the chart lays its bars out once, not once per value.
    m_series->clear();
    for (int days : kRentalDurations)
        m_series->append(sets.value(days));
    m_categories->setCategories(categories);
    setRoundRange(m_axis, std::max(1.0, maximum)); // round ticks (chartscale.h)
}

void CostPanel::recompute()
{
    m_cost.reset();
    const QLocale locale;
    // The typed fields are read independently, so that every one at fault is marked at once.
    QList<Error> problems;
    auto lots = parseLots(m_lots->text().trimmed(), fieldLabel);
    if (!lots)
        problems.append(lots.failure());
    std::optional<qint64> accepted;
    if (!m_accepted->text().trimmed().isEmpty()) {
        auto parsed = parseAcceptedResults(m_accepted->text().trimmed(), fieldLabel);
        if (parsed)
            accepted = *parsed;
        else
            problems.append(parsed.failure());
    }
    if (m_catalog.tariffs().isEmpty())
        problems.append(Error{tr("No tariff catalog is loaded.")});
    std::optional<Result<PackageCost>> cost;
    if (problems.isEmpty()) {
        cost = computePackageCost(
            m_catalog, {m_gpu->currentData().toString(), m_days->currentData().toInt(), *lots, accepted}, fieldLabel);
        if (!*cost)
            problems.append(cost->failure());
    }
    showProblems({{m_gpu, FieldKey::gpuId},
                  {m_days, FieldKey::durationDays},
                  {m_lots, FieldKey::lots},
                  {m_accepted, FieldKey::acceptedResults}},
                 problems, m_error);
    if (!problems.isEmpty()) {
        if (cost)
            m_result->clear(); // the typed inputs are valid; the catalog refused the package
        else
            m_result->setText(tr("No result: correct what is marked in red."));
    } else {
        m_cost = **cost;
        const PackageCost &c = **cost;
        QString html = u"<table cellspacing='4'>"_s;
        const auto row = [&](const QString &label, const QString &value) {
            html += u"<tr><td>%1</td><td align='right'><b>%2</b></td></tr>"_s.arg(label, value);
        };
        row(tr("Lot price"), localizedCents(c.tariff.priceCents, locale));
        row(tr("Total (lot price × lots)"),
            tr("%1 cents (%2)").arg(locale.toString(c.totalCents), localizedCents(c.totalCents, locale)));
        row(tr("GPUs"), locale.toString(c.gpus));
        row(tr("GPU-days"), locale.toString(c.gpuDays));
        row(tr("Unit cost"),
            c.hasUnitCost() ? tr("%1 cents (%2) per accepted result")
                                  .arg(localizedDecimal(c.unitCostCentsText(), locale),
                                       localizedDollars(c.unitCostDollarsText().mid(1).remove(u','), locale))
                            : tr("not computed: give the number of accepted results"));
        html += u"</table>"_s;
        if (c.hasUnitCost())
            html += u"<p><small>"_s + unitCostRoundingRule().toHtmlEscaped() + u"</small></p>"_s;
        m_result->setText(html);
    }
    const QString snapshot = m_cost
        ? m_cost->tariff.snapshotDate.toString(Qt::ISODate)
        : (m_catalog.tariffs().isEmpty() ? QString() : m_catalog.tariffs().first().snapshotDate.toString(Qt::ISODate));
    const bool illustrative = m_cost ? m_cost->tariff.isIllustrative()
                                     : (!m_catalog.tariffs().isEmpty() && m_catalog.tariffs().first().isIllustrative());
    QString notice = tr("Snapshot %1. Whole US-dollar cents per lot, a lot's price covers all its GPUs; no currency "
                        "conversion, no hourly pro-rata.")
                         .arg(snapshot);
    if (illustrative)
        notice += u' ' + illustrativeNotice();
    notice += u' ' + notAQuoteNotice();
    m_notice->setText(notice);
    gridChanged();
    Q_EMIT costChanged();
}

} // namespace IteraGpu::Ui
