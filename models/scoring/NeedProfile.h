#pragma once

#include "core/Criteria.h"
#include "scoring/NeedConstraints.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

namespace cg {

/**
 * A need profile: "choose by need first". Hard constraints decide which offers qualify; the
 * weights and the true-cost scenario (CostScenario::preset) rank those that do.
 *
 * The built-in profiles' thresholds and weights are CloudGauge's own: no public source
 * publishes such profiles. Only the memory arithmetic of a model job cites sources (ModelJob: ZeRO, LoRA, QLoRA).
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
     * "fast_interconnect": true, "bf16": true, "fp8": false, "fp64": false, "residency":
     * "cn-mainland"}, "weights": {...}}. Empty bounds and no residency rule are left out; the
     * residency is Residency::parse's text. Weights as Weights::toJson.
     */
    QByteArray toJson() const;
    /// Reads toJson()'s format. key, scenario, constraints and weights are required, label is
    /// optional, a missing constraint field means no constraint. Unknown fields, wrong types,
    /// negative or non-finite bounds, min_gpus > max_gpus, an unknown scenario or bad weights →
    /// nullopt with `error` naming the field ("constraints.min_gpus: ...").
    static std::optional<NeedProfile> fromJson(const QByteArray &json, QString *error);

    bool operator==(const NeedProfile &o) const = default;
};

} // namespace cg
