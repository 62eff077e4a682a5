#include "core/device/backendloader.h"

#include "core/device/backendabi.h"
#include "core/files/textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QLoggingCategory>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcBackend, "iteragpu.backend", QtInfoMsg)

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::BackendLoader)
};

// Takes ownership of an error from the module: its text and its kind (a kind this build does not
// know is Other).
Status take(const iteragpu_backend_v3 *api, iteragpu_error *error)
{
    if (!error)
        return {};
    const QString message = QString::fromUtf8(error->message ? error->message : "unknown error in the libtorch module");
    const ErrorKind kind = error->kind == ITERAGPU_ERROR_OUT_OF_MEMORY ? ErrorKind::OutOfMemory : ErrorKind::Other;
    api->free_error(error);
    return Error{message, QString(), kind};
}

// A count or byte figure the module marked as read, else absent.
std::optional<qint64> present(bool read, int64_t value)
{
    return read ? std::optional<qint64>(value) : std::nullopt;
}

int dtypeCode(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float16: return ITERAGPU_DTYPE_FLOAT16;
    case Dtype::BFloat16: return ITERAGPU_DTYPE_BFLOAT16;
    case Dtype::Float32: break;
    }
    return ITERAGPU_DTYPE_FLOAT32;
}

// The fact sink of the C ABI: each key of backendabi.h to its typed field. Unknown keys (a newer
// module's extra facts) are ignored.
void textFact(void *context, const char *key, const char *value) noexcept
{
    auto &facts = *static_cast<BackendFacts *>(context);
    const QLatin1StringView name(key);
    const QString text = QString::fromUtf8(value);
    if (name == "libtorch_version"_L1)
        facts.libtorch.version = text;
    else if (name == "gpu_runtime"_L1)
        facts.libtorch.gpuRuntime
            = text == u"cuda"_s ? GpuRuntime::Cuda : (text == u"hip"_s ? GpuRuntime::Hip : GpuRuntime::None);
    else if (name == "gpu_runtime_build_version"_L1)
        facts.libtorch.gpuRuntimeBuildVersion = text;
    else if (name == "dnn_library_version"_L1)
        facts.libtorch.dnnLibraryVersion = text;
    else if (name == "device.type"_L1)
        facts.device.type
            = text == u"cpu"_s ? DeviceType::Cpu : (text == u"cuda"_s ? DeviceType::Cuda : DeviceType::Unknown);
    else if (name == "device.reason"_L1)
        facts.device.reason = text;
    else if (name == "device.device_name"_L1)
        facts.device.deviceName = text;
    else if (name == "device.compute_capability"_L1)
        facts.device.computeCapability = text;
    else if (name == "device.gfx_arch"_L1)
        facts.device.gfxArch = text;
    else if (name == "device.allocator_backend"_L1)
        facts.device.allocatorBackend = text;
    else
        qCDebug(lcBackend) << "ignoring the text fact" << name;
}

void integerFact(void *context, const char *key, int64_t value) noexcept
{
    auto &facts = *static_cast<BackendFacts *>(context);
    const QLatin1StringView name(key);
    if (name == "visible_gpu_count"_L1)
        facts.libtorch.visibleGpuCount = int(std::clamp<int64_t>(value, 0, std::numeric_limits<int>::max()));
    else if (name == "intra_op_threads"_L1)
        facts.libtorch.intraOpThreads = int(std::clamp<int64_t>(value, 1, std::numeric_limits<int>::max()));
    else if (name == "float32_matmul_allow_tf32"_L1)
        facts.libtorch.float32MatmulAllowTf32 = value != 0;
    else if (name == "device.available"_L1)
        facts.device.available = value != 0;
    else if (name == "device.total_memory_bytes"_L1)
        facts.device.totalMemoryBytes = value;
    else if (name == "device.multiprocessor_count"_L1)
        facts.device.multiprocessorCount = value;
    else if (name == "device.blas_workspace_bytes"_L1)
        facts.device.blasWorkspaceBytes = value;
    else
        qCDebug(lcBackend) << "ignoring the integer fact" << name;
}

class TorchSession final : public DeviceSession
{
public:
    TorchSession(std::shared_ptr<QLibrary> library, const iteragpu_backend_v3 *api, iteragpu_session *session)
        : m_library(std::move(library))
        , m_api(api)
        , m_session(session)
    { }
    ~TorchSession() override { m_api->close_session(m_session); }

    Status checkDtype(Dtype dtype) override { return take(m_api, m_api->check_dtype(m_session, dtypeCode(dtype))); }
    Status buildModel(qint64 width, qint64 hidden, Dtype dtype, quint64 seed) override
    {
        return take(m_api, m_api->build_model(m_session, width, hidden, dtypeCode(dtype), seed));
    }
    Status createInputs(qint64 batch, qint64 context, quint64 seed) override
    {
        return take(m_api, m_api->create_inputs(m_session, batch, context, seed));
    }
    Status forward() override { return take(m_api, m_api->forward(m_session)); }
    Status releaseOutputs() override { return take(m_api, m_api->release_outputs(m_session)); }
    Status synchronize() override { return take(m_api, m_api->synchronize(m_session)); }
    Result<std::optional<MemoryCounters>> memory() override
    {
        iteragpu_memory raw{};
        Status status = take(m_api, m_api->memory(m_session, &raw));
        if (!status)
            return status.failure();
        if (!raw.available)
            return std::optional<MemoryCounters>();
        const bool device = raw.device_available != 0;
        return std::optional<MemoryCounters>(MemoryCounters{
            raw.allocated, raw.reserved, raw.peak_allocated, raw.peak_reserved, raw.num_alloc_retries, raw.num_ooms,
            present(device, raw.device_free_bytes), present(device, raw.device_total_bytes)});
    }
    Status resetPeaks() override { return take(m_api, m_api->reset_peaks(m_session)); }
    Result<double> outputChecksum() override
    {
        double sum = 0;
        Status status = take(m_api, m_api->output_checksum(m_session, &sum));
        if (!status)
            return status.failure();
        return sum;
    }

private:
    std::shared_ptr<QLibrary> m_library; // keeps the module mapped while a session lives
    const iteragpu_backend_v3 *m_api;
    iteragpu_session *m_session;
};

class TorchBackend final : public Backend
{
public:
    TorchBackend(std::shared_ptr<QLibrary> library, const iteragpu_backend_v3 *api)
        : m_library(std::move(library))
        , m_api(api)
    { }

    QString location() const override { return m_library->fileName(); }

    BackendFacts environment(const QString &device) override
    {
        BackendFacts facts;
        const iteragpu_fact_sink sink{&facts, textFact, integerFact};
        Status status = take(m_api, m_api->environment(device.toUtf8().constData(), &sink));
        if (!status) {
            facts.libtorch.error = status.error();
            if (!facts.device.available && facts.device.reason.isEmpty())
                facts.device.reason = status.error();
        }
        return facts;
    }

    Result<std::unique_ptr<DeviceSession>> open(const QString &device) override
    {
        iteragpu_session *session = nullptr;
        Status status = take(m_api, m_api->open_session(device.toUtf8().constData(), &session));
        if (!status)
            return status.failure();
        return std::unique_ptr<DeviceSession>(std::make_unique<TorchSession>(m_library, m_api, session));
    }

private:
    std::shared_ptr<QLibrary> m_library;
    const iteragpu_backend_v3 *m_api;
};

} // namespace

QString BackendLoader::moduleFileName()
{
    return u"libiteragpu_torch.so"_s;
}

QStringList BackendLoader::candidates(const QString &explicitPath)
{
    if (!explicitPath.isEmpty())
        return {explicitPath};
    const QString fromEnvironment = qEnvironmentVariable("ITERAGPU_TORCH_BACKEND");
    if (!fromEnvironment.isEmpty())
        return {fromEnvironment};
    const QDir bin(QCoreApplication::applicationDirPath());
    return {QDir::cleanPath(bin.filePath(QStringLiteral(ITERAGPU_MODULE_RELATIVE_DIR) + u'/' + moduleFileName()))};
}

Result<std::shared_ptr<Backend>> BackendLoader::load(const QString &explicitPath)
{
    return loadFile(candidates(explicitPath).constFirst());
}

Result<std::shared_ptr<Backend>> BackendLoader::loadFile(const QString &path)
{
    const QFileInfo info(fileSystemPath(path)); // ":x.so" is a file, not a resource
    if (!info.exists())
        return Error{
            Tr::tr("backend %1: not found (install the package iteragpu-lab-torch, build the torch module, or give "
                   "its path with --backend)")
                .arg(path)};
    if (!info.isFile())
        return Error{Tr::tr("backend %1: not a file").arg(path)};
    auto library = std::make_shared<QLibrary>(info.absoluteFilePath());
    qCDebug(lcBackend) << "loading" << library->fileName();
    if (!library->load())
        return Error{Tr::tr("backend %1: cannot be loaded (%2)").arg(path, library->errorString().simplified())};
    auto version = reinterpret_cast<iteragpu_backend_abi_version_fn>(library->resolve("iteragpu_backend_abi_version"));
    if (!version)
        return Error{Tr::tr("backend %1: not an IteraGPU Lab torch module (its entry points are missing)").arg(path)};
    const quint32 abi = version();
    if (abi != ITERAGPU_BACKEND_ABI_VERSION)
        return Error{Tr::tr("backend %1: ABI version %2, this application needs %3")
                         .arg(path)
                         .arg(abi)
                         .arg(ITERAGPU_BACKEND_ABI_VERSION)};
    auto table = reinterpret_cast<iteragpu_backend_v3_fn>(library->resolve("iteragpu_backend_v3_table"));
    if (!table)
        return Error{Tr::tr("backend %1: not an IteraGPU Lab torch module (its entry points are missing)").arg(path)};
    const iteragpu_backend_v3 *api = table();
    if (!api || api->abi_version != ITERAGPU_BACKEND_ABI_VERSION || api->struct_size < sizeof(iteragpu_backend_v3))
        return Error{Tr::tr("backend %1: its function table does not match ABI version %2")
                         .arg(path)
                         .arg(ITERAGPU_BACKEND_ABI_VERSION)};
    return std::shared_ptr<Backend>(std::make_shared<TorchBackend>(library, api));
}

} // namespace IteraGpu
