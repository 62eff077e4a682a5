#pragma once

#include "core/quality/reportbundle.h"
#include "core/sweep/sweepindex.h"

#include <QList>
#include <QObject>
#include <QPointF>

#include <array>
#include <optional>

class QAbstractAxis;
class QChart;
class QLineSeries;

namespace IteraGpu::Ui {

class ChartView;

// The three charts of a sweep against its dimension: the caching allocator's peak allocated and
// peak reserved bytes, the bytes outside it and the predicted peak allocated bytes, with the
// device's total memory as a line when a report states it; the warm median; the achieved FLOP/s.
// The boundary (the smallest value that failed for memory) is a vertical line in each. A doubling
// range has a log2 axis; a dtype sweep one category per dtype. Redrawn from the points at each
// update (a sweep has few points), the chart on screen at once, the others when they are shown.
class SweepCharts : public QObject
{
    Q_OBJECT
public:
    enum Chart
    {
        Memory,
        Time,
        Throughput,
        ChartCount
    };
    explicit SweepCharts(QWidget *parent);

    // `values`: the values as requested (a dtype's position on its axis); `log2`: a doubling range.
    void setSweep(const QString &dimension, const QStringList &values, bool log2);
    void update(const QList<SweepPoint> &points, const QList<std::optional<qint64>> &predicted,
                const std::optional<qint64> &deviceTotalBytes);
    ChartView *view(Chart chart) const { return m_views.at(chart); }
    // Redraws the charts not redrawn since the last update (the sweep panel calls it when a chart's
    // tab is shown).
    void redrawStale();
    // A series of a chart by its role, redrawn, for tests: "peak_allocated", "peak_reserved",
    // "outside", "predicted", "device_total", "boundary", "warm_median", "flops".
    QLineSeries *series(const QString &role);
    // What the exports are named after ("<stem>-memory.png") and say in their caption.
    void setExportSource(const QString &stem, const QString &caption)
    {
        m_stem = stem;
        m_caption = caption;
    }
    // PNG and SVG of the three charts: <stem>-memory, <stem>-time and <stem>-throughput.
    Result<QList<BundleImage>> images();
    void retranslate();

private:
    // What the last update() computed, in MiB, milliseconds and GFLOP/s against the x values.
    struct Drawn
    {
        QList<QPointF> allocated, reserved, outside, predicted, median, warmMin, warmMax, flops;
        double xLow = 1, xHigh = 2;
        std::optional<double> boundary, total;
        std::array<double, ChartCount> tops{};
    };
    void redraw(Chart chart);
    QLineSeries *seriesOf(const QString &role) const;
    void rebuildAxes();
    std::optional<double> xOf(const QString &value) const;

    QString m_dimension;
    QStringList m_values;
    bool m_log2 = false;
    std::array<ChartView *, ChartCount> m_views{};
    std::array<QAbstractAxis *, ChartCount> m_xAxes{};
    QList<std::pair<QString, QLineSeries *>> m_series; // role, series
    bool m_hasCounters = false;
    Drawn m_drawn;
    std::array<bool, ChartCount> m_stale{};
    std::array<bool, ChartCount> m_logs{}; // the value axis is a log one
    QString m_stem = QStringLiteral("sweep");
    QString m_caption;
};

} // namespace IteraGpu::Ui
