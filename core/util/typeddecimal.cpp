#include "core/util/typeddecimal.h"

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

bool isSpaceMark(QChar c)
{
    return c == u' ' || c == QChar(0x00A0) || c == QChar(0x202F);
}

bool allDigits(QStringView text)
{
    return std::all_of(text.begin(), text.end(), isAsciiDigit);
}

QString shown(QStringView text)
{
    // One line of readable length whatever was typed.
    QString s = text.left(40).toString();
    s.replace(u'\n', u' ').replace(u'\r', u' ');
    return text.size() > 40 ? s + u"…"_s : s;
}

} // namespace

Result<QString> canonicalDecimal(QStringView text, const QString &field, NumberMarks marks, bool allowNegative)
{
    text = text.trimmed();
    if (text.isEmpty())
        return QString();
    const QChar point = marks.decimalPoint.isNull() ? QChar(u'.') : marks.decimalPoint;
    const QChar group = marks.groupSeparator == point ? QChar() : marks.groupSeparator;
    const bool spaceGroups = !group.isNull() && isSpaceMark(group);
    const auto isGroup = [&](QChar c) { return !group.isNull() && (c == group || (spaceGroups && isSpaceMark(c))); };
    const auto malformed = [&] {
        const QString examples[]
            = {u"2"_s + point + u'5', u"1"_s + (group.isNull() ? QString() : QString(group)) + u"234"_s + point + u'5'};
        return Error{Tr::tr("%1: must be a number such as %2 or %3, got '%4'")
                         .arg(field, examples[0], examples[1], shown(text))};
    };

    QString sign;
    QStringView body = text;
    if (body.startsWith(u'-') || body.startsWith(QChar(0x2212))) {
        if (!allowNegative)
            return Error{Tr::tr("%1: must not be negative, got '%2'").arg(field, shown(text))};
        sign = u"-"_s;
        body = body.mid(1);
    }
    for (QChar c : body) {
        if (!isAsciiDigit(c) && c != point && c != u'.' && !isGroup(c))
            return malformed();
    }

    // Where the decimal point is: the language's separator, else a lone '.'.
    qsizetype at = -1;
    if (body.count(point) > 1)
        return malformed();
    if (body.contains(point)) {
        at = body.indexOf(point);
    } else if (body.count(u'.') == 1) {
        at = body.indexOf(u'.');
        const QStringView before = body.left(at);
        const QStringView after = body.mid(at + 1);
        if (isGroup(u'.') && before.size() <= 3 && allDigits(before) && !before.startsWith(u'0') && after.size() == 3
            && allDigits(after)) {
            const QString whole = before + after;
            const QString decimal = before + point + after;
            return Error{Tr::tr("%1: '%2' is ambiguous ('.' may group thousands): write %3 or %4")
                             .arg(field, shown(text), whole, decimal)};
        }
    } else if (body.contains(u'.') && !isGroup(u'.')) {
        return malformed();
    }
    const QStringView wholePart = at < 0 ? body : body.left(at);
    const QStringView fraction = at < 0 ? QStringView() : body.mid(at + 1);
    if (wholePart.isEmpty() || (at >= 0 && (fraction.isEmpty() || !allDigits(fraction))))
        return malformed();

    // The whole part: digits, or a first group of 1 to 3 digits and then groups of exactly 3.
    QString digits;
    qsizetype groupLength = 0;
    bool grouped = false;
    for (QChar c : wholePart) {
        if (isAsciiDigit(c)) {
            digits.append(c);
            ++groupLength;
            continue;
        }
        if (!isGroup(c) || groupLength == 0 || groupLength > 3 || (grouped && groupLength != 3))
            return malformed();
        grouped = true;
        groupLength = 0;
    }
    if (grouped && groupLength != 3)
        return malformed();
    if (at < 0)
        return QString(sign + digits);
    return QString(sign + digits + u'.' + fraction);
}

} // namespace IteraGpu::Exact
