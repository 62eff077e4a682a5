#include "ui/common/localizednumbers.h"

#include "core/util/exactnumber.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

QString localizedDecimal(const QString &asciiDecimal, const QLocale &locale)
{
    const qsizetype dot = asciiDecimal.indexOf(u'.');
    const QString whole = dot < 0 ? asciiDecimal : asciiDecimal.left(dot);
    const QString fraction = dot < 0 ? QString() : asciiDecimal.mid(dot + 1);
    QString grouped = whole;
    const QString separator = locale.groupSeparator();
    if (!(locale.numberOptions() & QLocale::OmitGroupSeparator)) {
        for (qsizetype i = grouped.size() - 3; i > 0; i -= 3)
            grouped.insert(i, separator);
    }
    return fraction.isEmpty() ? grouped : grouped + locale.decimalPoint() + fraction;
}

QString binaryBytes(qint64 bytes, const QLocale &locale)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int unit = 0;
    Exact::Int128 divisor = 1;
    while (unit < 5 && Exact::Int128(bytes) >= divisor * 1024) {
        divisor *= 1024;
        ++unit;
    }
    if (unit == 0)
        return locale.toString(bytes) + u" B"_s;
    return localizedDecimal(Exact::quotient(bytes, divisor, 2), locale) + u' ' + QString::fromLatin1(units[unit]);
}

QString exactBytes(qint64 bytes, const QLocale &locale)
{
    return QCoreApplication::translate("IteraGpu::Ui", "%1 bytes").arg(locale.toString(bytes));
}

QString localizedDollars(const QString &exactDollars, const QLocale &locale)
{
    // The pattern from the locale's own formatting of a sample amount; the amount itself is never a
    // double: the exact decimal text is put where the sample's number stood.
    const QString sample = locale.toCurrencyString(1.5, u"$"_s, 1);
    const QString number = locale.toString(1.5, 'f', 1);
    const QString amount = localizedDecimal(exactDollars, locale);
    const qsizetype at = sample.indexOf(number);
    if (at < 0)
        return u"$"_s + amount;
    return sample.left(at) + amount + sample.mid(at + number.size());
}

QString localizedCents(qint64 cents, const QLocale &locale)
{
    return localizedDollars(Exact::quotient(cents, 100, 2), locale);
}

Exact::NumberMarks numberMarks(const QLocale &locale)
{
    const QString point = locale.decimalPoint();
    const QString group = locale.groupSeparator();
    return {point.size() == 1 ? point.front() : QChar(u'.'), group.size() == 1 ? group.front() : QChar()};
}

Result<QString> typedDecimal(const QString &text, const QString &field, bool allowNegative, const QLocale &locale)
{
    return Exact::canonicalDecimal(text, field, numberMarks(locale), allowNegative);
}

QString editableDecimal(const QString &asciiDecimal, const QLocale &locale)
{
    if (!Exact::isSignedDecimal(asciiDecimal, 1000))
        return asciiDecimal;
    QString shown = asciiDecimal;
    shown.replace(u'.', numberMarks(locale).decimalPoint);
    return shown;
}

} // namespace IteraGpu::Ui
