#pragma once

#include "core/util/result.h"

#include <QString>

namespace IteraGpu {

// Messages that come from libtorch or the torch module are English: the module has no catalogs,
// and reports keep them as written. Each known kind has a stable code; what the user reads is a
// translated sentence for the code, the code, and the English text beside it.
enum class BackendMessageCode
{
    NoGpuBuild, // "torch-no-gpu-build": libtorch built without CUDA or ROCm
    NoGpu, // "torch-no-gpu": no usable GPU (none, no driver, no runtime)
    DeviceOutOfRange, // "torch-device-range": cuda:N beyond the visible GPUs
    DeviceName, // "torch-device-name": not "cpu" or "cuda:N"
    DtypeOnCpu, // "torch-dtype-cpu": the dtype has no CPU kernels in this libtorch
    BFloat16OnGpu, // "torch-bfloat16": bfloat16 needs compute capability 8.0
    OutOfMemory, // "torch-out-of-memory": an allocation failed (ErrorKind::OutOfMemory, never the text)
    NotLoaded, // "backend-not-loaded": no torch module could be loaded
    Other // "torch-error": any other libtorch or module message
};

// The English reason recorded when no torch module is loaded.
QString backendNotLoadedReason();

// The code of a message whose error has `kind`: OutOfMemory exactly when the backend said so
// (ErrorKind::OutOfMemory), whatever the words; the others from the module's fixed texts.
BackendMessageCode backendMessageCode(const QString &english, ErrorKind kind);
QString backendMessageCodeName(BackendMessageCode code);
// "<translated sentence> [<code>] (original message: <english>)"; the English text is left out
// where it is the sentence itself (English catalogs). `kind`: the error's, as the backend gave
// it; a reason without one (a device that is not available) is ErrorKind::Other.
QString explainBackendMessage(const QString &english, ErrorKind kind);
QString explainBackendMessage(const Error &error); // its message and kind

} // namespace IteraGpu
