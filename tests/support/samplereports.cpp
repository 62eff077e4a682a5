#include "samplereports.h"

#include "fakedevice.h"

#include <QDir>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

EnvironmentReport sampleEnvironment(const QString &device)
{
    EnvironmentReport env;
    env.application
        = ApplicationFacts{u"1.2.0"_s,  u"6.4.2"_s, u"GCC 12.2.0"_s,           u"Debian GNU/Linux 12 (bookworm)"_s,
                           u"debian"_s, u"12"_s,    u"linux 6.1.0-18-amd64"_s, u"x86_64"_s};
    env.requestedDevice = device;
    env.driverVersionUserReported = u"550.54.15"_s;
    env.backendModule = u"libiteragpu_torch.so"_s;
    LibtorchFacts torch;
    torch.version = u"2.1.2"_s;
    torch.gpuRuntime = GpuRuntime::Cuda;
    torch.gpuRuntimeBuildVersion = u"12.1"_s;
    torch.dnnLibraryVersion = u"8902"_s;
    torch.visibleGpuCount = 1;
    torch.intraOpThreads = 8;
    env.libtorch = torch;
    env.device.name = device;
    env.device.available = true;
    const bool cpu = device == u"cpu"_s;
    env.device.type = cpu ? DeviceType::Cpu : DeviceType::Cuda;
    env.device.deviceName = cpu ? u"CPU"_s : u"NVIDIA H100 80GB HBM3"_s;
    if (!cpu) {
        env.device.totalMemoryBytes = 85'045'870'592;
        env.device.computeCapability = u"9.0"_s;
    }
    return env;
}

MeasurementConfig seedSmallTest(int warmup)
{
    MeasurementConfig c;
    c.batch = 1;
    c.context = 16;
    c.width = 64;
    c.hidden = 256;
    c.warmup = warmup;
    c.repeats = 2;
    return c;
}

MeasurementReport sampleReport(const QString &device, RunStatus status, int warmup, int repeats, bool deviceFigures)
{
    MeasurementReport report;
    report.config.device = device;
    report.config.batch = 2;
    report.config.context = 16;
    report.config.width = 64;
    report.config.hidden = 256;
    report.config.dtype = Dtype::Float32;
    report.config.warmup = warmup;
    report.config.repeats = repeats;
    report.config.seed = 7;
    report.config.output = u"measurement.json"_s;
    report.environment = sampleEnvironment(device);
    report.startedUtc = QDateTime(QDate(2026, 3, 14), QTime(9, 30, 0), Qt::UTC);

    FakeSession session;
    session.hasCounters = device != u"cpu"_s;
    session.deviceFigures = deviceFigures && session.hasCounters;
    if (deviceFigures)
        session.failKind = ErrorKind::OutOfMemory;
    std::atomic<bool> cancel = false;
    int forwards = 0;
    // Forwards: cold (1), warm-up (`warmup`), then the repeats; stop in the second repeat.
    const int stopAt = 1 + warmup + 2;
    if (status == RunStatus::Failed)
        session.failOn = u"forward#%1"_s.arg(stopAt);
    if (status == RunStatus::Cancelled) {
        session.onForward = [&] {
            if (++forwards == stopAt - 1)
                cancel = true;
        };
    }
    report.outcome = runMeasurement(session, report.config, &cancel);
    // Steady-clock times vary from run to run; the samples have fixed ones.
    for (qsizetype i = 0; i < report.outcome.rows.size(); ++i)
        report.outcome.rows[i].nanoseconds = 100'000 * (i + 1) + 7 * i;
    return report;
}

QStringList writeSampleReports(const QString &folder, RunStatus cpuStatus)
{
    const QDir dir(folder);
    const QString gpu = dir.filePath(u"h100.json"_s);
    const QString cpu = dir.filePath(u"cpu.json"_s);
    const QString environment = dir.filePath(u"environment.json"_s);
    if (!writeMeasurementReport(gpu, sampleReport(u"cuda:0"_s, RunStatus::Complete))
        || !writeMeasurementReport(cpu, sampleReport(u"cpu"_s, cpuStatus, 0, 2))
        || !writeEnvironmentReport(environment, sampleEnvironment(u"cuda:0"_s), ExistingFile::Refuse))
        return {};
    return {gpu, cpu, environment};
}
