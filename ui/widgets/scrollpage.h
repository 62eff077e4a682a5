#pragma once

#include <QScrollArea>

namespace IteraGpu::Ui {

// A form or panel in a frameless scroll area, at the top of a page as wide as the area: taller
// than a small window, it scrolls vertically instead of squeezing its fields and clipping labels. Its
// minimum width is the content's (with room for the vertical bar), so that the layout around
// it keeps that width and no field is cut or scrolled sideways.
class ScrollPage : public QScrollArea
{
    Q_OBJECT
public:
    ScrollPage(QWidget *content, QWidget *parent);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace IteraGpu::Ui
