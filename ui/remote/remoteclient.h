#pragma once

#include "device/environment.h"
#include "remote/remotemeasurementcontroller.h"
#include "remote/sshtarget.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

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

// Short ssh commands for the Environment tab and "Check remote", never blocking the GUI thread.
// One command at a time: a new call cancels the one before.
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
    QCoro::Task<QList<RemoteCheckLine>> check(IteraGpu::SshTarget target);
    void cancel(); // kills the ssh process; the awaiting task gets an error line

private:
    QCoro::Task<SshOutcome> runCommand(const IteraGpu::SshTarget &target, const QStringList &arguments,
                                       QByteArray &output);

    QPointer<SshProcess> m_process;
};

} // namespace IteraGpu::Ui
