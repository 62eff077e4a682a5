#pragma once

#include "measure/measurementsession.h"
#include "measure/runcontroller.h"

#include <QObject>
#include <QThread>

#include <qcoro/qcorotask.h>

#include <atomic>
#include <memory>

namespace IteraGpu::Ui {

// Lives in the worker thread and runs runMeasurementSession there, keeping the loaded backend
// for the next run with the same path. All libtorch objects live and die on this thread.
class MeasurementWorker : public QObject
{
    Q_OBJECT
public:
    void run(quint64 runId, const IteraGpu::MeasurementConfig &config, const QString &backendPath,
             const std::atomic<bool> *cancel);

Q_SIGNALS:
    void phaseStarted(quint64 runId, IteraGpu::Phase phase, int index);
    void rowFinished(quint64 runId, const IteraGpu::PhaseRow &row);
    void finished(quint64 runId, const IteraGpu::MeasurementRunResult &result);

private:
    std::shared_ptr<Backend> m_backend;
    QString m_backendPath;
};

// Lives in the GUI thread and owns the worker thread. run() is awaited with QCoro: the result
// arrives through a GUI-thread relay signal, so the coroutine resumes on the GUI thread. Rows and
// phase starts are delivered batched (RunController).
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

Q_SIGNALS:
    void runFinished(quint64 runId, const IteraGpu::MeasurementRunResult &result);

private:
    QThread m_thread;
    MeasurementWorker *m_worker;
    std::atomic<bool> m_cancel{false};
    quint64 m_runId = 0;
    bool m_running = false;
};

} // namespace IteraGpu::Ui
