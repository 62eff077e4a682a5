#pragma once

#include <QFont>
#include <QLabel>
#include <QMargins>

#include <array>

namespace IteraGpu::Ui {

// A word-wrapped label that remembers the heights it computed for the last few widths until its
// text, font or spacing changes. QLabel lays its text out anew on every heightForWidth() call
// (rich text through a whole QTextDocument), and one layout pass asks the same few widths many
// times: for the Estimate tab's four labels, 96 calls before the first frame.
class WrapLabel : public QLabel
{
    Q_OBJECT
public:
    explicit WrapLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

private:
    struct Key
    {
        QString text;
        QFont font;
        Qt::TextFormat format = Qt::AutoText;
        QMargins margins;
        int margin = 0;
        int indent = -1;
        bool operator==(const Key &) const = default;
    };
    Key currentKey() const;

    static constexpr int kRemembered = 6;
    mutable Key m_key;
    mutable std::array<std::pair<int, int>, kRemembered> m_heights{}; // {width, height}; width 0: empty
    mutable int m_next = 0;
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
