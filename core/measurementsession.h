#pragma once

#include "backend.h"
#include "measurementreport.h"

#include <atomic>

namespace IteraGpu {

// How one measurement ended; the same meaning in the CLI (its exit code) and the GUI.
struct MeasurementRunResult
{
    enum class Kind
    {
        Refused,
        Complete,
        Failed
    }; // exit codes 2, 0, 3
    Kind kind = Kind::Refused;
    QString message; // the refusal or failure line; empty when complete
    MeasurementReport report; // rows measured so far (failed and cancelled runs too)
    bool written = false; // the report file exists

    int exitCode() const { return kind == Kind::Complete ? 0 : (kind == Kind::Failed ? 3 : 2); }
};

// Field labels for the refusal messages ("--device" in the CLI, "Device" in the GUI).
struct SessionFieldNames
{
    QString device;
    QString dtype;
};

// Everything after the backend is loaded, written once for the CLI and the GUI: refusals before
// any device work (device unavailable, dtype unsupported), the environment of the report, the
// protocol run (runMeasurement), the device memory freed, and the report written atomically and
// never over an existing file.
MeasurementRunResult runMeasurementSession(Backend &backend, const MeasurementConfig &config,
                                           const SessionFieldNames &names, const std::atomic<bool> *cancel = nullptr,
                                           const MeasurementObserver &observer = {});

} // namespace IteraGpu
