#include "widgets/chartview.h"

#include "files/textfile.h"

#include <QBuffer>
#include <QDir>
#include <QEvent>
#include <QPainter>

namespace IteraGpu::Ui {

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

QByteArray ChartView::png()
{
    localizeNumbers();
    if (!isVisible() && width() < 400)
        resize(1200, 700); // never laid out: give the export a useful size
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly) || !grab().save(&buffer, "PNG"))
        return {};
    return bytes;
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
