#pragma once

#include "core/reports/comparison.h"

#include <QAbstractTableModel>

namespace IteraGpu::Ui {

// The comparison table: one row per comparison line (its field key as in the CSV and JSON
// exports), one column per run. A run's cell shows the exact value and, beside it, the exact
// difference to the baseline and the ratio; lines whose values differ are bold.
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role
    {
        ValueRole = Qt::UserRole + 1, // the exact value alone (QString), as in the CSV
        DifferenceRole, // the difference to the baseline (QString, empty where none)
        RatioRole // the ratio to the baseline (QString, empty where none)
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setComparison(const Comparison &comparison);
    void clear();
    const Comparison &comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "2: b.json (baseline)", for headers and chart legends.
    QString runTitle(int run) const;

private:
    Comparison m_comparison;
};

} // namespace IteraGpu::Ui
