#pragma once

#include <QIcon>

namespace IteraGpu::Ui {

// The window icon: the rendered PNG sizes of resources/iteragpu-lab.svg in this library's resources,
// each decoded when a size is first asked for (docs/ARCHITECTURE.md, "What the GUI thread does, and
// when"). QIcon::addFile decodes every file at once, and the first decode loads Qt's image reader
// plugins: 3 ms before the first frame, on a platform that may never draw the icon.
QIcon applicationIcon();

// The sizes applicationIcon() holds, in pixels; 256 px is left to the desktop's icon theme.
QList<int> applicationIconSizes();

} // namespace IteraGpu::Ui
