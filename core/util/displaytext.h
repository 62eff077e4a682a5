#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace IteraGpu {

// Whether a character would act on a terminal or reorder text on screen instead of showing: C0
// controls, DEL, C1 controls, the line and paragraph separators, the bidirectional marks,
// embeddings, overrides and isolates (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069,
// U+061C) and the byte order mark.
bool isUnsafeForDisplay(char32_t c);

// A value made safe to echo into a one-line message or a terminal: every character above is
// written as \n, \t, \e or \u{XXXX}, and the result is cut at `maxChars` characters with "…" and
// the count left out. Every value that came from a file or an argument goes through it before it
// is printed.
QString displaySafe(const QString &text, qsizetype maxChars = 120);

// Whether a value typed by a user holds a control character (category Cc), a format character
// (Cf: bidirectional controls, zero-width characters, the byte order mark) or a line or paragraph
// separator (Zl, Zp). With `allowLineBreaks`, LF, CR and TAB are allowed (multi-line notes).
bool hasControlOrFormat(QStringView text, bool allowLineBreaks = false);

// How escapeUtf8 writes a character that isUnsafeForDisplay.
enum class EscapeStyle
{
    Terminal, // \e, \u{XXXX} (as displaySafe); LF, TAB and CR LF pass, a lone CR is escaped
    Json, // \uXXXX inside the strings of JSON text; C0 is left alone (JSON writers escape it already)
};

// Appends the UTF-8 text `bytes` to `out` with the unsafe characters escaped in `style`. Returns
// how many bytes at the end were not consumed because they may start a sequence that continues
// in the next chunk (an incomplete UTF-8 sequence, or a CR that may precede an LF); with `final`
// everything is consumed. A byte that is not valid UTF-8 is written as \x{XX} (Terminal) or
// U+FFFD (Json).
qsizetype escapeUtf8(QByteArrayView bytes, QByteArray &out, EscapeStyle style, bool final);
// The whole text at once.
QByteArray escapedUtf8(QByteArrayView bytes, EscapeStyle style);

// The last component of a path ("/home/me/lib/x.so" -> "x.so"), for messages that go into a file.
QString fileNameOnly(const QString &path);

} // namespace IteraGpu
