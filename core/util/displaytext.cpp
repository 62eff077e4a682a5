#include "util/displaytext.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::DisplayText)
};

bool needsEscape(char32_t c)
{
    if (c < 0x20 || (c >= 0x7f && c < 0xa0))
        return true;
    // Line and paragraph separators, and the marks that reorder text on screen.
    return c == 0x2028 || c == 0x2029 || (c >= 0x200e && c <= 0x200f) || (c >= 0x202a && c <= 0x202e)
        || (c >= 0x2066 && c <= 0x2069) || c == 0x061c || c == 0xfeff;
}

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

} // namespace

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
        if (needsEscape(c) || QChar::isSurrogate(c))
            out += escaped(c);
        else
            out += text.mid(i, width);
        i += width;
    }
    if (i < text.size())
        out += Tr::tr("… (%n more characters)", nullptr, static_cast<int>(text.size() - i));
    return out;
}

QString fileNameOnly(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    return slash < 0 ? path : path.mid(slash + 1);
}

} // namespace IteraGpu
