#include "ui/widgets/chartview.h"

#include "core/files/textfile.h"

#include <QAbstractAxis>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QImage>
#include <QLegend>
#include <QPainter>
#include <QResizeEvent>
#include <QScreen>
#include <QSvgGenerator>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

constexpr int kCaptionMargin = 6; // logical pixels around the caption's text
constexpr qreal kCompactFontScale = 0.85; // the compact chart's texts, of the widget's font
constexpr int kCompactMargin = 2; // logical pixels around a compact chart

} // namespace

ChartView::ChartView(QChart *chart, QWidget *parent)
    : QChartView(chart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(kMinimumHeight);
}

void ChartView::localizeNumbers()
{
    QChart *shown = chart();
    if (!shown)
        return;
    shown->setLocalizeNumbers(true);
    if (shown->locale() != QLocale())
        shown->setLocale(QLocale());
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        localizeNumbers();
    QChartView::changeEvent(event);
}

void ChartView::showEvent(QShowEvent *event)
{
    localizeNumbers();
    QChartView::showEvent(event);
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    setCompact(event->size().height() < kCompactBelow);
    QChartView::resizeEvent(event);
}

void ChartView::setCompact(bool compact)
{
    QChart *shown = chart();
    if (!shown || compact == m_compact)
        return;
    if (compact && !m_originalsKept) {
        m_margins = shown->margins();
        m_titleFont = shown->titleFont();
        m_legendFont = shown->legend()->font();
        const QList<QAbstractAxis *> axes = shown->axes();
        m_labelsFont = axes.isEmpty() ? font() : axes.constFirst()->labelsFont();
        m_axisTitleFont = axes.isEmpty() ? font() : axes.constFirst()->titleFont();
        m_originalsKept = true;
    }
    m_compact = compact;
    shown->setMargins(compact ? QMargins(kCompactMargin, kCompactMargin, kCompactMargin, kCompactMargin) : m_margins);
    shown->setTitleFont(compact ? smaller(m_titleFont) : m_titleFont);
    shown->legend()->setFont(compact ? smaller(m_legendFont) : m_legendFont);
    fitAxisFonts();
    Q_EMIT compactChanged(compact);
}

void ChartView::fitAxisFonts()
{
    QChart *shown = chart();
    if (!shown || !m_originalsKept)
        return;
    for (QAbstractAxis *axis : shown->axes()) {
        // The category names; the value axis's few short ticks keep their size, its title not.
        if (axis->orientation() == Qt::Horizontal)
            axis->setLabelsFont(m_compact ? smaller(m_labelsFont) : m_labelsFont);
        axis->setTitleFont(m_compact ? smaller(m_axisTitleFont) : m_axisTitleFont);
    }
}

QFont ChartView::smaller(QFont font)
{
    font.setPointSizeF(font.pointSizeF() * kCompactFontScale);
    return font;
}

QSize ChartView::exportSize() const
{
    return isVisible() || width() >= 400 ? size() : kUnshownSize;
}

int ChartView::captionHeight(int width) const
{
    if (m_caption.isEmpty())
        return 0;
    const QRect text = fontMetrics().boundingRect(QRect(0, 0, width - 2 * kCaptionMargin, 1000),
                                                  Qt::TextWordWrap | Qt::AlignLeft, m_caption);
    return text.height() + 2 * kCaptionMargin;
}

void ChartView::paintExport(QPainter *painter, QSize size)
{
    localizeNumbers();
    const int band = captionHeight(size.width());
    const QSize chartSize(size.width(), size.height() - band);
    painter->fillRect(QRect(QPoint(0, 0), size), Qt::white);
    if (isVisible()) {
        // Shown: drawn as it is on screen, into the export's size above the band.
        render(painter, QRectF(QPointF(0, 0), chartSize), rect(), Qt::IgnoreAspectRatio);
    } else if (QChart *shown = chart()) {
        // Never shown (a tab not opened yet): the view has no valid geometry to render, and the
        // chart kept the tiny size it had when made, so the scene is drawn instead with the chart
        // laid out at the export's size, then given its geometry back.
        const QRectF before = shown->geometry();
        const QRectF target(QPointF(0, 0), chartSize);
        shown->setGeometry(target);
        if (shown->layout())
            shown->layout()->activate();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        scene()->render(painter, target, shown->mapRectToScene(QRectF(QPointF(0, 0), chartSize)),
                        Qt::IgnoreAspectRatio);
        shown->setGeometry(before);
    }
    if (band == 0)
        return;
    const QRect bandRect(0, chartSize.height(), size.width(), band);
    painter->fillRect(bandRect, QColor::fromRgb(kCaptionBand));
    painter->setPen(Qt::black);
    painter->setFont(font());
    painter->drawText(bandRect.adjusted(kCaptionMargin, kCaptionMargin, -kCaptionMargin, -kCaptionMargin),
                      Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter, m_caption);
}

QByteArray ChartView::png(QSize size)
{
    if (size.isEmpty())
        size = exportSize();
    const QScreen *screen = isVisible() && this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    const qreal ratio = screen ? screen->devicePixelRatio() : 1.0;
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    image.setDevicePixelRatio(ratio);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        paintExport(&painter, size);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
        return {};
    return bytes;
}

QByteArray ChartView::svg(QSize size)
{
    if (size.isEmpty())
        size = exportSize();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly))
        return {};
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(chart() ? chart()->title() : QString());
    generator.setDescription(m_caption);
    {
        QPainter painter;
        if (!painter.begin(&generator))
            return {};
        paintExport(&painter, size);
    }
    return bytes;
}

Result<QList<BundleImage>> renderExports(const QList<ExportedChart> &charts, const QString &stem,
                                         const QString &caption)
{
    QList<BundleImage> images;
    for (const ExportedChart &chart : charts) {
        chart.view->setCaption(caption);
        const QString name = stem + u'-' + chart.suffix;
        QByteArray png = chart.view->png();
        if (png.isEmpty())
            return Error{ChartView::tr("%1: the chart cannot be rendered as PNG").arg(name + u".png"_s)};
        images.append({name + u".png"_s, std::move(png)});
        QByteArray svg = chart.view->svg();
        if (svg.isEmpty())
            return Error{ChartView::tr("%1: the chart cannot be rendered as SVG").arg(name + u".svg"_s)};
        images.append({name + u".svg"_s, std::move(svg)});
    }
    return images;
}

QString chartCaption(const QString &reportFile, const QString &device, const QString &configuration,
                     const QString &status)
{
    const QString none = ChartView::tr("none");
    return ChartView::tr("Report: %1 · Device: %2 · Configuration: %3 · Status: %4")
        .arg(reportFile.isEmpty() ? ChartView::tr("not written") : reportFile, device.isEmpty() ? none : device,
             configuration.isEmpty() ? none : configuration, status.isEmpty() ? none : status);
}

Status saveImages(const QString &folder, const QList<BundleImage> &images, QStringList *written)
{
    for (const BundleImage &image : images) {
        const QString path = QDir(folder).filePath(image.fileName);
        if (Status status = replaceFile(path, image.png); !status)
            return status;
        if (written)
            written->append(path);
    }
    return {};
}

} // namespace IteraGpu::Ui
