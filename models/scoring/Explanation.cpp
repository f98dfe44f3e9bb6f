#include "scoring/Explanation.h"

#include "core/Tier.h"
#include "scoring/Caveats.h"
#include "scoring/RankingSession.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cg {

namespace {

/// The score `row` would have at `multiplier` × its price, every other offer unchanged: the
/// price-performance criteria scale with 1 / multiplier (capped at 100, the best in the set), the
/// true cost is recomputed at the new price under the session's scenario.
double scoreAtPrice(const RankingSession &session, const RankedOffer &r, double multiplier)
{
    const ScoringTable &table = session.table();
    const RankingParams &p = session.params();
    Weights w = p.weights;
    double total = 0, sum = 0, used = 0;
    const double prior = std::clamp(p.policy.priorPoints, 0.0, 100.0);
    const auto reliability = ReliabilityProfile::forTier(r.tier, table.scenario().isInference());
    for (int c = 0; c < kCriterionCount; ++c) {
        const double wc = std::max(0.0, w.values[size_t(c)]);
        total += wc;
        std::optional<double> s = table.criterion(r.tableRow, Criterion(c));
        if (s && (Criterion(c) == Criterion::PricePerfBf16 || Criterion(c) == Criterion::PricePerfBandwidth))
            s = std::min(100.0, *s / multiplier);
        if (s && Criterion(c) == Criterion::TrueCost && reliability && r.offer.bf16Tflops && *r.offer.bf16Tflops > 0) {
            const HiddenCostRates &rates = table.hiddenCostRates(r.tableRow);
            const double now = computeTrueCost(r.usdPerGpuHour, table.scenario(), *reliability, rates).usdPerUsefulGpuHour();
            const double then = computeTrueCost(r.usdPerGpuHour * multiplier, table.scenario(), *reliability, rates).usdPerUsefulGpuHour();
            s = then > 0 ? std::min(100.0, *s * now / then) : *s;
        }
        if (s) {
            sum += wc * *s;
            used += wc;
        } else if (p.policy.missing == RankingPolicy::MissingData::Prior) {
            sum += wc * prior;
        }
    }
    const double denominator = p.policy.missing == RankingPolicy::MissingData::Prior ? total : used;
    return denominator > 0 ? sum / denominator : 0;
}

} // namespace

std::optional<Explanation> Explanation::of(const RankingSession &session, int index, bool excluded)
{
    const QList<RankedOffer> &list = excluded ? session.excluded() : session.ranked();
    if (index < 0 || index >= list.size())
        return std::nullopt;
    Explanation e;
    e.offer = list.at(index);
    const RankingParams &p = session.params();
    const auto points = session.table().contributions(e.offer.tableRow, p.weights, p.policy);
    const double total = p.weights.total();
    for (int c = 0; c < kCriterionCount; ++c) {
        const double w = std::max(0.0, p.weights.values[size_t(c)]);
        if (w <= 0)
            continue;
        Contribution k;
        k.criterion = Criterion(c);
        k.weightShare = total > 0 ? w / total : 0;
        k.score = session.table().criterion(e.offer.tableRow, Criterion(c));
        k.points = points[size_t(c)];
        k.fromPrior = !k.score && p.policy.missing == RankingPolicy::MissingData::Prior;
        e.contributions.append(k);
    }
    std::stable_sort(
        e.contributions.begin(), e.contributions.end(), [](const Contribution &a, const Contribution &b) { return a.points > b.points; });
    for (unsigned gate : { unsigned(GateNotRecommended), unsigned(GateUnrated), unsigned(GateImplausiblyCheap),
             unsigned(GateImplausiblyDear), unsigned(GateNeed), unsigned(GateHostNotPriced) }) {
        if (!(p.policy.applied() & gate))
            continue;
        if (gate == GateNeed && p.need.isEmpty())
            continue;
        if (e.offer.gates & gate) {
            e.gatesFailed.append(Caveats::gate(gate, Caveats::factsOf(e.offer, session)));
            continue;
        }
        switch (gate) {
        case GateNotRecommended:
            e.gatesPassed.append(tr("not in ClusterMAX's Not Recommended group"));
            break;
        case GateUnrated:
            e.gatesPassed.append(tr("rated by ClusterMAX or assessed"));
            break;
        case GateImplausiblyCheap:
            e.gatesPassed.append(std::isnan(e.offer.priceZ) ? tr("price plausibility not checked: too few comparable offers")
                                                            : tr("price within the range of comparable offers (robust z-score %1)")
                                                                  .arg(QLocale().toString(e.offer.priceZ, 'f', 1)));
            break;
        case GateNeed:
            e.gatesPassed.append(tr("meets the need profile's hard constraints"));
            break;
        default:
            break;
        }
    }
    for (const QString &w : e.offer.warnings)
        e.warnings.append(Caveats::warning(w));
    if (const auto age = e.offer.offer.onDemand.observedAgeDays(p.today))
        e.priceAgeDays = *age;
    if (!excluded && index + 1 < list.size()) {
        const RankedOffer &next = list.at(index + 1);
        e.next = next;
        const double target = e.offer.score;
        if (scoreAtPrice(session, next, 0.001) >= target) {
            double lo = 0.001, hi = 1.0; // scoreAtPrice falls as the multiplier rises
            for (int i = 0; i < 60; ++i) {
                const double mid = 0.5 * (lo + hi);
                (scoreAtPrice(session, next, mid) >= target ? lo : hi) = mid;
            }
            e.nextPriceToTie = next.usdPerGpuHour * lo;
        }
        const QList<StabilityMargin> margins = rankStability({ e.offer, next }, p.weights);
        for (const StabilityMargin &m : margins) {
            // m.down is how far the weight can fall, m.up how far it can rise (weight units, 0-1).
            const std::pair<std::optional<double>, double> moves[] = { { m.down, -1.0 }, { m.up, 1.0 } };
            for (const auto &[move, sign] : moves)
                if (move && (!e.swapCriterion || *move * 100 < std::abs(e.swapWeightPoints))) {
                    e.swapCriterion = m.criterion;
                    e.swapWeightPoints = sign * *move * 100;
                }
        }
    }
    return e;
}

QString Explanation::text() const
{
    const QLocale l;
    QStringList lines;
    const QString gpu = offer.offer.gpuName.isEmpty() ? offer.offer.gpuRawName : offer.offer.gpuName;
    lines.append(offer.rank > 0 ? tr("#%1 %2 %3: score %4 of 100, %5 % of the weight backed by data")
                                      .arg(offer.rank)
                                      .arg(offer.offer.providerNameEn, gpu, l.toString(offer.score, 'f', 1))
                                      .arg(qRound(offer.coverage * 100))
                                : tr("%1 %2 is not recommended").arg(offer.offer.providerNameEn, gpu));
    for (const Contribution &c : contributions)
        lines.append(tr("  %1: weight %2 %, score %3, contributes %4")
                         .arg(criterionName(c.criterion), l.toString(c.weightShare * 100, 'f', 0),
                             c.score ? l.toString(*c.score, 'f', 1) : (c.fromPrior ? tr("no data (counted at the prior)") : tr("no data")),
                             l.toString(c.points, 'f', 1)));
    for (const QString &g : gatesPassed)
        lines.append(tr("  passed: %1").arg(g));
    for (const QString &g : gatesFailed)
        lines.append(tr("  excluded: %1").arg(g));
    lines.append(priceAgeDays ? tr("  price observed on %1 (age in days: %2)").arg(offer.offer.onDemand.observedOn).arg(*priceAgeDays)
                              : tr("  price observed: %1").arg(offer.offer.onDemand.observationText()));
    for (const QString &w : warnings)
        lines.append(tr("  warning: %1").arg(w));
    if (next) {
        const QString nextGpu = next->offer.gpuName.isEmpty() ? next->offer.gpuRawName : next->offer.gpuName;
        lines.append(nextPriceToTie
                ? tr("  #%1 (%2 %3) ties if its price falls from USD %4 to USD %5 per GPU-hour, all else unchanged")
                      .arg(next->rank)
                      .arg(
                          next->offer.providerNameEn, nextGpu, l.toString(next->usdPerGpuHour, 'f', 2), l.toString(*nextPriceToTie, 'f', 2))
                : tr("  #%1 (%2 %3) cannot overtake on price alone").arg(next->rank).arg(next->offer.providerNameEn, nextGpu));
        if (swapCriterion)
            lines.append(tr("  or if the %1 weight moves by %2 slider points")
                             .arg(criterionName(*swapCriterion), l.toString(swapWeightPoints, 'f', 1)));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace cg
