#include "core/device/environment.h"

#include "core/device/backend.h"
#include "core/device/backendmessage.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "generated/version.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSysInfo>
#include <QtGlobal>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Environment)
};

QString compilerName()
{
#if defined(__clang__)
    return u"Clang "_s + QString::fromLatin1(__clang_version__).trimmed();
#elif defined(__GNUC__)
    return u"GCC "_s + QString::fromLatin1(__VERSION__);
#else
    return u"unknown"_s;
#endif
}

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

QString gpuRuntimeName(GpuRuntime runtime)
{
    switch (runtime) {
    case GpuRuntime::Cuda: return u"cuda"_s;
    case GpuRuntime::Hip: return u"hip"_s;
    case GpuRuntime::None: break;
    }
    return {};
}

// The deep-learning library that comes with each GPU runtime.
QString dnnLibraryName(GpuRuntime runtime)
{
    switch (runtime) {
    case GpuRuntime::Cuda: return u"cuDNN"_s;
    case GpuRuntime::Hip: return u"MIOpen"_s;
    case GpuRuntime::None: break;
    }
    return {};
}

QJsonObject applicationToJson(const ApplicationFacts &app)
{
    return QJsonObject{
        {u"name"_s, u"IteraGPU Lab"_s},
        {u"version"_s, app.version},
        {u"qt_version"_s, app.qtVersion},
        {u"compiler"_s, app.compiler},
        {u"os"_s,
         QJsonObject{{u"name"_s, app.osName},
                     {u"type"_s, app.osType},
                     {u"version"_s, app.osVersion},
                     {u"kernel"_s, app.kernel},
                     {u"architecture"_s, app.architecture}}},
    };
}

QJsonObject libtorchToJson(const LibtorchFacts &torch)
{
    QJsonObject json{
        {u"libtorch_version"_s, torch.version},
        {u"gpu_runtime"_s, textOrNull(gpuRuntimeName(torch.gpuRuntime))},
        {u"gpu_runtime_build_version"_s, textOrNull(torch.gpuRuntimeBuildVersion)},
        {u"dnn_library"_s, textOrNull(dnnLibraryName(torch.gpuRuntime))},
        {u"dnn_library_version"_s, textOrNull(torch.dnnLibraryVersion)},
        {u"visible_gpu_count"_s, torch.visibleGpuCount},
    };
    if (torch.intraOpThreads)
        json.insert(u"intra_op_threads"_s, *torch.intraOpThreads);
    if (torch.float32MatmulAllowTf32)
        json.insert(u"float32_matmul_allow_tf32"_s, *torch.float32MatmulAllowTf32);
    if (!torch.error.isEmpty())
        json.insert(u"error"_s, torch.error);
    return json;
}

QJsonObject deviceToJson(const DeviceFacts &device)
{
    QJsonObject json{{u"name"_s, device.name}, {u"available"_s, device.available}};
    if (device.type != DeviceType::Unknown)
        json.insert(u"type"_s, device.type == DeviceType::Cpu ? u"cpu"_s : u"cuda"_s);
    if (!device.available) {
        json.insert(u"reason"_s, device.reason);
        return json;
    }
    json.insert(u"device_name"_s, device.deviceName);
    json.insert(u"total_memory_bytes"_s, device.totalMemoryBytes ? QJsonValue(*device.totalMemoryBytes) : QJsonValue());
    json.insert(u"compute_capability"_s, textOrNull(device.computeCapability));
    if (!device.gfxArch.isEmpty())
        json.insert(u"gfx_arch"_s, device.gfxArch);
    if (device.type == DeviceType::Cuda) {
        // Facts of a GPU and of its caching allocator; null where the module could not tell.
        json.insert(u"multiprocessor_count"_s,
                    device.multiprocessorCount ? QJsonValue(*device.multiprocessorCount) : QJsonValue());
        json.insert(u"allocator_backend"_s, textOrNull(device.allocatorBackend));
        json.insert(u"blas_workspace_bytes"_s,
                    device.blasWorkspaceBytes ? QJsonValue(*device.blasWorkspaceBytes) : QJsonValue());
    }
    // Only a GPU has the caching allocator whose counters a measurement reads.
    json.insert(u"memory_counters"_s, device.type == DeviceType::Cuda ? u"caching_allocator"_s : u"unavailable"_s);
    return json;
}

QJsonObject hostToJson(const HostFacts &host)
{
    return QJsonObject{
        {u"cpu_model"_s, textOrNull(host.cpuModel)},
        {u"logical_cpus"_s, host.logicalCpus ? QJsonValue(*host.logicalCpus) : QJsonValue()},
        {u"memory_total_bytes"_s, host.memoryBytes ? QJsonValue(*host.memoryBytes) : QJsonValue()},
    };
}

// A /proc file: its size is 0 to stat, so it is read up to `maxBytes` (cpuinfo: some KiB per
// processor; the first processor's block comes first).
QByteArray procFile(const char *path, qint64 maxBytes)
{
    QFile file(QString::fromLatin1(path));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(maxBytes);
}

// The value of the first line "key<spaces>: value" of `text` with one of `keys`.
QString procValue(const QByteArray &text, const QList<QByteArray> &keys)
{
    for (const QByteArray &key : keys) {
        for (const QByteArray &line : text.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed() == key)
                return displaySafe(QString::fromUtf8(line.mid(colon + 1).trimmed()), 200);
        }
    }
    return {};
}

QJsonObject configurationVariablesToJson(const QList<std::pair<QString, QString>> &variables)
{
    QJsonObject json;
    for (const auto &[name, value] : variables)
        json.insert(name, value);
    return json;
}

} // namespace

const QStringList &configurationVariableNames()
{
    static const QStringList names{u"PYTORCH_CUDA_ALLOC_CONF"_s, u"PYTORCH_HIP_ALLOC_CONF"_s,
                                   u"CUBLAS_WORKSPACE_CONFIG"_s, u"CUDA_MODULE_LOADING"_s};
    return names;
}

QList<std::pair<QString, QString>> configurationVariables()
{
    QList<std::pair<QString, QString>> variables;
    for (const QString &name : configurationVariableNames()) {
        const QByteArray key = name.toLatin1();
        if (qEnvironmentVariableIsSet(key.constData()))
            variables.append({name, qEnvironmentVariable(key.constData())});
    }
    return variables;
}

QString withoutFolders(const QString &message, const QStringList &givenPaths)
{
    QString out = message;
    // The paths the user gave, as given and made absolute, whatever their folder names hold.
    QStringList paths;
    for (const QString &path : givenPaths) {
        if (path.contains(u'/'))
            paths << path << QFileInfo(path).absoluteFilePath() << QFileInfo(path).canonicalFilePath();
    }
    paths.removeAll(QString());
    std::sort(paths.begin(), paths.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    for (const QString &path : std::as_const(paths))
        out.replace(path, fileNameOnly(path));
    // Any other absolute or home path: from the '/' (or '~/') that starts a word to the last '/'
    // on its line, so that folder names with spaces, quotes, colons or parentheses go too.
    static const QRegularExpression absolutePath(u"(^|[\\s'\"(\\[=:,])~?/[^\\n]*/"_s,
                                                 QRegularExpression::MultilineOption);
    out.replace(absolutePath, u"\\1"_s);
    return out;
}

HostFacts hostFacts()
{
    HostFacts host;
    // x86: "model name"; arm64: "Hardware" or "Model" is the board, "CPU part" a number, so only
    // "model name" where the kernel gives it; other architectures: "cpu model", "cpu".
    host.cpuModel = procValue(procFile("/proc/cpuinfo", 64 * 1024), {"model name", "Processor", "cpu model", "cpu"});
    if (const long cpus = sysconf(_SC_NPROCESSORS_ONLN); cpus > 0)
        host.logicalCpus = cpus;
    const QString memTotal = procValue(procFile("/proc/meminfo", 4096), {"MemTotal"});
    bool ok = false;
    const qint64 kib = memTotal.endsWith(u" kB"_s) ? memTotal.chopped(3).trimmed().toLongLong(&ok) : 0;
    if (ok && kib > 0 && kib < (qint64(1) << 52)) {
        host.memoryBytes = kib * 1024;
    } else {
        const long pages = sysconf(_SC_PHYS_PAGES);
        const long pageSize = sysconf(_SC_PAGESIZE);
        if (pages > 0 && pageSize > 0)
            host.memoryBytes = qint64(pages) * pageSize;
    }
    return host;
}

ApplicationFacts applicationFacts()
{
    return ApplicationFacts{QStringLiteral(ITERAGPU_VERSION),
                            QString::fromLatin1(qVersion()),
                            compilerName(),
                            QSysInfo::prettyProductName(),
                            QSysInfo::productType(),
                            QSysInfo::productVersion(),
                            QSysInfo::kernelType() + u' ' + QSysInfo::kernelVersion(),
                            QSysInfo::currentCpuArchitecture()};
}

EnvironmentReport environmentReport(const EnvironmentInput &input)
{
    EnvironmentReport report;
    report.application = applicationFacts();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    report.probedUtc = now.addMSecs(-now.time().msec()); // whole seconds, as written
    report.host = hostFacts();
    report.requestedDevice = input.device;
    report.driverVersionUserReported = input.driverVersionUserReported;
    if (input.backend) {
        BackendFacts facts = input.backend->environment(input.device);
        report.backendModule = QFileInfo(input.backend->location()).fileName();
        report.libtorch = facts.libtorch;
        report.device = facts.device;
    } else {
        report.backendError = input.backendError;
        report.backendPath = input.backendPath;
        report.device.reason = backendNotLoadedReason(); // English, as every reason in the JSON
    }
    report.device.name = input.device;
    report.configurationVariables = configurationVariables();
    return report;
}

QJsonObject EnvironmentReport::toJson() const
{
    const bool loaded = backendLoaded();
    // Folder names never reach a report, not even in the loader's message.
    QJsonObject json{
        {u"format"_s, u"iteragpu-lab/environment"_s},
        {u"format_version"_s, 1},
        {u"application"_s, applicationToJson(application)},
        {u"requested_device"_s, requestedDevice},
        {u"driver_version_user_reported"_s, textOrNull(driverVersionUserReported)},
        {u"configuration_variables"_s, configurationVariablesToJson(configurationVariables)},
        {u"not_collected"_s,
         QJsonArray{u"environment variables other than those in configuration_variables"_s, u"user name"_s,
                    u"host name"_s, u"home paths"_s, u"serial numbers"_s, u"UUIDs"_s, u"IP and MAC addresses"_s}},
        {u"notes"_s,
         QJsonArray{u"gpu_runtime_build_version is the CUDA/HIP version libtorch was built with, not the "
                    u"driver version; record the driver from nvidia-smi or rocm-smi"_s,
                    u"ROCm builds of libtorch also name devices cuda:N; that does not prove an AMD "
                    u"install works"_s}},
        {u"backend"_s,
         QJsonObject{{u"loaded"_s, loaded},
                     {u"module"_s, loaded ? QJsonValue(backendModule) : QJsonValue()},
                     {u"error"_s, loaded ? QJsonValue() : QJsonValue(withoutFolders(backendError, {backendPath}))}}},
        {u"libtorch"_s, libtorch ? QJsonValue(libtorchToJson(*libtorch)) : QJsonValue()},
        {u"device"_s, deviceToJson(device)},
    };
    if (!remoteHost.isEmpty())
        json.insert(u"remote_host"_s, remoteHost);
    if (probedUtc)
        json.insert(u"probed_utc"_s, probedUtc->toUTC().toString(Qt::ISODate));
    if (host)
        json.insert(u"host"_s, hostToJson(*host));
    return json;
}

QByteArray EnvironmentReport::toJsonText() const
{
    return QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
}

QList<FactLine> EnvironmentReport::displayLines(const QLocale &locale) const
{
    const auto orUnknown = [](const QString &text) { return text.isEmpty() ? Tr::tr("unknown") : text; };
    QList<FactLine> lines{
        {Tr::tr("Application"), u"IteraGPU Lab "_s + application.version, {}},
        {Tr::tr("Qt"), application.qtVersion, {}},
        {Tr::tr("Compiler"), application.compiler, {}},
        {Tr::tr("Operating system"), application.osName + u" ("_s + application.architecture + u')', {}},
    };
    if (probedUtc)
        lines.append({Tr::tr("Probed (UTC)"), probedUtc->toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s), {}});
    if (host) {
        lines.append({Tr::tr("Processor"), orUnknown(host->cpuModel), {}});
        lines.append({Tr::tr("Logical processors"),
                      host->logicalCpus ? locale.toString(*host->logicalCpus) : Tr::tr("not reported"),
                      {}});
        lines.append(
            {Tr::tr("Memory (RAM)"),
             host->memoryBytes ? Tr::tr("%1 bytes").arg(locale.toString(*host->memoryBytes)) : Tr::tr("not reported"),
             host->memoryBytes});
    }
    if (!libtorch) {
        lines.append({Tr::tr("libtorch"), Tr::tr("not loaded: %1").arg(backendError), {}});
    } else {
        lines.append({Tr::tr("libtorch"), orUnknown(libtorch->version), {}});
        if (libtorch->gpuRuntime == GpuRuntime::None) {
            lines.append({Tr::tr("GPU runtime libtorch was built with"),
                          Tr::tr("none: this libtorch has no CUDA or ROCm support"),
                          {}});
        } else {
            lines.append({Tr::tr("GPU runtime libtorch was built with"),
                          gpuRuntimeName(libtorch->gpuRuntime) + u' ' + orUnknown(libtorch->gpuRuntimeBuildVersion),
                          {}});
            lines.append({dnnLibraryName(libtorch->gpuRuntime), orUnknown(libtorch->dnnLibraryVersion), {}});
        }
        lines.append({Tr::tr("Visible GPUs"), locale.toString(libtorch->visibleGpuCount), {}});
        if (libtorch->intraOpThreads)
            lines.append({Tr::tr("Intra-op threads (libtorch)"), locale.toString(*libtorch->intraOpThreads), {}});
        if (libtorch->float32MatmulAllowTf32) {
            lines.append({Tr::tr("TF32 for float32 matrix products"),
                          *libtorch->float32MatmulAllowTf32 ? Tr::tr("allowed") : Tr::tr("not allowed"),
                          {}});
        }
        if (!libtorch->error.isEmpty())
            lines.append({Tr::tr("Module error"), explainBackendMessage(libtorch->error, ErrorKind::Other), {}});
    }
    lines.append({Tr::tr("Device %1").arg(device.name),
                  device.available
                      ? Tr::tr("available")
                      : Tr::tr("not available: %1").arg(explainBackendMessage(device.reason, ErrorKind::Other)),
                  {}});
    if (device.available) {
        lines.append({Tr::tr("Device name"), orUnknown(device.deviceName), {}});
        lines.append({Tr::tr("Total memory (reported by the runtime)"),
                      device.totalMemoryBytes ? Tr::tr("%1 bytes").arg(locale.toString(*device.totalMemoryBytes))
                                              : Tr::tr("not reported"),
                      device.totalMemoryBytes});
        if (!device.computeCapability.isEmpty())
            lines.append({Tr::tr("Compute capability"), device.computeCapability, {}});
        if (!device.gfxArch.isEmpty())
            lines.append({Tr::tr("GFX architecture"), device.gfxArch, {}});
        if (device.type == DeviceType::Cuda) {
            lines.append(
                {Tr::tr("Multiprocessors"),
                 device.multiprocessorCount ? locale.toString(*device.multiprocessorCount) : Tr::tr("not reported"),
                 {}});
            lines.append({Tr::tr("Caching allocator backend"),
                          device.allocatorBackend.isEmpty() ? Tr::tr("not reported") : device.allocatorBackend,
                          {}});
            lines.append({Tr::tr("cuBLAS workspace (from the first matrix product)"),
                          device.blasWorkspaceBytes
                              ? Tr::tr("%1 bytes").arg(locale.toString(*device.blasWorkspaceBytes))
                              : Tr::tr("not reported"),
                          device.blasWorkspaceBytes});
        }
    }
    lines.append({Tr::tr("Driver (user-reported)"),
                  driverVersionUserReported.isEmpty() ? Tr::tr("not recorded") : driverVersionUserReported,
                  {}});
    if (configurationVariables.isEmpty()) {
        lines.append({Tr::tr("Allocator and cuBLAS variables"), Tr::tr("none set"), {}});
    } else {
        for (const auto &[name, value] : configurationVariables)
            lines.append({name, displaySafe(value), {}});
    }
    lines.append({Tr::tr("Not collected"),
                  Tr::tr("other environment variables, user and host names, home paths, serial numbers, UUIDs, "
                         "network addresses"),
                  {}});
    return lines;
}

Status writeEnvironmentReport(const QString &path, const EnvironmentReport &report, ExistingFile existing)
{
    return saveFile(path, report.toJsonText(), existing);
}

} // namespace IteraGpu
