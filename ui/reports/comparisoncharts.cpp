#include "reports/comparisoncharts.h"

#include "common/plaintext.h"
#include "measure/phase.h"
#include "reports/comparison.h"
#include "widgets/chartview.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QEvent>
#include <QValueAxis>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

// Twelve colours that stay apart on screen and in print, one per compared run.
constexpr QRgb kRunColours[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f, 0xedc948,
                                0xb07aa1, 0xff9da7, 0x9c755f, 0x1f3a93, 0x8cd17d, 0x6b6b6b};

enum Chart
{
    Time,
    PeakAllocated,
    PeakReserved,
    MeasuredMinusPredicted,
    OutsideAllocator, // shown only when a run has the device's figures
    ChartCount
};

const QString kFileNames[ChartCount]
    = {u"comparison-time.png"_s, u"comparison-peak-allocated.png"_s, u"comparison-peak-reserved.png"_s,
       u"comparison-measured-minus-predicted.png"_s, u"comparison-outside-allocator.png"_s};

// The value a chart draws for one phase of one run, in its display unit; none where the run has none.
std::optional<double> chartValue(Chart chart, const PhaseFigures &phase)
{
    const auto mib = [](const std::optional<qint64> &bytes) {
        return bytes ? std::optional<double>(double(*bytes) / kMiB) : std::nullopt;
    };
    switch (chart) {
    case Time: return phase.rows > 0 ? std::optional<double>(double(phase.nanoseconds) / 1e6) : std::nullopt;
    case PeakAllocated: return mib(phase.peakAllocated);
    case PeakReserved: return mib(phase.peakReserved);
    case MeasuredMinusPredicted: return mib(phase.measuredMinusPredicted);
    case OutsideAllocator: return mib(phase.outsideAllocator);
    case ChartCount: break;
    }
    return std::nullopt;
}

} // namespace

ComparisonCharts::ComparisonCharts(QWidget *parent)
    : QTabWidget(parent)
{
    setObjectName(u"comparisonCharts"_s);
    for (int i = 0; i < ChartCount; ++i) {
        auto *chart = new QChart;
        auto *series = new QBarSeries;
        auto *categories = new QBarCategoryAxis;
        auto *axis = new QValueAxis;
        chart->addSeries(series);
        chart->addAxis(categories, Qt::AlignBottom);
        chart->addAxis(axis, Qt::AlignLeft);
        series->attachAxis(categories);
        series->attachAxis(axis);
        categories->setTruncateLabels(false); // run names in full; the plot gives up the height
        axis->setLabelFormat(u"%.2f"_s);
        chart->legend()->setAlignment(Qt::AlignBottom);
        auto *view = new ChartView(chart, this);
        addTab(view, QString());
        m_views.append(view);
        m_series.append(series);
        m_categories.append(categories);
        m_axes.append(axis);
    }
    retranslate();
}

void ComparisonCharts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

void ComparisonCharts::retranslate()
{
    const QString titles[ChartCount]
        = {tr("Time per phase (summed over its rows)"), tr("Peak allocated per phase"), tr("Peak reserved per phase"),
           tr("Measured minus predicted peak allocated"),
           tr("Device memory outside the caching allocator per phase (largest over its rows): every process on the "
              "card, not this process alone")};
    const QString tabs[ChartCount] = {tr("Time"), tr("Peak allocated"), tr("Peak reserved"), tr("Measured − predicted"),
                                      tr("Outside the allocator")};
    const QString units[ChartCount] = {tr("milliseconds"), tr("MiB (2^20 bytes)"), tr("MiB (2^20 bytes)"),
                                       tr("MiB (2^20 bytes)"), tr("MiB (2^20 bytes)")};
    for (int i = 0; i < ChartCount; ++i) {
        setTabText(i, tabs[i]);
        m_views.at(i)->chart()->setTitle(titles[i]);
        m_axes.at(i)->setTitleText(units[i]);
    }
    QStringList labels;
    for (Phase phase : kPhases)
        labels.append(phaseLabel(phase));
    for (QBarCategoryAxis *categories : std::as_const(m_categories))
        categories->setCategories(labels);
}

void ComparisonCharts::clear()
{
    for (QBarSeries *series : std::as_const(m_series))
        series->clear();
}

void ComparisonCharts::setComparison(const Comparison &comparison, const QStringList &runTitles)
{
    clear();
    for (int chart = 0; chart < ChartCount; ++chart) {
        double low = 0;
        double high = 0;
        for (qsizetype run = 0; run < comparison.figures.size(); ++run) {
            auto *set = new QBarSet(htmlEscaped(runTitles.value(run))); // the legend is drawn as HTML
            set->setColor(QColor::fromRgb(kRunColours[run % std::size(kRunColours)]));
            bool measured = false;
            for (const PhaseFigures &phase : comparison.figures.at(run).phases) {
                const std::optional<double> value = chartValue(Chart(chart), phase);
                measured = measured || value.has_value();
                set->append(value.value_or(0.0));
                low = std::min(low, value.value_or(0.0));
                high = std::max(high, value.value_or(0.0));
            }
            // A run without allocator counters (the CPU dry run) draws no bars: the legend says why.
            if (!measured)
                set->setLabel(tr("%1 (no value)").arg(set->label()));
            m_series.at(chart)->append(set);
        }
        const double margin = std::max(0.01, (high - low) * 0.1);
        m_axes.at(chart)->setRange(low < 0 ? low - margin : 0, high + margin);
    }
    // The device's figures exist only in reports of format 3 from a GPU: their chart only then.
    const bool outside = std::any_of(comparison.figures.cbegin(), comparison.figures.cend(), [](const RunFigures &f) {
        return std::any_of(f.phases.cbegin(), f.phases.cend(),
                           [](const PhaseFigures &p) { return p.outsideAllocator.has_value(); });
    });
    setTabVisible(OutsideAllocator, outside);
}

Result<QList<BundleImage>> ComparisonCharts::images()
{
    QList<BundleImage> images;
    for (int i = 0; i < ChartCount; ++i) {
        if (!isTabVisible(i))
            continue;
        QByteArray png = m_views.at(i)->png();
        if (png.isEmpty())
            return Error{tr("%1: the chart cannot be rendered as PNG").arg(kFileNames[i])};
        images.append({kFileNames[i], std::move(png)});
    }
    return images;
}

} // namespace IteraGpu::Ui
