#pragma once

// A scripted fake of the backend interface, for the protocol runner and the session tests: it
// records every call, fails the step named in `failOn`, and reports growing counters.
#include "device/backend.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <functional>

// Records every call; memory() reports counters that grow with each call so that baselines, ends
// and peaks are distinguishable. `failOn` = "forward#2" fails the second forward, with the error
// kind `failKind` (an out-of-memory failure, as the torch module reports one, or another).
class FakeSession final : public IteraGpu::DeviceSession
{
public:
    QStringList calls;
    QString failOn;
    IteraGpu::ErrorKind failKind = IteraGpu::ErrorKind::Other;
    bool hasCounters = true;
    std::function<void()> onForward;

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
        ++m_reads;
        return std::optional<IteraGpu::MemoryCounters>(
            IteraGpu::MemoryCounters{m_reads * 1024, m_reads * 2048, m_reads * 1536, m_reads * 4096});
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
