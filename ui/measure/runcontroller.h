#pragma once

#include "core/remote/sshtarget.h"
#include "core/reports/measurementsession.h"
#include "ui/common/metatypes.h"

#include <QElapsedTimer>
#include <QObject>

#include <qcoro/qcorotask.h>

#include <optional>
#include <utility>

namespace IteraGpu::Ui {

// What the Measure tab asks a runner for: the configuration, and what the place it runs needs.
struct RunRequest
{
    IteraGpu::MeasurementConfig config; // config.output: the report's path where the run happens
    QString backendPath; // a run on this computer: the torch module (empty: the default search)
    IteraGpu::SshTarget target; // a run over SSH: where
    QString localPath; // a run over SSH: where the fetched report is saved here
};

// The one interface the Measure tab drives, implemented by the local worker-thread controller and
// by the remote SSH controller. Rows reach the GUI thread batched: the first at once, then at most
// one delivery every 50 ms with the rows of that time in one batch (a long run of short forwards
// does not flood the window with relayouts); the last rows always arrive before run() resumes its
// caller. Phase starts either join the batches, only the latest one delivered (a local run, whose
// worker reports millions a second), or are delivered each as it comes (a remote run, whose
// progress stream each phase start crosses first).
class RunController : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kRowBatchMs = 50;
    enum class PhaseStarts
    {
        Latest,
        Every
    };

    explicit RunController(PhaseStarts phaseStarts, QObject *parent = nullptr);
    // Resumes on the GUI thread with the run's result; a second run while one is going is refused.
    virtual QCoro::Task<IteraGpu::MeasurementRunResult> run(RunRequest request) = 0;
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;

Q_SIGNALS:
    void phaseStarted(IteraGpu::Phase phase, int index);
    void rowsFinished(const QList<IteraGpu::PhaseRow> &rows);

protected:
    // Called on the GUI thread by the implementations as the run reports.
    void deliverRow(const PhaseRow &row);
    void deliverPhaseStart(Phase phase, int index);
    // Before a run: forget what a previous one left.
    void resetDeliveries();
    // When a run has ended: the pending rows now; a pending phase start is no news any more.
    void finishDeliveries();

private:
    void scheduleFlush();
    void flushDeliveries();

    const PhaseStarts m_phaseStarts;
    QList<PhaseRow> m_pending;
    std::optional<std::pair<Phase, int>> m_pendingPhase; // PhaseStarts::Latest: the latest not yet delivered
    bool m_flushScheduled = false;
    QElapsedTimer m_sinceFlush; // invalid until the first delivery
};

} // namespace IteraGpu::Ui
