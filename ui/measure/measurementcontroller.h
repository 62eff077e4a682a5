#pragma once

#include "core/reports/measurementsession.h"
#include "ui/common/jobtracker.h"
#include "ui/measure/measurementworker.h"
#include "ui/measure/runcontroller.h"

#include <QObject>

#include <qcoro/qcorotask.h>

#include <memory>

namespace IteraGpu::Ui {

// Lives in the GUI thread and runs the window's torch module (MeasurementWorker) as jobs on a lane
// of one thread: runs and probes one after the other, never two at once, a probe asked for during a
// run queued behind it. run() and probe() are awaited with QCoro and resume on the GUI thread. Rows
// and phase starts are posted by the job and delivered batched (RunController).
class MeasurementController : public RunController
{
    Q_OBJECT
public:
    explicit MeasurementController(QObject *parent = nullptr);
    ~MeasurementController() override; // cancels, and waits for the lane: never leaves a run behind

    // Runs request.config with the module at request.backendPath on the lane.
    QCoro::Task<IteraGpu::MeasurementRunResult> run(RunRequest request) override;
    void cancel() override;
    bool isRunning() const override { return m_runs.isBusy(); }
    // The environment report of `device` with the module at `backendPath` (loaded, or reused), on
    // the lane after whatever runs there now. `driver` as the user typed it.
    QCoro::Task<IteraGpu::EnvironmentReport> probe(QString backendPath, QString device, QString driver);

Q_SIGNALS:
    // The lane loaded a module (MeasurementWorker::Loaded), in the GUI thread.
    void backendLoaded(const QString &requestedPath, const QString &location);

private:
    MeasurementWorker::Loaded loadedPoster(const JobContext &job);

    std::shared_ptr<MeasurementWorker> m_worker = std::make_shared<MeasurementWorker>(); // used on the lane only
    JobLane m_lane; // before the trackers: outlives them
    JobTracker m_runs{JobTracker::Policy::KeepAll, &m_lane};
    JobTracker m_probes{JobTracker::Policy::KeepAll, &m_lane};
};

} // namespace IteraGpu::Ui
