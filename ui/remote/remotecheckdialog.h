#pragma once

#include "core/device/environment.h"
#include "core/remote/sshtarget.h"

#include <QDialog>

#include <qcoro/qcorotask.h>

class QLabel;
class QListWidget;
class QPushButton;

namespace IteraGpu::Ui {

class RemoteProbe;

// "Check remote": one line each for ssh connecting, iteragpu found there and its version, its
// torch module loading and the devices it sees. A non-modal window: the short ssh commands run
// in the background and the main window stays usable; closing it stops a check under way.
class RemoteCheckDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RemoteCheckDialog(QWidget *parent = nullptr);

    // Shows the window and checks `target`; the lines replace those of the last check.
    QCoro::Task<> check(SshTarget target);
    bool isChecking() const { return m_checking; }
    QListWidget *lines() const { return m_lines; }

Q_SIGNALS:
    void checked();
    // The check read the remote's environment (`machine`: RemoteHostChoice::machineKey() of the target).
    void environmentFound(const IteraGpu::EnvironmentReport &environment, const QString &machine);

protected:
    void changeEvent(QEvent *event) override;
    void done(int result) override;

private:
    void retranslate();
    void showHeading();

    RemoteProbe *m_probe;
    SshTarget m_target;
    bool m_checking = false;
    bool m_checked = false;
    QLabel *m_heading;
    QListWidget *m_lines;
    QPushButton *m_again;
    QPushButton *m_close;
};

} // namespace IteraGpu::Ui
