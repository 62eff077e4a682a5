#include "core/device/backendmessage.h"

#include "core/device/backendabi.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::BackendMessage)
};

QString sentence(BackendMessageCode code)
{
    switch (code) {
    case BackendMessageCode::NoGpuBuild:
        return Tr::tr("this libtorch was built without CUDA or ROCm: it can measure only the CPU dry run");
    case BackendMessageCode::NoGpu:
        return Tr::tr("libtorch sees no usable GPU (check the GPU, its driver and the runtime)");
    case BackendMessageCode::DeviceOutOfRange: return Tr::tr("this machine has no GPU with that index");
    case BackendMessageCode::DeviceName: return Tr::tr("the device must be cpu or cuda:N");
    case BackendMessageCode::DtypeOnCpu: return Tr::tr("this libtorch cannot compute in that dtype on the CPU");
    case BackendMessageCode::BFloat16OnGpu:
        return Tr::tr("bfloat16 needs a GPU of compute capability 8.0 or newer; choose float16 or float32");
    case BackendMessageCode::OutOfMemory: return Tr::tr("the device ran out of memory");
    case BackendMessageCode::NotLoaded: return Tr::tr("the libtorch backend is not loaded");
    case BackendMessageCode::Other: break;
    }
    return Tr::tr("libtorch or the torch module reported an error");
}

} // namespace

QString backendNotLoadedReason()
{
    return u"the libtorch backend is not loaded"_s;
}

BackendMessageCode backendMessageCode(const QString &english, ErrorKind kind)
{
    // The module decides what an allocation failure is (docs/gpu.md); its words are never read here.
    if (kind == ErrorKind::OutOfMemory)
        return BackendMessageCode::OutOfMemory;
    const auto has = [&english](const char *part) { return english.contains(QLatin1StringView(part)); };
    if (has(ITERAGPU_MESSAGE_NO_GPU_BUILD))
        return BackendMessageCode::NoGpuBuild;
    if (has(ITERAGPU_MESSAGE_NO_GPU))
        return BackendMessageCode::NoGpu;
    if (english.startsWith(u"cuda:"_s) && has(ITERAGPU_MESSAGE_DEVICE_RANGE))
        return BackendMessageCode::DeviceOutOfRange;
    if (english.startsWith(u"device '"_s) && has(ITERAGPU_MESSAGE_DEVICE_NAME))
        return BackendMessageCode::DeviceName;
    if (has(ITERAGPU_MESSAGE_DTYPE_CPU))
        return BackendMessageCode::DtypeOnCpu;
    if (has(ITERAGPU_MESSAGE_BFLOAT16))
        return BackendMessageCode::BFloat16OnGpu;
    if (english == backendNotLoadedReason())
        return BackendMessageCode::NotLoaded;
    return BackendMessageCode::Other;
}

QString backendMessageCodeName(BackendMessageCode code)
{
    switch (code) {
    case BackendMessageCode::NoGpuBuild: return u"torch-no-gpu-build"_s;
    case BackendMessageCode::NoGpu: return u"torch-no-gpu"_s;
    case BackendMessageCode::DeviceOutOfRange: return u"torch-device-range"_s;
    case BackendMessageCode::DeviceName: return u"torch-device-name"_s;
    case BackendMessageCode::DtypeOnCpu: return u"torch-dtype-cpu"_s;
    case BackendMessageCode::BFloat16OnGpu: return u"torch-bfloat16"_s;
    case BackendMessageCode::OutOfMemory: return u"torch-out-of-memory"_s;
    case BackendMessageCode::NotLoaded: return u"backend-not-loaded"_s;
    case BackendMessageCode::Other: break;
    }
    return u"torch-error"_s;
}

QString explainBackendMessage(const Error &error)
{
    return explainBackendMessage(error.message, error.kind);
}

QString explainBackendMessage(const QString &english, ErrorKind kind)
{
    const BackendMessageCode code = backendMessageCode(english, kind);
    const QString said = sentence(code);
    const QString name = backendMessageCodeName(code);
    if (said == english)
        return Tr::tr("%1 [%2]").arg(said, name);
    return Tr::tr("%1 [%2] (original message: %3)").arg(said, name, english);
}

} // namespace IteraGpu
