#pragma once

#include "core/util/result.h"
#include "core/util/typeddecimal.h"

#include <QLocale>
#include <QString>

// Numbers for the UI, formatted by the current QLocale. Exact values are formatted from their
// exact ASCII decimal text (never through a double); files written stay locale-independent.
namespace IteraGpu::Ui {

// "13.04" -> "13,04" (de), "1234567.5" -> "1.234.567,5" (de).
QString localizedDecimal(const QString &asciiDecimal, const QLocale &locale = QLocale());
// Bytes in binary units for display ("12.5 MiB"), two decimals; the exact count goes in tooltips.
QString binaryBytes(qint64 bytes, const QLocale &locale = QLocale());
QString exactBytes(qint64 bytes, const QLocale &locale = QLocale()); // "14,000,000,000 bytes"
// US dollars as the locale writes an amount of money ("$3,091.20", "3.091,20 $", "3 091,20 $"): the
// locale's currency pattern (the symbol's side and spacing) around the exact amount, its digits
// grouped and its decimal mark the locale's. `exactDollars` is an ASCII decimal ("3091.20").
QString localizedDollars(const QString &exactDollars, const QLocale &locale = QLocale());
QString localizedCents(qint64 cents, const QLocale &locale = QLocale()); // localizedDollars of cents / 100

// The decimal separator and group separator of `locale` (a separator longer than one character
// falls back to '.' and to no grouping).
Exact::NumberMarks numberMarks(const QLocale &locale = QLocale());
// A decimal typed in a field, in the UI language's way or with '.' (the rule: util/typeddecimal.h),
// as the canonical text files carry: de "2,5" and "1.234,5" -> "2.5" and "1234.5".
Result<QString> typedDecimal(const QString &text, const QString &field, bool allowNegative,
                             const QLocale &locale = QLocale());
// A canonical decimal as a field shows it for editing: the locale's decimal separator, no grouping
// (so that typedDecimal() reads it back unchanged): "0.90" -> "0,90" (de). Other text is returned
// as it is.
QString editableDecimal(const QString &asciiDecimal, const QLocale &locale = QLocale());

} // namespace IteraGpu::Ui
