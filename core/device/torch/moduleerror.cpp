#include "core/device/torch/moduleerror.h"

#include <cstdlib>
#include <cstring>

namespace IteraGpuTorch {

namespace {

// Handed out when malloc cannot hold an error either; freeError() knows it.
iteragpu_error g_noMemoryForError{ITERAGPU_ERROR_OUT_OF_MEMORY,
                                  "out of memory (the libtorch module could not allocate its error text)"};

} // namespace

iteragpu_error *makeError(int32_t kind, const char *text) noexcept
{
    if (!text || !*text)
        text = "unknown libtorch error";
    // One line: libtorch messages carry backtraces and hints on further lines.
    const char *newline = std::strchr(text, '\n');
    const std::size_t length = newline ? std::size_t(newline - text) : std::strlen(text);
    void *block = std::malloc(sizeof(iteragpu_error) + length + 1);
    if (!block)
        return &g_noMemoryForError;
    auto *error = static_cast<iteragpu_error *>(block);
    char *message = static_cast<char *>(block) + sizeof(iteragpu_error);
    std::memcpy(message, text, length);
    message[length] = '\0';
    error->kind = kind;
    error->message = message;
    return error;
}

void freeError(iteragpu_error *error) noexcept
{
    if (error != &g_noMemoryForError)
        std::free(error);
}

bool isCpuAllocatorFailure(const char *text) noexcept
{
    // alloc_cpu.cpp in 1.13 and 2.x: posix_memalign failed, or the size is beyond what it allows.
    return text
        && (std::strstr(text, "DefaultCPUAllocator: can't allocate memory")
            || std::strstr(text, "DefaultCPUAllocator: not enough memory"));
}

} // namespace IteraGpuTorch
