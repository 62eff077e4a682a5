#pragma once

#include "core/util/result.h"

#include <QLocale>
#include <QString>
#include <QStringView>

// Exact integer and decimal arithmetic for bytes and money. No binary floating point is used
// anywhere here: quotients are computed by integer long division and rounded by a stated rule.
namespace IteraGpu::Exact {

__extension__ using Int128 = __int128; // a GCC and Clang extension, hence __extension__ for -Wpedantic

// A non-negative decimal written with digits and at most one '.', e.g. "4", "0.5", "12.250".
// value = mantissa / 10^scale, exactly.
struct Decimal
{
    qint64 mantissa = 0;
    int scale = 0;

    QString toString() const; // canonical: no trailing zeros after '.', no lone '.'
    friend bool operator==(const Decimal &, const Decimal &) = default;
};

// Parses a whole number written with ASCII digits only (no sign, no exponent, no separators).
// `field` names the input in the error ("--bits: ..."), range is inclusive.
Result<qint64> parseInteger(QStringView text, const QString &field, qint64 min, qint64 max);

// Parses a count as people write large ones: plain digits, digits in groups of three ("70,000,000,000",
// "70.000.000.000", "70 000 000 000": ',', '.', spaces, apostrophes and `locale`'s group separator),
// an exponent ("70e9", "7.5e9") or a suffix K, M, B or T for 10^3, 10^6, 10^9, 10^12 ("70B",
// "7.5B"). A single '.' or ',' is the decimal point when it is `locale`'s or when it is not
// followed by exactly three digits. The value must be a whole number, exactly.
Result<qint64> parseCount(QStringView text, const QString &field, qint64 min, qint64 max,
                          const QLocale &locale = QLocale::c());

// Parses a non-negative decimal with at most `maxDecimals` digits after the point and a value
// of at most `maxValue` (whole units).
Result<Decimal> parseDecimal(QStringView text, const QString &field, int maxDecimals, qint64 maxValue);

// A signed decimal ("-0.5", "12", "0.93"), for quality values and thresholds.
bool isSignedDecimal(QStringView text, int maxDecimals = 12);
// 0 when a = b, <0 when a < b, >0 when a > b, compared digit by digit (no conversion, no rounding);
// both must pass isSignedDecimal. "0.90" = "0.9", "-0" = "0".
int compareSignedDecimals(QStringView a, QStringView b);

enum class Rounding
{
    HalfUp, // ties go away from zero (values here are never negative)
    Up, // ceiling
};

// num / den, rounded to `decimals` digits after the point by `rounding`, as plain ASCII text
// ("13.04"). den > 0, num >= 0.
QString quotient(Int128 num, Int128 den, int decimals, Rounding rounding = Rounding::HalfUp);

// num / den written out exactly, when the expansion terminates (den has only the factors 2 and
// 5), otherwise an empty string. 14000000000 / 2^30 -> "13.038516044616699218750" style text
// without trailing zeros.
QString exactQuotient(Int128 num, Int128 den);

// ceil(num / den) for num >= 0, den > 0.
Int128 ceilDiv(Int128 num, Int128 den);

// Powers of ten up to 10^36.
Int128 pow10(int exponent);

// Decimal digits of an integer.
QString toString(Int128 value);

// "1,234,567" (comma groups, locale-independent, for the CLI and files).
QString groupThousands(const QString &digits);

// Cents as dollars: 309120 -> "$3,091.20".
QString dollarsFromCents(qint64 cents);

} // namespace IteraGpu::Exact
