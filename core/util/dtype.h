#pragma once

namespace IteraGpu {

// The element type of the synthetic model's weights and inputs. Its names, sizes and parsing are
// domain vocabulary (domainlimits.h); the device interface (device/backend.h) takes it as is.
enum class Dtype
{
    Float32,
    Float16,
    BFloat16
};

} // namespace IteraGpu
