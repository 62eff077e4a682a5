#include "ui/run/phasecharts.h"

#include "core/files/textfile.h"
#include "ui/run/phasetablemodel.h"
#include "ui/widgets/chartscale.h"
#include "ui/widgets/chartview.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCursor>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

// A bar chart in `page`, its series and its category and value axes.
ChartView *makeChart(QWidget *page, QBarSeries *&series, QBarCategoryAxis *&categories, QAbstractAxis *&axis)
{
    series = new QBarSeries;
    categories = new QBarCategoryAxis;
    auto *values = new QValueAxis;
    axis = values;
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->addAxis(categories, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    series->attachAxis(categories);
    series->attachAxis(values);
    categories->setLabelsAngle(-45);
    // Qt Charts elides category labels to a share of a short chart ("mo…"); a phase name is never
    // elided: the plot gives up the height the rotated names need.
    categories->setTruncateLabels(false);
    values->setLabelFormat(u"%.2f"_s);
    // The legend under the category labels, never over them (Qt Charts draws it in its own row).
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *view = new ChartView(chart, page);
    page->layout()->addWidget(view);
    return view;
}

} // namespace

PhaseCharts::PhaseCharts(QWidget *parent)
    : QTabWidget(parent)
{
    setObjectName(u"chartTabs"_s);
    for (int tab = 0; tab < 3; ++tab) {
        auto *page = new QWidget(this);
        page->setMinimumHeight(ChartView::kMinimumHeight);
        (new QVBoxLayout(page))->setContentsMargins(0, 0, 0, 0);
        addTab(page, QString());
    }
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &PhaseCharts::refresh);
    // Rows redraw the chart shown; another is redrawn when it is shown or asked for.
    connect(this, &QTabWidget::currentChanged, this, [this](int index) { refreshChart(Chart(index)); });
    retranslate();
}

void PhaseCharts::build()
{
    if (m_timeChart)
        return;
    m_timeChart = makeChart(widget(0), m_timeSeries, m_timeCategories, m_timeAxis);
    m_memoryChart = makeChart(widget(1), m_memorySeries, m_memoryCategories, m_memoryAxis);
    m_predictionChart = makeChart(widget(2), m_predictionSeries, m_predictionCategories, m_predictionAxis);
    for (QBarSeries *series : {m_timeSeries, m_memorySeries, m_predictionSeries})
        connect(series, &QBarSeries::hovered, this, &PhaseCharts::showHover);
    // One bar set, in the axis's unit: a legend would only repeat "ms" and take the plot's height.
    m_timeChart->chart()->legend()->hide();
    // A short chart lays its phase names flat (refreshChart): redraw it when that changes.
    const std::array<ChartView *, kChartCount> views{m_timeChart, m_memoryChart, m_predictionChart};
    for (int chart = 0; chart < kChartCount; ++chart) {
        connect(views.at(chart), &ChartView::compactChanged, this, [this, chart] {
            m_stale.at(chart) = true;
            if (currentIndex() == chart)
                refreshChart(Chart(chart));
        });
    }
    retranslate();
}

QList<ChartView *> PhaseCharts::charts()
{
    build();
    refreshStale();
    return {m_timeChart, m_memoryChart, m_predictionChart};
}

QBarSeries *PhaseCharts::timeSeries()
{
    build();
    refreshStale();
    return m_timeSeries;
}

QBarSeries *PhaseCharts::memorySeries()
{
    build();
    refreshStale();
    return m_memorySeries;
}

QBarSeries *PhaseCharts::predictionSeries()
{
    build();
    refreshStale();
    return m_predictionSeries;
}

void PhaseCharts::setModel(PhaseTableModel *model)
{
    m_model = model;
    // A long run summarises thousands of rows: redraw it at most every kRefreshMs.
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_timeChart)
            return; // drawn when built
        if (m_model->rowCount() <= kMaxRowBars)
            refresh();
        else if (!m_refreshTimer.isActive())
            m_refreshTimer.start();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &PhaseCharts::refresh);
    refresh();
}

void PhaseCharts::showEvent(QShowEvent *event)
{
    build();
    QTabWidget::showEvent(event);
}

void PhaseCharts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

void PhaseCharts::retranslate()
{
    setTabText(0, tr("Time per phase"));
    setTabText(1, tr("Memory per phase"));
    setTabText(2, tr("Predicted vs measured"));
    if (!m_timeChart)
        return;
    refresh(); // the axes' titles: their units, short so that they are never cut
}

QList<PhaseCharts::Category> PhaseCharts::categories() const
{
    const int rows = m_model->rowCount();
    const auto raw = [this](int row, int column) { return m_model->index(row, column).data(PhaseTableModel::RawRole); };
    const auto label = [this](int row) {
        return m_model->index(row, PhaseTableModel::Phase).data(PhaseTableModel::AxisLabelRole).toString();
    };
    const auto isWarm = [this](int row) { return m_model->rows().at(row).phase == Phase::WarmForward; };
    QList<Category> result;
    QList<int> warm;
    for (int row = 0; row < rows; ++row) {
        if (rows > kMaxRowBars && isWarm(row)) {
            warm.append(row);
            continue;
        }
        result.append(
            {label(row), QList<int>(PhaseTableModel::ColumnCount, row), QList<int>(PhaseTableModel::ColumnCount, -1)});
    }
    if (warm.isEmpty())
        return result;
    // Per column, the warm rows' values: the smallest, the median and the largest, as Compare and
    // Sweep define them (the median of an even count is the mean of the two middle rows).
    struct Picked
    {
        int min = -1, median = -1, upperMedian = -1, max = -1;
    };
    QList<Picked> picked(PhaseTableModel::ColumnCount);
    std::vector<std::pair<double, int>> values;
    values.reserve(warm.size());
    for (int column = 0; column < PhaseTableModel::ColumnCount; ++column) {
        values.clear();
        for (int row : std::as_const(warm)) {
            if (const QVariant value = raw(row, column); value.isValid())
                values.emplace_back(value.toDouble(), row);
        }
        if (values.empty())
            continue;
        std::sort(values.begin(), values.end());
        Picked &p = picked[column];
        p.min = values.front().second;
        p.max = values.back().second;
        const size_t n = values.size();
        p.median = values[(n - 1) / 2].second;
        if (n % 2 == 0)
            p.upperMedian = values[n / 2].second;
    }
    const std::pair<QString, int Picked::*> picks[]
        = {{tr("warm min"), &Picked::min}, {tr("warm median"), &Picked::median}, {tr("warm max"), &Picked::max}};
    for (const auto &[name, member] : picks) {
        Category category{name, QList<int>(PhaseTableModel::ColumnCount, -1),
                          QList<int>(PhaseTableModel::ColumnCount, -1)};
        for (int column = 0; column < PhaseTableModel::ColumnCount; ++column) {
            category.rows[column] = picked.at(column).*member;
            if (member == &Picked::median)
                category.upperMiddle[column] = picked.at(column).upperMedian;
        }
        result.append(category);
    }
    return result;
}

void PhaseCharts::refresh()
{
    if (!m_model || !m_timeChart)
        return;
    m_refreshTimer.stop();
    m_categoryRows = categories(); // the hover tooltips read them
    m_stale = {true, true, true};
    refreshChart(Chart(currentIndex()));
}

void PhaseCharts::refreshStale()
{
    for (int chart = 0; chart < kChartCount; ++chart) {
        if (m_stale.at(chart))
            refreshChart(Chart(chart));
    }
}

void PhaseCharts::refreshChart(Chart which)
{
    if (!m_model || !m_timeChart || !m_stale.at(which))
        return;
    m_stale.at(which) = false;
    const int rows = m_model->rowCount();
    const auto raw = [this](int row, int column) {
        return row < 0 ? QVariant() : m_model->index(row, column).data(PhaseTableModel::RawRole);
    };
    // One bar set per column, labelled with the model's header; `scale` converts the raw value.
    const auto barSet = [&](int column, double scale, double &largest, const QString &label = QString()) {
        auto *set = new QBarSet(label.isEmpty() ? m_model->headerData(column, Qt::Horizontal).toString() : label);
        set->setProperty("column", column);
        for (const Category &category : std::as_const(m_categoryRows)) {
            const int upper = category.upperMiddle.at(column);
            const double lower = raw(category.rows.at(column), column).toDouble();
            // Drawn only: the exact figures are in the table and the tooltip.
            const double value = (upper < 0 ? lower : (lower + raw(upper, column).toDouble()) / 2) * scale;
            set->append(value);
            largest = std::max(largest, value);
        }
        return set;
    };
    const std::array<ChartView *, kChartCount> views{m_timeChart, m_memoryChart, m_predictionChart};
    // Upright names need more height than a short chart has (they were cut at 1024 x 640): there
    // they lie flat on two lines, broken after "_" and at the space ("cold_" / "forward",
    // "warm" / "2"). Qt Charts draws category labels as rich text.
    const bool flat = views.at(which)->isCompact();
    QStringList labels;
    for (const Category &category : std::as_const(m_categoryRows)) {
        QString label = category.label.toHtmlEscaped();
        if (flat)
            label.replace(u'_', u"_<br>"_s).replace(u' ', u"<br>"_s);
        labels.append(label);
    }
    // The CPU dry run has no allocator counters: no memory bars, no measured peaks.
    const bool counters = rows > 0 && raw(0, PhaseTableModel::PeakAllocated).isValid();
    const int angle = flat ? 0 : m_categoryRows.size() > 6 ? -90 : -45;
    const std::array<QBarCategoryAxis *, kChartCount> categoryAxes{m_timeCategories, m_memoryCategories,
                                                                   m_predictionCategories};
    const std::array<QBarSeries *, kChartCount> allSeries{m_timeSeries, m_memorySeries, m_predictionSeries};
    categoryAxes.at(which)->setCategories(labels);
    categoryAxes.at(which)->setLabelsAngle(angle);
    // The values drawn, for the value axis's scale (chartscale.h: log beyond a span of 20, round ticks).
    const auto drawnValues = [](const QBarSeries *series) {
        QList<double> values;
        for (const QBarSet *set : series->barSets()) {
            for (int i = 0; i < set->count(); ++i)
                values.append(set->at(i));
        }
        return values;
    };
    const auto fitAxis = [&](const QString &unit, bool shown) {
        QBarSeries *series = allSeries.at(which);
        QAbstractAxis *axis = setValueAxis(views.at(which)->chart(), {series}, chartScale(drawnValues(series)), unit);
        // An empty chart shows no value ticks (no repeated "0.00"), nor does one without counters.
        axis->setLabelsVisible(shown);
        axis->setGridLineVisible(shown);
        return axis;
    };
    const QString summarised = rows > kMaxRowBars
        ? tr("warm_forward as min, median and max of its rows; the table holds every row")
        : QString();
    const auto title = [&summarised](const QString &text) -> QString {
        return summarised.isEmpty() ? text : text + u" ("_s + summarised + u')';
    };

    switch (which) {
    case Chart::Time: {
        m_timeSeries->clear();
        double maxTime = 0; // the axis fits the drawn values (fitAxis)
        m_timeSeries->append(barSet(PhaseTableModel::Seconds, 1e3, maxTime, tr("Milliseconds")));
        m_timeAxis = fitAxis(tr("ms"), rows > 0);
        m_timeChart->chart()->setTitle(title(tr("Time per phase")));
        break;
    }
    case Chart::Memory: {
        m_memorySeries->clear();
        double maxMemory = 0;
        if (counters) {
            for (int column = PhaseTableModel::BaselineAllocated; column <= PhaseTableModel::PeakReserved; ++column)
                m_memorySeries->append(barSet(column, 1 / kMiB, maxMemory));
            // The device's own figures, where the run has them: its own bar, never part of the
            // allocator's, and it covers every process on the card.
            bool outside = false;
            for (int row = 0; row < rows && !outside; ++row)
                outside = raw(row, PhaseTableModel::OutsideAllocator).isValid();
            if (outside) {
                QBarSet *set = barSet(PhaseTableModel::OutsideAllocator, 1 / kMiB, maxMemory,
                                      tr("Outside the caching allocator (every process on the card)"));
                m_memorySeries->append(set);
                m_memoryChart->chart()->setTitle(
                    title(tr("Caching allocator per phase: baseline, end and peak; and device memory in use outside "
                             "it, which covers every process on the card, not this process alone")));
            } else {
                m_memoryChart->chart()->setTitle(title(tr("Caching allocator per phase: baseline, end and peak")));
            }
        } else {
            // A sentence instead of ticks: there is nothing to read off the axis.
            m_memoryChart->chart()->setTitle(rows == 0 ? tr("Caching allocator per phase")
                                                       : tr("No memory counters on a CPU dry run"));
        }
        m_memoryAxis = fitAxis(tr("MiB"), counters);
        break;
    }
    case Chart::Prediction: {
        m_predictionSeries->clear();
        double maxPrediction = 0;
        m_predictionSeries->append(barSet(PhaseTableModel::PredictedPeakAllocated, 1 / kMiB, maxPrediction));
        if (counters) {
            m_predictionSeries->append(
                barSet(PhaseTableModel::PeakAllocated, 1 / kMiB, maxPrediction, tr("Measured peak allocated")));
        }
        m_predictionAxis = fitAxis(tr("MiB"), rows > 0);
        // Without counters nothing was measured: the chart says so rather than compare with nothing.
        m_predictionChart->chart()->setTitle(
            rows > 0 && !counters
                ? title(tr("Peak allocated predicted from the shapes; nothing measured (no memory counters on a CPU "
                           "dry run)"))
                : title(tr("Peak allocated: predicted from the shapes vs measured")));
        break;
    }
    }
}

void PhaseCharts::showHover(bool status, int index, QBarSet *set)
{
    if (!status || index < 0 || index >= m_categoryRows.size()) {
        QToolTip::hideText();
        return;
    }
    const int column = set->property("column").toInt();
    const int row = m_categoryRows.at(index).rows.value(column, -1);
    if (row < 0)
        return;
    const auto exact = [&](int of) {
        const QModelIndex cell = m_model->index(of, column);
        const QString text = cell.data(Qt::ToolTipRole).toString();
        return text.isEmpty() ? cell.data().toString() : text;
    };
    const int upper = m_categoryRows.at(index).upperMiddle.value(column, -1);
    const QString value
        = upper < 0 ? exact(row) : tr("the mean of the two middle rows, %1 and %2").arg(exact(row), exact(upper));
    QToolTip::showText(QCursor::pos(), u"%1 · %2\n%3"_s.arg(m_categoryRows.at(index).label, set->label(), value));
}

Result<QList<BundleImage>> PhaseCharts::images()
{
    build();
    refreshStale();
    const std::pair<ChartView *, QString> charts[] = {{m_timeChart, u"chart-time.png"_s},
                                                      {m_memoryChart, u"chart-memory.png"_s},
                                                      {m_predictionChart, u"chart-predicted-vs-measured.png"_s}};
    QList<BundleImage> images;
    for (const auto &[chart, name] : charts) {
        QByteArray png = chart->png();
        if (png.isEmpty())
            return Error{tr("%1: the chart cannot be rendered as PNG").arg(name)};
        images.append({name, std::move(png)});
    }
    return images;
}

void PhaseCharts::setCaption(const QString &caption)
{
    build();
    for (ChartView *view : {m_timeChart, m_memoryChart, m_predictionChart})
        view->setCaption(caption);
}

Result<QList<BundleImage>> PhaseCharts::exportedImages(const PhasesCsvSource &source)
{
    build();
    refreshStale();
    // "measurement-20261201-075822.json" -> "measurement-20261201-075822-time.png": two reports'
    // charts never share a name.
    const QString stem
        = source.reportFile.isEmpty() ? u"measurement-not-written"_s : QFileInfo(source.reportFile).completeBaseName();
    return renderExports(
        {{m_timeChart, u"time"_s}, {m_memoryChart, u"memory"_s}, {m_predictionChart, u"predicted-vs-measured"_s}}, stem,
        chartCaption(source.reportFile, source.device, source.configuration, source.status));
}

} // namespace IteraGpu::Ui
