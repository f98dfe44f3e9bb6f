#pragma once

#include "catalog/writer/CatalogWriter.h"
#include "import/Importer.h"

#include <QString>

// Importer's date rules: when a price was observed, from the file, its rows and the options.
namespace cg::importdates {

/// The later of two ISO dates (either may be empty).
QString later(const QString &a, const QString &b);

/// The observation dates of one price; importedOn is left to the caller. `fileHasObservedOn`: the
/// file has its own observed_on column (ReadResult::hasObservedOnColumn). `fetchedLive`: the day
/// a vendor's price service was asked (ImportOptions::fetchedOn), which observes every price of
/// its answer; empty otherwise. A known observation clears the lower bound.
PriceDates observationOf(const PriceRecord &p, bool fileHasObservedOn, const ImportOptions &o, const QString &fetchedLive);

} // namespace cg::importdates
