#include "ui/common/dialogaccelerators.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QLabel>
#include <QSet>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// The accelerator letter of `text` ("&Save" → 's'), lower case; a null QChar when it has none
// ("&&" is a literal ampersand).
QChar acceleratorOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

} // namespace

void giveButtonsAccelerators(QWidget *dialog)
{
    QSet<QChar> taken;
    for (const QAbstractButton *button : dialog->findChildren<QAbstractButton *>())
        if (const QChar letter = acceleratorOf(button->text()); !letter.isNull())
            taken.insert(letter);
    for (const QLabel *label : dialog->findChildren<QLabel *>())
        if (const QChar letter = acceleratorOf(label->text()); !letter.isNull() && label->buddy())
            taken.insert(letter);
    for (QDialogButtonBox *box : dialog->findChildren<QDialogButtonBox *>()) {
        for (QAbstractButton *button : box->buttons()) {
            QString text = button->text();
            if (!acceleratorOf(text).isNull())
                continue;
            for (qsizetype i = 0; i < text.size(); ++i) {
                const QChar letter = text.at(i).toLower();
                if (!letter.isLetterOrNumber() || taken.contains(letter))
                    continue;
                taken.insert(letter);
                button->setText(text.insert(i, u'&'));
                break;
            }
        }
    }
}

} // namespace IteraGpu::Ui
