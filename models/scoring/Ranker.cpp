#include "scoring/Ranker.h"

#include <QSet>

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
    const Weights &weights, const QHash<QString, CategoryAssessment> &assessments, const CostScenario &scenario,
    const RankingPolicy &policy)
{
    const ScoringTable table = ScoringTable::build(offers, ratings, assessments, fxRates, scenario);
    const ScoringTable::Result result = table.score(weights, policy);
    return group(offers, ratings, fxRates, table, result, table.rankOrder(result), GroupBy::ProviderInstance, GateNone);
}

QList<RankedOffer> Ranker::group(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates,
    const ScoringTable &table, const ScoringTable::Result &result, const std::vector<int> &order, GroupBy by, unsigned gates,
    const QDate &today)
{
    // Regions of each (provider, instance type): how many, and the dearest price.
    struct Regions
    {
        int count = 0;
        double maxUsd = 0;
    };
    QHash<QString, Regions> regionsOf;
    auto instanceKey = [](const OfferView &o) -> QString { return o.providerKey + QChar(0x1f) + o.instanceType; };
    for (int i = 0; i < table.size(); ++i)
        if (const auto usd = table.usdPerGpuHour(i)) {
            Regions &r = regionsOf[instanceKey(offers[i])];
            ++r.count;
            r.maxUsd = std::max(r.maxUsd, *usd);
        }
    // The first row of each group in rank order represents it: its best configuration and region.
    // A gated row never hides behind (or stands for) a row that passes: gated rows group apart.
    QHash<QString, int> indexOf; // group key → index into ranked
    QList<QSet<QString>> instancesOf;
    QList<RankedOffer> ranked;
    int rank = 0;
    for (int row : order) {
        const OfferView &o = offers[row];
        const unsigned failed = table.gates(row) & gates;
        const QString gpu = o.gpuKey.isEmpty() ? QStringLiteral("raw:") + o.gpuRawName : o.gpuKey;
        const QString key = (by == GroupBy::ProviderGpu ? o.providerKey + QChar(0x1f) + gpu : instanceKey(o)) + QChar(0x1f)
            + QString::number(failed ? 1 : 0);
        if (const auto it = indexOf.constFind(key); it != indexOf.constEnd()) {
            instancesOf[*it].insert(o.instanceType);
            ranked[*it].configurationCount = int(instancesOf[*it].size());
            continue;
        }
        indexOf.insert(key, int(ranked.size()));
        instancesOf.append(QSet<QString> { o.instanceType });
        RankedOffer r;
        r.offer = o;
        r.tableRow = row;
        const Regions regions = regionsOf.value(instanceKey(o));
        r.regionCount = std::max(1, regions.count);
        r.usdPerGpuHour = *table.usdPerGpuHour(row);
        r.usdPerInstanceHour = r.usdPerGpuHour * o.gpuCount.value_or(1);
        if (regions.maxUsd > r.usdPerGpuHour)
            r.maxUsdPerGpuHour = regions.maxUsd;
        r.fxNote = fxRates.note(o.onDemand.currency);
        r.sPricePerfBf16 = table.criterion(row, Criterion::PricePerfBf16);
        r.sPricePerfBandwidth = table.criterion(row, Criterion::PricePerfBandwidth);
        r.sMemory = table.criterion(row, Criterion::Memory);
        r.sTrueCost = table.criterion(row, Criterion::TrueCost);
        r.trueCostUsdPerUsefulGpuHour = table.trueCost(row);
        r.trueCostUsdPerPflopHour = table.trueCostPerPflopHour(row);
        for (int c = 0; c < kCategoryCount; ++c)
            r.sCategories[size_t(c)] = table.criterion(row, Criterion(c));
        r.categoriesFromTier = table.categoriesFromTier(row);
        r.score = result.score[size_t(row)];
        r.coverage = result.coverage[size_t(row)];
        r.gates = failed;
        r.priceZ = table.priceZ(row);
        r.warnings = dataWarnings(o, today);
        if (!r.sPricePerfBf16 && !r.sPricePerfBandwidth)
            r.warnings.append(QStringLiteral("no_performance_data"));
        if (table.gates(row) & GateImplausiblyDear)
            r.warnings.append(QStringLiteral("price_unusually_high"));
        r.confidence = r.warnings.isEmpty()                                                           ? RankedOffer::Confidence::High
            : (r.warnings.size() == 1 && !isDateWarning(r.warnings.first())) ? RankedOffer::Confidence::Medium
                                                                             : RankedOffer::Confidence::Low;
        const auto rating = ratings.constFind(o.providerKey);
        if (rating != ratings.constEnd()) {
            r.tier = rating->tier;
            r.tierVersion = rating->version;
        }
        r.rank = failed ? 0 : ++rank;
        ranked.append(r);
    }
    return ranked;
}

QStringList Ranker::dataWarnings(const OfferView &o, const QDate &today)
{
    static const QStringList suspicious = { QStringLiteral("spot_equals_on_demand"), QStringLiteral("spot_above_on_demand"),
        QStringLiteral("memory_differs"), QStringLiteral("conflict"), QStringLiteral("same_price_as_smaller"),
        QStringLiteral("unmapped_gpu"), QStringLiteral("variant_assumed") };
    QStringList out;
    for (const QString &flag : o.flags.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (suspicious.contains(flag.trimmed()))
            out.append(flag.trimmed());
    // Age from the day the source observed the price, never from the import day (as_of).
    const std::optional<int> age = o.onDemand.observedAgeDays(today);
    if (!age)
        out.append(QStringLiteral("observation_date_unknown"));
    else if (*age > kVeryStaleDays)
        out.append(QStringLiteral("stale_over_%1_days").arg(kVeryStaleDays));
    else if (*age > kStaleDays)
        out.append(QStringLiteral("stale_over_%1_days").arg(kStaleDays));
    return out;
}

bool Ranker::isDateWarning(const QString &key)
{
    return key.startsWith(QLatin1String("stale_over")) || key == QLatin1String("observation_date_unknown");
}

} // namespace cg
