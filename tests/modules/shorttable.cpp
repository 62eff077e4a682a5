// A module that says ABI version 3 but hands out a table smaller than version 3's (a table of an
// older layout behind a new version number): the loader must refuse it by the table's size.
#include "core/device/backendabi.h"

namespace {
iteragpu_backend_v3 shortTable()
{
    iteragpu_backend_v3 table{};
    table.abi_version = ITERAGPU_BACKEND_ABI_VERSION;
    table.struct_size = sizeof(iteragpu_backend_v3) - sizeof(void *); // one entry missing
    return table;
}
const iteragpu_backend_v3 kTable = shortTable();
} // namespace

extern "C" __attribute__((visibility("default"))) uint32_t iteragpu_backend_abi_version(void)
{
    return ITERAGPU_BACKEND_ABI_VERSION;
}

extern "C" __attribute__((visibility("default"))) const iteragpu_backend_v3 *iteragpu_backend_v3_table(void)
{
    return &kTable;
}
