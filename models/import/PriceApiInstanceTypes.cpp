#include "import/PriceApiInstanceTypes.h"

#include "import/Plausibility.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace cg::readers {

namespace {

const char kAlibabaNaming[] = "https://help.aliyun.com/zh/ecs/user-guide/instance-specification-naming-and-classification";
const char kTencentPrices[] = "https://github.com/tencentyun/qcloud-documents/blob/8ec072968ccbe6d60a8de2a7d57b4739a6814542/product/"
                              "%E8%AE%A1%E7%AE%97%E4%B8%8E%E7%BD%91%E7%BB%9C/GPU%20%E4%BA%91%E6%9C%8D%E5%8A%A1%E5%99%A8/"
                              "%E8%B4%AD%E4%B9%B0%E6%8C%87%E5%AF%BC/%E4%BB%B7%E6%A0%BC%E6%80%BB%E8%A7%88.md";
const char kHuaweiGpuEcs[] = "https://github.com/opentelekomcloud-docs/elastic-cloud-server/blob/main/umn/source/service_overview/"
                             "ecs_specifications_and_types/gpu-accelerated_ecss.rst";

struct Row
{
    const char *type;
    const char *gpu;
    int count, vcpus, ramGib;
};

} // namespace

std::optional<InstanceTypeGpu> alibabaInstanceTypeGpu(const QString &instanceType)
{
    // Family suffix → GPU, quoted from the naming page (see the header).
    struct Family
    {
        const char *name, *gpu;
        std::optional<double> memoryGb;
        const char *quote;
    };
    static const Family families[] = {
        { "gn6v", "V100", 16.0, "6v: GPU 类型为 V100 且 GPU 显存为 16 GB" },
        { "gn6e", "V100", 32.0, "6e: 第 2 代 GPU 类型为 V100 且显存为 32 GB" },
        { "gn6i", "T4", std::nullopt, "6i: GPU 类型为 T4" },
        { "gn7i", "A10", 24.0, "7i: GPU 类型为 A10 且显存为 24 GB" },
    };
    // ecs.<family>[-c<c>g<g>].<size>; size small, large, xlarge or <n>xlarge.
    static const QRegularExpression name(QStringLiteral("^ecs\\.([a-z0-9]+)(?:-c(\\d+)g(\\d+))?\\.(\\d*)(x?large|small)$"));
    const QRegularExpressionMatch m = name.match(instanceType.trimmed().toLower());
    if (!m.hasMatch())
        return std::nullopt;
    const Family *family = nullptr;
    for (const Family &f : families)
        if (m.captured(1) == QLatin1String(f.name))
            family = &f;
    if (!family)
        return std::nullopt;
    InstanceTypeGpu out;
    out.gpuName = QLatin1String(family->gpu);
    out.gpuMemoryGb = family->memoryGb;
    out.sourceUrl = QLatin1String(kAlibabaNaming);
    out.basis = QStringLiteral("GPU from Alibaba's instance naming page ('%1')").arg(QString::fromUtf8(family->quote));
    const QString size = m.captured(5);
    const int multiplier = m.captured(4).isEmpty() ? 1 : m.captured(4).toInt();
    if (size == QLatin1String("xlarge") && multiplier > 0)
        out.vcpus = 4.0 * multiplier; // "xlarge 表示 4 vCPU … 2xlarge 代表 2 * 4 = 8 vCPU"
    else if (size == QLatin1String("large") && m.captured(4).isEmpty())
        out.vcpus = 2.0;
    else if (size == QLatin1String("small") && m.captured(4).isEmpty())
        out.vcpus = 1.0;
    const int c = m.captured(2).toInt(), g = m.captured(3).toInt();
    if (out.vcpus && c > 0 && g > 0) {
        const double gpus = *out.vcpus * g / c; // "c8g1 表示 vCPU:GPU=8:1"
        // A whole count no larger than any GPU instance sold (the largest is 16 GPUs); a name that
        // implies more is not trusted, and std::floor keeps a huge quotient out of an int cast.
        if (gpus >= 1 && gpus <= Plausibility::kMaxGpusPerInstance && gpus == std::floor(gpus)) {
            out.gpuCount = gpus;
            out.basis += QStringLiteral("; %1 GPU(s) = %2 vCPUs at vCPU:GPU %3:%4").arg(gpus).arg(*out.vcpus).arg(c).arg(g);
        }
    }
    if (!out.gpuCount)
        out.basis += QStringLiteral("; GPU count not stated by the name");
    return out;
}

std::optional<InstanceTypeGpu> tencentInstanceTypeGpu(const QString &instanceType)
{
    // Whole-GPU rows of the 价格总览 page; GPU names as the bundled Tencent seed rows write them.
    static const Row rows[] = {
        { "GT4.4XLARGE96", "A100-SXM4-40GB", 1, 16, 96 },
        { "GT4.8XLARGE192", "A100-SXM4-40GB", 2, 32, 192 },
        { "GT4.20XLARGE474", "A100-SXM4-40GB", 4, 82, 474 },
        { "GT4.41XLARGE948", "A100-SXM4-40GB", 8, 164, 948 },
        { "GN10X.2XLARGE40", "V100-SXM2-32GB", 1, 8, 40 },
        { "GN10X.4XLARGE80", "V100-SXM2-32GB", 2, 18, 80 },
        { "GN10X.9XLARGE160", "V100-SXM2-32GB", 4, 36, 160 },
        { "GN10X.18XLARGE320", "V100-SXM2-32GB", 8, 72, 320 },
        { "GN10Xp.2XLARGE40", "V100-SXM2-32GB", 1, 10, 40 },
        { "GN10Xp.5XLARGE80", "V100-SXM2-32GB", 2, 20, 80 },
        { "GN10Xp.10XLARGE160", "V100-SXM2-32GB", 4, 40, 160 },
        { "GN10Xp.20XLARGE320", "V100-SXM2-32GB", 8, 80, 320 },
        { "GN7.2XLARGE32", "T4-16GB", 1, 8, 32 },
        { "GN7.5XLARGE80", "T4-16GB", 1, 20, 80 },
        { "GN7.8XLARGE128", "T4-16GB", 1, 32, 128 },
        { "GN7.10XLARGE160", "T4-16GB", 2, 40, 160 },
        { "GN7.20XLARGE320", "T4-16GB", 4, 80, 320 },
        { "GI3X.8XLARGE64", "T4-16GB", 1, 32, 64 },
        { "GI3X.22XLARGE226", "T4-16GB", 2, 90, 226 },
        { "GI3X.45XLARGE452", "T4-16GB", 4, 180, 452 },
        { "GN8.LARGE56", "P40-24GB", 1, 6, 56 },
        { "GN8.3XLARGE112", "P40-24GB", 2, 14, 112 },
        { "GN8.7XLARGE224", "P40-24GB", 4, 28, 224 },
        { "GN8.14XLARGE448", "P40-24GB", 8, 56, 448 },
        { "GN6.7XLARGE48", "P4-8GB", 1, 28, 48 },
        { "GN6.14XLARGE96", "P4-8GB", 2, 56, 96 },
        { "GN6S.LARGE20", "P4-8GB", 1, 4, 20 },
        { "GN6S.2XLARGE40", "P4-8GB", 2, 8, 40 },
    };
    const QString wanted = instanceType.trimmed().toUpper();
    for (const Row &r : rows) {
        if (QString::fromLatin1(r.type).toUpper() != wanted)
            continue;
        InstanceTypeGpu out;
        out.gpuName = QLatin1String(r.gpu);
        out.gpuCount = r.count;
        out.vcpus = r.vcpus;
        out.ramGib = r.ramGib;
        out.sourceUrl = QLatin1String(kTencentPrices);
        out.basis = QStringLiteral("GPU and count from Tencent's GPU 价格总览 page (qcloud-documents 8ec07296): %1 x %2")
                        .arg(r.count)
                        .arg(QLatin1String(r.gpu));
        return out;
    }
    return std::nullopt;
}

std::optional<InstanceTypeGpu> huaweiFlavorGpu(const QString &flavor)
{
    // Tables 4 (P3) and 5 (P2s) of the GPU-accelerated ECSs topic.
    struct Flavor
    {
        const char *name, *gpu;
        int count, vcpus, ramGib;
        double memoryGb;
    };
    static const Flavor flavors[] = {
        { "p2s.2xlarge.8", "V100 PCIe", 1, 8, 64, 32 },
        { "p2s.4xlarge.8", "V100 PCIe", 2, 16, 128, 32 },
        { "p2s.8xlarge.8", "V100 PCIe", 4, 32, 256, 32 },
        { "p2s.16xlarge.8", "V100 PCIe", 8, 64, 512, 32 },
        { "p3.2xlarge.8", "A100 80GB", 1, 8, 64, 80 },
        { "p3.4xlarge.8", "A100 80GB", 2, 16, 128, 80 },
        { "p3.8xlarge.8", "A100 80GB", 4, 32, 256, 80 },
        { "p3.16xlarge.8", "A100 80GB", 8, 64, 512, 80 },
    };
    const QString wanted = flavor.trimmed().toLower();
    for (const Flavor &f : flavors) {
        if (wanted != QLatin1String(f.name))
            continue;
        InstanceTypeGpu out;
        out.gpuName = QLatin1String(f.gpu);
        out.gpuCount = f.count;
        out.gpuMemoryGb = f.memoryGb;
        out.vcpus = f.vcpus;
        out.ramGib = f.ramGib;
        out.sourceUrl = QLatin1String(kHuaweiGpuEcs);
        out.basis = QStringLiteral("GPU and count from the ECS GPU-accelerated flavour table (topic en-us_topic_0097289624, as published by"
                                   " Open Telekom Cloud): %1 x %2, %3 GiB each")
                        .arg(f.count)
                        .arg(QLatin1String(f.gpu))
                        .arg(f.memoryGb);
        return out;
    }
    return std::nullopt;
}

} // namespace cg::readers
