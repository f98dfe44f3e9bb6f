#pragma once

#include "planning/CommitmentMix.h"
#include "rfq/QuoteComparison.h"

#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

namespace cg {
class Catalog;
}

namespace cg::plan {

/// Where one price of a market comes from: a listed offer (instance type, region, source URL and
/// observation date) or a received quote (its line, file, request and validity).
struct PriceSource
{
    QString instanceType, region, url;
    QString observedOn; ///< ISO date; empty = unknown
    int quoteLine = 0; ///< > 0 for a received quote
    QString quoteFile, rfqId, validUntil;

    bool isQuote() const { return quoteLine > 0; }
    /// Whether a price was found (the source of a missing price is empty).
    bool isSet() const { return isQuote() || !instanceType.isEmpty(); }
    /// English, for the command line: "<instance type> in <region>, <URL>, observed <date>" (or
    /// "…, observation date unknown")
    /// or "quote line N of <file> (<rfq id>), valid until <date>"; empty when not set.
    QString text() const;
};

/// Where each of a market's prices comes from.
struct MarketSources
{
    PriceSource onDemand, spot;
    QMap<int, PriceSource> terms;
};

/// One provider's cheapest prices for a GPU model, USD per GPU-hour, with their sources.
struct ProviderMarket
{
    QString providerKey;
    Market market; ///< market.label is the provider key
    MarketSources sources;
};

/**
 * The markets a capacity plan can buy a GPU model from, one per provider (key order): per
 * provider, the cheapest current (not withdrawn) on-demand and spot price per GPU-hour among its
 * offers of a model in `gpuKeys`, and per term the cheapest of the offers' reserved prices
 * (reservedPrices(); an instance-hour price ÷ GPUs per instance) and of the usable (unexpired,
 * known model) received quotes of that provider and model (`quotes`: on-demand quotes compete
 * with the on-demand list price, reserved ones with the term's). Everything in USD through `fx`;
 * a price in a currency without a rate is left out. `providers` empty = every provider. A
 * provider with no price at all is left out. `error` receives a read failure of the reserved
 * prices (the markets found so far are still returned).
 */
QList<ProviderMarket> catalogMarkets(const Catalog &catalog, const QList<OfferView> &offers, const FxRates &fx,
    const QList<rfq::QuoteComparison> &quotes, const QSet<QString> &gpuKeys, const QStringList &providers, QString *error);

/**
 * catalogMarkets() for the GPU models `gpuName` names (GpuIdentity::modelsNamed: "H100" = every
 * H100), with the catalog's stored quotes compared as rfq::compareQuotes does on `today`: the one
 * way the command line, the window and the report find what a plan can buy. Empty with `error`
 * when no model has that name or a read fails.
 */
QList<ProviderMarket> marketsFromCatalog(const Catalog &catalog, const QList<OfferView> &offers, const FxRates &fx, const QString &gpuName,
    const QStringList &providers, const QDate &today, QString *error);

} // namespace cg::plan
