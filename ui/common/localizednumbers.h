#pragma once

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
QString localizedCents(qint64 cents, const QLocale &locale = QLocale()); // "$3,091.20"

} // namespace IteraGpu::Ui
