#include "core/quality/gridconsistency.h"

#include "core/quality/gridnotes.h"
#include "core/quality/gridtotal.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>

#include <array>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::GridConsistency)
};

// The texts that a check of the grid may need on every row, translated once per check (a grid of
// thousands of unpriced rows has as many problems).
struct Texts
{
    Texts()
    {
        for (int column = 0; column < ResultColumn::Count; ++column)
            titles[column] = ResultsGrid::columnTitle(column);
    }
    std::array<QString, ResultColumn::Count> titles;
    QString place = Tr::tr("Row %1 (%2), %3");
    QString missingTariff = Tr::tr("%1: empty on a run that is not a CPU dry run; the tariff needs %2");
};

// "Row 2 (run-002), Threshold met": the row as the grid numbers it and the column as it titles it.
QString place(const Texts &texts, const ResultsGrid &grid, int row, int column)
{
    return texts.place.arg(row + 1).arg(grid.row(row)[ResultColumn::RunId], texts.titles[column]);
}

// A measurement file's name as the repetition check compares it: "./a.json", "x/../a.json" and
// "a.json" are one file.
QString normalisedFileName(const QString &name)
{
    return QDir::cleanPath(name);
}

void checkThreshold(const Texts &texts, const ResultsGrid &grid, int r, const ProtocolFields &protocol,
                    QList<GridProblem> &problems)
{
    const ResultRow &row = grid.row(r);
    const QString &value = row[ResultColumn::QualityValue];
    const QString &met = row[ResultColumn::ThresholdMet];
    if (value.isEmpty() || met.isEmpty())
        return;
    const int order = Exact::compareSignedDecimals(value, protocol.threshold);
    const QString &op = protocol.comparison;
    const bool meets = (op == u">="_s && order >= 0) || (op == u">"_s && order > 0) || (op == u"<="_s && order <= 0)
        || (op == u"<"_s && order < 0);
    if (meets == (met == u"yes"_s))
        return;
    const QString where = place(texts, grid, r, ResultColumn::ThresholdMet);
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

void checkTariff(const Texts &texts, const ResultsGrid &grid, int r, const std::optional<Catalog> &catalog,
                 QList<GridProblem> &problems)
{
    const ResultRow &row = grid.row(r);
    const QString &gpu = row[ResultColumn::GpuId];
    const QString &days = row[ResultColumn::DurationDays];
    if (catalog && !gpu.isEmpty()) {
        if (!catalog->hasGpu(gpu)) {
            problems.append({GridProblemKind::UnknownGpu,
                             r,
                             {ResultColumn::GpuId},
                             Tr::tr("%1: '%2' is not in the loaded tariff catalog")
                                 .arg(place(texts, grid, r, ResultColumn::GpuId), gpu),
                             {}});
        } else if (!days.isEmpty() && !catalog->find(gpu, days.toInt())) {
            problems.append({GridProblemKind::UnknownDuration,
                             r,
                             {ResultColumn::DurationDays},
                             Tr::tr("%1: the loaded tariff catalog has no %2-day package for %3")
                                 .arg(place(texts, grid, r, ResultColumn::DurationDays), days, gpu),
                             {}});
        }
    }
    if (isDryRunRow(row))
        return;
    QList<int> missing;
    QStringList titles;
    for (int column :
         {ResultColumn::GpuId, ResultColumn::DurationDays, ResultColumn::Lots, ResultColumn::LotPriceCents}) {
        if (row[column].isEmpty()) {
            missing.append(column);
            titles.append(texts.titles[column]);
        }
    }
    if (missing.isEmpty())
        return;
    problems.append({GridProblemKind::MissingTariff,
                     r,
                     missing,
                     texts.missingTariff.arg(place(texts, grid, r, missing.first()), titles.join(u", "_s)),
                     {}});
}

// A CPU dry run measures no GPU: a tariff or accepted results on it would let it set a unit cost.
void checkDryRun(const Texts &texts, const ResultsGrid &grid, int r, QList<GridProblem> &problems)
{
    const ResultRow &row = grid.row(r);
    if (!isDryRunRow(row))
        return;
    QList<int> filled;
    QStringList titles;
    for (int column : {ResultColumn::GpuId, ResultColumn::DurationDays, ResultColumn::Lots, ResultColumn::LotPriceCents,
                       ResultColumn::CatalogSnapshot, ResultColumn::AcceptedResults}) {
        if (!row[column].isEmpty()) {
            filled.append(column);
            titles.append(texts.titles[column]);
        }
    }
    if (filled.isEmpty())
        return;
    problems.append({GridProblemKind::DryRunPriced,
                     r,
                     filled,
                     Tr::tr("%1: filled on a CPU dry run (%2); a dry run never carries a tariff or accepted "
                            "results and never sets a unit cost")
                         .arg(place(texts, grid, r, filled.first()), titles.join(u", "_s)),
                     {}});
}

void checkProtocolVersion(const Texts &texts, const ResultsGrid &grid, int r, const QStringList &versions,
                          QList<GridProblem> &problems)
{
    const QString named = protocolVersionSha(grid.row(r)[ResultColumn::Notes]);
    const bool known = !named.isEmpty() && std::any_of(versions.begin(), versions.end(), [&](const QString &sha) {
        return sameReportTrace(named, sha);
    });
    if (known)
        return;
    const QString where = place(texts, grid, r, ResultColumn::Notes);
    QString message;
    if (versions.isEmpty())
        message = Tr::tr("%1: a result row before the protocol is fixed; fix the protocol first").arg(where);
    else if (named.isEmpty())
        message = Tr::tr("%1: names no version of the fixed protocol; the row was added before it was fixed or "
                         "outside this experiment")
                      .arg(where);
    else
        message = Tr::tr("%1: protocol version %2 is not a version of this experiment's protocol").arg(where, named);
    problems.append({GridProblemKind::NoProtocolVersion, r, {ResultColumn::Notes}, message, {}});
}

// The rows seen so far by measurement file and by report trace.
struct Repetitions
{
    QHash<QString, int> fileRows; // normalised measurement_file -> first row using it
    QHash<QString, QList<int>> traceRows; // first kTraceHexDigits of a trace -> rows with that prefix
};

void checkRepetition(const Texts &texts, const ResultsGrid &grid, int r, Repetitions &seen,
                     QList<GridProblem> &problems)
{
    const ResultRow &row = grid.row(r);
    const QString file = row[ResultColumn::MeasurementFile].isEmpty()
        ? QString()
        : normalisedFileName(row[ResultColumn::MeasurementFile]);
    const QString sha = reportTraceSha(row[ResultColumn::Notes]);
    const auto fileRow = file.isEmpty() ? seen.fileRows.constEnd() : seen.fileRows.constFind(file);
    std::optional<int> earlierTrace;
    if (!sha.isEmpty()) {
        for (int earlier : seen.traceRows.value(sha.left(kTraceHexDigits))) {
            if (sameReportTrace(sha, reportTraceSha(grid.row(earlier)[ResultColumn::Notes]))) {
                earlierTrace = earlier;
                break;
            }
        }
    }
    if (fileRow != seen.fileRows.constEnd()) {
        const int earlier = *fileRow;
        problems.append(
            {GridProblemKind::RepeatedMeasurement,
             r,
             {ResultColumn::MeasurementFile},
             Tr::tr("%1: '%2' is already the measurement of row %3 (%4); a repetition is not a new "
                    "useful unit")
                 .arg(place(texts, grid, r, ResultColumn::MeasurementFile), row[ResultColumn::MeasurementFile])
                 .arg(earlier + 1)
                 .arg(grid.row(earlier)[ResultColumn::RunId]),
             {}});
    } else if (earlierTrace) {
        const int earlier = *earlierTrace;
        problems.append({GridProblemKind::RepeatedMeasurement,
                         r,
                         {ResultColumn::Notes},
                         Tr::tr("%1: the report %2 is already the measurement of row %3 (%4); a repetition is "
                                "not a new useful unit")
                             .arg(place(texts, grid, r, ResultColumn::Notes), u"sha256:"_s + sha)
                             .arg(earlier + 1)
                             .arg(grid.row(earlier)[ResultColumn::RunId]),
                         {}});
    }
    if (!file.isEmpty() && fileRow == seen.fileRows.constEnd())
        seen.fileRows.insert(file, r);
    if (!sha.isEmpty() && !earlierTrace)
        seen.traceRows[sha.left(kTraceHexDigits)].append(r);
}

} // namespace

QList<GridProblem> checkGridConsistency(const ResultsGrid &grid, const GridReferences &references)
{
    const bool thresholdUsable = references.protocol
        && QualityProtocol::comparisons().contains(references.protocol->comparison)
        && Exact::isSignedDecimal(references.protocol->threshold);
    const Texts texts;
    Repetitions seen;
    QList<GridProblem> problems;
    for (int r = 0; r < grid.rowCount(); ++r) {
        const qsizetype first = problems.size();
        const ResultRow &row = grid.row(r);
        if (thresholdUsable)
            checkThreshold(texts, grid, r, *references.protocol, problems);
        checkTariff(texts, grid, r, references.catalog, problems);
        checkDryRun(texts, grid, r, problems);
        if (references.protocolVersions)
            checkProtocolVersion(texts, grid, r, *references.protocolVersions, problems);

        checkRepetition(texts, grid, r, seen, problems);

        if (problems.size() == first)
            continue; // the notes are parsed for an acceptance only where there is something to accept
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
    case GridProblemKind::DryRunPriced: return u"dry-run-priced"_s;
    case GridProblemKind::NoProtocolVersion: return u"no-protocol-version"_s;
    }
    return {};
}

} // namespace IteraGpu
