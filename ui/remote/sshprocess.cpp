#include "ui/remote/sshprocess.h"

#include <qcoro/qcorosignal.h>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

SshProcess::SshProcess(QObject *parent)
    : QObject(parent)
{
    m_process.setProgram(u"ssh"_s);
    m_escalation.setSingleShot(true);
    connect(&m_escalation, &QTimer::timeout, this, &SshProcess::escalate);
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &SshProcess::readOutput);
    connect(&m_process, &QProcess::readyReadStandardError, this, &SshProcess::readError);
    connect(&m_process, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        m_outcome.exitCode = exitCode;
        m_outcome.crashed = status == QProcess::CrashExit;
        finish();
    });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        m_outcome.started = false;
        m_outcome.message
            = tr("The ssh program could not be run (%1): install the OpenSSH client.").arg(m_process.errorString());
        finish();
    });
}

SshProcess::~SshProcess()
{
    // The QProcess member kills and reaps ssh if it still runs; the remote side then sees its
    // input close (a cancel for the CLI's progress mode). Our slots must not run during that.
    m_process.disconnect(this);
    m_process.kill();
}

Status SshProcess::start(const IteraGpu::SshTarget &target, const QStringList &remoteArguments)
{
    auto arguments = sshArguments(target, remoteArguments);
    if (!arguments)
        return arguments.failure();
    m_target = target;
    m_outcome = SshOutcome{};
    m_outcome.started = true;
    m_ended = false;
    m_cancel = RemoteCancel::None;
    m_process.setArguments(*arguments);
    // Standard input stays an open pipe: closeInput() is how a remote run is cancelled.
    m_process.start(QIODevice::ReadWrite);
    return {};
}

QCoro::Task<SshOutcome> SshProcess::finished()
{
    if (!m_ended)
        co_await qCoro(this, &SshProcess::ended);
    co_return m_outcome;
}

void SshProcess::closeInput()
{
    if (m_process.state() != QProcess::NotRunning)
        m_process.closeWriteChannel();
}

void SshProcess::terminate()
{
    if (m_process.state() != QProcess::NotRunning)
        m_process.terminate();
}

void SshProcess::kill()
{
    if (m_process.state() != QProcess::NotRunning)
        m_process.kill();
}

void SshProcess::cancel(std::chrono::seconds inputGrace, std::chrono::seconds terminateGrace)
{
    if (!isRunning() || m_cancel != RemoteCancel::None)
        return;
    m_cancel = RemoteCancel::InputClosed;
    m_terminateGrace = terminateGrace;
    closeInput();
    m_escalation.start(inputGrace);
    Q_EMIT cancelStep(m_cancel);
}

void SshProcess::escalate()
{
    if (!isRunning())
        return;
    if (m_cancel == RemoteCancel::InputClosed) {
        m_cancel = RemoteCancel::Terminated;
        terminate();
        m_escalation.start(m_terminateGrace);
    } else if (m_cancel == RemoteCancel::Terminated) {
        m_cancel = RemoteCancel::Killed;
        kill();
    } else {
        return;
    }
    Q_EMIT cancelStep(m_cancel);
}

void SshProcess::endAfter(std::chrono::seconds grace)
{
    if (m_cancel != RemoteCancel::None || m_escalation.isActive())
        return;
    closeInput();
    QTimer::singleShot(grace, this, &SshProcess::terminate);
}

void SshProcess::stopNow()
{
    m_escalation.stop();
    closeInput();
    kill();
}

bool SshProcess::isRunning() const
{
    return m_process.state() != QProcess::NotRunning;
}

qint64 SshProcess::processId() const
{
    return isRunning() ? m_process.processId() : 0;
}

void SshProcess::readOutput()
{
    const QByteArray bytes = m_process.readAllStandardOutput();
    if (!bytes.isEmpty())
        Q_EMIT outputArrived(bytes);
}

void SshProcess::readError()
{
    // The end is kept: ssh's own last words ("closed by remote host") come after the remote
    // command's text.
    m_outcome.standardError += m_process.readAllStandardError();
    if (const qsizetype excess = m_outcome.standardError.size() - kMaxStandardErrorBytes; excess > 0)
        m_outcome.standardError.remove(0, excess);
}

void SshProcess::finish()
{
    if (m_ended)
        return;
    readOutput();
    readError();
    m_ended = true;
    m_escalation.stop();
    if (m_outcome.started && !m_outcome.crashed)
        m_outcome.message = sshFailureLine(m_outcome.exitCode, QString::fromUtf8(m_outcome.standardError), m_target);
    Q_EMIT ended();
}

} // namespace IteraGpu::Ui
