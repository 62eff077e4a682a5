#pragma once

#include <QString>
#include <QStringView>

// The results grid's `notes` column is free text, with a few marks this program writes and reads
// back inside it (the CSV format stays 25 columns): parts joined by "; ", a report trace
// "report FILE sha256:HEX" (at least 16 hex digits), "measured on HOST over ssh", the stopped phase
// "PHASE: message" of a run that did not complete, and "accepted: reason" that keeps a row with
// its problems, and the protocol version "protocol-sha256:HEX" in force when the row was added. This file is the one
// place that writes and parses them.
namespace IteraGpu {

inline constexpr qsizetype kTraceHexDigits = 16; // the SHA-256 prefix a trace writes and matches on

// `notes` with `part` appended after "; " (or `part` alone).
QString joinNotes(const QString &notes, const QString &part);

// "report FILE sha256:HEX16": the trace of an opened report (its file name and the first 16 hex
// digits of its SHA-256).
QString reportTraceNote(const QString &fileName, const QString &sha256);
// The SHA-256 prefix of the first trace in `notes`, lower-case, 16 to 64 hex digits as written
// (upper-case digits are read too); empty when there is none.
QString reportTraceSha(QStringView notes);
// Whether two trace prefixes name the same report: the shorter is a prefix of the longer, case
// ignored, and both have at least kTraceHexDigits digits.
bool sameReportTrace(QStringView a, QStringView b);

// "protocol-sha256:HEX16": the version of the quality protocol in force when the row was added (the
// first 16 hex digits of the SHA-256 of its fields; not a report trace, which reportTraceSha reads).
QString protocolVersionNote(const QString &protocolSha256);
// The prefix of the first such mark in `notes`, lower-case; empty when there is none.
QString protocolVersionSha(QStringView notes);

// "measured on HOST over ssh" (a host label, never a user name).
QString remoteHostNote(const QString &hostLabel);

// "PHASE: message" for a failed run, "PHASE: cancelled" for a cancelled one.
QString stoppedPhaseNote(const QString &phase, const QString &what);

// The reason of an "accepted: reason" part (a line, or a part after "; ") with a non-empty
// reason; empty when there is none.
QString acceptanceReason(const QString &notes);
// `notes` with "accepted: reason" appended (one line; line breaks in `reason` become spaces).
QString notesWithAcceptance(const QString &notes, const QString &reason);

} // namespace IteraGpu
