#pragma once

// MIG (Multi-Instance GPU) slices as probe devices: profile names, compute fractions, and the
// `nvidia-smi -L` listing (probe/schema.md, "MIG slices").

#include "ProbeTypes.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace cg::probe {

/// A MIG device profile as NVIDIA names it: "<c>c.<g>g.<m>gb[+me]", the compute-instance
/// slices (optional, when a GPU instance is split further), the GPU-instance compute slices and
/// the memory in GB. Source: NVIDIA MIG User Guide, "MIG Device Names",
/// https://docs.nvidia.com/datacenter/tesla/mig-user-guide/mig-device-names.html ("a naming
/// convention to refer to a MIG device by its GPU Instance's compute slice count and its total
/// memory in GB").
struct MigProfile
{
    QString name; ///< "3g.40gb", "1c.3g.20gb", "1g.10gb+me"
    int gpuSlices = 0; ///< the "3" of 3g.40gb
    std::optional<int> computeSlices; ///< the "1" of 1c.3g.20gb
    int memoryGb = 0; ///< the "40" of 3g.40gb (nominal GB as in the name)
};

/// Finds a MIG profile in `text` ("NVIDIA A100-SXM4-80GB MIG 3g.40gb", "MIG 1g.10gb+me").
std::optional<MigProfile> parseMigProfile(const QString &text);

/// Compute slices of the whole GPU for MIG: 4 on the A30 and RTX PRO 6000, 7 on the other
/// MIG-capable GPUs (A100, H100, H200, B200, ...). Source: NVIDIA MIG User Guide, "Supported MIG
/// Profiles", https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-mig-profiles.html
/// (A30: "MIG 1g.6gb | 1/4 | 1/4" fraction of memory / of SMs; A100: 1g.5gb is 1/7 of the SMs;
/// RTX PRO 6000 Blackwell: up to 4 instances, 1g.24gb ×4).
int migComputeSlicesOf(const QString &parentName);

/// The fraction of the parent GPU's compute a slice has: compute-instance slices (else
/// GPU-instance slices) / migComputeSlicesOf(parent), e.g. 3g.40gb on an A100 = 3/7.
double migComputeFraction(const MigProfile &profile, const QString &parentName);

/// One GPU of `nvidia-smi -L` with its MIG devices.
struct SmiListedGpu
{
    int index = -1; ///< "GPU 0:"
    QString name; ///< "NVIDIA A100-SXM4-80GB"
    QString uuid; ///< "GPU-..."
    struct Slice
    {
        QString profile; ///< "3g.40gb"
        int device = -1; ///< "Device  0:"
        QString uuid; ///< "MIG-..."
    };
    QList<Slice> slices;
};

/// Parses `nvidia-smi -L`: lines `GPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-…)` and, under them,
/// `  MIG 3g.40gb     Device  0: (UUID: MIG-…)`. Other lines are ignored; a MIG line before any
/// GPU line is dropped. At most 1024 GPUs and 64 slices per GPU are kept.
QList<SmiListedGpu> parseNvidiaSmiList(const QByteArray &output);

/// A MIG slice as a Device under `parent`: id "<parent id>/mig<k>", `parent` = the parent's id,
/// `index` = k (the MIG device index), name "<parent name> MIG <profile>", the profile, its
/// compute fraction and nominal memory; vendor, driver and runtime versions from the parent.
/// Memory, when the caller has it (NVML), goes into memory_total_mib / memory_used_mib.
Device migSliceDevice(const Device &parent, int migIndex, const MigProfile &profile, const std::optional<QString> &uuid);

} // namespace cg::probe
