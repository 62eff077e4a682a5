#pragma once

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

} // namespace IteraGpu
