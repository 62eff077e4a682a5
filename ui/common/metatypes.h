#pragma once

#include "core/device/environment.h"
#include "core/reports/measurementsession.h"

#include <QMetaType>

// The value types that cross threads and queued connections in the window (STYLE: plain value
// structs registered as metatypes). Included where a signal or a QSignalSpy carries them.
Q_DECLARE_METATYPE(IteraGpu::Phase)
Q_DECLARE_METATYPE(IteraGpu::PhaseRow)
Q_DECLARE_METATYPE(IteraGpu::MeasurementRunResult)
Q_DECLARE_METATYPE(IteraGpu::EnvironmentReport)
