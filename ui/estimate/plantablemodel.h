#pragma once

#include "core/quality/packageplan.h"

#include <QAbstractTableModel>

namespace IteraGpu::Ui {

// The rows of a package plan as a table: one row per catalog model for one duration, in the plan's
// order (fitting ones by price, then tight, then not fitting). The figures are core's exact ones,
// shown in the UI language; each cell's tooltip holds the exact bytes or cents.
class PlanTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Model,
        Verdict,
        Price, // beside the verdict: in view in a narrow window
        Memory, // the catalog's figure per GPU
        Needed, // the sum of the estimate's lines per GPU
        Headroom,
        Gpus,
        Spot, // only when the catalog has spot prices
        Split, // if split evenly over the lot; never the verdict
        ColumnCount
    };

    // The role that gives a cell's exact integer (bytes or cents), for tests and sorting.
    static constexpr int ExactRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setPlan(PackagePlan plan, bool hasSpotPrices); // replaces the rows
    void clear();
    const PackagePlan &plan() const { return m_plan; }
    bool hasPlan() const { return m_hasPlan; }
    const PlanRow *rowAt(int row) const;
    // Where column `c` is shown, -1 when hidden (the spot column without spot prices).
    int sectionOf(Column c) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The visible table as text, one line per row and tab-separated cells, for tests.
    QString dump() const;

private:
    Column columnAt(int section) const;
    QVariant display(const PlanRow &row, Column column) const;
    QVariant toolTip(const PlanRow &row, Column column) const;

    PackagePlan m_plan;
    bool m_hasPlan = false;
    bool m_hasSpot = false;
};

} // namespace IteraGpu::Ui
