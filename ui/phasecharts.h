#pragma once

#include "reportbundle.h"

#include <QTabWidget>

class QBarCategoryAxis;
class QBarSeries;
class QValueAxis;

namespace IteraGpu::Ui {

class ChartView;
class PhaseTableModel;

// The three charts of a measurement, fed by the phase model (heaptrack's chart-widget idea):
// time per phase, the caching allocator's baseline/end/peak bytes per phase, and the predicted
// vs measured peak allocated bytes. They follow the model as rows arrive.
class PhaseCharts : public QTabWidget
{
    Q_OBJECT
public:
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
    void refresh();
    void retranslate();

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
