#pragma once

#include "core/quality/recovery.h"

#include <qcoro/qcorotask.h>

#include "ui/windowparts.h"

namespace IteraGpu::Ui {

class QualityCostTab;

// What the crash-recovery file keeps of the window: the unsaved results grid and quality protocol
// (nothing when the Quality and cost tab was never built: nothing can have been typed there).
RecoverySnapshot unsavedWork(const QualityCostTab *quality);
// After a crash: asks whether to restore what the last session left (or says why it cannot be
// read), and restores it unsaved on "Restore". Waits, without blocking the window, for the file
// to be read first (RecoveryManager reads it off the GUI thread).
QCoro::Task<> offerRecovery(WindowParts *window);
void restoreRecovery(WindowParts *window, const RecoverySnapshot &snapshot);

} // namespace IteraGpu::Ui
