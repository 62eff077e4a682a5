#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonDocument>
#include <QString>
#include <QVarLengthArray>

#include <optional>

namespace IteraGpu {

// JSON text (RFC 8259) read once, front to back, as a sequence of tokens: the parsers that must
// stay linear in their input and name byte offsets (checkpoint headers, index files) walk it
// directly, and every JSON reader of the program runs the duplicate-key check below on it. The
// grammar is checked as the tokens are read (commas, colons, nesting at most kMaxDepth, literals,
// number syntax, string escapes, UTF-8, no raw control character in a string); a string is
// decoded only when asked. Memory: the nesting stack, nothing per token.
class JsonTokenizer
{
public:
    static constexpr int kMaxDepth = 1024; // as QJsonDocument, so both accept the same nesting

    enum class Kind
    {
        BeginObject,
        EndObject,
        BeginArray,
        EndArray,
        Key, // a member name; the ':' after it is read with it
        String,
        Number,
        True,
        False,
        Null,
        End, // the document is complete (only whitespace after it)
        Error, // see errorOffset() and errorText(); every later call returns Error
    };

    struct Token
    {
        Kind kind = Kind::Error;
        qint64 offset = 0; // of its first byte (a string's opening quote)
        QByteArrayView raw; // a string's bytes between the quotes, escapes kept; a number's text
        bool escaped = false; // the string holds a backslash escape
    };

    explicit JsonTokenizer(QByteArrayView text);

    Token next();
    // Reads past the value that `first` starts (its tokens up to the matching end); false on an error.
    bool skipValue(const Token &first);

    qint64 errorOffset() const { return m_errorOffset; }
    QString errorText() const { return m_errorText; }
    int depth() const { return int(m_stack.size()); }

    // A String or Key token's text, escapes resolved.
    static QString text(const Token &token);
    // The same as UTF-8 bytes; without escapes a view of the input, no copy.
    static QByteArray utf8(const Token &token);
    // A Number token that is written as a whole number (digits, an optional '-', no fraction or
    // exponent) and fits 64 bits; nothing otherwise.
    static std::optional<qint64> integer(const Token &token);

private:
    enum class State : char
    {
        Value, // a value is required
        ValueOrEnd, // after '[': a value or ']'
        KeyOrEnd, // after '{': a key or '}'
        Key, // after ',' in an object
        CommaOrEnd, // after a value inside a container
        Done, // after the top-level value
    };

    Token fail(qint64 offset, const QString &problem);
    Token value();
    Token string(Kind kind);
    Token number();
    Token literal(QByteArrayView word, Kind kind);
    void afterValue();
    void skipWhitespace();

    QByteArrayView m_text;
    qsizetype m_pos = 0;
    State m_state = State::Value;
    QVarLengthArray<char, 64> m_stack; // '{' or '['
    qint64 m_errorOffset = -1;
    QString m_errorText;
};

// A key that appears twice in one object of a JSON text (compared after escapes are resolved),
// which QJsonDocument reads without a word, keeping one of the two values.
struct JsonDuplicateKey
{
    qint64 offset = 0; // of the second occurrence's opening quote
    QString key;
};

// The first duplicate key of `json`, or nothing. `json` must be valid JSON (a syntax error stops
// the check and reports nothing; run QJsonDocument::fromJson first). Linear in the text; memory
// is the keys of the objects open at one time.
std::optional<JsonDuplicateKey> firstDuplicateKey(QByteArrayView json);

// A JSON document read the way every reader of this program reads one: QJsonDocument's syntax
// check, then no key twice in one object. On a problem, `errorOffset` is its byte offset and
// `problem` says what it is (Qt's own words for a syntax error).
struct StrictJson
{
    QJsonDocument document;
    qint64 errorOffset = -1;
    QString problem;
    bool duplicateKey = false; // the problem is a repeated key (the syntax is valid)

    bool ok() const { return errorOffset < 0; }
};
StrictJson parseJsonStrict(const QByteArray &bytes);

// `text` as a JSON string (quotes included, UTF-8) for JSON written piece by piece: '"', '\\' and
// C0 escaped as JSON requires, and every character isUnsafeForDisplay (DEL, C1, bidirectional
// controls, ...) as \uXXXX too, so the JSON can be printed to a terminal as it is.
QByteArray jsonQuoted(QStringView text);

// "key "x" appears twice in one object": the problem text of a duplicate key.
QString duplicateKeyProblem(const QString &key);

} // namespace IteraGpu
