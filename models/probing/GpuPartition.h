#pragma once

#include <QString>

#include <optional>

namespace cg {

/// A device that is a part of a GPU: a MIG slice ("NVIDIA A100-SXM4-80GB MIG 3g.40gb") or an
/// NVIDIA vGPU profile ("NVIDIA H100L-2-24C", "GRID A100-40C"), with the GPU model it belongs to
/// (for catalog matching) and the share of that GPU the measured figures stand for.
struct GpuPartition
{
    enum class Kind { Mig, Vgpu };
    Kind kind = Kind::Mig;
    QString parentName; ///< the whole GPU, as catalog matching wants it: "NVIDIA H100 NVL"
    QString variantHint; ///< "sxm" or "pcie" when the profile's board code says so, else empty
    QString profile; ///< "3g.40gb", "2-24C", "40C"
    std::optional<double> computeFraction; ///< share of the GPU's compute (3/7); empty: time-sliced vGPU, share unknown
    std::optional<int> memoryGb; ///< memory of the part, GB as in the name
    bool timeSliced = false; ///< a vGPU that shares the whole GPU in time (no MIG slices in its name)
};

/**
 * Recognises a MIG or vGPU name; empty for a whole GPU.
 * - MIG: "<parent> MIG [<c>c.]<g>g.<m>gb[+me]". Compute fraction = slices / 7, or / 4 on the A30
 *   and RTX PRO 6000 (NVIDIA MIG User Guide, "Supported MIG Profiles",
 *   https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-mig-profiles.html).
 * - vGPU: "[NVIDIA |GRID ]<board>[-<g>]-<m><series>", series C, Q, B or A; with <g> it is a
 *   MIG-backed vGPU of g compute slices (fraction g / 7, or / 4 as above), without it a time-sliced
 *   vGPU whose compute share is not known from the name. The board codes map to models as in the
 *   NVIDIA vGPU software user guide's board tables (https://docs.nvidia.com/vgpu/17.0/grid-vgpu-user-guide/index.html,
 *   e.g. "NVIDIA H100 PCIe 94GB (H100 NVL) | H100L-94C", "NVIDIA H100 SXM5 80GB | H100XM-80C",
 *   "NVIDIA A100 HGX 80GB | A100DX-80C"); an unknown board code is taken as the model name.
 */
std::optional<GpuPartition> parseGpuPartitionName(const QString &name);

} // namespace cg
