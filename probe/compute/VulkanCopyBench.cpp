#include "VulkanCopyBench.h"

#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <vector>

#ifdef CG_HAVE_COPY_SPIRV
#include "copy_comp_spv.h" // kCopyCompSpv: shaders/copy.comp compiled by glslangValidator at build time
#endif

namespace cg::probe {

namespace {

/// A fence not signalled after this long is treated as a hung dispatch (CLV-03).
constexpr std::uint64_t kHangTimeoutNs = 5'000'000'000ull;
constexpr std::uint32_t kLocalSize = 256; // local_size_x of shaders/copy.comp
constexpr std::uint32_t kMaxGroups = 65535; // the minimum maxComputeWorkGroupCount[0] Vulkan guarantees

/// A Vulkan call failed: status `error`, no number.
struct VkError
{
    QString call;
    VkResult code;
};

/// A fence was not signalled within kHangTimeoutNs: status `timeout`.
struct VkHang
{
};

void check(VkResult r, const char *call)
{
    if (r != VK_SUCCESS)
        throw VkError { QString::fromLatin1(call), r };
}

/// Test-only fault injection, as for OpenCL: CLOUDGAUGE_PROBE_FAULT="vulkan:copy:<what>", what a
/// VkResult (e.g. -4, VK_ERROR_DEVICE_LOST: the first fence wait reports it), "timeout" or "mismatch".
QString injectedFault()
{
    const QString value = QString::fromLocal8Bit(qgetenv("CLOUDGAUGE_PROBE_FAULT"));
    const QString prefix = QStringLiteral("vulkan:copy:");
    return value.startsWith(prefix) ? value.mid(prefix.size()) : QString();
}

} // namespace

QString vulkanResultName(VkResult r)
{
    switch (r) {
    case VK_ERROR_OUT_OF_HOST_MEMORY:
        return QStringLiteral("VK_ERROR_OUT_OF_HOST_MEMORY");
    case VK_ERROR_OUT_OF_DEVICE_MEMORY:
        return QStringLiteral("VK_ERROR_OUT_OF_DEVICE_MEMORY");
    case VK_ERROR_INITIALIZATION_FAILED:
        return QStringLiteral("VK_ERROR_INITIALIZATION_FAILED");
    case VK_ERROR_DEVICE_LOST:
        return QStringLiteral("VK_ERROR_DEVICE_LOST");
    case VK_ERROR_LAYER_NOT_PRESENT:
        return QStringLiteral("VK_ERROR_LAYER_NOT_PRESENT");
    case VK_ERROR_EXTENSION_NOT_PRESENT:
        return QStringLiteral("VK_ERROR_EXTENSION_NOT_PRESENT");
    case VK_ERROR_INCOMPATIBLE_DRIVER:
        return QStringLiteral("VK_ERROR_INCOMPATIBLE_DRIVER");
    case VK_TIMEOUT:
        return QStringLiteral("VK_TIMEOUT");
    case VK_ERROR_FEATURE_NOT_PRESENT:
        return QStringLiteral("VK_ERROR_FEATURE_NOT_PRESENT");
    default:
        break;
    }
    return QStringLiteral("VkResult");
}

struct VulkanCopyBench::Impl
{
    PFN_vkGetInstanceProcAddr gipa = nullptr;
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    bool gpu = false;
    const ComputeOptions *options = nullptr;
    const Deadline *deadline = nullptr;
    bool hung = false;

    // Entry points.
    PFN_vkGetPhysicalDeviceQueueFamilyProperties getQueueFamilies = nullptr;
    PFN_vkGetPhysicalDeviceMemoryProperties getMemoryProperties = nullptr;
    PFN_vkGetPhysicalDeviceProperties getProperties = nullptr;
    PFN_vkCreateDevice createDevice = nullptr;
    PFN_vkGetDeviceProcAddr gdpa = nullptr;
    PFN_vkDestroyDevice destroyDevice = nullptr;
    PFN_vkGetDeviceQueue getDeviceQueue = nullptr;
    PFN_vkCreateBuffer createBuffer = nullptr;
    PFN_vkDestroyBuffer destroyBuffer = nullptr;
    PFN_vkGetBufferMemoryRequirements getBufferMemoryRequirements = nullptr;
    PFN_vkAllocateMemory allocateMemory = nullptr;
    PFN_vkFreeMemory freeMemory = nullptr;
    PFN_vkBindBufferMemory bindBufferMemory = nullptr;
    PFN_vkMapMemory mapMemory = nullptr;
    PFN_vkUnmapMemory unmapMemory = nullptr;
    PFN_vkCreateShaderModule createShaderModule = nullptr;
    PFN_vkDestroyShaderModule destroyShaderModule = nullptr;
    PFN_vkCreateDescriptorSetLayout createDescriptorSetLayout = nullptr;
    PFN_vkDestroyDescriptorSetLayout destroyDescriptorSetLayout = nullptr;
    PFN_vkCreatePipelineLayout createPipelineLayout = nullptr;
    PFN_vkDestroyPipelineLayout destroyPipelineLayout = nullptr;
    PFN_vkCreateComputePipelines createComputePipelines = nullptr;
    PFN_vkDestroyPipeline destroyPipeline = nullptr;
    PFN_vkCreateDescriptorPool createDescriptorPool = nullptr;
    PFN_vkDestroyDescriptorPool destroyDescriptorPool = nullptr;
    PFN_vkAllocateDescriptorSets allocateDescriptorSets = nullptr;
    PFN_vkUpdateDescriptorSets updateDescriptorSets = nullptr;
    PFN_vkCreateCommandPool createCommandPool = nullptr;
    PFN_vkDestroyCommandPool destroyCommandPool = nullptr;
    PFN_vkResetCommandPool resetCommandPool = nullptr;
    PFN_vkAllocateCommandBuffers allocateCommandBuffers = nullptr;
    PFN_vkBeginCommandBuffer beginCommandBuffer = nullptr;
    PFN_vkEndCommandBuffer endCommandBuffer = nullptr;
    PFN_vkCmdBindPipeline cmdBindPipeline = nullptr;
    PFN_vkCmdBindDescriptorSets cmdBindDescriptorSets = nullptr;
    PFN_vkCmdPushConstants cmdPushConstants = nullptr;
    PFN_vkCmdDispatch cmdDispatch = nullptr;
    PFN_vkCmdPipelineBarrier cmdPipelineBarrier = nullptr;
    PFN_vkCmdCopyBuffer cmdCopyBuffer = nullptr;
    PFN_vkCmdFillBuffer cmdFillBuffer = nullptr;
    PFN_vkCreateFence createFence = nullptr;
    PFN_vkDestroyFence destroyFence = nullptr;
    PFN_vkResetFences resetFences = nullptr;
    PFN_vkWaitForFences waitForFences = nullptr;
    PFN_vkQueueSubmit queueSubmit = nullptr;
    PFN_vkDeviceWaitIdle deviceWaitIdle = nullptr;

    // Objects.
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    uint32_t family = 0;
    struct Buffer
    {
        VkBuffer buffer = VK_NULL_HANDLE;
        VkDeviceMemory memory = VK_NULL_HANDLE;
    };
    Buffer src, dst, staging;
    VkShaderModule shader = VK_NULL_HANDLE;
    VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
    VkPipelineLayout pipelineLayout = VK_NULL_HANDLE;
    VkPipeline pipeline = VK_NULL_HANDLE;
    VkDescriptorPool descriptorPool = VK_NULL_HANDLE;
    VkDescriptorSet set = VK_NULL_HANDLE;
    VkCommandPool commandPool = VK_NULL_HANDLE;
    VkCommandBuffer cmd = VK_NULL_HANDLE;
    VkFence fence = VK_NULL_HANDLE;
    bool firstWait = true;

    template<typename Fn> void instanceFn(Fn &fn, const char *name)
    {
        fn = reinterpret_cast<Fn>(gipa(instance, name));
        if (!fn)
            throw VkError { QStringLiteral("vkGetInstanceProcAddr(%1)").arg(QLatin1String(name)), VK_ERROR_INITIALIZATION_FAILED };
    }
    template<typename Fn> void deviceFn(Fn &fn, const char *name)
    {
        fn = reinterpret_cast<Fn>(gdpa(device, name));
        if (!fn)
            throw VkError { QStringLiteral("vkGetDeviceProcAddr(%1)").arg(QLatin1String(name)), VK_ERROR_INITIALIZATION_FAILED };
    }

    void setUp(VkDeviceSize bytes);
    Buffer makeBuffer(VkDeviceSize bytes, VkBufferUsageFlags usage, VkMemoryPropertyFlags want, VkMemoryPropertyFlags prefer);
    void begin();
    void submitAndWait();
    void recordCopies(int count, uint32_t n);
    void copyBuffer(const Buffer &from, const Buffer &to, VkDeviceSize bytes);
    double timedCopies(int count, uint32_t n);
    void tearDown();
};

VulkanCopyBench::VulkanCopyBench(PFN_vkGetInstanceProcAddr getInstanceProcAddr, VkInstance instance, VkPhysicalDevice device, bool gpu,
    const ComputeOptions &options, const Deadline &deadline)
    : d(new Impl)
{
    d->gipa = getInstanceProcAddr;
    d->instance = instance;
    d->physical = device;
    d->gpu = gpu;
    d->options = &options;
    d->deadline = &deadline;
}

VulkanCopyBench::~VulkanCopyBench()
{
    if (!d->hung)
        d->tearDown();
    delete d;
}

void VulkanCopyBench::Impl::tearDown()
{
    if (!device)
        return;
    deviceWaitIdle(device);
    if (fence)
        destroyFence(device, fence, nullptr);
    if (commandPool)
        destroyCommandPool(device, commandPool, nullptr);
    if (descriptorPool)
        destroyDescriptorPool(device, descriptorPool, nullptr);
    if (pipeline)
        destroyPipeline(device, pipeline, nullptr);
    if (pipelineLayout)
        destroyPipelineLayout(device, pipelineLayout, nullptr);
    if (setLayout)
        destroyDescriptorSetLayout(device, setLayout, nullptr);
    if (shader)
        destroyShaderModule(device, shader, nullptr);
    for (Buffer *b : { &src, &dst, &staging }) {
        if (b->buffer)
            destroyBuffer(device, b->buffer, nullptr);
        if (b->memory)
            freeMemory(device, b->memory, nullptr);
    }
    destroyDevice(device, nullptr);
    device = VK_NULL_HANDLE;
}

VulkanCopyBench::Impl::Buffer VulkanCopyBench::Impl::makeBuffer(
    VkDeviceSize bytes, VkBufferUsageFlags usage, VkMemoryPropertyFlags want, VkMemoryPropertyFlags prefer)
{
    Buffer b;
    VkBufferCreateInfo bi {};
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = bytes;
    bi.usage = usage;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    check(createBuffer(device, &bi, nullptr, &b.buffer), "vkCreateBuffer");
    VkMemoryRequirements req {};
    getBufferMemoryRequirements(device, b.buffer, &req);
    VkPhysicalDeviceMemoryProperties mem {};
    getMemoryProperties(physical, &mem);
    int chosen = -1;
    for (int pass = 0; pass < 2 && chosen < 0; ++pass) {
        const VkMemoryPropertyFlags flags = pass == 0 ? (want | prefer) : want;
        for (uint32_t i = 0; i < mem.memoryTypeCount; ++i) {
            if ((req.memoryTypeBits & (1u << i)) && (mem.memoryTypes[i].propertyFlags & flags) == flags) {
                chosen = int(i);
                break;
            }
        }
    }
    if (chosen < 0) {
        destroyBuffer(device, b.buffer, nullptr);
        throw VkError { QStringLiteral("no suitable memory type"), VK_ERROR_OUT_OF_DEVICE_MEMORY };
    }
    VkMemoryAllocateInfo ai {};
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = uint32_t(chosen);
    const VkResult r = allocateMemory(device, &ai, nullptr, &b.memory);
    if (r != VK_SUCCESS) {
        destroyBuffer(device, b.buffer, nullptr);
        throw VkError { QStringLiteral("vkAllocateMemory"), r };
    }
    check(bindBufferMemory(device, b.buffer, b.memory, 0), "vkBindBufferMemory");
    return b;
}

void VulkanCopyBench::Impl::setUp(VkDeviceSize bytes)
{
    instanceFn(getQueueFamilies, "vkGetPhysicalDeviceQueueFamilyProperties");
    instanceFn(getMemoryProperties, "vkGetPhysicalDeviceMemoryProperties");
    instanceFn(getProperties, "vkGetPhysicalDeviceProperties");
    instanceFn(createDevice, "vkCreateDevice");
    instanceFn(gdpa, "vkGetDeviceProcAddr");

    uint32_t familyCount = 0;
    getQueueFamilies(physical, &familyCount, nullptr);
    std::vector<VkQueueFamilyProperties> families(familyCount);
    getQueueFamilies(physical, &familyCount, families.data());
    bool found = false;
    for (uint32_t i = 0; i < familyCount && !found; ++i) {
        if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) {
            family = i;
            found = true;
        }
    }
    if (!found)
        throw VkError { QStringLiteral("no compute queue"), VK_ERROR_FEATURE_NOT_PRESENT };

    const float priority = 1.0f;
    VkDeviceQueueCreateInfo qi {};
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = family;
    qi.queueCount = 1;
    qi.pQueuePriorities = &priority;
    VkDeviceCreateInfo di {};
    di.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    di.queueCreateInfoCount = 1;
    di.pQueueCreateInfos = &qi;
    check(createDevice(physical, &di, nullptr, &device), "vkCreateDevice");

    deviceFn(destroyDevice, "vkDestroyDevice");
    deviceFn(getDeviceQueue, "vkGetDeviceQueue");
    deviceFn(createBuffer, "vkCreateBuffer");
    deviceFn(destroyBuffer, "vkDestroyBuffer");
    deviceFn(getBufferMemoryRequirements, "vkGetBufferMemoryRequirements");
    deviceFn(allocateMemory, "vkAllocateMemory");
    deviceFn(freeMemory, "vkFreeMemory");
    deviceFn(bindBufferMemory, "vkBindBufferMemory");
    deviceFn(mapMemory, "vkMapMemory");
    deviceFn(unmapMemory, "vkUnmapMemory");
    deviceFn(createShaderModule, "vkCreateShaderModule");
    deviceFn(destroyShaderModule, "vkDestroyShaderModule");
    deviceFn(createDescriptorSetLayout, "vkCreateDescriptorSetLayout");
    deviceFn(destroyDescriptorSetLayout, "vkDestroyDescriptorSetLayout");
    deviceFn(createPipelineLayout, "vkCreatePipelineLayout");
    deviceFn(destroyPipelineLayout, "vkDestroyPipelineLayout");
    deviceFn(createComputePipelines, "vkCreateComputePipelines");
    deviceFn(destroyPipeline, "vkDestroyPipeline");
    deviceFn(createDescriptorPool, "vkCreateDescriptorPool");
    deviceFn(destroyDescriptorPool, "vkDestroyDescriptorPool");
    deviceFn(allocateDescriptorSets, "vkAllocateDescriptorSets");
    deviceFn(updateDescriptorSets, "vkUpdateDescriptorSets");
    deviceFn(createCommandPool, "vkCreateCommandPool");
    deviceFn(destroyCommandPool, "vkDestroyCommandPool");
    deviceFn(resetCommandPool, "vkResetCommandPool");
    deviceFn(allocateCommandBuffers, "vkAllocateCommandBuffers");
    deviceFn(beginCommandBuffer, "vkBeginCommandBuffer");
    deviceFn(endCommandBuffer, "vkEndCommandBuffer");
    deviceFn(cmdBindPipeline, "vkCmdBindPipeline");
    deviceFn(cmdBindDescriptorSets, "vkCmdBindDescriptorSets");
    deviceFn(cmdPushConstants, "vkCmdPushConstants");
    deviceFn(cmdDispatch, "vkCmdDispatch");
    deviceFn(cmdPipelineBarrier, "vkCmdPipelineBarrier");
    deviceFn(cmdCopyBuffer, "vkCmdCopyBuffer");
    deviceFn(cmdFillBuffer, "vkCmdFillBuffer");
    deviceFn(createFence, "vkCreateFence");
    deviceFn(destroyFence, "vkDestroyFence");
    deviceFn(resetFences, "vkResetFences");
    deviceFn(waitForFences, "vkWaitForFences");
    deviceFn(queueSubmit, "vkQueueSubmit");
    deviceFn(deviceWaitIdle, "vkDeviceWaitIdle");
    getDeviceQueue(device, family, 0, &queue);

    const VkBufferUsageFlags storage
        = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    src = makeBuffer(bytes, storage, 0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    dst = makeBuffer(bytes, storage, 0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    staging = makeBuffer(bytes, VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
        VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0);

#ifdef CG_HAVE_COPY_SPIRV
    VkShaderModuleCreateInfo si {};
    si.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    si.codeSize = sizeof kCopyCompSpv;
    si.pCode = kCopyCompSpv;
    check(createShaderModule(device, &si, nullptr, &shader), "vkCreateShaderModule");
#endif

    VkDescriptorSetLayoutBinding bindings[2] {};
    for (uint32_t i = 0; i < 2; ++i) {
        bindings[i].binding = i;
        bindings[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        bindings[i].descriptorCount = 1;
        bindings[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    VkDescriptorSetLayoutCreateInfo li {};
    li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    li.bindingCount = 2;
    li.pBindings = bindings;
    check(createDescriptorSetLayout(device, &li, nullptr, &setLayout), "vkCreateDescriptorSetLayout");
    VkPushConstantRange push { VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(uint32_t) };
    VkPipelineLayoutCreateInfo pli {};
    pli.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    pli.setLayoutCount = 1;
    pli.pSetLayouts = &setLayout;
    pli.pushConstantRangeCount = 1;
    pli.pPushConstantRanges = &push;
    check(createPipelineLayout(device, &pli, nullptr, &pipelineLayout), "vkCreatePipelineLayout");
    VkComputePipelineCreateInfo pci {};
    pci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    pci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    pci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    pci.stage.module = shader;
    pci.stage.pName = "main";
    pci.layout = pipelineLayout;
    check(createComputePipelines(device, VK_NULL_HANDLE, 1, &pci, nullptr, &pipeline), "vkCreateComputePipelines");

    VkDescriptorPoolSize poolSize { VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 2 };
    VkDescriptorPoolCreateInfo dpi {};
    dpi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    dpi.maxSets = 1;
    dpi.poolSizeCount = 1;
    dpi.pPoolSizes = &poolSize;
    check(createDescriptorPool(device, &dpi, nullptr, &descriptorPool), "vkCreateDescriptorPool");
    VkDescriptorSetAllocateInfo dsai {};
    dsai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    dsai.descriptorPool = descriptorPool;
    dsai.descriptorSetCount = 1;
    dsai.pSetLayouts = &setLayout;
    check(allocateDescriptorSets(device, &dsai, &set), "vkAllocateDescriptorSets");
    VkDescriptorBufferInfo infos[2] = { { src.buffer, 0, VK_WHOLE_SIZE }, { dst.buffer, 0, VK_WHOLE_SIZE } };
    VkWriteDescriptorSet writes[2] {};
    for (uint32_t i = 0; i < 2; ++i) {
        writes[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[i].dstSet = set;
        writes[i].dstBinding = i;
        writes[i].descriptorCount = 1;
        writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[i].pBufferInfo = &infos[i];
    }
    updateDescriptorSets(device, 2, writes, 0, nullptr);

    VkCommandPoolCreateInfo cpi {};
    cpi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    cpi.queueFamilyIndex = family;
    check(createCommandPool(device, &cpi, nullptr, &commandPool), "vkCreateCommandPool");
    VkCommandBufferAllocateInfo cbai {};
    cbai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cbai.commandPool = commandPool;
    cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cbai.commandBufferCount = 1;
    check(allocateCommandBuffers(device, &cbai, &cmd), "vkAllocateCommandBuffers");
    VkFenceCreateInfo fi {};
    fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    check(createFence(device, &fi, nullptr, &fence), "vkCreateFence");
}

void VulkanCopyBench::Impl::begin()
{
    check(resetCommandPool(device, commandPool, 0), "vkResetCommandPool");
    VkCommandBufferBeginInfo bi {};
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    check(beginCommandBuffer(cmd, &bi), "vkBeginCommandBuffer");
}

void VulkanCopyBench::Impl::submitAndWait()
{
    check(endCommandBuffer(cmd), "vkEndCommandBuffer");
    check(resetFences(device, 1, &fence), "vkResetFences");
    VkSubmitInfo si {};
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cmd;
    check(queueSubmit(queue, 1, &si, fence), "vkQueueSubmit");
    VkResult r = waitForFences(device, 1, &fence, VK_TRUE, kHangTimeoutNs);
    if (firstWait) {
        firstWait = false;
        const QString fault = injectedFault();
        if (fault == QLatin1String("timeout"))
            r = VK_TIMEOUT;
        else if (!fault.isEmpty() && fault != QLatin1String("mismatch"))
            r = VkResult(fault.toInt());
    }
    if (r == VK_TIMEOUT)
        throw VkHang {};
    check(r, "vkWaitForFences");
}

void VulkanCopyBench::Impl::copyBuffer(const Buffer &from, const Buffer &to, VkDeviceSize bytes)
{
    begin();
    VkBufferCopy region { 0, 0, bytes };
    cmdCopyBuffer(cmd, from.buffer, to.buffer, 1, &region);
    submitAndWait();
}

void VulkanCopyBench::Impl::recordCopies(int count, uint32_t n)
{
    begin();
    cmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    cmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipelineLayout, 0, 1, &set, 0, nullptr);
    cmdPushConstants(cmd, pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof n, &n);
    const uint32_t groups = std::min(kMaxGroups, (n + kLocalSize - 1) / kLocalSize);
    for (int i = 0; i < count; ++i) {
        if (i > 0) {
            // One copy after the other, like an in-order OpenCL queue.
            VkMemoryBarrier barrier {};
            barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
            barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
            barrier.dstAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
            cmdPipelineBarrier(
                cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &barrier, 0, nullptr, 0, nullptr);
        }
        cmdDispatch(cmd, groups, 1, 1);
    }
}

double VulkanCopyBench::Impl::timedCopies(int count, uint32_t n)
{
    recordCopies(count, n);
    const auto start = std::chrono::steady_clock::now();
    submitAndWait();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

VulkanBenchOutcome VulkanCopyBench::run()
{
    QJsonObject b;
    b.insert(QStringLiteral("api"), QStringLiteral("vulkan"));
#ifndef CG_HAVE_COPY_SPIRV
    b.insert(QStringLiteral("status"), QStringLiteral("skipped"));
    b.insert(
        QStringLiteral("reason"), QStringLiteral("this build has no Vulkan compute shader (glslangValidator was not found at build time)"));
    return { b, false };
#else
    const bool quick = d->options->quick;
    const StopRule rule = StopRule::forMode(quick);
    const Calibration cal = Calibration::forMode(quick);
    QString status = QStringLiteral("ok");
    QString reason;
    try {
        // Buffer size as for OpenCL: 256 MiB on a GPU (64 quick), 64 MiB on a CPU device (32 quick),
        // at most maxStorageBufferRange.
        VkDeviceSize bytes = VkDeviceSize(d->gpu ? (quick ? 64 : 256) : (quick ? 32 : 64)) * 1024 * 1024;
        {
            auto getProps = reinterpret_cast<PFN_vkGetPhysicalDeviceProperties>(d->gipa(d->instance, "vkGetPhysicalDeviceProperties"));
            if (getProps) {
                VkPhysicalDeviceProperties props {};
                getProps(d->physical, &props);
                bytes = std::min<VkDeviceSize>(bytes, props.limits.maxStorageBufferRange);
            }
            bytes -= bytes % (1024 * 1024);
        }
        if (bytes == 0)
            throw VkError { QStringLiteral("maxStorageBufferRange below 1 MiB"), VK_ERROR_OUT_OF_DEVICE_MEMORY };
        d->setUp(bytes);
        const uint32_t total = uint32_t(bytes / sizeof(float));

        // Source pattern through the staging buffer; destination cleared so the check sees our copy.
        void *mapped = nullptr;
        check(d->mapMemory(d->device, d->staging.memory, 0, bytes, 0, &mapped), "vkMapMemory");
        auto *f = static_cast<float *>(mapped);
        for (uint32_t i = 0; i < total; ++i)
            f[i] = float(i % 65536);
        d->unmapMemory(d->device, d->staging.memory);
        d->begin();
        VkBufferCopy region { 0, 0, bytes };
        d->cmdCopyBuffer(d->cmd, d->staging.buffer, d->src.buffer, 1, &region);
        d->cmdFillBuffer(d->cmd, d->dst.buffer, 0, bytes, 0);
        VkMemoryBarrier barrier {};
        barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
        barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
        barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
        d->cmdPipelineBarrier(
            d->cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &barrier, 0, nullptr, 0, nullptr);
        d->submitAndWait();

        // Warm-up, then shrink until one dispatch takes at most maxDispatchMs.
        uint32_t n = total;
        d->timedCopies(1, n);
        double oneMs = d->timedCopies(1, n);
        for (int tries = 0; tries < 6; ++tries) {
            const auto next = uint32_t(shrinkSize(n, oneMs, cal.targetDispatchMs, cal.maxDispatchMs, 65536, 65536));
            if (next == n)
                break;
            n = next;
            d->timedCopies(1, n);
            oneMs = d->timedCopies(1, n);
        }
        const int reps = dispatchesPerSample(oneMs, cal.targetSampleMs, cal.maxDispatchesPerSample);
        const double perDispatch = 2.0 * sizeof(float) * double(n);
        std::vector<double> values, ms;
        bool stopped = false;
        for (;;) {
            const bool cancelled = d->options->cancel && d->options->cancel->load();
            const StopReason step = nextStep(values, rule, d->deadline->expired(), cancelled);
            if (step == StopReason::Cancelled) {
                status = QStringLiteral("cancelled");
                reason = QStringLiteral("benchmark cancelled during copy");
                stopped = true;
                break;
            }
            if (step == StopReason::Deadline) {
                status = QStringLiteral("timeout");
                reason = QStringLiteral("time budget of %1 s used up during copy").arg(double(d->deadline->budget().count()) / 1000.0);
                stopped = true;
                break;
            }
            if (step != StopReason::Continue)
                break;
            const double sampleMs = d->timedCopies(reps, n);
            values.push_back(perDispatch * reps / (sampleMs / 1000.0) / 1e9);
            ms.push_back(sampleMs / reps);
        }
        if (!values.empty()) {
            // Check every element of the last copy on the host.
            d->copyBuffer(d->dst, d->staging, bytes);
            check(d->mapMemory(d->device, d->staging.memory, 0, bytes, 0, &mapped), "vkMapMemory");
            const auto *out = static_cast<const float *>(mapped);
            qint64 bad = 0;
            for (uint32_t i = 0; i < n; ++i)
                bad += out[i] != float(i % 65536);
            d->unmapMemory(d->device, d->staging.memory);
            if (injectedFault() == QLatin1String("mismatch"))
                bad = std::max<qint64>(bad, 1);
            QJsonObject m;
            if (bad > 0) {
                m = unverifiedMeasureJson(int(values.size()), QStringLiteral("bytes"), perDispatch,
                    QStringLiteral("%1 of %2 checked results differ from the host computation").arg(bad).arg(n));
                if (!stopped) {
                    status = QStringLiteral("error");
                    reason = QStringLiteral("copy_gbps did not match the host computation; no figure is reported for it");
                }
            } else {
                m = measureJson(values, ms, QStringLiteral("bytes"), perDispatch, reps, windowConverged(values, rule));
            }
            m.insert(QStringLiteral("elements"), double(n));
            m.insert(QStringLiteral("checked"), double(n));
            b.insert(QStringLiteral("copy_gbps"), m);
        }
        if (status == QLatin1String("ok") && !d->gpu)
            reason = QStringLiteral("measured on a CPU (software) Vulkan device: these are CPU figures, not GPU figures");
    } catch (const VkError &e) {
        status = QStringLiteral("error");
        reason = QStringLiteral("benchmark failed: driver reset/timeout or out of resources (%1 returned %2 %3)")
                     .arg(e.call)
                     .arg(int(e.code))
                     .arg(vulkanResultName(e.code));
        b.insert(QStringLiteral("error_code"), int(e.code));
    } catch (const VkHang &) {
        d->hung = true;
        status = QStringLiteral("timeout");
        reason = QStringLiteral("benchmark failed: driver reset/timeout (a copy dispatch did not finish within 5 s)");
    }
    b.insert(QStringLiteral("status"), status);
    b.insert(QStringLiteral("reason"), reason);
    return { b, d->hung };
#endif
}

} // namespace cg::probe
