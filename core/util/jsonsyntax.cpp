#include "core/util/jsonsyntax.h"

#include "core/util/displaytext.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::JsonSyntax)
};

bool isWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The code unit of the four hex digits at `p`, or -1.
int hex4(const char *p)
{
    int value = 0;
    for (int i = 0; i < 4; ++i) {
        const int digit = hexValue(p[i]);
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

// The length of the well-formed UTF-8 sequence starting at `p` (at most `left` bytes), 0 when it
// is not one (overlong forms, surrogates and values beyond U+10FFFF are not).
qsizetype utf8Length(const unsigned char *p, qsizetype left)
{
    const unsigned char b = p[0];
    const auto continuation = [&](qsizetype i) { return i < left && (p[i] & 0xC0) == 0x80; };
    if (b >= 0xC2 && b <= 0xDF)
        return continuation(1) ? 2 : 0;
    if (b >= 0xE0 && b <= 0xEF) {
        if (!continuation(1) || !continuation(2))
            return 0;
        if ((b == 0xE0 && p[1] < 0xA0) || (b == 0xED && p[1] >= 0xA0))
            return 0; // overlong, or a surrogate
        return 3;
    }
    if (b >= 0xF0 && b <= 0xF4) {
        if (!continuation(1) || !continuation(2) || !continuation(3))
            return 0;
        if ((b == 0xF0 && p[1] < 0x90) || (b == 0xF4 && p[1] >= 0x90))
            return 0; // overlong, or beyond U+10FFFF
        return 4;
    }
    return 0;
}

} // namespace

JsonTokenizer::JsonTokenizer(QByteArrayView text)
    : m_text(text)
{ }

JsonTokenizer::Token JsonTokenizer::fail(qint64 offset, const QString &problem)
{
    if (m_errorOffset < 0) {
        m_errorOffset = offset;
        m_errorText = problem;
    }
    return Token{Kind::Error, m_errorOffset, {}, false};
}

void JsonTokenizer::skipWhitespace()
{
    while (m_pos < m_text.size() && isWhitespace(m_text[m_pos]))
        ++m_pos;
}

void JsonTokenizer::afterValue()
{
    m_state = m_stack.isEmpty() ? State::Done : State::CommaOrEnd;
}

JsonTokenizer::Token JsonTokenizer::next()
{
    if (m_errorOffset >= 0)
        return Token{Kind::Error, m_errorOffset, {}, false};
    skipWhitespace();
    const bool atEnd = m_pos >= m_text.size();
    const char c = atEnd ? '\0' : m_text[m_pos];
    switch (m_state) {
    case State::Done:
        if (!atEnd)
            return fail(m_pos, Tr::tr("text after the end of the JSON value"));
        return Token{Kind::End, m_pos, {}, false};
    case State::CommaOrEnd: {
        const bool inObject = m_stack.last() == '{';
        if (c == ',') {
            ++m_pos;
            m_state = inObject ? State::Key : State::Value;
            return next();
        }
        if (c == (inObject ? '}' : ']')) {
            m_stack.removeLast();
            const Token end{inObject ? Kind::EndObject : Kind::EndArray, m_pos++, {}, false};
            afterValue();
            return end;
        }
        return fail(m_pos, inObject ? Tr::tr("expected ',' or '}'") : Tr::tr("expected ',' or ']'"));
    }
    case State::KeyOrEnd:
        if (c == '}') {
            m_stack.removeLast();
            const Token end{Kind::EndObject, m_pos++, {}, false};
            afterValue();
            return end;
        }
        [[fallthrough]];
    case State::Key:
        if (c != '"')
            return fail(m_pos, Tr::tr("expected a member name in double quotes"));
        return string(Kind::Key);
    case State::ValueOrEnd:
        if (c == ']') {
            m_stack.removeLast();
            const Token end{Kind::EndArray, m_pos++, {}, false};
            afterValue();
            return end;
        }
        [[fallthrough]];
    case State::Value: return value();
    }
    return fail(m_pos, Tr::tr("unexpected state"));
}

JsonTokenizer::Token JsonTokenizer::value()
{
    if (m_pos >= m_text.size())
        return fail(m_pos, Tr::tr("unexpected end of the text"));
    const char c = m_text[m_pos];
    if (c == '{' || c == '[') {
        if (m_stack.size() >= kMaxDepth)
            return fail(m_pos, Tr::tr("nested more than %1 levels deep").arg(kMaxDepth));
        m_stack.append(c);
        m_state = c == '{' ? State::KeyOrEnd : State::ValueOrEnd;
        return Token{c == '{' ? Kind::BeginObject : Kind::BeginArray, m_pos++, {}, false};
    }
    if (c == '"')
        return string(Kind::String);
    if (c == '-' || isDigit(c))
        return number();
    if (c == 't')
        return literal("true", Kind::True);
    if (c == 'f')
        return literal("false", Kind::False);
    if (c == 'n')
        return literal("null", Kind::Null);
    return fail(m_pos, Tr::tr("expected a value"));
}

JsonTokenizer::Token JsonTokenizer::literal(QByteArrayView word, Kind kind)
{
    if (m_text.sliced(m_pos).first(std::min(m_text.size() - m_pos, word.size())) != word)
        return fail(m_pos, Tr::tr("expected a value"));
    const Token token{kind, m_pos, m_text.sliced(m_pos, word.size()), false};
    m_pos += word.size();
    afterValue();
    return token;
}

JsonTokenizer::Token JsonTokenizer::number()
{
    const qsizetype start = m_pos;
    const qsizetype n = m_text.size();
    const auto digits = [&] {
        const qsizetype from = m_pos;
        while (m_pos < n && isDigit(m_text[m_pos]))
            ++m_pos;
        return m_pos > from;
    };
    if (m_text[m_pos] == '-')
        ++m_pos;
    if (m_pos < n && m_text[m_pos] == '0')
        ++m_pos;
    else if (!digits())
        return fail(m_pos, Tr::tr("a number needs digits"));
    if (m_pos < n && m_text[m_pos] == '.') {
        ++m_pos;
        if (!digits())
            return fail(m_pos, Tr::tr("a number needs digits after '.'"));
    }
    if (m_pos < n && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
        ++m_pos;
        if (m_pos < n && (m_text[m_pos] == '+' || m_text[m_pos] == '-'))
            ++m_pos;
        if (!digits())
            return fail(m_pos, Tr::tr("a number needs digits in its exponent"));
    }
    const Token token{Kind::Number, start, m_text.sliced(start, m_pos - start), false};
    afterValue();
    return token;
}

JsonTokenizer::Token JsonTokenizer::string(Kind kind)
{
    const qsizetype start = m_pos++;
    const qsizetype n = m_text.size();
    const auto *bytes = reinterpret_cast<const unsigned char *>(m_text.data());
    bool escaped = false;
    for (;;) {
        // The common case: a run of plain ASCII.
        while (m_pos < n && bytes[m_pos] >= 0x20 && bytes[m_pos] < 0x80 && bytes[m_pos] != '"' && bytes[m_pos] != '\\')
            ++m_pos;
        if (m_pos >= n)
            return fail(start, Tr::tr("a string is never closed"));
        const unsigned char c = bytes[m_pos];
        if (c == '"')
            break;
        if (c < 0x20)
            return fail(m_pos, Tr::tr("a control character inside a string (it must be escaped)"));
        if (c >= 0x80) {
            const qsizetype length = utf8Length(bytes + m_pos, n - m_pos);
            if (length == 0)
                return fail(m_pos, Tr::tr("a string is not valid UTF-8"));
            m_pos += length;
            continue;
        }
        // A backslash escape.
        escaped = true;
        if (m_pos + 1 >= n)
            return fail(m_pos, Tr::tr("a string is never closed"));
        const char e = char(bytes[m_pos + 1]);
        if (e == 'u') {
            const int unit = m_pos + 6 <= n ? hex4(m_text.data() + m_pos + 2) : -1;
            if (unit < 0)
                return fail(m_pos, Tr::tr("\\u must be followed by four hex digits"));
            if (unit >= 0xDC00 && unit <= 0xDFFF)
                return fail(m_pos, Tr::tr("a lone low surrogate escape"));
            if (unit >= 0xD800 && unit <= 0xDBFF) {
                const int low = m_pos + 12 <= n && bytes[m_pos + 6] == '\\' && bytes[m_pos + 7] == 'u'
                    ? hex4(m_text.data() + m_pos + 8)
                    : -1;
                if (low < 0xDC00 || low > 0xDFFF)
                    return fail(m_pos, Tr::tr("a high surrogate escape without its low surrogate"));
                m_pos += 6;
            }
            m_pos += 6;
            continue;
        }
        if (e != '"' && e != '\\' && e != '/' && e != 'b' && e != 'f' && e != 'n' && e != 'r' && e != 't')
            return fail(m_pos, Tr::tr("an unknown escape sequence"));
        m_pos += 2;
    }
    const Token token{kind, start, m_text.sliced(start + 1, m_pos - start - 1), escaped};
    ++m_pos; // the closing quote
    if (kind == Kind::Key) {
        skipWhitespace();
        if (m_pos >= n || m_text[m_pos] != ':')
            return fail(m_pos, Tr::tr("expected ':' after a member name"));
        ++m_pos;
        m_state = State::Value;
    } else {
        afterValue();
    }
    return token;
}

bool JsonTokenizer::skipValue(const Token &first)
{
    if (first.kind != Kind::BeginObject && first.kind != Kind::BeginArray)
        return first.kind != Kind::Error && first.kind != Kind::End && first.kind != Kind::Key;
    const int depthAfter = depth() - 1;
    while (depth() > depthAfter) {
        if (next().kind == Kind::Error)
            return false;
    }
    return true;
}

QString JsonTokenizer::text(const Token &token)
{
    if (!token.escaped)
        return QString::fromUtf8(token.raw);
    QString out;
    out.reserve(token.raw.size());
    const char *p = token.raw.data();
    const char *end = p + token.raw.size();
    while (p < end) {
        const char *run = p;
        while (p < end && *p != '\\')
            ++p;
        if (p > run)
            out += QString::fromUtf8(run, p - run);
        if (p >= end)
            break;
        const char e = p[1];
        switch (e) {
        case 'b': out += u'\b'; break;
        case 'f': out += u'\f'; break;
        case 'n': out += u'\n'; break;
        case 'r': out += u'\r'; break;
        case 't': out += u'\t'; break;
        case 'u':
            out += QChar(char16_t(hex4(p + 2)));
            p += 4;
            break;
        default: out += QLatin1Char(e); break; // '"', '\\', '/'
        }
        p += 2;
    }
    return out;
}

QByteArray JsonTokenizer::utf8(const Token &token)
{
    return token.escaped ? text(token).toUtf8() : QByteArray::fromRawData(token.raw.data(), token.raw.size());
}

std::optional<qint64> JsonTokenizer::integer(const Token &token)
{
    if (token.kind != Kind::Number)
        return std::nullopt;
    const QByteArrayView digits = token.raw.startsWith('-') ? token.raw.sliced(1) : token.raw;
    if (digits.isEmpty() || digits.size() > 19 || !std::all_of(digits.begin(), digits.end(), isDigit))
        return std::nullopt;
    bool ok = false;
    const qint64 value = token.raw.toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

std::optional<JsonDuplicateKey> firstDuplicateKey(QByteArrayView json)
{
    JsonTokenizer tokens(json);
    // One set of keys per object open at this moment; arrays have none.
    std::vector<std::optional<QSet<QByteArray>>> open;
    for (;;) {
        const JsonTokenizer::Token token = tokens.next();
        switch (token.kind) {
        case JsonTokenizer::Kind::BeginObject: open.emplace_back(QSet<QByteArray>()); break;
        case JsonTokenizer::Kind::BeginArray: open.emplace_back(std::nullopt); break;
        case JsonTokenizer::Kind::EndObject:
        case JsonTokenizer::Kind::EndArray: open.pop_back(); break;
        case JsonTokenizer::Kind::Key: {
            QSet<QByteArray> &keys = *open.back();
            const QByteArray key = JsonTokenizer::utf8(token);
            if (keys.contains(key))
                return JsonDuplicateKey{token.offset, QString::fromUtf8(key)};
            keys.insert(key); // without escapes a view of `json`, which outlives the set

            break;
        }
        case JsonTokenizer::Kind::End:
        case JsonTokenizer::Kind::Error: return std::nullopt;
        default: break;
        }
    }
}

QByteArray jsonQuoted(QStringView text)
{
    QByteArray out;
    out.reserve(text.size() + 2);
    out += '"';
    qsizetype run = 0; // start of the pending run of characters that need no escape
    const auto flush = [&](qsizetype to) {
        if (to > run)
            out += text.sliced(run, to - run).toUtf8();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        const char *escape = c == u'"' ? "\\\""
            : c == u'\\'               ? "\\\\"
            : c == u'\n'               ? "\\n"
            : c == u'\r'               ? "\\r"
            : c == u'\t'               ? "\\t"
                                       : nullptr;
        const bool lone = QChar::isSurrogate(c)
            && !(QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            && !(QChar::isLowSurrogate(c) && i > 0 && text.at(i - 1).isHighSurrogate());
        if (!escape && !lone && !isUnsafeForDisplay(c))
            continue;
        flush(i);
        if (escape)
            out += escape;
        else
            out += u"\\u%1"_s.arg(uint(c), 4, 16, QChar(u'0')).toLatin1();
        run = i + 1;
    }
    flush(text.size());
    out += '"';
    return out;
}

QString duplicateKeyProblem(const QString &key)
{
    return Tr::tr("key \"%1\" appears twice in one object").arg(displaySafe(key, 80));
}

StrictJson parseJsonStrict(const QByteArray &bytes)
{
    StrictJson result;
    QJsonParseError parseError;
    result.document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.errorOffset = parseError.offset;
        result.problem = parseError.errorString();
        result.document = {};
        return result;
    }
    if (const auto duplicate = firstDuplicateKey(bytes)) {
        result.errorOffset = duplicate->offset;
        result.problem = duplicateKeyProblem(duplicate->key);
        result.duplicateKey = true;
        result.document = {};
    }
    return result;
}

} // namespace IteraGpu
