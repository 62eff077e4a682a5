#pragma once

#include "core/device/environment.h"
#include "core/remote/sshtarget.h"
#include "ui/remote/remotemeasurementcontroller.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

class SshProcess;

// One line of "Check remote": ssh connects; iteragpu found and its version; torch module loads;
// devices seen.
struct RemoteCheckLine
{
    bool ok = false;
    QString text; // translated, one line
};

// What "Check remote" found: its lines, and the remote's environment when it was read (the form
// takes its devices from it, as from an Environment probe).
struct RemoteCheck
{
    QList<RemoteCheckLine> lines;
    std::optional<IteraGpu::EnvironmentReport> environment;
};

// Short ssh commands for the Environment tab and "Check remote", never blocking the GUI thread.
// One command at a time: a new call cancels the one before. Each command has a timeout
// (kRemoteVersionTimeoutS, kRemoteEnvironmentTimeoutS): then ssh is killed and the error says so.
class RemoteProbe : public QObject
{
    Q_OBJECT
public:
    explicit RemoteProbe(QObject *parent = nullptr);
    ~RemoteProbe() override;

    // Runs `REMOTE environment --json --device D` there and reads it with environmentFromJson. The
    // error is one translated line: the ssh failure (sshFailureLine), the remote refusal, or what
    // is wrong in the JSON.
    QCoro::Task<Result<IteraGpu::EnvironmentReport>> environment(IteraGpu::SshTarget target, QString device);
    // `REMOTE --version`, then `REMOTE environment --json --device cpu`: four lines at most, the
    // first failure ends the list.
    QCoro::Task<RemoteCheck> check(IteraGpu::SshTarget target);
    void cancel(); // kills the ssh process; the awaiting task gets an error line
    // Both timeouts set to `timeout` (tests shorten them).
    void setTimeout(std::chrono::seconds timeout);

private:
    QCoro::Task<SshOutcome> runCommand(const IteraGpu::SshTarget &target, const QStringList &arguments,
                                       QByteArray &output, std::chrono::seconds timeout);

    QPointer<SshProcess> m_process;
    std::chrono::seconds m_versionTimeout{IteraGpu::kRemoteVersionTimeoutS};
    std::chrono::seconds m_environmentTimeout{IteraGpu::kRemoteEnvironmentTimeoutS};
};

} // namespace IteraGpu::Ui
