#pragma once

#include <QKeySequence>

namespace IteraGpu::Ui {

// Every key the window's menus bind, once: WindowActions binds them and the help (HelpView) lists
// them from here, so that the two never disagree.
enum class WindowKey
{
    NewExperiment,
    OpenExperiment,
    SaveExperiment,
    OpenReport,
    Compare,
    SaveGridAs,
    ExportBundle,
    Quit,
    Undo,
    Redo,
    AddRow,
    Help
};

QKeySequence windowKey(WindowKey key);

} // namespace IteraGpu::Ui
