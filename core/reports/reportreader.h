#pragma once

#include "core/device/environment.h"
#include "core/files/textfile.h"
#include "core/measure/measurementreport.h"
#include "core/measure/prediction.h"
#include "core/reports/devicememoryreader.h"
#include "core/util/jsonwalker.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace IteraGpu {

// The largest report file that is read. A phase row takes about 400 bytes of indented JSON:
// room for some 40,000 repeats; a larger file is refused unread.
inline constexpr qint64 kMaxReportBytes = 16 * 1024 * 1024;

// A measurement report read back, with the prediction it carried (which may differ from
// predictAllocations(report.config) if the file came from another version of the rule).
struct LoadedMeasurement
{
    MeasurementReport report;
    Prediction prediction;
};

// A report file read and validated: a measurement report ("iteragpu-lab/measurement", format
// versions 1 to 3) or an environment report ("iteragpu-lab/environment", version 1).
struct LoadedReport
{
    QString fileName; // the file name only, never its folder
    QString sha256; // lowercase hex SHA-256 of the bytes read
    int formatVersion = 0; // as the file states it (a version-1 measurement reads a cancel as Cancelled)
    std::variant<LoadedMeasurement, EnvironmentReport> content;

    bool isMeasurement() const { return std::holds_alternative<LoadedMeasurement>(content); }
    const LoadedMeasurement &measurement() const { return std::get<LoadedMeasurement>(content); }
    const EnvironmentReport &environment() const { return std::get<EnvironmentReport>(content); }
};

// Reads `path` through readFileBytes (at most kMaxReportBytes; a folder, FIFO, device or socket
// is refused without blocking) and validates it with parseReport(). Pure: no QObject, no shared
// state, so it may run on any thread (the GUI calls it off its own thread). Every error is one
// line that starts with the file name: "measurement.json: phases[3].peak_allocated_bytes:
// expected an integer or null". With Links::Refuse a report that is a symbolic link is refused
// (one named by a sweep index or an experiment must be a file in that folder).
Result<LoadedReport> readReport(const QString &path, Links links = Links::Follow);

// Validates the bytes of a report named `fileName` (used in messages as it is given):
//  - JSON syntax (the byte offset of the first error), one object;
//  - the structure of resources/schema/measurement.schema.json or environment.schema.json:
//    required and unknown fields, types, enumerations, bounds;
//  - the semantic rules: a known format and format_version; the phases in the order of
//    phase.h with a warmup row exactly when warmup > 0 and warm_forward rows 1..repeats for a
//    complete run, a strict prefix of them for a failed or cancelled one whose stopping phase is
//    the first missing row's; "failure" exactly for failed and "cancellation" exactly for
//    cancelled runs; counters all integers with "caching_allocator" and all null with
//    "unavailable"; allocated <= reserved; peak >= end; the stated median equal to the rows';
//    from format 3, failure.kind and the device figures (devicememoryreader.h).
Result<LoadedReport> parseReport(const QByteArray &bytes, const QString &fileName);

// One phase row as the report writes it (phaseRowToJson), checked as parseReport checks it:
// types, bounds, and with `counters` all counters integers with allocated <= reserved and
// peak >= end, otherwise all null; the device fields as `fields` says. Used by the progress
// stream reader too.
PhaseRow phaseRowFromJson(JsonWalker &walker, const QJsonValue &value, const QString &path, bool counters,
                          RowDeviceFields fields);

} // namespace IteraGpu
