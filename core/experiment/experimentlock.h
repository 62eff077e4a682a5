#pragma once

#include "core/util/result.h"

#include <QString>

#include <chrono>

namespace IteraGpu {

// One writer at a time in an experiment folder: every change (the command line's init, fix and
// add; the window's saves and stored reports) holds an exclusive flock(2) on the folder itself for
// its whole read-change-write. No file is added to the folder, and the lock goes with its process,
// kill -9 included. A second writer waits up to `wait`, then is refused with one line naming the
// folder and the holder (its program and process id, as /proc/locks gives them).
class ExperimentLock
{
public:
    static constexpr std::chrono::milliseconds kDefaultWait{10'000};

    static Result<ExperimentLock> acquire(const QString &folder, std::chrono::milliseconds wait = kDefaultWait);
    // A new descriptor (the caller closes it) of the folder a lock of this process holds, found by
    // the device and inode `folder` names now; -1 when this process holds no lock on it. What an
    // ExperimentChange writes through, so that a folder renamed or swapped for a link meanwhile
    // receives nothing.
    static Result<int> duplicateHeld(const QString &folder);

    ExperimentLock(ExperimentLock &&other) noexcept;
    ExperimentLock &operator=(ExperimentLock &&other) noexcept;
    ExperimentLock(const ExperimentLock &) = delete;
    ExperimentLock &operator=(const ExperimentLock &) = delete;
    ~ExperimentLock();

private:
    explicit ExperimentLock(int fd);
    int m_fd = -1;
};

} // namespace IteraGpu
