#include "core/util/csv.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu::Csv {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Csv)
};
} // namespace

Status forEachRecordView(const QString &text, const QString &name, const Limits &limits,
                         const std::function<Status(const RecordView &)> &visit)
{
    RecordView current;
    current.line = 1;
    QList<QString> unescaped; // quoted fields with a doubled quote, one buffer per field of a record
    qsizetype buffers = 0; // of `unescaped`, used by the current record
    int line = 1;
    const qsizetype n = text.size();
    const QChar *chars = text.constData();
    qsizetype i = text.startsWith(QChar(0xFEFF)) ? 1 : 0; // a UTF-8 BOM is tolerated

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
    const auto isSeparator = [](QChar c) { return c == u',' || c == u'\r' || c == u'\n'; };

    for (;;) {
        // One field from i.
        QStringView field;
        bool quoted = false;
        if (i < n && chars[i] == u'"') {
            quoted = true;
            const int quoteStartLine = line;
            const qsizetype start = ++i;
            qsizetype doubled = 0;
            for (;;) {
                while (i < n && chars[i] != u'"') {
                    if (chars[i] == u'\n')
                        ++line;
                    ++i;
                }
                if (i >= n)
                    return Error{Tr::tr("%1, line %2: a quoted field is never closed (unterminated quote)")
                                     .arg(name)
                                     .arg(quoteStartLine)};
                if (i + 1 < n && chars[i + 1] == u'"') {
                    ++doubled;
                    i += 2;
                    continue;
                }
                break;
            }
            if (i - start - doubled > limits.maxFieldChars)
                return fieldTooLong();
            field = QStringView(chars + start, i - start);
            if (doubled > 0) {
                if (buffers == unescaped.size())
                    unescaped.append(QString());
                QString &buffer = unescaped[buffers++];
                buffer = field.toString();
                buffer.replace(u"\"\""_s, u"\""_s);
                field = buffer;
            }
            ++i; // the closing quote
            if (i < n && !isSeparator(chars[i]))
                return Error{Tr::tr("%1, line %2: text after a closing quote").arg(name).arg(line)};
        } else {
            const qsizetype start = i;
            while (i < n && !isSeparator(chars[i])) {
                if (chars[i] == u'"')
                    return Error{Tr::tr("%1, line %2: a quote inside an unquoted field (quote the whole field and "
                                        "double the quote)")
                                     .arg(name)
                                     .arg(line)};
                ++i;
            }
            if (i - start > limits.maxFieldChars)
                return fieldTooLong();
            field = QStringView(chars + start, i - start);
        }
        const bool blankLine = current.fields.isEmpty() && !quoted && field.isEmpty();
        if (i >= n) {
            // The last record, unless the text ended with a line break (or is empty).
            if (blankLine)
                return {};
            if (current.fields.size() >= limits.maxFields)
                return tooManyFields();
            current.fields.append(field);
            return visit(current);
        }
        if (chars[i] == u',') {
            if (current.fields.size() >= limits.maxFields)
                return tooManyFields();
            current.fields.append(field);
            ++i;
            continue;
        }
        // A line break ends the record (CR LF, LF or a lone CR).
        i += (chars[i] == u'\r' && i + 1 < n && chars[i + 1] == u'\n') ? 2 : 1;
        ++line;
        if (blankLine) {
            current.line = line; // a blank line: no record
            continue;
        }
        if (current.fields.size() >= limits.maxFields)
            return tooManyFields();
        current.fields.append(field);
        if (Status visited = visit(current); !visited)
            return visited;
        current.fields.clear();
        current.line = line;
        buffers = 0;
    }
}

Status forEachRecord(const QString &text, const QString &name, const Limits &limits,
                     const std::function<Status(const Record &)> &visit)
{
    Record record;
    return forEachRecordView(text, name, limits, [&](const RecordView &view) -> Status {
        record.fields.resize(view.fields.size());
        for (qsizetype f = 0; f < view.fields.size(); ++f)
            record.fields[f] = view.fields[f].toString();
        record.line = view.line;
        return visit(record);
    });
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
