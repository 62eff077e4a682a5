#include "ui/measure/measurementcontroller.h"

#include "ui/measure/measurementworker.h"

#include <QCoreApplication>

#include <qcoro/qcorosignal.h>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

MeasurementController::MeasurementController(QObject *parent)
    : RunController(PhaseStarts::Latest, parent)
    , m_worker(new MeasurementWorker)
{
    qRegisterMetaType<IteraGpu::Phase>();
    qRegisterMetaType<IteraGpu::PhaseRow>();
    qRegisterMetaType<IteraGpu::MeasurementRunResult>();
    qRegisterMetaType<IteraGpu::EnvironmentReport>();
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
    connect(m_worker, &MeasurementWorker::probed, this, &MeasurementController::probeFinished);
    connect(m_worker, &MeasurementWorker::backendLoaded, this, &MeasurementController::backendLoaded);
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

QCoro::Task<EnvironmentReport> MeasurementController::probe(QString backendPath, QString device, QString driver)
{
    const quint64 id = ++m_probeId;
    // The awaitable connects now, before the work can finish.
    auto finished = qCoro(this, &MeasurementController::probeFinished);
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, id, backendPath, device, driver] { worker->probe(id, backendPath, device, driver); },
        Qt::QueuedConnection);
    auto answer = co_await finished;
    while (std::get<0>(answer) != id) {
        // An older probe's answer (its caller gave up on it): wait on for this one's.
        auto next = qCoro(this, &MeasurementController::probeFinished);
        answer = co_await next;
    }
    co_return std::get<1>(answer);
}

} // namespace IteraGpu::Ui
