#include "ui/remote/remotesweep.h"

#include "core/remote/remotesweepend.h"
#include "core/util/displaytext.h"
#include "ui/remote/sshprocess.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

RemoteSweep::RemoteSweep(QObject *parent)
    : QObject(parent)
{ }

RemoteSweep::~RemoteSweep()
{
    if (m_process) {
        m_process->closeInput();
        delete m_process;
    }
    // m_lane's end waits for the report being written: it is written whole.
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
    connect(process, &SshProcess::cancelStep, this, &RemoteSweep::announceCancelStep);
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
    m_running = true;
    return {};
}

void RemoteSweep::cancel()
{
    if (m_process)
        m_process->cancel(m_inputGrace, m_terminateGrace);
}

void RemoteSweep::announceCancelStep(RemoteCancel step)
{
    const QString host = displaySafe(sshHostLabel(m_target.destination));
    switch (step) {
    case RemoteCancel::None: return;
    case RemoteCancel::InputClosed:
        Q_EMIT cancelStep(tr("Cancelling: %1 was asked to stop the current point; waiting up to %2 s…")
                              .arg(host)
                              .arg(m_inputGrace.count()));
        return;
    case RemoteCancel::Terminated:
        Q_EMIT cancelStep(
            tr("Cancelling: %1 did not stop within %2 s; ending ssh…").arg(host).arg(m_inputGrace.count()));
        return;
    case RemoteCancel::Killed:
        Q_EMIT cancelStep(tr("Cancelling: ssh did not end within %1 s; killing it…").arg(m_terminateGrace.count()));
        return;
    }
}

void RemoteSweep::stop(const QString &problem)
{
    if (m_problem.isEmpty())
        m_problem = problem;
    if (m_process)
        m_process->stopNow();
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
    if (m_reader.finished())
        m_process->endAfter(m_inputGrace);
}

QCoro::Task<> RemoteSweep::store(SweepStreamEvent event)
{
    ++m_storing;
    // On the lane's one thread: the files are written, and their outcomes arrive, in their order.
    QCoro::Task<std::optional<Status>> writing = m_writes.start(
        [folder = m_request.held, event](const JobContext &) { return storeRemoteSweepEvent(*folder, event); });
    const std::optional<Status> written = co_await std::move(writing);
    if (!written)
        co_return; // the sweep is gone
    --m_storing;
    if (!*written) {
        stop(written->error());
    } else if (event.kind == SweepStreamEvent::Kind::PointFinished) {
        m_index.points.append(event.point);
        Q_EMIT pointFinished(event.number, event.point);
    } else {
        m_remoteIndex = event.index;
    }
    concludeWhenStored();
}

void RemoteSweep::sshEnded()
{
    m_sshEnded = true;
    concludeWhenStored();
}

QString RemoteSweep::endLine() const
{
    const Status streamEnd = m_reader.checkEnd();
    return remoteSweepEndLine({displaySafe(sshHostLabel(m_target.destination)), m_process->outcome(),
                               m_reader.started(), m_reader.finished(), m_problem,
                               streamEnd ? QString() : streamEnd.error(), int(m_index.points.size())});
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
        index.end = m_process->isCancelling() ? SweepSearch::End::Cancelled : SweepSearch::End::Failed;
        Q_EMIT finished(index, Error{endLine()});
    }
    m_process->deleteLater();
    m_process = nullptr;
}

} // namespace IteraGpu::Ui
