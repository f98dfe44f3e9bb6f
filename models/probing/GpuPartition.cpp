#include "probing/GpuPartition.h"

#include <QRegularExpression>

#include <algorithm>

namespace cg {

namespace {

int migSlicesOf(const QString &gpuName)
{
    return gpuName.contains(QLatin1String("A30"), Qt::CaseInsensitive)
            || gpuName.contains(QLatin1String("RTX PRO 6000"), Qt::CaseInsensitive)
        ? 4
        : 7;
}

struct Board
{
    const char *code;
    const char *model;
    const char *variant;
};

// NVIDIA vGPU software user guide, board tables (URL in GpuPartition.h): board code → model.
const Board kBoards[] = {
    { "H100L", "NVIDIA H100 NVL", "pcie" },
    { "H100XL", "NVIDIA H100 SXM5 94GB", "sxm" },
    { "H100XM", "NVIDIA H100 SXM5 80GB", "sxm" },
    { "H100XS", "NVIDIA H100 SXM5 64GB", "sxm" },
    { "H100", "NVIDIA H100 PCIe", "pcie" },
    { "H200X", "NVIDIA H200 SXM5 141GB", "sxm" },
    { "H200", "NVIDIA H200 NVL", "pcie" },
    { "H800L", "NVIDIA H800 NVL", "pcie" },
    { "H800XM", "NVIDIA H800 SXM5 80GB", "sxm" },
    { "H800", "NVIDIA H800 PCIe", "pcie" },
    { "H20X", "NVIDIA H20 SXM5 141GB", "sxm" },
    { "H20", "NVIDIA H20 SXM5 96GB", "sxm" },
    { "A100DX", "NVIDIA A100 SXM4 80GB", "sxm" },
    { "A100X", "NVIDIA A100 SXM4 40GB", "sxm" },
    { "A100D", "NVIDIA A100 PCIe 80GB", "pcie" },
    { "A100", "NVIDIA A100 PCIe", "pcie" },
    { "A800DX", "NVIDIA A800 SXM4 80GB", "sxm" },
    { "V100DX", "Tesla V100 SXM2 32GB", "sxm" },
    { "V100X", "Tesla V100 SXM2", "sxm" },
};

} // namespace

std::optional<GpuPartition> parseGpuPartitionName(const QString &name)
{
    static const QRegularExpression mig(QStringLiteral("^(.{1,120}?)\\s+MIG\\s+(?:(\\d)c\\.)?(\\d)g\\.(\\d{1,4})gb(?:\\+me)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression vgpu(
        QStringLiteral("^(?:NVIDIA\\s+|GRID\\s+)?([A-Z]{1,3}\\d{1,4}[A-Z]{0,3})(?:-(\\d))?-(\\d{1,3})([CQAB])$"));
    const QString trimmed = name.trimmed();
    QRegularExpressionMatch m = mig.match(trimmed);
    if (m.hasMatch()) {
        GpuPartition p;
        p.kind = GpuPartition::Kind::Mig;
        p.parentName = m.captured(1).trimmed();
        const int slices = m.capturedLength(2) > 0 ? m.captured(2).toInt() : m.captured(3).toInt();
        p.profile = trimmed.mid(m.capturedStart(2) >= 0 ? m.capturedStart(2) : m.capturedStart(3)).toLower();
        if (slices <= 0)
            return std::nullopt;
        p.computeFraction = std::min(1.0, double(slices) / migSlicesOf(p.parentName));
        p.memoryGb = m.captured(4).toInt();
        return p;
    }
    m = vgpu.match(trimmed);
    if (!m.hasMatch())
        return std::nullopt;
    GpuPartition p;
    p.kind = GpuPartition::Kind::Vgpu;
    const QString code = m.captured(1);
    p.parentName = QStringLiteral("NVIDIA ") + code;
    for (const Board &b : kBoards) {
        if (code == QLatin1String(b.code)) {
            p.parentName = QLatin1String(b.model);
            p.variantHint = QLatin1String(b.variant);
            break;
        }
    }
    p.memoryGb = m.captured(3).toInt();
    p.profile = trimmed.mid(m.capturedStart(2) >= 0 ? m.capturedStart(2) : m.capturedStart(3));
    if (m.capturedLength(2) > 0) {
        const int slices = m.captured(2).toInt();
        if (slices <= 0)
            return std::nullopt;
        p.computeFraction = std::min(1.0, double(slices) / migSlicesOf(p.parentName));
    } else {
        p.timeSliced = true;
    }
    return p;
}

} // namespace cg
