#include "quality/gridconsistency.h"

#include "util/exactnumber.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::GridConsistency)
};

const QString kAcceptedMark = u"accepted:"_s;

// "Row 2 (run-002), Threshold met": the row as the grid numbers it and the column as it titles it.
QString place(const ResultsGrid &grid, int row, int column)
{
    return Tr::tr("Row %1 (%2), %3")
        .arg(row + 1)
        .arg(grid.row(row)[ResultColumn::RunId], ResultsGrid::columnTitle(column));
}

bool isCpuDryRun(const ResultRow &row)
{
    return row[ResultColumn::Device] == u"cpu"_s;
}

// The "sha256:HEX" of a report trace in the notes (see reportTrace), or empty.
QString reportSha(const QString &notes)
{
    static const QRegularExpression pattern(u"(?:^|\\s)(sha256:[0-9a-f]{16,64})\\b"_s);
    return pattern.match(notes).captured(1);
}

void checkThreshold(const ResultsGrid &grid, int r, const ProtocolFields &protocol, QList<GridProblem> &problems)
{
    const ResultRow &row = grid.row(r);
    const QString &value = row[ResultColumn::QualityValue];
    const QString &met = row[ResultColumn::ThresholdMet];
    if (value.isEmpty() || met.isEmpty())
        return;
    const int order = compareSignedDecimals(value, protocol.threshold);
    const QString &op = protocol.comparison;
    const bool meets = (op == u">="_s && order >= 0) || (op == u">"_s && order > 0) || (op == u"<="_s && order <= 0)
        || (op == u"<"_s && order < 0);
    if (meets == (met == u"yes"_s))
        return;
    const QString where = place(grid, r, ResultColumn::ThresholdMet);
    const QString rule = op + u' ' + protocol.threshold;
    const QString message = meets
        ? Tr::tr("%1: says no, but the quality value %2 meets the protocol's threshold (%3)").arg(where, value, rule)
        : Tr::tr("%1: says yes, but the quality value %2 does not meet the protocol's threshold (%3)")
              .arg(where, value, rule);
    problems.append({GridProblemKind::ThresholdContradiction,
                     r,
                     {ResultColumn::ThresholdMet, ResultColumn::QualityValue},
                     message,
                     {}});
}

void checkTariff(const ResultsGrid &grid, int r, const std::optional<Catalog> &catalog, QList<GridProblem> &problems)
{
    const ResultRow &row = grid.row(r);
    const QString &gpu = row[ResultColumn::GpuId];
    const QString &days = row[ResultColumn::DurationDays];
    if (catalog && !gpu.isEmpty()) {
        if (!catalog->hasGpu(gpu)) {
            problems.append(
                {GridProblemKind::UnknownGpu,
                 r,
                 {ResultColumn::GpuId},
                 Tr::tr("%1: '%2' is not in the loaded tariff catalog").arg(place(grid, r, ResultColumn::GpuId), gpu),
                 {}});
        } else if (!days.isEmpty() && !catalog->find(gpu, days.toInt())) {
            problems.append({GridProblemKind::UnknownDuration,
                             r,
                             {ResultColumn::DurationDays},
                             Tr::tr("%1: the loaded tariff catalog has no %2-day package for %3")
                                 .arg(place(grid, r, ResultColumn::DurationDays), days, gpu),
                             {}});
        }
    }
    if (isCpuDryRun(row))
        return;
    QList<int> missing;
    QStringList titles;
    for (int column :
         {ResultColumn::GpuId, ResultColumn::DurationDays, ResultColumn::Lots, ResultColumn::LotPriceCents}) {
        if (row[column].isEmpty()) {
            missing.append(column);
            titles.append(ResultsGrid::columnTitle(column));
        }
    }
    if (missing.isEmpty())
        return;
    problems.append({GridProblemKind::MissingTariff,
                     r,
                     missing,
                     Tr::tr("%1: empty on a run that is not a CPU dry run; the tariff needs %2")
                         .arg(place(grid, r, missing.first()), titles.join(u", "_s)),
                     {}});
}

} // namespace

QList<GridProblem> checkGridConsistency(const ResultsGrid &grid, const GridReferences &references)
{
    const bool thresholdUsable = references.protocol
        && QualityProtocol::comparisons().contains(references.protocol->comparison)
        && Exact::isSignedDecimal(references.protocol->threshold);
    QHash<QString, int> fileRows; // measurement_file -> first row using it
    QHash<QString, int> shaRows; // "sha256:HEX" of the notes -> first row using it
    QList<GridProblem> problems;
    for (int r = 0; r < grid.rowCount(); ++r) {
        const qsizetype first = problems.size();
        const ResultRow &row = grid.row(r);
        if (thresholdUsable)
            checkThreshold(grid, r, *references.protocol, problems);
        checkTariff(grid, r, references.catalog, problems);

        const QString &file = row[ResultColumn::MeasurementFile];
        const QString sha = reportSha(row[ResultColumn::Notes]);
        if (!file.isEmpty() && fileRows.contains(file)) {
            const int earlier = fileRows.value(file);
            problems.append({GridProblemKind::RepeatedMeasurement,
                             r,
                             {ResultColumn::MeasurementFile},
                             Tr::tr("%1: '%2' is already the measurement of row %3 (%4); a repetition is not a new "
                                    "useful unit")
                                 .arg(place(grid, r, ResultColumn::MeasurementFile), file)
                                 .arg(earlier + 1)
                                 .arg(grid.row(earlier)[ResultColumn::RunId]),
                             {}});
        } else if (!sha.isEmpty() && shaRows.contains(sha)) {
            const int earlier = shaRows.value(sha);
            problems.append({GridProblemKind::RepeatedMeasurement,
                             r,
                             {ResultColumn::Notes},
                             Tr::tr("%1: the report %2 is already the measurement of row %3 (%4); a repetition is "
                                    "not a new useful unit")
                                 .arg(place(grid, r, ResultColumn::Notes), sha)
                                 .arg(earlier + 1)
                                 .arg(grid.row(earlier)[ResultColumn::RunId]),
                             {}});
        }
        if (!file.isEmpty() && !fileRows.contains(file))
            fileRows.insert(file, r);
        if (!sha.isEmpty() && !shaRows.contains(sha))
            shaRows.insert(sha, r);

        const QString reason = acceptanceReason(row[ResultColumn::Notes]);
        for (qsizetype p = first; p < problems.size(); ++p)
            problems[p].acceptedBecause = reason;
    }
    return problems;
}

QList<GridProblem> openProblems(const QList<GridProblem> &problems)
{
    QList<GridProblem> open;
    std::copy_if(problems.begin(), problems.end(), std::back_inserter(open),
                 [](const GridProblem &p) { return p.isOpen(); });
    return open;
}

QString gridProblemCode(GridProblemKind kind)
{
    switch (kind) {
    case GridProblemKind::ThresholdContradiction: return u"threshold-contradiction"_s;
    case GridProblemKind::UnknownGpu: return u"unknown-gpu"_s;
    case GridProblemKind::UnknownDuration: return u"unknown-duration"_s;
    case GridProblemKind::MissingTariff: return u"missing-tariff"_s;
    case GridProblemKind::RepeatedMeasurement: return u"repeated-measurement"_s;
    }
    return {};
}

QString acceptanceReason(const QString &notes)
{
    static const QRegularExpression separators(u"\\n|\\r|; "_s);
    for (const QString &part : notes.split(separators)) {
        const QString trimmed = part.trimmed();
        if (trimmed.startsWith(kAcceptedMark)) {
            const QString reason = trimmed.mid(kAcceptedMark.size()).trimmed();
            if (!reason.isEmpty())
                return reason;
        }
    }
    return {};
}

QString notesWithAcceptance(const QString &notes, const QString &reason)
{
    QString oneLine = reason;
    oneLine.replace(u'\r', u' ').replace(u'\n', u' ').replace(u'\t', u' ');
    const QString mark = kAcceptedMark + u' ' + oneLine.trimmed();
    return notes.isEmpty() ? mark : notes + u"; "_s + mark;
}

int compareSignedDecimals(QStringView a, QStringView b)
{
    // Split into sign, whole digits without leading zeros and fraction digits without trailing
    // zeros; then compare magnitudes digit by digit, exactly.
    struct Parts
    {
        bool negative;
        QString whole;
        QString fraction;
    };
    const auto split = [](QStringView text) {
        Parts p{text.startsWith(u'-'), {}, {}};
        if (p.negative)
            text = text.mid(1);
        const qsizetype dot = text.indexOf(u'.');
        p.whole = (dot < 0 ? text : text.left(dot)).toString();
        p.fraction = dot < 0 ? QString() : text.mid(dot + 1).toString();
        while (p.whole.size() > 1 && p.whole.startsWith(u'0'))
            p.whole.remove(0, 1);
        while (p.fraction.endsWith(u'0'))
            p.fraction.chop(1);
        if (p.whole == u"0"_s && p.fraction.isEmpty())
            p.negative = false; // -0 is 0
        return p;
    };
    const Parts x = split(a);
    const Parts y = split(b);
    if (x.negative != y.negative)
        return x.negative ? -1 : 1;
    // Equal-length digit strings compare like the numbers they write.
    const qsizetype width = std::max(x.fraction.size(), y.fraction.size());
    int order = 0;
    if (x.whole.size() != y.whole.size())
        order = x.whole.size() < y.whole.size() ? -1 : 1;
    else
        order = QString(x.whole + x.fraction.leftJustified(width, u'0'))
                    .compare(QString(y.whole + y.fraction.leftJustified(width, u'0')));
    const int magnitude = order == 0 ? 0 : (order < 0 ? -1 : 1);
    return x.negative ? -magnitude : magnitude;
}

} // namespace IteraGpu
