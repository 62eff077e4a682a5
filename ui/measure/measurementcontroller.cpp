#include "measure/measurementcontroller.h"

#include "common/fieldlabels.h"

#include "common/threadpriority.h"
#include "device/backendloader.h"

#include <QCoreApplication>

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
    : RunController(PhaseStarts::Latest, parent)
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
            deliverPhaseStart(phase, index);
    });
    connect(m_worker, &MeasurementWorker::rowFinished, this, [this](quint64 id, const PhaseRow &row) {
        if (id == m_runId)
            deliverRow(row);
    });
    connect(m_worker, &MeasurementWorker::finished, this, [this](quint64 id, const MeasurementRunResult &result) {
        if (id != m_runId)
            return;
        finishDeliveries();
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

void MeasurementController::cancel()
{
    m_cancel = true;
}

QCoro::Task<MeasurementRunResult> MeasurementController::run(RunRequest request)
{
    if (m_running) {
        MeasurementRunResult refused;
        refused.report.config = request.config;
        refused.message = tr("A measurement is already running.");
        co_return refused;
    }
    const quint64 id = ++m_runId;
    m_cancel = false;
    m_running = true;
    resetDeliveries();
    const MeasurementConfig config = request.config;
    const QString backendPath = request.backendPath;
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
