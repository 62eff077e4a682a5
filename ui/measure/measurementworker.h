#pragma once

#include "core/device/environment.h"
#include "ui/common/metatypes.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace IteraGpu::Ui {

// Lives in the window's one torch-module thread (MeasurementController owns it) and uses the module
// only there: measurements (runMeasurementSession) and Environment probes, one after the other,
// never two at once, as the module's C ABI requires. The loaded backend is kept for the next call
// with the same path. All libtorch objects live and die on this thread.
class MeasurementWorker : public QObject
{
    Q_OBJECT
public:
    void run(quint64 runId, const IteraGpu::MeasurementConfig &config, const QString &backendPath,
             const std::atomic<bool> *cancel);
    void probe(quint64 probeId, const QString &backendPath, const QString &device, const QString &driver);

Q_SIGNALS:
    void phaseStarted(quint64 runId, IteraGpu::Phase phase, int index);
    void rowFinished(quint64 runId, const IteraGpu::PhaseRow &row);
    void finished(quint64 runId, const IteraGpu::MeasurementRunResult &result);
    void probed(quint64 probeId, const IteraGpu::EnvironmentReport &report);
    // A module was loaded: `requestedPath` as asked for (empty: the default search), `location` the
    // file that the loader actually opened.
    void backendLoaded(const QString &requestedPath, const QString &location);

private:
    // The backend at `backendPath`, loaded once (and again when the path changes).
    Result<std::shared_ptr<Backend>> backend(const QString &backendPath);

    std::shared_ptr<Backend> m_backend;
    QString m_backendPath;
};

} // namespace IteraGpu::Ui
