#include "ui/widgets/scrollpage.h"

#include <QEvent>
#include <QScrollBar>
#include <QVBoxLayout>

namespace IteraGpu::Ui {

ScrollPage::ScrollPage(QWidget *content, QWidget *parent)
    : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    // Content keeps its own height at the top of a tall window; the room below stays empty
    // instead of spreading its rows apart.
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    // setWidget() measures the widget at once (sizes and heights for width of all its texts):
    // the page is empty then, and is measured once, when it is laid out.
    setWidget(page);
    layout->addWidget(content, 0, Qt::AlignTop);
    viewport()->setAutoFillBackground(false); // the page looks like the tab around it
}

QSize ScrollPage::minimumSizeHint() const
{
    const int bar = verticalScrollBar()->sizeHint().width();
    return {widget()->minimumSizeHint().width() + bar, QScrollArea::minimumSizeHint().height()};
}

QSize ScrollPage::sizeHint() const
{
    const QSize content = widget()->sizeHint();
    return {content.width() + verticalScrollBar()->sizeHint().width(), content.height()};
}

bool ScrollPage::eventFilter(QObject *watched, QEvent *event)
{
    // The content's minimum changes with its texts (a language switch): the layout around asks again.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace IteraGpu::Ui
