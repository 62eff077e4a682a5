// The environment report: the one JSON form (keys and nulls pinned for a CPU, a CUDA and a ROCm
// device and for a missing module) and the one list of display lines.
#include "core/device/backend.h"
#include "core/device/backendabi.h"
#include "core/device/backendmessage.h"
#include "core/device/environment.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

// A backend that reports fixed facts and opens nothing.
class FactsBackend final : public Backend
{
public:
    explicit FactsBackend(BackendFacts facts)
        : m_facts(std::move(facts))
    { }
    QString location() const override { return u"/opt/lab/lib/libiteragpu_torch.so"_s; }
    BackendFacts environment(const QString &) override { return m_facts; }
    Result<std::unique_ptr<DeviceSession>> open(const QString &) override { return Error{u"not in this test"_s}; }

private:
    BackendFacts m_facts;
};

LibtorchFacts cudaLibtorch()
{
    return LibtorchFacts{u"2.1.2"_s, GpuRuntime::Cuda, u"12.1"_s, u"8902"_s, 1, 8, QString(), std::nullopt};
}

DeviceFacts h100()
{
    DeviceFacts device;
    device.type = DeviceType::Cuda;
    device.available = true;
    device.deviceName = u"NVIDIA H100 80GB HBM3"_s;
    device.totalMemoryBytes = 85'045'870'592;
    device.computeCapability = u"9.0"_s;
    device.multiprocessorCount = 132;
    device.allocatorBackend = u"native"_s;
    device.blasWorkspaceBytes = 33'554'432;
    return device;
}

QJsonObject parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad expected JSON in the test: %s", qPrintable(error.errorString()));
    return document.object();
}

QString dump(const QJsonValue &value)
{
    return QString::fromUtf8(value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)
                                              : QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
}

QString linesDump(const EnvironmentReport &report)
{
    QStringList lines;
    for (const FactLine &line : report.displayLines(QLocale::c()))
        lines.append(line.label + u": "_s + line.value);
    return lines.join(u'\n');
}

} // namespace

class TestEnvironment : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // The expected texts hold no configuration variable (tst_envallowlist covers them).
        for (const QString &name : configurationVariableNames())
            qunsetenv(name.toLatin1().constData());
    }

    void jsonPerDevice_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<BackendFacts>("facts");
        QTest::addColumn<QJsonObject>("libtorch");
        QTest::addColumn<QJsonObject>("deviceJson");

        const QJsonObject cpuTorch = parse(R"({"libtorch_version":"2.1.2","gpu_runtime":null,
            "gpu_runtime_build_version":null,"dnn_library":null,"dnn_library_version":null,
            "visible_gpu_count":0,"intra_op_threads":2})");
        DeviceFacts cpu;
        cpu.type = DeviceType::Cpu;
        cpu.available = true;
        cpu.deviceName = u"CPU"_s;
        QTest::addRow("cpu") << u"cpu"_s
                             << BackendFacts{{u"2.1.2"_s, GpuRuntime::None, {}, {}, 0, 2, {}, std::nullopt}, cpu}
                             << cpuTorch << parse(R"({"name":"cpu","type":"cpu","available":true,"device_name":"CPU",
            "total_memory_bytes":null,"compute_capability":null,"memory_counters":"unavailable"})");

        DeviceFacts noGpu;
        noGpu.type = DeviceType::Cuda;
        noGpu.reason = u"this libtorch build has no CUDA or ROCm support"_s;
        QTest::addRow("cuda:0 on a CPU-only libtorch")
            << u"cuda:0"_s << BackendFacts{{u"2.1.2"_s, GpuRuntime::None, {}, {}, 0, 2, {}, std::nullopt}, noGpu}
            << cpuTorch << parse(R"({"name":"cuda:0","type":"cuda","available":false,
            "reason":"this libtorch build has no CUDA or ROCm support"})");

        DeviceFacts badName;
        badName.reason = u"device 'tpu:0' is not 'cpu' or 'cuda:N'"_s;
        QTest::addRow("a name the module does not understand")
            << u"tpu:0"_s << BackendFacts{{u"2.1.2"_s, GpuRuntime::None, {}, {}, 0, 2, {}, std::nullopt}, badName}
            << cpuTorch
            << parse(R"({"name":"tpu:0","available":false,"reason":"device 'tpu:0' is not 'cpu' or 'cuda:N'"})");

        QTest::addRow("cuda:0 on an H100") << u"cuda:0"_s << BackendFacts{cudaLibtorch(), h100()}
                                           << parse(R"({"libtorch_version":"2.1.2","gpu_runtime":"cuda",
            "gpu_runtime_build_version":"12.1","dnn_library":"cuDNN","dnn_library_version":"8902",
            "visible_gpu_count":1,"intra_op_threads":8})")
                                           << parse(R"({"name":"cuda:0","type":"cuda","available":true,
            "device_name":"NVIDIA H100 80GB HBM3","total_memory_bytes":85045870592,"compute_capability":"9.0",
            "multiprocessor_count":132,"allocator_backend":"native","blas_workspace_bytes":33554432,
            "memory_counters":"caching_allocator"})");

        LibtorchFacts tf32 = cudaLibtorch();
        tf32.float32MatmulAllowTf32 = true;
        QTest::addRow("cuda:0 with TF32 allowed for float32 matrix products")
            << u"cuda:0"_s << BackendFacts{tf32, h100()} << parse(R"({"libtorch_version":"2.1.2","gpu_runtime":"cuda",
            "gpu_runtime_build_version":"12.1","dnn_library":"cuDNN","dnn_library_version":"8902",
            "visible_gpu_count":1,"intra_op_threads":8,"float32_matmul_allow_tf32":true})")
            << parse(R"({"name":"cuda:0","type":"cuda","available":true,
            "device_name":"NVIDIA H100 80GB HBM3","total_memory_bytes":85045870592,"compute_capability":"9.0",
            "multiprocessor_count":132,"allocator_backend":"native","blas_workspace_bytes":33554432,
            "memory_counters":"caching_allocator"})");

        DeviceFacts mi300 = h100();
        mi300.deviceName = u"AMD Instinct MI300X"_s;
        mi300.computeCapability.clear();
        mi300.gfxArch = u"gfx942"_s;
        mi300.multiprocessorCount.reset();
        mi300.allocatorBackend.clear();
        mi300.blasWorkspaceBytes.reset();
        QTest::addRow("cuda:0 on a ROCm device, facts missing")
            << u"cuda:0"_s
            << BackendFacts{{u"2.3.0"_s, GpuRuntime::Hip, u"60032830"_s, {}, 1, {}, u"stopped here"_s, std::nullopt},
                            mi300}
            << parse(R"({"libtorch_version":"2.3.0","gpu_runtime":"hip","gpu_runtime_build_version":"60032830",
            "dnn_library":"MIOpen","dnn_library_version":null,"visible_gpu_count":1,"error":"stopped here"})")
            << parse(R"({"name":"cuda:0","type":"cuda","available":true,"device_name":"AMD Instinct MI300X",
            "total_memory_bytes":85045870592,"compute_capability":null,"gfx_arch":"gfx942",
            "multiprocessor_count":null,"allocator_backend":null,"blas_workspace_bytes":null,
            "memory_counters":"caching_allocator"})");
    }
    void jsonPerDevice()
    {
        QFETCH(QString, device);
        QFETCH(BackendFacts, facts);
        QFETCH(QJsonObject, libtorch);
        QFETCH(QJsonObject, deviceJson);
        FactsBackend backend(facts);
        const QJsonObject json = environmentReport({device, QString(), &backend, QString()}).toJson();
        QCOMPARE(dump(json.value(u"libtorch"_s)), dump(libtorch));
        QCOMPARE(dump(json.value(u"device"_s)), dump(deviceJson));
        QCOMPARE(dump(json.value(u"backend"_s)), dump(parse(R"({"loaded":true,"module":"libiteragpu_torch.so",
            "error":null})")));
        QCOMPARE(json.value(u"requested_device"_s).toString(), device);
        QVERIFY(json.value(u"driver_version_user_reported"_s).isNull());
    }

    void withoutModule()
    {
        EnvironmentReport report = environmentReport(
            {u"cuda:1"_s, QString(), nullptr, u"backend /home/someone/build/libiteragpu_torch.so: not found"_s});
        report.driverVersionUserReported = u"550.54.15"_s; // typed after the probe
        const QJsonObject json = report.toJson();
        QStringList keys = json.keys();
        QCOMPARE(keys,
                 (QStringList{u"application"_s, u"backend"_s, u"configuration_variables"_s, u"device"_s,
                              u"driver_version_user_reported"_s, u"format"_s, u"format_version"_s, u"host"_s,
                              u"libtorch"_s, u"not_collected"_s, u"notes"_s, u"probed_utc"_s, u"requested_device"_s}));
        QCOMPARE(json.value(u"configuration_variables"_s).toObject(), QJsonObject());
        QCOMPARE(json.value(u"format"_s).toString(), u"iteragpu-lab/environment"_s);
        QCOMPARE(json.value(u"format_version"_s).toInt(), 1);
        QCOMPARE(json.value(u"driver_version_user_reported"_s).toString(), u"550.54.15"_s);
        QVERIFY(json.value(u"libtorch"_s).isNull());
        QCOMPARE(dump(json.value(u"backend"_s)), dump(parse(R"({"loaded":false,"module":null,
            "error":"backend libiteragpu_torch.so: not found"})"))); // no folders in a report
        QCOMPARE(dump(json.value(u"device"_s)), dump(parse(R"({"name":"cuda:1","available":false,
            "reason":"the libtorch backend is not loaded"})")));
        QCOMPARE(json.value(u"application"_s).toObject().keys(),
                 (QStringList{u"compiler"_s, u"name"_s, u"os"_s, u"qt_version"_s, u"version"_s}));
        QCOMPARE(json.value(u"application"_s).toObject().value(u"os"_s).toObject().keys(),
                 (QStringList{u"architecture"_s, u"kernel"_s, u"name"_s, u"type"_s, u"version"_s}));
        QCOMPARE(QJsonDocument::fromJson(report.toJsonText()).object(), json);
    }

    void displayLines()
    {
        FactsBackend backend({cudaLibtorch(), h100()});
        EnvironmentReport report = environmentReport({u"cuda:0"_s, u"550.54.15"_s, &backend, QString()});
        report.application = ApplicationFacts{u"1.2.0"_s,  u"6.4.2"_s, u"GCC 12.2.0"_s,  u"Debian GNU/Linux 12"_s,
                                              u"debian"_s, u"12"_s,    u"linux 6.1.0"_s, u"x86_64"_s};
        QVERIFY(report.probedUtc && report.host); // set by every probe
        report.probedUtc = QDateTime(QDate(2026, 12, 1), QTime(19, 54, 39), Qt::UTC);
        report.host = HostFacts{u"AMD EPYC 9654 96-Core Processor"_s, 16, 137'438'953'472};
        QCOMPARE(linesDump(report),
                 u"Application: IteraGPU Lab 1.2.0\n"
                 u"Qt: 6.4.2\n"
                 u"Compiler: GCC 12.2.0\n"
                 u"Operating system: Debian GNU/Linux 12 (x86_64)\n"
                 u"Probed (UTC): 2026-12-01 19:54:39\n"
                 u"Processor: AMD EPYC 9654 96-Core Processor\n"
                 u"Logical processors: 16\n"
                 u"Memory (RAM): 137438953472 bytes\n"
                 u"libtorch: 2.1.2\n"
                 u"GPU runtime libtorch was built with: cuda 12.1\n"
                 u"cuDNN: 8902\n"
                 u"Visible GPUs: 1\n"
                 u"Intra-op threads (libtorch): 8\n"
                 u"Device cuda:0: available\n"
                 u"Device name: NVIDIA H100 80GB HBM3\n"
                 u"Total memory (reported by the runtime): 85045870592 bytes\n"
                 u"Compute capability: 9.0\n"
                 u"Multiprocessors: 132\n"
                 u"Caching allocator backend: native\n"
                 u"cuBLAS workspace (from the first matrix product): 33554432 bytes\n"
                 u"Driver (user-reported): 550.54.15\n"
                 u"Allocator and cuBLAS variables: none set\n"
                 u"Not collected: other environment variables, user and host names, home paths, serial "
                 u"numbers, UUIDs, network addresses"_s);
        const QList<FactLine> lines = report.displayLines(QLocale::c());
        const auto memory = std::find_if(lines.begin(), lines.end(),
                                         [](const FactLine &l) { return l.bytes && l.label.startsWith(u"Total"_s); });
        QVERIFY(memory != lines.end());
        QCOMPARE(*memory->bytes, qint64(85'045'870'592));

        const EnvironmentReport missing
            = environmentReport({u"cpu"_s, QString(), nullptr, u"backend /x/libiteragpu_torch.so: not found"_s});
        const QString text = linesDump(missing);
        // The loader's message reaches the display without its folder, as in the JSON.
        QVERIFY2(text.contains(u"\nlibtorch: not loaded: backend /x/libiteragpu_torch.so: not found\n"_s),
                 qPrintable(text));
        QVERIFY2(
            text.contains(u"\nDevice cpu: not available: the libtorch backend is not loaded [backend-not-loaded]\n"_s),
            qPrintable(text));
        QVERIFY2(text.contains(u"\nDriver (user-reported): not recorded\n"_s), qPrintable(text));
        QVERIFY2(!text.contains(u"Visible GPUs"_s), qPrintable(text));
    }

    // This computer as /proc and sysconf state it: a processor model, its logical processors and
    // memory, and nothing else (no serial number, flags or microcode).
    void hostFactsOfThisComputer()
    {
        const HostFacts host = hostFacts();
        QVERIFY(host.logicalCpus && *host.logicalCpus >= 1);
        QVERIFY(host.memoryBytes && *host.memoryBytes >= 64 * 1024 * 1024);
#if defined(Q_OS_LINUX) && (defined(Q_PROCESSOR_X86) || defined(Q_PROCESSOR_POWER))
        QVERIFY2(!host.cpuModel.isEmpty(), "no model name in /proc/cpuinfo");
#endif
        EnvironmentReport report;
        report.host = host;
        const QJsonObject json = report.toJson().value(u"host"_s).toObject();
        QCOMPARE(json.keys(), (QStringList{u"cpu_model"_s, u"logical_cpus"_s, u"memory_total_bytes"_s}));
    }

    // The module's English texts get a code and a sentence of their own; the English stays beside it.
    // An allocation failure is known by its error kind, never by its words.
    void backendMessages_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("code");
        const ErrorKind other = ErrorKind::Other;
        QTest::addRow("no GPU build") << QString::fromLatin1(ITERAGPU_MESSAGE_NO_GPU_BUILD) << other
                                      << u"torch-no-gpu-build"_s;
        QTest::addRow("no GPU") << QString::fromLatin1(ITERAGPU_MESSAGE_NO_GPU " (no GPU, no driver, or no runtime)")
                                << other << u"torch-no-gpu"_s;
        QTest::addRow("index") << u"cuda:3" ITERAGPU_MESSAGE_DEVICE_RANGE "1 device(s) visible"_s << other
                               << u"torch-device-range"_s;
        QTest::addRow("name") << u"device 'gpu" ITERAGPU_MESSAGE_DEVICE_NAME ""_s << other << u"torch-device-name"_s;
        QTest::addRow("dtype") << u"float16" ITERAGPU_MESSAGE_DTYPE_CPU " 2.3.0"_s << other << u"torch-dtype-cpu"_s;
        QTest::addRow("bfloat16") << u"" ITERAGPU_MESSAGE_BFLOAT16 "; this device has 7.5"_s << other
                                  << u"torch-bfloat16"_s;
        QTest::addRow("memory") << u"CUDA out of memory. Tried to allocate 2.00 GiB"_s << ErrorKind::OutOfMemory
                                << u"torch-out-of-memory"_s;
        QTest::addRow("the CPU allocator's words, kind out of memory")
            << u"DefaultCPUAllocator: can't allocate memory: you tried to allocate 4294967296 bytes"_s
            << ErrorKind::OutOfMemory << u"torch-out-of-memory"_s;
        QTest::addRow("the words out of memory, kind other")
            << u"CUDA out of memory. Tried to allocate 2.00 GiB"_s << other << u"torch-error"_s;
        QTest::addRow("not loaded") << backendNotLoadedReason() << other << u"backend-not-loaded"_s;
        QTest::addRow("other") << u"unknown libtorch error"_s << other << u"torch-error"_s;
    }
    void backendMessages()
    {
        QFETCH(QString, english);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, code);
        QCOMPARE(backendMessageCodeName(backendMessageCode(english, kind)), code);
        const QString shown = explainBackendMessage(Error{english, QString(), kind});
        QVERIFY2(shown.contains(u" ["_s + code + u"]"_s), qPrintable(shown));
        // The English text is beside the sentence, once, unless it is the sentence.
        QCOMPARE(shown.count(english), 1);
    }
};

QTEST_GUILESS_MAIN(TestEnvironment)
#include "tst_environment.moc"
