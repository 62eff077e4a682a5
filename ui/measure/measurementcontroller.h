#pragma once

#include "measure/measurementsession.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>

#include <qcoro/qcorotask.h>

#include <atomic>
#include <memory>
#include <optional>
#include <utility>

Q_DECLARE_METATYPE(IteraGpu::Phase)
Q_DECLARE_METATYPE(IteraGpu::PhaseRow)
Q_DECLARE_METATYPE(IteraGpu::MeasurementRunResult)

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
// arrives through a GUI-thread relay signal, so the coroutine resumes on the GUI thread.
// Rows and phase starts are forwarded as they come: the first at once, then at most one delivery
// every 50 ms, the rows of that time in one batch and only the latest phase start (a long run of
// short forwards does not flood the GUI with relayouts and repaints); the last rows always arrive
// before runFinished.
class MeasurementController : public QObject
{
    Q_OBJECT
public:
    explicit MeasurementController(QObject *parent = nullptr);
    ~MeasurementController() override; // cancel, quit, wait: never destroys a running thread

    QCoro::Task<IteraGpu::MeasurementRunResult> run(IteraGpu::MeasurementConfig config, QString backendPath);
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void phaseStarted(IteraGpu::Phase phase, int index);
    void rowsFinished(const QList<IteraGpu::PhaseRow> &rows);
    void runFinished(quint64 runId, const IteraGpu::MeasurementRunResult &result);

private:
    static constexpr qint64 kRowBatchMs = 50;
    void rowArrived(const PhaseRow &row);
    void phaseArrived(Phase phase, int index);
    void scheduleFlush();
    void flushRows();

    QThread m_thread;
    MeasurementWorker *m_worker;
    std::atomic<bool> m_cancel{false};
    quint64 m_runId = 0;
    bool m_running = false;
    QList<PhaseRow> m_pending;
    std::optional<std::pair<Phase, int>> m_pendingPhase; // the latest phase start not yet delivered
    bool m_flushScheduled = false;
    QElapsedTimer m_sinceFlush; // invalid until the first flush
};

} // namespace IteraGpu::Ui
