#include "scoring/TrueCost.h"

#include "core/Tier.h"

#include <QCoreApplication>

#include <algorithm>

namespace cg {

std::optional<ReliabilityProfile> ReliabilityProfile::forTier(const QString &tier, bool inference)
{
    const Tier::Level t = Tier::fromName(tier).level();
    if (t == Tier::Platinum || t == Tier::Gold)
        return ReliabilityProfile { 25000, 0.25, 0.25,
            QCoreApplication::translate("cg::TrueCost", "ClusterMAX 2.0 reference for Gold providers") };
    if (t == Tier::Silver)
        return ReliabilityProfile { 15000, 1.0, inference ? 8.0 : 1.0,
            QCoreApplication::translate("cg::TrueCost", "ClusterMAX 2.0 reference for Silver providers") };
    if (t == Tier::Bronze || t == Tier::ParticipationRibbon || t == Tier::Underperforming)
        return ReliabilityProfile { 10000, 1.0, inference ? 8.0 : 1.0,
            QCoreApplication::translate("cg::TrueCost", "ClusterMAX 2.0 reference for weak providers (MTBF under 10,000 GPU-hours)") };
    return std::nullopt;
}

std::optional<CostScenario> CostScenario::preset(const QString &name)
{
    CostScenario s;
    s.name = name.toLower();
    if (s.name == QLatin1String("pretraining")) {
        s.gpus = 1024;
        s.recovery = RecoveryModel::HotSpare;
        s.checkpointIntervalHours = 1;
        s.storageTbPerGpu = 2;
        s.debuggingEngineers = 1;
        s.egressTbPerMonth = 20;
        s.publicIpv4Addresses = 128;
        return s;
    }
    if (s.name == QLatin1String("research")) {
        s.gpus = 64;
        s.recovery = RecoveryModel::ColdSpare;
        s.checkpointIntervalHours = 0.5;
        s.storageTbPerGpu = 4;
        s.contractMonths = 12;
        s.egressTbPerMonth = 5;
        s.publicIpv4Addresses = 8;
        return s;
    }
    if (s.name == QLatin1String("inference")) {
        s.gpus = 8;
        s.recovery = RecoveryModel::FaultTolerant;
        s.checkpointIntervalHours = 0;
        s.storageTbPerGpu = 2;
        s.contractMonths = 12;
        s.egressTbPerMonth = 10;
        s.publicIpv4Addresses = 1;
        return s;
    }
    return std::nullopt;
}

QStringList CostScenario::presetNames()
{
    return { QStringLiteral("pretraining"), QStringLiteral("research"), QStringLiteral("inference") };
}

double lostGpuHoursPerFailure(const CostScenario &s, const ReliabilityProfile &r)
{
    const double j = std::max(0, s.gpus);
    switch (s.recovery) {
    case RecoveryModel::ColdSpare:
        return ((r.identifyHours + s.checkpointIntervalHours / 2) + s.initHours + r.repairHours) * j;
    case RecoveryModel::HotSpare:
        return ((r.identifyHours + s.checkpointIntervalHours / 2) + s.initHours) * j + r.repairHours * s.blastRadius;
    case RecoveryModel::FaultTolerant:
        return (r.identifyHours + s.failoverHours) * j + r.repairHours * s.blastRadius;
    }
    return 0;
}

HiddenCostRates HiddenCostRates::from(const QList<ProviderCharge> &charges, const FxRates &fx)
{
    HiddenCostRates out;
    std::optional<double> file, block;
    for (const ProviderCharge &c : charges) {
        const auto usd = fx.toUsd(c.amount, c.currency);
        if (!usd)
            continue; // no rate for the currency: unknown, not zero
        // TB per unit of quantity: 1 GB = 0.001 TB, 1 GiB = 2^30 bytes = 0.001073741824 TB.
        const double tbPerUnit = c.unit.startsWith(QLatin1String("per_gib")) ? 1.073741824e-3
            : c.unit.startsWith(QLatin1String("per_gb"))                     ? 1e-3
                                                                             : 1.0;
        const double perTb = *usd / tbPerUnit;
        if (c.charge == QLatin1String("egress")) {
            out.egressUsdPerTb = perTb;
            out.egressFreeTbPerMonth = c.freeAllowance ? *c.freeAllowance * tbPerUnit : 0;
        } else if (c.charge == QLatin1String("file_storage")) {
            file = perTb;
        } else if (c.charge == QLatin1String("block_storage")) {
            block = perTb;
        } else if (c.charge == QLatin1String("public_ipv4")) {
            out.ipv4UsdPerMonth = c.unit == QLatin1String("per_hour") ? *usd * 720 : *usd;
        }
    }
    if (file) {
        out.storageUsdPerTbMonth = file;
        out.storageCharge = QStringLiteral("file_storage");
    } else if (block) {
        out.storageUsdPerTbMonth = block;
        out.storageCharge = QStringLiteral("block_storage");
    }
    return out;
}

CostBreakdown computeTrueCost(double usdPerGpuHour, const CostScenario &s, const ReliabilityProfile &r, const HiddenCostRates &rates)
{
    CostBreakdown b;
    const double j = std::max(0, s.gpus);
    b.usefulGpuHoursPerMonth = j * s.hoursPerMonth;
    b.gpu = usdPerGpuHour * b.usefulGpuHoursPerMonth;
    b.storagePublished = rates.storageUsdPerTbMonth.has_value();
    b.storage = s.storageTbPerGpu * j * (b.storagePublished ? *rates.storageUsdPerTbMonth : 1000 * s.storageUsdPerGbMonth);
    b.egressPublished = rates.egressUsdPerTb.has_value();
    if (b.egressPublished)
        b.egress = std::max(0.0, s.egressTbPerMonth - rates.egressFreeTbPerMonth) * *rates.egressUsdPerTb;
    b.ipv4Published = rates.ipv4UsdPerMonth.has_value();
    if (b.ipv4Published)
        b.publicIpv4 = std::max(0, s.publicIpv4Addresses) * *rates.ipv4UsdPerMonth;
    b.network = std::max(0.0, s.networkUsdPerMonth) + b.egress + b.publicIpv4;
    b.controlPlane = std::max(0.0, s.controlPlaneUsdPerMonth);
    b.support = s.supportPercent / 100 * (b.gpu + b.storage + b.network + b.controlPlane);
    b.failuresPerMonth = r.mtbfGpuHours > 0 ? j * s.hoursPerMonth / r.mtbfGpuHours : 0;
    b.lostGpuHoursPerFailure = lostGpuHoursPerFailure(s, r);
    b.lostGpuHoursPerMonth = b.failuresPerMonth * b.lostGpuHoursPerFailure;
    b.goodput = b.lostGpuHoursPerMonth * usdPerGpuHour;
    b.setup = s.contractMonths > 0 ? s.setupUsd / s.contractMonths : 0;
    b.debugging = s.debuggingEngineers * s.engineerUsdPerYear / 12;
    return b;
}

WorkloadEstimate estimateWorkload(double parameters, double tokens, double denseTflopsPerGpu, double mfu, int gpus, double usdPerGpuHour)
{
    WorkloadEstimate w;
    w.flops = 6 * parameters * tokens;
    const double flopsPerGpuSecond = denseTflopsPerGpu * 1e12 * mfu;
    if (flopsPerGpuSecond <= 0 || gpus <= 0)
        return w;
    w.gpuHours = w.flops / flopsPerGpuSecond / 3600;
    w.wallHours = w.gpuHours / gpus;
    w.costUsd = w.gpuHours * usdPerGpuHour;
    return w;
}

} // namespace cg
