#pragma once

#include "core/measure/phasescsv.h"
#include "core/quality/reportbundle.h"

#include <QTabWidget>
#include <QTimer>

#include <array>

class QBarCategoryAxis;
class QBarSeries;
class QAbstractAxis;
class QBarSet;

namespace IteraGpu::Ui {

class ChartView;
class PhaseTableModel;

// The three charts of a measurement, fed by the phase model (heaptrack's chart-widget idea):
// time per phase, the caching allocator's baseline/end/peak bytes per phase (and, where the run
// has the device's figures, the bytes in use outside the allocator as a bar of its own, labelled as
// covering every process on the card), and the predicted vs measured peak allocated bytes. They follow the model as
// rows arrive. Up to kMaxRowBars rows each have their bar; beyond, the warm_forward rows are drawn as three bars, their
// minimum, median and maximum (each column on its own, each a measured row's value), so that every axis label stays
// readable. Hovering a bar shows its exact value. The charts themselves are built when first shown or asked for (a
// hidden tab costs no chart at start-up, nor a redraw while rows arrive); rows redraw the chart shown, and the others
// when they are shown or asked for.
class PhaseCharts : public QTabWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxRowBars = 12;

    explicit PhaseCharts(QWidget *parent = nullptr);

    void setModel(PhaseTableModel *model);
    QList<ChartView *> charts();
    QBarSeries *timeSeries();
    QBarSeries *memorySeries();
    QBarSeries *predictionSeries();
    // chart-time.png, chart-memory.png and chart-predicted-vs-measured.png, rendered with the
    // caption (setCaption) in their band: the bundle's names, in a folder of their own.
    Result<QList<BundleImage>> images();
    void setCaption(const QString &caption);
    // The three charts as PNG and SVG named after `source`'s report ("<report>-time.png"), each
    // with a caption naming the report, device, configuration and status.
    Result<QList<BundleImage>> exportedImages(const PhasesCsvSource &source);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // One category of the x axis: its label and, per model column, the model row it shows.
    struct Category
    {
        QString label;
        QList<int> rows; // per column; -1 where the column has no value
        // The median of an even count is the mean of two rows: the upper one here, else -1.
        QList<int> upperMiddle;
    };
    enum Chart
    {
        Time,
        Memory,
        Prediction
    }; // the tab indexes
    static constexpr int kChartCount = 3;
    QList<Category> categories() const;
    void build();
    void refresh(); // the chart shown now; the others are marked stale
    void refreshChart(Chart which); // if stale
    void refreshStale();
    void retranslate();
    void showHover(bool status, int index, QBarSet *set);
    QList<Category> m_categoryRows;
    std::array<bool, kChartCount> m_stale{true, true, true};
    static constexpr int kRefreshMs = 250;
    QTimer m_refreshTimer;

    PhaseTableModel *m_model = nullptr;
    // All null until build().
    ChartView *m_timeChart = nullptr;
    ChartView *m_memoryChart = nullptr;
    ChartView *m_predictionChart = nullptr;
    QBarSeries *m_timeSeries = nullptr;
    QBarSeries *m_memorySeries = nullptr;
    QBarSeries *m_predictionSeries = nullptr;
    QBarCategoryAxis *m_timeCategories = nullptr;
    QBarCategoryAxis *m_memoryCategories = nullptr;
    QBarCategoryAxis *m_predictionCategories = nullptr;
    // Linear or log (chartscale.h), replaced as the values change.
    QAbstractAxis *m_timeAxis = nullptr;
    QAbstractAxis *m_memoryAxis = nullptr;
    QAbstractAxis *m_predictionAxis = nullptr;
};

} // namespace IteraGpu::Ui
