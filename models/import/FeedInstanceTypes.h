#pragma once

#include "import/PriceApiInstanceTypes.h"

#include <QList>
#include <QString>

#include <optional>

namespace cg::readers {

/**
 * AWS EC2 GPU instance types → GPU model, count and memory per GPU, from AWS's "Accelerated
 * computing" specifications page https://docs.aws.amazon.com/ec2/latest/instancetypes/ac.html
 * (columns "Accelerators", "Accelerator memory"): p4d, p4de, p5, p5e, p5en, p6-b200, p6-b300,
 * p6e-gb200, g4dn, g5, g6, gr6, g6e, g7e; p3 and p3dn from the previous-generation page
 * https://docs.aws.amazon.com/ec2/latest/instancetypes/pg.html. Memory per GPU: NVIDIA's nominal GB for
 * T4/A10G/L4/L40S, AWS's stated GiB figure for the others (see the .cpp). Unknown types return empty;
 * the offer file's own `gpu` attribute still gives the count.
 */
std::optional<InstanceTypeGpu> awsInstanceTypeGpu(const QString &instanceType);

/**
 * Azure VM sizes (armSkuName, e.g. "Standard_ND96isr_H100_v5") → GPU, from the size-series
 * pages under https://learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated/
 * (NCads A100 v4, NDasr A100 v4, NDm A100 v4, ND H100 v5, ND H200 v5, ND MI300X v5,
 * NCads H100 v5, NCasT4 v3, NCv3, NDrs V100 v2, NVads A10 v5). Whole-GPU sizes only; unknown
 * sizes return empty.
 */
std::optional<InstanceTypeGpu> azureSkuGpu(const QString &armSkuName);

/**
 * OCI GPU shapes that a price-list part prices per GPU-hour: "GPU Per Hour" parts are the same
 * in every region (https://www.oracle.com/cloud/price-list/ "Compute - GPU"), and a shape's
 * price is the part's price × its GPUs (shape table: https://docs.oracle.com/iaas/Content/Compute/References/computeshapes.htm
 * "Bare Metal Shapes"/"VM Shapes", GPU column).
 */
struct OciGpuShape
{
    const char *shape;
    const char *gpu; ///< name for GpuIdentity
    int gpus;
    double gpuMemoryGb;
    const char *nameToken; ///< text of the part's displayName that names this GPU ("H100", "A10")
};
const QList<OciGpuShape> &ociGpuShapes();

/**
 * Google Compute Engine accelerator-optimized and G2 machine types, from
 * https://cloud.google.com/compute/docs/accelerator-optimized-machines (tables "A3 Mega",
 * "A3 High", "A2 Standard", "A2 Ultra", "G2"): vCPUs, memory (GB as Google writes it; the
 * RAM SKUs bill GiBy.h, and Google's machine-type memory is that same figure in GiB) and GPUs.
 */
struct GcpMachineType
{
    const char *name; ///< "a2-highgpu-1g"
    const char *family; ///< SKU family word in the core/RAM SKU descriptions ("A2", "A3", "G2")
    const char *gpu; ///< name for GpuIdentity
    int gpus, vcpus;
    double memoryGb, gpuMemoryGb;
    /// Which GPU SKU prices its GPUs: the description must contain `gpuToken` and none of the
    /// words in `gpuExclude` (space-separated), e.g. "A100 80GB" / "", "Tesla A100" / "80GB".
    const char *gpuToken, *gpuExclude;
};
const QList<GcpMachineType> &gcpMachineTypes();

/// The documentation URL of gcpMachineTypes().
QString gcpMachineTypesUrl();

} // namespace cg::readers
