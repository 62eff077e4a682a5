#include "ui/remote/remoteclient.h"

#include "core/remote/remoteenvironment.h"
#include "core/util/displaytext.h"
#include "ui/remote/sshprocess.h"

#include <QTimer>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

RemoteProbe::RemoteProbe(QObject *parent)
    : QObject(parent)
{ }

RemoteProbe::~RemoteProbe()
{
    delete m_process;
}

void RemoteProbe::cancel()
{
    if (m_process)
        m_process->kill();
}

void RemoteProbe::setTimeout(std::chrono::seconds timeout)
{
    m_versionTimeout = timeout;
    m_environmentTimeout = timeout;
}

QCoro::Task<SshOutcome> RemoteProbe::runCommand(const SshTarget &target, const QStringList &arguments,
                                                QByteArray &output, std::chrono::seconds timeout)
{
    cancel(); // one command at a time
    auto *process = new SshProcess(this);
    connect(process, &SshProcess::outputArrived, this, [&output, process](const QByteArray &bytes) {
        if (output.size() + bytes.size() > kMaxRemoteEnvironmentBytes)
            process->kill();
        else
            output += bytes;
    });
    if (Status started = process->start(target, arguments); !started) {
        delete process;
        co_return SshOutcome{false, -1, false, {}, started.error()};
    }
    m_process = process;
    // A remote that never answers is not waited for: the timer lives in this frame.
    bool timedOut = false;
    QTimer timer;
    timer.setSingleShot(true);
    connect(&timer, &QTimer::timeout, process, [&timedOut, process] {
        timedOut = true;
        process->kill();
    });
    timer.start(timeout);
    SshOutcome outcome = co_await process->finished();
    timer.stop();
    if (m_process == process)
        m_process = nullptr;
    process->deleteLater();
    if (timedOut) {
        outcome.crashed = true;
        outcome.message = tr("%1 did not answer within %2 s; ssh was ended.")
                              .arg(displaySafe(sshHostLabel(target.destination)))
                              .arg(timeout.count());
    } else if (outcome.crashed && outcome.message.isEmpty())
        outcome.message = tr("Stopped before %1 answered.").arg(displaySafe(sshHostLabel(target.destination)));
    co_return outcome;
}

QCoro::Task<Result<EnvironmentReport>> RemoteProbe::environment(SshTarget target, QString device)
{
    QByteArray output;
    // Outside the co_await expression: GCC 12 cannot keep an initializer list's array across a suspension.
    const QStringList arguments = remoteEnvironmentArguments(device);
    const SshOutcome outcome = co_await runCommand(target, arguments, output, m_environmentTimeout);
    co_return readRemoteEnvironment(outcome, output, target);
}

QCoro::Task<RemoteCheck> RemoteProbe::check(SshTarget target)
{
    RemoteCheck check;
    QList<RemoteCheckLine> &lines = check.lines;
    const QString host = displaySafe(sshHostLabel(target.destination));
    QByteArray output;
    const QStringList arguments{u"--version"_s};
    const SshOutcome version = co_await runCommand(target, arguments, output, m_versionTimeout);
    const bool notFound = version.started && !version.crashed && version.exitCode == kShellCommandNotFound;
    if (!version.started || version.crashed || (version.exitCode == kSshConnectionFailed && !notFound)) {
        lines.append({false, version.message});
        co_return check;
    }
    lines.append({true, tr("ssh connects to %1.").arg(host)});
    const QString versionText = QString::fromUtf8(output).trimmed();
    if (version.exitCode != 0 || !versionText.startsWith(u"iteragpu "_s)) {
        lines.append(
            {false,
             version.message.isEmpty()
                 ? tr("%1 on %2 is not the iteragpu command-line tool.").arg(displaySafe(target.remoteCommand), host)
                 : version.message});
        co_return check;
    }
    lines.append({true, tr("%1 found: %2.").arg(displaySafe(target.remoteCommand), displaySafe(versionText))});

    auto environment = co_await this->environment(target, u"cpu"_s);
    if (!environment) {
        lines.append({false, environment.error()});
        co_return check;
    }
    if (!environment->backendLoaded()) {
        lines.append(
            {false, tr("The torch module does not load there: %1").arg(displaySafe(environment->backendError, 300))});
        co_return check;
    }
    check.environment = *environment;
    const LibtorchFacts &torch = *environment->libtorch;
    lines.append({true, tr("The torch module loads: libtorch %1.").arg(displaySafe(torch.version))});
    lines.append({torch.visibleGpuCount > 0,
                  torch.visibleGpuCount > 0
                      ? tr("Devices seen: cpu and %n GPU(s) (cuda:0 to cuda:%1).", nullptr, torch.visibleGpuCount)
                            .arg(torch.visibleGpuCount - 1)
                      : tr("Devices seen: cpu only, no GPU (a protocol dry run is all that can run there).")});
    co_return check;
}

} // namespace IteraGpu::Ui
