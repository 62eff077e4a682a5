#include "measurementsession.h"

#include "environment.h"

#include <QCoreApplication>

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::MeasurementSession)
};
} // namespace

MeasurementRunResult runMeasurementSession(Backend &backend, const MeasurementConfig &config,
                                           const SessionFieldNames &names, const std::atomic<bool> *cancel,
                                           const MeasurementObserver &observer)
{
    MeasurementRunResult result;
    result.report.config = config;
    auto session = backend.open(config.device);
    if (!session) {
        result.message = Tr::tr("%1 %2: not available: %3; nothing was measured, there is no CPU fallback")
                             .arg(names.device, config.device, session.error());
        return result;
    }
    if (Status dtype = (*session)->checkDtype(config.dtype); !dtype) {
        result.message = Tr::tr("%1 %2: %3").arg(names.dtype, dtypeName(config.dtype), dtype.error());
        return result;
    }

    result.report.startedUtc = QDateTime::currentDateTimeUtc();
    result.report.environment = environmentReport({config.device, QString(), &backend, QString()});
    result.report.outcome = runMeasurement(**session, config, cancel, observer);
    session->reset(); // frees the device memory before the report is written

    if (Status written = writeMeasurementReport(config.output, result.report); !written) {
        result.kind = MeasurementRunResult::Kind::Failed;
        result.message = written.error();
        return result;
    }
    result.written = true;
    if (result.report.outcome.complete()) {
        result.kind = MeasurementRunResult::Kind::Complete;
    } else {
        result.kind = MeasurementRunResult::Kind::Failed;
        result.message = Tr::tr("stopped at %1: %2")
                             .arg(result.report.outcome.failure->phase, result.report.outcome.failure->message);
    }
    return result;
}

} // namespace IteraGpu
