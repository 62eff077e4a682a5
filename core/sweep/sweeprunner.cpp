#include "sweep/sweeprunner.h"

#include "files/textfile.h"
#include "measure/devicememory.h"
#include "measure/throughput.h"
#include "reports/reportreader.h"
#include "util/clioptions.h"
#include "util/exactnumber.h"
#include "util/fieldkey.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

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

QString failureKindText(const std::optional<ErrorKind> &kind)
{
    return kind == ErrorKind::OutOfMemory ? u"out_of_memory"_s : u"other"_s;
}

} // namespace

Result<QStringList> doublingValues(const QString &from, const QString &to, const FieldLabels &labels)
{
    const auto low = parseIntegerField(from, u"from", labels, kDimensionRange);
    if (!low)
        return low.failure();
    const auto high = parseIntegerField(to, u"to", labels, kDimensionRange);
    if (!high)
        return high.failure();
    if (*high < *low)
        return Error{Tr::tr("%1 (%2) is below %3 (%4)").arg(labels(u"to"), to, labels(u"from"), from)};
    QStringList values;
    for (qint64 value = *low; value <= *high; value *= 2)
        values.append(QString::number(value));
    return values;
}

Result<QList<qint64>> checkSweepRequest(const SweepRequest &request, const FieldLabels &labels)
{
    if (!sweepDimensions().contains(request.dimension))
        return Error{Tr::tr("%1: '%2' is not a dimension; one of %3")
                         .arg(labels(u"vary"), request.dimension.left(40), sweepDimensions().join(u", "_s)),
                     u"vary"_s};
    const bool numeric = request.dimension != FieldKey::dtype;
    if (request.values.isEmpty())
        return Error{Tr::tr("%1: at least one value is required").arg(labels(u"values"))};
    if (request.values.size() > kMaxSweepPoints)
        return Error{Tr::tr("%1: at most %2 values").arg(labels(u"values")).arg(kMaxSweepPoints)};
    if (request.bisect && !numeric)
        return Error{Tr::tr("%1 needs a numeric dimension (batch, context, width or hidden)").arg(labels(u"bisect"))};
    if (request.step < 1)
        return Error{Tr::tr("%1: at least 1").arg(labels(u"step"))};
    QList<qint64> values;
    for (qsizetype i = 0; i < request.values.size(); ++i) {
        // Each point's configuration must be one `measure` accepts (a placeholder output: the
        // folder's names are checked when the point runs).
        MeasurementConfigText text = request.fixed;
        *text.field(request.dimension) = request.values.at(i);
        text.output = u"point.json"_s;
        auto config = parseMeasurementConfig(text, labels);
        if (!config)
            return Error{Tr::tr("value %1 (%2): %3").arg(i + 1).arg(request.values.at(i).left(40), config.error()),
                         config.errorField()};
        if (!numeric) {
            values.append(i);
            continue;
        }
        const qint64 value = request.values.at(i).toLongLong();
        if (!values.isEmpty() && value <= values.last())
            return Error{Tr::tr("%1: the values must increase (%2 after %3)")
                             .arg(labels(u"values"), request.values.at(i), QString::number(values.last()))};
        values.append(value);
    }
    return values;
}

Status prepareSweepFolder(const QString &path)
{
    if (path.isEmpty())
        return Error{Tr::tr("the sweep's folder is required"), FieldKey::output.toString()};
    const QByteArray native = QFile::encodeName(path);
    if (::mkdir(native.constData(), 0777) == 0)
        return {};
    if (errno != EEXIST)
        return Error{Tr::tr("%1: cannot create the folder (%2)").arg(path, QString::fromLocal8Bit(strerror(errno))),
                     FieldKey::output.toString()};
    struct stat info = {};
    if (::lstat(native.constData(), &info) != 0 || !S_ISDIR(info.st_mode))
        return Error{Tr::tr("%1 exists and is not a folder").arg(path), FieldKey::output.toString()};
    if (!QDir(path).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        return Error{
            Tr::tr("%1 is not empty; a sweep writes into a new or empty folder and never overwrites").arg(path),
            FieldKey::output.toString()};
    return {};
}

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
    m_cancelled = true;
    if (m_process)
        m_process->closeWriteChannel(); // the child cancels between forwards and writes its report
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

    QStringList arguments{u"measure"_s};
    for (const CliOption &option : cliOptions(u"measure")) {
        if (option.field.isEmpty() || option.field == FieldKey::output)
            continue;
        const QString value = option.field == m_request.dimension ? m_value : m_request.fixed.value(option.field);
        if (!value.isEmpty())
            arguments << u"--"_s + option.name << value;
    }
    arguments << u"--output"_s << QDir(m_request.folder).filePath(m_file) << u"--progress"_s << u"jsonl"_s;
    if (!m_request.backend.isEmpty())
        arguments << u"--backend"_s << m_request.backend;

    m_reader = std::make_unique<ProgressStreamReader>();
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
    if (m_cancelled) // cancelled while pointStarted was delivered
        m_process->closeWriteChannel();
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
    const int number = int(m_index.points.size()) + 1;
    for (const ProgressEvent &event : std::as_const(events)) {
        if (event.kind == ProgressEvent::Kind::PhaseStarted && !m_firstPhaseNs)
            m_firstPhaseNs = m_clock.nsecsElapsed();
        if (event.kind == ProgressEvent::Kind::Refused)
            m_refused.append(event);
        Q_EMIT childEvent(number, event);
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
        point.status = u"refused"_s;
        point.message = m_refused.last().message;
        return point;
    }
    if (m_process->error() == QProcess::FailedToStart) {
        point.status = u"no_report"_s;
        point.message = Tr::tr("%1 could not be started: %2").arg(m_request.program, m_process->errorString());
        return point;
    }
    const QString path = QDir(m_request.folder).filePath(m_file);
    // The report is read back from the folder: what the index names is what the folder holds.
    const auto loaded = QFileInfo::exists(path) ? readReport(path) : Result<LoadedReport>(Error{});
    if (!loaded || !loaded->isMeasurement()) {
        point.status = u"no_report"_s;
        point.message = status == QProcess::CrashExit
            ? Tr::tr("the measure process was killed before its report (exit %1)").arg(exitCode)
            : m_streamError ? m_streamError->message
                            : Tr::tr("the measure process ended (exit %1) without a report").arg(exitCode);
        if (QFileInfo::exists(path) && !loaded) // a file that does not validate is kept and named
            point.message = loaded.error();
        return point;
    }
    if (m_reader->reportComplete() && m_reader->finished()) {
        // The stream's SHA-256 and the file's must agree: a file replaced meanwhile is not this point's.
        const QString streamed
            = QString::fromLatin1(QCryptographicHash::hash(m_reader->report(), QCryptographicHash::Sha256).toHex());
        if (streamed != loaded->sha256) {
            point.status = u"no_report"_s;
            point.message = Tr::tr("%1 differs from the report the measure process sent").arg(m_file);
            return point;
        }
    }
    const MeasurementReport &report = loaded->measurement().report;
    point.file = m_file;
    point.sha256 = loaded->sha256;
    point.status = report.status();
    if (report.outcome.status == RunStatus::Failed) {
        point.failureKind = failureKindText(report.outcome.failureKind);
        point.message = report.outcome.failureMessage;
    } else if (report.outcome.status == RunStatus::Cancelled) {
        point.message = Tr::tr("cancelled at %1").arg(phaseName(report.outcome.stoppedAt));
    }
    point.peakAllocated = report.maxPeakAllocated();
    point.peakReserved = report.maxPeakReserved();
    for (const PhaseRow &row : report.outcome.rows) {
        if (const auto use = deviceMemoryUse(row.end))
            point.outsideAllocator
                = std::max(point.outsideAllocator.value_or(use->outsideAllocator), use->outsideAllocator);
    }
    point.warmMedianSeconds = report.warmForwardMedianSeconds();
    std::optional<qint64> fastest, slowest;
    for (const PhaseRow &row : report.outcome.rows) {
        if (row.phase == Phase::WarmForward) {
            fastest = std::min(fastest.value_or(row.nanoseconds), row.nanoseconds);
            slowest = std::max(slowest.value_or(row.nanoseconds), row.nanoseconds);
        }
    }
    if (fastest) {
        point.warmMinSeconds = Exact::quotient(*fastest, 1'000'000'000, 9);
        point.warmMaxSeconds = Exact::quotient(*slowest, 1'000'000'000, 9);
    }
    point.matmulFlopsPerForward = Exact::toString(matmulFlopsPerForward(report.config));
    point.achievedFlopsPerSecond = achievedFlopsPerSecond(report.config, report.outcome);
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
    if (point.status == u"complete"_s)
        verdict = SweepSearch::Verdict::Complete;
    else if (point.status == u"cancelled"_s)
        verdict = SweepSearch::Verdict::Cancelled;
    else if (point.status == u"failed"_s && point.failureKind == u"out_of_memory"_s)
        verdict = SweepSearch::Verdict::OutOfMemory;
    m_search->record(verdict);
    Q_EMIT pointFinished(int(m_index.points.size()), point);
    startNext();
}

void SweepRunner::finish()
{
    const SweepSearch::End end
        = m_cancelled && m_search->end() == SweepSearch::End::Running ? SweepSearch::End::Cancelled : m_search->end();
    m_index.end = sweepEndName(end);
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
    const Status written = writeNewFile(QDir(m_request.folder).filePath(QLatin1String(kSweepIndexName)), bytes);
    Q_EMIT finished(m_index, written);
}

} // namespace IteraGpu
