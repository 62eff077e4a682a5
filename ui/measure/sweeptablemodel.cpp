#include "ui/measure/sweeptablemodel.h"

#include "core/measure/throughput.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/localizednumbers.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

void SweepTableModel::reset(const QString &dimension)
{
    beginResetModel();
    m_dimension = dimension;
    m_points.clear();
    m_predicted.clear();
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, Value, Value);
}

void SweepTableModel::appendPoint(const SweepPoint &point, const std::optional<qint64> &predicted)
{
    const int row = int(m_points.size());
    beginInsertRows({}, row, row);
    m_points.append(point);
    m_predicted.append(predicted);
    endInsertRows();
}

int SweepTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_points.size());
}

int SweepTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SweepTableModel::verdictText(const SweepPoint &point)
{
    switch (point.status) {
    case SweepPointStatus::Complete: return tr("complete");
    case SweepPointStatus::Failed:
        return point.failureKind == ErrorKind::OutOfMemory ? tr("failed (out of memory)") : tr("failed (other)");
    case SweepPointStatus::Cancelled: return tr("cancelled");
    case SweepPointStatus::Refused: return tr("refused");
    case SweepPointStatus::NoReport: break;
    }
    return tr("no report");
}

QString SweepTableModel::flopsText(const QString &exactFlopsPerSecond)
{
    if (exactFlopsPerSecond.isEmpty())
        return {};
    // flopsPerSecondShort gives "12.35 GFLOP/s": the number in the UI's decimals, the unit as it is.
    const QString shortText = flopsPerSecondShort(exactFlopsPerSecond);
    const qsizetype space = shortText.indexOf(u' ');
    if (space < 0)
        return shortText;
    return localizedDecimal(shortText.left(space)) + shortText.mid(space);
}

QVariant SweepTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_points.size())
        return {};
    const SweepPoint &point = m_points.at(index.row());
    const auto bytes = [role](const std::optional<qint64> &value) -> QVariant {
        if (!value)
            return role == Qt::DisplayRole ? QVariant(tr("n/a")) : QVariant();
        return role == Qt::DisplayRole ? binaryBytes(*value) : exactBytes(*value);
    };
    if (role == Qt::TextAlignmentRole)
        return index.column() == Verdict || index.column() == File || index.column() == Stage
            ? QVariant()
            : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Number: return index.row() + 1;
    case Value: return point.value;
    case Stage:
        switch (point.stage) {
        case SweepSearch::Stage::Upward: return tr("upward");
        case SweepSearch::Stage::Bisect: return tr("bisect");
        case SweepSearch::Stage::Rerun: return tr("re-run");
        }
        return {};
    case Verdict: return role == Qt::ToolTipRole && !point.message.isEmpty() ? point.message : verdictText(point);
    case PeakAllocated: return bytes(point.peakAllocated);
    case PeakReserved: return bytes(point.peakReserved);
    case OutsideAllocator: return bytes(point.outsideAllocator);
    case PredictedPeakAllocated: return bytes(m_predicted.at(index.row()));
    case WarmMedian:
        if (point.warmMedianSeconds.isEmpty())
            return role == Qt::DisplayRole ? QVariant(tr("n/a")) : QVariant();
        return localizedDecimal(point.warmMedianSeconds);
    case AchievedFlops:
        if (point.achievedFlopsPerSecond.isEmpty())
            return role == Qt::DisplayRole ? QVariant(tr("n/a")) : QVariant();
        return role == Qt::DisplayRole ? flopsText(point.achievedFlopsPerSecond)
                                       : tr("%1 FLOP/s: %2 FLOP per forward (matrix products only) / the warm median")
                                             .arg(point.achievedFlopsPerSecond, point.matmulFlopsPerForward);
    case File: return point.file;
    }
    return {};
}

QVariant SweepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        if (section == OutsideAllocator)
            return tr("From the device's own free and total bytes: every process on the card, not this process "
                      "alone.");
        if (section == AchievedFlops)
            return tr("4 × batch × context × width × hidden FLOP per forward over the warm median; bias and GELU "
                      "are not counted, and the time includes host overhead and synchronisation.");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number: return tr("#");
    case Value: return m_dimension.isEmpty() ? tr("Value") : fieldLabel(m_dimension);
    case Stage: return tr("Stage");
    case Verdict: return tr("Verdict");
    case PeakAllocated: return tr("Peak allocated");
    case PeakReserved: return tr("Peak reserved");
    case OutsideAllocator: return tr("Outside the caching allocator");
    case PredictedPeakAllocated: return tr("Predicted peak allocated");
    case WarmMedian: return tr("Warm median (s)");
    case AchievedFlops: return tr("Achieved FLOP/s");
    case File: return tr("Report");
    }
    return {};
}

} // namespace IteraGpu::Ui
