#include "chartview.h"

#include <QPainter>
#include <QSaveFile>

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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !pixmap.save(&file, "PNG") || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace IteraGpu::Ui
