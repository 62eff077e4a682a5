#include "core/util/displaytext.h"

#include <QCoreApplication>

#include <cstring>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::DisplayText)
};

QString escaped(char32_t c)
{
    switch (c) {
    case u'\n': return u"\\n"_s;
    case u'\r': return u"\\r"_s;
    case u'\t': return u"\\t"_s;
    case 0x1b: return u"\\e"_s;
    default: return u"\\u{%1}"_s.arg(uint(c), 4, 16, QChar(u'0'));
    }
}

// The code point of the well-formed UTF-8 sequence at `p` and its length; length 0 when the bytes
// are not one (yet: `left` may cut a sequence short, see `incomplete`).
struct Decoded
{
    char32_t c = 0;
    qsizetype length = 0;
    bool incomplete = false; // a valid start that runs past `left`
};

Decoded decodeUtf8(const unsigned char *p, qsizetype left)
{
    const unsigned char b = p[0];
    if (b < 0x80)
        return {b, 1, false};
    qsizetype length = 0;
    char32_t c = 0;
    if (b >= 0xC2 && b <= 0xDF) {
        length = 2;
        c = b & 0x1F;
    } else if (b >= 0xE0 && b <= 0xEF) {
        length = 3;
        c = b & 0x0F;
    } else if (b >= 0xF0 && b <= 0xF4) {
        length = 4;
        c = b & 0x07;
    } else {
        return {};
    }
    for (qsizetype i = 1; i < length; ++i) {
        if (i >= left)
            return {0, 0, true};
        if ((p[i] & 0xC0) != 0x80)
            return {};
        c = (c << 6) | (p[i] & 0x3F);
    }
    const bool overlong = (length == 3 && c < 0x800) || (length == 4 && c < 0x10000);
    if (overlong || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF)
        return {};
    return {c, length, false};
}

} // namespace

bool isUnsafeForDisplay(char32_t c)
{
    if (c < 0x20 || (c >= 0x7f && c < 0xa0))
        return true;
    // Line and paragraph separators, and the marks that reorder text on screen.
    return c == 0x2028 || c == 0x2029 || (c >= 0x200e && c <= 0x200f) || (c >= 0x202a && c <= 0x202e)
        || (c >= 0x2066 && c <= 0x2069) || c == 0x061c || c == 0xfeff;
}

QString displaySafe(const QString &text, qsizetype maxChars)
{
    QString out;
    out.reserve(std::min(text.size(), maxChars) + 16);
    qsizetype shown = 0;
    qsizetype i = 0;
    for (; i < text.size() && shown < maxChars; ++shown) {
        char32_t c = text.at(i).unicode();
        qsizetype width = 1;
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            width = 2;
        }
        if (isUnsafeForDisplay(c) || QChar::isSurrogate(c))
            out += escaped(c);
        else
            out += text.mid(i, width);
        i += width;
    }
    if (i < text.size())
        out += Tr::tr("… (%n more characters)", nullptr, static_cast<int>(text.size() - i));
    return out;
}

bool hasControlOrFormat(QStringView text, bool allowLineBreaks)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text.at(i).unicode();
        if (c >= 0x20 && c < 0x7f)
            continue; // printable ASCII, the common case, without a look-up of its category
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        if (allowLineBreaks && (c == u'\n' || c == u'\r' || c == u'\t'))
            continue;
        switch (QChar::category(c)) {
        case QChar::Other_Control:
        case QChar::Other_Format:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph: return true;
        default:
            if (isUnsafeForDisplay(c))
                return true;
        }
    }
    return false;
}

qsizetype escapeUtf8(QByteArrayView bytes, QByteArray &out, EscapeStyle style, bool final)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // A run that needs nothing: printable ASCII (and LF, TAB; in JSON all of C0). Eight bytes at
        // a time while none of them can need an escape (the output of a catalog is hundreds of MB).
        qsizetype run = i;
        constexpr quint64 ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
        while (run + 8 <= n) {
            quint64 word;
            std::memcpy(&word, p + run, 8);
            const quint64 high = word & highs; // a byte >= 0x80
            const quint64 flipped = word ^ (0x7f * ones); // a 0x7f byte becomes 0
            const quint64 del = (flipped - ones) & ~flipped & highs;
            const quint64 control = style == EscapeStyle::Json ? 0 : (word - 0x20 * ones) & ~word & highs; // < 0x20
            if (high | del | control)
                break;
            run += 8;
        }
        while (run < n && p[run] < 0x7f
               && (p[run] >= 0x20 || p[run] == '\n' || p[run] == '\t' || style == EscapeStyle::Json))
            ++run;
        out.append(bytes.sliced(i, run - i));
        i = run;
        if (i >= n)
            break;
        if (p[i] == '\r' && style == EscapeStyle::Terminal) {
            if (i + 1 >= n && !final)
                return n - i; // it may be the CR of a CR LF
            if (i + 1 < n && p[i + 1] == '\n') {
                out.append("\r\n");
                i += 2;
                continue;
            }
        }
        const Decoded d = decodeUtf8(p + i, n - i);
        if (d.incomplete && !final)
            return n - i;
        if (d.length == 0) {
            if (style == EscapeStyle::Json)
                out.append("\xEF\xBF\xBD");
            else
                out.append(u"\\x{%1}"_s.arg(uint(p[i]), 2, 16, QChar(u'0')).toLatin1());
            ++i;
            continue;
        }
        if (!isUnsafeForDisplay(d.c)) {
            out.append(bytes.sliced(i, d.length));
        } else if (style == EscapeStyle::Json) {
            out.append(u"\\u%1"_s.arg(uint(d.c), 4, 16, QChar(u'0')).toLatin1());
        } else {
            out.append(escaped(d.c).toLatin1());
        }
        i += d.length;
    }
    return 0;
}

QByteArray escapedUtf8(QByteArrayView bytes, EscapeStyle style)
{
    QByteArray out;
    out.reserve(bytes.size());
    escapeUtf8(bytes, out, style, true);
    return out;
}

QString fileNameOnly(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    return slash < 0 ? path : path.mid(slash + 1);
}

} // namespace IteraGpu
