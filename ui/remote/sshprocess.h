#pragma once

#include "remote/sshtarget.h"

#include <QByteArray>
#include <QObject>
#include <QProcess>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

// How one ssh command ended.
struct SshOutcome
{
    bool started = false; // false: the ssh program itself could not be run (`message` says why)
    int exitCode = -1; // ssh's exit status: the remote command's own, or 255 when ssh failed
    bool crashed = false; // ssh was killed (cancel, or a signal)
    QByteArray standardError; // ssh's and the remote command's: the last kMaxStandardErrorBytes
    QString message; // one translated line when ssh failed (sshFailureLine), empty otherwise
};

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
    void closeInput();
    void kill();
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
