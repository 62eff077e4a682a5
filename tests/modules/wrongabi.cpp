// A library that claims a future ABI version: the loader must refuse it by its version number,
// before it looks at the table.
#include <cstdint>

extern "C" __attribute__((visibility("default"))) std::uint32_t iteragpu_backend_abi_version(void)
{
    return 999;
}

extern "C" __attribute__((visibility("default"))) const void *iteragpu_backend_v3_table(void)
{
    return nullptr;
}
