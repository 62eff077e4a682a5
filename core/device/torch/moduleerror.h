#pragma once

// The module's side of iteragpu_error (backendabi.h): one malloc'd block per error, built without
// any C++ allocation, so that it still works when the failure being reported is that memory ran out.
#include "core/device/backendabi.h"

namespace IteraGpuTorch {

// An error of `kind` holding the first line of `text` (an empty text gets a fixed one). Never
// returns NULL: when even the error cannot be allocated, a static out-of-memory error stands in.
iteragpu_error *makeError(int32_t kind, const char *text) noexcept;
// Frees what makeError returned (the static stand-in is left alone).
void freeError(iteragpu_error *error) noexcept;
// Whether `text` is libtorch's CPU allocator failing to allocate: it throws a plain c10::Error, so
// its own text ("DefaultCPUAllocator: can't allocate memory: you tried to allocate N bytes") is
// the only mark it has. Read here, in the module, and nowhere downstream of the ABI.
bool isCpuAllocatorFailure(const char *text) noexcept;

} // namespace IteraGpuTorch
