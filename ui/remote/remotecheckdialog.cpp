#include "ui/remote/remotecheckdialog.h"

#include "ui/common/plaintext.h"
#include "ui/remote/remoteclient.h"
#include "ui/remote/remotehostchoice.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

RemoteCheckDialog::RemoteCheckDialog(QWidget *parent)
    : QDialog(parent)
    , m_probe(new RemoteProbe(this))
    , m_heading(plainLabel(new QLabel(this)))
    , m_lines(new QListWidget(this))
    , m_again(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(u"remoteCheck"_s);
    setModal(false);
    m_lines->setObjectName(u"remoteCheckLines"_s);
    m_again->setObjectName(u"checkAgain"_s);
    m_heading->setWordWrap(true);
    m_lines->setWordWrap(true);
    m_lines->setSelectionMode(QAbstractItemView::NoSelection);
    m_lines->setMinimumWidth(520);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_again, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_lines, 1);
    layout->addWidget(buttons);
    connect(m_again, &QPushButton::clicked, this, [this] { check(m_target); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
}

QCoro::Task<> RemoteCheckDialog::check(SshTarget target)
{
    if (m_checking)
        co_return;
    m_target = target;
    m_checking = true;
    m_lines->clear();
    m_again->setEnabled(false);
    showHeading();
    show();
    raise();
    QPointer<RemoteCheckDialog> self(this);
    const RemoteCheck found = co_await m_probe->check(target);
    const QList<RemoteCheckLine> &lines = found.lines;
    if (!self)
        co_return;
    m_checking = false;
    m_checked = true;
    m_again->setEnabled(true);
    const QIcon ok = style()->standardIcon(QStyle::SP_DialogApplyButton);
    const QIcon failed = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    for (const RemoteCheckLine &line : lines) {
        auto *item = new QListWidgetItem(line.ok ? ok : failed, line.text, m_lines);
        item->setToolTip(plainToolTip(line.text));
    }
    showHeading();
    Q_EMIT checked();
    if (found.environment)
        Q_EMIT environmentFound(*found.environment, RemoteHostChoice::remoteMachineKey(target.destination));
}

void RemoteCheckDialog::done(int result)
{
    if (m_checking)
        m_probe->cancel();
    QDialog::done(result);
}

void RemoteCheckDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RemoteCheckDialog::retranslate()
{
    setWindowTitle(tr("Check remote host"));
    m_again->setText(tr("Check &again"));
    m_close->setText(tr("&Close"));
    showHeading();
}

void RemoteCheckDialog::showHeading()
{
    const QString host = sshHostLabel(m_target.destination);
    if (m_checking)
        m_heading->setText(tr("Checking %1 over SSH…").arg(host));
    else if (m_checked)
        m_heading->setText(tr("%1 over SSH, as this window will use it:").arg(host));
    else
        m_heading->clear();
}

} // namespace IteraGpu::Ui
