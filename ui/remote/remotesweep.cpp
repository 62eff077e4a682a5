#include "remote/remotesweep.h"

#include "files/textfile.h"
#include "remote/sshprocess.h"
#include "util/displaytext.h"

#include <QDir>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// Writes what one event carries into the local folder: a point's report, or the index and then
// every report read back against it.
Status storeEvent(const QString &folder, const SweepStreamEvent &event)
{
    if (event.kind == SweepStreamEvent::Kind::PointFinished)
        return event.point.file.isEmpty() ? Status()
                                          : writeNewFile(QDir(folder).filePath(event.point.file), event.report);
    const QString indexPath = QDir(folder).filePath(QLatin1String(kSweepIndexName));
    if (Status written = writeNewFile(indexPath, event.indexBytes); !written)
        return written;
    const auto reports = readSweepReports(indexPath, *event.index);
    return reports ? Status() : Status(reports.failure());
}

QString lastLine(const QByteArray &text)
{
    const QStringList lines = QString::fromUtf8(text).trimmed().split(u'\n');
    return displaySafe(lines.isEmpty() ? QString() : lines.last().trimmed(), 500);
}

} // namespace

RemoteSweep::RemoteSweep(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    m_escalation.setSingleShot(true);
    connect(&m_escalation, &QTimer::timeout, this, &RemoteSweep::escalate);
}

RemoteSweep::~RemoteSweep()
{
    if (m_process) {
        m_process->closeInput();
        delete m_process;
    }
    m_pool.waitForDone(); // a report being written is written whole
}

qint64 RemoteSweep::sshProcessId() const
{
    return m_process ? m_process->processId() : 0;
}

void RemoteSweep::setCancelGraces(std::chrono::seconds input, std::chrono::seconds terminate)
{
    m_inputGrace = input;
    m_terminateGrace = terminate;
}

Status RemoteSweep::start(const SshTarget &target, const SweepRequest &request, const QString &remoteFolder)
{
    if (m_running)
        return Error{tr("A remote sweep is already in progress.")};
    auto *process = new SshProcess(this);
    connect(process, &SshProcess::outputArrived, this, &RemoteSweep::bytesArrived);
    connect(process, &SshProcess::ended, this, &RemoteSweep::sshEnded);
    if (Status started = process->start(target, remoteSweepArguments(request, remoteFolder)); !started) {
        delete process;
        return started;
    }
    m_process = process;
    m_target = target;
    m_request = request;
    m_reader = SweepStreamReader();
    m_index = SweepIndex{};
    m_index.dimension = request.dimension;
    m_index.fixed = request.fixed;
    m_index.values = request.values;
    m_index.bisect = request.bisect;
    m_index.step = request.step;
    m_index.startedUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m_remoteIndex.reset();
    m_problem.clear();
    m_storing = 0;
    m_sshEnded = false;
    m_cancel = RemoteCancel::None;
    m_running = true;
    return {};
}

void RemoteSweep::cancel()
{
    if (!m_process || !m_process->isRunning() || m_cancel != RemoteCancel::None)
        return;
    m_cancel = RemoteCancel::InputClosed;
    m_process->closeInput();
    m_escalation.start(m_inputGrace);
    Q_EMIT cancelStep(tr("Cancelling: %1 was asked to stop the current point; waiting up to %2 s…")
                          .arg(displaySafe(sshHostLabel(m_target.destination)))
                          .arg(m_inputGrace.count()));
}

void RemoteSweep::escalate()
{
    if (!m_process || !m_process->isRunning())
        return;
    if (m_cancel == RemoteCancel::InputClosed) {
        m_cancel = RemoteCancel::Terminated;
        m_process->terminate();
        m_escalation.start(m_terminateGrace);
        Q_EMIT cancelStep(tr("Cancelling: %1 did not stop within %2 s; ending ssh…")
                              .arg(displaySafe(sshHostLabel(m_target.destination)))
                              .arg(m_inputGrace.count()));
    } else if (m_cancel == RemoteCancel::Terminated) {
        m_cancel = RemoteCancel::Killed;
        m_process->kill();
        Q_EMIT cancelStep(tr("Cancelling: ssh did not end within %1 s; killing it…").arg(m_terminateGrace.count()));
    }
}

void RemoteSweep::stop(const QString &problem)
{
    if (m_problem.isEmpty())
        m_problem = problem;
    m_escalation.stop();
    if (m_process) {
        m_process->closeInput();
        m_process->kill();
    }
}

void RemoteSweep::bytesArrived(const QByteArray &bytes)
{
    if (!m_problem.isEmpty())
        return;
    QList<SweepStreamEvent> events;
    const Status fed = m_reader.feedInto(bytes, events);
    for (const SweepStreamEvent &event : std::as_const(events)) {
        switch (event.kind) {
        case SweepStreamEvent::Kind::Started:
            if (event.dimension != m_request.dimension || event.values != m_request.values) {
                stop(tr("the remote sweep is not the one asked for (dimension or values differ)"));
                return;
            }
            break;
        case SweepStreamEvent::Kind::PointStarted: Q_EMIT pointStarted(event.number, event.value, event.stage); break;
        case SweepStreamEvent::Kind::PointFinished: store(event); break;
        case SweepStreamEvent::Kind::Finished:
            if (event.index)
                store(event);
            break;
        }
    }
    if (!fed) {
        stop(fed.error());
        return;
    }
    // Everything arrived: a remote that keeps the connection open after its index is not waited for.
    if (m_reader.finished() && m_cancel == RemoteCancel::None && !m_escalation.isActive()) {
        m_process->closeInput();
        QTimer::singleShot(m_inputGrace, m_process.data(), &SshProcess::terminate);
    }
}

void RemoteSweep::store(const SweepStreamEvent &event)
{
    ++m_storing;
    // Named, not a temporary in the chain: the continuation runs on this object's thread, in order.
    QFuture<Status> writing = QtConcurrent::run(&m_pool, &storeEvent, m_request.folder, event);
    writing.then(this, [this, event](const Status &written) {
        --m_storing;
        if (!written) {
            stop(written.error());
        } else if (event.kind == SweepStreamEvent::Kind::PointFinished) {
            m_index.points.append(event.point);
            Q_EMIT pointFinished(event.number, event.point);
        } else {
            m_remoteIndex = event.index;
        }
        concludeWhenStored();
    });
}

void RemoteSweep::sshEnded()
{
    m_escalation.stop();
    m_sshEnded = true;
    concludeWhenStored();
}

QString RemoteSweep::endLine() const
{
    const QString host = displaySafe(sshHostLabel(m_target.destination));
    const SshOutcome &outcome = m_process->outcome();
    if (!m_reader.started() && m_problem.isEmpty()) {
        if (!outcome.message.isEmpty())
            return outcome.message;
        if (const QString said = lastLine(outcome.standardError); !said.isEmpty())
            return tr("%1 refused the sweep: %2").arg(host, said);
        return tr("ssh to %1 ended (exit status %2) before the sweep started.").arg(host).arg(outcome.exitCode);
    }
    QString problem = m_problem;
    if (problem.isEmpty() && m_reader.finished()) // the remote could not write its index
        problem = tr("%1 could not write its sweep.json: %2").arg(host, lastLine(outcome.standardError));
    if (problem.isEmpty())
        problem = !outcome.message.isEmpty() ? outcome.message : m_reader.checkEnd().error();
    if (!problem.isEmpty())
        problem[0] = problem.at(0).toUpper();
    return tr("The sweep on %1 ended early. %2 The %n report(s) that arrived are in the local folder; no sweep.json "
              "was written here.",
              "", int(m_index.points.size()))
        .arg(host, problem.endsWith(u'.') ? problem : problem + u'.');
}

void RemoteSweep::concludeWhenStored()
{
    if (!m_running || !m_sshEnded || m_storing > 0)
        return;
    m_running = false;
    if (m_remoteIndex && m_problem.isEmpty()) {
        Q_EMIT finished(*m_remoteIndex, Status());
    } else {
        SweepIndex index = m_index;
        index.end
            = sweepEndName(m_cancel != RemoteCancel::None ? SweepSearch::End::Cancelled : SweepSearch::End::Failed);
        Q_EMIT finished(index, Error{endLine()});
    }
    m_process->deleteLater();
    m_process = nullptr;
}

} // namespace IteraGpu::Ui
