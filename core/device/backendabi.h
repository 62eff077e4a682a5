/* The versioned C ABI between the application and the run-time-loaded libtorch module.
 * Plain C: no C++ types and no exceptions cross it. Every call that can fail returns NULL on
 * success or an iteragpu_error (a kind and one line of text) that the caller frees with
 * free_error(). The module is used from one thread at a time (the measurement worker).
 * Version 3 added the device's own free/total memory and the allocator's retry and
 * out-of-memory counters to iteragpu_memory, and the error kind. */
#ifndef ITERAGPU_BACKENDABI_H
#define ITERAGPU_BACKENDABI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ITERAGPU_BACKEND_ABI_VERSION 3u

enum iteragpu_dtype
{
    ITERAGPU_DTYPE_FLOAT32 = 0,
    ITERAGPU_DTYPE_FLOAT16 = 1,
    ITERAGPU_DTYPE_BFLOAT16 = 2
};

typedef struct iteragpu_session iteragpu_session;

/* What a failed call was. The module decides it from libtorch's exception type
 * (c10::OutOfMemoryError, std::bad_alloc) or, for the CPU allocator, which has no type of its
 * own, from libtorch's own message; nothing on the application's side reads the text for it.
 * A kind this application does not know reads as OTHER. */
enum iteragpu_error_kind
{
    ITERAGPU_ERROR_OTHER = 0,
    ITERAGPU_ERROR_OUT_OF_MEMORY = 1 /* an allocation on the device (or the CPU dry run's heap) failed */
};

/* One failure: malloc'd by the module as one block (the text follows the struct), freed with
 * free_error(). `message` is one line of UTF-8, never NULL. */
typedef struct iteragpu_error
{
    int32_t kind; /* iteragpu_error_kind */
    const char *message;
} iteragpu_error;

/* One reading of the session's device memory.
 * available == 1: the framework's caching allocator of this process on the device (bytes:
 *   allocated, reserved, their peaks since reset_peaks(); num_alloc_retries and num_ooms are
 *   event counts since the process started, never reset by reset_peaks()). 0 on the CPU, with
 *   every field of the block 0.
 * device_available == 1: device_free_bytes and device_total_bytes are the device's own figures
 *   (cudaMemGetInfo, through libtorch's wrapper where it has one): they cover every process on
 *   the device, the CUDA context and memory outside the caching allocator. 0 on the CPU, or
 *   where the runtime could not tell. */
typedef struct iteragpu_memory
{
    int32_t available;
    int32_t device_available;
    int64_t allocated;
    int64_t reserved;
    int64_t peak_allocated;
    int64_t peak_reserved;
    int64_t num_alloc_retries; /* cudaMalloc calls retried after freeing the cache */
    int64_t num_ooms; /* allocations that failed with out of memory */
    int64_t device_free_bytes;
    int64_t device_total_bytes;
} iteragpu_memory;

/* Receives environment facts one at a time, keyed by name. Text is UTF-8 and only valid during
 * the call (the receiver copies it). The receiver never throws and never calls back into the module. */
typedef struct iteragpu_fact_sink
{
    void *context;
    void (*text)(void *context, const char *key, const char *value);
    void (*integer)(void *context, const char *key, int64_t value);
} iteragpu_fact_sink;

typedef struct iteragpu_backend_v3
{
    uint32_t abi_version; /* ITERAGPU_BACKEND_ABI_VERSION */
    uint32_t struct_size; /* sizeof(iteragpu_backend_v3) */

    void (*free_error)(iteragpu_error *error);

    /* Reports libtorch and `device` ("cpu", "cuda:N") through `sink`, one call per fact that could
     * be read; a fact not reported is unknown. Keys:
     *   text:    libtorch_version, gpu_runtime ("cuda" or "hip": the runtime libtorch was built
     *            with, reported whether or not a device or driver is usable), gpu_runtime_build_version
     *            ("12.4"; not the driver's), dnn_library_version (cuDNN or MIOpen, where readable),
     *            device.type ("cpu" or "cuda", when the name is understood), device.reason (why the
     *            device is not available, with the runtime's own words where it gave some),
     *            device.device_name, device.compute_capability ("8.6",
     *            CUDA), device.gfx_arch (ROCm), device.allocator_backend (the caching allocator's
     *            backend: "native" or "cudaMallocAsync", where libtorch tells it)
     *   integer: visible_gpu_count, intra_op_threads, float32_matmul_allow_tf32 (0 or 1: whether
     *            cuBLAS may use TF32 tensor cores for float32 matrix products, libtorch's
     *            allowTF32CuBLAS(); added in version 3 without a version change: a key is a fact, an
     *            application ignores keys it does not know and reads a missing one as unknown),
     *            device.available (0 or 1),
     *            device.total_memory_bytes, device.multiprocessor_count,
     *            device.blas_workspace_bytes (the cuBLAS/hipBLAS workspace libtorch allocates from
     *            the caching allocator at the first matrix product, where libtorch tells it)
     * Returns NULL, or an error when it stopped part-way (the facts reported stay valid).
     * Reads no environment variable itself, no host or user name (libtorch's own configuration
     * parsing reads the variables that configure its allocator and cuBLAS). */
    iteragpu_error *(*environment)(const char *device, const iteragpu_fact_sink *sink);

    /* Validates the device (type compiled in, runtime available, index in range) without
     * allocating on it. */
    iteragpu_error *(*open_session)(const char *device, iteragpu_session **session);
    void (*close_session)(iteragpu_session *session);

    /* Whether this libtorch can run the model in `dtype` on the session's device. No device work. */
    iteragpu_error *(*check_dtype)(iteragpu_session *session, int32_t dtype);

    /* Linear(width, hidden) -> GELU -> Linear(hidden, width), initialised on the CPU from `seed`,
     * converted to `dtype` on the CPU, then moved to the device: one device allocation per
     * parameter tensor. Inference mode, no gradients. */
    iteragpu_error *(*build_model)(iteragpu_session *session, int64_t width, int64_t hidden, int32_t dtype,
                                   uint64_t seed);
    /* Inputs [batch, context, width] in the model's dtype, created on the device from a generator
     * seeded with `seed`. */
    iteragpu_error *(*create_inputs)(iteragpu_session *session, int64_t batch, int64_t context, uint64_t seed);
    /* One forward. Intermediates are freed as soon as they are dead; the output stays alive until
     * release_outputs(). Asynchronous on a GPU: call synchronize() to wait for it. */
    iteragpu_error *(*forward)(iteragpu_session *session);
    iteragpu_error *(*release_outputs)(iteragpu_session *session);
    iteragpu_error *(*synchronize)(iteragpu_session *session);
    /* Fills every field of `out` (see iteragpu_memory). No synchronisation of its own: call
     * synchronize() first for figures that include the work queued before. */
    iteragpu_error *(*memory)(iteragpu_session *session, iteragpu_memory *out);
    iteragpu_error *(*reset_peaks)(iteragpu_session *session);
    /* Sum of the current output's elements in double precision (for determinism checks). */
    iteragpu_error *(*output_checksum)(iteragpu_session *session, double *sum);
} iteragpu_backend_v3;

/* Fixed parts of the module's error texts. The texts stay English; the application recognises
 * these parts (core/device/backendmessage.h) and shows a translated sentence with a code beside them.
 * Adding one changes no binary interface. */
#define ITERAGPU_MESSAGE_NO_GPU_BUILD "this libtorch build has no CUDA or ROCm support"
#define ITERAGPU_MESSAGE_NO_GPU "no CUDA or ROCm device is available to this libtorch"
#define ITERAGPU_MESSAGE_DEVICE_RANGE " is out of range: "
#define ITERAGPU_MESSAGE_DEVICE_NAME "' is not 'cpu' or 'cuda:N'"
#define ITERAGPU_MESSAGE_DTYPE_CPU " is not supported on the CPU by this libtorch"
#define ITERAGPU_MESSAGE_BFLOAT16 "bfloat16 needs compute capability 8.0 or newer"

/* The two exported symbols, "iteragpu_backend_abi_version" and "iteragpu_backend_v3_table".
 * The loader reads the version first and refuses a mismatch before it looks for the table. */
typedef uint32_t (*iteragpu_backend_abi_version_fn)(void);
typedef const iteragpu_backend_v3 *(*iteragpu_backend_v3_fn)(void);

#ifdef __cplusplus
}
#endif

#endif
