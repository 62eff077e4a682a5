#pragma once

#include "core/util/domainlimits.h"
#include "core/util/exactnumber.h"
#include "core/util/fieldkey.h"
#include "core/util/result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// Weight memory from a parameter count and a bit width. Everything is exact:
// bytes are integers, GiB/GB are rounded half up to `kEstimateDecimals` for display only.
// A width may carry decimals (an effective width such as 4.5 or 4.85 bits, kMaxBitsDecimals):
// bits = mantissa / 10^scale, computed as that fraction, never as a binary floating-point number.
struct EstimateInput
{
    qint64 parameters = 0; // kParametersRange
    Exact::Decimal bits; // kBitsRange, at most kMaxBitsDecimals decimals
    Exact::Decimal reserveGib; // user's assumption, not a measured reserve
};

struct Estimate
{
    EstimateInput input;
    int bytesPerParameter = 0; // ceil(bits / 8)
    qint64 weightBytes = 0; // the seed's rule: parameters × whole bytes per parameter
    // When bits is not a multiple of 8: ceil(parameters × bits / 8), the parameters packed
    // bit by bit and rounded up to a whole byte in total. It is then the headline figure, and the
    // seed's rule is shown beside it.
    std::optional<qint64> packedWeightBytes;
    std::optional<qint64> packedTotalBytes; // packed weights + reserve
    qint64 reserveBytes = 0; // reserve GiB * 2^30, rounded up to whole bytes
    qint64 totalBytes = 0; // seed's rule weights + reserve
    bool reserveRoundedUp = false; // true when the reserve was not a whole number of bytes

    // The figures a reader sees first (and the chart's bar): packed when there is a packed figure.
    qint64 headlineWeightBytes() const { return packedWeightBytes.value_or(weightBytes); }
    qint64 headlineTotalBytes() const { return packedTotalBytes.value_or(totalBytes); }
};

inline constexpr int kEstimateDecimals = 2;
inline constexpr int kMaxBitsDecimals = 2; // 4.85 bits; 64 × 10^2 keeps every product in 128 bits
inline constexpr qint64 kGiB = qint64(1) << 30;
inline constexpr qint64 kGB = 1'000'000'000;

// Parses and validates the three user inputs against domainlimits.h. An error names the field as
// `labels` calls it and carries its key (FieldKey::parameters, bits or reserveGib). Parameters may
// be written as Exact::parseCount reads them ("7e9", "7,000,000,000", "7B"), grouped by `locale`.
Result<EstimateInput> parseEstimateInput(QStringView parameters, QStringView bits, QStringView reserveGib,
                                         const FieldLabels &labels, const QLocale &locale = QLocale::c());
// Every field at fault at once, in field order (the first is parseEstimateInput's error).
QList<Error> estimateInputProblems(QStringView parameters, QStringView bits, QStringView reserveGib,
                                   const FieldLabels &labels, const QLocale &locale = QLocale::c());

Estimate computeEstimate(const EstimateInput &input);

// A bit width from kBitsRange.min to kBitsRange.max with at most kMaxBitsDecimals decimals ("16",
// "4.5"), canonical text; the error names the field as `labels` calls it and carries `key`.
Result<Exact::Decimal> parseBitsField(QStringView text, QStringView key, const FieldLabels &labels);

// reserve GiB × 2^30, rounded up to whole bytes; `roundedUp` says whether it was not whole.
qint64 reserveBytes(const Exact::Decimal &reserveGib, bool *roundedUp);

// Display helpers: rounded half up to kEstimateDecimals, ASCII digits.
QString gibText(qint64 bytes);
QString gbText(qint64 bytes);

// A size for display: GiB (GB) from 0.01 GiB (0.01 GB) up; below that MiB (MB) from 1 MiB (1 MB), else
// KiB (kB), so that 1 MiB reads "1.00 MiB", never "0.00 GiB"; 0 bytes is "0.00 GiB".
struct ScaledSize
{
    QString number; // ASCII digits, rounded half up to kEstimateDecimals
    QString unit; // "GiB", "MiB", "KiB" or "GB", "MB", "kB"
};
ScaledSize binarySize(qint64 bytes);
ScaledSize decimalSize(qint64 bytes);

// What the figure does not include, translatable, in a fixed order.
QStringList estimateExclusions();
QString estimateRoundingRule();

// A width in JSON: an integer when whole, else its exact decimal text ("4.85"), never a double.
QJsonValue bitsJson(const Exact::Decimal &bits);

// The locale-independent JSON document of an estimate (bytes as exact integers).
QJsonObject estimateToJson(const Estimate &estimate);

} // namespace IteraGpu
