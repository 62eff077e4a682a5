// ITERAGPU_TORCH_HAS_CHOSEN_WORKSPACE_SIZE: the cuBLAS workspace size libtorch takes from the
// caching allocator for each handle (the fact device.blas_workspace_bytes), declared in a header.
#include <ATen/cuda/CUDAContext.h>

#include <cstddef>

std::size_t iteragpuProbe()
{
    return at::cuda::getChosenWorkspaceSize();
}
