#pragma once

#include "rfq/QuoteComparison.h"

#include <QDate>
#include <QList>
#include <QStringList>

class QTextStream;

namespace cg {
class Catalog;
struct CatalogSnapshot;
}

namespace cg::cli {

/// Every stored quote compared with the snapshot's list prices (rfq::compareQuotes); empty when
/// the catalog has none or cannot be read.
QList<rfq::QuoteComparison> receivedQuotes(const Catalog &catalog, const CatalogSnapshot &snapshot, const QDate &today);

/// The "quote" badges of one ranked offer: one per unexpired quote of its provider and GPU model,
/// e.g. "quote: USD 2.35/GPU-h reserved 12 mo until 2027-03-31 (-12% vs list, confidential)".
QStringList quoteBadges(const QList<rfq::QuoteComparison> &quotes, const OfferView &offer);

/// A table of every quote beside the cheapest on-demand list price of the same provider and GPU
/// model (USD per GPU-hour), expired quotes flagged; headed "Quotes received (confidential)".
void printQuotes(QTextStream &out, const QList<rfq::QuoteComparison> &quotes);

} // namespace cg::cli
