#pragma once

#include "core/device/backendfacts.h"
#include "core/util/dtype.h"
#include "core/util/result.h"

#include <QString>

#include <memory>
#include <optional>

namespace IteraGpu {

// One reading of a GPU's memory. The first four are the caching allocator's counters of this
// process on the device, in bytes: allocated is part of reserved (never add them); the two peaks
// are separate maxima since the last resetPeaks().
// The optional ones are absent where the backend could not read them (and from a backend or a
// report that predates them):
//  - numAllocRetries, numOoms: the allocator's num_alloc_retries (allocations it retried
//    after releasing its cache) and num_ooms (allocations that failed), counted since the process
//    started, never reset by resetPeaks();
//  - deviceFreeBytes, deviceTotalBytes: the device's own figures (cudaMemGetInfo). They cover every
//    process on the device, its CUDA contexts and memory outside the caching allocator, so
//    total - free - reserved is what this process's allocator does not hold (not "ours").
struct MemoryCounters
{
    qint64 allocated = 0;
    qint64 reserved = 0;
    qint64 peakAllocated = 0;
    qint64 peakReserved = 0;
    std::optional<qint64> numAllocRetries = {};
    std::optional<qint64> numOoms = {};
    std::optional<qint64> deviceFreeBytes = {};
    std::optional<qint64> deviceTotalBytes = {};
};

// One opened device, as the protocol runner sees it. Implemented by the torch module (through
// the C ABI) and by scripted fakes in the tests. Every call may fail with a one-line message;
// an allocation that failed has the error kind ErrorKind::OutOfMemory.
class DeviceSession
{
public:
    virtual ~DeviceSession() = default;

    virtual Status checkDtype(Dtype dtype) = 0;
    virtual Status buildModel(qint64 width, qint64 hidden, Dtype dtype, quint64 seed) = 0;
    virtual Status createInputs(qint64 batch, qint64 context, quint64 seed) = 0;
    virtual Status forward() = 0;
    virtual Status releaseOutputs() = 0;
    virtual Status synchronize() = 0;
    // nullopt where the device has no caching allocator (the CPU dry run).
    virtual Result<std::optional<MemoryCounters>> memory() = 0;
    virtual Status resetPeaks() = 0;
    virtual Result<double> outputChecksum() = 0;
};

// A loaded backend library: environment facts and device sessions.
class Backend
{
public:
    virtual ~Backend() = default;
    virtual QString location() const = 0;
    // What libtorch and `device` ("cpu", "cuda:N") are; never fails: what could not be read is empty.
    virtual BackendFacts environment(const QString &device) = 0;
    virtual Result<std::unique_ptr<DeviceSession>> open(const QString &device) = 0;
};

} // namespace IteraGpu
