#include "ui/reports/comparisonmodel.h"

#include "ui/common/plaintext.h"

#include "core/util/displaytext.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

void ComparisonModel::setComparison(const Comparison &comparison)
{
    beginResetModel();
    m_comparison = comparison;
    endResetModel();
}

void ComparisonModel::clear()
{
    setComparison(Comparison{});
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_comparison.lines.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_comparison.runs.isEmpty() ? 0 : 1 + int(m_comparison.runs.size());
}

QString ComparisonModel::runTitle(int run) const
{
    QString title = u"%1: %2"_s.arg(run + 1).arg(displaySafe(m_comparison.runs.at(run).name, 40));
    if (run == m_comparison.baseline)
        title += u' ' + tr("(baseline)");
    return title;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_comparison.lines.size())
        return {};
    const ComparisonLine &line = m_comparison.lines.at(index.row());
    const int run = index.column() - 1;
    if (role == Qt::FontRole && line.differs) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::BackgroundRole && line.differs && line.kind == ComparisonLine::Kind::Configuration)
        return QApplication::palette().color(QPalette::AlternateBase);
    if (run < 0) {
        if (role == Qt::DisplayRole)
            return line.key;
        if (role == Qt::ToolTipRole && line.differs)
            return plainToolTip(tr("The runs differ in %1.").arg(line.key));
        return {};
    }
    const QString value = line.values.value(run);
    const QString difference = line.differences.value(run);
    const QString ratio = line.ratios.value(run);
    switch (role) {
    case ValueRole: return value;
    case DifferenceRole: return difference;
    case RatioRole: return ratio;
    case Qt::TextAlignmentRole:
        return line.kind == ComparisonLine::Kind::Measurement ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                              : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::DisplayRole: {
        if (line.kind != ComparisonLine::Kind::Measurement)
            return displaySafe(value, 60);
        if (value.isEmpty())
            return tr("n/a");
        QString text = value;
        if (!difference.isEmpty()) {
            const QString signedDifference = difference.startsWith(u'-') ? difference : u"+"_s + difference;
            text += ratio.isEmpty() ? u" (%1)"_s.arg(signedDifference) : u" (%1, ×%2)"_s.arg(signedDifference, ratio);
        }
        return text;
    }
    case Qt::ToolTipRole: {
        if (line.kind != ComparisonLine::Kind::Measurement || value.isEmpty())
            return plainToolTip(displaySafe(value));
        QString tip;
        if (difference.isEmpty())
            tip = tr("%1: %2 (the baseline run)").arg(line.key, value);
        else
            tip = ratio.isEmpty() ? tr("%1: %2; difference to the baseline: %3").arg(line.key, value, difference)
                                  : tr("%1: %2; difference to the baseline: %3; ratio to the baseline: %4")
                                        .arg(line.key, value, difference, ratio);
        // What the device's figures cover (comparison.h names these lines).
        if (line.key.startsWith(u"outside_allocator_bytes."_s))
            tip += u"\n"_s
                + tr("Device bytes in use (total minus free) minus this process's reserved bytes: every "
                     "process on the card, not this process alone.");
        else if (line.key.startsWith(u"num_alloc_retries."_s) || line.key.startsWith(u"num_ooms."_s))
            tip += u"\n"_s + tr("The caching allocator's count since the process started, at the end of the phase.");
        return plainToolTip(tip);
    }
    default: return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return tr("Field");
    return section - 1 < m_comparison.runs.size() ? runTitle(section - 1) : QVariant();
}

} // namespace IteraGpu::Ui
