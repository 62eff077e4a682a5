#include "ui/measure/measurementworker.h"

#include "core/device/backendloader.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/threadpriority.h"

namespace IteraGpu::Ui {

Result<std::shared_ptr<Backend>> MeasurementWorker::backend(const QString &backendPath, const Loaded &loaded)
{
    // libtorch's BLAS threads start on the thread that loads it first: this one, at a lower priority.
    lowerCurrentThreadPriority();
    if (!m_backend || m_backendPath != backendPath) {
        auto backend = BackendLoader::load(backendPath);
        if (!backend)
            return backend;
        m_backend = *backend;
        m_backendPath = backendPath;
        loaded(backendPath, m_backend->location());
    }
    return m_backend;
}

MeasurementRunResult MeasurementWorker::run(const MeasurementConfig &config, const QString &backendPath,
                                            CancelFlag cancel, const MeasurementObserver &observer,
                                            const Loaded &loaded)
{
    const auto source = [&] { return backend(backendPath, loaded); };
    return runMeasurementSession(config, fieldLabel, source, cancel, observer);
}

EnvironmentReport MeasurementWorker::probe(const QString &backendPath, const QString &device, const QString &driver,
                                           const Loaded &loaded)
{
    auto backend = this->backend(backendPath, loaded);
    return environmentReport(
        {device, driver, backend ? backend->get() : nullptr, backend ? QString() : backend.error(), backendPath});
}

} // namespace IteraGpu::Ui
