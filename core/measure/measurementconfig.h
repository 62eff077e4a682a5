#pragma once

#include "core/util/domainlimits.h"
#include "core/util/dtype.h"
#include "core/util/fieldkey.h"
#include "core/util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace IteraGpu {

// One bounded run of the synthetic Linear -> GELU -> Linear.
struct MeasurementConfig
{
    QString device; // "cpu" (explicit protocol dry run) or "cuda:N"
    qint64 batch = 0;
    qint64 context = 0; // number of positions; no attention, no KV cache
    qint64 width = 0;
    qint64 hidden = 0; // default 4 x width
    Dtype dtype = Dtype::Float32;
    int warmup = 0; // forwards before the repeats, reported as one row
    int repeats = 0; // one warm_forward row each
    quint64 seed = 0;
    QString output; // a JSON file that must not exist yet
    // CPU dry runs only: the process's address space (RLIMIT_AS) from the first phase on, so that a
    // run meets the memory of a smaller machine; an allocation beyond it fails as out of memory.
    std::optional<qint64> memoryLimitBytes = {};

    bool isCpuDryRun() const { return device == QLatin1String("cpu"); }
};

// The text form of every field, as typed in the CLI or the GUI. Empty hidden = 4 x width,
// empty seed = 0.
struct MeasurementConfigText
{
    QString device, batch, context, width, hidden, dtype, warmup, repeats, seed, output;
    QString memoryLimit = {}; // "3GiB", "2500MiB"; empty: no limit

    // The text of the field `key` (a FieldKey of the configuration: device, batch, ... output);
    // null for any other key. Front ends that list their fields in a table (the CLI's options)
    // fill and read the text through it.
    QString *field(QStringView key);
    const QString *field(QStringView key) const;
    QString value(QStringView key) const;
};
// The text form of a valid configuration, every field explicit (hidden and seed too): parsing it
// gives `config` back.
MeasurementConfigText measurementConfigText(const MeasurementConfig &config);
// The options that give `text` to `iteragpu measure` (sweep takes the same ones), in the option
// table's order: {"--device", "cuda:0", "--batch", "8", ...}. Empty fields and the fields named in
// `leftOut` are not given. The one place a child's or a remote's measure arguments are made.
QStringList measureOptionArguments(const MeasurementConfigText &text, const QList<QStringView> &leftOut = {});

// Validates every field against domainlimits.h and the tensor sizes (each tensor at most
// kMaxTensorBytes). An error names the field by `labels` and carries its FieldKey; a tensor too
// large is about no single field. Does not look at the file system: see checkOutputPath().
Result<MeasurementConfig> parseMeasurementConfig(const MeasurementConfigText &text, const FieldLabels &labels);
// Every problem of `text` at once, in field order: one Error per field at fault (the first is the
// one parseMeasurementConfig returns); empty when it would succeed.
QList<Error> measurementConfigProblems(const MeasurementConfigText &text, const FieldLabels &labels);

// Whether a new report can be created at `path`, asked before any device work. Refuses a name
// longer than the file system allows, a path longer than PATH_MAX, an existing name (a symbolic
// link too, even a dangling one), a missing parent folder or one that is not a folder, a folder
// on a special file system (procfs, sysfs, devtmpfs, cgroup...) and a folder where no file can
// be created (tried for real, see probeCreatable()). The message names `label`, the path and the
// reason in one line; the error carries FieldKey::output.
Status checkOutputPath(const QString &path, const QString &label);

// The memory limit as written ("3GiB", "2500MiB": whole MiB or GiB within kMemoryLimitMibRange),
// in bytes; an error names `label`. memoryLimitText writes it back.
Result<qint64> parseMemoryLimit(const QString &text, const QString &label);
QString memoryLimitText(qint64 bytes);

QJsonObject configurationToJson(const MeasurementConfig &config);

} // namespace IteraGpu
