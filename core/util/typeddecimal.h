#pragma once

#include "core/util/result.h"

#include <QChar>
#include <QString>
#include <QStringView>

// A decimal number as a person types it in their language, turned into the one text that files
// carry ("2.5"). Only the marks change: the digits are kept as typed (no rounding, no conversion
// through binary floating point), so "0,870" becomes "0.870". The rule, also in
// docs/ARCHITECTURE.md ("Numbers typed the user's way"):
// - the language's decimal separator is the decimal point, and so is '.' when that separator is
//   absent and '.' occurs once ("2.5" is two and a half in German too);
// - the language's group separator may group the whole part in threes (first group 1 to 3
//   digits); where it is a space, U+0020, U+00A0 and U+202F all count;
// - where '.' is both the group separator and the fallback decimal point (German, Spanish), a
//   lone '.' followed by exactly three digits after 1 to 3 digits ("1.234", "12.500") is refused
//   as ambiguous, naming both ways to write it; "0.500", "1.5", "1.234,5" and "1.234.567" are not
//   ambiguous;
// - anything else (letters, an exponent, a mark in the fraction, a malformed group) is refused.
namespace IteraGpu::Exact {

struct NumberMarks
{
    QChar decimalPoint = u'.';
    QChar groupSeparator = u','; // null: the language groups no digits
};

// The canonical text of `text` (trimmed): an optional '-' (only when `allowNegative`), ASCII digits
// and at most one '.'. An empty text gives an empty result: the caller says whether a value is
// required. Errors name `field` and say what it takes, in one line.
Result<QString> canonicalDecimal(QStringView text, const QString &field, NumberMarks marks, bool allowNegative);

} // namespace IteraGpu::Exact
