// ITERAGPU_TORCH_HAS_ALLOCATOR_MEMORY_INFO: libtorch's own wrapper of cudaMemGetInfo on the CUDA
// allocator (the device's free and total bytes); without it the module calls the runtime itself.
#include <c10/cuda/CUDACachingAllocator.h>

#include <cstddef>
#include <utility>

std::pair<std::size_t, std::size_t> iteragpuProbe(c10::DeviceIndex device)
{
    return c10::cuda::CUDACachingAllocator::get()->getMemoryInfo(device);
}
