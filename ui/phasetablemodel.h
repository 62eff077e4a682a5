#pragma once

#include "measurementrunner.h"
#include "prediction.h"

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
    // The raw value behind a cell (qint64 bytes, double seconds, or invalid), for charts and CSV.
    static constexpr int RawRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void reset(const Prediction &prediction);
    void appendRows(const QList<PhaseRow> &rows);
    const QList<PhaseRow> &rows() const { return m_rows; }
    qint64 predictedPeak(const QString &phase) const;
    // Locale-independent CSV of the table ("." decimals, exact bytes, empty where null).
    QString toCsv() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<PhaseRow> m_rows;
    Prediction m_prediction;
};

} // namespace IteraGpu::Ui
