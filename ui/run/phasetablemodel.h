#pragma once

#include "measure/measurementrunner.h"
#include "measure/prediction.h"

#include <QAbstractTableModel>

namespace IteraGpu::Ui {

// The phase rows of the current (or last) run, filled as each phase ends, with the prediction
// of allocated bytes beside the measured values. Read-only. Bytes display in binary units with
// the exact count in the tooltip; missing counters (CPU dry run) display as "n/a".
class PhaseTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Phase,
        Index,
        Iterations,
        Seconds,
        BaselineAllocated,
        BaselineReserved,
        EndAllocated,
        EndReserved,
        PeakAllocated,
        PeakReserved,
        PredictedPeakAllocated,
        ColumnCount
    };
    enum Role
    {
        // The number behind a cell, for charts: qint64 bytes, double seconds, invalid where the
        // run has no value (the CPU dry run's counters) and in the text columns.
        RawRole = Qt::UserRole + 1,
        // In the Phase column: the row's short label for chart axes ("warm 2", "warmup ×3").
        AxisLabelRole
    };

    using QAbstractTableModel::QAbstractTableModel;

    void reset(const Prediction &prediction);
    void appendRows(const QList<PhaseRow> &rows);
    // The rows and the prediction behind the table, for the phases.csv export.
    const QList<PhaseRow> &rows() const { return m_rows; }
    const Prediction &prediction() const { return m_prediction; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<PhaseRow> m_rows;
    Prediction m_prediction;
};

} // namespace IteraGpu::Ui
