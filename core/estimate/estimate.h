#pragma once

#include "util/domainlimits.h"
#include "util/exactnumber.h"
#include "util/fieldkey.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// Weight memory from a parameter count and a bit width. Everything is exact:
// bytes are integers, GiB/GB are rounded half up to `kEstimateDecimals` for display only.
struct EstimateInput
{
    qint64 parameters = 0; // kParametersRange
    int bits = 0; // kBitsRange
    Exact::Decimal reserveGib; // user's assumption, not a measured reserve
};

struct Estimate
{
    EstimateInput input;
    int bytesPerParameter = 0; // ceil(bits / 8)
    qint64 weightBytes = 0; // the seed rule: parameters × whole bytes per parameter
    // When bits is not a multiple of 8: ceil(parameters × bits / 8), the parameters packed
    // bit by bit and rounded up to a whole byte in total; shown beside weightBytes, never instead.
    std::optional<qint64> packedWeightBytes;
    std::optional<qint64> packedTotalBytes; // packed weights + reserve
    qint64 reserveBytes = 0; // reserve GiB * 2^30, rounded up to whole bytes
    qint64 totalBytes = 0;
    bool reserveRoundedUp = false; // true when the reserve was not a whole number of bytes
};

inline constexpr int kEstimateDecimals = 2;
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

// reserve GiB × 2^30, rounded up to whole bytes; `roundedUp` says whether it was not whole.
qint64 reserveBytes(const Exact::Decimal &reserveGib, bool *roundedUp);

// Display helpers: rounded half up to kEstimateDecimals, ASCII digits.
QString gibText(qint64 bytes);
QString gbText(qint64 bytes);

// What the figure does not include, translatable, in a fixed order.
QStringList estimateExclusions();
QString estimateRoundingRule();

// The locale-independent JSON document of an estimate (bytes as exact integers).
QJsonObject estimateToJson(const Estimate &estimate);

} // namespace IteraGpu
