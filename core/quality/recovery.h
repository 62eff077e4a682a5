#pragma once

#include "core/quality/qualityprotocol.h"
#include "core/quality/resultsgrid.h"
#include "core/util/cancel.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace IteraGpu {

// Unsaved work kept for crash recovery: the results grid and the quality protocol as they were in
// the window, with the grid's file. The GUI writes it to a file of its own at short intervals and
// removes it after a clean save or quit; after a crash the next start offers it back. Only the
// parts with unsaved changes are stored. See docs/ARCHITECTURE.md, "Crash recovery".
struct RecoverySnapshot
{
    QDateTime savedUtc;

    bool gridModified = false;
    ResultsGrid grid;
    QString gridPath; // the file the grid belongs to, empty when it was never saved (or dropped when read)

    bool protocolModified = false;
    QualityProtocol protocol; // fixed state and amendment history
    ProtocolFields typedFields; // what the form held, fixed or not
    QString amendmentReason;

    // What fromJson() dropped, one line each naming the recovery file and the field (not stored).
    QStringList warnings;

    bool isEmpty() const { return !gridModified && !protocolModified; }

    QByteArray toJson() const;
    // Validates like every other reader: JSON without a repeated key, the grid's cells, the
    // protocol's hash; errors name `name`. Memory: the JSON document and the grid it holds (at
    // most kMaxGridRows rows). `cancel` is checked before the grid and every kCancelCheckRecords
    // of its records. A stored path that is not absolute, holds a control or format character, is a
    // symbolic link or exists as something else than a regular file is dropped with a warning: the
    // file could have been edited by anyone who can write the recovery folder.
    static Result<RecoverySnapshot> fromJson(const QByteArray &bytes, const QString &name, CancelFlag cancel = nullptr);
};

inline constexpr int kRecoveryFormatVersion = 1;

} // namespace IteraGpu
