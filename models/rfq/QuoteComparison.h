#pragma once

#include "catalog/identity/GpuIdentity.h"
#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/CatalogTypes.h"
#include "core/FxRates.h"

#include <QDate>
#include <QHash>
#include <QList>

#include <optional>

namespace cg::rfq {

/// One quote set beside the list prices of the same provider and GPU model.
struct QuoteComparison
{
    QuoteRecord quote;
    QString gpuKey; ///< the quoted GPU model resolved by GpuIdentity, empty when it names no known model
    std::optional<double>
        quoteUsdPerGpuHour; ///< the quoted price converted at the catalog's FX rate, USD per GPU-hour; empty without a rate
    /// The cheapest current on-demand list price of the same provider and GPU model, USD per GPU-hour; empty when none is listed.
    std::optional<double> listUsdPerGpuHour;
    /// The quote against that list price, percent (negative = cheaper than the list); empty when either is unknown.
    std::optional<double> differencePercent;
    bool expired = false; ///< QuoteRecord::isExpired(today)

    /// Whether the quote can price anything: not expired, and naming a known GPU model. (Whether
    /// it has a USD price is quoteUsdPerGpuHour's question.)
    bool usable() const { return !expired && !gpuKey.isEmpty(); }
    /// Whether the quote prices `offer`: usable(), of the offer's provider and GPU model. The one
    /// rule the estimator, `tco --quotes`, the quote badges and the break-even dialog apply.
    bool appliesTo(const OfferView &offer) const { return usable() && quote.providerKey == offer.providerKey && gpuKey == offer.gpuKey; }
};

/**
 * Compares every quote with the list prices: per quote, the cheapest on-demand USD price per
 * GPU-hour among `offers` of the same provider whose GPU model is the quote's (GpuIdentity::
 * resolve of the quoted name; withdrawn offers left out). Both sides go through `fx`.
 */
QList<QuoteComparison> compareQuotes(
    const QList<QuoteRecord> &quotes, const QList<OfferView> &offers, const GpuIdentity &identity, const FxRates &fx, const QDate &today);

/**
 * The offers table's quote markers (OfferTableModel::setQuoteMarkers): per
 * quoteKey(provider, GPU model key), one line per unexpired quote of a known GPU
 * model, in the UI language, e.g. "Quote received (confidential): USD 2.35 per GPU-hour, reserved
 * 12 months, valid until 2027-03-31, -20.3 % against the list price". Expired quotes and quotes
 * naming no known GPU model get none.
 */
QHash<QString, QString> quoteMarkers(const QList<QuoteComparison> &quotes);

} // namespace cg::rfq
