#pragma once

// A scripted fake of the backend interface, for the protocol runner and the session tests: it
// records every call, fails the step named in `failOn`, and reports growing counters.
#include "core/device/backend.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <functional>

// Records every call; memory() reports counters that grow with each call so that baselines, ends
// and peaks are distinguishable: reading n (from 0: the one before model_load) has n x 1024
// allocated, n x 2048 reserved, n x 1536 and n x 4096 peaks. With `deviceFigures` it also has the
// device's figures (85,045,870,592 bytes total, an H100 80GB HBM3; in use: reserved + 512 MiB + n x 4096 outside the
// allocator) and the allocator's counts (n / 4 retries, n / 8 out-of-memory failures); `script` may change any reading.
// `failOn` = "forward#2" fails the second forward, with the error kind `failKind` (an out-of-memory failure, as the
// torch module reports one, or another; the message is the same).
class FakeSession final : public IteraGpu::DeviceSession
{
public:
    QStringList calls;
    QString failOn;
    IteraGpu::ErrorKind failKind = IteraGpu::ErrorKind::Other;
    bool hasCounters = true;
    bool deviceFigures = false;
    std::function<void(qint64 reading, IteraGpu::MemoryCounters &counters)> script;
    std::function<void()> onForward;
    static constexpr qint64 kTotalBytes = 85'045'870'592; // an H100 80GB HBM3, as samplereports.h says
    static constexpr qint64 kOutsideBytes = qint64(512) << 20; // the scripted CUDA context

    IteraGpu::Status checkDtype(IteraGpu::Dtype) override { return step(QStringLiteral("checkDtype")); }
    IteraGpu::Status buildModel(qint64, qint64, IteraGpu::Dtype, quint64) override
    {
        return step(QStringLiteral("buildModel"));
    }
    IteraGpu::Status createInputs(qint64, qint64, quint64) override { return step(QStringLiteral("createInputs")); }
    IteraGpu::Status forward() override
    {
        if (onForward)
            onForward();
        return step(QStringLiteral("forward"));
    }
    IteraGpu::Status releaseOutputs() override { return step(QStringLiteral("release")); }
    IteraGpu::Status synchronize() override { return step(QStringLiteral("sync")); }
    IteraGpu::Result<std::optional<IteraGpu::MemoryCounters>> memory() override
    {
        if (IteraGpu::Status s = step(QStringLiteral("memory")); !s)
            return s.failure();
        if (!hasCounters)
            return std::optional<IteraGpu::MemoryCounters>();
        const qint64 n = m_reads++;
        IteraGpu::MemoryCounters counters{n * 1024, n * 2048, n * 1536, n * 4096};
        if (deviceFigures) {
            counters.deviceTotalBytes = kTotalBytes;
            counters.deviceFreeBytes = kTotalBytes - counters.reserved - kOutsideBytes - n * 4096;
            counters.numAllocRetries = n / 4;
            counters.numOoms = n / 8;
        }
        if (script)
            script(n, counters);
        return std::optional<IteraGpu::MemoryCounters>(counters);
    }
    IteraGpu::Status resetPeaks() override { return step(QStringLiteral("resetPeaks")); }
    IteraGpu::Result<double> outputChecksum() override { return 0.0; }

private:
    IteraGpu::Status step(const QString &name)
    {
        const int n = ++m_counts[name];
        calls.append(name);
        if (failOn == name + u'#' + QString::number(n))
            return IteraGpu::Error{name + QStringLiteral(" failed: CUDA out of memory (scripted)"), QString(),
                                   failKind};
        return {};
    }
    QHash<QString, int> m_counts;
    qint64 m_reads = 0;
};

// A backend that opens one scripted session. `unavailable` refuses open() with that message;
// `prepare` scripts the session before the run (a failing step, a cancel, a file removed).
class FakeBackend final : public IteraGpu::Backend
{
public:
    QString unavailable;
    std::function<void(FakeSession &)> prepare;
    QStringList opened; // the device names open() was called with

    QString location() const override { return QStringLiteral("/opt/fake/libiteragpu_torch.so"); }
    IteraGpu::BackendFacts environment(const QString &device) override
    {
        IteraGpu::BackendFacts facts;
        facts.libtorch.version = QStringLiteral("0.0-fake");
        facts.libtorch.gpuRuntime = IteraGpu::GpuRuntime::Cuda;
        facts.libtorch.gpuRuntimeBuildVersion = QStringLiteral("12.4");
        facts.libtorch.visibleGpuCount = unavailable.isEmpty() ? 1 : 0;
        facts.device.name = device;
        facts.device.type = IteraGpu::DeviceType::Cuda;
        facts.device.available = unavailable.isEmpty();
        if (facts.device.available)
            facts.device.deviceName = QStringLiteral("Scripted GPU");
        else
            facts.device.reason = unavailable;
        return facts;
    }
    IteraGpu::Result<std::unique_ptr<IteraGpu::DeviceSession>> open(const QString &device) override
    {
        opened.append(device);
        if (!unavailable.isEmpty())
            return IteraGpu::Error{unavailable};
        auto session = std::make_unique<FakeSession>();
        if (prepare)
            prepare(*session);
        return std::unique_ptr<IteraGpu::DeviceSession>(std::move(session));
    }
};
