#pragma once

#include "catalog/CatalogTypes.h"
#include "core/Criteria.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

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

    /**
     * The memory per GPU a model needs, as a constraint (every other field empty):
     *  - training with mixed-precision Adam: 16 bytes per parameter (2 BF16 weights + 2 BF16
     *    gradients + 12 FP32 optimizer state: master weights, momentum, variance), after
     *    Rajbhandari et al., "ZeRO", SC'20, https://arxiv.org/abs/1910.02054, section 3.1;
     *    sharded evenly over `gpus` (ZeRO stage 3): GB = parameters × 16 / gpus / 10^9.
     *    7e9 parameters on 8 GPUs: 7e9 × 16 / 8 = 14 GB per GPU.
     *  - inference: 2 bytes per parameter (BF16 weights) × 1.2 for the KV cache and activations
     *    (the 1.2 is CloudGauge's assumption, not a published figure), split over `gpus` (tensor
     *    parallel): GB = parameters × 2 × 1.2 / gpus / 10^9. 70e9 on 1 GPU: 168 GB.
     * Activations of training are not counted. The result is rounded to the MB. `gpus` below 1
     * counts as 1 (a model is not sharded over part of a GPU); parameters ≤ 0 or a non-finite
     * input give no constraint.
     */
    static NeedConstraints forModel(double parameters, bool training, double gpus);

    bool operator==(const NeedConstraints &o) const = default;
};

/**
 * A need profile: "choose by need first". Hard constraints decide which offers qualify; the
 * weights and the true-cost scenario (CostScenario::preset) rank those that do.
 *
 * The built-in profiles' thresholds and weights are CloudGauge's own: no public source
 * publishes such profiles. Only the memory arithmetic cites a source (forModel: ZeRO, SC'20).
 */
struct NeedProfile
{
    QString key; ///< stable id: lower-case letters, digits, '-' and '_' ("pretraining")
    QString label; ///< a user's name for an edited or own profile; empty → the built-in's name
    NeedConstraints constraints;
    Weights weights;
    QString scenario; ///< a CostScenario preset name: pretraining, research, inference

    /// The label, else the built-in's translated name, else the key.
    QString name() const;
    /// In the UI language: what the profile is for, each constraint in words, and where its rules
    /// come from (for an edited built-in or an own profile: that it was edited locally).
    QString description() const;
    bool isBuiltInKey() const { return builtIn(key).has_value(); }

    /**
     * The built-ins, in this order (weights relative, each set sums to 1; scenario in brackets):
     *  - pretraining: ≥ 80 GB per GPU, ≥ 8 GPUs per instance, fast interconnect, BF16
     *    [pretraining]; BF16 per dollar 0.35, networking 0.12, reliability 0.12, true cost 0.10.
     *  - finetuning: ≥ 40 GB per GPU, BF16 [research]; BF16 per dollar 0.40, memory 0.15.
     *  - inference: ≥ 24 GB per GPU, BF16 (not FP8: every serving stack runs BF16 weights, FP8
     *    is an option, and A100-class parts without FP8 serve well) [inference]; true cost 0.30,
     *    bandwidth per dollar 0.25 (decoding is bandwidth bound: the proxy for cost per token).
     *  - rendering: ≥ 24 GB per GPU, ≥ 600 GB/s, ≥ 30 FP32 TFLOPS [research]; bandwidth per
     *    dollar 0.45.
     *  - fp64: FP64 [research]; balanced weights. No offer qualifies until FP64 figures exist.
     */
    static QList<NeedProfile> builtIns();
    static std::optional<NeedProfile> builtIn(const QString &key);

    /**
     * {"key": "...", "label": "...", "scenario": "...", "constraints": {"min_memory_gb_per_gpu":
     * 80, "min_gpus": 8, "max_gpus": ..., "min_memory_bandwidth_gbs": ..., "min_fp32_tflops": ...,
     * "fast_interconnect": true, "bf16": true, "fp8": false, "fp64": false}, "weights": {...}}.
     * Empty bounds are left out. Weights as Weights::toJson.
     */
    QByteArray toJson() const;
    /// Reads toJson()'s format. key, scenario, constraints and weights are required, label is
    /// optional, a missing constraint field means no constraint. Unknown fields, wrong types,
    /// negative or non-finite bounds, min_gpus > max_gpus, an unknown scenario or bad weights →
    /// nullopt with `error` naming the field ("constraints.min_gpus: ...").
    static std::optional<NeedProfile> fromJson(const QByteArray &json, QString *error);

    bool operator==(const NeedProfile &o) const = default;
};

/**
 * User-edited need profiles in QSettings, key "need/profiles": a JSON array of
 * NeedProfile::toJson objects. A saved profile whose key is a built-in's overrides that built-in.
 */
class NeedProfileStore final
{
public:
    static QString settingsKey() { return QStringLiteral("need/profiles"); }

    /// Reads and writes `settings`, or the application's QSettings when null.
    explicit NeedProfileStore(QSettings *settings = nullptr);

    /// The profiles to offer: the built-ins in their order, each replaced by a saved profile of
    /// the same key, then the saved profiles of other keys in saved order. A saved entry that
    /// does not read (fromJson) is skipped with one line in `errors` ("need/profiles[2]: ...").
    QList<NeedProfile> load(QStringList *errors = nullptr) const;
    /// The profile `key` names among load()'s (a saved one overrides its built-in), or empty.
    std::optional<NeedProfile> find(const QString &key) const;
    /// Stores the profiles of `profiles` that differ from their built-in (an unedited built-in
    /// is not stored, so it follows later versions); replaces what was saved. A repeated key:
    /// the last one wins.
    void save(const QList<NeedProfile> &profiles);

private:
    QSettings *m_settings;
};

} // namespace cg
