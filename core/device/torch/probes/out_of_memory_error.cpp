// ITERAGPU_TORCH_HAS_OUT_OF_MEMORY_ERROR: c10::OutOfMemoryError, the type libtorch's device
// allocators throw when an allocation fails (the module reports it as an out-of-memory error).
#include <c10/util/Exception.h>

bool iteragpuProbe(const c10::Error &error)
{
    return dynamic_cast<const c10::OutOfMemoryError *>(&error) != nullptr;
}
