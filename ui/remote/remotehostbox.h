#pragma once

#include "core/device/environment.h"
#include "core/remote/sshtarget.h"

#include <QGroupBox>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace IteraGpu::Ui {

class RemoteCheckDialog;
class RemoteHostChoice;

// The "where" part of the Environment and Measure tabs: this computer or a remote host over SSH,
// the host (an editable list with the recent ones and the Host aliases of the ssh configuration),
// the CLI's path there, "Check remote", and optional ssh config and identity files. Every field is
// checked as it is typed (a host starting with '-' or holding spaces, a file path that is not
// absolute or holds a control character is refused in the field), so nothing reaches ssh
// unvalidated.
class RemoteHostBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit RemoteHostBox(QWidget *parent = nullptr);

    // The object shared with the other tab; until it is set the box keeps a choice of its own.
    void setChoice(RemoteHostChoice *choice);
    RemoteHostChoice *choice() const { return m_choice; }
    bool isRemote() const;
    // The target for a probe, check or run: remembered in the history when valid; otherwise the
    // reason is shown under the field and nothing is returned.
    std::optional<SshTarget> usableTarget();
    // While a probe or run uses the target, it cannot be changed.
    void setBusy(bool busy);

    QRadioButton *localButton() const { return m_local; }
    QRadioButton *remoteButton() const { return m_remoteButton; }
    QComboBox *hostBox() const { return m_host; }
    QLineEdit *commandEdit() const { return m_command; }
    QLineEdit *configFileEdit() const { return m_configFile; }
    QLineEdit *identityFileEdit() const { return m_identityFile; }
    QPushButton *checkButton() const { return m_check; }
    QLabel *messageLabel() const { return m_message; }
    RemoteCheckDialog *checkDialog() const { return m_checkDialog; }

Q_SIGNALS:
    // The choice, the destination or the command changed (here or in the other tab's box).
    void changed();
    // "Check remote" read the remote's environment (RemoteCheckDialog::environmentFound).
    void remoteChecked(const IteraGpu::EnvironmentReport &environment, const QString &machine);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showChoice();
    // Marks the field at fault and shows the reason (or the hint when everything is valid).
    bool showValidation();
    void checkClicked();

    RemoteHostChoice *m_choice;
    bool m_busy = false;
    QRadioButton *m_local;
    QRadioButton *m_remoteButton;
    QComboBox *m_host;
    QLabel *m_commandLabel;
    QLineEdit *m_command;
    QLabel *m_configLabel;
    QLineEdit *m_configFile;
    QLabel *m_identityLabel;
    QLineEdit *m_identityFile;
    QPushButton *m_check;
    QLabel *m_message;
    RemoteCheckDialog *m_checkDialog;
};

} // namespace IteraGpu::Ui
