#pragma once

#include "catalog/store/CatalogTypes.h"
#include "core/FxRates.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/**
 * True cost of renting GPUs, after SemiAnalysis's "How Much Do GPU Clusters Really Cost?"
 * (2026-02-05, calculators at https://www.clustermax.ai/tco) and ClusterMAX 2.0
 * (https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard).
 *
 * Monthly cost = GPU + storage + network + control plane + support + goodput expense + setup +
 * debugging (the eight cost areas). Goodput expense is the price of the GPU-hours a job loses to
 * failures and must run again; the effective price is the monthly cost divided by the useful
 * GPU-hours (J × 720 h), in USD per useful GPU-hour.
 *
 * GPU-hours lost per failure, with t_id (identify), t_ckpt (checkpoint interval), t_init (job
 * restart, 10-15 min), t_repair (MTTR), t_failover, J (GPUs in the job) and the blast radius
 * (GPUs taken out by one failure: 8 for an HGX node):
 *  - cold spare, restart from checkpoint: [(t_id + t_ckpt/2) + t_init + t_repair] × J
 *  - hot spare, restart from checkpoint:  [(t_id + t_ckpt/2) + t_init] × J + t_repair × blast
 *  - fault-tolerant training:             (t_id + t_failover) × J + t_repair × blast
 * Failures per hour = J / MTBF (GPU-hours). All times in hours.
 */
enum class RecoveryModel { ColdSpare, HotSpare, FaultTolerant };

/// A provider's failure handling. Published reference points (ClusterMAX 2.0): MTBF about
/// 25,000 GPU-hours for Gold providers and hyperscalers, about 15,000 for Silver; identify and
/// replace a node in 15 min (Gold) vs 1 h (Silver, 8 h for inference).
struct ReliabilityProfile
{
    double mtbfGpuHours = 25000;
    double identifyHours = 0.25;
    double repairHours = 0.25;
    QString basis; ///< where the figures come from ("ClusterMAX 2.0 Gold reference", "catalog")

    /// The published reference for a tier: Platinum/Gold → Gold figures; Silver → Silver figures
    /// (repair 8 h when `inference`); Bronze and below → MTBF 10,000 ("under 10,000" for weak
    /// providers) with Silver times. Unrated or Unavailable → nullopt (no data, never a guess).
    static std::optional<ReliabilityProfile> forTier(const QString &tier, bool inference);
};

/**
 * A provider's published charges besides the GPU-hour, converted to USD (from
 * Catalog::providerCharges). A charge nobody found, or one in a currency without an FX rate, is
 * empty: the true cost then leaves it out (egress, IPv4) or uses the scenario's generic storage
 * rate, and says so (CostBreakdown's *Published flags), never a silent zero.
 */
struct HiddenCostRates
{
    std::optional<double> egressUsdPerTb; ///< internet egress, USD per TB (1 TB = 1,000 GB); 0 = published as free
    double egressFreeTbPerMonth = 0; ///< the free allowance, TB per month (0 when none is stated)
    /// The shared filesystem's rate (file_storage), else the network volumes' (block_storage),
    /// USD per TB-month: the "high-performance network storage" of the published TCO model.
    std::optional<double> storageUsdPerTbMonth;
    QString storageCharge; ///< "file_storage" or "block_storage": the one storageUsdPerTbMonth is
    /// One public IPv4 address, USD per month; a per-hour rate × 720 h (the TCO model's month).
    std::optional<double> ipv4UsdPerMonth;

    /// Converts one provider's `charges` at `fx` (FxRates::toUsd). Units: per GB × 1,000 → per TB,
    /// per GiB × 931.32 (10^12 / 2^30) → per TB, the same for the per-month storage units;
    /// per_hour × 720 → per month. A free allowance converts the same way.
    static HiddenCostRates from(const QList<ProviderCharge> &charges, const FxRates &fx);
    bool isEmpty() const { return !egressUsdPerTb && !storageUsdPerTbMonth && !ipv4UsdPerMonth; }
};

/// Everything the true-cost model needs besides the provider's reliability. Money in USD.
struct CostScenario
{
    QString name;
    int gpus = 1024; ///< J: GPUs in the job
    double hoursPerMonth = 720;
    RecoveryModel recovery = RecoveryModel::HotSpare;
    double checkpointIntervalHours = 1;
    double initHours = 0.25; ///< job restart, 10-15 min
    double failoverHours = 0.05; ///< fault-tolerant recovery (HyperPod checkpointless: 1 min 45 s)
    int blastRadius = 8; ///< GPUs lost per failure (HGX node)
    double storageTbPerGpu = 2; ///< 2-25 TB per GPU in the published model
    double storageUsdPerGbMonth = 0.08; ///< high-performance network storage: 0.06-0.09; used when the provider publishes no rate
    double networkUsdPerMonth = 0; ///< load balancers, NAT and other network charges besides egress and IPv4
    /// Data sent to the internet per month, TB, priced at the provider's published egress rate
    /// (HiddenCostRates) above its free allowance. The presets' figures are CloudGauge's assumptions.
    double egressTbPerMonth = 0;
    /// Public IPv4 addresses held all month, priced at the provider's published rate. The presets
    /// hold one per 8-GPU node (CloudGauge's assumption).
    int publicIpv4Addresses = 0;
    double controlPlaneUsdPerMonth = 0; ///< login, controller and CPU nodes
    double supportPercent = 0; ///< % of the bill (AWS: 10 % falling to 3 %)
    double setupUsd = 0; ///< one-off, spread over the contract
    int contractMonths = 36;
    double debuggingEngineers = 0; ///< full-time engineers on failed jobs
    double engineerUsdPerYear = 200000; ///< the published assumption

    /// Presets built on the published ranges; the exact figures are CloudGauge's:
    /// "pretraining" (1,024 GPUs, hot spare, 1 h checkpoints, 20 TB egress a month, 128 IPv4
    /// addresses), "research" (64 GPUs, cold spare, 30 min checkpoints, 5 TB, 8 addresses),
    /// "inference" (8 GPUs, fault tolerant, 10 TB, 1 address). Unknown → nullopt.
    static std::optional<CostScenario> preset(const QString &name);
    static QStringList presetNames();
    /// The "pretraining" preset: the scenario of the true-cost criterion unless one is chosen.
    static CostScenario pretraining() { return *preset(QStringLiteral("pretraining")); }
    /// True for the "inference" preset, whose Silver and weaker providers take 8 h to replace a
    /// node (ClusterMAX 2.0 assumptions for inference).
    bool isInference() const { return name == QLatin1String("inference"); }
};

/// The monthly cost areas, in USD per month, and the derived figures.
struct CostBreakdown
{
    double gpu = 0, storage = 0, network = 0, controlPlane = 0, support = 0, goodput = 0, setup = 0, debugging = 0;
    double egress = 0; ///< the part of `network` that is internet egress at the provider's rate, USD per month
    double publicIpv4 = 0; ///< the part of `network` that is public IPv4 addresses, USD per month
    bool storagePublished = false; ///< storage at the provider's published rate (else the scenario's generic one)
    bool egressPublished = false; ///< egress priced at a published rate (else unknown: left out)
    bool ipv4Published = false; ///< IPv4 priced at a published rate (else unknown: left out)
    double failuresPerMonth = 0;
    double lostGpuHoursPerFailure = 0;
    double lostGpuHoursPerMonth = 0;
    double usefulGpuHoursPerMonth = 0;

    double total() const { return gpu + storage + network + controlPlane + support + goodput + setup + debugging; }
    /// USD per useful GPU-hour.
    double usdPerUsefulGpuHour() const { return usefulGpuHoursPerMonth > 0 ? total() / usefulGpuHoursPerMonth : 0; }
    /// Goodput expense as a share of the monthly cost, %.
    double goodputPercent() const { return total() > 0 ? 100 * goodput / total() : 0; }
    /// Whether failures cost at least every GPU-hour the job has: failures arrive (J / MTBF per
    /// hour) faster than the job recovers from them, so it makes no progress and the model's
    /// effective price (cost / J × 720 h) means nothing. Grows with J²: a cluster too large for
    /// its recovery model.
    bool saturated() const { return usefulGpuHoursPerMonth > 0 && lostGpuHoursPerMonth >= usefulGpuHoursPerMonth; }
};

/// GPU-hours one failure costs under a recovery model (formulas above).
double lostGpuHoursPerFailure(const CostScenario &s, const ReliabilityProfile &r);

/// The true cost at `usdPerGpuHour` list price, with the provider's published charges `rates`:
/// storage = TB per GPU × J × the provider's USD per TB-month (else the scenario's generic rate);
/// network = the scenario's other network cost + max(0, egress TB − free TB) × USD per TB + IPv4
/// addresses × USD per address-month, the last two only where published. Errors: none (inputs
/// are clamped at 0).
CostBreakdown computeTrueCost(double usdPerGpuHour, const CostScenario &s, const ReliabilityProfile &r, const HiddenCostRates &rates = {});

/**
 * Workload estimator: training FLOPs ≈ 6 × parameters × tokens (Kaplan et al. 2020, "Scaling Laws
 * for Neural Language Models", arXiv:2001.08361); GPU-hours = FLOPs / (dense peak FLOP/s × MFU) /
 * 3600; wall time = GPU-hours / GPUs; cost = GPU-hours × USD per GPU-hour.
 */
struct WorkloadEstimate
{
    double flops = 0, gpuHours = 0, wallHours = 0, costUsd = 0;
};
WorkloadEstimate estimateWorkload(double parameters, double tokens, double denseTflopsPerGpu, double mfu, int gpus, double usdPerGpuHour);

} // namespace cg
