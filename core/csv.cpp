#include "csv.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu::Csv {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Csv)
};
} // namespace

Result<QList<Record>> parse(const QString &text, const QString &name)
{
    QList<Record> records;
    Record current;
    QString field;
    int line = 1;
    current.line = 1;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    bool afterClosingQuote = false;
    int quoteStartLine = 0;

    auto endField = [&] {
        current.fields.append(field);
        field.clear();
        fieldWasQuoted = false;
        afterClosingQuote = false;
    };
    auto endRecord = [&] {
        endField();
        records.append(current);
        current = Record{};
        current.line = line;
    };

    const qsizetype n = text.size();
    const qsizetype start = text.startsWith(QChar(0xFEFF)) ? 1 : 0; // a UTF-8 BOM is tolerated
    for (qsizetype i = start; i < n; ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < n && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                    afterClosingQuote = true;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u',') {
            endField();
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < n && text.at(i + 1) == u'\n')
                ++i;
            ++line;
            endRecord();
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
            field += c;
        }
    }
    if (inQuotes)
        return Error{
            Tr::tr("%1, line %2: a quoted field is never closed (unterminated quote)").arg(name).arg(quoteStartLine)};
    // The last record, unless the text ended with a line break.
    if (!field.isEmpty() || fieldWasQuoted || !current.fields.isEmpty())
        endRecord();
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
