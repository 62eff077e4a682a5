#pragma once

#include <QString>
#include <QStringView>

#include <functional>

namespace IteraGpu {

// Stable ASCII keys of the fields a user types, carried by Error::field. They are the names the
// fields have in the JSON reports and in the results grid's CSV header, so one field has one key
// wherever it appears (a grid cell's key is its column name). Never shown to users: each front
// end maps a key to its own name for the field (FieldLabels).
namespace FieldKey {
// Measurement configuration
inline constexpr QStringView device = u"device";
inline constexpr QStringView batch = u"batch";
inline constexpr QStringView context = u"context";
inline constexpr QStringView width = u"width";
inline constexpr QStringView hidden = u"hidden";
inline constexpr QStringView dtype = u"dtype";
inline constexpr QStringView warmup = u"warmup";
inline constexpr QStringView repeats = u"repeats";
inline constexpr QStringView seed = u"seed";
inline constexpr QStringView output = u"output";
inline constexpr QStringView memoryLimit = u"memory_limit"; // CPU dry runs: the address-space limit
// The environment
inline constexpr QStringView driverVersion = u"driver_version"; // as the user typed it
// Weight estimate
inline constexpr QStringView parameters = u"parameters";
inline constexpr QStringView bits = u"bits";
inline constexpr QStringView reserveGib = u"reserve_gib";
// Estimate from a checkpoint (with batch and context above for the KV cache)
inline constexpr QStringView checkpoint = u"checkpoint";
inline constexpr QStringView loadBits = u"load_bits";
inline constexpr QStringView kvBits = u"kv_bits";
// Package cost
inline constexpr QStringView gpuId = u"gpu_id";
inline constexpr QStringView durationDays = u"duration_days";
inline constexpr QStringView lots = u"lots";
inline constexpr QStringView acceptedResults = u"accepted_results";
// Package plan (the estimate against the catalog)
inline constexpr QStringView tightPercent = u"tight_percent";
// Remote runs over SSH
inline constexpr QStringView sshDestination = u"ssh_destination";
inline constexpr QStringView remoteCommand = u"remote_command";
inline constexpr QStringView sshConfigFile = u"ssh_config_file";
inline constexpr QStringView sshIdentityFile = u"ssh_identity_file";
// A sweep's request (with the measurement configuration above for its fixed fields)
inline constexpr QStringView vary = u"vary";
inline constexpr QStringView values = u"values";
inline constexpr QStringView from = u"from";
inline constexpr QStringView to = u"to";
inline constexpr QStringView step = u"step";
inline constexpr QStringView bisect = u"bisect";
inline constexpr QStringView program = u"program";
inline constexpr QStringView remoteFolder = u"remote_folder";
} // namespace FieldKey

// How a front end names a field in the messages core writes for it: the CLI passes its option
// name ("--lots"), the GUI its translated label ("Lots"). Core itself names no option or label.
using FieldLabels = std::function<QString(QStringView key)>;

} // namespace IteraGpu
