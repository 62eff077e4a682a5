#pragma once

#include <QString>

namespace IteraGpu {

// A value made safe to echo into a one-line message or a terminal: control characters (C0, DEL,
// C1, line and paragraph separators, bidirectional overrides) are written as \n, \t, \e or
// \u{XXXX}, and the result is cut at `maxChars` characters with "…" and the count left out.
// Every value that came from a file or an argument goes through it before it is printed.
QString displaySafe(const QString &text, qsizetype maxChars = 120);

// The last component of a path ("/home/me/lib/x.so" -> "x.so"), for messages that go into a file.
QString fileNameOnly(const QString &path);

} // namespace IteraGpu
