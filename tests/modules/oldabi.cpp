// A module built before ABI version 3 (its table had no error kinds and a shorter memory
// reading): the loader must refuse it by its version number, not call into it.
#include <cstdint>

extern "C" __attribute__((visibility("default"))) std::uint32_t iteragpu_backend_abi_version(void)
{
    return 2;
}

extern "C" __attribute__((visibility("default"))) const void *iteragpu_backend_v2_table(void)
{
    return nullptr;
}
