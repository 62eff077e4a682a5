#include "core/sweep/sweeprunner.h"

#include "core/files/textfile.h"
#include "core/measure/devicememory.h"
#include "core/measure/throughput.h"
#include "core/reports/reportreader.h"
#include "core/util/exactnumber.h"
#include "core/util/fieldkey.h"
#include "core/util/sha256.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTimer>

#include <cerrno>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::SweepRunner)
};

} // namespace

SweepRunner::SweepRunner(QObject *parent)
    : QObject(parent)
{ }

SweepRunner::~SweepRunner()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

void SweepRunner::start(const SweepRequest &request, const QList<qint64> &values)
{
    m_request = request;
    m_values = values;
    m_search.emplace(values, request.bisect, request.step);
    m_cancelled = false;
    m_index = SweepIndex{};
    m_index.dimension = request.dimension;
    m_index.fixed = request.fixed;
    m_index.fixed.output.clear();
    *m_index.fixed.field(request.dimension) = QString();
    m_index.values = request.values;
    m_index.bisect = request.bisect;
    m_index.step = request.step;
    m_index.startedUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    startNext();
}

void SweepRunner::cancel()
{
    const bool again = m_cancelled;
    m_cancelled = true;
    if (!m_process)
        return;
    if (again) {
        endChild(m_process);
        return;
    }
    m_process->closeWriteChannel(); // the child cancels between forwards and writes its report
    QTimer::singleShot(kCancelGrace, m_process, [this, process = m_process] { endChild(process); });
}

void SweepRunner::endChild(QProcess *process)
{
    if (process != m_process || process->state() == QProcess::NotRunning)
        return;
    if (m_terminated) {
        process->kill();
        return;
    }
    m_terminated = true;
    process->terminate();
    QTimer::singleShot(kTerminateGrace, process, [process] { process->kill(); });
}

void SweepRunner::startNext()
{
    const std::optional<SweepSearch::Probe> probe = m_cancelled ? std::nullopt : m_search->next();
    if (!probe) {
        finish();
        return;
    }
    const bool numeric = m_request.dimension != FieldKey::dtype;
    m_value = numeric ? QString::number(probe->value) : m_request.values.at(probe->value);
    m_stage = probe->stage;
    const int number = int(m_index.points.size()) + 1;
    m_file = u"%1-%2-%3.json"_s.arg(number, 3, 10, QChar(u'0')).arg(m_request.dimension, m_value);

    MeasurementConfigText point = m_request.fixed;
    *point.field(m_request.dimension) = m_value;
    QStringList arguments = QStringList{u"measure"_s} + measureOptionArguments(point, {FieldKey::output});
    // The child writes through this process's descriptor of the folder (NewFolder::throughPath).
    arguments << u"--output"_s << m_request.held->throughPath(m_file) << u"--progress"_s << u"jsonl"_s;
    if (!m_request.backend.isEmpty())
        arguments << u"--backend"_s << m_request.backend;

    m_reader = std::make_unique<ProgressStreamReader>();
    m_terminated = false;
    m_refused.clear();
    m_streamError.reset();
    m_firstPhaseNs.reset();
    m_process = new QProcess(this);
    m_process->setStandardErrorFile(QProcess::nullDevice()); // the child's human text; the stream says it all
    // Its own process group: a terminal's Ctrl+C reaches the sweep only, which cancels the point.
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &SweepRunner::readChild);
    connect(m_process, &QProcess::finished, this, &SweepRunner::childEnded);
    Q_EMIT pointStarted(number, m_value, m_stage);
    m_clock.start();
    m_process->start(m_request.program, arguments);
    if (m_cancelled) { // cancelled while pointStarted was delivered
        m_cancelled = false;
        cancel();
    }
}

void SweepRunner::readChild()
{
    if (!m_process)
        return;
    const QByteArray bytes = m_process->readAllStandardOutput();
    if (m_streamError)
        return;
    QList<ProgressEvent> events;
    if (Status fed = m_reader->feedInto(bytes, events); !fed)
        m_streamError = fed.failure();
    for (const ProgressEvent &event : std::as_const(events)) {
        if (event.kind == ProgressEvent::Kind::PhaseStarted && !m_firstPhaseNs)
            m_firstPhaseNs = m_clock.nsecsElapsed();
        if (event.kind == ProgressEvent::Kind::Refused)
            m_refused.append(event);
    }
}

SweepPoint SweepRunner::concludePoint(int exitCode, QProcess::ExitStatus status)
{
    SweepPoint point;
    point.value = m_value;
    point.stage = m_stage;
    point.processNanoseconds = m_clock.nsecsElapsed();
    point.beforeFirstPhaseNanoseconds = m_firstPhaseNs;
    if (!m_refused.isEmpty()) {
        point.status = SweepPointStatus::Refused;
        point.message = sweepPointMessage(m_refused.last().message);
        return point;
    }
    if (m_process->error() == QProcess::FailedToStart) {
        point.status = SweepPointStatus::NoReport;
        point.message
            = sweepPointMessage(Tr::tr("%1 could not be started: %2").arg(m_request.program, m_process->errorString()));
        return point;
    }
    const QString path = m_request.held->throughPath(m_file);
    // The report is read back from the folder held open: what the index names is what it holds.
    const auto loaded = QFileInfo::exists(path) ? readReport(path, Links::Refuse) : Result<LoadedReport>(Error{});
    if (!loaded || !loaded->isMeasurement()) {
        point.status = SweepPointStatus::NoReport;
        point.message = status == QProcess::CrashExit
            ? Tr::tr("the measure process was killed before its report (exit %1)").arg(exitCode)
            : m_streamError ? m_streamError->message
                            : Tr::tr("the measure process ended (exit %1) without a report").arg(exitCode);
        if (QFileInfo::exists(path) && !loaded) // a file that does not validate is kept and named
            point.message = loaded.error();
        point.message = sweepPointMessage(point.message);
        return point;
    }
    if (m_reader->reportComplete() && m_reader->finished()) {
        // The stream's SHA-256 and the file's must agree: a file replaced meanwhile is not this point's.
        const QString streamed = sha256Hex(m_reader->report());
        if (streamed != loaded->sha256) {
            point.status = SweepPointStatus::NoReport;
            point.message = Tr::tr("%1 differs from the report the measure process sent").arg(m_file);
            return point;
        }
    }
    point.file = m_file;
    point.sha256 = loaded->sha256;
    setPointFromReport(point, loaded->measurement().report);
    return point;
}

void SweepRunner::childEnded(int exitCode, QProcess::ExitStatus status)
{
    readChild();
    const SweepPoint point = concludePoint(exitCode, status);
    m_process->deleteLater();
    m_process = nullptr;
    m_index.points.append(point);
    SweepSearch::Verdict verdict = SweepSearch::Verdict::OtherFailure;
    if (point.status == SweepPointStatus::Complete)
        verdict = SweepSearch::Verdict::Complete;
    else if (point.status == SweepPointStatus::Cancelled || (m_cancelled && m_terminated))
        verdict = SweepSearch::Verdict::Cancelled; // asked to stop, or ended by a second cancel
    else if (point.failedForMemory())
        verdict = SweepSearch::Verdict::OutOfMemory;
    m_search->record(verdict);
    Q_EMIT pointFinished(int(m_index.points.size()), point);
    startNext();
}

void SweepRunner::finish()
{
    const SweepSearch::End end
        = m_cancelled && m_search->end() == SweepSearch::End::Running ? SweepSearch::End::Cancelled : m_search->end();
    m_index.end = end;
    const SweepSearch::Boundary boundary = m_search->boundary();
    const bool numeric = m_request.dimension != FieldKey::dtype;
    const auto text = [&](const std::optional<qint64> &value) {
        if (!value)
            return QString();
        return numeric ? QString::number(*value) : m_request.values.at(*value);
    };
    m_index.largestComplete = text(boundary.largestComplete);
    m_index.smallestFailed = end == SweepSearch::End::BoundaryFound ? text(boundary.smallestFailed) : QString();
    m_index.rerunAgreed = boundary.rerunAgreed;
    const QByteArray bytes = QJsonDocument(m_index.toJson()).toJson(QJsonDocument::Indented);
    const Status written = m_request.held->writeNewFile(QLatin1String(kSweepIndexName), bytes);
    Q_EMIT finished(m_index, written);
}

} // namespace IteraGpu
