#include "measure/runstatus.h"

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

} // namespace IteraGpu
