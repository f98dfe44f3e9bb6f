#pragma once

#include <QString>

#include <optional>

namespace cg::readers {

/// What a vendor's own spec page says about the accelerators of one instance type.
struct InstanceTypeGpu
{
    QString gpuName; ///< accelerator as the spec page names it, for GpuIdentity ("A10", "V100")
    std::optional<double> gpuCount; ///< accelerators per instance
    std::optional<double> gpuMemoryGb; ///< per accelerator, as the spec page states it
    std::optional<double> vcpus, ramGib;
    QString sourceUrl; ///< the spec page the figures come from
    QString basis; ///< how the figures were read, quoted into the price note
};

/**
 * Alibaba Cloud ECS: the GPU of a gn-family instance type, from Alibaba's naming page
 * https://help.aliyun.com/zh/ecs/user-guide/instance-specification-naming-and-classification
 * ("6v … V100 且 GPU 显存为 16 GB", "6e … V100 且显存为 32 GB", "6i … T4", "7i … A10 且显存为 24 GB";
 * "c8g1 表示 vCPU:GPU=8:1"; "xlarge 表示 4 vCPU … 2xlarge 代表 2 * 4 = 8 vCPU").
 * The GPU count is vCPUs × g / c from the -c<c>g<g> suffix; without that suffix, or for a
 * family the page does not name (gn7, gn7e, gn8…), the result is empty: not guessed.
 */
std::optional<InstanceTypeGpu> alibabaInstanceTypeGpu(const QString &instanceType);

/**
 * Tencent Cloud CVM: the GPU model and count per instance type, from the GPU 价格总览 page
 * (tencentyun/qcloud-documents, commit 8ec07296, the page the bundled Tencent seed rows quote):
 * GT4 (A100-NVLINK-40G), GN10X/GN10Xp (V100-NVLINK-32G), GN7 and GI3X (T4), GN8 (P40),
 * GN6/GN6S (P4); whole-GPU types only. Unknown types return empty.
 */
std::optional<InstanceTypeGpu> tencentInstanceTypeGpu(const QString &instanceType);

/**
 * Huawei Cloud ECS flavours P2s (V100 PCIe 32 GiB) and P3 (A100 80GB), 1/2/4/8 GPUs, from the
 * ECS "GPU-accelerated ECSs" topic en-us_topic_0097289624 as published by Open Telekom Cloud
 * (a Huawei-built cloud using Huawei's flavour names):
 * https://github.com/opentelekomcloud-docs/elastic-cloud-server/blob/main/umn/source/service_overview/ecs_specifications_and_types/gpu-accelerated_ecss.rst
 * `flavor` is the resource_spec without its ".linux"/".win" suffix. Unknown flavours return empty.
 */
std::optional<InstanceTypeGpu> huaweiFlavorGpu(const QString &flavor);

} // namespace cg::readers
