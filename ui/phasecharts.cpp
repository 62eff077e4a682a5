#include "phasecharts.h"

#include "chartview.h"
#include "phasetablemodel.h"
#include "textfile.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QDir>
#include <QEvent>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
// Bars drawn per chart. A long run has hundreds of thousands of warm_forward rows: drawing them all
// would cost the GUI thread seconds per update and say nothing a reader can see. The first rows
// are drawn and the title says how many; the table and phases.csv keep every row.
constexpr int kMaxBars = 48;

QBarSeries *makeChart(ChartView *view, QBarCategoryAxis *categories, QValueAxis *values)
{
    auto *series = new QBarSeries;
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->addAxis(categories, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    series->attachAxis(categories);
    series->attachAxis(values);
    categories->setLabelsAngle(-45);
    values->setLabelFormat(u"%.2f"_s);
    chart->legend()->setAlignment(Qt::AlignBottom);
    view->setChart(chart);
    return series;
}

} // namespace

PhaseCharts::PhaseCharts(QWidget *parent)
    : QTabWidget(parent)
    , m_timeChart(new ChartView(this))
    , m_memoryChart(new ChartView(this))
    , m_predictionChart(new ChartView(this))
    , m_timeCategories(new QBarCategoryAxis)
    , m_memoryCategories(new QBarCategoryAxis)
    , m_predictionCategories(new QBarCategoryAxis)
    , m_timeAxis(new QValueAxis)
    , m_memoryAxis(new QValueAxis)
    , m_predictionAxis(new QValueAxis)
{
    setObjectName(u"chartTabs"_s);
    addTab(m_timeChart, QString());
    addTab(m_memoryChart, QString());
    addTab(m_predictionChart, QString());
    m_timeSeries = makeChart(m_timeChart, m_timeCategories, m_timeAxis);
    m_memorySeries = makeChart(m_memoryChart, m_memoryCategories, m_memoryAxis);
    m_predictionSeries = makeChart(m_predictionChart, m_predictionCategories, m_predictionAxis);
    retranslate();
}

void PhaseCharts::setModel(PhaseTableModel *model)
{
    m_model = model;
    connect(model, &QAbstractItemModel::rowsInserted, this, &PhaseCharts::refresh);
    connect(model, &QAbstractItemModel::modelReset, this, &PhaseCharts::refresh);
    refresh();
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
    m_timeChart->chart()->setTitle(tr("Time per phase"));
    m_timeAxis->setTitleText(tr("milliseconds"));
    m_memoryAxis->setTitleText(tr("MiB (2^20 bytes)"));
    m_predictionAxis->setTitleText(tr("MiB (2^20 bytes)"));
    m_predictionChart->chart()->setTitle(tr("Peak allocated: predicted from the shapes vs measured"));
    refresh();
}

void PhaseCharts::refresh()
{
    if (!m_model)
        return;
    const int allRows = m_model->rowCount();
    const int rows = std::min(allRows, kMaxBars);
    const auto raw = [this](int row, int column) { return m_model->index(row, column).data(PhaseTableModel::RawRole); };
    // One bar set per column, labelled with the model's header; `scale` converts the raw value.
    const auto barSet = [&](int column, double scale, double &largest, const QString &label = QString()) {
        auto *set = new QBarSet(label.isEmpty() ? m_model->headerData(column, Qt::Horizontal).toString() : label);
        for (int row = 0; row < rows; ++row) {
            const double value = raw(row, column).toDouble() * scale;
            set->append(value);
            largest = std::max(largest, value);
        }
        return set;
    };
    QStringList categories;
    for (int row = 0; row < rows; ++row)
        categories.append(m_model->index(row, PhaseTableModel::Phase).data(PhaseTableModel::AxisLabelRole).toString());
    // The CPU dry run has no allocator counters: no memory bars, no measured peaks.
    const bool counters = rows > 0 && raw(0, PhaseTableModel::PeakAllocated).isValid();

    m_timeSeries->clear();
    double maxTime = 0;
    m_timeSeries->append(barSet(PhaseTableModel::Seconds, 1e3, maxTime, tr("Milliseconds")));
    m_timeCategories->setCategories(categories);
    m_timeAxis->setRange(0, std::max(0.001, maxTime * 1.1));
    m_timeChart->chart()->setTitle(
        rows < allRows ? tr("Time per phase (the first %1 of %2 rows; the table holds all)").arg(rows).arg(allRows)
                       : tr("Time per phase"));

    m_memorySeries->clear();
    m_memoryCategories->setCategories(categories);
    double maxMemory = 0;
    if (counters) {
        for (int column = PhaseTableModel::BaselineAllocated; column <= PhaseTableModel::PeakReserved; ++column)
            m_memorySeries->append(barSet(column, 1 / kMiB, maxMemory));
        m_memoryChart->chart()->setTitle(tr("Caching allocator per phase: baseline, end and peak"));
    } else {
        m_memoryChart->chart()->setTitle(rows == 0 ? tr("Caching allocator per phase")
                                                   : tr("No allocator counters: CPU dry run"));
    }
    m_memoryAxis->setRange(0, std::max(0.01, maxMemory * 1.1));

    m_predictionSeries->clear();
    m_predictionCategories->setCategories(categories);
    double maxPrediction = 0;
    m_predictionSeries->append(barSet(PhaseTableModel::PredictedPeakAllocated, 1 / kMiB, maxPrediction));
    if (counters) {
        m_predictionSeries->append(
            barSet(PhaseTableModel::PeakAllocated, 1 / kMiB, maxPrediction, tr("Measured peak allocated")));
    }
    m_predictionAxis->setRange(0, std::max(0.01, maxPrediction * 1.1));
}

Result<QList<BundleImage>> PhaseCharts::images()
{
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

bool PhaseCharts::saveAll(const QString &folder, QStringList *written, QString *error)
{
    auto rendered = images();
    const Status status = rendered ? saveImages(folder, *rendered, written) : Status(Error{rendered.error()});
    if (!status && error)
        *error = status.error();
    return bool(status);
}

} // namespace IteraGpu::Ui
