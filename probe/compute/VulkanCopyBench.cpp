#include "VulkanCopyBench.h"

namespace cg::probe {

struct VulkanCopyBench::Impl
{
};

VulkanCopyBench::VulkanCopyBench(PFN_vkGetInstanceProcAddr, VkInstance, VkPhysicalDevice, bool, const ComputeOptions &, const Deadline &)
    : d(new Impl)
{
}

VulkanCopyBench::~VulkanCopyBench() { delete d; }

VulkanBenchOutcome VulkanCopyBench::run()
{
    QJsonObject b;
    b.insert(QStringLiteral("api"), QStringLiteral("vulkan"));
    b.insert(QStringLiteral("status"), QStringLiteral("skipped"));
    b.insert(QStringLiteral("reason"), QStringLiteral("no Vulkan benchmark in this build"));
    return {b, false};
}

} // namespace cg::probe
