#include "ui/measure/measurementworker.h"

#include "core/device/backendloader.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/threadpriority.h"

namespace IteraGpu::Ui {

Result<std::shared_ptr<Backend>> MeasurementWorker::backend(const QString &backendPath)
{
    // libtorch's BLAS threads start on the thread that loads it first: this one, at a lower priority.
    lowerCurrentThreadPriority();
    if (!m_backend || m_backendPath != backendPath) {
        auto loaded = BackendLoader::load(backendPath);
        if (!loaded)
            return loaded;
        m_backend = *loaded;
        m_backendPath = backendPath;
        Q_EMIT backendLoaded(backendPath, m_backend->location());
    }
    return m_backend;
}

void MeasurementWorker::run(quint64 runId, const MeasurementConfig &config, const QString &backendPath,
                            const std::atomic<bool> *cancel)
{
    MeasurementObserver observer;
    observer.phaseStarted = [&](Phase phase, int index) { Q_EMIT phaseStarted(runId, phase, index); };
    observer.rowFinished = [&](const PhaseRow &row) { Q_EMIT rowFinished(runId, row); };
    const auto source = [&] { return backend(backendPath); };
    Q_EMIT finished(runId, runMeasurementSession(config, fieldLabel, source, cancel, observer));
}

void MeasurementWorker::probe(quint64 probeId, const QString &backendPath, const QString &device, const QString &driver)
{
    auto loaded = backend(backendPath);
    Q_EMIT probed(probeId,
                  environmentReport({device, driver, loaded ? loaded->get() : nullptr,
                                     loaded ? QString() : loaded.error(), backendPath}));
}

} // namespace IteraGpu::Ui
