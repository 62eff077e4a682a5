#pragma once

#include "remote/remoterun.h"
#include "remote/sshtarget.h"

#include <QByteArray>
#include <QObject>
#include <QProcess>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

// One run of the system's `ssh` with the arguments of sshArguments(), driven by Qt's event loop:
// nothing here blocks the thread it lives on. Standard output is handed over as it arrives
// (outputArrived); the end of standard error is kept for sshFailureLine. Standard input stays open
// until closeInput(): for the remote CLI in `--progress jsonl` mode its closing is a cancel.
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
    qint64 processId() const; // ssh's process id, 0 when not running (tests kill it)

Q_SIGNALS:
    void outputArrived(const QByteArray &bytes);
    void ended(); // once, after the last outputArrived

private:
    void readOutput();
    void readError();
    void finish();

    QProcess m_process;
    IteraGpu::SshTarget m_target;
    SshOutcome m_outcome;
    bool m_ended = true;
};

} // namespace IteraGpu::Ui
