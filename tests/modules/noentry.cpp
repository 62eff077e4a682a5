// A valid shared library that is not an IteraGPU Lab backend (no entry points).
extern "C" __attribute__((visibility("default"))) int some_other_library_function(void)
{
    return 42;
}
