#include "ui/widgets/inlineerror.h"

#include <QLabel>
#include <QPalette>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

void setInvalid(QWidget *field, bool invalid)
{
    field->setStyleSheet(invalid ? u"border: 2px solid #b00020;"_s : QString());
}

void styleAsError(QLabel *label)
{
    label->setTextFormat(Qt::PlainText); // messages quote files and typed values
    label->setWordWrap(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    label->setPalette(palette);
    // The space of two lines is kept while there is no message: nothing below moves when one
    // appears or goes (a double-click meant for a grid row must not land on the one above).
    label->setMinimumHeight(2 * label->fontMetrics().lineSpacing());
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

void showInPlainColour(QLabel *label)
{
    label->setPalette(QPalette());
}

void showProblems(const KeyedFields &fields, const QList<Error> &problems, QLabel *message)
{
    QStringList lines;
    for (const Error &problem : problems)
        lines.append(problem.message);
    for (const auto &[field, key] : fields) {
        const bool named
            = std::any_of(problems.begin(), problems.end(), [name = key](const Error &p) { return p.field == name; });
        setInvalid(field, named);
    }
    message->setText(lines.join(u'\n'));
}

} // namespace IteraGpu::Ui
