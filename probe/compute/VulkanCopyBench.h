#pragma once

#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <vulkan/vulkan.h>

#include "BenchmarkStats.h"
#include "ComputeBackends.h"

#include <QJsonObject>

namespace cg::probe {

/// The VK_ERROR_... name of a VkResult, or "VkResult" for one not listed.
QString vulkanResultName(VkResult r);

/// The Benchmarks object of the Vulkan device, and whether a dispatch never finished (then the
/// caller must leave the instance and the loader alone).
struct VulkanBenchOutcome
{
    QJsonObject benchmarks;
    bool hung = false;
};

/**
 * Vulkan compute copy bandwidth on one physical device: a compute shader `dst[i] = src[i]` over
 * n floats (GLSL in shaders/copy.comp, compiled to SPIR-V at build time by glslangValidator and
 * embedded), bytes read + written = 2 × 4 × n per dispatch, GB/s = 10^9 bytes/s. The method is
 * BabelStream's copy (https://github.com/UoB-HPC/BabelStream): warm-up discarded, dispatches
 * calibrated to ≤ 100 ms each, samples until a 2 % spread or the cap (StopRule), verified element
 * by element on the host through a host-visible staging buffer.
 *
 * Buffers: at most 256 MiB (64 MiB on a CPU device, 32 MiB in quick mode), device-local memory
 * preferred. Any Vulkan error (e.g. VK_ERROR_DEVICE_LOST) gives status `error` and no number; a
 * fence not signalled within 5 s gives `timeout` (CLV-03). Built without glslangValidator, the
 * benchmark reports `skipped` with the reason.
 */
class VulkanCopyBench final
{
public:
    VulkanCopyBench(PFN_vkGetInstanceProcAddr getInstanceProcAddr, VkInstance instance, VkPhysicalDevice device, bool gpu,
        const ComputeOptions &options, const Deadline &deadline);
    ~VulkanCopyBench();
    Q_DISABLE_COPY_MOVE(VulkanCopyBench)

    VulkanBenchOutcome run();

private:
    struct Impl;
    Impl *d;
};

} // namespace cg::probe
