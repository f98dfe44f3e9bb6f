#pragma once

// The Vulkan objects behind the probe's compute benchmarks (VulkanBench.h): one logical device with
// one compute queue, storage buffers, compute pipelines, one command buffer, a fence and a
// timestamp query pool, all reached through vkGetInstanceProcAddr/vkGetDeviceProcAddr (the loader
// is opened with dlopen, VK_NO_PROTOTYPES). Method and keys in probe/schema.md.

#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <vulkan/vulkan.h>

#include <QString>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cg::probe::vk {

/// A fence not signalled after this long is treated as a hung dispatch (CLV-03): 5 s.
inline constexpr std::uint64_t kHangTimeoutNs = 5'000'000'000ull;
/// local_size_x of every shader in shaders/.
inline constexpr std::uint32_t kLocalSize = 256;
/// The smallest maxComputeWorkGroupCount[0] Vulkan guarantees (Vulkan spec, "Required Limits").
inline constexpr std::uint32_t kMaxGroups = 65535;

/// A Vulkan call failed: benchmark status `error`, no number.
struct VkError
{
    QString call;
    VkResult code;
};

/// A fence was not signalled within kHangTimeoutNs: benchmark status `timeout`.
struct VkHang
{
};

/// Throws VkError{call, r} unless r is VK_SUCCESS.
void check(VkResult r, const char *call);

/// The test hook CLOUDGAUGE_PROBE_FAULT="vulkan:<figure>:<what>" for `figure` (copy, triad,
/// fp32): what a VkResult (e.g. -4, VK_ERROR_DEVICE_LOST), "timeout" or "mismatch"; else empty.
QString injectedFault(const QString &figure);

/// How a timed sample was timed: on the device (timestamp queries) or on the host.
struct TimerInfo
{
    bool device = false; ///< timestamp queries work on the compute queue
    double periodNs = 0; ///< VkPhysicalDeviceLimits::timestampPeriod, ns per tick
    std::uint32_t validBits = 0; ///< VkQueueFamilyProperties::timestampValidBits of the queue
    bool computeAndGraphics = false; ///< VkPhysicalDeviceLimits::timestampComputeAndGraphics
};

/// A storage buffer and its memory.
struct VkBufferMem
{
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
};

/// A compute pipeline over `bindings` storage buffers (bindings 0..n-1 of set 0) and push constants.
struct VkComputePipeline
{
    VkShaderModule shader = VK_NULL_HANDLE;
    VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
    VkPipelineLayout layout = VK_NULL_HANDLE;
    VkPipeline pipeline = VK_NULL_HANDLE;
    VkDescriptorPool pool = VK_NULL_HANDLE;
    VkDescriptorSet set = VK_NULL_HANDLE;
    std::uint32_t pushBytes = 0;
};

/**
 * One logical device on a physical device for the benchmarks. Every failing call throws VkError;
 * a fence not signalled in 5 s throws VkHang (then the caller sets `hung` and nothing is
 * destroyed: the driver may still use the objects).
 *
 * Timing: when the chosen queue family has timestampValidBits > 0 (timestampComputeAndGraphics
 * guarantees it on every compute queue), a timed submission is bracketed by vkCmdWriteTimestamp
 * (TOP_OF_PIPE before the first dispatch, BOTTOM_OF_PIPE after the last) and its time is
 * (end − start) masked to timestampValidBits × timestampPeriod ns, read with
 * vkGetQueryPoolResults(64-bit, wait) after the fence. Otherwise the host times the submit and
 * fence wait. Vulkan spec, "Timestamp Queries":
 * https://registry.khronos.org/vulkan/specs/1.3-extensions/html/vkspec.html#queries-timestamps
 */
class VkContext final
{
public:
    VkContext(PFN_vkGetInstanceProcAddr gipa, VkInstance instance, VkPhysicalDevice physical);
    ~VkContext();
    VkContext(const VkContext &) = delete;
    VkContext &operator=(const VkContext &) = delete;

    /// Creates the device, queue, command pool/buffer, fence and query pool.
    void setUp();
    /// Device-local (preferred) storage buffer, usable as copy source and destination.
    VkBufferMem storageBuffer(VkDeviceSize bytes);
    /// Host-visible, host-coherent buffer for filling and reading back.
    VkBufferMem stagingBuffer(VkDeviceSize bytes);
    /// A pipeline from SPIR-V words over `buffers` (bound in order) with `pushBytes` of push constants.
    VkComputePipeline pipeline(
        const std::uint32_t *spirv, std::size_t spirvBytes, const std::vector<VkBufferMem> &buffers, std::uint32_t pushBytes);

    /// Maps `b` (whole size), calls fill(pointer), unmaps.
    template<typename Fn> void withMapped(const VkBufferMem &b, VkDeviceSize bytes, Fn fn)
    {
        void *p = nullptr;
        check(m_mapMemory(m_device, b.memory, 0, bytes, 0, &p), "vkMapMemory");
        fn(p);
        m_unmapMemory(m_device, b.memory);
    }
    /// Copies `bytes` from one buffer to another and waits (with a barrier before compute use).
    void copy(const VkBufferMem &from, const VkBufferMem &to, VkDeviceSize bytes);
    /// Fills `bytes` of `b` with zero words and waits.
    void zero(const VkBufferMem &b, VkDeviceSize bytes);

    /**
     * Records `count` dispatches of `groups` work-groups of `p` (push constants `push`), each after
     * a compute→compute barrier (one after the other, like an in-order OpenCL queue), submits them
     * and waits. Returns their time in ms: device timestamps where supported, else host wall time.
     * `figure` names the figure for the fault hook (its first wait).
     */
    double timedDispatches(const VkComputePipeline &p, const void *push, std::uint32_t groups, int count, const QString &figure);

    const TimerInfo &timer() const { return m_timer; }
    const VkPhysicalDeviceProperties &properties() const { return m_props; }
    bool hung = false;

private:
    void begin();
    void submitAndWait(const QString &figure);
    void destroyPipeline(VkComputePipeline &p);
    VkBufferMem makeBuffer(VkDeviceSize bytes, VkBufferUsageFlags usage, VkMemoryPropertyFlags want, VkMemoryPropertyFlags prefer);
    template<typename Fn> void instanceFn(Fn &fn, const char *name);
    template<typename Fn> void deviceFn(Fn &fn, const char *name);

    PFN_vkGetInstanceProcAddr m_gipa = nullptr;
    VkInstance m_instance = VK_NULL_HANDLE;
    VkPhysicalDevice m_physical = VK_NULL_HANDLE;
    VkPhysicalDeviceProperties m_props {};
    VkPhysicalDeviceMemoryProperties m_memory {};
    TimerInfo m_timer;
    QString m_faultedFigure; ///< the figure whose first wait the fault hook already saw

    PFN_vkGetDeviceProcAddr m_gdpa = nullptr;
    PFN_vkDestroyDevice m_destroyDevice = nullptr;
    PFN_vkGetDeviceQueue m_getDeviceQueue = nullptr;
    PFN_vkCreateBuffer m_createBuffer = nullptr;
    PFN_vkDestroyBuffer m_destroyBuffer = nullptr;
    PFN_vkGetBufferMemoryRequirements m_getBufferMemoryRequirements = nullptr;
    PFN_vkAllocateMemory m_allocateMemory = nullptr;
    PFN_vkFreeMemory m_freeMemory = nullptr;
    PFN_vkBindBufferMemory m_bindBufferMemory = nullptr;
    PFN_vkMapMemory m_mapMemory = nullptr;
    PFN_vkUnmapMemory m_unmapMemory = nullptr;
    PFN_vkCreateShaderModule m_createShaderModule = nullptr;
    PFN_vkDestroyShaderModule m_destroyShaderModule = nullptr;
    PFN_vkCreateDescriptorSetLayout m_createDescriptorSetLayout = nullptr;
    PFN_vkDestroyDescriptorSetLayout m_destroyDescriptorSetLayout = nullptr;
    PFN_vkCreatePipelineLayout m_createPipelineLayout = nullptr;
    PFN_vkDestroyPipelineLayout m_destroyPipelineLayout = nullptr;
    PFN_vkCreateComputePipelines m_createComputePipelines = nullptr;
    PFN_vkDestroyPipeline m_destroyPipeline = nullptr;
    PFN_vkCreateDescriptorPool m_createDescriptorPool = nullptr;
    PFN_vkDestroyDescriptorPool m_destroyDescriptorPool = nullptr;
    PFN_vkAllocateDescriptorSets m_allocateDescriptorSets = nullptr;
    PFN_vkUpdateDescriptorSets m_updateDescriptorSets = nullptr;
    PFN_vkCreateCommandPool m_createCommandPool = nullptr;
    PFN_vkDestroyCommandPool m_destroyCommandPool = nullptr;
    PFN_vkResetCommandPool m_resetCommandPool = nullptr;
    PFN_vkAllocateCommandBuffers m_allocateCommandBuffers = nullptr;
    PFN_vkBeginCommandBuffer m_beginCommandBuffer = nullptr;
    PFN_vkEndCommandBuffer m_endCommandBuffer = nullptr;
    PFN_vkCmdBindPipeline m_cmdBindPipeline = nullptr;
    PFN_vkCmdBindDescriptorSets m_cmdBindDescriptorSets = nullptr;
    PFN_vkCmdPushConstants m_cmdPushConstants = nullptr;
    PFN_vkCmdDispatch m_cmdDispatch = nullptr;
    PFN_vkCmdPipelineBarrier m_cmdPipelineBarrier = nullptr;
    PFN_vkCmdCopyBuffer m_cmdCopyBuffer = nullptr;
    PFN_vkCmdFillBuffer m_cmdFillBuffer = nullptr;
    PFN_vkCmdWriteTimestamp m_cmdWriteTimestamp = nullptr;
    PFN_vkCmdResetQueryPool m_cmdResetQueryPool = nullptr;
    PFN_vkCreateQueryPool m_createQueryPool = nullptr;
    PFN_vkDestroyQueryPool m_destroyQueryPool = nullptr;
    PFN_vkGetQueryPoolResults m_getQueryPoolResults = nullptr;
    PFN_vkCreateFence m_createFence = nullptr;
    PFN_vkDestroyFence m_destroyFence = nullptr;
    PFN_vkResetFences m_resetFences = nullptr;
    PFN_vkWaitForFences m_waitForFences = nullptr;
    PFN_vkQueueSubmit m_queueSubmit = nullptr;
    PFN_vkDeviceWaitIdle m_deviceWaitIdle = nullptr;

    VkDevice m_device = VK_NULL_HANDLE;
    VkQueue m_queue = VK_NULL_HANDLE;
    std::uint32_t m_family = 0;
    VkCommandPool m_commandPool = VK_NULL_HANDLE;
    VkCommandBuffer m_cmd = VK_NULL_HANDLE;
    VkFence m_fence = VK_NULL_HANDLE;
    VkQueryPool m_queryPool = VK_NULL_HANDLE;
    std::vector<VkBufferMem> m_buffers;
    std::vector<VkComputePipeline> m_pipelines;
};

} // namespace cg::probe::vk
