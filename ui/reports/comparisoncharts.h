#pragma once

#include "quality/reportbundle.h"

#include <QTabWidget>

class QBarCategoryAxis;
class QAbstractAxis;
class QBarSeries;

namespace IteraGpu {
struct Comparison;
}

namespace IteraGpu::Ui {

class ChartView;

// The comparison's overlay charts: one bar per run and phase, one colour per run, with a legend
// that names the run. Time per phase (the median of its rows, as Measure and Sweep), peak allocated and peak reserved
// per phase, measured minus predicted peak allocated, and (only when a run has the device's figures) the bytes outside
// the caching allocator per phase. The table holds the exact values.
class ComparisonCharts : public QTabWidget
{
    Q_OBJECT
public:
    explicit ComparisonCharts(QWidget *parent = nullptr);

    // `runTitles` name the runs in the legend, in the comparison's order.
    void setComparison(const Comparison &comparison, const QStringList &runTitles);
    void clear();
    QList<QBarSeries *> series() const { return m_series; }
    // PNG and SVG of each chart shown, "comparison-<first report>-<digest>-time.png", …, named
    // after the compared reports, each captioned with every report's device, configuration and status.
    Result<QList<BundleImage>> images();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    static QString unit(int chart);

    QList<ChartView *> m_views;
    QList<QBarSeries *> m_series;
    QList<QBarCategoryAxis *> m_categories;
    QList<QAbstractAxis *> m_axes; // linear or log (chartscale.h)
    QList<bool> m_logs = QList<bool>(5, false);
    QStringList m_runNames; // the compared reports' file names
    QStringList m_captions; // one line per run
};

} // namespace IteraGpu::Ui
