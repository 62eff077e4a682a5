#include "ui/widgets/chartscale.h"

#include "ui/widgets/chartview.h"

#include <QAbstractSeries>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Ui::ChartScale)
};

} // namespace

AxisScale roundScale(double low, double high, int ticks)
{
    low = std::min(low, 0.0);
    if (!(high > low))
        high = low + 1;
    // The step: the span's `ticks`-th rounded to 1, 2, 5 or 10 x 10^k (Heckbert's nice numbers).
    const double raw = (high - low) / std::max(1, ticks);
    const double unit = std::pow(10.0, std::floor(std::log10(raw)));
    const double fraction = raw / unit;
    const double step = unit * (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10);
    AxisScale scale;
    scale.step = step;
    scale.low = std::floor(low / step + 1e-9) * step;
    scale.high = std::ceil(high / step - 1e-9) * step;
    scale.decimals = std::max(0, -int(std::floor(std::log10(step) + 1e-9)));
    return scale;
}

AxisScale chartScale(const QList<double> &values, bool allowLog)
{
    double low = 0;
    double high = 0;
    std::optional<double> smallestPositive;
    for (double v : values) {
        low = std::min(low, v);
        high = std::max(high, v);
        if (v > 0)
            smallestPositive = std::min(smallestPositive.value_or(v), v);
    }
    if (allowLog && low >= 0 && smallestPositive && high / *smallestPositive > AxisScale::kLogSpan) {
        AxisScale scale;
        scale.log = true;
        // The floor at least half a decade below the smallest value: a bar or box at a power of ten
        // (1.0 on a 1..1000 axis) would otherwise stand on the floor with no height to see.
        double floorPower = std::floor(std::log10(*smallestPositive));
        if (std::log10(*smallestPositive) - floorPower < 0.5)
            floorPower -= 1;
        scale.low = std::pow(10.0, floorPower);
        scale.high = std::pow(10.0, std::ceil(std::log10(high)));
        if (scale.high <= scale.low)
            scale.high = scale.low * 10;
        scale.decimals = std::max(0, -int(std::floor(std::log10(scale.low) + 1e-9)));
        return scale;
    }
    return roundScale(low, high);
}

void setRoundRange(QValueAxis *axis, double high)
{
    const AxisScale scale = roundScale(0, high);
    axis->setLabelFormat(u"%.%1f"_s.arg(scale.decimals));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(scale.step);
    axis->setRange(scale.low, scale.high);
}

QString valueAxisTitle(const QString &unit, bool log)
{
    // Short: Qt Charts cuts an axis title longer than the plot's height ("ms, log s…" at 1024 x 640).
    return log ? Tr::tr("%1, log").arg(unit) : unit;
}

QAbstractAxis *setValueAxis(QChart *chart, const QList<QAbstractSeries *> &series, const AxisScale &scale,
                            const QString &unit)
{
    QAbstractAxis *old = nullptr;
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical))
        old = axis;
    const bool reuse = old && bool(qobject_cast<QLogValueAxis *>(old)) == scale.log;
    QAbstractAxis *axis = reuse ? old : nullptr;
    if (!axis) {
        if (old) {
            chart->removeAxis(old);
            old->deleteLater();
        }
        axis = scale.log ? static_cast<QAbstractAxis *>(new QLogValueAxis) : new QValueAxis;
        chart->addAxis(axis, Qt::AlignLeft);
        for (QAbstractSeries *each : series)
            each->attachAxis(axis);
    }
    const QString format = u"%.%1f"_s.arg(scale.decimals);
    if (auto *log = qobject_cast<QLogValueAxis *>(axis)) {
        log->setBase(10);
        log->setLabelFormat(format); // the decimals of the lowest power of ten: 0.01, 0.10, 1.00
        log->setMinorTickCount(0); // a grid line per power of ten; more hid the bars
        log->setRange(scale.low, scale.high);
    } else if (auto *linear = qobject_cast<QValueAxis *>(axis)) {
        linear->setLabelFormat(format);
        linear->setTickType(QValueAxis::TicksDynamic);
        linear->setTickAnchor(0);
        linear->setTickInterval(scale.step);
        linear->setRange(scale.low, scale.high);
    }
    axis->setTitleText(valueAxisTitle(unit, scale.log));
    // Qt Charts elides tick labels to "…" on a short plot (1024 x 640); the ticks are few and short.
    axis->setTruncateLabels(false);
    // A new axis takes the fonts of its view's compactness (chartview.h).
    if (chart->scene()) {
        for (QGraphicsView *view : chart->scene()->views()) {
            if (auto *chartView = qobject_cast<ChartView *>(view))
                chartView->fitAxisFonts();
        }
    }
    return axis;
}

} // namespace IteraGpu::Ui
