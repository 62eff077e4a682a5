#include "ui/remote/remotehostbox.h"

#include "ui/remote/remotecheckdialog.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/widgets/inlineerror.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

RemoteHostBox::RemoteHostBox(QWidget *parent)
    : QGroupBox(parent)
    , m_choice(new RemoteHostChoice(this))
    , m_local(new QRadioButton(this))
    , m_remoteButton(new QRadioButton(this))
    , m_host(new QComboBox(this))
    , m_commandLabel(new QLabel(this))
    , m_command(new QLineEdit(this))
    , m_configLabel(new QLabel(this))
    , m_configFile(new QLineEdit(this))
    , m_identityLabel(new QLabel(this))
    , m_identityFile(new QLineEdit(this))
    , m_check(new QPushButton(this))
    , m_message(new QLabel(this))
    , m_checkDialog(new RemoteCheckDialog(this))
{
    setObjectName(u"remoteHostBox"_s);
    m_local->setObjectName(u"whereLocal"_s);
    m_remoteButton->setObjectName(u"whereRemote"_s);
    m_host->setObjectName(u"remoteHost"_s);
    m_command->setObjectName(u"remoteCommand"_s);
    m_configFile->setObjectName(u"sshConfigFile"_s);
    m_identityFile->setObjectName(u"sshIdentityFile"_s);
    m_check->setObjectName(u"checkRemote"_s);
    m_message->setObjectName(u"remoteMessage"_s);
    m_host->setEditable(true);
    m_host->setInsertPolicy(QComboBox::NoInsert); // the history grows only with destinations used
    m_host->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_host->setMinimumContentsLength(18);
    m_commandLabel->setBuddy(m_command);
    m_configLabel->setBuddy(m_configFile);
    m_identityLabel->setBuddy(m_identityFile);
    styleAsError(m_message); // keeps two lines for the reason; the hint shows there in plain colour

    auto *row = new QHBoxLayout;
    row->addWidget(m_local);
    row->addWidget(m_remoteButton);
    row->addWidget(m_host, 2);
    row->addWidget(m_commandLabel);
    row->addWidget(m_command, 1);
    row->addWidget(m_check);
    auto *files = new QHBoxLayout;
    files->addWidget(m_configLabel);
    files->addWidget(m_configFile, 1);
    files->addWidget(m_identityLabel);
    files->addWidget(m_identityFile, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addLayout(files);
    layout->addWidget(m_message);

    connect(m_local, &QRadioButton::toggled, this, [this](bool local) { m_choice->setRemote(!local); });
    connect(m_host, &QComboBox::currentTextChanged, this, [this](const QString &text) {
        m_choice->setDestination(text);
        showValidation();
    });
    connect(m_command, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_choice->setRemoteCommand(text);
        showValidation();
    });
    connect(m_configFile, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_choice->setConfigFile(text);
        showValidation();
    });
    connect(m_identityFile, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_choice->setIdentityFile(text);
        showValidation();
    });
    connect(m_check, &QPushButton::clicked, this, &RemoteHostBox::checkClicked);
    connect(m_checkDialog, &RemoteCheckDialog::environmentFound, this, &RemoteHostBox::remoteChecked);
    setChoice(m_choice);
    retranslate();
}

void RemoteHostBox::setChoice(RemoteHostChoice *choice)
{
    if (m_choice != choice) {
        if (m_choice->parent() == this)
            m_choice->deleteLater();
        m_choice = choice;
    }
    connect(m_choice, &RemoteHostChoice::changed, this, &RemoteHostBox::showChoice, Qt::UniqueConnection);
    showChoice();
}

bool RemoteHostBox::isRemote() const
{
    return m_choice->isRemote();
}

void RemoteHostBox::showChoice()
{
    {
        const QSignalBlocker blockLocal(m_local);
        const QSignalBlocker blockHost(m_host);
        m_local->setChecked(!m_choice->isRemote());
        m_remoteButton->setChecked(m_choice->isRemote());
        QStringList items;
        for (int i = 0; i < m_host->count(); ++i)
            items.append(m_host->itemText(i));
        if (items != m_choice->offeredHosts()) {
            m_host->clear();
            m_host->addItems(m_choice->offeredHosts());
        }
        if (m_host->currentText() != m_choice->destination())
            m_host->setCurrentText(m_choice->destination());
        if (m_command->text() != m_choice->remoteCommand())
            m_command->setText(m_choice->remoteCommand());
        if (m_configFile->text() != m_choice->configFile())
            m_configFile->setText(m_choice->configFile());
        if (m_identityFile->text() != m_choice->identityFile())
            m_identityFile->setText(m_choice->identityFile());
    }
    for (QWidget *widget :
         std::initializer_list<QWidget *>{m_host, m_commandLabel, m_command, m_check, m_message, m_configLabel,
                                          m_configFile, m_identityLabel, m_identityFile})
        widget->setVisible(m_choice->isRemote());
    setBusy(m_busy);
    showValidation();
    Q_EMIT changed();
}

bool RemoteHostBox::showValidation()
{
    const Status status = validateSshTarget(m_choice->target(), sshFieldLabel);
    const auto atFault = [&](QStringView key) { return !status && status.errorField() == key; };
    setInvalid(m_host, atFault(FieldKey::sshDestination));
    setInvalid(m_command, atFault(FieldKey::remoteCommand));
    setInvalid(m_configFile, atFault(FieldKey::sshConfigFile));
    setInvalid(m_identityFile, atFault(FieldKey::sshIdentityFile));
    if (status) {
        showInPlainColour(m_message);
        m_message->setText(tr("ssh runs with your own OpenSSH setup (agent, keys, ~/.ssh/config, jump hosts); this "
                              "window never asks for or keeps a password or key."));
    } else {
        styleAsError(m_message);
        m_message->setText(status.error());
    }
    return bool(status);
}

std::optional<SshTarget> RemoteHostBox::usableTarget()
{
    if (!showValidation())
        return std::nullopt;
    const SshTarget target = m_choice->target();
    m_choice->remember(target.destination);
    return target;
}

void RemoteHostBox::setBusy(bool busy)
{
    m_busy = busy;
    for (QWidget *widget : std::initializer_list<QWidget *>{m_local, m_remoteButton, m_host, m_command, m_configFile,
                                                            m_identityFile, m_check})
        widget->setEnabled(!busy);
}

void RemoteHostBox::checkClicked()
{
    if (const auto target = usableTarget())
        m_checkDialog->check(*target);
}

void RemoteHostBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void RemoteHostBox::retranslate()
{
    setTitle(tr("Machine"));
    m_local->setText(tr("This computer"));
    m_remoteButton->setText(tr("Remote host over SSH:"));
    m_host->lineEdit()->setPlaceholderText(tr("alias, user@host or ssh://host:port"));
    m_host->setToolTip(tr("What you would type after ssh: a Host of your ~/.ssh/config, user@host, or "
                          "ssh://user@host:port. Recent hosts are in the list."));
    m_commandLabel->setText(tr("Remote e&xecutable:"));
    m_command->setToolTip(tr("The iteragpu command line program on the remote machine: its name on the PATH there "
                             "or its full path (the portable folder's bin/iteragpu, for example)."));
    // No accelerator: every letter of these labels is taken on the Measure tab in some language.
    m_configLabel->setText(tr("SSH config file:"));
    m_configFile->setPlaceholderText(tr("optional; default: ~/.ssh/config"));
    m_configFile->setToolTip(tr("An ssh configuration file to use instead of ~/.ssh/config (passed as ssh -F): an "
                                "absolute path or one starting with ~/. Its Host aliases are offered in the host "
                                "list."));
    m_identityLabel->setText(tr("Identity file:"));
    m_identityFile->setPlaceholderText(tr("optional; default: your agent and ~/.ssh/config"));
    m_identityFile->setToolTip(tr("A private key file for ssh to try as well (passed as ssh -i): an absolute path or "
                                  "one starting with ~/. Only its path is kept; the key is never read here."));
    m_check->setText(tr("Chec&k remote"));
    m_check->setToolTip(tr("Connects once and reports whether iteragpu is found there, its version, whether its "
                           "torch module loads and which devices it sees."));
    showValidation();
}

} // namespace IteraGpu::Ui
