#include "ui/measure/runcontroller.h"

#include <QTimer>

namespace IteraGpu::Ui {

RunController::RunController(PhaseStarts phaseStarts, QObject *parent)
    : QObject(parent)
    , m_phaseStarts(phaseStarts)
{ }

void RunController::deliverRow(const PhaseRow &row)
{
    m_pending.append(row);
    scheduleFlush();
}

void RunController::deliverPhaseStart(Phase phase, int index)
{
    if (m_phaseStarts == PhaseStarts::Every) {
        Q_EMIT phaseStarted(phase, index);
        return;
    }
    m_pendingPhase = std::pair(phase, index);
    scheduleFlush();
}

void RunController::resetDeliveries()
{
    m_pending.clear();
    m_pendingPhase.reset();
    m_sinceFlush.invalidate();
}

void RunController::finishDeliveries()
{
    m_pendingPhase.reset(); // the run is over: its last phase start is no news
    flushDeliveries();
}

void RunController::scheduleFlush()
{
    if (m_flushScheduled)
        return; // joins the delivery the timer makes
    const qint64 since = m_sinceFlush.isValid() ? m_sinceFlush.elapsed() : kRowBatchMs;
    if (since >= kRowBatchMs) {
        flushDeliveries();
        return;
    }
    m_flushScheduled = true;
    QTimer::singleShot(kRowBatchMs - since, this, [this] {
        m_flushScheduled = false;
        flushDeliveries();
    });
}

void RunController::flushDeliveries()
{
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

} // namespace IteraGpu::Ui
