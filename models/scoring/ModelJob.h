#pragma once

#include "scoring/NeedConstraints.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/// How a model's weights are held while it runs: what sets its memory per GPU.
enum class ModelMethod {
    Training, ///< full training or full fine-tuning with mixed-precision Adam
    Lora, ///< LoRA: frozen BF16 weights, small trained adapters
    Qlora, ///< QLoRA: frozen 4-bit NF4 weights, small trained adapters
    Inference, ///< serving BF16 weights
};

/**
 * A model job as a user states it ("a 70B fine-tune on 8 GPUs"): what shapes which offers can run
 * it (constraints()) and the job size the true cost is computed for (RankingParams::jobGpus).
 */
struct ModelJob
{
    Q_DECLARE_TR_FUNCTIONS(cg::ModelJob)

public:
    double parameters = 0; ///< model parameters (a count: 70e9, not 70)
    int gpus = 1; ///< GPUs in the job
    ModelMethod method = ModelMethod::Training;

    /**
     * Bytes of GPU memory per model parameter, before sharding:
     *  - Training 16: BF16 weights 2 + BF16 gradients 2 + FP32 master weights, momentum and
     *    variance 12 (Rajbhandari et al., "ZeRO", SC'20, https://arxiv.org/abs/1910.02054, §3.1).
     *  - Lora 2: the frozen BF16 weights; the adapters and their optimizer state are a fraction
     *    of a percent of the model (Hu et al., "LoRA", 2021, https://arxiv.org/abs/2106.09685,
     *    §4.2: GPT-3 175B trains in 350 GB instead of 1.2 TB, i.e. 2 bytes per parameter).
     *  - Qlora 0.516: 4-bit NF4 weights (0.5 byte) plus double-quantised constants (0.127 bit per
     *    parameter) (Dettmers et al., "QLoRA", 2023, https://arxiv.org/abs/2305.14314, §3: a 65B
     *    model fine-tunes on one 48 GB GPU).
     *  - Inference 2.4: BF16 weights (2 bytes) × 1.2 for the KV cache and activations (the 1.2 is
     *    CloudGauge's assumption, not a published figure).
     * Activations of training are not counted.
     */
    static double bytesPerParameter(ModelMethod method);

    /**
     * What an offer must have to run the job, one instance holding the job's GPUs up to a node:
     *  - memory per GPU = parameters × bytesPerParameter / shards / 10^9 GB, rounded to the MB,
     *    where shards = the job's GPUs for Training and Lora (ZeRO stage 3 / FSDP shard the
     *    weights), and for Inference (tensor parallel); 1 for Qlora (the method of the paper runs
     *    on one GPU; more GPUs are data parallel, each holding the whole 4-bit model);
     *  - GPUs per instance ≥ min(gpus, 8) when the job shards over more than one GPU (Training,
     *    Lora, Inference): a sharded job keeps its shards in one node, and a job larger than a node
     *    runs on whole 8-GPU nodes (HGX); a 1-GPU instance cannot hold an 8-GPU ZeRO-3 job;
     *  - GPUs per instance ≤ gpus for a job of at most 8 GPUs: a larger instance is not the job's
     *    size (its other GPUs would be paid for, idle);
     *  - a fast GPU-to-GPU interconnect (NVLink class: NeedConstraints::interconnectOf) when the
     *    job shards over more than one GPU: ZeRO-3 and tensor parallelism exchange the shards at
     *    every layer;
     *  - a dense BF16 figure.
     * Parameters ≤ 0, non-finite, or gpus < 1 → no constraint at all.
     */
    NeedConstraints constraints() const;

    /// Decode throughput of serving this model, tokens per second per GPU, at the datasheet peaks
    /// (an upper bound: real serving reaches a fraction, so the cost per token derived from it is
    /// a lower bound). Each decode step reads every BF16 weight once for the whole batch and does
    /// 2 FLOPs per parameter per token (Pope et al., "Efficiently Scaling Transformer Inference",
    /// MLSys 2023, https://arxiv.org/abs/2211.05102, §2: memory time = weight bytes ÷ bandwidth,
    /// compute time = 2 × parameters × tokens ÷ FLOP/s):
    ///   tokens/s per GPU = min(batch × bandwidth ÷ (2 × P), BF16 FLOP/s ÷ (2 × P)),
    /// the same for any tensor-parallel split (each GPU holds and reads 1/G of the weights, and
    /// makes 1/G of the FLOPs). The KV cache's reads are not counted (short contexts). `bandwidthGBs`
    /// in GB/s, `bf16Tflops` dense; `batch` concurrent sequences (≥ 1). Empty without both figures
    /// or parameters.
    std::optional<double> decodeTokensPerSecondPerGpu(
        std::optional<double> bandwidthGBs, std::optional<double> bf16Tflops, int batch) const;
    /// USD per million output tokens at `usdPerGpuHour` and `tokensPerSecondPerGpu`: price ÷
    /// (tokens/s × 3600) × 10^6. Empty when the throughput is not > 0.
    static std::optional<double> usdPerMillionTokens(double usdPerGpuHour, std::optional<double> tokensPerSecondPerGpu);

    /// Instances of `gpusPerInstance` GPUs the job takes: ⌈gpus ÷ gpusPerInstance⌉ (1 for a
    /// fractional or missing count).
    int instancesOn(double gpusPerInstance) const;

    /// A parameter count as people write it: "70B", "1.5T", "350M" (C locale).
    static QString parametersText(double parameters);
    /// "70B" in words for the reader: "a 70B-parameter full fine-tune on 8 GPUs" (UI language).
    QString inWords() const;

    /// Parses a parameter count as people type it: "70B", "70b", "7e9", "1.5T", "350M", "70 B",
    /// "70000000000". Empty with `error` set for anything else, below 10^6 (a typo for "70B": the
    /// error asks), or above 10^15.
    static std::optional<double> parseParameters(const QString &text, QString *error);
    /// "full", "training", "lora", "qlora", "inference" (any case, "-"/"_" ignored) → the method.
    static std::optional<ModelMethod> methodFromName(const QString &name);
    static QStringList methodNames(); ///< full, lora, qlora, inference

    bool operator==(const ModelJob &o) const = default;
};

} // namespace cg
