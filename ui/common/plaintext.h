#pragma once

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

// Text that comes from a file or a remote host (a report's device name, a grid cell, a tensor name,
// an error message quoting one) is shown as the characters it holds, never as HTML: Qt renders a
// label, a message box, a tooltip or a chart title as rich text when the text "might be" rich text
// (docs/ARCHITECTURE.md, "Untrusted text is plain"). Every such surface goes through these.
namespace IteraGpu::Ui {

// Sets Qt::PlainText on `label` and returns it (for constructor lists).
QLabel *plainLabel(QLabel *label);
// A tooltip that shows `text` literally: unchanged where Qt would show it as plain text anyway,
// else escaped inside a rich-text paragraph that keeps its line breaks.
QString plainToolTip(const QString &text);
// For a rich-text surface (a chart title, a legend, a label that deliberately uses HTML): `text`
// escaped, its line breaks kept as <br>.
QString htmlEscaped(const QString &text);

// Every label of `box` (text and informative text) set to plain text; the detailed text is plain
// already. Call after the texts are set.
void makePlain(QMessageBox *box);
// QMessageBox::warning / information / question, with every text plain.
QMessageBox::StandardButton plainMessage(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                         const QString &text, QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                         QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
inline QMessageBox::StandardButton plainWarning(QWidget *parent, const QString &title, const QString &text)
{
    return plainMessage(parent, QMessageBox::Warning, title, text);
}
inline QMessageBox::StandardButton plainInformation(QWidget *parent, const QString &title, const QString &text)
{
    return plainMessage(parent, QMessageBox::Information, title, text);
}
inline QMessageBox::StandardButton plainQuestion(QWidget *parent, const QString &title, const QString &text,
                                                 QMessageBox::StandardButtons buttons
                                                 = QMessageBox::Yes | QMessageBox::No,
                                                 QMessageBox::StandardButton defaultButton = QMessageBox::NoButton)
{
    return plainMessage(parent, QMessageBox::Question, title, text, buttons, defaultButton);
}
// QInputDialog::getText with its label plain.
QString plainTextInput(QWidget *parent, const QString &title, const QString &label, bool *ok);

} // namespace IteraGpu::Ui
