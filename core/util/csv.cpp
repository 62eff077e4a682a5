#include "util/csv.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu::Csv {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Csv)
};
} // namespace

Status forEachRecord(const QString &text, const QString &name, const Limits &limits,
                     const std::function<Status(const Record &)> &visit)
{
    Record current;
    QString field;
    int line = 1;
    current.line = 1;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    bool afterClosingQuote = false;
    int quoteStartLine = 0;

    const auto tooManyFields = [&] {
        return Error{Tr::tr("%1, line %2: expected at most %3 fields, found more")
                         .arg(name)
                         .arg(current.line)
                         .arg(limits.maxFields)};
    };
    const auto fieldTooLong = [&] {
        return Error{
            Tr::tr("%1, line %2: a field longer than %3 characters").arg(name).arg(line).arg(limits.maxFieldChars)};
    };
    const auto endField = [&]() -> bool {
        if (current.fields.size() >= limits.maxFields)
            return false;
        current.fields.append(field);
        field.clear();
        fieldWasQuoted = false;
        afterClosingQuote = false;
        return true;
    };
    const auto endRecord = [&]() -> Status {
        if (!endField())
            return tooManyFields();
        Status visited = visit(current);
        current.fields.clear(); // keeps its capacity unless `visit` kept a copy
        current.line = line;
        return visited;
    };
    const auto append = [&](QChar c) -> bool {
        if (field.size() >= limits.maxFieldChars)
            return false;
        field += c;
        return true;
    };
    const auto appendRun = [&](qsizetype from, qsizetype to) -> bool {
        if (field.size() + (to - from) > limits.maxFieldChars)
            return false;
        field.append(QStringView(text).sliced(from, to - from));
        return true;
    };

    const qsizetype n = text.size();
    const qsizetype start = text.startsWith(QChar(0xFEFF)) ? 1 : 0; // a UTF-8 BOM is tolerated
    for (qsizetype i = start; i < n; ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < n && text.at(i + 1) == u'"') {
                    if (!append(u'"'))
                        return fieldTooLong();
                    ++i;
                } else {
                    inQuotes = false;
                    afterClosingQuote = true;
                }
            } else {
                if (c == u'\n')
                    ++line;
                if (!append(c))
                    return fieldTooLong();
            }
            continue;
        }
        if (c == u',') {
            if (!endField())
                return tooManyFields();
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < n && text.at(i + 1) == u'\n')
                ++i;
            ++line;
            if (current.fields.isEmpty() && field.isEmpty() && !fieldWasQuoted) {
                current.line = line; // a blank line: no record
                continue;
            }
            if (Status visited = endRecord(); !visited)
                return visited;
        } else if (c == u'"') {
            if (!field.isEmpty() || fieldWasQuoted)
                return Error{
                    Tr::tr("%1, line %2: a quote inside an unquoted field (quote the whole field and double the "
                           "quote)")
                        .arg(name)
                        .arg(line)};
            inQuotes = true;
            fieldWasQuoted = true;
            quoteStartLine = line;
        } else {
            if (afterClosingQuote)
                return Error{Tr::tr("%1, line %2: text after a closing quote").arg(name).arg(line)};
            // The run of plain characters up to the next separator, quote or line break, in one go.
            qsizetype end = i + 1;
            while (end < n) {
                const QChar next = text.at(end);
                if (next == u',' || next == u'\r' || next == u'\n' || next == u'"')
                    break;
                ++end;
            }
            if (!appendRun(i, end))
                return fieldTooLong();
            i = end - 1;
        }
    }
    if (inQuotes)
        return Error{
            Tr::tr("%1, line %2: a quoted field is never closed (unterminated quote)").arg(name).arg(quoteStartLine)};
    // The last record, unless the text ended with a line break.
    if (!field.isEmpty() || fieldWasQuoted || !current.fields.isEmpty())
        return endRecord();
    return {};
}

Result<QList<Record>> parse(const QString &text, const QString &name, const Limits &limits)
{
    QList<Record> records;
    const Status parsed = forEachRecord(text, name, limits, [&](const Record &record) -> Status {
        records.append(record);
        return {};
    });
    if (!parsed)
        return Error{parsed.error()};
    return records;
}

QString writeRecord(const QStringList &fields)
{
    QString out;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += u',';
        const QString &f = fields.at(i);
        const bool needsQuotes = f.contains(u',') || f.contains(u'"') || f.contains(u'\n') || f.contains(u'\r')
            || f.startsWith(u' ') || f.endsWith(u' ');
        if (needsQuotes) {
            QString escaped = f;
            escaped.replace(u"\""_s, u"\"\""_s);
            out += u'"' + escaped + u'"';
        } else {
            out += f;
        }
    }
    return out;
}

QString write(const QList<QStringList> &records)
{
    QString out;
    for (const QStringList &record : records)
        out += writeRecord(record) + u"\r\n"_s;
    return out;
}

} // namespace IteraGpu::Csv
