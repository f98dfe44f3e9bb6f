#pragma once

#include "rfq/QuoteComparison.h"

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QStringList>

class QTextStream;

namespace cg {
class Catalog;
struct CatalogSnapshot;
} // namespace cg

namespace cg::cli {

/// Every stored quote compared with the snapshot's list prices (rfq::compareQuotes); empty when
/// the catalog has none or cannot be read.
QList<rfq::QuoteComparison> receivedQuotes(const Catalog &catalog, const CatalogSnapshot &snapshot, const QDate &today);

/// The "quote" badges of one ranked offer: one per unexpired quote of its provider and GPU model,
/// e.g. "quote: USD 2.35/GPU-h reserved 12 mo until 2027-03-31 (-12% vs list, confidential)".
QStringList quoteBadges(const QList<rfq::QuoteComparison> &quotes, const OfferView &offer);

/// The columns `rank --quotes` appends to every row of the ranking, in all three formats:
/// basis ("list" or "quote"), confidential ("no" or "yes"), list_usd_per_gpu_hour (the list
/// price a quote is compared with), vs_list_percent (one decimal, signed; a plain number, so a
/// spreadsheet reads it as one), valid_until (ISO date) and quote_status
/// ("valid" or "EXPIRED"). A list-price row fills them with "list", "no" and blanks.
QStringList quoteColumns();
/// quoteColumns() of a list-price (ranked offer) row.
QStringList listPriceQuoteCells();

/**
 * One quote as a row of the ranking, beside the list prices: the same values as table/CSV text
 * (`cells`, in the ranking's columns, then quoteColumns()) and as a JSON object (`json`).
 */
struct QuoteRankRow
{
    QStringList cells;
    QJsonObject json;
};

/**
 * The ranking row of quote `c`. `providerName`: the provider's English name (its key when
 * unknown); `besideRank`: the rank of the listed offer it sits under (0 = none in the ranking);
 * `trueCostColumn`: whether the ranking has the true-cost column. Text cells: rank blank,
 * instance_type "quote line N", usd_per_gpu_hour the quote in USD per GPU-hour (2 decimals,
 * "no FX rate" when its currency has none), observed = the date the quote was received, notes =
 * "confidential quote: <currency> <price>/GPU-h <on-demand | reserved N mo>; …; source <file>
 * (<rfq id>)". JSON: basis "quote", confidential true, beside_rank (null for 0), the quoted
 * price and currency, usd_per_gpu_hour, list_usd_per_gpu_hour, vs_list_percent (one decimal),
 * received_on, valid_until, expired, the quote's terms and its source.
 */
QuoteRankRow quoteRankRow(const rfq::QuoteComparison &c, const QString &providerName, int besideRank, bool trueCostColumn);

/// "Quotes received (confidential): N, M expired; rows with basis quote sit under the listed
/// offer of the same provider and GPU model." (table output).
void printQuotesSummary(QTextStream &out, const QList<rfq::QuoteComparison> &quotes);

} // namespace cg::cli
