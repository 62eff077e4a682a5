#pragma once

#include "core/device/environment.h"
#include "core/reports/measurementsession.h"
#include "core/util/cancel.h"

#include <functional>
#include <memory>

namespace IteraGpu::Ui {

// The window's torch module, called from MeasurementController's lane only: measurements
// (runMeasurementSession) and Environment probes, one after the other on one thread, never two at
// once, as the module's C ABI requires. Every libtorch object of a call (its device session) lives
// and dies within that call. The loaded backend is kept for the next call with the same path.
class MeasurementWorker
{
public:
    // A module was loaded: `requestedPath` as asked for (empty: the default search), `location` the
    // file that the loader actually opened. Called on the lane's thread.
    using Loaded = std::function<void(const QString &requestedPath, const QString &location)>;

    IteraGpu::MeasurementRunResult run(const IteraGpu::MeasurementConfig &config, const QString &backendPath,
                                       CancelFlag cancel, const IteraGpu::MeasurementObserver &observer,
                                       const Loaded &loaded);
    IteraGpu::EnvironmentReport probe(const QString &backendPath, const QString &device, const QString &driver,
                                      const Loaded &loaded);

private:
    // The backend at `backendPath`, loaded once (and again when the path changes).
    Result<std::shared_ptr<Backend>> backend(const QString &backendPath, const Loaded &loaded);

    std::shared_ptr<Backend> m_backend;
    QString m_backendPath;
};

} // namespace IteraGpu::Ui
