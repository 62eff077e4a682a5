#pragma once

#include <QString>
#include <QStringView>

namespace IteraGpu::Cli {

// The option that sets the field `key` (a FieldKey): the name the CLI gives a field in its
// messages ("--lots: ..."). Passed to core's validators as their FieldLabels.
QString optionName(QStringView key);

} // namespace IteraGpu::Cli
