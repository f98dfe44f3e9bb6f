#include "scoring/ScoringTable.h"

#include "core/Tier.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace cg {

namespace {
constexpr float kNoData = std::numeric_limits<float>::quiet_NaN();
}

ScoringTable ScoringTable::build(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings,
    const QHash<QString, CategoryAssessment> &assessments, const FxRates &fxRates, const CostScenario &scenario)
{
    ScoringTable t;
    const size_t n = size_t(offers.size());
    t.m_usdPerGpuHour.assign(n, std::numeric_limits<double>::quiet_NaN());
    t.m_scores.assign(n * kCriterionCount, kNoData);
    t.m_fromTier.assign(n, false);
    t.m_tierOfRow.assign(n, -1);

    std::vector<float> rawBf16(n, kNoData), rawBw(n, kNoData), rawMem(n, kNoData);
    float maxBf16 = 0, maxBw = 0, maxMem = 0;
    for (size_t i = 0; i < n; ++i) {
        const OfferView &o = offers[qsizetype(i)];
        const auto perGpu = o.onDemandPerGpuHour();
        if (!perGpu || *perGpu <= 0)
            continue;
        const auto converted = fxRates.toUsd(*perGpu, o.onDemand.currency);
        if (!converted)
            continue;
        const double usd = *converted;
        t.m_usdPerGpuHour[i] = usd;
        if (o.bf16Tflops && *o.bf16Tflops > 0)
            maxBf16 = std::max(maxBf16, rawBf16[i] = float(*o.bf16Tflops / usd));
        if (o.memoryBandwidthGBs && *o.memoryBandwidthGBs > 0)
            maxBw = std::max(maxBw, rawBw[i] = float(*o.memoryBandwidthGBs / usd));
        if (o.gpuMemoryGb && *o.gpuMemoryGb > 0)
            maxMem = std::max(maxMem, rawMem[i] = float(*o.gpuMemoryGb));
    }

    // Published tier per row (for the reliability reference of the true cost), as a small index.
    QHash<QString, int> tierIndex;
    for (size_t i = 0; i < n; ++i) {
        const auto rating = ratings.constFind(offers[qsizetype(i)].providerKey);
        if (rating == ratings.constEnd() || rating->tier.isEmpty())
            continue;
        auto it = tierIndex.constFind(rating->tier);
        if (it == tierIndex.constEnd()) {
            it = tierIndex.insert(rating->tier, int(t.m_tiers.size()));
            t.m_tiers.append(rating->tier);
        }
        t.m_tierOfRow[i] = *it;
    }

    // Category scores per provider, computed once per provider.
    QHash<QString, std::pair<std::array<float, kCategoryCount>, bool>> categoryCache;
    for (size_t i = 0; i < n; ++i) {
        const OfferView &o = offers[qsizetype(i)];
        float *row = &t.m_scores[i * kCriterionCount];
        if (!std::isnan(rawBf16[i]) && maxBf16 > 0)
            row[int(Criterion::PricePerfBf16)] = 100.0f * rawBf16[i] / maxBf16;
        if (!std::isnan(rawBw[i]) && maxBw > 0)
            row[int(Criterion::PricePerfBandwidth)] = 100.0f * rawBw[i] / maxBw;
        if (!std::isnan(rawMem[i]) && maxMem > 0)
            row[int(Criterion::Memory)] = 100.0f * rawMem[i] / maxMem;
        auto cached = categoryCache.constFind(o.providerKey);
        if (cached == categoryCache.constEnd()) {
            std::array<float, kCategoryCount> cats;
            cats.fill(kNoData);
            bool fromTier = false;
            const auto assessed = assessments.constFind(o.providerKey);
            std::optional<double> tier;
            const auto rating = ratings.constFind(o.providerKey);
            if (rating != ratings.constEnd())
                tier = Tier::fromName(rating->tier).points();
            for (int c = 0; c < kCategoryCount; ++c) {
                if (assessed != assessments.constEnd() && (*assessed)[size_t(c)]) {
                    cats[size_t(c)] = float(*(*assessed)[size_t(c)] * 20.0);
                } else if (tier) {
                    cats[size_t(c)] = float(*tier);
                    fromTier = true;
                }
            }
            cached = categoryCache.insert(o.providerKey, { cats, fromTier });
        }
        std::copy(cached->first.begin(), cached->first.end(), row);
        t.m_fromTier[i] = cached->second;
    }
    t.setScenario(scenario);
    return t;
}

void ScoringTable::setScenario(const CostScenario &scenario)
{
    m_scenario = scenario;
    const size_t n = m_usdPerGpuHour.size();
    m_trueCost.assign(n, std::numeric_limits<double>::quiet_NaN());
    std::vector<std::optional<ReliabilityProfile>> profiles;
    profiles.reserve(size_t(m_tiers.size()));
    for (const QString &tier : std::as_const(m_tiers))
        profiles.push_back(ReliabilityProfile::forTier(tier, scenario.isInference()));
    double cheapest = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < n; ++i) {
        const int tier = m_tierOfRow[i];
        if (std::isnan(m_usdPerGpuHour[i]) || tier < 0 || !profiles[size_t(tier)])
            continue;
        const double t = computeTrueCost(m_usdPerGpuHour[i], scenario, *profiles[size_t(tier)]).usdPerUsefulGpuHour();
        if (!(t > 0) || !std::isfinite(t))
            continue;
        m_trueCost[i] = t;
        cheapest = std::min(cheapest, t);
    }
    // Relative, like the price-performance criteria: 100 for the cheapest true cost.
    for (size_t i = 0; i < n; ++i)
        m_scores[i * kCriterionCount + size_t(Criterion::TrueCost)]
            = std::isnan(m_trueCost[i]) ? kNoData : float(100.0 * cheapest / m_trueCost[i]);
}

std::optional<double> ScoringTable::trueCost(int row) const
{
    const double v = m_trueCost[size_t(row)];
    return std::isnan(v) ? std::nullopt : std::optional<double>(v);
}

std::optional<double> ScoringTable::usdPerGpuHour(int row) const
{
    const double v = m_usdPerGpuHour[size_t(row)];
    return std::isnan(v) ? std::nullopt : std::optional<double>(v);
}

std::optional<double> ScoringTable::criterion(int row, Criterion c) const
{
    const float v = m_scores[size_t(row) * kCriterionCount + size_t(c)];
    return std::isnan(v) ? std::nullopt : std::optional<double>(v);
}

ScoringTable::Result ScoringTable::score(const Weights &weights) const
{
    Result r;
    const size_t n = m_usdPerGpuHour.size();
    r.score.assign(n, kNoData);
    r.coverage.assign(n, 0.0f);
    const double total = weights.total();
    float w[kCriterionCount];
    for (int c = 0; c < kCriterionCount; ++c)
        w[c] = weights.values[size_t(c)] > 0 ? float(weights.values[size_t(c)]) : 0.0f;
    for (size_t i = 0; i < n; ++i) {
        if (std::isnan(m_usdPerGpuHour[i]))
            continue;
        const float *row = &m_scores[i * kCriterionCount];
        float sum = 0, used = 0;
        // Branch-free: which criteria lack data varies from row to row, so a branch here is
        // mispredicted often. A weight of 0 adds exactly 0, so the sums equal the skipping form.
        for (int c = 0; c < kCriterionCount; ++c) {
            const bool has = !std::isnan(row[c]);
            sum += has ? w[c] * row[c] : 0.0f;
            used += has ? w[c] : 0.0f;
        }
        r.score[i] = used > 0 ? sum / used : 0.0f;
        r.coverage[i] = total > 0 ? float(used / total) : 0.0f;
    }
    return r;
}

std::vector<int> ScoringTable::rankOrder(const Result &result) const
{
    // The sort keys are copied next to each other first: sorting them in place reads memory in
    // order, where sorting row indexes would read three columns at random for every comparison.
    struct Key
    {
        float score;
        int enough; // coverage ≥ 50 %
        double usd;
        int row;
    };
    std::vector<Key> keys;
    keys.reserve(m_usdPerGpuHour.size());
    for (size_t i = 0; i < m_usdPerGpuHour.size(); ++i)
        if (!std::isnan(result.score[i]))
            keys.push_back({ result.score[i], result.coverage[i] >= 0.5f ? 1 : 0, m_usdPerGpuHour[i], int(i) });
    std::sort(keys.begin(), keys.end(), [](const Key &a, const Key &b) {
        if (a.enough != b.enough)
            return a.enough > b.enough;
        if (a.score != b.score)
            return a.score > b.score;
        if (a.usd != b.usd)
            return a.usd < b.usd;
        return a.row < b.row;
    });
    std::vector<int> order;
    order.reserve(keys.size());
    for (const Key &k : keys)
        order.push_back(k.row);
    return order;
}

} // namespace cg
