#include "core/measure/runstatus.h"

using namespace Qt::StringLiterals;

namespace IteraGpu {

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Complete: return u"complete"_s;
    case RunStatus::Failed: return u"failed"_s;
    case RunStatus::Cancelled: return u"cancelled"_s;
    }
    return {};
}

std::optional<RunStatus> runStatusFromName(QStringView name)
{
    for (RunStatus status : kRunStatuses) {
        if (runStatusName(status) == name)
            return status;
    }
    return std::nullopt;
}

QStringList runStatusNames()
{
    QStringList names;
    for (RunStatus status : kRunStatuses)
        names << runStatusName(status);
    return names;
}

QString failureKindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::OutOfMemory: return u"out_of_memory"_s;
    case ErrorKind::Other: break;
    }
    return u"other"_s;
}

std::optional<ErrorKind> failureKindFromName(QStringView name)
{
    for (ErrorKind kind : {ErrorKind::OutOfMemory, ErrorKind::Other}) {
        if (failureKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

QStringList failureKindNames()
{
    return {failureKindName(ErrorKind::OutOfMemory), failureKindName(ErrorKind::Other)};
}

} // namespace IteraGpu
