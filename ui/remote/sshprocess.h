#pragma once

#include "core/remote/remotebounds.h"
#include "core/remote/remoterun.h"
#include "core/remote/sshtarget.h"

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QTimer>

#include <chrono>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

// One run of the system's `ssh` with the arguments of sshArguments(), driven by Qt's event loop:
// nothing here blocks the thread it lives on. Standard output is handed over as it arrives
// (outputArrived); the end of standard error is kept for sshFailureLine. Standard input stays open
// until closeInput(): for the remote CLI in `--progress jsonl` mode its closing is a cancel. The
// cancel's escalation lives here, once for the remote run and the remote sweep.
class SshProcess : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype kMaxStandardErrorBytes = 64 * 1024;

    explicit SshProcess(QObject *parent = nullptr);
    ~SshProcess() override; // a running ssh is killed: the remote side sees its input close

    // Starts ssh; an invalid target or argument is refused (nothing started).
    Status start(const IteraGpu::SshTarget &target, const QStringList &remoteArguments);
    // Resumes when ssh has ended (at once if it never started or has already ended).
    QCoro::Task<SshOutcome> finished();
    const SshOutcome &outcome() const { return m_outcome; } // complete once ended() was emitted
    void closeInput();
    void terminate(); // SIGTERM: ssh closes the connection and ends
    void kill(); // SIGKILL
    bool isRunning() const;
    // A cancel: closes ssh's input (the remote CLI cancels and writes what it has), SIGTERM if ssh
    // has not ended after `inputGrace`, SIGKILL after `terminateGrace` more; each step is announced
    // by cancelStep. Nothing when ssh is not running or a cancel is under way.
    void cancel(std::chrono::seconds inputGrace, std::chrono::seconds terminateGrace);
    IteraGpu::RemoteCancel cancelState() const { return m_cancel; }
    bool isCancelling() const { return m_cancel != IteraGpu::RemoteCancel::None; }
    // Everything arrived: closes the input and ends ssh after `grace` if the remote keeps the
    // connection open (not a cancel: no step is announced).
    void endAfter(std::chrono::seconds grace);
    // The remote does not keep to its stream: input closed and SIGKILL at once, no cancel steps.
    void stopNow();
    qint64 processId() const; // ssh's process id, 0 when not running (tests kill it)

Q_SIGNALS:
    void outputArrived(const QByteArray &bytes);
    void ended(); // once, after the last outputArrived
    void cancelStep(IteraGpu::RemoteCancel step);

private:
    void readOutput();
    void readError();
    void finish();
    void escalate(); // the next step of a cancel, when its grace has passed

    QProcess m_process;
    IteraGpu::SshTarget m_target;
    SshOutcome m_outcome;
    bool m_ended = true;
    IteraGpu::RemoteCancel m_cancel = IteraGpu::RemoteCancel::None;
    QTimer m_escalation; // single shot: the grace of the current cancel step
    std::chrono::seconds m_terminateGrace{0};
};

} // namespace IteraGpu::Ui
