#include "ui/widgets/wraplabel.h"

#include <QEvent>
#include <QStyle>
#include <QTextDocument>
#include <QTextFrame>
#include <QtMath>

#include <algorithm>

namespace IteraGpu::Ui {

WrapLabel::WrapLabel(QWidget *parent)
    : QLabel(parent)
{
    // Plain unless a label asks for rich text (and escapes what it quotes): these labels show file
    // names, reports' fields and core's messages (docs/ARCHITECTURE.md, "Untrusted text is plain").
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
}

WrapLabel::~WrapLabel() = default;

WrapLabel::Key WrapLabel::currentKey() const
{
    return {text(),   font(),   textFormat(), textInteractionFlags(), alignment(), wordWrap(), contentsMargins(),
            margin(), indent(), frameWidth(), minimumSize()};
}

void WrapLabel::forgetIfChanged() const
{
    if (Key key = currentKey(); !(key == m_key)) {
        m_key = std::move(key);
        m_heights.fill({0, 0});
        m_next = 0;
        m_sizeHint = QSize();
        m_minimumSizeHint = QSize();
        m_document.reset();
    }
}

bool WrapLabel::measuresDocument() const
{
    // QLabel's own choice (QLabelPrivate::needTextControl) for the formats used here. No text (a
    // few pixels apart from QLabel's answer), a mnemonic (a buddy) or Markdown is left to QLabel.
    if (!wordWrap() || text().isEmpty() || buddy() || textFormat() == Qt::MarkdownText)
        return false;
    return showsRichText() || (textInteractionFlags() & (Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard));
}

bool WrapLabel::showsRichText() const
{
    return textFormat() == Qt::RichText || (textFormat() == Qt::AutoText && Qt::mightBeRichText(text()));
}

QSize WrapLabel::documentSizeFor(int width) const
{
    if (!m_document) {
        m_document = std::make_unique<QTextDocument>();
        m_document->setUndoRedoEnabled(false);
        m_document->setDefaultFont(font());
        if (showsRichText())
            m_document->setHtml(text());
        else
            m_document->setPlainText(text());
        QTextOption option = m_document->defaultTextOption();
        option.setAlignment(QStyle::visualAlignment(layoutDirection(), alignment()));
        option.setWrapMode(QTextOption::WordWrap);
        m_document->setDefaultTextOption(option);
        QTextFrameFormat frame = m_document->rootFrame()->frameFormat();
        frame.setMargin(0);
        m_document->rootFrame()->setFrameFormat(frame);
    }
    // The arithmetic of QLabel's sizeForWidth(): margin and indent around the text, then the
    // contents margins, and never below the minimum size.
    int horizontal = 2 * margin();
    int vertical = horizontal;
    int indentation = indent();
    if (indentation < 0 && frameWidth())
        indentation = fontMetrics().horizontalAdvance(u'x') - 2 * margin();
    if (indentation > 0) {
        const Qt::Alignment visual = QStyle::visualAlignment(layoutDirection(), alignment());
        if (visual & (Qt::AlignLeft | Qt::AlignRight))
            horizontal += indentation;
        if (visual & (Qt::AlignTop | Qt::AlignBottom))
            vertical += indentation;
    }
    const QMargins margins = contentsMargins();
    if (minimumWidth() > 0)
        width = std::max(width, minimumWidth());
    if (width >= 0) {
        m_document->setTextWidth(std::max(width - horizontal - margins.left() - margins.right(), 0));
    } else {
        m_document->adjustSize();
    }
    const QSizeF text = m_document->size();
    const QSize size(qCeil(text.width()) + horizontal + margins.left() + margins.right(),
                     qCeil(text.height()) + vertical + margins.top() + margins.bottom());
    return size.expandedTo(minimumSize());
}

QSize WrapLabel::sizeHint() const
{
    ensurePolished();
    forgetIfChanged();
    if (!measuresDocument())
        return QLabel::sizeHint();
    if (!m_sizeHint.isValid())
        m_sizeHint = documentSizeFor(-1);
    return m_sizeHint;
}

QSize WrapLabel::minimumSizeHint() const
{
    ensurePolished();
    forgetIfChanged();
    if (!measuresDocument())
        return QLabel::minimumSizeHint();
    if (!m_minimumSizeHint.isValid()) {
        // As QLabel: the width of the widest word (or table), the height of one unwrapped line,
        // and no taller than the preferred shape.
        const QSize preferred = sizeHint();
        const QSize oneLine = documentSizeFor(QWIDGETSIZE_MAX);
        const QSize narrowest = documentSizeFor(0);
        m_minimumSizeHint = QSize(narrowest.width(), std::min(oneLine.height(), preferred.height()));
    }
    return m_minimumSizeHint;
}

int WrapLabel::heightForWidth(int width) const
{
    if (width <= 0 || !wordWrap())
        return QLabel::heightForWidth(width);
    forgetIfChanged();
    for (const auto &[w, h] : m_heights) {
        if (w == width)
            return h;
    }
    const int height = measuresDocument() ? documentSizeFor(width).height() : QLabel::heightForWidth(width);
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
