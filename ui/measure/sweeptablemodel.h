#pragma once

#include "core/sweep/sweepindex.h"

#include <QAbstractTableModel>

#include <optional>

namespace IteraGpu::Ui {

// The points of the sweep going on (or the last one), one row each in run order, filled as each
// point ends: the value, the stage, the verdict, the caching allocator's peaks, the bytes outside
// it, the predicted peak allocated bytes, the warm median and the achieved FLOP/s. Read-only. Bytes
// display in binary units with the exact count in the tooltip; a figure the point has not (the CPU
// dry run's counters, a failed point's median) displays as "n/a".
class SweepTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Number,
        Value,
        Stage,
        Verdict,
        PeakAllocated,
        PeakReserved,
        OutsideAllocator,
        PredictedPeakAllocated,
        WarmMedian,
        AchievedFlops,
        File,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    void reset(const QString &dimension);
    void appendPoint(const SweepPoint &point, const std::optional<qint64> &predicted);
    const QList<SweepPoint> &points() const { return m_points; }
    const QList<std::optional<qint64>> &predicted() const { return m_predicted; }
    // The verdict as the table shows it ("complete", "failed (out of memory)"), translated.
    static QString verdictText(const SweepPoint &point);
    // "12,35 GFLOP/s" in the current locale from the exact integer text; empty for empty.
    static QString flopsText(const QString &exactFlopsPerSecond);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString m_dimension;
    QList<SweepPoint> m_points;
    QList<std::optional<qint64>> m_predicted; // per point
};

} // namespace IteraGpu::Ui
