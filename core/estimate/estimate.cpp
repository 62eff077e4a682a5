#include "core/estimate/estimate.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Estimate)
};
} // namespace

namespace {

// Reads the three fields, also after a failure; each field's failure is appended to `problems`.
EstimateInput readEstimateInput(QStringView parameters, QStringView bits, QStringView reserveGib,
                                const FieldLabels &labels, const QLocale &locale, QList<Error> &problems)
{
    EstimateInput input;
    auto parsedParameters = Exact::parseCount(parameters, labels(FieldKey::parameters), kParametersRange.min,
                                              kParametersRange.max, locale);
    if (parsedParameters)
        input.parameters = *parsedParameters;
    else
        problems.append(Error{parsedParameters.error(), FieldKey::parameters.toString()});
    auto parsedBits = parseBitsField(bits, FieldKey::bits, labels);
    if (parsedBits)
        input.bits = *parsedBits;
    else
        problems.append(parsedBits.failure());
    auto parsedReserve
        = Exact::parseDecimal(reserveGib, labels(FieldKey::reserveGib), kMaxReserveDecimals, kMaxReserveGib);
    if (parsedReserve)
        input.reserveGib = *parsedReserve;
    else
        problems.append(Error{parsedReserve.error(), FieldKey::reserveGib.toString()});
    return input;
}

} // namespace

Result<EstimateInput> parseEstimateInput(QStringView parameters, QStringView bits, QStringView reserveGib,
                                         const FieldLabels &labels, const QLocale &locale)
{
    QList<Error> problems;
    EstimateInput input = readEstimateInput(parameters, bits, reserveGib, labels, locale, problems);
    if (!problems.isEmpty())
        return problems.first();
    return input;
}

QList<Error> estimateInputProblems(QStringView parameters, QStringView bits, QStringView reserveGib,
                                   const FieldLabels &labels, const QLocale &locale)
{
    QList<Error> problems;
    readEstimateInput(parameters, bits, reserveGib, labels, locale, problems);
    return problems;
}

Estimate computeEstimate(const EstimateInput &input)
{
    Estimate e;
    e.input = input;
    // bits / 8 = mantissa / (8 × 10^scale): one exact fraction for both rules.
    const Exact::Int128 bitsPerByte = Exact::Int128(8) * Exact::pow10(input.bits.scale);
    e.bytesPerParameter = static_cast<int>(Exact::ceilDiv(input.bits.mantissa, bitsPerByte));
    // 10^18 parameters * 8 bytes = 8e18 < 2^63: the product fits, checked by the input range.
    e.weightBytes = input.parameters * e.bytesPerParameter;
    e.reserveBytes = reserveBytes(input.reserveGib, &e.reserveRoundedUp);
    e.totalBytes = e.weightBytes + e.reserveBytes;
    if (input.bits.mantissa % bitsPerByte != 0) {
        // 10^18 × 6400 (64.00 bits) needs 128 bits before the division; the quotient fits 64.
        e.packedWeightBytes
            = static_cast<qint64>(Exact::ceilDiv(Exact::Int128(input.parameters) * input.bits.mantissa, bitsPerByte));
        e.packedTotalBytes = *e.packedWeightBytes + e.reserveBytes;
    }
    return e;
}

Result<Exact::Decimal> parseBitsField(QStringView text, QStringView key, const FieldLabels &labels)
{
    const QString label = labels(key);
    auto value = Exact::parseDecimal(text, label, kMaxBitsDecimals, kBitsRange.max);
    if (!value || Exact::Int128(value->mantissa) < Exact::Int128(kBitsRange.min) * Exact::pow10(value->scale))
        return Error{Tr::tr("%1: must be a number of bits from %2 to %3 with at most %4 decimals, such as 16, 4 or "
                            "4.5, got '%5'")
                         .arg(label)
                         .arg(kBitsRange.min)
                         .arg(kBitsRange.max)
                         .arg(kMaxBitsDecimals)
                         .arg(text.left(40).toString()),
                     key.toString()};
    return *value;
}

qint64 reserveBytes(const Exact::Decimal &reserveGib, bool *roundedUp)
{
    const Exact::Int128 numerator = Exact::Int128(reserveGib.mantissa) * kGiB;
    const Exact::Int128 denominator = Exact::pow10(reserveGib.scale);
    *roundedUp = numerator % denominator != 0;
    return static_cast<qint64>(Exact::ceilDiv(numerator, denominator));
}

QString gibText(qint64 bytes)
{
    return Exact::quotient(bytes, kGiB, kEstimateDecimals);
}

QString gbText(qint64 bytes)
{
    return Exact::quotient(bytes, kGB, kEstimateDecimals);
}

namespace {

// `units` is largest first: the first when `bytes` is at least 0.01 of it (as before: 0.50 GiB), else
// the first smaller one that `bytes` reaches whole (1.00 MiB, 512.00 KiB), else the last one.
ScaledSize scaled(qint64 bytes, std::initializer_list<std::pair<qint64, const char16_t *>> units)
{
    const std::pair<qint64, const char16_t *> *chosen = units.begin();
    for (const auto &unit : units) {
        chosen = &unit;
        // In integers: 100 × bytes >= unit for the largest, bytes >= unit for the others.
        const Exact::Int128 reach = &unit == units.begin() ? Exact::Int128(bytes) * 100 : Exact::Int128(bytes);
        if (bytes == 0 || reach >= unit.first)
            break;
    }
    return ScaledSize{Exact::quotient(bytes, chosen->first, kEstimateDecimals), QString::fromUtf16(chosen->second)};
}

} // namespace

ScaledSize binarySize(qint64 bytes)
{
    return scaled(bytes, {{kGiB, u"GiB"}, {qint64(1) << 20, u"MiB"}, {qint64(1) << 10, u"KiB"}});
}

ScaledSize decimalSize(qint64 bytes)
{
    return scaled(bytes, {{kGB, u"GB"}, {1'000'000, u"MB"}, {1'000, u"kB"}});
}

QStringList estimateExclusions()
{
    return {
        Tr::tr("activations"),           Tr::tr("KV cache"),
        Tr::tr("quantisation metadata"), Tr::tr("gradients"),
        Tr::tr("optimiser state"),       Tr::tr("libraries and runtime (CUDA/ROCm context, framework, workspaces)"),
    };
}

QString estimateRoundingRule()
{
    return Tr::tr("GiB = 2^30 bytes, GB = 10^9 bytes; shown rounded half up to 2 decimals; bytes are exact");
}

QJsonValue bitsJson(const Exact::Decimal &bits)
{
    if (bits.mantissa % Exact::pow10(bits.scale) == 0)
        return static_cast<qint64>(bits.mantissa / Exact::pow10(bits.scale));
    return bits.toString();
}

QJsonObject estimateToJson(const Estimate &e)
{
    QJsonArray exclusions;
    // The JSON names are stable identifiers, not translated text.
    for (const char *item :
         {"activations", "kv_cache", "quantisation_metadata", "gradients", "optimiser_state", "libraries_and_runtime"})
        exclusions.append(QString::fromLatin1(item));
    return QJsonObject{
        {u"format"_s, u"iteragpu-lab/estimate"_s},
        {u"format_version"_s, 1},
        {u"parameters"_s, e.input.parameters},
        // An integer for a whole width (as before), the exact decimal text for one with decimals.
        {u"bits"_s, bitsJson(e.input.bits)},
        {u"bits_exact"_s, e.input.bits.toString()},
        {u"bytes_per_parameter"_s, e.bytesPerParameter},
        {u"headline"_s, e.packedWeightBytes ? u"packed"_s : u"whole_bytes_per_parameter"_s},
        {u"weight_bytes"_s, e.weightBytes},
        {u"weight_gib"_s, gibText(e.weightBytes)},
        {u"weight_gib_exact"_s, Exact::exactQuotient(e.weightBytes, kGiB)},
        {u"weight_gb"_s, gbText(e.weightBytes)},
        {u"weight_rule"_s, u"seed's rule: parameters x ceil(bits / 8) bytes"_s},
        {u"reserve_gib"_s, e.input.reserveGib.toString()},
        {u"reserve_is_assumption"_s, true},
        {u"reserve_bytes"_s, e.reserveBytes},
        {u"reserve_bytes_rounded_up"_s, e.reserveRoundedUp},
        {u"total_bytes"_s, e.totalBytes},
        {u"total_gib"_s, gibText(e.totalBytes)},
        {u"total_gib_exact"_s, Exact::exactQuotient(e.totalBytes, kGiB)},
        {u"total_gb"_s, gbText(e.totalBytes)},
        {u"packed_weight_bytes"_s, e.packedWeightBytes ? QJsonValue(*e.packedWeightBytes) : QJsonValue()},
        {u"packed_weight_gib"_s, e.packedWeightBytes ? QJsonValue(gibText(*e.packedWeightBytes)) : QJsonValue()},
        {u"packed_weight_gb"_s, e.packedWeightBytes ? QJsonValue(gbText(*e.packedWeightBytes)) : QJsonValue()},
        {u"packed_total_bytes"_s, e.packedTotalBytes ? QJsonValue(*e.packedTotalBytes) : QJsonValue()},
        {u"packed_rule"_s,
         u"ceil(parameters x bits / 8) bytes, only when bits is not a multiple of 8; then the headline figure"_s},
        {u"rounding"_s,
         u"GiB = 2^30 bytes, GB = 10^9 bytes; *_gib and *_gb rounded half up to 2 decimals; "
         u"*_exact exact; reserve rounded up to whole bytes"_s},
        {u"not_included"_s, exclusions},
        {u"note"_s, u"Weights only: this does not predict whether a real model fits on a card."_s},
    };
}

} // namespace IteraGpu
