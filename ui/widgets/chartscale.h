#pragma once

#include <QList>
#include <QString>

#include <optional>

class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QValueAxis;

namespace IteraGpu::Ui {

// The value axes of every chart (Measure, Compare, Sweep) follow one rule, kept here:
// a log axis (base 10) where the positive values shown span more than kLogSpan, its title saying
// "log", its floor a power of ten at least half a decade below the smallest value; otherwise a
// linear axis from 0 (or below, for negative values) whose ticks are round steps of 1, 2 or 5 x
// 10^k. docs/ARCHITECTURE.md ("ui/widgets/") describes it.
struct AxisScale
{
    static constexpr double kLogSpan = 20; // largest / smallest positive value
    bool log = false;
    double low = 0;
    double high = 1;
    double step = 0.2; // linear: the tick interval; log: unused (a tick per power of ten)
    int decimals = 1; // the labels' decimals, enough for `step`
};

// The scale for `values` (their unit's numbers; empty: a 0..1 axis). `allowLog` false keeps it
// linear (a chart with negative or zero values that mean something, as a difference).
AxisScale chartScale(const QList<double> &values, bool allowLog = true);
// The round linear scale that holds `low`..`high` in about `ticks` intervals.
AxisScale roundScale(double low, double high, int ticks = 5);

// Puts on `chart`'s left a value axis with `scale` for `series`, titled `unit` (", log"
// added on a log axis), in place of the chart's previous left axis. Returns the axis.
QAbstractAxis *setValueAxis(QChart *chart, const QList<QAbstractSeries *> &series, const AxisScale &scale,
                            const QString &unit);
// Gives a linear `axis` the round scale from 0 to at least `high` (the stacked and cost bars,
// where a log axis would misdraw a stack).
void setRoundRange(QValueAxis *axis, double high);
// The title of a value axis in `unit`.
QString valueAxisTitle(const QString &unit, bool log);

} // namespace IteraGpu::Ui
