#include "ui/common/backgroundread.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace IteraGpu::Ui {

BackgroundRead::BackgroundRead(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_cancel(new QPushButton(this))
{
    setObjectName(QStringLiteral("backgroundRead"));
    m_label->setTextFormat(Qt::PlainText); // the file's name is the user's, shown as typed
    m_cancel->setObjectName(QStringLiteral("cancelRead"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, &BackgroundRead::cancel);
    connect(&m_jobs, &JobTracker::busyChanged, this, &QWidget::setVisible);
    retranslate();
    hide();
}

BackgroundRead::~BackgroundRead() = default;

void BackgroundRead::retranslate()
{
    m_label->setText(tr("Reading %1…").arg(m_what));
    m_cancel->setText(tr("Cancel reading"));
}

void BackgroundRead::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace IteraGpu::Ui
