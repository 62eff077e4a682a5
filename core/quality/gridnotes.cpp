#include "core/quality/gridnotes.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

const QString kSeparator = u"; "_s;
const QString kAcceptedMark = u"accepted:"_s;
const QString kShaMark = u"sha256:"_s;
const QString kProtocolMark = u"protocol-sha256:"_s; // '-' before "sha256:": never read as a report trace

bool isHexDigit(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}

// The hex digits after the first `mark` that starts a word (at the start or after white space):
// 16 to 64 of them, ending the word; lower-case, empty when there is none.
QString markedHex(QStringView notes, const QString &mark)
{
    for (qsizetype at = notes.indexOf(mark); at >= 0; at = notes.indexOf(mark, at + 1)) {
        if (at > 0 && !notes.at(at - 1).isSpace())
            continue;
        const qsizetype start = at + mark.size();
        qsizetype end = start;
        while (end < notes.size() && isHexDigit(notes.at(end)))
            ++end;
        const qsizetype digits = end - start;
        const bool wordEnds = end == notes.size() || !(notes.at(end).isLetterOrNumber() || notes.at(end) == u'_');
        if (digits >= kTraceHexDigits && digits <= 64 && wordEnds)
            return notes.sliced(start, digits).toString().toLower();
    }
    return {};
}

} // namespace

QString joinNotes(const QString &notes, const QString &part)
{
    return notes.isEmpty() ? part : notes + kSeparator + part;
}

QString reportTraceNote(const QString &fileName, const QString &sha256)
{
    return u"report %1 %2%3"_s.arg(fileName, kShaMark, sha256.left(kTraceHexDigits).toLower());
}

QString reportTraceSha(QStringView notes)
{
    return markedHex(notes, kShaMark);
}

bool sameReportTrace(QStringView a, QStringView b)
{
    const qsizetype common = std::min(a.size(), b.size());
    return common >= kTraceHexDigits && a.first(common).compare(b.first(common), Qt::CaseInsensitive) == 0;
}

QString protocolVersionNote(const QString &protocolSha256)
{
    return kProtocolMark + protocolSha256.left(kTraceHexDigits).toLower();
}

QString protocolVersionSha(QStringView notes)
{
    return markedHex(notes, kProtocolMark);
}

QString notesWithProtocolVersion(const QString &notes, const QString &protocolSha256)
{
    QStringList parts = notes.isEmpty() ? QStringList() : notes.split(kSeparator);
    parts.removeIf([](const QString &part) { return part.startsWith(kProtocolMark); });
    return joinNotes(parts.join(kSeparator), protocolVersionNote(protocolSha256));
}

QString remoteHostNote(const QString &hostLabel)
{
    return u"measured on %1 over ssh"_s.arg(hostLabel);
}

QString stoppedPhaseNote(const QString &phase, const QString &what)
{
    return phase + u": "_s + what;
}

QString acceptanceReason(const QString &notes)
{
    static const QRegularExpression separators(u"\\n|\\r|; "_s);
    for (const QString &part : notes.split(separators)) {
        const QString trimmed = part.trimmed();
        if (trimmed.startsWith(kAcceptedMark)) {
            const QString reason = trimmed.mid(kAcceptedMark.size()).trimmed();
            if (!reason.isEmpty())
                return reason;
        }
    }
    return {};
}

QString notesWithAcceptance(const QString &notes, const QString &reason)
{
    QString oneLine = reason;
    oneLine.replace(u'\r', u' ').replace(u'\n', u' ').replace(u'\t', u' ');
    return joinNotes(notes, kAcceptedMark + u' ' + oneLine.trimmed());
}

} // namespace IteraGpu
