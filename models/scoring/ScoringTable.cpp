#include "scoring/ScoringTable.h"

#include "core/StringRefKey.h"
#include "core/Tier.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <utility>

namespace cg {

namespace {
constexpr float kNoData = std::numeric_limits<float>::quiet_NaN();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
/// Floor of the robust spread of ln prices, 0.25: with the 3.5 cut, a price must be at least
/// e^(3.5 × 0.25) ≈ 2.4 times off the median to be implausible, however alike the other prices are
/// (many offers of one GPU at one price would otherwise make every other price an outlier).
constexpr double kMinLnSpread = 0.25;

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/// Median and scale (1.4826 × MAD, floored) of `v`; 1.4826 makes the MAD estimate a normal σ.
std::pair<double, double> robustCentre(const std::vector<double> &v)
{
    const double m = median(v);
    std::vector<double> dev;
    dev.reserve(v.size());
    for (double x : v)
        dev.push_back(std::abs(x - m));
    return { m, std::max(1.4826 * median(dev), kMinLnSpread) };
}

} // namespace

ScoringTable ScoringTable::build(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings,
    const QHash<QString, CategoryAssessment> &assessments, const FxRates &fxRates, const CostScenario &scenario,
    const QHash<QString, QList<ProviderCharge>> &charges)
{
    ScoringTable t;
    const size_t n = size_t(offers.size());
    t.m_usdPerGpuHour.assign(n, std::numeric_limits<double>::quiet_NaN());
    t.m_scores.assign(n * kCriterionCount, kNoData);
    t.m_fromTier.assign(n, false);
    t.m_tierOfRow.assign(n, -1);
    t.m_ratesOfRow.assign(n, -1);
    t.m_gates.assign(n, GateNone);
    t.m_priceZ.assign(n, kNoData);
    t.m_priceByModel.assign(n, false);
    t.m_bf16.assign(n, kNaN);

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
            t.m_bf16[i] = *o.bf16Tflops;
        if (o.bf16Tflops && *o.bf16Tflops > 0)
            maxBf16 = std::max(maxBf16, rawBf16[i] = float(*o.bf16Tflops / usd));
        if (o.memoryBandwidthGBs && *o.memoryBandwidthGBs > 0)
            maxBw = std::max(maxBw, rawBw[i] = float(*o.memoryBandwidthGBs / usd));
        if (o.gpuMemoryGb && *o.gpuMemoryGb > 0)
            maxMem = std::max(maxMem, rawMem[i] = float(*o.gpuMemoryGb));
    }

    // Published tier per row (for the reliability reference of the true cost), as a small index.
    // Rows of one provider mostly follow each other and share the key's text (the catalog interns
    // it), so a provider's row is looked up once per run of rows, not once per row.
    QHash<QString, int> tierIndex, ratesIndex;
    const QChar *lastProvider = nullptr;
    int lastTier = -1, lastRates = -1;
    for (size_t i = 0; i < n; ++i) {
        const QString &provider = offers[qsizetype(i)].providerKey;
        if (provider.constData() != lastProvider) {
            lastProvider = provider.constData();
            lastTier = -1;
            lastRates = -1;
            if (const auto c = charges.constFind(provider); c != charges.constEnd()) {
                auto it = ratesIndex.constFind(provider);
                if (it == ratesIndex.constEnd()) {
                    it = ratesIndex.insert(provider, int(t.m_rates.size()));
                    t.m_rates.push_back(HiddenCostRates::from(*c, fxRates));
                }
                lastRates = *it;
            }
            const auto rating = ratings.constFind(provider);
            if (rating != ratings.constEnd() && !rating->tier.isEmpty()) {
                auto it = tierIndex.constFind(rating->tier);
                if (it == tierIndex.constEnd()) {
                    it = tierIndex.insert(rating->tier, int(t.m_tiers.size()));
                    t.m_tiers.append(rating->tier);
                }
                lastTier = *it;
            }
        }
        t.m_tierOfRow[i] = lastTier;
        t.m_ratesOfRow[i] = lastRates;
    }

    // Category scores per provider, computed once per provider.
    QHash<QString, std::pair<std::array<float, kCategoryCount>, bool>> categoryCache;
    std::pair<std::array<float, kCategoryCount>, bool> lastCategories;
    lastProvider = nullptr;
    for (size_t i = 0; i < n; ++i) {
        const OfferView &o = offers[qsizetype(i)];
        float *row = &t.m_scores[i * kCriterionCount];
        if (!std::isnan(rawBf16[i]) && maxBf16 > 0)
            row[int(Criterion::PricePerfBf16)] = 100.0f * rawBf16[i] / maxBf16;
        if (!std::isnan(rawBw[i]) && maxBw > 0)
            row[int(Criterion::PricePerfBandwidth)] = 100.0f * rawBw[i] / maxBw;
        if (!std::isnan(rawMem[i]) && maxMem > 0)
            row[int(Criterion::Memory)] = 100.0f * rawMem[i] / maxMem;
        if (o.providerKey.constData() == lastProvider) {
            std::copy(lastCategories.first.begin(), lastCategories.first.end(), row);
            t.m_fromTier[i] = lastCategories.second;
            continue;
        }
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
        lastProvider = o.providerKey.constData();
        lastCategories = *cached;
    }
    // rankOrder's tie-break (price ascending, then row) is fixed per snapshot: ranked once here.
    t.m_rowOfPriceRank.clear();
    for (size_t i = 0; i < n; ++i)
        if (!std::isnan(t.m_usdPerGpuHour[i]))
            t.m_rowOfPriceRank.push_back(int(i));
    std::sort(t.m_rowOfPriceRank.begin(), t.m_rowOfPriceRank.end(), [&t](int a, int b) {
        const double pa = t.m_usdPerGpuHour[size_t(a)], pb = t.m_usdPerGpuHour[size_t(b)];
        return pa != pb ? pa < pb : a < b;
    });
    t.m_priceRank.assign(n, -1);
    for (size_t k = 0; k < t.m_rowOfPriceRank.size(); ++k)
        t.m_priceRank[size_t(t.m_rowOfPriceRank[k])] = int(k);
    t.computeGates(offers, ratings, assessments);
    t.setScenario(scenario);
    return t;
}

void ScoringTable::computeGates(
    const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const QHash<QString, CategoryAssessment> &assessments)
{
    const size_t n = m_usdPerGpuHour.size();
    // Provider gates: ClusterMAX's Not Recommended group, and no evidence at all. Judged once per
    // provider; rows of one provider mostly follow each other and share the key's text.
    QHash<QString, unsigned> gatesOfProvider;
    const QChar *lastProvider = nullptr;
    unsigned lastGates = GateNone;
    for (size_t i = 0; i < n; ++i) {
        const OfferView &o = offers[qsizetype(i)];
        if (o.providerKey.constData() != lastProvider) {
            auto known = gatesOfProvider.constFind(o.providerKey);
            if (known == gatesOfProvider.constEnd()) {
                const auto rating = ratings.constFind(o.providerKey);
                const Tier tier = rating == ratings.constEnd() ? Tier() : Tier::fromName(rating->tier);
                unsigned gates = GateNone;
                bool assessed = false;
                if (const auto a = assessments.constFind(o.providerKey); a != assessments.constEnd())
                    for (const auto &score : *a)
                        assessed = assessed || score.has_value();
                // Underperforming is a failed test; Unavailable is "could not test": the user's
                // own assessment is then what ranks the provider, so it lifts that gate alone.
                if (tier.isNotRecommended() && !(tier.level() == Tier::Unavailable && assessed))
                    gates |= GateNotRecommended;
                if (!tier.isPublished() && !assessed)
                    gates |= GateUnrated;
                known = gatesOfProvider.insert(o.providerKey, gates);
            }
            lastProvider = o.providerKey.constData();
            lastGates = *known;
        }
        m_gates[i] |= lastGates;
        if (!o.flags.isEmpty() && o.flags.contains(QLatin1String("host_not_priced")))
            m_gates[i] |= GateHostNotPriced;
    }
    // Price plausibility from the catalog itself: one sample per provider × instance type × GPU
    // (its cheapest region), keyed by the row's own strings, so no key is built per row.
    QHash<StringRefKey, int> cheapestOfGroup;
    cheapestOfGroup.reserve(qsizetype(n));
    for (size_t i = 0; i < n; ++i) {
        if (std::isnan(m_usdPerGpuHour[i]))
            continue;
        const OfferView &o = offers[qsizetype(i)];
        const StringRefKey key { &o.providerKey, &o.instanceType, &o.gpuKey };
        const auto it = cheapestOfGroup.find(key);
        if (it == cheapestOfGroup.end())
            cheapestOfGroup.emplace(key, int(i));
        else if (m_usdPerGpuHour[i] < m_usdPerGpuHour[size_t(*it)])
            *it = int(i);
    }
    QHash<QString, std::vector<double>> byModel; // GPU key → ln USD per GPU-hour
    std::vector<double> perTflop; // ln USD per dense BF16 TFLOP-hour, all GPUs
    for (int row : std::as_const(cheapestOfGroup)) {
        const OfferView &o = offers[row];
        const double usd = m_usdPerGpuHour[size_t(row)];
        if (!o.gpuKey.isEmpty())
            byModel[o.gpuKey].push_back(std::log(usd));
        if (!std::isnan(m_bf16[size_t(row)]))
            perTflop.push_back(std::log(usd / m_bf16[size_t(row)]));
    }
    QHash<QString, std::pair<double, double>> centreOfModel;
    for (auto it = byModel.cbegin(); it != byModel.cend(); ++it)
        if (int(it->size()) >= kPlausibilityMinSamples)
            centreOfModel.insert(it.key(), robustCentre(*it));
    const bool tflopCheck = int(perTflop.size()) >= kPlausibilityMinSamples;
    const auto tflopCentre = tflopCheck ? robustCentre(perTflop) : std::pair<double, double> { 0, 1 };
    for (size_t i = 0; i < n; ++i) {
        if (std::isnan(m_usdPerGpuHour[i]))
            continue;
        const OfferView &o = offers[qsizetype(i)];
        double z = kNaN;
        if (const auto c = centreOfModel.constFind(o.gpuKey); !o.gpuKey.isEmpty() && c != centreOfModel.constEnd()) {
            z = (std::log(m_usdPerGpuHour[i]) - c->first) / c->second;
            m_priceByModel[i] = true;
        } else if (tflopCheck && !std::isnan(m_bf16[i])) {
            z = (std::log(m_usdPerGpuHour[i] / m_bf16[i]) - tflopCentre.first) / tflopCentre.second;
        }
        m_priceZ[i] = float(z);
        if (z <= -kImplausibleZ)
            m_gates[i] |= GateImplausiblyCheap;
        else if (z >= kImplausibleZ)
            m_gates[i] |= GateImplausiblyDear;
    }
}

void ScoringTable::setScenario(const CostScenario &scenario)
{
    m_scenario = scenario;
    const size_t n = m_usdPerGpuHour.size();
    m_trueCost.assign(n, kNaN);
    std::vector<std::optional<ReliabilityProfile>> profiles;
    profiles.reserve(size_t(m_tiers.size()));
    for (const QString &tier : std::as_const(m_tiers))
        profiles.push_back(ReliabilityProfile::forTier(tier, scenario.isInference()));
    // The criterion is per unit of useful work: USD per useful GPU-hour ÷ dense BF16 PFLOPS.
    std::vector<double> perPflop(n, kNaN);
    double cheapest = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < n; ++i) {
        const int tier = m_tierOfRow[i];
        if (std::isnan(m_usdPerGpuHour[i]) || tier < 0 || !profiles[size_t(tier)])
            continue;
        const int rates = m_ratesOfRow[i];
        const double t = computeTrueCost(
            m_usdPerGpuHour[i], scenario, *profiles[size_t(tier)], rates >= 0 ? m_rates[size_t(rates)] : HiddenCostRates())
                             .usdPerUsefulGpuHour();
        if (!(t > 0) || !std::isfinite(t))
            continue;
        m_trueCost[i] = t;
        if (!std::isnan(m_bf16[i])) {
            perPflop[i] = t / (m_bf16[i] / 1000.0);
            cheapest = std::min(cheapest, perPflop[i]);
        }
    }
    // Relative, like the price-performance criteria: 100 for the cheapest useful PFLOP-hour.
    for (size_t i = 0; i < n; ++i)
        m_scores[i * kCriterionCount + size_t(Criterion::TrueCost)]
            = std::isnan(perPflop[i]) ? kNoData : float(100.0 * cheapest / perPflop[i]);
    // The offer-level criteria with data per row: a tie-break of rankOrder, counted once here.
    m_offerData.assign(n, 0);
    for (size_t i = 0; i < n; ++i)
        for (int c = kCategoryCount; c < kCriterionCount; ++c)
            m_offerData[i] += std::isnan(m_scores[i * kCriterionCount + size_t(c)]) ? 0 : 1;
}

std::optional<double> ScoringTable::trueCostPerPflopHour(int row) const
{
    const double t = m_trueCost[size_t(row)];
    const double bf16 = m_bf16[size_t(row)];
    if (std::isnan(t) || std::isnan(bf16))
        return std::nullopt;
    return t / (bf16 / 1000.0);
}

const HiddenCostRates &ScoringTable::hiddenCostRates(int row) const
{
    static const HiddenCostRates kNone;
    const int r = size_t(row) < m_ratesOfRow.size() ? m_ratesOfRow[size_t(row)] : -1;
    return r >= 0 ? m_rates[size_t(r)] : kNone;
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

ScoringTable::Result ScoringTable::score(const Weights &weights, const RankingPolicy &policy) const
{
    Result r;
    const size_t n = m_usdPerGpuHour.size();
    r.score.assign(n, kNoData);
    r.coverage.assign(n, 0.0f);
    const double total = weights.total();
    float w[kCriterionCount];
    float wTotal = 0;
    for (int c = 0; c < kCriterionCount; ++c) {
        w[c] = weights.values[size_t(c)] > 0 ? float(weights.values[size_t(c)]) : 0.0f;
        wTotal += w[c];
    }
    const bool prior = policy.missing == RankingPolicy::MissingData::Prior;
    const float priorPoints = float(std::clamp(policy.priorPoints, 0.0, 100.0));
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
        if (prior) // missing criteria count at the prior: never a reward
            r.score[i] = wTotal > 0 ? (sum + (wTotal - used) * priorPoints) / wTotal : 0.0f;
        else
            r.score[i] = used > 0 ? sum / used : 0.0f;
        r.coverage[i] = total > 0 ? float(used / total) : 0.0f;
    }
    return r;
}

std::array<double, kCriterionCount> ScoringTable::contributions(int row, const Weights &weights, const RankingPolicy &policy) const
{
    std::array<double, kCriterionCount> out {};
    const float *s = &m_scores[size_t(row) * kCriterionCount];
    double total = 0, used = 0;
    for (int c = 0; c < kCriterionCount; ++c) {
        const double w = std::max(0.0, weights.values[size_t(c)]);
        total += w;
        used += std::isnan(s[c]) ? 0 : w;
    }
    const bool prior = policy.missing == RankingPolicy::MissingData::Prior;
    const double denominator = prior ? total : used;
    if (!(denominator > 0))
        return out;
    const double priorPoints = std::clamp(policy.priorPoints, 0.0, 100.0);
    for (int c = 0; c < kCriterionCount; ++c) {
        const double w = std::max(0.0, weights.values[size_t(c)]);
        out[size_t(c)] = std::isnan(s[c]) ? (prior ? w * priorPoints / denominator : 0.0) : w * s[c] / denominator;
    }
    return out;
}

namespace {

/// Monotonic 32-bit image of a float (larger float, larger integer; -0 and +0 alike).
quint64 scoreBits(float score)
{
    if (score == 0.0f)
        score = 0.0f;
    quint32 u;
    std::memcpy(&u, &score, sizeof u);
    return (u & 0x80000000u) ? quint64(~u) : quint64(u | 0x80000000u);
}

/// Sorts `keys` ascending: LSD radix sort, 11-bit digits, skipping digits every key shares.
void radixSort(std::vector<quint64> &keys)
{
    constexpr int kBits = 11, kBuckets = 1 << kBits, kPasses = (64 + kBits - 1) / kBits;
    std::vector<quint32> counts(size_t(kPasses) * kBuckets, 0);
    for (const quint64 k : keys)
        for (int p = 0; p < kPasses; ++p)
            ++counts[size_t(p) * kBuckets + ((k >> (p * kBits)) & (kBuckets - 1))];
    std::vector<quint64> other(keys.size());
    for (int p = 0; p < kPasses; ++p) {
        quint32 *c = &counts[size_t(p) * kBuckets];
        if (!keys.empty() && c[(keys.front() >> (p * kBits)) & (kBuckets - 1)] == keys.size())
            continue; // every key has this digit: the pass would not move anything
        quint32 sum = 0;
        for (int b = 0; b < kBuckets; ++b)
            sum += std::exchange(c[b], sum);
        for (const quint64 k : keys)
            other[c[(k >> (p * kBits)) & (kBuckets - 1)]++] = k;
        keys.swap(other);
    }
}

} // namespace

std::vector<int> ScoringTable::rankOrder(const Result &result, unsigned gates) const
{
    // The descending part of the order takes bits 27-63 of rankOrderBySort's `primary` (passes
    // every applied gate, coverage >= 50 %, the score's 32 bits, offer-level criteria with data);
    // its complement goes to the top 37 bits here, the row's price rank to the low 27, so one
    // ascending sort of integers gives primary descending, then price ascending, then row.
    constexpr int kRankBits = 27;
    const size_t n = m_usdPerGpuHour.size();
    if (n >= (size_t(1) << kRankBits) || result.score.size() != n || result.coverage.size() != n)
        return rankOrderBySort(result, gates);
    std::vector<quint64> keys;
    keys.reserve(m_rowOfPriceRank.size());
    for (size_t i = 0; i < n; ++i) {
        if (std::isnan(result.score[i]))
            continue;
        if (m_priceRank[i] < 0)
            return rankOrderBySort(result, gates); // a score without a price: not this table's result
        const quint64 passes = (m_gates[i] & gates) ? 0 : 1;
        const quint64 enough = result.coverage[i] >= 0.5f ? 1 : 0;
        const quint64 data = std::min<quint64>(m_offerData[i], 7);
        const quint64 descending = passes << 36 | enough << 35 | scoreBits(result.score[i]) << 3 | data;
        keys.push_back((~descending & ((quint64(1) << 37) - 1)) << kRankBits | quint64(m_priceRank[i]));
    }
    radixSort(keys);
    std::vector<int> order;
    order.reserve(keys.size());
    for (const quint64 k : keys)
        order.push_back(m_rowOfPriceRank[size_t(k & ((quint64(1) << kRankBits) - 1))]);
    return order;
}

std::vector<int> ScoringTable::rankOrderBySort(const Result &result, unsigned gates) const
{
    // The sort keys are copied next to each other first: sorting them in place reads memory in
    // order, where sorting row indexes would read three columns at random for every comparison.
    // The descending part of the order (passes every applied gate, coverage ≥ 50 %, score,
    // offer-level criteria with data) is packed into one integer, larger = better, so most
    // comparisons are one integer comparison; the price (ascending) and the row break ties.
    struct Key
    {
        quint64 primary;
        double usd;
        int row;
    };
    std::vector<Key> keys;
    keys.reserve(m_usdPerGpuHour.size());
    for (size_t i = 0; i < m_usdPerGpuHour.size(); ++i)
        if (!std::isnan(result.score[i])) {
            const quint64 passes = (m_gates[i] & gates) ? 0 : 1;
            const quint64 enough = result.coverage[i] >= 0.5f ? 1 : 0;
            const quint64 data = std::min<quint64>(m_offerData[i], 7);
            keys.push_back({ passes << 63 | enough << 62 | scoreBits(result.score[i]) << 30 | data << 27, m_usdPerGpuHour[i], int(i) });
        }
    std::sort(keys.begin(), keys.end(), [](const Key &a, const Key &b) {
        if (a.primary != b.primary)
            return a.primary > b.primary;
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
