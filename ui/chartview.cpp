#include "chartview.h"

#include "textfile.h"

#include <QBuffer>
#include <QPainter>

namespace IteraGpu::Ui {

ChartView::ChartView(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
}

bool ChartView::saveAs(const QString &path, QString *error)
{
    if (!isVisible() && width() < 400)
        resize(1200, 700); // never laid out: give the export a useful size
    const QPixmap pixmap = grab();
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !pixmap.save(&buffer, "PNG")) {
        if (error)
            *error = tr("the chart could not be rendered as PNG");
        return false;
    }
    const Status written = replaceFile(path, png);
    if (!written) {
        if (error)
            *error = written.error();
        return false;
    }
    return true;
}

} // namespace IteraGpu::Ui
