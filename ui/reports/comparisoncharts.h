#pragma once

#include "quality/reportbundle.h"

#include <QTabWidget>

class QBarCategoryAxis;
class QBarSeries;
class QValueAxis;

namespace IteraGpu {
struct Comparison;
}

namespace IteraGpu::Ui {

class ChartView;

// The comparison's overlay charts: one bar per run and phase, one colour per run, with a legend
// that names the run. Time per phase (summed over its rows), peak allocated and peak reserved per
// phase, measured minus predicted peak allocated, and (only when a run has the device's figures)
// the bytes outside the caching allocator per phase. The table holds the exact values.
class ComparisonCharts : public QTabWidget
{
    Q_OBJECT
public:
    explicit ComparisonCharts(QWidget *parent = nullptr);

    // `runTitles` name the runs in the legend, in the comparison's order.
    void setComparison(const Comparison &comparison, const QStringList &runTitles);
    void clear();
    QList<QBarSeries *> series() const { return m_series; }
    // comparison-time.png, comparison-peak-allocated.png, comparison-peak-reserved.png,
    // comparison-measured-minus-predicted.png and, when shown, comparison-outside-allocator.png.
    Result<QList<BundleImage>> images();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QList<ChartView *> m_views;
    QList<QBarSeries *> m_series;
    QList<QBarCategoryAxis *> m_categories;
    QList<QValueAxis *> m_axes;
};

} // namespace IteraGpu::Ui
