#include "inlineerror.h"

#include <QLabel>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

void setInvalid(QWidget *field, bool invalid)
{
    field->setStyleSheet(invalid ? u"border: 2px solid #b00020;"_s : QString());
}

void styleAsError(QLabel *label)
{
    label->setWordWrap(true);
    label->setStyleSheet(u"color: #b00020;"_s);
    // The space of two lines is kept while there is no message: nothing below moves when one
    // appears or goes (a double-click meant for a grid row must not land on the one above).
    label->setMinimumHeight(2 * label->fontMetrics().lineSpacing());
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

} // namespace IteraGpu::Ui
