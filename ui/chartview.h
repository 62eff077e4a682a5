#pragma once

#include <QChartView>

namespace IteraGpu::Ui {

// A chart with a PNG export, the small widget API of the charts (heaptrack's chartwidget idea).
class ChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);
    // Renders at the widget's size (or 1200 x 700 when it is not shown); empty if it cannot.
    QByteArray png();
    // Saves png() atomically.
    bool saveAs(const QString &path, QString *error = nullptr);
};

} // namespace IteraGpu::Ui
