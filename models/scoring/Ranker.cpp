#include "scoring/Ranker.h"

#include "core/StringRefKey.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

namespace cg {

RankedOffer::Confidence Ranker::confidenceOf(const QStringList &warnings)
{
    if (warnings.isEmpty())
        return RankedOffer::Confidence::High;
    if (warnings.size() == 1 && !isDateWarning(warnings.first()) && warnings.first() != QLatin1String("node_check_failed"))
        return RankedOffer::Confidence::Medium;
    return RankedOffer::Confidence::Low;
}

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

Ranker::Groups Ranker::Groups::of(const QList<OfferView> &offers)
{
    Groups g;
    g.instance.reserve(size_t(offers.size()));
    g.providerGpu.reserve(size_t(offers.size()));
    g.provider.reserve(size_t(offers.size()));
    // Keyed by the offers' own strings (StringRefKey): no joined key is built per row.
    QHash<StringRefKey, int> instanceIds, providerGpuIds, providerIds;
    instanceIds.reserve(offers.size());
    auto idOf = [](QHash<StringRefKey, int> &ids, const StringRefKey &key) {
        auto it = ids.constFind(key); // QHash::emplace would replace an existing id
        if (it == ids.constEnd())
            it = ids.insert(key, int(ids.size()));
        return *it;
    };
    for (const OfferView &o : offers) {
        g.instance.push_back(idOf(instanceIds, { &o.providerKey, &o.instanceType }));
        // An unmapped accelerator groups by its raw name, apart from any model key of that text.
        g.providerGpu.push_back(idOf(providerGpuIds,
            o.gpuKey.isEmpty() ? StringRefKey { &o.providerKey, &o.gpuRawName, nullptr, 1 } : StringRefKey { &o.providerKey, &o.gpuKey }));
        g.provider.push_back(idOf(providerIds, { &o.providerKey }));
    }
    g.instanceCount = int(instanceIds.size());
    // Counting sort of the rows by instance id (rows stay ascending within an instance).
    g.instanceStart.assign(size_t(g.instanceCount) + 1, 0);
    for (const int k : g.instance)
        ++g.instanceStart[size_t(k) + 1];
    for (size_t k = 1; k < g.instanceStart.size(); ++k)
        g.instanceStart[k] += g.instanceStart[k - 1];
    g.instanceRows.resize(g.instance.size());
    std::vector<int> next(g.instanceStart.begin(), g.instanceStart.end() - 1);
    for (size_t row = 0; row < g.instance.size(); ++row)
        g.instanceRows[size_t(next[size_t(g.instance[row])]++)] = int(row);
    g.providerGpuCount = int(providerGpuIds.size());
    g.providerCount = int(providerIds.size());
    return g;
}

QList<RankedOffer> Ranker::group(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates,
    const ScoringTable &table, const ScoringTable::Result &result, const std::vector<int> &order, GroupBy by, unsigned gates,
    const QDate &today, const Groups *groups)
{
    std::optional<Groups> own;
    if (!groups)
        groups = &own.emplace(Groups::of(offers));
    // Regions of each (provider, instance type): how many are priced, and the dearest price.
    std::vector<int> regionCount(size_t(groups->instanceCount), 0);
    std::vector<double> maxUsd(size_t(groups->instanceCount), 0);
    for (int i = 0; i < table.size(); ++i)
        if (const auto usd = table.usdPerGpuHour(i)) {
            const size_t k = size_t(groups->instance[size_t(i)]);
            ++regionCount[k];
            maxUsd[k] = std::max(maxUsd[k], *usd);
        }
    // The first row of each group in rank order represents it: its best configuration and region.
    // A gated row never hides behind (or stands for) a row that passes: gated rows group apart, so
    // a group key is (group id, failed).
    const bool byGpu = by == GroupBy::ProviderGpu;
    const std::vector<int> &groupOf = byGpu ? groups->providerGpu : groups->instance;
    std::vector<int> indexOf(size_t(byGpu ? groups->providerGpuCount : groups->instanceCount) * 2, -1);
    QList<RankedOffer> ranked;
    int rank = 0;
    std::vector<char> inOrder(size_t(table.size()), 0);
    for (size_t walked = 0; walked < order.size(); ++walked) {
        const int row = order[walked];
        const unsigned failed = table.gates(row) & gates;
        const size_t key = size_t(groupOf[size_t(row)]) * 2 + (failed ? 1 : 0);
        inOrder[size_t(row)] = 1;
        if (indexOf[key] >= 0)
            continue;
        const OfferView &o = offers[row];
        indexOf[key] = int(ranked.size());
        RankedOffer r;
        r.offer = o;
        r.tableRow = row;
        const size_t instance = size_t(groups->instance[size_t(row)]);
        r.regionCount = std::max(1, regionCount[instance]);
        r.usdPerGpuHour = *table.usdPerGpuHour(row);
        r.usdPerInstanceHour = r.usdPerGpuHour * o.gpuCount.value_or(1);
        if (maxUsd[instance] > r.usdPerGpuHour)
            r.maxUsdPerGpuHour = maxUsd[instance];
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
        r.confidence = confidenceOf(r.warnings);
        const auto rating = ratings.constFind(o.providerKey);
        if (rating != ratings.constEnd()) {
            r.tier = rating->tier;
            r.tierVersion = rating->version;
        }
        r.rank = failed ? 0 : ++rank;
        r.configurationCount = 0; // counted below
        ranked.append(std::move(r));
    }
    // Configurations: the distinct instance types among each ranked row's group members. An
    // instance type may fall in several groups (the same type with two GPU names, or gated in one
    // region only): walking each instance's rows, a group counts it once (stamped by instance id).
    std::vector<int> stamp(size_t(ranked.size()), -1);
    for (int k = 0; k < groups->instanceCount; ++k)
        for (int j = groups->instanceStart[size_t(k)]; j < groups->instanceStart[size_t(k) + 1]; ++j) {
            const int row = groups->instanceRows[size_t(j)];
            if (!inOrder[size_t(row)])
                continue;
            const int index = indexOf[size_t(groupOf[size_t(row)]) * 2 + ((table.gates(row) & gates) ? 1 : 0)];
            if (stamp[size_t(index)] != k) {
                stamp[size_t(index)] = k;
                ++ranked[index].configurationCount;
            }
        }
    return ranked;
}

QStringList Ranker::dataWarnings(const OfferView &o, const QDate &today)
{
    static const QStringList suspicious = { QStringLiteral("spot_equals_on_demand"), QStringLiteral("spot_above_on_demand"),
        QStringLiteral("memory_differs"), QStringLiteral("conflict"), QStringLiteral("same_price_as_smaller"),
        QStringLiteral("unmapped_gpu"), QStringLiteral("variant_assumed"), QStringLiteral("host_not_priced") };
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
