#include "wraplabel.h"

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

} // namespace IteraGpu::Ui
