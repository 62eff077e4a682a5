#pragma once

#include <QString>
#include <QStringView>

namespace IteraGpu::Ui {

// The translated label of the field `key` (a FieldKey): the name the GUI gives a field in its
// messages ("Lots: ..."). Passed to core's validators as their FieldLabels.
QString fieldLabel(QStringView key);

} // namespace IteraGpu::Ui
