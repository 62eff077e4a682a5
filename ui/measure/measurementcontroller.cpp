#include "ui/measure/measurementcontroller.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

MeasurementController::MeasurementController(QObject *parent)
    : RunController(PhaseStarts::Latest, parent)
{
    qRegisterMetaType<IteraGpu::Phase>();
    qRegisterMetaType<IteraGpu::PhaseRow>();
    qRegisterMetaType<IteraGpu::MeasurementRunResult>();
    qRegisterMetaType<IteraGpu::EnvironmentReport>();
}

MeasurementController::~MeasurementController()
{
    m_runs.cancel();
    m_lane.waitForDone();
}

void MeasurementController::cancel()
{
    m_runs.cancel();
}

MeasurementWorker::Loaded MeasurementController::loadedPoster(const JobContext &job)
{
    return [this, job](const QString &requestedPath, const QString &location) {
        job.post([this, requestedPath, location] { Q_EMIT backendLoaded(requestedPath, location); });
    };
}

QCoro::Task<MeasurementRunResult> MeasurementController::run(RunRequest request)
{
    if (m_runs.isBusy()) {
        MeasurementRunResult refused;
        refused.report.config = request.config;
        refused.message = tr("A measurement is already running.");
        co_return refused;
    }
    resetDeliveries();
    // Posted by the job, delivered on the GUI thread while this controller exists, in their order,
    // before the result.
    QCoro::Task<std::optional<MeasurementRunResult>> running = m_runs.start(
        [this, worker = m_worker, config = request.config, backendPath = request.backendPath](const JobContext &job) {
            MeasurementObserver observer;
            observer.phaseStarted = [this, &job](Phase phase, int index) {
                job.post([this, phase, index] { deliverPhaseStart(phase, index); });
            };
            observer.rowFinished = [this, &job](const PhaseRow &row) { job.post([this, row] { deliverRow(row); }); };
            return worker->run(config, backendPath, job.cancelFlag(), observer, loadedPoster(job));
        });
    std::optional<MeasurementRunResult> result = co_await std::move(running);
    if (!result)
        co_return MeasurementRunResult(); // the controller is gone
    finishDeliveries();
    co_return std::move(*result);
}

QCoro::Task<EnvironmentReport> MeasurementController::probe(QString backendPath, QString device, QString driver)
{
    QCoro::Task<std::optional<EnvironmentReport>> probing
        = m_probes.start([this, worker = m_worker, backendPath, device, driver](const JobContext &job) {
              return worker->probe(backendPath, device, driver, loadedPoster(job));
          });
    std::optional<EnvironmentReport> report = co_await std::move(probing);
    co_return report ? std::move(*report) : EnvironmentReport(); // empty: the controller is gone
}

} // namespace IteraGpu::Ui
