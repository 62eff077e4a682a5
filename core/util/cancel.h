#pragma once

#include "core/util/result.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>

namespace IteraGpu {

// The cancellation hook of the long parsers (checkpoint headers, results grids, catalogs, the
// recovery file): a flag the caller may set from another thread, read every kCancelCheckRecords
// records, so that a window can parse off its GUI thread and stop a parse the user abandoned.
// nullptr: never cancelled.
using CancelFlag = const std::atomic<bool> *;

inline constexpr qsizetype kCancelCheckRecords = 4096;

inline bool isCancelRequested(CancelFlag cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// The field key of a cancelled parse's error, so that a caller tells it from a refusal.
inline const QString kCancelledField = QStringLiteral("cancelled");

// "<name>: reading stopped (cancelled)".
inline Error cancelledError(const QString &name)
{
    return Error{QCoreApplication::translate("IteraGpu::Cancel", "%1: reading stopped (cancelled)").arg(name),
                 kCancelledField};
}

inline bool isCancelled(const Error &error)
{
    return error.field == kCancelledField;
}

} // namespace IteraGpu
