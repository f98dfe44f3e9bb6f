#include "VulkanContext.h"

#include <algorithm>
#include <chrono>

namespace cg::probe::vk {

void check(VkResult r, const char *call)
{
    if (r != VK_SUCCESS)
        throw VkError { QString::fromLatin1(call), r };
}

QString injectedFault(const QString &figure)
{
    const QString value = QString::fromLocal8Bit(qgetenv("CLOUDGAUGE_PROBE_FAULT"));
    const QString prefix = QStringLiteral("vulkan:") + figure + QLatin1Char(':');
    return value.startsWith(prefix) ? value.mid(prefix.size()) : QString();
}

template<typename Fn> void VkContext::instanceFn(Fn &fn, const char *name)
{
    fn = reinterpret_cast<Fn>(m_gipa(m_instance, name));
    if (!fn)
        throw VkError { QStringLiteral("vkGetInstanceProcAddr(%1)").arg(QLatin1String(name)), VK_ERROR_INITIALIZATION_FAILED };
}

template<typename Fn> void VkContext::deviceFn(Fn &fn, const char *name)
{
    fn = reinterpret_cast<Fn>(m_gdpa(m_device, name));
    if (!fn)
        throw VkError { QStringLiteral("vkGetDeviceProcAddr(%1)").arg(QLatin1String(name)), VK_ERROR_INITIALIZATION_FAILED };
}

VkContext::VkContext(PFN_vkGetInstanceProcAddr gipa, VkInstance instance, VkPhysicalDevice physical)
    : m_gipa(gipa)
    , m_instance(instance)
    , m_physical(physical)
{
}

VkContext::~VkContext()
{
    if (hung || !m_device)
        return; // a hung dispatch may still use these objects: leave them to the driver
    if (!m_deviceWaitIdle) {
        // A driver that lacked an entry point (vkDeviceWaitIdle is looked up last): only the device
        // was made, destroy it when the driver gave vkDestroyDevice.
        if (m_destroyDevice)
            m_destroyDevice(m_device, nullptr);
        return;
    }
    m_deviceWaitIdle(m_device);
    for (VkComputePipeline &p : m_pipelines)
        destroyPipeline(p);
    if (m_queryPool)
        m_destroyQueryPool(m_device, m_queryPool, nullptr);
    if (m_fence)
        m_destroyFence(m_device, m_fence, nullptr);
    if (m_commandPool)
        m_destroyCommandPool(m_device, m_commandPool, nullptr);
    for (VkBufferMem &b : m_buffers) {
        if (b.buffer)
            m_destroyBuffer(m_device, b.buffer, nullptr);
        if (b.memory)
            m_freeMemory(m_device, b.memory, nullptr);
    }
    m_destroyDevice(m_device, nullptr);
}

void VkContext::destroyPipeline(VkComputePipeline &p)
{
    if (p.pool)
        m_destroyDescriptorPool(m_device, p.pool, nullptr);
    if (p.pipeline)
        m_destroyPipeline(m_device, p.pipeline, nullptr);
    if (p.layout)
        m_destroyPipelineLayout(m_device, p.layout, nullptr);
    if (p.setLayout)
        m_destroyDescriptorSetLayout(m_device, p.setLayout, nullptr);
    if (p.shader)
        m_destroyShaderModule(m_device, p.shader, nullptr);
    p = {};
}

void VkContext::setUp()
{
    PFN_vkGetPhysicalDeviceQueueFamilyProperties getQueueFamilies = nullptr;
    PFN_vkGetPhysicalDeviceMemoryProperties getMemoryProperties = nullptr;
    PFN_vkGetPhysicalDeviceProperties getProperties = nullptr;
    PFN_vkCreateDevice createDevice = nullptr;
    instanceFn(getQueueFamilies, "vkGetPhysicalDeviceQueueFamilyProperties");
    instanceFn(getMemoryProperties, "vkGetPhysicalDeviceMemoryProperties");
    instanceFn(getProperties, "vkGetPhysicalDeviceProperties");
    instanceFn(createDevice, "vkCreateDevice");
    instanceFn(m_gdpa, "vkGetDeviceProcAddr");
    getProperties(m_physical, &m_props);
    getMemoryProperties(m_physical, &m_memory);

    uint32_t familyCount = 0;
    getQueueFamilies(m_physical, &familyCount, nullptr);
    std::vector<VkQueueFamilyProperties> families(familyCount);
    getQueueFamilies(m_physical, &familyCount, families.data());
    // A compute queue family, preferring one that can write timestamps.
    int chosen = -1;
    for (uint32_t i = 0; i < familyCount; ++i) {
        if (!(families[i].queueFlags & VK_QUEUE_COMPUTE_BIT))
            continue;
        if (chosen < 0 || (families[i].timestampValidBits > 0 && families[size_t(chosen)].timestampValidBits == 0))
            chosen = int(i);
    }
    if (chosen < 0)
        throw VkError { QStringLiteral("no compute queue"), VK_ERROR_FEATURE_NOT_PRESENT };
    m_family = uint32_t(chosen);
    m_timer.validBits = families[m_family].timestampValidBits;
    m_timer.periodNs = double(m_props.limits.timestampPeriod);
    m_timer.computeAndGraphics = m_props.limits.timestampComputeAndGraphics == VK_TRUE;
    m_timer.device = m_timer.validBits > 0 && m_timer.periodNs > 0;

    const float priority = 1.0f;
    VkDeviceQueueCreateInfo qi {};
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = m_family;
    qi.queueCount = 1;
    qi.pQueuePriorities = &priority;
    VkDeviceCreateInfo di {};
    di.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    di.queueCreateInfoCount = 1;
    di.pQueueCreateInfos = &qi;
    check(createDevice(m_physical, &di, nullptr, &m_device), "vkCreateDevice");

    deviceFn(m_destroyDevice, "vkDestroyDevice");
    deviceFn(m_getDeviceQueue, "vkGetDeviceQueue");
    deviceFn(m_createBuffer, "vkCreateBuffer");
    deviceFn(m_destroyBuffer, "vkDestroyBuffer");
    deviceFn(m_getBufferMemoryRequirements, "vkGetBufferMemoryRequirements");
    deviceFn(m_allocateMemory, "vkAllocateMemory");
    deviceFn(m_freeMemory, "vkFreeMemory");
    deviceFn(m_bindBufferMemory, "vkBindBufferMemory");
    deviceFn(m_mapMemory, "vkMapMemory");
    deviceFn(m_unmapMemory, "vkUnmapMemory");
    deviceFn(m_createShaderModule, "vkCreateShaderModule");
    deviceFn(m_destroyShaderModule, "vkDestroyShaderModule");
    deviceFn(m_createDescriptorSetLayout, "vkCreateDescriptorSetLayout");
    deviceFn(m_destroyDescriptorSetLayout, "vkDestroyDescriptorSetLayout");
    deviceFn(m_createPipelineLayout, "vkCreatePipelineLayout");
    deviceFn(m_destroyPipelineLayout, "vkDestroyPipelineLayout");
    deviceFn(m_createComputePipelines, "vkCreateComputePipelines");
    deviceFn(m_destroyPipeline, "vkDestroyPipeline");
    deviceFn(m_createDescriptorPool, "vkCreateDescriptorPool");
    deviceFn(m_destroyDescriptorPool, "vkDestroyDescriptorPool");
    deviceFn(m_allocateDescriptorSets, "vkAllocateDescriptorSets");
    deviceFn(m_updateDescriptorSets, "vkUpdateDescriptorSets");
    deviceFn(m_createCommandPool, "vkCreateCommandPool");
    deviceFn(m_destroyCommandPool, "vkDestroyCommandPool");
    deviceFn(m_resetCommandPool, "vkResetCommandPool");
    deviceFn(m_allocateCommandBuffers, "vkAllocateCommandBuffers");
    deviceFn(m_beginCommandBuffer, "vkBeginCommandBuffer");
    deviceFn(m_endCommandBuffer, "vkEndCommandBuffer");
    deviceFn(m_cmdBindPipeline, "vkCmdBindPipeline");
    deviceFn(m_cmdBindDescriptorSets, "vkCmdBindDescriptorSets");
    deviceFn(m_cmdPushConstants, "vkCmdPushConstants");
    deviceFn(m_cmdDispatch, "vkCmdDispatch");
    deviceFn(m_cmdPipelineBarrier, "vkCmdPipelineBarrier");
    deviceFn(m_cmdCopyBuffer, "vkCmdCopyBuffer");
    deviceFn(m_cmdFillBuffer, "vkCmdFillBuffer");
    deviceFn(m_cmdWriteTimestamp, "vkCmdWriteTimestamp");
    deviceFn(m_cmdResetQueryPool, "vkCmdResetQueryPool");
    deviceFn(m_createQueryPool, "vkCreateQueryPool");
    deviceFn(m_destroyQueryPool, "vkDestroyQueryPool");
    deviceFn(m_getQueryPoolResults, "vkGetQueryPoolResults");
    deviceFn(m_createFence, "vkCreateFence");
    deviceFn(m_destroyFence, "vkDestroyFence");
    deviceFn(m_resetFences, "vkResetFences");
    deviceFn(m_waitForFences, "vkWaitForFences");
    deviceFn(m_queueSubmit, "vkQueueSubmit");
    deviceFn(m_deviceWaitIdle, "vkDeviceWaitIdle");
    m_getDeviceQueue(m_device, m_family, 0, &m_queue);

    VkCommandPoolCreateInfo cpi {};
    cpi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    cpi.queueFamilyIndex = m_family;
    check(m_createCommandPool(m_device, &cpi, nullptr, &m_commandPool), "vkCreateCommandPool");
    VkCommandBufferAllocateInfo cbai {};
    cbai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cbai.commandPool = m_commandPool;
    cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cbai.commandBufferCount = 1;
    check(m_allocateCommandBuffers(m_device, &cbai, &m_cmd), "vkAllocateCommandBuffers");
    VkFenceCreateInfo fi {};
    fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    check(m_createFence(m_device, &fi, nullptr, &m_fence), "vkCreateFence");
    if (m_timer.device) {
        VkQueryPoolCreateInfo qpi {};
        qpi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
        qpi.queryType = VK_QUERY_TYPE_TIMESTAMP;
        qpi.queryCount = 2;
        check(m_createQueryPool(m_device, &qpi, nullptr, &m_queryPool), "vkCreateQueryPool");
    }
}

VkBufferMem VkContext::makeBuffer(VkDeviceSize bytes, VkBufferUsageFlags usage, VkMemoryPropertyFlags want, VkMemoryPropertyFlags prefer)
{
    VkBufferMem b;
    VkBufferCreateInfo bi {};
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = bytes;
    bi.usage = usage;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    check(m_createBuffer(m_device, &bi, nullptr, &b.buffer), "vkCreateBuffer");
    m_buffers.push_back(b); // destroyed with the context, even when the allocation below fails
    VkMemoryRequirements req {};
    m_getBufferMemoryRequirements(m_device, b.buffer, &req);
    int chosen = -1;
    for (int pass = 0; pass < 2 && chosen < 0; ++pass) {
        const VkMemoryPropertyFlags flags = pass == 0 ? (want | prefer) : want;
        for (uint32_t i = 0; i < m_memory.memoryTypeCount; ++i) {
            if ((req.memoryTypeBits & (1u << i)) && (m_memory.memoryTypes[i].propertyFlags & flags) == flags) {
                chosen = int(i);
                break;
            }
        }
    }
    if (chosen < 0)
        throw VkError { QStringLiteral("no suitable memory type"), VK_ERROR_OUT_OF_DEVICE_MEMORY };
    VkMemoryAllocateInfo ai {};
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = uint32_t(chosen);
    check(m_allocateMemory(m_device, &ai, nullptr, &b.memory), "vkAllocateMemory");
    m_buffers.back().memory = b.memory;
    check(m_bindBufferMemory(m_device, b.buffer, b.memory, 0), "vkBindBufferMemory");
    return b;
}

VkBufferMem VkContext::storageBuffer(VkDeviceSize bytes)
{
    return makeBuffer(bytes, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT, 0,
        VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
}

VkBufferMem VkContext::stagingBuffer(VkDeviceSize bytes)
{
    return makeBuffer(bytes, VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
        VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0);
}

VkComputePipeline VkContext::pipeline(
    const std::uint32_t *spirv, std::size_t spirvBytes, const std::vector<VkBufferMem> &buffers, std::uint32_t pushBytes)
{
    m_pipelines.emplace_back();
    VkComputePipeline &p = m_pipelines.back();
    p.pushBytes = pushBytes;
    const auto count = uint32_t(buffers.size());
    VkShaderModuleCreateInfo si {};
    si.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    si.codeSize = spirvBytes;
    si.pCode = spirv;
    check(m_createShaderModule(m_device, &si, nullptr, &p.shader), "vkCreateShaderModule");

    std::vector<VkDescriptorSetLayoutBinding> bindings(count);
    for (uint32_t i = 0; i < count; ++i) {
        bindings[i] = {};
        bindings[i].binding = i;
        bindings[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        bindings[i].descriptorCount = 1;
        bindings[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    VkDescriptorSetLayoutCreateInfo li {};
    li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    li.bindingCount = count;
    li.pBindings = bindings.data();
    check(m_createDescriptorSetLayout(m_device, &li, nullptr, &p.setLayout), "vkCreateDescriptorSetLayout");
    VkPushConstantRange push { VK_SHADER_STAGE_COMPUTE_BIT, 0, pushBytes };
    VkPipelineLayoutCreateInfo pli {};
    pli.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    pli.setLayoutCount = 1;
    pli.pSetLayouts = &p.setLayout;
    pli.pushConstantRangeCount = pushBytes > 0 ? 1 : 0;
    pli.pPushConstantRanges = &push;
    check(m_createPipelineLayout(m_device, &pli, nullptr, &p.layout), "vkCreatePipelineLayout");
    VkComputePipelineCreateInfo pci {};
    pci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    pci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    pci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    pci.stage.module = p.shader;
    pci.stage.pName = "main";
    pci.layout = p.layout;
    check(m_createComputePipelines(m_device, VK_NULL_HANDLE, 1, &pci, nullptr, &p.pipeline), "vkCreateComputePipelines");

    VkDescriptorPoolSize poolSize { VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, count };
    VkDescriptorPoolCreateInfo dpi {};
    dpi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    dpi.maxSets = 1;
    dpi.poolSizeCount = 1;
    dpi.pPoolSizes = &poolSize;
    check(m_createDescriptorPool(m_device, &dpi, nullptr, &p.pool), "vkCreateDescriptorPool");
    VkDescriptorSetAllocateInfo dsai {};
    dsai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    dsai.descriptorPool = p.pool;
    dsai.descriptorSetCount = 1;
    dsai.pSetLayouts = &p.setLayout;
    check(m_allocateDescriptorSets(m_device, &dsai, &p.set), "vkAllocateDescriptorSets");
    std::vector<VkDescriptorBufferInfo> infos(count);
    std::vector<VkWriteDescriptorSet> writes(count);
    for (uint32_t i = 0; i < count; ++i) {
        infos[i] = { buffers[i].buffer, 0, VK_WHOLE_SIZE };
        writes[i] = {};
        writes[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[i].dstSet = p.set;
        writes[i].dstBinding = i;
        writes[i].descriptorCount = 1;
        writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[i].pBufferInfo = &infos[i];
    }
    m_updateDescriptorSets(m_device, count, writes.data(), 0, nullptr);
    return p;
}

void VkContext::begin()
{
    check(m_resetCommandPool(m_device, m_commandPool, 0), "vkResetCommandPool");
    VkCommandBufferBeginInfo bi {};
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    check(m_beginCommandBuffer(m_cmd, &bi), "vkBeginCommandBuffer");
}

void VkContext::submitAndWait(const QString &figure)
{
    check(m_endCommandBuffer(m_cmd), "vkEndCommandBuffer");
    check(m_resetFences(m_device, 1, &m_fence), "vkResetFences");
    VkSubmitInfo si {};
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &m_cmd;
    check(m_queueSubmit(m_queue, 1, &si, m_fence), "vkQueueSubmit");
    VkResult r = m_waitForFences(m_device, 1, &m_fence, VK_TRUE, kHangTimeoutNs);
    if (!figure.isEmpty() && m_faultedFigure != figure) {
        m_faultedFigure = figure;
        const QString fault = injectedFault(figure);
        if (fault == QLatin1String("timeout"))
            r = VK_TIMEOUT;
        else if (!fault.isEmpty() && fault != QLatin1String("mismatch"))
            r = VkResult(fault.toInt());
    }
    if (r == VK_TIMEOUT) {
        hung = true;
        throw VkHang {};
    }
    check(r, "vkWaitForFences");
}

void VkContext::copy(const VkBufferMem &from, const VkBufferMem &to, VkDeviceSize bytes)
{
    begin();
    // Earlier shader writes are visible to the copy; the copy is visible to later shaders.
    VkMemoryBarrier before {};
    before.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    before.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    before.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    m_cmdPipelineBarrier(
        m_cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &before, 0, nullptr, 0, nullptr);
    VkBufferCopy region { 0, 0, bytes };
    m_cmdCopyBuffer(m_cmd, from.buffer, to.buffer, 1, &region);
    VkMemoryBarrier after {};
    after.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    after.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    after.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_HOST_READ_BIT;
    m_cmdPipelineBarrier(m_cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
        &after, 0, nullptr, 0, nullptr);
    submitAndWait({});
}

void VkContext::zero(const VkBufferMem &b, VkDeviceSize bytes)
{
    begin();
    m_cmdFillBuffer(m_cmd, b.buffer, 0, bytes, 0);
    VkMemoryBarrier after {};
    after.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    after.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    after.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    m_cmdPipelineBarrier(m_cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &after, 0, nullptr, 0, nullptr);
    submitAndWait({});
}

double VkContext::timedDispatches(const VkComputePipeline &p, const void *push, std::uint32_t groups, int count, const QString &figure)
{
    begin();
    if (m_timer.device) {
        m_cmdResetQueryPool(m_cmd, m_queryPool, 0, 2);
        m_cmdWriteTimestamp(m_cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, m_queryPool, 0);
    }
    m_cmdBindPipeline(m_cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p.pipeline);
    m_cmdBindDescriptorSets(m_cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p.layout, 0, 1, &p.set, 0, nullptr);
    if (p.pushBytes > 0)
        m_cmdPushConstants(m_cmd, p.layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, p.pushBytes, push);
    for (int i = 0; i < count; ++i) {
        if (i > 0) {
            VkMemoryBarrier barrier {};
            barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
            barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
            barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
            m_cmdPipelineBarrier(
                m_cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &barrier, 0, nullptr, 0, nullptr);
        }
        m_cmdDispatch(m_cmd, groups, 1, 1);
    }
    if (m_timer.device)
        m_cmdWriteTimestamp(m_cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, m_queryPool, 1);
    const auto start = std::chrono::steady_clock::now();
    submitAndWait(figure);
    const double hostMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (!m_timer.device)
        return hostMs;
    std::uint64_t ticks[2] = {};
    check(m_getQueryPoolResults(
              m_device, m_queryPool, 0, 2, sizeof ticks, ticks, sizeof(std::uint64_t), VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
        "vkGetQueryPoolResults");
    // Only the low timestampValidBits bits count; a wrap between the two is undone by the mask.
    const std::uint64_t mask = m_timer.validBits >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << m_timer.validBits) - 1;
    const std::uint64_t delta = (ticks[1] - ticks[0]) & mask;
    return delta > 0 ? double(delta) * m_timer.periodNs / 1e6 : hostMs;
}

} // namespace cg::probe::vk
