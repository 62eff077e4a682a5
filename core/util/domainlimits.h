#pragma once

#include "core/util/dtype.h"
#include "core/util/fieldkey.h"
#include "core/util/result.h"

#include <QString>
#include <QStringView>

#include <array>
#include <limits>

// Every domain limit and vocabulary, defined once. The measurement configuration, the results
// grid, the tariff catalog, the package cost, the weight estimate and both front ends read them
// from here, so that a value one of them accepts the others accept too.
namespace IteraGpu {

// An inclusive range of whole numbers.
struct IntegerRange
{
    qint64 min;
    qint64 max;
};

// Measurement of the synthetic model: batch, context, width and hidden (elements).
inline constexpr IntegerRange kDimensionRange{1, qint64(1) << 31};
inline constexpr IntegerRange kWarmupRange{0, 1'000'000}; // forwards before the repeats
inline constexpr IntegerRange kRepeatsRange{1, 1'000'000}; // measured warm forwards
inline constexpr IntegerRange kSeedRange{0, std::numeric_limits<qint64>::max()};
// The address-space limit of a CPU dry run (RLIMIT_AS), in MiB: libtorch alone maps about 1 GiB.
inline constexpr IntegerRange kMemoryLimitMibRange{256, qint64(1) << 24};
inline constexpr qint64 kMaxTensorBytes = qint64(1) << 46; // 64 TiB per tensor: refuses overflowing shapes

// Rental packages of the tariff catalog.
inline constexpr std::array<int, 3> kRentalDurations{3, 7, 30}; // days, in display order
inline constexpr IntegerRange kLotsRange{1, 10'000};
inline constexpr IntegerRange kLotPriceCentsRange{1, 1'000'000'000'000}; // whole US-dollar cents for one lot
inline constexpr IntegerRange kGpusPerLotRange{1, 1024};
inline constexpr IntegerRange kGpuMemoryGibRange{1, 1'000'000};
// Useful units submitted and accepted by a run. A grid row may count 0; as the denominator of a
// unit cost the count is at least 1.
inline constexpr qint64 kMaxResultCount = 1'000'000'000'000;

// Rows of one results grid (one per real run): far more runs than a rented machine makes, few
// enough that a grid's rows stay a few hundred MB at most (docs/ARCHITECTURE.md, "Bounded work").
inline constexpr qint64 kMaxGridRows = 100'000;

// Weight estimate.
inline constexpr IntegerRange kParametersRange{1, 1'000'000'000'000'000'000}; // 10^18
inline constexpr IntegerRange kBitsRange{1, 64}; // bits per parameter
inline constexpr qint64 kMaxReserveGib = 1'000'000;
inline constexpr int kMaxReserveDecimals = 9;

// Checkpoint headers. The safetensors cap is the format's own; the GGUF cap bounds the bytes read
// before the tensor data (metadata with a tokenizer is a few tens of MB).
inline constexpr qint64 kMaxSafetensorsHeaderBytes = 100'000'000;
inline constexpr qint64 kMaxGgufHeaderBytes = qint64(1) << 30;
// GGUF metadata keys in one file: real files hold a few dozen (a tokenizer is one key whose value
// is an array), so the count is refused beyond this before any key is read.
inline constexpr qint64 kMaxGgufMetadataKeys = 65'536;
inline constexpr qint64 kMaxCheckpointTensors = 1'000'000; // in all files of one checkpoint
inline constexpr qint64 kMaxCheckpointShards = 10'000;
inline constexpr int kMaxTensorDimensions = 16;

// A whole number in `range` typed into the field `key`; the error names the field as `labels`
// call it and carries `key`.
Result<qint64> parseIntegerField(QStringView text, QStringView key, const FieldLabels &labels, IntegerRange range);

// "3, 7 or 30": the durations as a message or a help text lists them.
QString rentalDurationsText();
bool isRentalDuration(qint64 days);
// One of kRentalDurations; the error names `label` and carries FieldKey::durationDays.
Result<int> parseRentalDuration(QStringView text, const QString &label);
// The position of `days` in kRentalDurations, -1 when it is not a rental duration.
qsizetype rentalDurationIndex(int days);

// Element types of the measurement, in display order; dtypeName() is their file and CLI form.
inline constexpr std::array<Dtype, 3> kDtypes{Dtype::Float32, Dtype::Float16, Dtype::BFloat16};
QString dtypeName(Dtype dtype); // "float32", "float16", "bfloat16"
int dtypeSize(Dtype dtype); // bytes per element
QString dtypeNamesText(); // "float32, float16 or bfloat16"
// The error names `label` and carries FieldKey::dtype.
Result<Dtype> parseDtype(QStringView text, const QString &label);

// A catalog gpu id such as "h100": 1 to 32 lower-case letters, digits, '.', '_' or '-', starting
// with a letter or a digit.
bool isValidGpuId(QStringView id);

// A device name the runner accepts: "cpu" (a protocol dry run) or "cuda:N" (N of 1 to 4 digits).
bool isValidDeviceName(const QString &device);
// The same check with its refusal; the error names `label` and carries FieldKey::device.
Status checkDeviceName(const QString &device, const QString &label);

// The driver version the user types (nvidia-smi's or rocm-smi's): one line of at most this many
// characters, without control, format or line-separator characters (U+202E, U+2028, zero-width
// characters would change how the recorded text reads). The window, the command line and the
// environment reader apply the same rule; the error names `label` and carries FieldKey::driverVersion.
inline constexpr qsizetype kMaxDriverVersionChars = 100;
Status checkDriverVersion(const QString &text, const QString &label);

} // namespace IteraGpu
