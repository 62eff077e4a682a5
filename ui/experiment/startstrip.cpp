#include "ui/experiment/startstrip.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

StartStrip::StartStrip(QAction *newExperiment, QAction *openExperiment, QAction *openReport, QWidget *parent)
    : QFrame(parent)
    , m_actions{newExperiment, openExperiment, openReport}
    , m_buttons{new QPushButton(this), new QPushButton(this), new QPushButton(this)}
{
    setObjectName(u"startStrip"_s);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const char *names[] = {"startNewExperiment", "startOpenExperiment", "startOpenReport"};
    for (int i = 0; i < 3; ++i) {
        m_buttons[i]->setObjectName(QString::fromLatin1(names[i]));
        layout->addWidget(m_buttons[i]);
        connect(m_buttons[i], &QPushButton::clicked, m_actions[i], &QAction::trigger);
        // The menu entry's text, whatever the language: it changes with the action.
        connect(m_actions[i], &QAction::changed, this, &StartStrip::retranslate);
    }
    retranslate();
}

void StartStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void StartStrip::retranslate()
{
    setToolTip(tr("An experiment is one folder that keeps the fixed protocol, every run and the price of the "
                  "package. The order of the work: fix the protocol, record every run, then price the package."));
    for (int i = 0; i < 3; ++i) {
        // Without the menu's accelerator: the menu keeps its letter, and a button here takes none.
        QString text = m_actions[i]->text();
        m_buttons[i]->setText(text.remove(u'&'));
        m_buttons[i]->setToolTip(m_actions[i]->shortcut().toString(QKeySequence::NativeText));
    }
}

} // namespace IteraGpu::Ui
