#include "run/phasetablemodel.h"

#include "common/localizednumbers.h"
#include "measure/measurementreport.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

std::optional<qint64> counter(const PhaseRow &row, int column)
{
    switch (column) {
    case PhaseTableModel::BaselineAllocated:
        return row.baseline ? std::optional(row.baseline->allocated) : std::nullopt;
    case PhaseTableModel::BaselineReserved: return row.baseline ? std::optional(row.baseline->reserved) : std::nullopt;
    case PhaseTableModel::EndAllocated: return row.end ? std::optional(row.end->allocated) : std::nullopt;
    case PhaseTableModel::EndReserved: return row.end ? std::optional(row.end->reserved) : std::nullopt;
    case PhaseTableModel::PeakAllocated: return row.end ? std::optional(row.end->peakAllocated) : std::nullopt;
    case PhaseTableModel::PeakReserved: return row.end ? std::optional(row.end->peakReserved) : std::nullopt;
    default: return std::nullopt;
    }
}

} // namespace

void PhaseTableModel::reset(const Prediction &prediction)
{
    beginResetModel();
    m_rows.clear();
    m_prediction = prediction;
    endResetModel();
}

void PhaseTableModel::appendRows(const QList<PhaseRow> &rows)
{
    if (rows.isEmpty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + rows.size() - 1));
    m_rows.append(rows);
    endInsertRows();
}

int PhaseTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PhaseTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PhaseTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PhaseRow &row = m_rows.at(index.row());
    const int column = index.column();
    const QLocale locale;
    if (role == RawRole) {
        switch (column) {
        case Seconds: return double(row.nanoseconds) / 1e9;
        case PredictedPeakAllocated: return m_prediction.peakAllocated(row.phase);
        default:
            if (auto value = counter(row, column))
                return *value;
            return {};
        }
    }
    if (role == AxisLabelRole)
        return column == Phase ? QVariant(phaseRowLabel(row.phase, row.index, row.iterations)) : QVariant();
    if (role == Qt::TextAlignmentRole)
        return column == Phase ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                               : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case Phase: return role == Qt::ToolTipRole ? phaseDescription(row.phase) : phaseLabel(row.phase);
    case Index: return row.index > 0 ? locale.toString(row.index) : QString();
    case Iterations: return locale.toString(row.iterations);
    case Seconds: return localizedDecimal(secondsText(row.nanoseconds), locale);
    case PredictedPeakAllocated: {
        const qint64 bytes = m_prediction.peakAllocated(row.phase);
        return role == Qt::ToolTipRole ? exactBytes(bytes, locale) : binaryBytes(bytes, locale);
    }
    default:
        if (auto value = counter(row, column))
            return role == Qt::ToolTipRole ? exactBytes(*value, locale) : binaryBytes(*value, locale);
        return role == Qt::ToolTipRole ? tr("Not available: the CPU dry run has no allocator counters") : tr("n/a");
    }
}

QVariant PhaseTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Phase: return tr("Phase");
    case Index: return tr("Repeat");
    case Iterations: return tr("Forwards");
    case Seconds: return tr("Seconds");
    case BaselineAllocated: return tr("Baseline allocated");
    case BaselineReserved: return tr("Baseline reserved");
    case EndAllocated: return tr("End allocated");
    case EndReserved: return tr("End reserved");
    case PeakAllocated: return tr("Peak allocated");
    case PeakReserved: return tr("Peak reserved");
    case PredictedPeakAllocated: return tr("Predicted peak allocated");
    }
    return {};
}

} // namespace IteraGpu::Ui
