#include "measure/measurementcontroller.h"

#include "common/fieldlabels.h"

#include "common/threadpriority.h"
#include "device/backendloader.h"

#include <QCoreApplication>
#include <QTimer>

#include <qcoro/qcorosignal.h>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

void MeasurementWorker::run(quint64 runId, const MeasurementConfig &config, const QString &backendPath,
                            const std::atomic<bool> *cancel)
{
    lowerCurrentThreadPriority();
    const auto backend = [&]() -> Result<std::shared_ptr<Backend>> {
        if (!m_backend || m_backendPath != backendPath) {
            auto loaded = BackendLoader::load(backendPath);
            if (!loaded)
                return loaded;
            m_backend = *loaded;
            m_backendPath = backendPath;
        }
        return m_backend;
    };
    MeasurementObserver observer;
    observer.phaseStarted = [&](Phase phase, int index) { Q_EMIT phaseStarted(runId, phase, index); };
    observer.rowFinished = [&](const PhaseRow &row) { Q_EMIT rowFinished(runId, row); };
    Q_EMIT finished(runId, runMeasurementSession(config, fieldLabel, backend, cancel, observer));
}

MeasurementController::MeasurementController(QObject *parent)
    : QObject(parent)
    , m_worker(new MeasurementWorker)
{
    qRegisterMetaType<IteraGpu::Phase>();
    qRegisterMetaType<IteraGpu::PhaseRow>();
    qRegisterMetaType<IteraGpu::MeasurementRunResult>();
    m_thread.setObjectName(u"measurement"_s);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    // Queued into this (GUI) thread; stale runs are dropped by id.
    connect(m_worker, &MeasurementWorker::phaseStarted, this, [this](quint64 id, Phase phase, int index) {
        if (id == m_runId)
            phaseArrived(phase, index);
    });
    connect(m_worker, &MeasurementWorker::rowFinished, this, [this](quint64 id, const PhaseRow &row) {
        if (id == m_runId)
            rowArrived(row);
    });
    connect(m_worker, &MeasurementWorker::finished, this, [this](quint64 id, const MeasurementRunResult &result) {
        if (id != m_runId)
            return;
        m_pendingPhase.reset(); // the run is over: its last phase start is no news
        flushRows();
        m_running = false;
        Q_EMIT runFinished(id, result);
    });
    m_thread.start();
}

MeasurementController::~MeasurementController()
{
    m_cancel = true;
    m_thread.quit();
    m_thread.wait();
}

void MeasurementController::rowArrived(const PhaseRow &row)
{
    m_pending.append(row);
    scheduleFlush();
}

void MeasurementController::phaseArrived(Phase phase, int index)
{
    m_pendingPhase = std::pair(phase, index);
    scheduleFlush();
}

void MeasurementController::scheduleFlush()
{
    if (m_flushScheduled)
        return; // joins the delivery the timer makes
    const qint64 since = m_sinceFlush.isValid() ? m_sinceFlush.elapsed() : kRowBatchMs;
    if (since >= kRowBatchMs) {
        flushRows();
        return;
    }
    m_flushScheduled = true;
    QTimer::singleShot(kRowBatchMs - since, this, &MeasurementController::flushRows);
}

void MeasurementController::flushRows()
{
    m_flushScheduled = false;
    if (m_pending.isEmpty() && !m_pendingPhase)
        return;
    m_sinceFlush.start();
    // The rows first: they finished before the phase that started last.
    if (!m_pending.isEmpty()) {
        const QList<PhaseRow> rows = std::exchange(m_pending, {});
        Q_EMIT rowsFinished(rows);
    }
    if (const auto phase = std::exchange(m_pendingPhase, std::nullopt))
        Q_EMIT phaseStarted(phase->first, phase->second);
}

void MeasurementController::cancel()
{
    m_cancel = true;
}

QCoro::Task<MeasurementRunResult> MeasurementController::run(MeasurementConfig config, QString backendPath)
{
    const quint64 id = ++m_runId;
    m_cancel = false;
    m_running = true;
    m_pending.clear();
    m_pendingPhase.reset();
    m_sinceFlush.invalidate();
    // The awaitable connects now, before the work can finish.
    auto finished = qCoro(this, &MeasurementController::runFinished);
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, id, config, backendPath, cancel = &m_cancel] {
            worker->run(id, config, backendPath, cancel);
        },
        Qt::QueuedConnection);
    // Only the current run's result reaches runFinished (stale ids are dropped above).
    const auto [finishedId, result] = co_await finished;
    Q_ASSERT(finishedId == id);
    co_return result;
}

} // namespace IteraGpu::Ui
