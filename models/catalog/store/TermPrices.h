#pragma once

#include "catalog/store/CatalogTypes.h"

#include <QList>
#include <QString>

#include <optional>

namespace cg {

class Catalog;

/// A reserved (committed-term) price row of the catalog's `price` table, per **instance**-hour
/// in its source currency; `amount` is empty where the source gives no hourly figure (the note
/// says what it gives instead).
struct TermPriceView
{
    int termMonths = 0;
    std::optional<double> amount;
    QString currency;
    QString asOf; ///< the row's key date, not its observation (see PriceView)
    QString sourceUrl, note;
    PriceView dates; ///< only observedOn / observedAfter / importedOn set: use dates.observationText()
};

/// The latest reserved price per term of one offering (table `price`, kind `reserved`), shortest
/// term first. Empty when the catalog has none or on a read error; on an error `error` (when
/// given) receives "cannot read the reserved prices of offering N: <SQL error>".
QList<TermPriceView> reservedPrices(const Catalog &catalog, qint64 offeringId, QString *error = nullptr);

} // namespace cg
