#pragma once

#include "core/device/backend.h"
#include "core/measure/measurementreport.h"
#include "core/util/fieldkey.h"

#include <atomic>
#include <functional>
#include <memory>

namespace IteraGpu {

// How one measurement ended; the same meaning, and the same exit code, in the CLI and the GUI.
struct MeasurementRunResult
{
    enum class Kind
    {
        Refused, // before any device work: output, backend, device, dtype; nothing written
        NotWritten, // the run happened but its report could not be written: nothing kept
        Complete,
        Failed, // stopped part-way by an error, report written
        Cancelled // stopped part-way by the user, report written
    };
    Kind kind = Kind::Refused;
    QString message; // the refusal, failure or cancel line; empty when complete
    QString field; // the FieldKey of the refused field (output, device, dtype), empty otherwise
    MeasurementReport report; // rows measured so far (failed and cancelled runs too)

    // The kind of a run whose report was written with `status`: the one status -> kind mapping.
    static Kind kindOf(RunStatus status);
    bool reportWritten() const { return kind == Kind::Complete || kind == Kind::Failed || kind == Kind::Cancelled; }
    // 0 complete; 2 refused or nothing written; 3 failed part-way or cancelled, report written.
    int exitCode() const
    {
        if (kind == Kind::Complete)
            return 0;
        return reportWritten() ? 3 : 2;
    }
};

// The one line that says how a run that did not complete ended ("stopped at Cold forward: out of
// memory...", "cancelled at Warm forward"), translated; empty for a complete run. The GUI says the
// same of a report fetched from a remote run.
QString runEndMessage(const MeasurementOutcome &outcome);

// Loads (or hands back an already loaded) backend; its error names the module's path.
using BackendSource = std::function<Result<std::shared_ptr<Backend>>()>;

// One measurement from a valid configuration to the report file, written once for the CLI and
// the GUI worker; `labels` names the fields in its messages. Refusals before any device work, cheapest first: the
// output file (exists, or its folder is missing or read-only), the backend, the device, the dtype. Then the environment
// of the report, the protocol run (runMeasurement), the device memory freed, and the report
// written atomically, never over an existing file.
MeasurementRunResult runMeasurementSession(const MeasurementConfig &config, const FieldLabels &labels,
                                           const BackendSource &backend, const std::atomic<bool> *cancel = nullptr,
                                           const MeasurementObserver &observer = {});

} // namespace IteraGpu
