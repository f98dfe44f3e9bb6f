#include "scoring/Ranker.h"

namespace cg {

std::optional<double> RankedOffer::criterion(Criterion c) const
{
    if (isCategory(c))
        return sCategories[size_t(c)];
    switch (c) {
    case Criterion::PricePerfBf16:
        return sPricePerfBf16;
    case Criterion::PricePerfBandwidth:
        return sPricePerfBandwidth;
    case Criterion::Memory:
        return sMemory;
    case Criterion::TrueCost:
        return sTrueCost;
    default:
        return std::nullopt;
    }
}

QList<RankedOffer> Ranker::rank(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates,
    const Weights &weights, const QHash<QString, CategoryAssessment> &assessments, const CostScenario &scenario)
{
    const ScoringTable table = ScoringTable::build(offers, ratings, assessments, fxRates, scenario);
    const ScoringTable::Result result = table.score(weights);
    return group(offers, ratings, fxRates, table, result, table.rankOrder(result));
}

QList<RankedOffer> Ranker::group(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates,
    const ScoringTable &table, const ScoringTable::Result &result, const std::vector<int> &order)
{

    // The cheapest region represents each (provider, instance type); region count and price range kept.
    QHash<QString, int> groupOf; // key → index into groups
    struct Group
    {
        int best = -1;
        int regions = 0;
        double maxUsd = 0;
    };
    QList<Group> groups;
    for (int i = 0; i < table.size(); ++i) {
        const auto usd = table.usdPerGpuHour(i);
        if (!usd)
            continue;
        const OfferView &o = offers[i];
        const QString key = o.providerKey + QChar(0x1f) + o.instanceType;
        auto it = groupOf.constFind(key);
        if (it == groupOf.constEnd()) {
            it = groupOf.insert(key, int(groups.size()));
            groups.append(Group {});
        }
        Group &g = groups[*it];
        ++g.regions;
        g.maxUsd = std::max(g.maxUsd, *usd);
        if (g.best < 0 || *usd < *table.usdPerGpuHour(g.best) || (*usd == *table.usdPerGpuHour(g.best) && o.region < offers[g.best].region))
            g.best = i;
    }
    QHash<int, const Group *> groupOfRow;
    for (const Group &g : groups)
        groupOfRow.insert(g.best, &g);
    QList<RankedOffer> ranked;
    for (int row : order) {
        const auto g = groupOfRow.constFind(row);
        if (g == groupOfRow.constEnd())
            continue;
        const OfferView &o = offers[row];
        RankedOffer r;
        r.offer = o;
        r.regionCount = (*g)->regions;
        r.usdPerGpuHour = *table.usdPerGpuHour(row);
        r.usdPerInstanceHour = r.usdPerGpuHour * o.gpuCount.value_or(1);
        if ((*g)->maxUsd > r.usdPerGpuHour)
            r.maxUsdPerGpuHour = (*g)->maxUsd;
        r.fxNote = fxRates.note(o.onDemand.currency);
        r.sPricePerfBf16 = table.criterion(row, Criterion::PricePerfBf16);
        r.sPricePerfBandwidth = table.criterion(row, Criterion::PricePerfBandwidth);
        r.sMemory = table.criterion(row, Criterion::Memory);
        r.sTrueCost = table.criterion(row, Criterion::TrueCost);
        r.trueCostUsdPerUsefulGpuHour = table.trueCost(row);
        for (int c = 0; c < kCategoryCount; ++c)
            r.sCategories[size_t(c)] = table.criterion(row, Criterion(c));
        r.categoriesFromTier = table.categoriesFromTier(row);
        r.score = result.score[size_t(row)];
        r.coverage = result.coverage[size_t(row)];
        const auto rating = ratings.constFind(o.providerKey);
        if (rating != ratings.constEnd()) {
            r.tier = rating->tier;
            r.tierVersion = rating->version;
        }
        r.rank = int(ranked.size()) + 1;
        ranked.append(r);
    }
    return ranked;
}

} // namespace cg
