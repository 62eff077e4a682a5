#include "ui/run/phasetablemodel.h"

#include "core/measure/devicememory.h"
#include "core/measure/measurementreport.h"
#include "ui/common/localizednumbers.h"

#include <algorithm>
#include <limits>

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
    case PhaseTableModel::OutsideAllocator: {
        const auto use = deviceMemoryUse(row.end);
        return use ? std::optional(use->outsideAllocator) : std::nullopt;
    }
    case PhaseTableModel::DeviceInUse: {
        const auto use = deviceMemoryUse(row.end);
        return use ? std::optional(use->inUse) : std::nullopt;
    }
    case PhaseTableModel::AllocRetries: return row.end ? row.end->numAllocRetries : std::nullopt;
    case PhaseTableModel::OutOfMemoryCount: return row.end ? row.end->numOoms : std::nullopt;
    default: return std::nullopt;
    }
}

bool hasDeviceFigure(const PhaseRow &row)
{
    return row.end && (row.end->deviceTotalBytes || row.end->numOoms);
}

// Bytes for display; a negative figure (contradicting readings) keeps its sign.
QString signedBinaryBytes(qint64 bytes, const QLocale &locale)
{
    return bytes < 0 ? locale.negativeSign() + binaryBytes(-bytes, locale) : binaryBytes(bytes, locale);
}

} // namespace

void PhaseTableModel::reset(const Prediction &prediction)
{
    beginResetModel();
    m_rows.clear();
    m_prediction = prediction;
    m_deviceColumns = false;
    endResetModel();
}

void PhaseTableModel::appendRows(const QList<PhaseRow> &rows)
{
    if (rows.isEmpty())
        return;
    if (!m_deviceColumns && std::any_of(rows.cbegin(), rows.cend(), hasDeviceFigure)) {
        beginInsertColumns({}, kColumnsWithoutDevice, ColumnCount - 1);
        m_deviceColumns = true;
        endInsertColumns();
    }
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
    if (parent.isValid())
        return 0;
    return m_deviceColumns ? ColumnCount : kColumnsWithoutDevice;
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
    case OutsideAllocator:
    case DeviceInUse: {
        const auto value = counter(row, column);
        if (!value)
            return role == Qt::ToolTipRole ? tr("Not available: the backend could not read the device's free and "
                                                "total bytes")
                                           : tr("n/a");
        if (role == Qt::DisplayRole)
            return signedBinaryBytes(*value, locale);
        if (column == DeviceInUse)
            return tr("%1: the device's total minus free bytes at the end of the phase. It covers every process on "
                      "the card, not this process alone.")
                .arg(exactBytes(*value, locale));
        if (*value < 0)
            return tr("%1: the caching allocator reserves more than the device reports in use, so the figures "
                      "contradict each other; they are shown as read.")
                .arg(exactBytes(*value, locale));
        return tr("%1: device bytes in use (total minus free) minus this process's reserved bytes: the CUDA context, "
                  "library workspaces outside the caching allocator and other processes. It covers every process on "
                  "the card, not this process alone; the prediction does not include it.")
            .arg(exactBytes(*value, locale));
    }
    case AllocRetries:
    case OutOfMemoryCount: {
        const auto value = counter(row, column);
        if (!value)
            return role == Qt::ToolTipRole ? tr("Not available: the backend could not read the allocator's counts")
                                           : tr("n/a");
        if (role == Qt::DisplayRole)
            return locale.toString(*value);
        return column == AllocRetries
            ? tr("%n allocation(s) the caching allocator retried after freeing its cache, since the process started "
                 "(never reset between phases)",
                 nullptr, int(std::min<qint64>(*value, std::numeric_limits<int>::max())))
            : tr("%n allocation(s) that failed in the caching allocator, since the process started (never reset "
                 "between phases)",
                 nullptr, int(std::min<qint64>(*value, std::numeric_limits<int>::max())));
    }
    default:
        if (auto value = counter(row, column))
            return role == Qt::ToolTipRole ? exactBytes(*value, locale) : binaryBytes(*value, locale);
        return role == Qt::ToolTipRole ? tr("Not available: the CPU dry run has no allocator counters") : tr("n/a");
    }
}

QVariant PhaseTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        if (section == OutsideAllocator || section == DeviceInUse)
            return tr("From the device's own free and total bytes: every process on the card, not this process "
                      "alone.");
        return {};
    }
    if (role != Qt::DisplayRole)
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
    case OutsideAllocator: return tr("Outside the caching allocator");
    case DeviceInUse: return tr("Device in use");
    case AllocRetries: return tr("Allocator retries");
    case OutOfMemoryCount: return tr("Allocator OOMs");
    }
    return {};
}

} // namespace IteraGpu::Ui
