#pragma once

#include "reportbundle.h"

#include <QTabWidget>
#include <QTimer>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QValueAxis;

namespace IteraGpu::Ui {

class ChartView;
class PhaseTableModel;

// The three charts of a measurement, fed by the phase model (heaptrack's chart-widget idea):
// time per phase, the caching allocator's baseline/end/peak bytes per phase, and the predicted
// vs measured peak allocated bytes. They follow the model as rows arrive. Up to kMaxRowBars rows
// each have their bar; beyond, the warm_forward rows are drawn as three bars, their minimum,
// median and maximum (each column on its own, each a measured row's value), so that every axis
// label stays readable. Hovering a bar shows its exact value.
class PhaseCharts : public QTabWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxRowBars = 12;

    explicit PhaseCharts(QWidget *parent = nullptr);

    void setModel(PhaseTableModel *model);
    QList<ChartView *> charts() const { return {m_timeChart, m_memoryChart, m_predictionChart}; }
    QBarSeries *timeSeries() const { return m_timeSeries; }
    QBarSeries *memorySeries() const { return m_memorySeries; }
    QBarSeries *predictionSeries() const { return m_predictionSeries; }
    // chart-time.png, chart-memory.png and chart-predicted-vs-measured.png, rendered.
    Result<QList<BundleImage>> images();
    // The images() in `folder`.
    bool saveAll(const QString &folder, QStringList *written, QString *error);

protected:
    void changeEvent(QEvent *event) override;

private:
    // One category of the x axis: its label and, per model column, the model row it shows.
    struct Category
    {
        QString label;
        QList<int> rows; // per column; -1 where the column has no value
    };
    QList<Category> categories() const;
    void refresh();
    void retranslate();
    void showHover(bool status, int index, QBarSet *set);
    QList<Category> m_categoryRows;
    static constexpr int kRefreshMs = 250;
    QTimer m_refreshTimer;

    PhaseTableModel *m_model = nullptr;
    ChartView *m_timeChart;
    ChartView *m_memoryChart;
    ChartView *m_predictionChart;
    QBarSeries *m_timeSeries;
    QBarSeries *m_memorySeries;
    QBarSeries *m_predictionSeries;
    QBarCategoryAxis *m_timeCategories;
    QBarCategoryAxis *m_memoryCategories;
    QBarCategoryAxis *m_predictionCategories;
    QValueAxis *m_timeAxis;
    QValueAxis *m_memoryAxis;
    QValueAxis *m_predictionAxis;
};

} // namespace IteraGpu::Ui
