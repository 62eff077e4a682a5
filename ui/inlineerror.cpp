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
}

} // namespace IteraGpu::Ui
