#include "core/reports/environmentreader.h"

#include "core/util/domainlimits.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::EnvironmentReader)
};

ApplicationFacts applicationFromJson(JsonWalker &w, const QJsonValue &value, const QString &path)
{
    ApplicationFacts app;
    const QJsonObject json = w.object(value, path).value_or(QJsonObject());
    if (!w.checkKeys(json, path, {u"name"_s, u"version"_s, u"qt_version"_s, u"compiler"_s, u"os"_s}))
        return app;
    (void)w.string(json.value(u"name"_s), JsonWalker::member(path, u"name"_s));
    app.version = w.string(json.value(u"version"_s), JsonWalker::member(path, u"version"_s)).value_or(QString());
    app.qtVersion
        = w.string(json.value(u"qt_version"_s), JsonWalker::member(path, u"qt_version"_s)).value_or(QString());
    app.compiler = w.string(json.value(u"compiler"_s), JsonWalker::member(path, u"compiler"_s)).value_or(QString());
    const QString osPath = JsonWalker::member(path, u"os"_s);
    const QJsonObject os = w.object(json.value(u"os"_s), osPath).value_or(QJsonObject());
    if (!w.checkKeys(os, osPath, {u"name"_s, u"type"_s, u"version"_s, u"kernel"_s, u"architecture"_s}))
        return app;
    const auto text = [&](const QString &key) {
        return w.string(os.value(key), JsonWalker::member(osPath, key)).value_or(QString());
    };
    app.osName = text(u"name"_s);
    app.osType = text(u"type"_s);
    app.osVersion = text(u"version"_s);
    app.kernel = text(u"kernel"_s);
    app.architecture = text(u"architecture"_s);
    return app;
}

LibtorchFacts libtorchFromJson(JsonWalker &w, const QJsonObject &json, const QString &path)
{
    LibtorchFacts torch;
    if (!w.checkKeys(json, path,
                     {u"libtorch_version"_s, u"gpu_runtime"_s, u"gpu_runtime_build_version"_s, u"dnn_library"_s,
                      u"dnn_library_version"_s, u"visible_gpu_count"_s},
                     {u"intra_op_threads"_s, u"float32_matmul_allow_tf32"_s, u"error"_s}))
        return torch;
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    torch.version = w.string(json.value(u"libtorch_version"_s), at(u"libtorch_version"_s)).value_or(QString());
    const QJsonValue runtime = json.value(u"gpu_runtime"_s);
    if (!runtime.isNull()) {
        const QString name = w.oneOf(runtime, at(u"gpu_runtime"_s), {u"cuda"_s, u"hip"_s}).value_or(QString());
        torch.gpuRuntime = name == u"hip"_s ? GpuRuntime::Hip : GpuRuntime::Cuda;
    }
    torch.gpuRuntimeBuildVersion
        = w.stringOrNull(json.value(u"gpu_runtime_build_version"_s), at(u"gpu_runtime_build_version"_s))
              .value_or(QString());
    if (!json.value(u"dnn_library"_s).isNull())
        (void)w.oneOf(json.value(u"dnn_library"_s), at(u"dnn_library"_s), {u"cuDNN"_s, u"MIOpen"_s});
    torch.dnnLibraryVersion
        = w.stringOrNull(json.value(u"dnn_library_version"_s), at(u"dnn_library_version"_s)).value_or(QString());
    torch.visibleGpuCount
        = int(w.integer(json.value(u"visible_gpu_count"_s), at(u"visible_gpu_count"_s), 0, 1'000'000).value_or(0));
    if (json.contains(u"intra_op_threads"_s)) {
        torch.intraOpThreads
            = int(w.integer(json.value(u"intra_op_threads"_s), at(u"intra_op_threads"_s), 1, 1'000'000).value_or(1));
    }
    if (json.contains(u"float32_matmul_allow_tf32"_s)) {
        torch.float32MatmulAllowTf32
            = w.boolean(json.value(u"float32_matmul_allow_tf32"_s), at(u"float32_matmul_allow_tf32"_s));
    }
    if (json.contains(u"error"_s))
        torch.error = w.string(json.value(u"error"_s), at(u"error"_s)).value_or(QString());
    return torch;
}

DeviceFacts deviceFromJson(JsonWalker &w, const QJsonValue &value, const QString &path)
{
    DeviceFacts device;
    const QJsonObject json = w.object(value, path).value_or(QJsonObject());
    if (!w.checkKeys(json, path, {u"name"_s, u"available"_s}, {}, false))
        return device;
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    device.name = w.string(json.value(u"name"_s), at(u"name"_s)).value_or(QString());
    device.available = w.boolean(json.value(u"available"_s), at(u"available"_s)).value_or(false);
    if (json.contains(u"type"_s)) {
        const QString type = w.oneOf(json.value(u"type"_s), at(u"type"_s), {u"cpu"_s, u"cuda"_s}).value_or(QString());
        device.type = type == u"cpu"_s ? DeviceType::Cpu : DeviceType::Cuda;
    }
    if (json.contains(u"reason"_s))
        device.reason = w.string(json.value(u"reason"_s), at(u"reason"_s)).value_or(QString());
    if (json.contains(u"device_name"_s))
        device.deviceName = w.string(json.value(u"device_name"_s), at(u"device_name"_s)).value_or(QString());
    if (json.contains(u"total_memory_bytes"_s)) {
        device.totalMemoryBytes
            = w.bytesOrNull(json.value(u"total_memory_bytes"_s), at(u"total_memory_bytes"_s)).value_or(std::nullopt);
    }
    if (json.contains(u"compute_capability"_s)) {
        device.computeCapability
            = w.stringOrNull(json.value(u"compute_capability"_s), at(u"compute_capability"_s)).value_or(QString());
    }
    if (json.contains(u"gfx_arch"_s))
        device.gfxArch = w.string(json.value(u"gfx_arch"_s), at(u"gfx_arch"_s)).value_or(QString());
    if (json.contains(u"multiprocessor_count"_s)) {
        device.multiprocessorCount = w.bytesOrNull(json.value(u"multiprocessor_count"_s), at(u"multiprocessor_count"_s))
                                         .value_or(std::nullopt);
    }
    if (json.contains(u"allocator_backend"_s)) {
        device.allocatorBackend
            = w.stringOrNull(json.value(u"allocator_backend"_s), at(u"allocator_backend"_s)).value_or(QString());
    }
    if (json.contains(u"blas_workspace_bytes"_s)) {
        device.blasWorkspaceBytes = w.bytesOrNull(json.value(u"blas_workspace_bytes"_s), at(u"blas_workspace_bytes"_s))
                                        .value_or(std::nullopt);
    }
    if (json.contains(u"memory_counters"_s)) {
        (void)w.oneOf(json.value(u"memory_counters"_s), at(u"memory_counters"_s),
                      {u"unavailable"_s, u"caching_allocator"_s});
    }
    return device;
}

HostFacts hostFromJson(JsonWalker &w, const QJsonValue &value, const QString &path)
{
    HostFacts host;
    const QJsonObject json = w.object(value, path).value_or(QJsonObject());
    if (!w.checkKeys(json, path, {u"cpu_model"_s, u"logical_cpus"_s, u"memory_total_bytes"_s}))
        return host;
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    host.cpuModel = w.stringOrNull(json.value(u"cpu_model"_s), at(u"cpu_model"_s)).value_or(QString());
    host.logicalCpus = w.bytesOrNull(json.value(u"logical_cpus"_s), at(u"logical_cpus"_s)).value_or(std::nullopt);
    host.memoryBytes
        = w.bytesOrNull(json.value(u"memory_total_bytes"_s), at(u"memory_total_bytes"_s)).value_or(std::nullopt);
    return host;
}

void checkTextArray(JsonWalker &w, const QJsonValue &value, const QString &path)
{
    const QJsonArray items = w.array(value, path).value_or(QJsonArray());
    for (qsizetype i = 0; i < items.size(); ++i)
        (void)w.string(items.at(i), JsonWalker::item(path, i));
}

} // namespace

EnvironmentReport environmentFromJson(JsonWalker &w, const QJsonObject &json, const QString &path)
{
    EnvironmentReport report;
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    if (!w.checkKeys(json, path,
                     {u"format"_s, u"format_version"_s, u"application"_s, u"requested_device"_s,
                      u"driver_version_user_reported"_s, u"not_collected"_s, u"notes"_s, u"backend"_s, u"libtorch"_s,
                      u"device"_s},
                     {u"configuration_variables"_s, u"remote_host"_s, u"probed_utc"_s, u"host"_s}))
        return report;
    if (json.value(u"format"_s) != QJsonValue(QLatin1String(kEnvironmentFormat)))
        w.fail(at(u"format"_s), Tr::tr("expected \"%1\"").arg(QLatin1String(kEnvironmentFormat)));
    const qint64 version
        = w.integer(json.value(u"format_version"_s), at(u"format_version"_s), 0, 1'000'000).value_or(1);
    if (version != 1)
        w.fail(at(u"format_version"_s), Tr::tr("unknown version %1 (this program reads version 1)").arg(version));
    report.application = applicationFromJson(w, json.value(u"application"_s), at(u"application"_s));
    report.requestedDevice = w.string(json.value(u"requested_device"_s), at(u"requested_device"_s)).value_or(QString());
    report.driverVersionUserReported
        = w.stringOrNull(json.value(u"driver_version_user_reported"_s), at(u"driver_version_user_reported"_s))
              .value_or(QString());
    // The rule the window and the command line typed it under (its error names the path).
    if (Status valid = checkDriverVersion(report.driverVersionUserReported, at(u"driver_version_user_reported"_s));
        !valid)
        w.fail({}, valid.error());
    if (json.contains(u"remote_host"_s))
        report.remoteHost = w.string(json.value(u"remote_host"_s), at(u"remote_host"_s)).value_or(QString());
    checkTextArray(w, json.value(u"not_collected"_s), at(u"not_collected"_s));
    checkTextArray(w, json.value(u"notes"_s), at(u"notes"_s));

    const QString backendPath = at(u"backend"_s);
    const QJsonObject backend = w.object(json.value(u"backend"_s), backendPath).value_or(QJsonObject());
    w.checkKeys(backend, backendPath, {u"loaded"_s, u"module"_s, u"error"_s});
    const bool loaded
        = w.boolean(backend.value(u"loaded"_s), JsonWalker::member(backendPath, u"loaded"_s)).value_or(false);
    report.backendModule
        = w.stringOrNull(backend.value(u"module"_s), JsonWalker::member(backendPath, u"module"_s)).value_or(QString());
    report.backendError
        = w.stringOrNull(backend.value(u"error"_s), JsonWalker::member(backendPath, u"error"_s)).value_or(QString());
    const QJsonValue libtorch = json.value(u"libtorch"_s);
    if (!w.failed() && loaded == libtorch.isNull()) {
        w.fail(at(u"libtorch"_s),
               loaded ? Tr::tr("expected an object (backend.loaded is true)")
                      : Tr::tr("expected null (backend.loaded is false)"));
    }
    if (loaded) {
        const QJsonObject torch = w.object(libtorch, at(u"libtorch"_s)).value_or(QJsonObject());
        report.libtorch = libtorchFromJson(w, torch, at(u"libtorch"_s));
    }
    report.device = deviceFromJson(w, json.value(u"device"_s), at(u"device"_s));
    // Both optional: reports written before they were recorded have neither, and stay readable.
    if (json.contains(u"probed_utc"_s)) {
        static const QRegularExpression utc(u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$"_s);
        const QString probed = w.string(json.value(u"probed_utc"_s), at(u"probed_utc"_s)).value_or(QString());
        const QDateTime time = QDateTime::fromString(probed, Qt::ISODate);
        if (!w.failed() && (!utc.match(probed).hasMatch() || !time.isValid()))
            w.fail(at(u"probed_utc"_s), Tr::tr("expected a UTC time such as 2026-01-31T09:30:00Z"));
        report.probedUtc = time.toUTC();
    }
    if (json.contains(u"host"_s))
        report.host = hostFromJson(w, json.value(u"host"_s), at(u"host"_s));
    if (json.contains(u"configuration_variables"_s)) {
        // Only the allow-listed names, each a text value; reports before the list have none.
        const QString variablesPath = at(u"configuration_variables"_s);
        const QJsonObject variables
            = w.object(json.value(u"configuration_variables"_s), variablesPath).value_or(QJsonObject());
        w.checkKeys(variables, variablesPath, {}, configurationVariableNames());
        for (auto it = variables.begin(); it != variables.end(); ++it) {
            const auto value = w.string(it.value(), JsonWalker::member(variablesPath, it.key()));
            if (value)
                report.configurationVariables.append({it.key(), *value});
        }
    }
    return report;
}

} // namespace IteraGpu
