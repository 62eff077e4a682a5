#pragma once

namespace IteraGpu::Ui {

// Lowers the calling thread's scheduling priority a little (Linux: nice +5 for this thread only).
// Called on the threads that load libtorch and run measurements: the BLAS threads libtorch
// starts inherit it, so that a CPU dry run on a 2-core machine cannot starve the GUI thread.
void lowerCurrentThreadPriority();

} // namespace IteraGpu::Ui
