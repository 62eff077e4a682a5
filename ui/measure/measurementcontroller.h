#pragma once

#include "core/measure/measurementsession.h"
#include "ui/measure/runcontroller.h"

#include <QObject>
#include <QThread>

#include <qcoro/qcorotask.h>

#include <atomic>

namespace IteraGpu::Ui {

class MeasurementWorker;

// Lives in the GUI thread and owns the window's one torch-module thread (MeasurementWorker). run()
// and probe() are awaited with QCoro: the result arrives through a GUI-thread relay signal, so the
// coroutine resumes on the GUI thread. Rows and phase starts are delivered batched (RunController).
// A probe asked for during a run is queued behind it on the same thread: it never calls into the
// module beside the run.
class MeasurementController : public RunController
{
    Q_OBJECT
public:
    explicit MeasurementController(QObject *parent = nullptr);
    ~MeasurementController() override; // cancel, quit, wait: never destroys a running thread

    // Runs request.config with the module at request.backendPath on the worker thread.
    QCoro::Task<IteraGpu::MeasurementRunResult> run(RunRequest request) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }
    // The environment report of `device` with the module at `backendPath` (loaded, or reused), on
    // the module's thread after whatever runs there now. `driver` as the user typed it.
    QCoro::Task<IteraGpu::EnvironmentReport> probe(QString backendPath, QString device, QString driver);

Q_SIGNALS:
    void runFinished(quint64 runId, const IteraGpu::MeasurementRunResult &result);
    void probeFinished(quint64 probeId, const IteraGpu::EnvironmentReport &report);
    // The module thread loaded a module (MeasurementWorker::backendLoaded), in the GUI thread.
    void backendLoaded(const QString &requestedPath, const QString &location);

private:
    QThread m_thread;
    MeasurementWorker *m_worker;
    std::atomic<bool> m_cancel{false};
    quint64 m_runId = 0;
    quint64 m_probeId = 0;
    bool m_running = false;
};

} // namespace IteraGpu::Ui
