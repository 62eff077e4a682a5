#pragma once

namespace IteraGpu::Ui {

// Lowers the calling thread's scheduling priority (Linux: nice 10 for this thread only). Called by
// every job (JobTracker) and so on the thread that loads libtorch: the BLAS threads libtorch starts inherit
// it, so that a CPU dry run on a 2-core machine cannot keep the GUI thread waiting for a core (at
// nice 5 the GUI benchmark saw 10 to 15 ms stalls of which the GUI thread worked half).
void lowerCurrentThreadPriority();

} // namespace IteraGpu::Ui
