#pragma once

#include <QFont>
#include <QLabel>
#include <QMargins>

#include <array>
#include <memory>

class QTextDocument;

namespace IteraGpu::Ui {

// A word-wrapped label (plain text unless set otherwise) whose size hints and heights for width cost
// one text layout each, and are remembered until its text, font, flags or spacing change.
// - QLabel lays its text out anew on every heightForWidth() call, and one layout pass asks the
//   same few widths many times: for the Estimate tab's four labels, 96 calls before the first frame.
// - For text it shows through a QTextDocument (rich or selectable text), QLabel lays out its own
//   document three to five times for one answer (each change of width is undone at once, which is
//   a layout too): the Estimate tab's results table took 3.4 ms for its size hints alone.
//   WrapLabel measures a document of its own with the same contents and settings instead, and
//   answers what QLabel answers (tst_windowpolish compares them).
class WrapLabel : public QLabel
{
    Q_OBJECT
public:
    explicit WrapLabel(QWidget *parent = nullptr);
    ~WrapLabel() override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

private:
    struct Key
    {
        QString text;
        QFont font;
        Qt::TextFormat format = Qt::AutoText;
        Qt::TextInteractionFlags flags;
        Qt::Alignment alignment;
        bool wordWrap = false;
        QMargins margins;
        int margin = 0;
        int indent = -1;
        int frameWidth = 0;
        QSize minimumSize;
        bool operator==(const Key &) const = default;
    };
    Key currentKey() const;
    void forgetIfChanged() const;
    // Whether QLabel shows the text through a QTextDocument, which this label then measures.
    bool measuresDocument() const;
    bool showsRichText() const; // as QLabel decides for its text format
    // QLabel's size for `width` (-1: its preferred shape), from m_document.
    QSize documentSizeFor(int width) const;

    static constexpr int kRemembered = 6;
    mutable Key m_key;
    mutable std::array<std::pair<int, int>, kRemembered> m_heights{}; // {width, height}; width 0: empty
    mutable int m_next = 0;
    mutable QSize m_sizeHint; // invalid: not measured since the last change
    mutable QSize m_minimumSizeHint;
    mutable std::unique_ptr<QTextDocument> m_document;
};

// Holds a label that changes often (a run's status line) and tells the layout around about a new
// text only when the space it needs changes. QLabel::setText() always asks the window to lay out
// again, and a QTabWidget answers that by repainting all of itself: in the GUI benchmark, a 10 to
// 17 ms repaint of the whole window for each phase of a run.
class QuietLabelHolder : public QWidget
{
    Q_OBJECT
public:
    QuietLabelHolder(QLabel *label, QWidget *parent);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QLabel *m_label;
    QSize m_minimum; // as last told to the layout
    int m_height = -1; // for the current width, as last told to the layout
};

} // namespace IteraGpu::Ui
