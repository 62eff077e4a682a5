#pragma once

#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>

#include <functional>

namespace IteraGpu::Csv {

// One record of an RFC 4180 file and the line it starts on (1-based), for error messages.
struct Record
{
    QStringList fields;
    int line = 0;
};

// Bounds that keep the memory of a parse near the size of its text, whatever the text holds.
struct Limits
{
    qsizetype maxFields = 256; // per record
    qsizetype maxFieldChars = 64 * 1024; // per field
};

// Parses RFC 4180 text: fields separated by ',', records by CRLF or LF, fields optionally
// quoted with '"' (a doubled quote inside stands for one; quoted fields may hold commas, quotes
// and line breaks). A trailing line break after the last record is optional. Errors name the
// line: an unterminated quote, a quote inside an unquoted field, text after a closing quote.
// Blank lines hold no record and are skipped. A record with more than `limits.maxFields` fields
// or a field longer than `limits.maxFieldChars` stops the parse with an error naming the line.
// `name` (usually the file name) prefixes the messages.
Result<QList<Record>> parse(const QString &text, const QString &name, const Limits &limits = {});

// The same parse, handing each record to `visit` as soon as it is complete instead of keeping
// them all; an error returned by `visit` stops the parse and is returned.
Status forEachRecord(const QString &text, const QString &name, const Limits &limits,
                     const std::function<Status(const Record &)> &visit);

// One record as views: of `text` itself, or (a quoted field with a doubled quote) of a buffer the
// parser keeps; valid only while `visit` runs. No string is made for a field unless its caller
// makes one, so a parse costs no allocation per field.
struct RecordView
{
    QVarLengthArray<QStringView, 32> fields;
    int line = 0;
};
Status forEachRecordView(const QString &text, const QString &name, const Limits &limits,
                         const std::function<Status(const RecordView &)> &visit);

// Writes records with CRLF line ends (RFC 4180), quoting exactly the fields that need it
// (comma, quote, CR, LF, or leading/trailing spaces). Writing what parse() read gives back the
// same bytes for files this writer produced.
QString write(const QList<QStringList> &records);
QString writeRecord(const QStringList &fields);

} // namespace IteraGpu::Csv
