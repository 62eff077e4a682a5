#include "core/util/addressspace.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <sys/resource.h>

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::AddressSpace)
};
} // namespace

Status limitAddressSpace(qint64 bytes)
{
    const rlimit limit{rlim_t(bytes), rlim_t(bytes)};
    if (::setrlimit(RLIMIT_AS, &limit) != 0) {
        return Error{Tr::tr("the address-space limit of %1 bytes could not be set (%2)")
                         .arg(bytes)
                         .arg(QString::fromLocal8Bit(std::strerror(errno)))};
    }
    return {};
}

std::optional<qint64> addressSpaceLimit()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return std::nullopt;
    return qint64(limit.rlim_cur);
}

} // namespace IteraGpu
