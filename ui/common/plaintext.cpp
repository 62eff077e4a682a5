#include "ui/common/plaintext.h"

#include "ui/common/dialogaccelerators.h"

#include <QInputDialog>
#include <QLabel>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

QLabel *plainLabel(QLabel *label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

QString htmlEscaped(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', u"<br>"_s);
}

QString plainToolTip(const QString &text)
{
    // Qt shows a tooltip as rich text exactly when Qt::mightBeRichText() says so (QToolTip).
    if (!Qt::mightBeRichText(text))
        return text;
    return u"<p style='white-space:pre-wrap'>"_s + text.toHtmlEscaped() + u"</p>"_s;
}

void makePlain(QMessageBox *box)
{
    box->setTextFormat(Qt::PlainText);
    // The informative text has a label of its own that QMessageBox leaves at Qt::AutoText.
    for (QLabel *label : box->findChildren<QLabel *>())
        label->setTextFormat(Qt::PlainText);
}

QMessageBox::StandardButton plainMessage(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                         const QString &text, QMessageBox::StandardButtons buttons,
                                         QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setDefaultButton(defaultButton);
    makePlain(&box);
    giveButtonsAccelerators(&box);
    if (box.exec() == -1)
        return QMessageBox::Cancel;
    return box.standardButton(box.clickedButton());
}

QString plainTextInput(QWidget *parent, const QString &title, const QString &label, bool *ok)
{
    QInputDialog dialog(parent);
    dialog.setWindowTitle(title);
    dialog.setLabelText(label);
    dialog.setInputMode(QInputDialog::TextInput);
    for (QLabel *child : dialog.findChildren<QLabel *>())
        child->setTextFormat(Qt::PlainText);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    if (ok)
        *ok = accepted;
    return accepted ? dialog.textValue() : QString();
}

} // namespace IteraGpu::Ui
