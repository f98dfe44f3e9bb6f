#include "rfq/QuoteComparison.h"

namespace cg::rfq {

QList<QuoteComparison> compareQuotes(const QList<QuoteRecord> &quotes, const QList<OfferView> &offers, const GpuIdentity &identity,
                                     const FxRates &fx, const QDate &today)
{
    QList<QuoteComparison> out;
    for (const QuoteRecord &q : quotes) {
        QuoteComparison c;
        c.quote = q;
        c.gpuKey = identity.resolve(q.gpuModel).key;
        c.quoteUsdPerGpuHour = fx.toUsd(q.pricePerGpuHour, q.currency);
        c.expired = q.isExpired(today);
        if (!c.gpuKey.isEmpty()) {
            for (const OfferView &o : offers) {
                if (o.providerKey != q.providerKey || o.gpuKey != c.gpuKey || o.withdrawnRunId != 0)
                    continue;
                const std::optional<double> perGpu = o.onDemandPerGpuHour();
                const std::optional<double> usd = perGpu ? fx.toUsd(*perGpu, o.onDemand.currency) : std::nullopt;
                if (usd && (!c.listUsdPerGpuHour || *usd < *c.listUsdPerGpuHour))
                    c.listUsdPerGpuHour = usd;
            }
        }
        if (c.quoteUsdPerGpuHour && c.listUsdPerGpuHour && *c.listUsdPerGpuHour > 0)
            c.differencePercent = (*c.quoteUsdPerGpuHour / *c.listUsdPerGpuHour - 1) * 100;
        out.append(c);
    }
    return out;
}

} // namespace cg::rfq
