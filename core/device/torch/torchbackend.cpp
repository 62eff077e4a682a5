// The libtorch side of the C ABI in backendabi.h. Every entry point catches everything: no C++
// exception crosses the ABI, errors come back as an iteragpu_error (kind and one line of text).
//
// Calls that exist only in some libtorch releases are decided by feature, not by version number:
// CMakeLists.txt compiles one probe per call against the libtorch headers of this build
// (TorchFeatures.cmake, probes/) and defines ITERAGPU_TORCH_HAS_<CALL> for each that compiles.
// docs/gpu.md lists the calls and the releases they were compiled against.
#include "core/device/backendabi.h"
#include "core/device/torch/moduleerror.h"

#include <ATen/Context.h>
#include <torch/cuda.h>
#include <torch/torch.h>
#include <torch/version.h>

#ifdef ITERAGPU_TORCH_CUDA
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAException.h>
#include <c10/cuda/CUDAGuard.h>
#endif

#include <cstdlib>
#include <cstring>
#include <new>
#include <optional>
#include <string>
#include <utility>

#define ITERAGPU_EXPORT extern "C" __attribute__((visibility("default")))

using IteraGpuTorch::makeError;

namespace {

template <typename F> iteragpu_error *guarded(F &&work)
{
    try {
        work();
        return nullptr;
#ifdef ITERAGPU_TORCH_HAS_OUT_OF_MEMORY_ERROR
    } catch (const c10::OutOfMemoryError &e) {
        // The caching allocator's "CUDA out of memory. Tried to allocate ..." (and HIP's).
        return makeError(ITERAGPU_ERROR_OUT_OF_MEMORY, e.what_without_backtrace());
#endif
    } catch (const c10::Error &e) {
        const char *text = e.what_without_backtrace();
        return makeError(
            IteraGpuTorch::isCpuAllocatorFailure(text) ? ITERAGPU_ERROR_OUT_OF_MEMORY : ITERAGPU_ERROR_OTHER, text);
    } catch (const std::bad_alloc &) {
        return makeError(ITERAGPU_ERROR_OUT_OF_MEMORY, "out of memory (std::bad_alloc in the libtorch module)");
    } catch (const std::exception &e) {
        return makeError(ITERAGPU_ERROR_OTHER, e.what());
    } catch (...) {
        return makeError(ITERAGPU_ERROR_OTHER, "unknown error in the libtorch module");
    }
}

struct DeviceSpec
{
    bool cuda = false;
    int index = 0;
};

// "cpu" or "cuda:N" (ROCm builds of libtorch use the same "cuda" name).
std::optional<DeviceSpec> parseDevice(const char *text, std::string &error)
{
    const std::string device = text ? text : "";
    if (device == "cpu")
        return DeviceSpec{false, 0};
    if (device.rfind("cuda:", 0) == 0 && device.size() > 5 && device.size() <= 9
        && device.find_first_not_of("0123456789", 5) == std::string::npos)
        return DeviceSpec{true, std::stoi(device.substr(5))};
    error = "device '" + device + ITERAGPU_MESSAGE_DEVICE_NAME;
    return std::nullopt;
}

// libtorch 1.13 takes the index as int or int64_t, 2.x as c10::DeviceIndex: this converts to both.
c10::DeviceIndex deviceIndex(const DeviceSpec &spec)
{
    return static_cast<c10::DeviceIndex>(spec.index);
}

#ifdef ITERAGPU_TORCH_CUDA
// The CUDA runtime's own words when it cannot count devices ("no CUDA-capable device is
// detected", "CUDA driver version is insufficient for CUDA runtime version"), empty when it can.
// Asked before libtorch, which turns this failure into 0 devices and a warning on stderr.
std::string cudaRuntimeProblem()
{
#if defined(USE_ROCM)
    return {}; // libtorch is asked directly
#else
    int count = 0;
    const cudaError_t status = cudaGetDeviceCount(&count);
    if (status == cudaSuccess)
        return {};
    (void)cudaGetLastError(); // clears it for libtorch's own calls
    return std::string(cudaGetErrorString(status)) + " (" + cudaGetErrorName(status) + ")";
#endif
}
#endif

int gpuCount()
{
    try {
#ifdef ITERAGPU_TORCH_CUDA
        if (!cudaRuntimeProblem().empty())
            return 0;
#endif
        return torch::cuda::is_available() ? int(torch::cuda::device_count()) : 0;
    } catch (...) {
        return 0;
    }
}

// Why a CUDA device cannot be used, or empty when it can.
std::string cudaUnavailableReason(int index)
{
#ifndef ITERAGPU_TORCH_CUDA
    (void)index;
    return ITERAGPU_MESSAGE_NO_GPU_BUILD;
#else
    const std::string problem = cudaRuntimeProblem();
    if (!problem.empty())
        return ITERAGPU_MESSAGE_NO_GPU " (the CUDA runtime says: " + problem + ")";
    if (!torch::cuda::is_available())
        return ITERAGPU_MESSAGE_NO_GPU " (no GPU, no driver, or no runtime)";
    const int count = gpuCount();
    if (index >= count)
        return "cuda:" + std::to_string(index) + ITERAGPU_MESSAGE_DEVICE_RANGE + std::to_string(count)
            + " device(s) visible";
    return {};
#endif
}

#ifdef ITERAGPU_TORCH_CUDA
// The GPU runtime libtorch was built with, as "12.4" (CUDA) or "6.2" (HIP); empty where it cannot
// tell. Needs no device and no driver: libtorch's CUDA hooks return the CUDART_VERSION libtorch
// was compiled with; ROCm builds define TORCH_HIP_VERSION (major * 100 + minor).
std::string gpuRuntimeBuildVersion()
{
#if defined(USE_ROCM)
#if defined(TORCH_HIP_VERSION)
    return std::to_string(TORCH_HIP_VERSION / 100) + "." + std::to_string(TORCH_HIP_VERSION % 100);
#else
    return {};
#endif
#else
    try {
        const long v = at::detail::getCUDAHooks().versionCUDART(); // 12040 for 12.4
        if (v > 0)
            return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
    } catch (...) { }
    return {};
#endif
}

// The device's free and total bytes, as the runtime counts them (every process, every context).
std::optional<std::pair<size_t, size_t>> deviceMemory(c10::DeviceIndex index)
{
#if defined(ITERAGPU_TORCH_HAS_ALLOCATOR_MEMORY_INFO)
    // libtorch's own wrapper of cudaMemGetInfo (recent 2.x), which selects the device itself.
    return c10::cuda::CUDACachingAllocator::get()->getMemoryInfo(index);
#elif !defined(USE_ROCM)
    const c10::cuda::CUDAGuard guard(index);
    size_t free = 0;
    size_t total = 0;
    C10_CUDA_CHECK(cudaMemGetInfo(&free, &total));
    return std::make_pair(free, total);
#else
    (void)index; // a ROCm libtorch without the wrapper: not read
    return std::nullopt;
#endif
}
#endif

const char *dtypeName(int32_t dtype)
{
    switch (dtype) {
    case ITERAGPU_DTYPE_FLOAT16: return "float16";
    case ITERAGPU_DTYPE_BFLOAT16: return "bfloat16";
    default: return "float32";
    }
}

at::ScalarType scalarType(int32_t dtype)
{
    switch (dtype) {
    case ITERAGPU_DTYPE_FLOAT16: return at::kHalf;
    case ITERAGPU_DTYPE_BFLOAT16: return at::kBFloat16;
    default: return at::kFloat;
    }
}

} // namespace

struct iteragpu_session
{
    DeviceSpec spec;
    at::Device device = at::kCPU;
    at::ScalarType dtype = at::kFloat;
    at::Tensor w1, b1, w2, b2;
    at::Tensor inputs;
    at::Tensor outputs;
};

namespace {

iteragpu_error *environment(const char *deviceText, const iteragpu_fact_sink *sink)
{
    return guarded([&] {
        const auto text
            = [&](const char *key, const std::string &value) { sink->text(sink->context, key, value.c_str()); };
        const auto integer = [&](const char *key, int64_t value) { sink->integer(sink->context, key, value); };
        text("libtorch_version", TORCH_VERSION);
#ifdef ITERAGPU_TORCH_CUDA
        // What libtorch was built with, whether or not a device or driver is usable now (at::hasCUDA()
        // is false without a driver: it asks for a device, not for the build).
#if defined(USE_ROCM)
        text("gpu_runtime", "hip");
#else
        text("gpu_runtime", "cuda");
#endif
        const std::string build = gpuRuntimeBuildVersion();
        if (!build.empty())
            text("gpu_runtime_build_version", build);
        try {
            // Compile-time facts of libtorch's build: no cuDNN or MIOpen call is made.
            if (at::detail::getCUDAHooks().hasCuDNN())
                text("dnn_library_version", std::to_string(at::detail::getCUDAHooks().versionCuDNN()));
        } catch (...) { }
#endif
        integer("visible_gpu_count", gpuCount());
        integer("intra_op_threads", at::get_num_threads());
        try {
            // A process-wide setting read at run time: whether cuBLAS may use TF32 tensor cores for
            // float32 matrix products; it decides which datasheet peak applies to a float32 run.
            integer("float32_matmul_allow_tf32", at::globalContext().allowTF32CuBLAS() ? 1 : 0);
        } catch (...) { }

        std::string error;
        const auto spec = parseDevice(deviceText, error);
        if (!spec) {
            integer("device.available", 0);
            text("device.reason", error);
            return;
        }
        if (!spec->cuda) {
            text("device.type", "cpu");
            integer("device.available", 1);
            text("device.device_name", "CPU");
            return;
        }
        text("device.type", "cuda");
        const std::string reason = cudaUnavailableReason(spec->index);
        if (!reason.empty()) {
            integer("device.available", 0);
            text("device.reason", reason);
            return;
        }
#ifdef ITERAGPU_TORCH_CUDA
        const auto *props = at::cuda::getDeviceProperties(deviceIndex(*spec));
        integer("device.available", 1);
        text("device.device_name", props->name);
        integer("device.total_memory_bytes", static_cast<int64_t>(props->totalGlobalMem));
        integer("device.multiprocessor_count", props->multiProcessorCount);
#if defined(USE_ROCM)
        text("device.gfx_arch", props->gcnArchName);
#else
        text("device.compute_capability", std::to_string(props->major) + "." + std::to_string(props->minor));
#endif
#ifdef ITERAGPU_TORCH_HAS_ALLOCATOR_NAME
        // "native" or "cudaMallocAsync", as PYTORCH_CUDA_ALLOC_CONF's backend chose it.
        try {
            text("device.allocator_backend", c10::cuda::CUDACachingAllocator::name());
        } catch (...) { }
#endif
#ifdef ITERAGPU_TORCH_HAS_CHOSEN_WORKSPACE_SIZE
        // What the caching allocator gives each cuBLAS handle at its first matrix product (from
        // CUBLAS_WORKSPACE_CONFIG, or the default for this device).
        try {
            integer("device.blas_workspace_bytes", static_cast<int64_t>(at::cuda::getChosenWorkspaceSize()));
        } catch (...) { }
#endif
#endif
    });
}

iteragpu_error *openSession(const char *deviceText, iteragpu_session **session)
{
    return guarded([&] {
        *session = nullptr;
        std::string error;
        const auto spec = parseDevice(deviceText, error);
        if (!spec)
            throw std::runtime_error(error);
        if (spec->cuda) {
            const std::string reason = cudaUnavailableReason(spec->index);
            if (!reason.empty())
                throw std::runtime_error(reason);
        }
        auto *s = new iteragpu_session;
        s->spec = *spec;
        s->device = spec->cuda ? at::Device(at::kCUDA, deviceIndex(*spec)) : at::Device(at::kCPU);
        *session = s;
    });
}

void closeSession(iteragpu_session *session)
{
    try {
        delete session;
    } catch (...) { }
}

iteragpu_error *checkDtype(iteragpu_session *s, int32_t dtype)
{
    return guarded([&] {
        if (dtype < ITERAGPU_DTYPE_FLOAT32 || dtype > ITERAGPU_DTYPE_BFLOAT16)
            throw std::runtime_error("unknown dtype code " + std::to_string(dtype));
        const at::ScalarType type = scalarType(dtype);
        if (!s->spec.cuda) {
            // A tiny Linear + GELU on the CPU tells whether this libtorch has the CPU kernels.
            c10::InferenceMode guard;
            auto x = at::ones({2, 2}, at::TensorOptions().dtype(type));
            try {
                (void)at::gelu(at::linear(x, x, x[0]));
                (void)at::randn({2}, at::TensorOptions().dtype(type));
            } catch (const c10::Error &) {
                throw std::runtime_error(std::string(dtypeName(dtype)) + ITERAGPU_MESSAGE_DTYPE_CPU " " TORCH_VERSION);
            }
            return;
        }
#ifdef ITERAGPU_TORCH_CUDA
#if !defined(USE_ROCM)
        if (type == at::kBFloat16) {
            const auto *props = at::cuda::getDeviceProperties(deviceIndex(s->spec));
            if (props->major < 8)
                throw std::runtime_error(ITERAGPU_MESSAGE_BFLOAT16 "; this device has " + std::to_string(props->major)
                                         + "." + std::to_string(props->minor));
        }
#endif
#endif
    });
}

iteragpu_error *buildModel(iteragpu_session *s, int64_t width, int64_t hidden, int32_t dtype, uint64_t seed)
{
    return guarded([&] {
        c10::InferenceMode guard;
        s->dtype = scalarType(dtype);
        torch::manual_seed(seed);
        torch::nn::Linear first(torch::nn::LinearOptions(width, hidden));
        torch::nn::Linear second(torch::nn::LinearOptions(hidden, width));
        // dtype conversion on the CPU, then one copy per tensor to the device.
        auto place = [&](const at::Tensor &t) { return t.detach().to(s->dtype).to(s->device); };
        s->w1 = place(first->weight);
        s->b1 = place(first->bias);
        s->w2 = place(second->weight);
        s->b2 = place(second->bias);
    });
}

iteragpu_error *createInputs(iteragpu_session *s, int64_t batch, int64_t context, uint64_t seed)
{
    return guarded([&] {
        c10::InferenceMode guard;
        if (!s->w1.defined())
            throw std::runtime_error("inputs before the model");
        torch::manual_seed(seed); // seeds the CPU and every GPU generator
        s->inputs = at::randn({batch, context, s->w1.size(1)}, at::TensorOptions().dtype(s->dtype).device(s->device));
    });
}

iteragpu_error *forward(iteragpu_session *s)
{
    return guarded([&] {
        c10::InferenceMode guard;
        if (!s->inputs.defined())
            throw std::runtime_error("forward before the inputs");
        // One statement per operation: a C++ full-expression would keep the first Linear's output
        // alive until the end of the expression, which eager Python does not.
        at::Tensor hidden = at::linear(s->inputs, s->w1, s->b1);
        at::Tensor activated = at::gelu(hidden);
        hidden.reset();
        s->outputs = at::linear(activated, s->w2, s->b2);
        activated.reset();
    });
}

iteragpu_error *releaseOutputs(iteragpu_session *s)
{
    return guarded([&] { s->outputs.reset(); });
}

iteragpu_error *synchronize(iteragpu_session *s)
{
    return guarded([&] {
        if (s->spec.cuda)
            torch::cuda::synchronize(s->spec.index);
    });
}

iteragpu_error *memory(iteragpu_session *s, iteragpu_memory *out)
{
    return guarded([&] {
        *out = iteragpu_memory{};
#ifdef ITERAGPU_TORCH_CUDA
        if (s->spec.cuda) {
            // DeviceStats is c10::cuda::CUDACachingAllocator's in 1.13 and early 2.x and
            // c10::CachingDeviceAllocator's in recent 2.x, with the same fields. Index 0 of
            // each stat array is the aggregate over the small and large pools.
            const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(deviceIndex(s->spec));
            out->available = 1;
            out->allocated = stats.allocated_bytes[0].current;
            out->reserved = stats.reserved_bytes[0].current;
            out->peak_allocated = stats.allocated_bytes[0].peak;
            out->peak_reserved = stats.reserved_bytes[0].peak;
            out->num_alloc_retries = stats.num_alloc_retries;
            out->num_ooms = stats.num_ooms;
            // The device's own figures are extra facts: when the runtime cannot give them, the
            // reading stays valid without them (device_available 0).
            try {
                if (const auto device = deviceMemory(deviceIndex(s->spec))) {
                    out->device_available = 1;
                    out->device_free_bytes = static_cast<int64_t>(device->first);
                    out->device_total_bytes = static_cast<int64_t>(device->second);
                }
            } catch (const c10::Error &) { }
        }
#else
        (void)s;
#endif
    });
}

iteragpu_error *resetPeaks(iteragpu_session *s)
{
    return guarded([&] {
#ifdef ITERAGPU_TORCH_CUDA
        if (s->spec.cuda)
            c10::cuda::CUDACachingAllocator::resetPeakStats(deviceIndex(s->spec));
#else
        (void)s;
#endif
    });
}

iteragpu_error *outputChecksum(iteragpu_session *s, double *sum)
{
    return guarded([&] {
        c10::InferenceMode guard;
        if (!s->outputs.defined())
            throw std::runtime_error("no output to sum");
        *sum = s->outputs.to(at::kDouble).sum().item<double>();
    });
}

const iteragpu_backend_v3 kBackend = {
    ITERAGPU_BACKEND_ABI_VERSION,
    sizeof(iteragpu_backend_v3),
    IteraGpuTorch::freeError,
    environment,
    openSession,
    closeSession,
    checkDtype,
    buildModel,
    createInputs,
    forward,
    releaseOutputs,
    synchronize,
    memory,
    resetPeaks,
    outputChecksum,
};

} // namespace

ITERAGPU_EXPORT uint32_t iteragpu_backend_abi_version(void)
{
    return ITERAGPU_BACKEND_ABI_VERSION;
}

ITERAGPU_EXPORT const iteragpu_backend_v3 *iteragpu_backend_v3_table(void)
{
    return &kBackend;
}
