#include "planning/PlanMarkets.h"

#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/TermPrices.h"

#include <QMap>

namespace cg::plan {

namespace {

PriceSource listedSource(const OfferView &offer, const QString &url, const QString &observedOn)
{
    PriceSource source;
    source.instanceType = offer.instanceType;
    source.region = offer.region;
    source.url = url;
    source.observedOn = observedOn;
    return source;
}

PriceSource quoteSource(const QuoteRecord &q)
{
    PriceSource source;
    source.quoteLine = q.line;
    source.quoteFile = q.sourceFile;
    source.rfqId = q.rfqId;
    source.validUntil = q.validUntil;
    return source;
}

/// Keeps `usd` in `slot` (with its source) when the slot is empty or dearer.
void keepCheaper(std::optional<double> &slot, PriceSource &source, double usd, const PriceSource &from)
{
    if (!slot || usd < *slot) {
        slot = usd;
        source = from;
    }
}

} // namespace

QString PriceSource::text() const
{
    if (isQuote())
        return QStringLiteral("quote line %1 of %2 (%3), valid until %4").arg(quoteLine).arg(quoteFile, rfqId, validUntil);
    if (instanceType.isEmpty())
        return {};
    const QString where = url.isEmpty() ? QStringLiteral("no URL") : url;
    if (observedOn.isEmpty())
        return QStringLiteral("%1 in %2, %3, observation date unknown").arg(instanceType, region, where);
    return QStringLiteral("%1 in %2, %3, observed %4").arg(instanceType, region, where, observedOn);
}

QList<ProviderMarket> catalogMarkets(const Catalog &catalog, const QList<OfferView> &offers, const FxRates &fx,
    const QList<rfq::QuoteComparison> &quotes, const QSet<QString> &gpuKeys, const QStringList &providers, QString *error)
{
    QMap<QString, ProviderMarket> byProvider;
    QMap<QString, QMap<int, std::optional<double>>> termSlots;
    const auto wanted = [&](const QString &provider, const QString &gpuKey) {
        return gpuKeys.contains(gpuKey) && (providers.isEmpty() || providers.contains(provider));
    };
    for (const OfferView &o : offers) {
        if (o.withdrawnRunId != 0 || !wanted(o.providerKey, o.gpuKey) || !o.gpuCount || *o.gpuCount <= 0)
            continue;
        ProviderMarket &pm = byProvider[o.providerKey];
        pm.providerKey = o.providerKey;
        pm.market.label = o.providerKey;
        if (const auto perGpu = o.onDemandPerGpuHour())
            if (const auto usd = fx.toUsd(*perGpu, o.onDemand.currency))
                keepCheaper(pm.market.onDemand, pm.sources.onDemand, *usd, listedSource(o, o.onDemand.sourceUrl, o.onDemand.observedOn));
        if (const auto perGpu = o.spotPerGpuHour())
            if (const auto usd = fx.toUsd(*perGpu, o.spot.currency))
                keepCheaper(pm.market.spot, pm.sources.spot, *usd, listedSource(o, o.spot.sourceUrl, o.spot.observedOn));
        QString readError;
        const QList<TermPriceView> terms = reservedPrices(catalog, o.id, &readError);
        if (!readError.isEmpty() && error && error->isEmpty())
            *error = readError;
        for (const TermPriceView &t : terms) {
            if (!t.amount || t.termMonths < 1)
                continue;
            if (const auto usd = fx.toUsd(*t.amount / *o.gpuCount, t.currency))
                keepCheaper(termSlots[o.providerKey][t.termMonths], pm.sources.terms[t.termMonths], *usd,
                    listedSource(o, t.sourceUrl, t.dates.observedOn));
        }
    }
    for (const rfq::QuoteComparison &c : quotes) {
        if (!c.usable() || !c.quoteUsdPerGpuHour || !wanted(c.quote.providerKey, c.gpuKey))
            continue;
        ProviderMarket &pm = byProvider[c.quote.providerKey];
        pm.providerKey = c.quote.providerKey;
        pm.market.label = c.quote.providerKey;
        if (c.quote.kind == QLatin1String("reserved") && c.quote.termMonths >= 1)
            keepCheaper(termSlots[pm.providerKey][c.quote.termMonths], pm.sources.terms[c.quote.termMonths], *c.quoteUsdPerGpuHour,
                quoteSource(c.quote));
        else if (c.quote.kind == QLatin1String("on_demand"))
            keepCheaper(pm.market.onDemand, pm.sources.onDemand, *c.quoteUsdPerGpuHour, quoteSource(c.quote));
    }
    QList<ProviderMarket> markets;
    for (auto it = byProvider.begin(); it != byProvider.end(); ++it) {
        for (auto t = termSlots[it.key()].cbegin(); t != termSlots[it.key()].cend(); ++t)
            if (t.value())
                it->market.terms.insert(t.key(), *t.value());
        it->sources.terms.removeIf([&it](const auto &entry) { return !it->market.terms.contains(entry.key()); });
        if (it->market.onDemand || it->market.spot || !it->market.terms.isEmpty())
            markets.append(*it);
    }
    return markets;
}

QList<ProviderMarket> marketsFromCatalog(const Catalog &catalog, const QList<OfferView> &offers, const FxRates &fx, const QString &gpuName,
    const QStringList &providers, const QDate &today, QString *error)
{
    const QSet<QString> gpuKeys = catalog.gpuIdentity().modelsNamed(gpuName.trimmed());
    if (gpuKeys.isEmpty()) {
        if (error)
            *error = QStringLiteral("no GPU model of the catalog is named '%1'").arg(gpuName.trimmed());
        return {};
    }
    QString readError;
    const QList<QuoteRecord> stored = RfqStore::quotes(catalog, {}, &readError);
    if (!readError.isEmpty()) {
        if (error)
            *error = readError;
        return {};
    }
    const QList<rfq::QuoteComparison> quotes = rfq::compareQuotes(stored, offers, catalog.gpuIdentity(), fx, today);
    QList<ProviderMarket> markets = catalogMarkets(catalog, offers, fx, quotes, gpuKeys, providers, &readError);
    if (!readError.isEmpty()) {
        if (error)
            *error = readError;
        return {};
    }
    return markets;
}

} // namespace cg::plan
