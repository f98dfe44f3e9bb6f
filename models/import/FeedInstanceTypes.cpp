#include "import/FeedInstanceTypes.h"

namespace cg::readers {

namespace {

const char kAwsAc[] = "https://docs.aws.amazon.com/ec2/latest/instancetypes/ac.html";
const char kAzureGpu[] = "https://learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated/";
const char kGcpMachines[] = "https://cloud.google.com/compute/docs/accelerator-optimized-machines";

struct GpuRow
{
    const char *type, *gpu;
    int count;
    double memoryGb;
    int vcpus;
    double ramGib;
};

std::optional<InstanceTypeGpu> fromRows(const GpuRow *rows, size_t n, const QString &type, const char *url, const char *basis)
{
    for (size_t i = 0; i < n; ++i) {
        if (type.compare(QLatin1String(rows[i].type), Qt::CaseInsensitive) != 0)
            continue;
        InstanceTypeGpu g;
        g.gpuName = QLatin1String(rows[i].gpu);
        g.gpuCount = rows[i].count;
        g.gpuMemoryGb = rows[i].memoryGb;
        if (rows[i].vcpus > 0)
            g.vcpus = rows[i].vcpus;
        if (rows[i].ramGib > 0)
            g.ramGib = rows[i].ramGib;
        g.sourceUrl = QLatin1String(url);
        g.basis = QStringLiteral("%1: %2 × %3 %4 GB")
                      .arg(QLatin1String(basis))
                      .arg(rows[i].count)
                      .arg(QLatin1String(rows[i].gpu))
                      .arg(rows[i].memoryGb);
        return g;
    }
    return std::nullopt;
}

} // namespace

std::optional<InstanceTypeGpu> awsInstanceTypeGpu(const QString &instanceType)
{
    // AWS "Specifications for Amazon EC2 accelerated computing instances", table "Performance
    // specifications" (columns Memory (GiB), vCPUs, Accelerators, Accelerator memory), re-checked
    // 2026-12-01 against AWS's published text of that page, e.g. "p5.48xlarge | 2048.00 | AMD EPYC
    // 7R13 | 192 | ... | 8 x NVIDIA H100 GPU | 640 GiB (8 x 80 GiB)", "p6-b300.48xlarge | 4096.00 |
    // ... | 192 | ... | 8 x NVIDIA B300 GPU | 2148 GiB (8 x 268 GiB)", "p6e-gb200.36xlarge | 960.00 |
    // Nvidia Grace CPU | 144 | ... | 4 x NVIDIA B200 GPU | 740 GiB (4 x 185 GiB)", "g7e.2xlarge |
    // 64.00 | ... | 8 | ... | 1 x NVIDIA RTX PRO Server 6000 GPU | 96 GiB (1 x 96 GiB)". AWS writes
    // accelerator memory in GiB as the driver reports it: T4 16, A10G 22, L4 22, L40S 44, H100 80,
    // H200 141, B200 179, B300 268, GB200 185, RTX PRO 6000 96. The T4/A10G/L4/L40S rows below keep
    // NVIDIA's nominal 16/24/24/48 GB (the memory the spec table knows), the others AWS's figure.
    // p3 and p3dn are on the previous-generation page
    // (https://docs.aws.amazon.com/ec2/latest/instancetypes/pg.html): V100 16 GB, p3dn V100 32 GB;
    // the same counts, vCPUs and memory appear in the SkyPilot catalog generated from AWS's API
    // (skypilot-catalog catalogs/v9/aws/vms.csv at 2c3d7ea7: "p3.8xlarge,V100,4.0,32.0,244.0",
    // "p3dn.24xlarge,V100-32GB,8.0,96.0,768.0").
    static const GpuRow rows[] = {
        { "p3.2xlarge", "V100", 1, 16, 8, 61 },
        { "p3.8xlarge", "V100", 4, 16, 32, 244 },
        { "p3.16xlarge", "V100", 8, 16, 64, 488 },
        { "p3dn.24xlarge", "V100", 8, 32, 96, 768 },
        { "p4d.24xlarge", "A100 SXM4", 8, 40, 96, 1152 },
        { "p4de.24xlarge", "A100 SXM4", 8, 80, 96, 1152 },
        { "p5.4xlarge", "H100", 1, 80, 16, 256 },
        { "p5.48xlarge", "H100 SXM", 8, 80, 192, 2048 },
        { "p5e.48xlarge", "H200", 8, 141, 192, 2048 },
        { "p5en.48xlarge", "H200", 8, 141, 192, 2048 },
        { "p6-b200.48xlarge", "B200", 8, 179, 192, 2048 },
        { "p6-b300.48xlarge", "B300", 8, 268, 192, 4096 },
        { "p6e-gb200.36xlarge", "GB200", 4, 185, 144, 960 },
        { "g4dn.xlarge", "T4", 1, 16, 4, 16 },
        { "g4dn.2xlarge", "T4", 1, 16, 8, 32 },
        { "g4dn.4xlarge", "T4", 1, 16, 16, 64 },
        { "g4dn.8xlarge", "T4", 1, 16, 32, 128 },
        { "g4dn.16xlarge", "T4", 1, 16, 64, 256 },
        { "g4dn.12xlarge", "T4", 4, 16, 48, 192 },
        { "g4dn.metal", "T4", 8, 16, 96, 384 },
        { "g5.xlarge", "A10G", 1, 24, 4, 16 },
        { "g5.2xlarge", "A10G", 1, 24, 8, 32 },
        { "g5.4xlarge", "A10G", 1, 24, 16, 64 },
        { "g5.8xlarge", "A10G", 1, 24, 32, 128 },
        { "g5.16xlarge", "A10G", 1, 24, 64, 256 },
        { "g5.12xlarge", "A10G", 4, 24, 48, 192 },
        { "g5.24xlarge", "A10G", 4, 24, 96, 384 },
        { "g5.48xlarge", "A10G", 8, 24, 192, 768 },
        { "g6.xlarge", "L4", 1, 24, 4, 16 },
        { "g6.2xlarge", "L4", 1, 24, 8, 32 },
        { "g6.4xlarge", "L4", 1, 24, 16, 64 },
        { "g6.8xlarge", "L4", 1, 24, 32, 128 },
        { "g6.16xlarge", "L4", 1, 24, 64, 256 },
        { "g6.12xlarge", "L4", 4, 24, 48, 192 },
        { "g6.24xlarge", "L4", 4, 24, 96, 384 },
        { "g6.48xlarge", "L4", 8, 24, 192, 768 },
        { "gr6.4xlarge", "L4", 1, 24, 16, 128 },
        { "gr6.8xlarge", "L4", 1, 24, 32, 256 },
        { "g6e.xlarge", "L40S", 1, 48, 4, 32 },
        { "g6e.2xlarge", "L40S", 1, 48, 8, 64 },
        { "g6e.4xlarge", "L40S", 1, 48, 16, 128 },
        { "g6e.8xlarge", "L40S", 1, 48, 32, 256 },
        { "g6e.16xlarge", "L40S", 1, 48, 64, 512 },
        { "g6e.12xlarge", "L40S", 4, 48, 48, 384 },
        { "g6e.24xlarge", "L40S", 4, 48, 96, 768 },
        { "g6e.48xlarge", "L40S", 8, 48, 192, 1536 },
        { "g7e.2xlarge", "RTX PRO Server 6000", 1, 96, 8, 64 },
        { "g7e.4xlarge", "RTX PRO Server 6000", 1, 96, 16, 128 },
        { "g7e.8xlarge", "RTX PRO Server 6000", 1, 96, 32, 256 },
        { "g7e.12xlarge", "RTX PRO Server 6000", 2, 96, 48, 512 },
        { "g7e.24xlarge", "RTX PRO Server 6000", 4, 96, 96, 1024 },
        { "g7e.48xlarge", "RTX PRO Server 6000", 8, 96, 192, 2048 },
    };
    return fromRows(rows, std::size(rows), instanceType.trimmed(), kAwsAc, "AWS accelerated computing specifications");
}

std::optional<InstanceTypeGpu> azureSkuGpu(const QString &armSkuName)
{
    // Size tables of each series page (GPU column, GPU memory GiB), re-checked 2026-12-01 against
    // Microsoft's size tables as published in MicrosoftDocs/azure-docs, e.g. "Standard_ND96amsr_A100_v4
    // | 96 | 1900 | 6400 | 8 A100 80 GB GPUs (NVLink 3.0) | 80", "Standard_ND96asr_v4 | 96 | 900 | 6000 |
    // 8 A100 40 GB GPUs (NVLink 3.0) | 40", "Standard_NC48ads_A100_v4 | 48 | 440 | 2,246 | 2 | 160"
    // (GPU memory column: the pair's total), "Standard_ND40rs_v2 | 40 | 672 | 2948 | 8 V100 32 GB";
    // ND H100 v5 / ND H200 v5 sizes from Microsoft's SKU reference (aspire.dev
    // ".../standardndsh100v5/fields.md": "Standard_ND96isr_H100_v5 -- 96 vCPUs -- 1900 GB RAM --
    // 8 GPU(s)"). The NVads A10 v5 sizes listed are the whole-GPU ones (1 or 2 A10 of 24 GB); the
    // fractional NV6/NV12/NV18 sizes are left out. Counts, vCPUs and memory agree with the SkyPilot
    // catalog generated from Azure's API (skypilot-catalog catalogs/v6/azure/vms.csv at 098741e7:
    // "Standard_NV36ads_A10_v5,A10,1,36.0,440", "Standard_NV72ads_A10_v5,A10,2,72.0,880"), except
    // that catalog's ND96isr_H100_v5 AcceleratorCount 12 (wrong) and ND96amsr_A100_v4 1800 GiB
    // (Microsoft: 1900).
    static const GpuRow rows[] = {
        { "Standard_NC24ads_A100_v4", "A100 PCIe", 1, 80, 24, 220 },
        { "Standard_NC48ads_A100_v4", "A100 PCIe", 2, 80, 48, 440 },
        { "Standard_NC96ads_A100_v4", "A100 PCIe", 4, 80, 96, 880 },
        { "Standard_ND96asr_v4", "A100 SXM4", 8, 40, 96, 900 },
        { "Standard_ND96amsr_A100_v4", "A100 SXM4", 8, 80, 96, 1900 },
        { "Standard_ND96isr_H100_v5", "H100 SXM", 8, 80, 96, 1900 },
        { "Standard_ND96isr_H200_v5", "H200", 8, 141, 96, 1850 },
        { "Standard_ND96isr_MI300X_v5", "MI300X", 8, 192, 96, 1850 },
        { "Standard_NC40ads_H100_v5", "H100 NVL", 1, 94, 40, 320 },
        { "Standard_NC80adis_H100_v5", "H100 NVL", 2, 94, 80, 640 },
        { "Standard_NC4as_T4_v3", "T4", 1, 16, 4, 28 },
        { "Standard_NC8as_T4_v3", "T4", 1, 16, 8, 56 },
        { "Standard_NC16as_T4_v3", "T4", 1, 16, 16, 110 },
        { "Standard_NC64as_T4_v3", "T4", 4, 16, 64, 440 },
        { "Standard_NC6s_v3", "V100", 1, 16, 6, 112 },
        { "Standard_NC12s_v3", "V100", 2, 16, 12, 224 },
        { "Standard_NC24s_v3", "V100", 4, 16, 24, 448 },
        { "Standard_NC24rs_v3", "V100", 4, 16, 24, 448 },
        { "Standard_ND40rs_v2", "V100", 8, 32, 40, 672 },
        { "Standard_NV36ads_A10_v5", "A10", 1, 24, 36, 440 },
        { "Standard_NV36adms_A10_v5", "A10", 1, 24, 36, 880 },
        { "Standard_NV72ads_A10_v5", "A10", 2, 24, 72, 880 },
    };
    return fromRows(rows, std::size(rows), armSkuName.trimmed(), kAzureGpu, "Azure GPU-accelerated VM size series");
}

const QList<OciGpuShape> &ociGpuShapes()
{
    static const QList<OciGpuShape> shapes = {
        { "BM.GPU.H100.8", "H100 SXM", 8, 80, "H100" },
        { "BM.GPU.H200.8", "H200", 8, 141, "H200" },
        { "BM.GPU.L40S.4", "L40S", 4, 48, "L40S" },
        { "BM.GPU.MI300X.8", "MI300X", 8, 192, "MI300X" },
        { "VM.GPU.A10.1", "A10", 1, 24, "A10" },
        { "VM.GPU.A10.2", "A10", 2, 24, "A10" },
        { "BM.GPU.A10.4", "A10", 4, 24, "A10" },
        { "BM.GPU.B200.8", "B200", 8, 180, "B200" },
    };
    return shapes;
}

const QList<GcpMachineType> &gcpMachineTypes()
{
    // vCPUs, memory (GB) and GPU count per machine type from the tables of the page.
    static const QList<GcpMachineType> types = {
        { "a2-highgpu-1g", "A2", "A100 SXM4", 1, 12, 85, 40, "Tesla A100", "80GB" },
        { "a2-highgpu-2g", "A2", "A100 SXM4", 2, 24, 170, 40, "Tesla A100", "80GB" },
        { "a2-highgpu-4g", "A2", "A100 SXM4", 4, 48, 340, 40, "Tesla A100", "80GB" },
        { "a2-highgpu-8g", "A2", "A100 SXM4", 8, 96, 680, 40, "Tesla A100", "80GB" },
        { "a2-megagpu-16g", "A2", "A100 SXM4", 16, 96, 1360, 40, "Tesla A100", "80GB" },
        { "a2-ultragpu-1g", "A2", "A100 SXM4", 1, 12, 170, 80, "A100 80GB", "" },
        { "a2-ultragpu-2g", "A2", "A100 SXM4", 2, 24, 340, 80, "A100 80GB", "" },
        { "a2-ultragpu-4g", "A2", "A100 SXM4", 4, 48, 680, 80, "A100 80GB", "" },
        { "a2-ultragpu-8g", "A2", "A100 SXM4", 8, 96, 1360, 80, "A100 80GB", "" },
        { "a3-highgpu-1g", "A3", "H100 SXM", 1, 26, 234, 80, "H100 80GB", "Mega" },
        { "a3-highgpu-2g", "A3", "H100 SXM", 2, 52, 468, 80, "H100 80GB", "Mega" },
        { "a3-highgpu-4g", "A3", "H100 SXM", 4, 104, 936, 80, "H100 80GB", "Mega" },
        { "a3-highgpu-8g", "A3", "H100 SXM", 8, 208, 1872, 80, "H100 80GB", "Mega" },
        { "a3-megagpu-8g", "A3Plus", "H100 SXM", 8, 208, 1872, 80, "H100 80GB Mega", "" },
        { "a3-ultragpu-8g", "A3Ultra", "H200", 8, 224, 2952, 141, "H200 141GB", "" },
        { "g2-standard-4", "G2", "L4", 1, 4, 16, 24, "L4", "" },
        { "g2-standard-8", "G2", "L4", 1, 8, 32, 24, "L4", "" },
        { "g2-standard-12", "G2", "L4", 1, 12, 48, 24, "L4", "" },
        { "g2-standard-16", "G2", "L4", 1, 16, 64, 24, "L4", "" },
        { "g2-standard-24", "G2", "L4", 2, 24, 96, 24, "L4", "" },
        { "g2-standard-32", "G2", "L4", 1, 32, 128, 24, "L4", "" },
        { "g2-standard-48", "G2", "L4", 4, 48, 192, 24, "L4", "" },
        { "g2-standard-96", "G2", "L4", 8, 96, 384, 24, "L4", "" },
    };
    return types;
}

QString gcpMachineTypesUrl()
{
    return QLatin1String(kGcpMachines);
}

} // namespace cg::readers
