#include "core/remote/remotebounds.h"

#include "core/measure/phaseplan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QJsonValue>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::RemoteBounds)
};

// "warm_forward 3", "model_load": a row as the report names it.
QString rowName(Phase phase, int index)
{
    return index > 0 ? u"%1 %2"_s.arg(phaseName(phase)).arg(index) : phaseName(phase);
}

QString jsonText(const QJsonValue &value)
{
    return value.isString() ? value.toString() : value.toVariant().toString();
}
} // namespace

Status checkStreamedRow(const MeasurementConfig &config, qsizetype received, const PhaseRow &row)
{
    const qsizetype planned = completeRowCount(config);
    if (received >= planned)
        return Error{Tr::tr("the remote sent more rows than the run's plan has (%1)").arg(planned)};
    const PlannedRow expected = plannedRow(config, received);
    if (row.phase != expected.phase || row.index != expected.index)
        return Error{Tr::tr("the remote sent row %1 as %2; the run's plan has %3 there")
                         .arg(received + 1)
                         .arg(rowName(row.phase, row.index), rowName(expected.phase, expected.index))};
    if (row.iterations != expected.iterations)
        return Error{Tr::tr("the remote sent row %1 (%2) with %3 forward(s); the run's plan has %4")
                         .arg(received + 1)
                         .arg(rowName(row.phase, row.index))
                         .arg(row.iterations)
                         .arg(expected.iterations)};
    return {};
}

Status checkStreamedPhaseStart(const MeasurementConfig &config, qsizetype received, bool announced, Phase phase,
                               int index)
{
    const qsizetype planned = completeRowCount(config);
    // A row beyond the plan starts with its "phase_started": named as the row it begins.
    if (received >= planned)
        return Error{Tr::tr("the remote sent more rows than the run's plan has (%1)").arg(planned)};
    const PlannedRow expected = plannedRow(config, received);
    if (phase != expected.phase || index != expected.index)
        return Error{Tr::tr("the remote started %1 after %2 row(s); the run's plan has %3 there")
                         .arg(rowName(phase, index))
                         .arg(received)
                         .arg(rowName(expected.phase, expected.index))};
    if (announced)
        return Error{Tr::tr("the remote started %1 twice").arg(rowName(phase, index))};
    return {};
}

Status compareReportWithStream(const MeasurementConfig &requested, const QList<PhaseRow> &streamed,
                               const MeasurementReport &fetched)
{
    // configurationToJson names every field the report records, the output as its file name.
    const QJsonObject wanted = configurationToJson(requested);
    const QJsonObject got = configurationToJson(fetched.config);
    for (auto it = wanted.begin(); it != wanted.end(); ++it) {
        if (got.value(it.key()) != it.value())
            return Error{Tr::tr("its configuration.%1 is %2, the run requested %3")
                             .arg(it.key(), jsonText(got.value(it.key())), jsonText(it.value()))};
    }
    const QList<PhaseRow> &rows = fetched.outcome.rows;
    if (rows.size() != streamed.size())
        return Error{Tr::tr("it has %1 phase row(s), the stream showed %2").arg(rows.size()).arg(streamed.size())};
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const PhaseRow &a = rows.at(i);
        const PhaseRow &b = streamed.at(i);
        if (a.phase != b.phase || a.index != b.index || a.iterations != b.iterations)
            return Error{Tr::tr("its row %1 is %2, the stream showed %3")
                             .arg(i + 1)
                             .arg(rowName(a.phase, a.index), rowName(b.phase, b.index))};
        if (a.nanoseconds != b.nanoseconds)
            return Error{Tr::tr("its row %1 (%2) took %3 ns, the stream showed %4 ns")
                             .arg(i + 1)
                             .arg(rowName(a.phase, a.index))
                             .arg(a.nanoseconds)
                             .arg(b.nanoseconds)};
    }
    return {};
}

QString disagreeingReportPath(const QString &localPath)
{
    const QFileInfo info(localPath);
    QString stem = info.fileName();
    if (stem.endsWith(u".json"_s, Qt::CaseInsensitive))
        stem.chop(5);
    const QString name = stem + u".remote-report-disagrees-with-stream.json"_s;
    return info.path() == u"."_s && !localPath.startsWith(u"./"_s) ? name : info.dir().filePath(name);
}

} // namespace IteraGpu
