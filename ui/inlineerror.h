#pragma once

class QLabel;
class QWidget;

// The one look of inline validation in every tab: a red border on the field at fault and red
// text for the reason, in a space reserved whether or not there is a message (never hidden, so
// the layout does not jump). Non-modal, and the field keeps what the user typed.
namespace IteraGpu::Ui {

void setInvalid(QWidget *field, bool invalid);
void styleAsError(QLabel *label);

} // namespace IteraGpu::Ui
