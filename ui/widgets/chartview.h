#pragma once

#include "quality/reportbundle.h"

#include <QChartView>

namespace IteraGpu::Ui {

// A chart with a PNG export, the small widget API of the charts (heaptrack's chartwidget idea).
class ChartView : public QChartView
{
    Q_OBJECT
public:
    static constexpr int kMinimumHeight = 220;

    // Shows `chart` and takes it. Give the chart its series, axes and first values before: a
    // chart changed while shown lays its axes out again at each change.
    explicit ChartView(QChart *chart, QWidget *parent = nullptr);
    // Renders at the widget's size (or 1200 x 700 when it is not shown); empty if it cannot.
    QByteArray png();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // Axis labels and values in the decimals of the current QLocale (the tables' decimals).
    void localizeNumbers();
};

// Writes each rendered image into `folder` atomically; `written` receives the paths.
Status saveImages(const QString &folder, const QList<BundleImage> &images, QStringList *written);

} // namespace IteraGpu::Ui
