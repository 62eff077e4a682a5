#pragma once

#include "core/util/result.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <array>
#include <optional>

namespace IteraGpu {

// How a run ended. A cancel is its own outcome, never a failure message.
enum class RunStatus
{
    Complete,
    Failed,
    Cancelled
};

inline constexpr std::array kRunStatuses{RunStatus::Complete, RunStatus::Failed, RunStatus::Cancelled};

// "complete", "failed", "cancelled": the word in reports, the progress stream and the results
// grid's status column. Never translated. The only place these words are written.
QString runStatusName(RunStatus status);
// The status a word names; nullopt for any other text (the caller names the place in its error).
std::optional<RunStatus> runStatusFromName(QStringView name);
// Every status word, in the order of kRunStatuses (for "expected one of" messages).
QStringList runStatusNames();

// "out_of_memory" (ErrorKind::OutOfMemory), "other": the kind of a failed run's error as reports
// write it under failure.kind (format 3 on). Never translated; the only place these words are written.
QString failureKindName(ErrorKind kind);
std::optional<ErrorKind> failureKindFromName(QStringView name);
QStringList failureKindNames(); // in the order out_of_memory, other

} // namespace IteraGpu
