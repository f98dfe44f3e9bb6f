#pragma once

#include <QString>
#include <QStringList>

namespace cg {

class Catalog;

/**
 * Builds the bundled default catalog from the reviewed files in resources/seed/:
 * providers.csv (names in English and Chinese, category), gpu_models.csv (canonical keys) joined
 * with gpu_specs.csv / gpu_specs_extra.csv / gpu_specs_gapfill.csv (vendor datasheet figures,
 * one source URL per row or cell), gpu_aliases.csv, clustermax_tiers.csv (rating history),
 * fx_rates.csv, reliability.csv (each provider's published compute SLA, checked row by row),
 * hidden_costs.csv (published egress, storage and IPv4 charges with their sources, checked row
 * by row), regions.csv (where each provider's regions are, readRegionPlaces), and manifest.csv, which lists every price file with its
 * format, provider, as-of date and source URL; each is loaded through the Importer as a dated import run.
 *
 * Dates of a manifest row: as_of is the day the file entered the catalog (the prices'
 * imported_on and their as_of key); observed_on / observed_after (at most one of them) are the
 * file's observation date or its best known lower bound, observed_basis the evidence for it.
 * Files with dates per row (CloudGauge CSV) leave both empty: their rows' observed_on /
 * observed_after columns, or their as_of read as the observation date, or, with row_as_of =
 * observed_after, as a lower bound only.
 *
 * Errors: a missing or malformed reference file stops the build with the file and line (a
 * manifest date that is not ISO, both observed_on and observed_after, an unknown row_as_of); a
 * price file that fails to import stops it too (the seed must be complete).
 */
class SeedBuilder final
{
public:
    explicit SeedBuilder(Catalog &catalog);

    /// Loads everything from `seedDir`; appends one line per step to `log`.
    bool build(const QString &seedDir, QStringList *log, QString *error);

    /// Reference data only (providers, GPU models, aliases, ratings, FX rates, SLAs), no price files.
    /// Tests use this to start from a realistic empty catalog.
    bool buildReference(const QString &seedDir, QStringList *log, QString *error);

private:
    Catalog &m_catalog;
};

} // namespace cg
