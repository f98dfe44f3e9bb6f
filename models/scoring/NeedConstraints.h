#pragma once

#include "catalog/store/CatalogTypes.h"
#include "geo/Certification.h"
#include "geo/RegionPlace.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/// How one accelerator's GPUs talk to each other, as far as the catalog's GPU key and name tell.
enum class Interconnect {
    Fast, ///< NVLink/NVSwitch (SXM, NVL, GB200), AMD Infinity Fabric, Intel Gaudi on-die RoCE, Google TPU ICI
    Slow, ///< PCIe only, or a link that joins CPU and GPU only (GH200 NVLink-C2C)
    Unknown, ///< the key and name do not say (H800, A800, H20, unmapped GPUs): never guessed
};

struct InterconnectClass
{
    Interconnect kind = Interconnect::Unknown;
    QString fabric; ///< "NVLink", "NVLink bridge", "Infinity Fabric", "ICI", "PCIe", ...; empty when unknown
};

/**
 * Hard constraints on one offer. Every bound is optional (empty = no constraint) and inclusive;
 * an unknown offer value never passes a constraint that needs it. Units: GB (10^9 bytes, as
 * datasheets write memory), GB/s, TFLOPS, GPUs per instance.
 */
struct NeedConstraints
{
    std::optional<double> minMemoryGbPerGpu;
    std::optional<double> minGpus; ///< GPUs per instance (the offer's gpuCount, may be fractional)
    std::optional<double> maxGpus;
    std::optional<double> minMemoryBandwidthGBs; ///< datasheet memory bandwidth per GPU
    std::optional<double> minFp32Tflops; ///< datasheet FP32 throughput per GPU
    bool fastInterconnect = false; ///< interconnectOf() must say Interconnect::Fast
    bool bf16 = false; ///< a datasheet dense BF16 figure
    bool fp8 = false; ///< a datasheet FP8 figure
    bool fp64 = false; ///< an FP64 figure: the catalog holds none, so this is never met today
    /// The on-demand price observed on or after this ISO date (`rank --max-age N` sets today − N
    /// days); empty = any. A price observed on an unknown day never meets it: an old price and an
    /// undated one are not signed on alike, and neither is guessed fresh.
    QString priceObservedSince;
    /// Where the offer's region must be (`rank --residency`, a need's "residency"): the offer's
    /// country (OfferView::country) against the rule; a region in an unknown place fails it.
    Residency residency;
    /// Certifications the provider must publish (`rank --require-cert`, a need's
    /// "certifications"), each met only by a row that holds it for the whole platform
    /// (CertificationRequirement::unmetBy); empty = none required.
    QList<CertificationRequirement> certifications;
    /// The most the round trip from the users to the offer's region may take, ms (`rank
    /// --max-rtt`, a need's "max_round_trip_ms"): the median TCP connect time measured from the
    /// user's own network (OfferView::measuredRoundTripMs). A region never measured fails it: a
    /// distance only bounds the time from below.
    std::optional<double> maxRoundTripMs;

    /// One short reason per unmet constraint, in the UI language, in the order of the fields
    /// above ("24 GB per GPU; needs at least 80 GB", "memory per GPU unknown"); empty when the
    /// offer meets every constraint. For a fractional instance (0 < gpuCount < 1) the memory per
    /// GPU is its share of the GPU's memory (0.125 × 80 GB = 10 GB).
    QStringList unmetConstraints(const OfferView &o) const;
    bool admits(const OfferView &o) const { return unmetConstraints(o).isEmpty(); }

    /// The constraints in words ("at least 80 GB of memory per GPU", ...), in the UI language;
    /// empty when there are none.
    QStringList inWords() const;

    /**
     * The GPU-to-GPU interconnect of a catalog GPU, decided by this table on the key's
     * dash-separated tokens (first match wins), then, for a key the table leaves open, on the
     * variant word of `gpuName` (GpuIdentity::variantClassInText). Fabrics are from the seed
     * datasheets (resources/seed/gpu_specs*.csv, column interconnect).
     *
     * | key                                  | class   | fabric                              |
     * |--------------------------------------|---------|-------------------------------------|
     * | google-tpu-*                         | Fast    | ICI                                 |
     * | family gb200 (superchip, NVL72)      | Fast    | NVLink                              |
     * | family gh200 (superchip)             | Slow    | NVLink-C2C (CPU-GPU)                |
     * | variant sxm, sxm2, sxm4, sxm5, sxm6  | Fast    | NVLink                              |
     * | variant nvl (H100 NVL, H200 NVL)     | Fast    | NVLink bridge                       |
     * | variant pcie, workstation, server    | Slow    | PCIe                                |
     * | amd-mi250x/mi300x/mi325x/mi355x (OAM)| Fast    | Infinity Fabric                     |
     * | intel-gaudi2/gaudi3 (OAM)            | Fast    | RoCE (on-die)                       |
     * | nvidia-a10g, nvidia-rtx-*, -quadro-* | Slow    | PCIe                                |
     * | anything else (h800, a800, h20, ...) | Unknown | — (both SXM and PCIe parts exist)   |
     *
     * From the name: SXM/HGX/NVLink → Fast NVLink, NVL → Fast NVLink bridge, OAM → Fast OAM,
     * PCIe/workstation/server → Slow PCIe; otherwise Unknown. PCIe cards with a 2-GPU NVLink
     * bridge (A100 PCIe, RTX A6000) count as PCIe: a bridge pairs two cards, it joins no node.
     */
    static InterconnectClass interconnectOf(const QString &gpuKey, const QString &gpuName = {});

    /// Both sets of constraints at once: the larger of each lower bound, the smaller of each upper
    /// bound, and every requirement of either; `o`'s residency rule where it has one (two rules
    /// are not intersected: the later one, e.g. a command line's, replaces a profile's).
    NeedConstraints merged(const NeedConstraints &o) const;

    bool operator==(const NeedConstraints &o) const = default;
};

} // namespace cg
