#include "planning/CapacityPlan.h"

#include <algorithm>

namespace cg::plan {

std::optional<CapacityPlan> buildPlan(const DemandCurve &demand, QList<ProviderMarket> markets, const QList<int> &onlyTerms,
    const PlanAssumptions &assumptions, QString *error)
{
    CapacityPlan result;
    result.demand = demand;
    result.assumptions = assumptions;
    if (!onlyTerms.isEmpty())
        for (ProviderMarket &m : markets) {
            for (auto t = m.market.terms.cbegin(); t != m.market.terms.cend(); ++t)
                result.termsLeftOut = result.termsLeftOut || !onlyTerms.contains(t.key());
            m.market.terms.removeIf([&onlyTerms](const auto &entry) { return !onlyTerms.contains(entry.key()); });
            m.sources.terms.removeIf([&onlyTerms](const auto &entry) { return !onlyTerms.contains(entry.key()); });
        }
    QList<Market> mixMarkets;
    for (int m = 0; m < markets.size(); ++m) {
        const ProviderMarket &pm = markets.at(m);
        mixMarkets.append(pm.market);
        if (!pm.market.onDemand)
            continue; // a commitment is judged against on demand
        for (auto t = pm.market.terms.cbegin(); t != pm.market.terms.cend(); ++t) {
            QString why;
            const auto p = planTerm(demand, t.key(), { *pm.market.onDemand, t.value(), pm.market.spot }, assumptions, &why);
            if (!p) {
                if (error)
                    *error = QStringLiteral("%1: %2").arg(pm.market.label, why);
                return std::nullopt;
            }
            result.terms.append({ int(m), *p, pm.sources.terms.value(t.key()) });
        }
    }
    const auto mix = planMix(demand, mixMarkets, assumptions, error);
    if (!mix)
        return std::nullopt;
    result.mix = *mix;
    result.markets = std::move(markets);
    return result;
}

QList<UsageRow> usageOverTime(const DemandCurve &demand, int committedGpus, bool spotUsed, const PlanAssumptions &assumptions)
{
    QList<UsageRow> rows;
    rows.reserve(demand.gpus.size());
    const double c = committedGpus;
    for (double d : demand.gpus) {
        const double firm = d * (1 - assumptions.interruptibleShare), interruptible = d * assumptions.interruptibleShare;
        UsageRow row;
        row.committedUsed = std::min(c, d);
        row.committedIdle = std::max(0.0, c - d);
        const double firmLeft = std::max(0.0, firm - c);
        const double interruptibleLeft = std::max(0.0, interruptible - std::max(0.0, c - firm));
        row.onDemand = firmLeft + (spotUsed ? 0 : interruptibleLeft);
        row.spot = spotUsed ? interruptibleLeft : 0;
        rows.append(row);
    }
    return rows;
}

} // namespace cg::plan
