#pragma once

#include "core/quality/reportbundle.h"

#include <QChartView>

namespace IteraGpu::Ui {

// A chart with its PNG and SVG exports, the small widget API of the charts (heaptrack's chartwidget
// idea). Every exported image carries the caption (where the figures come from) in a band below
// the chart, drawn into the image itself.
class ChartView : public QChartView
{
    Q_OBJECT
public:
    // Short enough for the Measure tab at 1024 x 640 (its table keeps six rows above the chart);
    // below kCompactBelow the chart draws compactly (isCompact()).
    static constexpr int kMinimumHeight = 120;
    static constexpr int kCompactBelow = 280;
    static constexpr QSize kUnshownSize{1200, 700}; // logical pixels, for a chart never laid out
    static constexpr QRgb kCaptionBand = 0xf2f2f2;

    // Shows `chart` and takes it. Give the chart its series, axes and first values before: a
    // chart changed while shown lays its axes out again at each change.
    explicit ChartView(QChart *chart, QWidget *parent = nullptr);

    // The source of the figures: "Report: … · Device: … · Configuration: … · Status: …".
    void setCaption(const QString &caption) { m_caption = caption; }
    QString caption() const { return m_caption; }
    // The size an export has without a size of its own: the shown size (or kUnshownSize).
    QSize exportSize() const;
    // PNG of `size` logical pixels (empty: exportSize()) times the screen's device pixel ratio,
    // the caption's band at its bottom; empty if it cannot be rendered.
    QByteArray png(QSize size = {});
    // SVG of `size` (as png()), the caption as the SVG's text and title.
    QByteArray svg(QSize size = {});
    // The caption band's height in logical pixels for an image `width` wide (0 without caption).
    int captionHeight(int width) const;
    // Drawn compactly: shorter than kCompactBelow, the chart keeps narrow margins and draws its
    // title, legend and category labels a size smaller, so that the plot keeps a readable height
    // (a chart's owner may also lay its category names flat, on two lines: phasecharts.cpp).
    bool isCompact() const { return m_compact; }
    // Gives the chart's axes the fonts of its compactness: for an owner that replaced an axis.
    void fitAxisFonts();

Q_SIGNALS:
    void compactChanged(bool compact);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Axis labels and values in the decimals of the current QLocale (the tables' decimals).
    void localizeNumbers();
    void paintExport(QPainter *painter, QSize size);
    void setCompact(bool compact);
    static QFont smaller(QFont font);

    QString m_caption;
    bool m_compact = false;
    // The chart's own, kept while compact.
    QMargins m_margins;
    QFont m_titleFont, m_legendFont, m_labelsFont, m_axisTitleFont;
    bool m_originalsKept = false;
};

// One chart to export and the end of its files' names ("time": "<stem>-time.png").
struct ExportedChart
{
    ChartView *view = nullptr;
    QString suffix;
};

// "<stem>-<suffix>.png" and "<stem>-<suffix>.svg" of each chart, each with `caption`; an error
// names the image that could not be rendered.
Result<QList<BundleImage>> renderExports(const QList<ExportedChart> &charts, const QString &stem,
                                         const QString &caption);
// The caption of a measurement's charts.
QString chartCaption(const QString &reportFile, const QString &device, const QString &configuration,
                     const QString &status);

// Writes each rendered image into `folder` atomically; `written` receives the paths.
Status saveImages(const QString &folder, const QList<BundleImage> &images, QStringList *written);

} // namespace IteraGpu::Ui
