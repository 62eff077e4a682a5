// Must compile wherever the module can: the libtorch headers the other probes include, reachable
// with this build's flags. If it does not, every probe would read as "absent" for the wrong reason,
// so TorchFeatures.cmake stops with this compiler's output instead.
#include <c10/util/Exception.h>

int iteragpuProbe()
{
    return 0;
}
