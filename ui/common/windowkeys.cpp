#include "ui/common/windowkeys.h"

namespace IteraGpu::Ui {

QKeySequence windowKey(WindowKey key)
{
    switch (key) {
    case WindowKey::NewExperiment: return QKeySequence::New;
    case WindowKey::OpenExperiment: return QKeySequence::Open;
    case WindowKey::SaveExperiment: return QKeySequence::Save;
    case WindowKey::OpenReport: return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O);
    case WindowKey::Compare: return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    case WindowKey::SaveGridAs: return QKeySequence::SaveAs;
    case WindowKey::ExportBundle: return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    case WindowKey::Quit: return QKeySequence::Quit;
    case WindowKey::Undo: return QKeySequence::Undo;
    case WindowKey::Redo: return QKeySequence::Redo;
    case WindowKey::AddRow: return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    case WindowKey::Help: return QKeySequence::HelpContents;
    }
    return {};
}

} // namespace IteraGpu::Ui
