// The libtorch side of the C ABI in backendabi.h. Every entry point catches everything: no C++
// exception crosses the ABI, errors come back as one line of malloc'd text.
#include "device/backendabi.h"

#include <ATen/Context.h>
#include <torch/cuda.h>
#include <torch/torch.h>
#include <torch/version.h>

#ifdef ITERAGPU_TORCH_CUDA
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDACachingAllocator.h>
#endif

#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

#define ITERAGPU_EXPORT extern "C" __attribute__((visibility("default")))

// libtorch's own version macros (torch/version.h). The calls that differ between 1.13 and 2.x and
// the version each one needs are listed in docs/gpu.md.
#define ITERAGPU_TORCH_AT_LEAST(major, minor)                                                                          \
    (TORCH_VERSION_MAJOR > (major) || (TORCH_VERSION_MAJOR == (major) && TORCH_VERSION_MINOR >= (minor)))

namespace {

char *copyText(const std::string &text)
{
    char *out = static_cast<char *>(std::malloc(text.size() + 1));
    if (out)
        std::memcpy(out, text.c_str(), text.size() + 1);
    return out;
}

// One line: libtorch messages carry backtraces and hints on further lines.
std::string firstLine(std::string text)
{
    const auto newline = text.find('\n');
    if (newline != std::string::npos)
        text.resize(newline);
    return text.empty() ? std::string("unknown libtorch error") : text;
}

template <typename F> char *guarded(F &&work)
{
    try {
        work();
        return nullptr;
    } catch (const c10::Error &e) {
        return copyText(firstLine(e.what_without_backtrace()));
    } catch (const std::exception &e) {
        return copyText(firstLine(e.what()));
    } catch (...) {
        return copyText("unknown error in the libtorch module");
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

int gpuCount()
{
    try {
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
    if (!torch::cuda::is_available())
        return ITERAGPU_MESSAGE_NO_GPU " (no GPU, no driver, or no runtime)";
    const int count = gpuCount();
    if (index >= count)
        return "cuda:" + std::to_string(index) + ITERAGPU_MESSAGE_DEVICE_RANGE + std::to_string(count)
            + " device(s) visible";
    return {};
#endif
}

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

void freeText(char *text)
{
    std::free(text);
}

char *environment(const char *deviceText, const iteragpu_fact_sink *sink)
{
    return guarded([&] {
        const auto text
            = [&](const char *key, const std::string &value) { sink->text(sink->context, key, value.c_str()); };
        const auto integer = [&](const char *key, int64_t value) { sink->integer(sink->context, key, value); };
        text("libtorch_version", TORCH_VERSION);
#if defined(USE_ROCM)
        const bool cudaRuntime = false;
#else
        const bool cudaRuntime = true;
#endif
        if (at::hasCUDA()) {
            text("gpu_runtime", cudaRuntime ? "cuda" : "hip");
            try {
                const long v = at::detail::getCUDAHooks().versionCUDART();
                text("gpu_runtime_build_version",
                     cudaRuntime ? std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10)
                                 : std::to_string(v));
            } catch (...) { }
            try {
                if (at::detail::getCUDAHooks().hasCuDNN())
                    text("dnn_library_version", std::to_string(at::detail::getCUDAHooks().versionCuDNN()));
            } catch (...) { }
        }
        integer("visible_gpu_count", gpuCount());
        integer("intra_op_threads", at::get_num_threads());

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
#if ITERAGPU_TORCH_AT_LEAST(2, 0)
        // "native" or "cudaMallocAsync", as PYTORCH_CUDA_ALLOC_CONF's backend chose it.
        try {
            text("device.allocator_backend", c10::cuda::CUDACachingAllocator::name());
        } catch (...) { }
#endif
#if ITERAGPU_TORCH_AT_LEAST(2, 6)
        // What the caching allocator gives each cuBLAS handle at its first matrix product (from
        // CUBLAS_WORKSPACE_CONFIG, or the default for this device).
        try {
            integer("device.blas_workspace_bytes", static_cast<int64_t>(at::cuda::getChosenWorkspaceSize()));
        } catch (...) { }
#endif
#endif
    });
}

char *openSession(const char *deviceText, iteragpu_session **session)
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

char *checkDtype(iteragpu_session *s, int32_t dtype)
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

char *buildModel(iteragpu_session *s, int64_t width, int64_t hidden, int32_t dtype, uint64_t seed)
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

char *createInputs(iteragpu_session *s, int64_t batch, int64_t context, uint64_t seed)
{
    return guarded([&] {
        c10::InferenceMode guard;
        if (!s->w1.defined())
            throw std::runtime_error("inputs before the model");
        torch::manual_seed(seed); // seeds the CPU and every GPU generator
        s->inputs = at::randn({batch, context, s->w1.size(1)}, at::TensorOptions().dtype(s->dtype).device(s->device));
    });
}

char *forward(iteragpu_session *s)
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

char *releaseOutputs(iteragpu_session *s)
{
    return guarded([&] { s->outputs.reset(); });
}

char *synchronize(iteragpu_session *s)
{
    return guarded([&] {
        if (s->spec.cuda)
            torch::cuda::synchronize(s->spec.index);
    });
}

char *memory(iteragpu_session *s, iteragpu_memory *out)
{
    return guarded([&] {
        *out = iteragpu_memory{0, 0, 0, 0, 0};
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
        }
#else
        (void)s;
#endif
    });
}

char *resetPeaks(iteragpu_session *s)
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

char *outputChecksum(iteragpu_session *s, double *sum)
{
    return guarded([&] {
        c10::InferenceMode guard;
        if (!s->outputs.defined())
            throw std::runtime_error("no output to sum");
        *sum = s->outputs.to(at::kDouble).sum().item<double>();
    });
}

const iteragpu_backend_v2 kBackend = {
    ITERAGPU_BACKEND_ABI_VERSION,
    sizeof(iteragpu_backend_v2),
    freeText,
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

ITERAGPU_EXPORT const iteragpu_backend_v2 *iteragpu_backend_v2_table(void)
{
    return &kBackend;
}
