/* The versioned C ABI between the application and the run-time-loaded libtorch module.
 * Plain C: no C++ types and no exceptions cross it. Every call that can fail returns NULL on
 * success or a one-line, malloc'd error text that the caller frees with free_text().
 * The module is used from one thread at a time (the measurement worker). */
#ifndef ITERAGPU_BACKENDABI_H
#define ITERAGPU_BACKENDABI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ITERAGPU_BACKEND_ABI_VERSION 2u

enum iteragpu_dtype
{
    ITERAGPU_DTYPE_FLOAT32 = 0,
    ITERAGPU_DTYPE_FLOAT16 = 1,
    ITERAGPU_DTYPE_BFLOAT16 = 2
};

typedef struct iteragpu_session iteragpu_session;

/* The framework's caching allocator of this process on the session's device, in bytes.
 * available == 0 on the CPU: there is no such allocator, and the other fields are 0. */
typedef struct iteragpu_memory
{
    int32_t available;
    int64_t allocated;
    int64_t reserved;
    int64_t peak_allocated;
    int64_t peak_reserved;
} iteragpu_memory;

/* Receives environment facts one at a time, keyed by name. Text is UTF-8 and only valid during
 * the call (the receiver copies it). The receiver never throws and never calls back into the module. */
typedef struct iteragpu_fact_sink
{
    void *context;
    void (*text)(void *context, const char *key, const char *value);
    void (*integer)(void *context, const char *key, int64_t value);
} iteragpu_fact_sink;

typedef struct iteragpu_backend_v2
{
    uint32_t abi_version; /* ITERAGPU_BACKEND_ABI_VERSION */
    uint32_t struct_size; /* sizeof(iteragpu_backend_v2) */

    void (*free_text)(char *text);

    /* Reports libtorch and `device` ("cpu", "cuda:N") through `sink`, one call per fact that could
     * be read; a fact not reported is unknown. Keys:
     *   text:    libtorch_version, gpu_runtime ("cuda" or "hip", only in a build with one),
     *            gpu_runtime_build_version, dnn_library_version (cuDNN or MIOpen),
     *            device.type ("cpu" or "cuda", when the name is understood), device.reason (why the
     *            device is not available), device.device_name, device.compute_capability ("8.6",
     *            CUDA), device.gfx_arch (ROCm), device.allocator_backend (the caching allocator's
     *            backend: "native" or "cudaMallocAsync", where libtorch tells it)
     *   integer: visible_gpu_count, intra_op_threads, device.available (0 or 1),
     *            device.total_memory_bytes, device.multiprocessor_count,
     *            device.blas_workspace_bytes (the cuBLAS/hipBLAS workspace libtorch allocates from
     *            the caching allocator at the first matrix product, where libtorch tells it)
     * Returns NULL, or an error text when it stopped part-way (the facts reported stay valid).
     * Reads no environment variable itself, no host or user name (libtorch's own configuration
     * parsing reads the variables that configure its allocator and cuBLAS). */
    char *(*environment)(const char *device, const iteragpu_fact_sink *sink);

    /* Validates the device (type compiled in, runtime available, index in range) without
     * allocating on it. */
    char *(*open_session)(const char *device, iteragpu_session **session);
    void (*close_session)(iteragpu_session *session);

    /* Whether this libtorch can run the model in `dtype` on the session's device. No device work. */
    char *(*check_dtype)(iteragpu_session *session, int32_t dtype);

    /* Linear(width, hidden) -> GELU -> Linear(hidden, width), initialised on the CPU from `seed`,
     * converted to `dtype` on the CPU, then moved to the device: one device allocation per
     * parameter tensor. Inference mode, no gradients. */
    char *(*build_model)(iteragpu_session *session, int64_t width, int64_t hidden, int32_t dtype, uint64_t seed);
    /* Inputs [batch, context, width] in the model's dtype, created on the device from a generator
     * seeded with `seed`. */
    char *(*create_inputs)(iteragpu_session *session, int64_t batch, int64_t context, uint64_t seed);
    /* One forward. Intermediates are freed as soon as they are dead; the output stays alive until
     * release_outputs(). Asynchronous on a GPU: call synchronize() to wait for it. */
    char *(*forward)(iteragpu_session *session);
    char *(*release_outputs)(iteragpu_session *session);
    char *(*synchronize)(iteragpu_session *session);
    char *(*memory)(iteragpu_session *session, iteragpu_memory *out);
    char *(*reset_peaks)(iteragpu_session *session);
    /* Sum of the current output's elements in double precision (for determinism checks). */
    char *(*output_checksum)(iteragpu_session *session, double *sum);
} iteragpu_backend_v2;

/* Fixed parts of the module's error texts. The texts stay English; the application recognises
 * these parts (core/device/backendmessage.h) and shows a translated sentence with a code beside them.
 * Adding one changes no binary interface. */
#define ITERAGPU_MESSAGE_NO_GPU_BUILD "this libtorch build has no CUDA or ROCm support"
#define ITERAGPU_MESSAGE_NO_GPU "no CUDA or ROCm device is available to this libtorch"
#define ITERAGPU_MESSAGE_DEVICE_RANGE " is out of range: "
#define ITERAGPU_MESSAGE_DEVICE_NAME "' is not 'cpu' or 'cuda:N'"
#define ITERAGPU_MESSAGE_DTYPE_CPU " is not supported on the CPU by this libtorch"
#define ITERAGPU_MESSAGE_BFLOAT16 "bfloat16 needs compute capability 8.0 or newer"

/* The two exported symbols, "iteragpu_backend_abi_version" and "iteragpu_backend_v2_table".
 * The loader reads the version first and refuses a mismatch before it looks for the table. */
typedef uint32_t (*iteragpu_backend_abi_version_fn)(void);
typedef const iteragpu_backend_v2 *(*iteragpu_backend_v2_fn)(void);

#ifdef __cplusplus
}
#endif

#endif
