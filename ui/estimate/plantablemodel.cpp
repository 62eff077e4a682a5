#include "ui/estimate/plantablemodel.h"

#include "core/estimate/estimate.h"
#include "core/util/displaytext.h"
#include "ui/common/localizednumbers.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

QString gib(qint64 bytes, const QLocale &locale)
{
    // A negative headroom (does not fit): the sign, then the magnitude (binarySize takes no sign).
    // Below 0.01 GiB in MiB or KiB, never "0.00 GiB".
    const ScaledSize size = binarySize(bytes < 0 ? -bytes : bytes);
    return PlanTableModel::tr("%1 %2").arg(localizedDecimal(bytes < 0 ? u'-' + size.number : size.number, locale),
                                           size.unit);
}

} // namespace

void PlanTableModel::setPlan(PackagePlan plan, bool hasSpotPrices)
{
    beginResetModel();
    m_plan = std::move(plan);
    m_hasPlan = true;
    m_hasSpot = hasSpotPrices;
    endResetModel();
}

void PlanTableModel::clear()
{
    beginResetModel();
    m_plan = {};
    m_hasPlan = false;
    endResetModel();
}

const PlanRow *PlanTableModel::rowAt(int row) const
{
    return row >= 0 && row < m_plan.rows.size() ? &m_plan.rows.at(row) : nullptr;
}

int PlanTableModel::sectionOf(Column c) const
{
    if (c == Spot && !m_hasSpot)
        return -1;
    return c > Spot && !m_hasSpot ? int(c) - 1 : int(c);
}

PlanTableModel::Column PlanTableModel::columnAt(int section) const
{
    return Column(!m_hasSpot && section >= Spot ? section + 1 : section);
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plan.rows.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : (m_hasSpot ? ColumnCount : ColumnCount - 1);
}

QVariant PlanTableModel::display(const PlanRow &row, Column column) const
{
    const QLocale locale;
    const Tariff &t = row.tariff();
    switch (column) {
    case Model: return u"%1 (%2)"_s.arg(displaySafe(t.model, 60), displaySafe(t.gpuId, 40));
    // The headroom has its own column: the verdict says only which of the three it is.
    case Verdict: return verdictWord(row.verdict, localizedDecimal(m_plan.input.tightPercent.toString(), locale));
    case Memory: return gib(row.memoryBytes, locale);
    case Needed: return gib(row.neededBytes, locale);
    case Headroom:
        return tr("%1 (%2 %)").arg(gib(row.headroomBytes, locale), localizedDecimal(row.headroomPercentText(), locale));
    case Gpus: return locale.toString(t.gpusPerLot);
    case Price: return localizedCents(t.priceCents, locale);
    case Spot: return t.spotPriceCents ? localizedCents(*t.spotPriceCents, locale) : QString();
    case Split: return row.splitBytesPerGpu ? gib(*row.splitBytesPerGpu, locale) : QString();
    case ColumnCount: break;
    }
    return {};
}

QVariant PlanTableModel::toolTip(const PlanRow &row, Column column) const
{
    const QLocale locale;
    const Tariff &t = row.tariff();
    switch (column) {
    case Memory:
        return tr("%1, %2 (gpu_memory_gib × 2^30), not measured")
            .arg(exactBytes(row.memoryBytes, locale), memorySourceText());
    case Needed: {
        QStringList lines;
        for (const PlanLine &line : m_plan.input.lines)
            lines.append(u"%1: %2"_s.arg(line.label, exactBytes(line.bytes, locale)));
        return lines.join(u'\n');
    }
    case Headroom: return QString(exactBytes(row.headroomBytes, locale) + u"\n"_s + headroomPercentRule());
    case Price:
        return tr("%1 for %n day(s), one lot, all its GPUs included", nullptr, t.durationDays)
            .arg(localizedCents(t.priceCents, locale));
    case Spot: return t.spotPriceCents ? spotPriceNote() : QVariant();
    case Split: return row.splitBytesPerGpu ? splitText(*row.splitBytesPerGpu) : QVariant();
    case Verdict:
        return verdictText(row.verdict, localizedDecimal(row.headroomPercentText(), locale),
                           localizedDecimal(m_plan.input.tightPercent.toString(), locale));
    default: return {};
    }
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    const PlanRow *row = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!row)
        return {};
    const Column column = columnAt(index.column());
    if (role == Qt::DisplayRole)
        return display(*row, column);
    if (role == Qt::ToolTipRole)
        return toolTip(*row, column);
    if (role == Qt::TextAlignmentRole && column != Model && column != Verdict)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == ExactRole) {
        switch (column) {
        case Memory: return row->memoryBytes;
        case Needed: return row->neededBytes;
        case Headroom: return row->headroomBytes;
        case Price: return row->tariff().priceCents;
        case Spot: return row->tariff().spotPriceCents ? QVariant(*row->tariff().spotPriceCents) : QVariant();
        case Split: return row->splitBytesPerGpu ? QVariant(*row->splitBytesPerGpu) : QVariant();
        case Verdict: return verdictKey(row->verdict);
        default: return {};
        }
    }
    return {};
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (columnAt(section)) {
    case Model: return tr("GPU model");
    case Verdict: return tr("Verdict");
    case Memory: return tr("Memory per GPU (catalog)");
    case Needed: return tr("Needed per GPU");
    case Headroom: return tr("Headroom");
    case Gpus: return tr("GPUs per lot");
    case Price: return tr("Package price");
    case Spot: return tr("Spot price (may be interrupted)");
    case Split: return tr("If split evenly (not measured)");
    case ColumnCount: break;
    }
    return {};
}

QString PlanTableModel::dump() const
{
    QStringList lines;
    for (int r = 0; r < rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < columnCount(); ++c)
            cells.append(data(index(r, c)).toString());
        lines.append(cells.join(u'\t'));
    }
    return lines.join(u'\n');
}

} // namespace IteraGpu::Ui
