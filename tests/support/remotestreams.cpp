#include "remotestreams.h"

#include "core/reports/progressstream.h"
#include "samplereports.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

MeasurementReport remoteSampleReport(const MeasurementConfig &config)
{
    MeasurementReport report = sampleReport(u"cpu"_s, RunStatus::Complete, config.warmup, config.repeats);
    report.config = config;
    return report;
}

QByteArray reportBytesOf(const MeasurementReport &report)
{
    return QJsonDocument(report.toJson()).toJson();
}

QByteArray progressStreamHead(const MeasurementReport &report)
{
    QByteArray text = progressStartedLine(report.environment, report.startedUtc);
    for (const PhaseRow &row : report.outcome.rows)
        text += progressPhaseStartedLine(row.phase, row.index) + progressRowLine(row);
    return text;
}

QByteArray progressStreamOf(const MeasurementReport &report, const QByteArray &reportBytes)
{
    return progressStreamHead(report)
        + progressFinishedLine(report.config.output, report.outcome.status, reportBytes.size(),
                               QCryptographicHash::hash(reportBytes, QCryptographicHash::Sha256), QString())
        + reportBytes;
}

QString writeFakeRemote(const QString &folder, const QString &name, const QByteArray &stream, bool hang)
{
    const QDir dir(folder);
    const QString streamPath = dir.filePath(name + u".stream"_s);
    const QString script = dir.filePath(name + u".sh"_s);
    QFile streamFile(streamPath);
    if (!streamFile.open(QIODevice::WriteOnly) || streamFile.write(stream) != stream.size())
        return {};
    // A dot on standard error every 0.2 s: once the connection is gone the write fails (SIGPIPE)
    // and the script ends, so that no process outlives the test.
    QByteArray text = "#!/bin/sh\nexec </dev/null\ncat '" + streamPath.toUtf8() + "'\n";
    if (hang)
        text += "while :; do printf . >&2 || exit 0; sleep 0.2; done\n";
    QFile scriptFile(script);
    if (!scriptFile.open(QIODevice::WriteOnly) || scriptFile.write(text) != text.size())
        return {};
    scriptFile.close();
    if (!QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
        return {};
    return script;
}
