#include "wraplabel.h"

#include <QEvent>

namespace IteraGpu::Ui {

WrapLabel::WrapLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
}

WrapLabel::Key WrapLabel::currentKey() const
{
    return {text(), font(), textFormat(), contentsMargins(), margin(), indent()};
}

int WrapLabel::heightForWidth(int width) const
{
    if (width <= 0 || !wordWrap())
        return QLabel::heightForWidth(width);
    if (Key key = currentKey(); !(key == m_key)) {
        m_key = std::move(key);
        m_heights.fill({0, 0});
        m_next = 0;
    }
    for (const auto &[w, h] : m_heights) {
        if (w == width)
            return h;
    }
    const int height = QLabel::heightForWidth(width);
    m_heights.at(m_next) = {width, height};
    m_next = (m_next + 1) % kRemembered;
    return height;
}

QuietLabelHolder::QuietLabelHolder(QLabel *label, QWidget *parent)
    : QWidget(parent)
    , m_label(label)
{
    label->setParent(this);
    setSizePolicy(label->sizePolicy());
    m_minimum = label->minimumSizeHint();
}

QSize QuietLabelHolder::sizeHint() const
{
    return m_label->sizeHint();
}

QSize QuietLabelHolder::minimumSizeHint() const
{
    return m_label->minimumSizeHint();
}

bool QuietLabelHolder::hasHeightForWidth() const
{
    return m_label->hasHeightForWidth();
}

int QuietLabelHolder::heightForWidth(int width) const
{
    return m_label->heightForWidth(width);
}

bool QuietLabelHolder::event(QEvent *event)
{
    // The label's text changed (it has no layout of its own to ask, so the request comes here).
    if (event->type() == QEvent::LayoutRequest) {
        const QSize minimum = m_label->minimumSizeHint();
        const int height = hasHeightForWidth() ? m_label->heightForWidth(width()) : m_label->sizeHint().height();
        if (minimum != m_minimum || height != m_height) {
            m_minimum = minimum;
            m_height = height;
            updateGeometry();
        }
        m_label->setGeometry(rect());
        return true;
    }
    return QWidget::event(event);
}

void QuietLabelHolder::resizeEvent(QResizeEvent *event)
{
    m_label->setGeometry(rect());
    m_height = hasHeightForWidth() ? m_label->heightForWidth(width()) : m_label->sizeHint().height();
    QWidget::resizeEvent(event);
}

} // namespace IteraGpu::Ui
