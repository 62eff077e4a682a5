#pragma once

class QWidget;

namespace IteraGpu::Ui {

// Gives every button of the dialog's button boxes that has no accelerator one (Alt and a letter):
// the first letter of its text that no other label or button of `dialog` uses already. Qt's own
// texts of the standard buttons ("Save", "Discard", "Cancel", "Close", in the platform's language)
// have none. Call after every widget of the dialog has its text, before it is shown.
void giveButtonsAccelerators(QWidget *dialog);

} // namespace IteraGpu::Ui
