#include "ui/common/threadpriority.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace IteraGpu::Ui {

void lowerCurrentThreadPriority()
{
#ifdef Q_OS_LINUX
    // On Linux, PRIO_PROCESS with a thread id sets that thread's nice value alone.
    const auto tid = static_cast<id_t>(::syscall(SYS_gettid));
    const int current = ::getpriority(PRIO_PROCESS, tid);
    if (current < 10)
        (void)::setpriority(PRIO_PROCESS, tid, 10);
#endif
}

} // namespace IteraGpu::Ui
