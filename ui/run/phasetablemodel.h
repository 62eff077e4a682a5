#pragma once

#include "core/measure/measurementrunner.h"
#include "core/measure/prediction.h"

#include <QAbstractTableModel>

namespace IteraGpu::Ui {

// The phase rows of the current (or last) run, filled as each phase ends, with the prediction
// of allocated bytes beside the measured values. Read-only. Bytes display in binary units with
// the exact count in the tooltip; missing counters (CPU dry run) display as "n/a". The device
// columns (bytes outside the caching allocator, device bytes in use, the allocator's retry and
// out-of-memory counts) exist only once a row has one of those figures (a GPU through a module
// of ABI 3, a report of format 3): a CPU dry run and older reports never show them.
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
        // The device columns, after every other one.
        OutsideAllocator, // device in use - end reserved: every process on the card; may be negative
        DeviceInUse, // device total - free at the end of the phase: every process on the card
        AllocRetries, // the allocator's num_alloc_retries since the process started
        OutOfMemoryCount, // its num_ooms
        ColumnCount
    };
    static constexpr int kColumnsWithoutDevice = OutsideAllocator;
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
    // Whether the device columns are there (a row has a device figure).
    bool hasDeviceColumns() const { return m_deviceColumns; }
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
    bool m_deviceColumns = false;
};

} // namespace IteraGpu::Ui
