#include "core/util/exactnumber.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu::Exact {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Exact)
};

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

QString shown(QStringView text)
{
    // Keep error lines to one line and a readable length whatever the user typed.
    QString s = text.left(40).toString();
    s.replace(u'\n', u' ').replace(u'\r', u' ');
    return text.size() > 40 ? s + u"…"_s : s;
}

} // namespace

Int128 pow10(int exponent)
{
    Int128 result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= 10;
    return result;
}

Int128 ceilDiv(Int128 num, Int128 den)
{
    return (num + den - 1) / den;
}

QString toString(Int128 value)
{
    if (value == 0)
        return u"0"_s;
    const bool negative = value < 0;
    QString digits;
    while (value != 0) {
        const int digit = static_cast<int>(value % 10);
        digits.prepend(QChar(u'0' + (negative ? -digit : digit)));
        value /= 10;
    }
    return negative ? u"-"_s + digits : digits;
}

QString Decimal::toString() const
{
    QString digits = Exact::toString(mantissa);
    if (scale == 0)
        return digits;
    if (digits.size() <= scale)
        digits = QString(scale - digits.size() + 1, u'0') + digits;
    QString text = digits.left(digits.size() - scale) + u'.' + digits.right(scale);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

Result<qint64> parseInteger(QStringView text, const QString &field, qint64 min, qint64 max)
{
    // The message is built only for a refusal: a grid or a catalog parses millions of cells.
    const auto range = [&] { return Tr::tr("a whole number from %1 to %2").arg(toString(min), toString(max)); };
    if (text.isEmpty())
        return Error{Tr::tr("%1: a value is required (%2)").arg(field, range())};
    if (text.startsWith(u'-') && text.size() > 1 && std::all_of(text.begin() + 1, text.end(), isAsciiDigit))
        return Error{Tr::tr("%1: must be %2, got '%3'").arg(field, range(), shown(text))};
    if (!std::all_of(text.begin(), text.end(), isAsciiDigit))
        return Error{Tr::tr("%1: must be %2 written with digits only, got '%3'").arg(field, range(), shown(text))};
    Int128 value = 0;
    for (QChar c : text) {
        value = value * 10 + (c.unicode() - u'0');
        if (value > max)
            return Error{Tr::tr("%1: must be %2, got '%3'").arg(field, range(), shown(text))};
    }
    if (value < min)
        return Error{Tr::tr("%1: must be %2, got '%3'").arg(field, range(), shown(text))};
    return static_cast<qint64>(value);
}

Result<qint64> parseCount(QStringView text, const QString &field, qint64 min, qint64 max, const QLocale &locale)
{
    if (text.isEmpty() || std::all_of(text.begin(), text.end(), isAsciiDigit)
        || (text.startsWith(u'-') && text.size() > 1 && std::all_of(text.begin() + 1, text.end(), isAsciiDigit)))
        return parseInteger(text, field, min, max);
    const QString range = Tr::tr("a whole number from %1 to %2").arg(toString(min), toString(max));
    const auto malformed = [&] {
        return Error{Tr::tr("%1: must be %2, such as 7000000000, 7,000,000,000, 7e9 or 7B, got '%3'")
                         .arg(field, range, shown(text))};
    };
    QStringView body = text;
    int exponent = 0;
    if (const QChar last = body.back().toUpper(); last == u'K' || last == u'M' || last == u'B' || last == u'T') {
        exponent = last == u'K' ? 3 : last == u'M' ? 6 : last == u'B' ? 9 : 12;
        body = body.chopped(1).trimmed();
    } else if (const qsizetype e = body.indexOf(u'e', 0, Qt::CaseInsensitive); e >= 0) {
        QStringView digits = body.mid(e + 1);
        if (digits.startsWith(u'+'))
            digits = digits.mid(1);
        if (digits.isEmpty() || digits.size() > 2 || !std::all_of(digits.begin(), digits.end(), isAsciiDigit))
            return malformed();
        exponent = digits.toInt();
        body = body.left(e);
    }
    const auto isSpace = [](QChar c) {
        return c == u' ' || c == QChar(0x00A0) || c == QChar(0x202F) || c == u'\'' || c == QChar(0x2019);
    };
    // The decimal point, if any: the last of two different marks, or a single mark by the rule above.
    QChar point;
    const QChar group = locale.groupSeparator().size() == 1 ? locale.groupSeparator().front() : QChar();
    const QChar localePoint = locale.decimalPoint().size() == 1 ? locale.decimalPoint().front() : QChar(u'.');
    QString marks;
    for (QChar c : body) {
        if (!isAsciiDigit(c) && !isSpace(c) && c != u'.' && c != u',' && c != group && c != localePoint)
            return malformed();
        if (!isAsciiDigit(c) && !isSpace(c) && !marks.contains(c))
            marks.append(c);
    }
    if (marks.size() > 2)
        return malformed();
    if (marks.size() == 2) {
        point = body.lastIndexOf(marks[0]) > body.lastIndexOf(marks[1]) ? marks[0] : marks[1];
    } else if (marks.size() == 1 && body.count(marks[0]) == 1) {
        const qsizetype at = body.indexOf(marks[0]);
        const QStringView after = body.mid(at + 1);
        const bool threeDigits = after.size() == 3 && std::all_of(after.begin(), after.end(), isAsciiDigit);
        if (marks[0] == localePoint || !threeDigits)
            point = marks[0];
    }
    if (!point.isNull() && body.count(point) != 1)
        return malformed();
    const qsizetype pointAt = point.isNull() ? body.size() : body.indexOf(point);
    const QStringView whole = body.left(pointAt);
    const QStringView fraction = point.isNull() ? QStringView() : body.mid(pointAt + 1);
    if (!std::all_of(fraction.begin(), fraction.end(), isAsciiDigit) || (!point.isNull() && fraction.isEmpty()))
        return malformed();
    // The whole part: digits, or groups of three after a first group of one to three digits.
    QString digits;
    qsizetype groupLength = 0;
    bool grouped = false;
    for (QChar c : whole) {
        if (isAsciiDigit(c)) {
            digits.append(c);
            ++groupLength;
            continue;
        }
        if (groupLength == 0 || groupLength > 3 || (grouped && groupLength != 3))
            return malformed();
        grouped = true;
        groupLength = 0;
    }
    if (digits.isEmpty() || (grouped && groupLength != 3))
        return malformed();
    digits += fraction;
    exponent -= int(fraction.size());
    while (digits.size() > 1 && digits.front() == u'0')
        digits.remove(0, 1);
    while (exponent < 0 && digits.endsWith(u'0') && digits.size() > 1) {
        digits.chop(1);
        ++exponent;
    }
    if (exponent < 0 && digits != u"0")
        return Error{Tr::tr("%1: '%2' is not a whole number").arg(field, shown(text))};
    if (digits == u"0")
        exponent = 0;
    if (digits.size() + exponent > 30)
        return Error{Tr::tr("%1: must be %2, got '%3'").arg(field, range, shown(text))};
    Int128 value = 0;
    for (QChar c : std::as_const(digits))
        value = value * 10 + (c.unicode() - u'0');
    value *= pow10(exponent);
    if (value < min || value > max)
        return Error{Tr::tr("%1: must be %2, got '%3'").arg(field, range, shown(text))};
    return static_cast<qint64>(value);
}

Result<Decimal> parseDecimal(QStringView text, const QString &field, int maxDecimals, qint64 maxValue)
{
    const QString expected
        = Tr::tr("a non-negative decimal number such as 4 or 0.5, with at most %1 decimals and at most %2")
              .arg(maxDecimals)
              .arg(maxValue);
    if (text.isEmpty())
        return Error{Tr::tr("%1: a value is required (%2)").arg(field, expected)};
    if (text.startsWith(u'-'))
        return Error{Tr::tr("%1: must not be negative, got '%2'").arg(field, shown(text))};
    const qsizetype dot = text.indexOf(u'.');
    const QStringView whole = dot < 0 ? text : text.left(dot);
    const QStringView fraction = dot < 0 ? QStringView() : text.mid(dot + 1);
    const bool wellFormed = !whole.isEmpty() && std::all_of(whole.begin(), whole.end(), isAsciiDigit)
        && (dot < 0 || (!fraction.isEmpty() && std::all_of(fraction.begin(), fraction.end(), isAsciiDigit)));
    if (!wellFormed)
        return Error{Tr::tr("%1: must be %2, got '%3'").arg(field, expected, shown(text))};
    if (fraction.size() > maxDecimals)
        return Error{
            Tr::tr("%1: at most %2 decimals are supported, got '%3'").arg(field).arg(maxDecimals).arg(shown(text))};
    Int128 mantissa = 0;
    for (QChar c : whole) {
        mantissa = mantissa * 10 + (c.unicode() - u'0');
        if (mantissa > maxValue)
            return Error{Tr::tr("%1: must be %2, got '%3'").arg(field, expected, shown(text))};
    }
    for (QChar c : fraction)
        mantissa = mantissa * 10 + (c.unicode() - u'0');
    const int scale = static_cast<int>(fraction.size());
    if (mantissa > Int128(maxValue) * pow10(scale))
        return Error{Tr::tr("%1: must be %2, got '%3'").arg(field, expected, shown(text))};
    return Decimal{static_cast<qint64>(mantissa), scale};
}

bool isSignedDecimal(QStringView text, int maxDecimals)
{
    if (text.startsWith(u'-'))
        text = text.mid(1);
    const qsizetype dot = text.indexOf(u'.');
    const QStringView whole = dot < 0 ? text : text.left(dot);
    const QStringView fraction = dot < 0 ? QStringView() : text.mid(dot + 1);
    return !whole.isEmpty() && whole.size() <= 18 && std::all_of(whole.begin(), whole.end(), isAsciiDigit)
        && (dot < 0
            || (!fraction.isEmpty() && fraction.size() <= maxDecimals
                && std::all_of(fraction.begin(), fraction.end(), isAsciiDigit)));
}

int compareSignedDecimals(QStringView a, QStringView b)
{
    // Sign, whole digits without leading zeros, fraction digits without trailing zeros; then the
    // magnitudes compare by length of the whole part, then digit by digit.
    struct Parts
    {
        bool negative;
        QStringView whole;
        QStringView fraction;
    };
    const auto split = [](QStringView text) {
        Parts p{text.startsWith(u'-'), {}, {}};
        if (p.negative)
            text = text.mid(1);
        const qsizetype dot = text.indexOf(u'.');
        p.whole = dot < 0 ? text : text.left(dot);
        p.fraction = dot < 0 ? QStringView() : text.mid(dot + 1);
        while (p.whole.size() > 1 && p.whole.startsWith(u'0'))
            p.whole = p.whole.mid(1);
        while (p.fraction.endsWith(u'0'))
            p.fraction.chop(1);
        if (p.whole == u"0" && p.fraction.isEmpty())
            p.negative = false; // -0 is 0
        return p;
    };
    const Parts x = split(a);
    const Parts y = split(b);
    if (x.negative != y.negative)
        return x.negative ? -1 : 1;
    int order = 0;
    if (x.whole.size() != y.whole.size()) {
        order = x.whole.size() < y.whole.size() ? -1 : 1;
    } else if (const int whole = x.whole.compare(y.whole); whole != 0) {
        order = whole;
    } else {
        // Missing fraction digits count as zeros.
        for (qsizetype i = 0; i < std::max(x.fraction.size(), y.fraction.size()) && order == 0; ++i) {
            const char16_t dx = i < x.fraction.size() ? x.fraction.at(i).unicode() : u'0';
            const char16_t dy = i < y.fraction.size() ? y.fraction.at(i).unicode() : u'0';
            order = dx == dy ? 0 : (dx < dy ? -1 : 1);
        }
    }
    const int magnitude = order == 0 ? 0 : (order < 0 ? -1 : 1);
    return x.negative ? -magnitude : magnitude;
}

QString quotient(Int128 num, Int128 den, int decimals, Rounding rounding)
{
    Q_ASSERT(den > 0 && num >= 0);
    const Int128 scaled = num * pow10(decimals);
    Int128 q = scaled / den;
    const Int128 r = scaled % den;
    if (rounding == Rounding::HalfUp ? (2 * r >= den) : (r != 0))
        ++q;
    QString digits = toString(q);
    if (decimals == 0)
        return digits;
    if (digits.size() <= decimals)
        digits = QString(decimals - digits.size() + 1, u'0') + digits;
    return digits.left(digits.size() - decimals) + u'.' + digits.right(decimals);
}

QString exactQuotient(Int128 num, Int128 den)
{
    Q_ASSERT(den > 0 && num >= 0);
    Int128 rest = den;
    while (rest % 2 == 0)
        rest /= 2;
    while (rest % 5 == 0)
        rest /= 5;
    if (rest != 1)
        return {};
    QString text = toString(num / den);
    Int128 remainder = num % den;
    if (remainder == 0)
        return text;
    text += u'.';
    // Terminates: den = 2^a 5^b needs at most max(a, b) digits. remainder < den, so remainder * 10
    // stays far inside 128 bits for every denominator used here.
    while (remainder != 0) {
        remainder *= 10;
        text += QChar(u'0' + static_cast<int>(remainder / den));
        remainder %= den;
    }
    return text;
}

QString groupThousands(const QString &digits)
{
    const qsizetype dot = digits.indexOf(u'.');
    QString whole = dot < 0 ? digits : digits.left(dot);
    const QString tail = dot < 0 ? QString() : digits.mid(dot);
    for (qsizetype i = whole.size() - 3; i > 0; i -= 3)
        whole.insert(i, u',');
    return whole + tail;
}

QString dollarsFromCents(qint64 cents)
{
    return u"$"_s + groupThousands(quotient(cents, 100, 2));
}

} // namespace IteraGpu::Exact
