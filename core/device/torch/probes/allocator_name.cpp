// ITERAGPU_TORCH_HAS_ALLOCATOR_NAME: the caching allocator's backend name, "native" or
// "cudaMallocAsync" (the fact device.allocator_backend).
#include <c10/cuda/CUDACachingAllocator.h>

#include <string>

std::string iteragpuProbe()
{
    return c10::cuda::CUDACachingAllocator::name();
}
