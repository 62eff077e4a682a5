#pragma once

#include "core/util/result.h"

#include <optional>

namespace IteraGpu {

// This process's address-space limit (RLIMIT_AS), the memory limit of a CPU dry run. Lowering it
// sets the soft and the hard limit: the run cannot raise it again.
Status limitAddressSpace(qint64 bytes);
// The soft limit now; none when unlimited.
std::optional<qint64> addressSpaceLimit();

} // namespace IteraGpu
