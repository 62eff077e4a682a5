#pragma once

#include "core/quality/reportbundle.h"
#include "core/reports/comparison.h"

#include <QTabWidget>

class QBarCategoryAxis;
class QAbstractAxis;
class QBarSeries;
class QBoxPlotSeries;
class QBoxSet;

namespace IteraGpu::Ui {

class ChartView;

// The comparison's overlay charts: one mark per run and phase, one colour per run, with a legend
// that names the run. Time per phase: a box plot per run whose line is the median of the phase's rows (as Measure
// and Sweep draw a repeated phase, never their sum) and whose whiskers reach the smallest and largest row; hovering
// one gives the exact nanoseconds. Bars for peak allocated and peak reserved per phase, measured minus predicted peak
// allocated, and (only when a run has the device's figures) the bytes outside the caching allocator per phase. The
// table holds the exact values.
class ComparisonCharts : public QTabWidget
{
    Q_OBJECT
public:
    explicit ComparisonCharts(QWidget *parent = nullptr);

    // `runTitles` name the runs in the legend, in the comparison's order.
    void setComparison(const Comparison &comparison, const QStringList &runTitles);
    void clear();
    // The bar series of the memory charts (null at the Time chart) and the Time chart's box plots, one per run.
    QList<QBarSeries *> series() const { return m_series; }
    QList<QBoxPlotSeries *> timeSeries() const { return m_timeSeries; }
    // PNG and SVG of each chart shown, "comparison-<first report>-<digest>-time.png", …, named
    // after the compared reports, each captioned with every report's device, configuration and status.
    Result<QList<BundleImage>> images();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    static QString unit(int chart);
    void setTimeBoxes(const Comparison &comparison, const QStringList &runTitles);
    void showTimeHover(bool status, int run, QBoxSet *box);

    QList<ChartView *> m_views;
    QList<QBarSeries *> m_series;
    QList<QBoxPlotSeries *> m_timeSeries;
    QList<RunFigures> m_timeFigures; // what the Time chart's tooltips read
    QStringList m_timeTitles;
    QList<QBarCategoryAxis *> m_categories;
    QList<QAbstractAxis *> m_axes; // linear or log (chartscale.h)
    QList<bool> m_logs = QList<bool>(5, false);
    QStringList m_runNames; // the compared reports' file names
    QStringList m_captions; // one line per run
};

} // namespace IteraGpu::Ui
