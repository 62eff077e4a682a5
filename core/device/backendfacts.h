#pragma once

#include <QString>

#include <optional>

namespace IteraGpu {

// What a loaded libtorch module reports about itself and about one device (Backend::environment).
// The environment report (environment.h) carries these facts; the device interface (backend.h)
// returns them.

enum class GpuRuntime
{
    None, // libtorch built for the CPU only
    Cuda, // with cuDNN
    Hip // ROCm, with MIOpen
};

// What the libtorch module reports about itself. An empty text is a fact it could not read.
struct LibtorchFacts
{
    QString version; // "2.1.2"
    GpuRuntime gpuRuntime = GpuRuntime::None; // the GPU runtime libtorch was built with
    QString gpuRuntimeBuildVersion; // "12.1" (CUDA) or HIP's version number; not the driver
    QString dnnLibraryVersion; // cuDNN or MIOpen
    int visibleGpuCount = 0;
    std::optional<int> intraOpThreads;
    QString error; // why the module stopped reporting part-way; empty when it did not
    // Whether cuBLAS may use TF32 tensor cores for float32 matrix products (libtorch's
    // allowTF32CuBLAS, i.e. a float32 matmul precision other than "highest"); none: not reported.
    std::optional<bool> float32MatmulAllowTf32;
};

enum class DeviceType
{
    Unknown, // the name was not understood, or no module reported it
    Cpu,
    Cuda // also ROCm devices: libtorch names them cuda:N too
};

// The requested device as the module sees it.
struct DeviceFacts
{
    QString name; // as requested: "cpu" or "cuda:N"
    DeviceType type = DeviceType::Unknown;
    bool available = false;
    QString reason; // why it is not available
    QString deviceName; // "NVIDIA H100 80GB HBM3", "CPU"
    std::optional<qint64> totalMemoryBytes; // as the runtime reports it; none on the CPU
    QString computeCapability; // "9.0" on CUDA devices
    QString gfxArch; // "gfx90a" on ROCm devices
    std::optional<qint64> multiprocessorCount; // streaming multiprocessors (CUDA) or compute units (ROCm)
    QString allocatorBackend; // the caching allocator's backend: "native" or "cudaMallocAsync"
    // The cuBLAS/hipBLAS workspace libtorch takes from the caching allocator at the first matrix
    // product and keeps: counted in allocated bytes from then on.
    std::optional<qint64> blasWorkspaceBytes;
};

// What a loaded backend reports (Backend::environment).
struct BackendFacts
{
    LibtorchFacts libtorch;
    DeviceFacts device;
};

} // namespace IteraGpu
