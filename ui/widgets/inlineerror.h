#pragma once

#include "core/util/result.h"

#include <QList>
#include <QStringView>

#include <utility>

class QLabel;
class QWidget;

// The one look of inline validation in every tab: a red border on the field at fault and red
// text for the reason, in a space reserved whether or not there is a message (never hidden, so
// the layout does not jump). Non-modal, and the field keeps what the user typed.
namespace IteraGpu::Ui {

void setInvalid(QWidget *field, bool invalid);
// Red text (the label's palette, not a style sheet: a style sheet gives the label a style of its
// own), word-wrapped, with two lines reserved; showInPlainColour() takes the red back.
void styleAsError(QLabel *label);
void showInPlainColour(QLabel *label);

// A form's fields with their FieldKey, for showProblems().
using KeyedFields = QList<std::pair<QWidget *, QStringView>>;

// Marks at once every field of `fields` that one of `problems` names, unmarks the others, and
// writes every message into `message`, one a line (a problem about no single field too);
// clears it when there is none.
void showProblems(const KeyedFields &fields, const QList<Error> &problems, QLabel *message);

} // namespace IteraGpu::Ui
