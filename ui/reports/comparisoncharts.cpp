#include "ui/reports/comparisoncharts.h"

#include "core/measure/phase.h"
#include "core/measure/phasescsv.h"
#include "core/reports/comparison.h"
#include "ui/common/plaintext.h"
#include "ui/widgets/chartscale.h"
#include "ui/widgets/chartview.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QCryptographicHash>
#include <QCursor>
#include <QEvent>
#include <QFileInfo>
#include <QPen>
#include <QToolTip>
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

const QString kSuffixes[ChartCount]
    = {u"time"_s, u"peak-allocated"_s, u"peak-reserved"_s, u"measured-minus-predicted"_s, u"outside-allocator"_s};

// The value a chart draws for one phase of one run, in its display unit; none where the run has none.
std::optional<double> chartValue(Chart chart, const PhaseFigures &phase)
{
    const auto mib = [](const std::optional<qint64> &bytes) {
        return bytes ? std::optional<double>(double(*bytes) / kMiB) : std::nullopt;
    };
    switch (chart) {
    // The median of the phase's rows, as Measure and Sweep draw a repeated phase (never their sum).
    case Time: return phase.medianNs ? std::optional<double>(double(phase.medianNs->twice) / 2e6) : std::nullopt;
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
        // Time draws one box plot series per run (setComparison); the others one bar series.
        auto *series = i == Time ? nullptr : new QBarSeries;
        auto *categories = new QBarCategoryAxis;
        auto *axis = new QValueAxis;
        chart->addAxis(categories, Qt::AlignBottom);
        chart->addAxis(axis, Qt::AlignLeft);
        if (series) {
            chart->addSeries(series);
            series->attachAxis(categories);
            series->attachAxis(axis);
        }
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
        = {tr("Time per phase: the line is the median of its rows, the whiskers their smallest and largest (the "
              "table holds the exact values)"),
           tr("Peak allocated per phase"), tr("Peak reserved per phase"), tr("Measured minus predicted peak allocated"),
           tr("Device memory outside the caching allocator per phase (largest over its rows): every process on the "
              "card, not this process alone")};
    const QString tabs[ChartCount] = {tr("Time"), tr("Peak allocated"), tr("Peak reserved"), tr("Measured − predicted"),
                                      tr("Outside the allocator")};
    for (int i = 0; i < ChartCount; ++i) {
        setTabText(i, tabs[i]);
        m_views.at(i)->chart()->setTitle(titles[i]);
        m_axes.at(i)->setTitleText(valueAxisTitle(unit(i), m_logs.at(i)));
    }
    QStringList labels;
    for (Phase phase : kPhases)
        labels.append(phaseLabel(phase));
    for (QBarCategoryAxis *categories : std::as_const(m_categories))
        categories->setCategories(labels);
}

QString ComparisonCharts::unit(int chart)
{
    return chart == Time ? tr("ms") : tr("MiB"); // short: an axis title is never cut
}

void ComparisonCharts::clear()
{
    for (QBarSeries *series : std::as_const(m_series)) {
        if (series)
            series->clear();
    }
    QChart *time = m_views.at(Time)->chart();
    for (QBoxPlotSeries *series : std::as_const(m_timeSeries)) {
        time->removeSeries(series);
        delete series;
    }
    m_timeSeries.clear();
}

void ComparisonCharts::setTimeBoxes(const Comparison &comparison, const QStringList &runTitles)
{
    QChart *chart = m_views.at(Time)->chart();
    QList<double> values;
    for (const RunFigures &figures : comparison.figures) {
        for (const PhaseFigures &phase : figures.phases) {
            if (phase.medianNs)
                values << double(*phase.minNs) / 1e6 << double(*phase.maxNs) / 1e6;
        }
    }
    const AxisScale scale = chartScale(values);
    for (qsizetype run = 0; run < comparison.figures.size(); ++run) {
        auto *series = new QBoxPlotSeries;
        const QColor colour = QColor::fromRgb(kRunColours[run % std::size(kRunColours)]);
        series->setName(htmlEscaped(runTitles.value(run))); // the legend is drawn as HTML
        series->setBrush(colour);
        series->setPen(QPen(colour, 2));
        series->setProperty("run", run);
        bool measured = false;
        for (const PhaseFigures &phase : comparison.figures.at(run).phases) {
            QBoxSet *box = nullptr;
            if (phase.medianNs) {
                // No quartiles: the box has no height; its line is the median, the whiskers the
                // smallest and largest row (a single row: one line).
                const double median = double(phase.medianNs->twice) / 2e6;
                box = new QBoxSet(double(*phase.minNs) / 1e6, median, median, median, double(*phase.maxNs) / 1e6,
                                  phaseLabel(phase.phase));
                measured = true;
            } else {
                // No row of this phase: a box that draws nothing, at a value the axis can hold. Its pen
                // and brush are transparent, never Qt::NoPen/NoBrush: Qt Charts draws a set with those
                // in the series' colour (a line at the axis floor that reads as a measured value).
                box = new QBoxSet(scale.low, scale.low, scale.low, scale.low, scale.low, phaseLabel(phase.phase));
                box->setPen(QPen(Qt::transparent));
                box->setBrush(QBrush(Qt::transparent));
            }
            series->append(box);
        }
        if (!measured)
            series->setName(tr("%1 (no value)").arg(series->name()));
        connect(series, &QBoxPlotSeries::hovered, this, [this, series](bool status, QBoxSet *box) {
            showTimeHover(status, series->property("run").toInt(), box);
        });
        chart->addSeries(series);
        series->attachAxis(m_categories.at(Time));
        series->attachAxis(m_axes.at(Time));
        m_timeSeries.append(series);
    }
    m_logs[Time] = scale.log;
    m_axes[Time] = setValueAxis(chart, {m_timeSeries.cbegin(), m_timeSeries.cend()}, scale, unit(Time));
    m_timeFigures = comparison.figures;
    m_timeTitles = runTitles;
}

void ComparisonCharts::showTimeHover(bool status, int run, QBoxSet *box)
{
    const qsizetype index
        = run >= 0 && run < m_timeSeries.size() ? m_timeSeries.at(run)->boxSets().indexOf(box) : qsizetype(-1);
    if (!status || index < 0 || run >= m_timeFigures.size() || index >= m_timeFigures.at(run).phases.size()) {
        QToolTip::hideText();
        return;
    }
    const PhaseFigures &phase = m_timeFigures.at(run).phases.at(index);
    if (!phase.medianNs)
        return;
    // Plain text: a run's title is the user's file name (plaintext.h).
    QToolTip::showText(
        QCursor::pos(),
        plainToolTip(tr("%1 · %2\nmedian %3 ns, smallest %4 ns, largest %5 ns (%n row(s))", nullptr, phase.rows)
                         .arg(m_timeTitles.value(run), box->label(), phase.medianNs->text(),
                              QString::number(*phase.minNs), QString::number(*phase.maxNs))));
}

void ComparisonCharts::setComparison(const Comparison &comparison, const QStringList &runTitles)
{
    clear();
    m_runNames.clear();
    m_captions.clear();
    for (const ComparisonRun &run : comparison.runs) {
        m_runNames.append(run.name);
        const PhasesCsvSource source = phasesCsvSource(run.report, run.name, run.sha256);
        m_captions.append(chartCaption(source.reportFile, source.device, source.configuration, source.status));
    }
    setTimeBoxes(comparison, runTitles);
    for (int chart = 0; chart < ChartCount; ++chart) {
        if (chart == Time)
            continue;
        QList<double> values;
        for (qsizetype run = 0; run < comparison.figures.size(); ++run) {
            auto *set = new QBarSet(htmlEscaped(runTitles.value(run))); // the legend is drawn as HTML
            set->setColor(QColor::fromRgb(kRunColours[run % std::size(kRunColours)]));
            bool measured = false;
            for (const PhaseFigures &phase : comparison.figures.at(run).phases) {
                const std::optional<double> value = chartValue(Chart(chart), phase);
                measured = measured || value.has_value();
                // No value: a bar of 0, selected and drawn transparent (on a log axis a 0 would
                // otherwise reach down to the floor in the run's colour).
                set->append(value.value_or(0.0));
                if (value)
                    values.append(*value);
                else
                    set->selectBar(set->count() - 1);
            }
            set->setSelectedColor(Qt::transparent);
            // A run without allocator counters (the CPU dry run) draws no bars: the legend says why.
            if (!measured)
                set->setLabel(tr("%1 (no value)").arg(set->label()));
            m_series.at(chart)->append(set);
        }
        // A small run beside a large one stays visible: a log axis beyond a span of 20 (chartscale.h).
        const AxisScale scale = chartScale(values);
        m_logs[chart] = scale.log;
        m_axes[chart] = setValueAxis(m_views.at(chart)->chart(), {m_series.at(chart)}, scale, unit(chart));
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
    QList<ExportedChart> shown;
    for (int i = 0; i < ChartCount; ++i) {
        if (isTabVisible(i))
            shown.append({m_views.at(i), kSuffixes[i]});
    }
    // "comparison-<first report>-<8 hex digits of the SHA-256 of every report's name>": another
    // set of reports gives other names.
    QString first = QFileInfo(m_runNames.value(0)).completeBaseName();
    if (first.isEmpty())
        first = u"runs"_s;
    const QByteArray digest
        = QCryptographicHash::hash(m_runNames.join(u'\n').toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
    return renderExports(shown, u"comparison-"_s + first + u'-' + QString::fromLatin1(digest), m_captions.join(u'\n'));
}

} // namespace IteraGpu::Ui
