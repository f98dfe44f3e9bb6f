#include "scoring/FinishCost.h"
#include "scoring/NeedProfileStore.h"

#include "scoring/Caveats.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"
#include "scoring/ReservedTerm.h"
#include "scoring/ScoringTable.h"

#include <QHash>

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

FinishCostTable FinishCostTable::build(const RankingSession &session)
{
    // Prices in USD, true costs and gates come from the session's scoring table, so the estimator
    // and the ranking agree to the cent and exclude the same offers.
    const ScoringTable &table = session.table();
    const QList<OfferView> &offers = session.offers();
    const unsigned applied = session.params().policy.applied();
    const QString needName
        = session.params().need.isEmpty() ? QString() : NeedProfileStore().find(session.params().need).value_or(NeedProfile()).name();
    FinishCostTable t;
    QHash<QString, int> groupOf;
    QList<int> rowOf; // the represented offer row per FinishCost
    for (int i = 0; i < table.size(); ++i) {
        const OfferView &o = offers[i];
        const QString key = o.providerKey + QChar(0x1f) + o.instanceType;
        const auto usd = table.usdPerGpuHour(i);
        const unsigned gates = table.gates(i) & applied;
        auto it = groupOf.constFind(key);
        if (it == groupOf.constEnd()) {
            FinishCost f;
            f.offer = o;
            f.regionCount = 1;
            f.usdPerGpuHour = usd;
            f.trueCostUsdPerUsefulGpuHour = table.trueCost(i);
            f.gates = gates;
            groupOf.insert(key, int(t.m_rows.size()));
            t.m_rows.append(f);
            rowOf.append(i);
            continue;
        }
        FinishCost &f = t.m_rows[*it];
        ++f.regionCount;
        // A region that passes the gates represents the offer before one that fails them; then the
        // cheapest priced region (ties: the region name, as Ranker does).
        const bool better = usd
            && (!f.usdPerGpuHour || (gates == 0) > (f.gates == 0)
                || ((gates == 0) == (f.gates == 0)
                    && (*usd < *f.usdPerGpuHour || (*usd == *f.usdPerGpuHour && o.region < f.offer.region))));
        if (better) {
            f.offer = o;
            f.usdPerGpuHour = usd;
            f.trueCostUsdPerUsefulGpuHour = table.trueCost(i);
            f.gates = gates;
            rowOf[*it] = i;
        }
    }
    for (int k = 0; k < t.m_rows.size(); ++k) {
        FinishCost &f = t.m_rows[k];
        const bool bf16 = f.offer.bf16Tflops && *f.offer.bf16Tflops > 0;
        f.noData = bf16 && f.usdPerGpuHour ? FinishCost::NoData::None
            : !bf16 && !f.usdPerGpuHour    ? FinishCost::NoData::NoBf16NoPrice
            : !bf16                        ? FinishCost::NoData::NoBf16
                                           : FinishCost::NoData::NoPrice;
        const int row = rowOf[k];
        if (f.gates) {
            GateFacts facts;
            facts.tier = session.snapshot().ratings.value(f.offer.providerKey).tier;
            facts.usdPerGpuHour = f.usdPerGpuHour;
            facts.priceZ = table.priceZ(row);
            facts.priceByModel = table.priceCheckedByModel(row);
            facts.needName = needName;
            facts.unmetNeeds = session.unmetNeeds(f.offer);
            f.notRecommended = Caveats::gates(f.gates, facts);
        }
    }
    return t;
}

void FinishCostTable::setQuotes(const QList<rfq::QuoteComparison> &quotes)
{
    m_quotes.clear();
    if (quotes.isEmpty())
        return;
    QHash<QString, QList<rfq::QuoteComparison>> byModel; // provider key + GPU model key → usable quotes
    for (const rfq::QuoteComparison &q : quotes)
        if (q.usable() && q.quoteUsdPerGpuHour)
            byModel[quoteKey(q.quote.providerKey, q.gpuKey)].append(q);
    m_quotes.resize(m_rows.size());
    for (int k = 0; k < m_rows.size(); ++k) {
        const OfferView &o = m_rows[k].offer;
        if (!o.gpuKey.isEmpty())
            m_quotes[k] = byModel.value(quoteKey(o.providerKey, o.gpuKey));
    }
}

NeedConstraints FinishCostTable::jobNeed(const TrainingRun &run)
{
    return run.job().constraints();
}

QList<FinishCost> FinishCostTable::estimate(const TrainingRun &run) const
{
    if (!(run.parameters > 0) || !(run.tokens > 0) || !(run.mfu > 0) || run.mfu > 1 || run.gpus < 1)
        return {};
    QList<FinishCost> rows = m_rows;
    const NeedConstraints memory = jobNeed(run);
    for (int k = 0; k < rows.size(); ++k) {
        FinishCost &f = rows[k];
        if (!f.hasEstimate())
            continue;
        const QStringList unmet = memory.unmetConstraints(f.offer);
        if (!unmet.isEmpty())
            f.notRecommended.append(tr("Cannot run this job: %1.").arg(unmet.join(QLatin1String("; "))));
        f.estimate = estimateWorkload(run.parameters, run.tokens, *f.offer.bf16Tflops, run.mfu, run.gpus, *f.usdPerGpuHour);
        if (f.trueCostUsdPerUsefulGpuHour)
            f.costAtTrueCostUsd = f.estimate.gpuHours * *f.trueCostUsdPerUsefulGpuHour;
        if (k < m_quotes.size()) {
            for (const rfq::QuoteComparison &q : m_quotes[k]) {
                // A reserved term bills the job's GPUs for the whole term, used or not.
                const double committed
                    = q.quote.kind == QLatin1String("reserved") ? double(run.gpus) * q.quote.termMonths * kTermHoursPerMonth : 0;
                const double cost = *q.quoteUsdPerGpuHour * std::max(f.estimate.gpuHours, committed);
                if (!f.costAtQuoteUsd || cost < *f.costAtQuoteUsd) {
                    f.costAtQuoteUsd = cost;
                    f.quote = q;
                }
            }
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const FinishCost &a, const FinishCost &b) {
        if (a.hasEstimate() != b.hasEstimate())
            return a.hasEstimate();
        if (a.isRecommended() != b.isRecommended())
            return a.isRecommended();
        if (a.hasEstimate() && a.bestCostUsd() != b.bestCostUsd())
            return a.bestCostUsd() < b.bestCostUsd();
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
