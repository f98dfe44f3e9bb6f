#include "scoring/FinishCost.h"

#include "scoring/ScoringTable.h"

#include <algorithm>
#include <limits>

namespace cg {

QString FinishCost::noDataReason() const
{
    switch (noData) {
    case NoData::None:
        return {};
    case NoData::NoBf16:
        return QStringLiteral("no dense BF16 figure");
    case NoData::NoPrice:
        return QStringLiteral("no comparable on-demand price");
    case NoData::NoBf16NoPrice:
        return QStringLiteral("no dense BF16 figure and no comparable on-demand price");
    }
    return {};
}

FinishCostTable FinishCostTable::build(
    const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates, const CostScenario &scenario)
{
    // Prices in USD and true costs come from the scoring table, so both views agree to the cent.
    const ScoringTable table = ScoringTable::build(offers, ratings, {}, fxRates, scenario);
    FinishCostTable t;
    QHash<QString, int> groupOf;
    for (int i = 0; i < table.size(); ++i) {
        const OfferView &o = offers[i];
        const QString key = o.providerKey + QChar(0x1f) + o.instanceType;
        const auto usd = table.usdPerGpuHour(i);
        auto it = groupOf.constFind(key);
        if (it == groupOf.constEnd()) {
            FinishCost f;
            f.offer = o;
            f.regionCount = 1;
            f.usdPerGpuHour = usd;
            f.trueCostUsdPerUsefulGpuHour = table.trueCost(i);
            groupOf.insert(key, int(t.m_rows.size()));
            t.m_rows.append(f);
            continue;
        }
        FinishCost &f = t.m_rows[*it];
        ++f.regionCount;
        // The cheapest priced region represents the offer (ties: the region name, as Ranker does).
        if (usd && (!f.usdPerGpuHour || *usd < *f.usdPerGpuHour || (*usd == *f.usdPerGpuHour && o.region < f.offer.region))) {
            f.offer = o;
            f.usdPerGpuHour = usd;
            f.trueCostUsdPerUsefulGpuHour = table.trueCost(i);
        }
    }
    for (FinishCost &f : t.m_rows) {
        const bool bf16 = f.offer.bf16Tflops && *f.offer.bf16Tflops > 0;
        f.noData = bf16 && f.usdPerGpuHour ? FinishCost::NoData::None
            : !bf16 && !f.usdPerGpuHour    ? FinishCost::NoData::NoBf16NoPrice
            : !bf16                        ? FinishCost::NoData::NoBf16
                                           : FinishCost::NoData::NoPrice;
    }
    return t;
}

QList<FinishCost> FinishCostTable::estimate(const TrainingRun &run) const
{
    if (!(run.parameters > 0) || !(run.tokens > 0) || !(run.mfu > 0) || run.mfu > 1 || run.gpus < 1)
        return {};
    QList<FinishCost> rows = m_rows;
    for (FinishCost &f : rows) {
        if (!f.hasEstimate())
            continue;
        f.estimate = estimateWorkload(run.parameters, run.tokens, *f.offer.bf16Tflops, run.mfu, run.gpus, *f.usdPerGpuHour);
        if (f.trueCostUsdPerUsefulGpuHour)
            f.costAtTrueCostUsd = f.estimate.gpuHours * *f.trueCostUsdPerUsefulGpuHour;
    }
    std::stable_sort(rows.begin(), rows.end(), [](const FinishCost &a, const FinishCost &b) {
        if (a.hasEstimate() != b.hasEstimate())
            return a.hasEstimate();
        if (a.hasEstimate() && a.estimate.costUsd != b.estimate.costUsd)
            return a.estimate.costUsd < b.estimate.costUsd;
        const double ta = a.costAtTrueCostUsd.value_or(std::numeric_limits<double>::infinity());
        const double tb = b.costAtTrueCostUsd.value_or(std::numeric_limits<double>::infinity());
        if (ta != tb)
            return ta < tb;
        if (a.offer.providerNameEn != b.offer.providerNameEn)
            return a.offer.providerNameEn < b.offer.providerNameEn;
        return a.offer.instanceType < b.offer.instanceType;
    });
    return rows;
}

} // namespace cg
