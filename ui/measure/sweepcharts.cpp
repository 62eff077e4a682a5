#include "ui/measure/sweepcharts.h"

#include "core/util/fieldkey.h"
#include "ui/common/fieldlabels.h"
#include "ui/widgets/chartscale.h"
#include "ui/widgets/chartview.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

// The chart's one value axis (left): linear or log (chartscale.h).
QAbstractAxis *valueAxis(QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Vertical);
    return axes.isEmpty() ? nullptr : axes.first();
}

// The unit of each chart's value axis, short so that it is never cut.
QString unitOf(int chart)
{
    return chart == SweepCharts::Memory ? SweepCharts::tr("MiB")
        : chart == SweepCharts::Time    ? SweepCharts::tr("ms")
                                        : SweepCharts::tr("GFLOP/s");
}

} // namespace

SweepCharts::SweepCharts(QWidget *parent)
    : QObject(parent)
{
    for (int chart = 0; chart < ChartCount; ++chart) {
        auto *shown = new QChart;
        auto *values = new QValueAxis;
        values->setLabelFormat(u"%.2f"_s);
        shown->addAxis(values, Qt::AlignLeft);
        shown->legend()->setAlignment(Qt::AlignBottom);
        m_views[chart] = nullptr;
        // The series first, then the view (chartview.h).
        QChart *target = shown;
        const auto add = [&](const QString &role) {
            auto *series = new QLineSeries;
            series->setPointsVisible(true);
            target->addSeries(series);
            series->attachAxis(values);
            m_series.append({role, series});
            return series;
        };
        if (chart == Memory) {
            for (const QString &role : {u"peak_allocated"_s, u"peak_reserved"_s, u"outside"_s, u"predicted"_s})
                add(role);
            QPen dashed = add(u"device_total"_s)->pen();
            dashed.setStyle(Qt::DashLine);
            seriesOf(u"device_total"_s)->setPen(dashed);
            seriesOf(u"device_total"_s)->setPointsVisible(false);
        } else if (chart == Time) {
            // The median, and each point's spread: its smallest and largest warm_forward row, as
            // Compare's whiskers (thin dashed lines in the median's colour).
            const QColor median = add(u"warm_median"_s)->color();
            for (const QString &role : {u"warm_min"_s, u"warm_max"_s}) {
                QLineSeries *spread = add(role);
                QPen pen(median.lighter(170));
                pen.setStyle(Qt::DashLine);
                pen.setWidthF(1);
                spread->setPen(pen);
                spread->setPointsVisible(false);
            }
        } else {
            add(u"flops"_s);
        }
        QLineSeries *boundary = add(u"boundary:"_s + QString::number(chart));
        boundary->setObjectName(u"boundary"_s); // not a value: left out of the axis's scale
        QPen pen(Qt::red);
        pen.setStyle(Qt::DashDotLine);
        pen.setWidth(2);
        boundary->setPen(pen);
        boundary->setPointsVisible(false);
        m_views[chart] = new ChartView(shown, parent);
        m_views[chart]->setObjectName(
            QStringList{u"sweepMemoryChart"_s, u"sweepTimeChart"_s, u"sweepThroughputChart"_s}.at(chart));
    }
    rebuildAxes();
    retranslate();
}

QLineSeries *SweepCharts::series(const QString &role)
{
    redrawStale();
    return seriesOf(role);
}

QLineSeries *SweepCharts::seriesOf(const QString &role) const
{
    for (const auto &[name, series] : m_series) {
        if (name == role || (role == u"boundary"_s && name.startsWith(u"boundary:"_s)))
            return series;
    }
    return nullptr;
}

void SweepCharts::setSweep(const QString &dimension, const QStringList &values, bool log2)
{
    m_dimension = dimension;
    m_values = values;
    m_log2 = log2 && dimension != FieldKey::dtype;
    m_drawn = Drawn{};
    m_stale.fill(false);
    for (const auto &entry : std::as_const(m_series))
        entry.second->clear();
    rebuildAxes();
    retranslate();
}

void SweepCharts::rebuildAxes()
{
    for (int chart = 0; chart < ChartCount; ++chart) {
        QChart *shown = m_views[chart]->chart();
        if (m_xAxes[chart]) {
            shown->removeAxis(m_xAxes[chart]);
            delete m_xAxes[chart];
            m_xAxes[chart] = nullptr;
        }
        // No x axis before the first sweep: an axis removed from a chart never laid out stays
        // drawn (QtCharts 6.4), so the first one is the first sweep's.
        if (m_dimension.isEmpty())
            continue;
        QAbstractAxis *axis = nullptr;
        if (m_dimension == FieldKey::dtype) {
            auto *categories = new QCategoryAxis;
            categories->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
            for (qsizetype i = 0; i < m_values.size(); ++i)
                categories->append(m_values.at(i), double(i + 1));
            categories->setRange(0.5, double(m_values.size()) + 0.5);
            axis = categories;
        } else if (m_log2) {
            auto *log = new QLogValueAxis;
            log->setBase(2);
            log->setLabelFormat(u"%.0f"_s);
            axis = log;
        } else {
            auto *linear = new QValueAxis;
            linear->setLabelFormat(u"%.0f"_s);
            axis = linear;
        }
        shown->addAxis(axis, Qt::AlignBottom);
        for (QAbstractSeries *each : shown->series())
            each->attachAxis(axis);
        m_xAxes[chart] = axis;
    }
}

std::optional<double> SweepCharts::xOf(const QString &value) const
{
    if (m_dimension == FieldKey::dtype) {
        const qsizetype position = m_values.indexOf(value);
        return position < 0 ? std::nullopt : std::optional<double>(double(position + 1));
    }
    bool ok = false;
    const double x = value.toDouble(&ok);
    return ok && x > 0 ? std::optional<double>(x) : std::nullopt;
}

void SweepCharts::update(const QList<SweepPoint> &points, const QList<std::optional<qint64>> &predicted,
                         const std::optional<qint64> &deviceTotalBytes)
{
    // Sorted by value: bisect probes and the re-run come after larger values.
    QList<qsizetype> order;
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (xOf(points.at(i).value))
            order.append(i);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](qsizetype a, qsizetype b) { return *xOf(points.at(a).value) < *xOf(points.at(b).value); });
    Drawn drawn;
    std::optional<double> low, high;
    std::optional<double> previous;
    for (qsizetype i : std::as_const(order)) {
        const SweepPoint &point = points.at(i);
        const double x = *xOf(point.value);
        // A value measured again (the re-run of the largest complete value) is drawn once, at its first
        // measurement: a second point at the same x drew a vertical spike between the two. The table
        // and the index keep both, and the sweep's end line says whether they agreed.
        if (previous == x)
            continue;
        previous = x;
        low = std::min(low.value_or(x), x);
        high = std::max(high.value_or(x), x);
        if (point.peakAllocated)
            drawn.allocated.append({x, double(*point.peakAllocated) / kMiB});
        if (point.peakReserved)
            drawn.reserved.append({x, double(*point.peakReserved) / kMiB});
        if (point.outsideAllocator)
            drawn.outside.append({x, double(*point.outsideAllocator) / kMiB});
        if (i < predicted.size() && predicted.at(i))
            drawn.predicted.append({x, double(*predicted.at(i)) / kMiB});
        if (!point.warmMedianSeconds.isEmpty())
            drawn.median.append({x, point.warmMedianSeconds.toDouble() * 1e3});
        if (!point.warmMinSeconds.isEmpty() && !point.warmMaxSeconds.isEmpty()) {
            drawn.warmMin.append({x, point.warmMinSeconds.toDouble() * 1e3});
            drawn.warmMax.append({x, point.warmMaxSeconds.toDouble() * 1e3});
        }
        if (!point.achievedFlopsPerSecond.isEmpty())
            drawn.flops.append({x, point.achievedFlopsPerSecond.toDouble() / 1e9});
        if (point.failedForMemory())
            drawn.boundary = std::min(drawn.boundary.value_or(x), x);
    }

    // The x range: the values with a margin (a factor on a log axis); the y range from 0.
    drawn.xLow = low.value_or(1);
    drawn.xHigh = high.value_or(2);
    if (m_log2) {
        drawn.xLow /= 1.25;
        drawn.xHigh *= 1.25;
    } else if (m_dimension != FieldKey::dtype) {
        const double margin = std::max(1.0, (drawn.xHigh - drawn.xLow) * 0.05);
        drawn.xLow = std::max(0.0, drawn.xLow - margin);
        drawn.xHigh += margin;
    }
    const auto yMax = [](const QList<QList<QPointF>> &lists, double minimum) {
        double top = minimum;
        for (const QList<QPointF> &list : lists) {
            for (const QPointF &p : list)
                top = std::max(top, p.y());
        }
        return top * 1.1;
    };
    if (deviceTotalBytes)
        drawn.total = double(*deviceTotalBytes) / kMiB;
    drawn.tops = {yMax({drawn.allocated, drawn.reserved, drawn.outside, drawn.predicted}, drawn.total.value_or(0)),
                  yMax({drawn.median, drawn.warmMax}, 0), yMax({drawn.flops}, 0)};
    m_drawn = drawn;
    // Only the chart on screen is redrawn now; the others when they are shown or asked for: a
    // chart's redraw relays it out, milliseconds of the GUI thread each (docs/ARCHITECTURE.md, "ui/measure/").
    for (int chart = 0; chart < ChartCount; ++chart) {
        m_stale[chart] = true;
        if (m_views[chart]->isVisible())
            redraw(Chart(chart));
    }
}

void SweepCharts::redrawStale()
{
    for (int chart = 0; chart < ChartCount; ++chart) {
        if (m_stale[chart])
            redraw(Chart(chart));
    }
}

void SweepCharts::redraw(Chart chart)
{
    m_stale[chart] = false;
    const Drawn &drawn = m_drawn;
    if (chart == Memory) {
        const bool hadCounters = std::exchange(m_hasCounters, !drawn.allocated.isEmpty());
        seriesOf(u"peak_allocated"_s)->replace(drawn.allocated);
        seriesOf(u"peak_reserved"_s)->replace(drawn.reserved);
        seriesOf(u"outside"_s)->replace(drawn.outside);
        seriesOf(u"predicted"_s)->replace(drawn.predicted);
        QLineSeries *deviceTotal = seriesOf(u"device_total"_s);
        if (drawn.total)
            deviceTotal->replace({{drawn.xLow, *drawn.total}, {drawn.xHigh, *drawn.total}});
        else
            deviceTotal->clear();
        // Only the memory chart's title depends on the points: retitled when it changes.
        if (hadCounters != m_hasCounters)
            retranslate();
    } else if (chart == Time) {
        seriesOf(u"warm_median"_s)->replace(drawn.median);
        seriesOf(u"warm_min"_s)->replace(drawn.warmMin);
        seriesOf(u"warm_max"_s)->replace(drawn.warmMax);
    } else {
        seriesOf(u"flops"_s)->replace(drawn.flops);
    }
    QChart *shown = m_views[chart]->chart();
    // The values drawn decide the scale: log beyond a span of 20, round ticks (chartscale.h).
    QList<double> values;
    for (QAbstractSeries *each : shown->series()) {
        if (!each->objectName().startsWith(u"boundary"_s)) {
            for (const QPointF &p : static_cast<QLineSeries *>(each)->points())
                values.append(p.y());
        }
    }
    const AxisScale scale = chartScale(values);
    m_logs[chart] = scale.log;
    setValueAxis(shown, shown->series(), scale, unitOf(chart));
    const double top = scale.high;
    if (m_dimension != FieldKey::dtype && m_xAxes[chart])
        m_xAxes[chart]->setRange(drawn.xLow, drawn.xHigh);
    QLineSeries *line = seriesOf(u"boundary:"_s + QString::number(chart));
    if (drawn.boundary)
        line->replace({{*drawn.boundary, scale.log ? scale.low : 0}, {*drawn.boundary, top}});
    else
        line->clear();
    // Empty series stay out of the legend: the CPU dry run has no counters, the total is not always known.
    for (QAbstractSeries *each : shown->series()) {
        const bool drawnSeries = static_cast<QLineSeries *>(each)->count() > 0;
        for (QLegendMarker *marker : shown->legend()->markers(each))
            if (marker->isVisible() != drawnSeries)
                marker->setVisible(drawnSeries);
    }
}

void SweepCharts::retranslate()
{
    const auto name = [this](const QString &role, const QString &text) {
        if (QLineSeries *s = seriesOf(role))
            s->setName(text);
    };
    name(u"peak_allocated"_s, tr("Peak allocated"));
    name(u"peak_reserved"_s, tr("Peak reserved"));
    name(u"outside"_s, tr("Outside the caching allocator (every process on the card)"));
    name(u"predicted"_s, tr("Predicted peak allocated"));
    name(u"device_total"_s, tr("Device total memory"));
    name(u"warm_median"_s, tr("Warm median"));
    name(u"warm_min"_s, tr("Smallest warm_forward row"));
    name(u"warm_max"_s, tr("Largest warm_forward row"));
    name(u"flops"_s, tr("Achieved matrix-product throughput"));
    for (int chart = 0; chart < ChartCount; ++chart)
        name(u"boundary:"_s + QString::number(chart), tr("Boundary: smallest value failed for memory"));
    const QString dimension = m_dimension.isEmpty() ? tr("Value") : fieldLabel(m_dimension);
    const QString xTitle = m_log2 ? tr("%1 (log₂ axis)").arg(dimension) : dimension;
    const std::array<QString, ChartCount> titles{
        m_hasCounters ? tr("Caching allocator peaks, outside bytes and prediction per point")
                      : tr("Predicted peak allocated per point (no allocator counters on the CPU)"),
        tr("Warm forward median per point between its smallest and largest row (includes host overhead and "
           "synchronisation)"),
        tr("Achieved FLOP/s of the matrix products (bias and GELU not counted)")};
    for (int chart = 0; chart < ChartCount; ++chart) {
        QChart *shown = m_views[chart]->chart();
        shown->setTitle(titles[chart]);
        if (m_xAxes[chart])
            m_xAxes[chart]->setTitleText(xTitle);
        valueAxis(shown)->setTitleText(valueAxisTitle(unitOf(chart), m_logs[chart]));
    }
}

Result<QList<BundleImage>> SweepCharts::images()
{
    redrawStale();
    return renderExports(
        {{m_views[Memory], u"memory"_s}, {m_views[Time], u"time"_s}, {m_views[Throughput], u"throughput"_s}}, m_stem,
        m_caption);
}

} // namespace IteraGpu::Ui
