#include "core/remote/remotesweepend.h"

#include "core/files/textfile.h"
#include "core/reports/reportreader.h"
#include "core/sweep/sweepindex.h"
#include "core/util/displaytext.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::RemoteSweepEnd)
};

QString lastLine(const QByteArray &text)
{
    const QStringList lines = QString::fromUtf8(text).trimmed().split(u'\n');
    return displaySafe(lines.isEmpty() ? QString() : lines.last().trimmed(), 500);
}

} // namespace

Status storeRemoteSweepEvent(NewFolder &folder, const SweepStreamEvent &event)
{
    if (event.kind == SweepStreamEvent::Kind::PointFinished) {
        if (event.point.file.isEmpty())
            return {};
        // A measurement report that reads, before its bytes become a file here.
        const auto parsed = parseReport(event.report, event.point.file);
        if (!parsed)
            return parsed.failure();
        if (!parsed->isMeasurement())
            return Error{Tr::tr("%1: not a measurement report").arg(displaySafe(event.point.file))};
        return folder.writeNewFile(event.point.file, event.report);
    }
    const QString indexName = QLatin1String(kSweepIndexName);
    if (Status written = folder.writeNewFile(indexName, event.indexBytes); !written)
        return written;
    const auto reports = readSweepReports(folder.throughPath(indexName), *event.index);
    return reports ? Status() : Status(reports.failure());
}

QString remoteSweepEndLine(const RemoteSweepEnd &end)
{
    const QString &host = end.hostLabel;
    if (!end.streamStarted && end.problem.isEmpty()) {
        if (!end.outcome.message.isEmpty())
            return end.outcome.message;
        if (const QString said = lastLine(end.outcome.standardError); !said.isEmpty())
            return Tr::tr("%1 refused the sweep: %2").arg(host, said);
        return Tr::tr("ssh to %1 ended (exit status %2) before the sweep started.").arg(host).arg(end.outcome.exitCode);
    }
    QString problem = end.problem;
    if (problem.isEmpty() && end.streamFinished) // the remote could not write its index
        problem = Tr::tr("%1 could not write its sweep.json: %2").arg(host, lastLine(end.outcome.standardError));
    if (problem.isEmpty())
        problem = !end.outcome.message.isEmpty() ? end.outcome.message : end.streamEnd;
    if (!problem.isEmpty())
        problem[0] = problem.at(0).toUpper();
    return Tr::tr("The sweep on %1 ended early. %2 The %n report(s) that arrived are in the local folder; no "
                  "sweep.json was written here.",
                  "", end.storedPoints)
        .arg(host, problem.endsWith(u'.') ? problem : problem + u'.');
}

} // namespace IteraGpu
