#pragma once

// Internal to models/catalog: CatalogWriter's prepared bulk statements and row cache, shared by
// CatalogWriter.cpp and CatalogWriterOffers.cpp.

#include "catalog/store/CatalogBulk.h"
#include "catalog/writer/CatalogWriter.h"

#include <QVariant>

#include <initializer_list>
#include <optional>

namespace cg {

/// The per-row write statements of an import, prepared once per writer on the bulk path.
struct CatalogWriter::Statements
{
    explicit Statements(const QSqlDatabase &db)
        : insertOffering(db,
            QStringLiteral(
                "INSERT INTO offering (provider_id, instance_type, region, gpu_model_id, gpu_raw_name, gpu_count, vcpus, ram_gib,"
                " reported_gpu_memory_gb, broker_of, flags, first_import_run_id, last_import_run_id)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            QStringLiteral("insert an offering"))
        , updateOffering(db,
              QStringLiteral("UPDATE offering SET gpu_model_id = ?, gpu_raw_name = ?, gpu_count = ?, vcpus = ?, ram_gib = ?,"
                             " reported_gpu_memory_gb = ?, broker_of = ?, flags = ?, last_import_run_id = ? WHERE id = ?"),
              QStringLiteral("update an offering"))
        , insertPrice(db,
              QStringLiteral("INSERT INTO price (offering_id, kind, term_months, amount, currency, as_of, source_url, import_run_id, note,"
                             " observed_on, observed_after, imported_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
              QStringLiteral("insert a price"))
        , updatePrice(db,
              QStringLiteral("UPDATE price SET amount = ?, currency = ?, source_url = ?, import_run_id = ?, note = ?,"
                             " observed_on = ?, observed_after = ?, imported_on = ? WHERE id = ?"),
              QStringLiteral("update a price"))
        , advancePrice(db,
              QStringLiteral("UPDATE price SET as_of = ?, amount = ?, currency = ?, source_url = ?, import_run_id = ?, note = ?,"
                             " observed_on = ?, observed_after = ?, imported_on = ? WHERE id = ?"),
              QStringLiteral("advance a current price"))
        , insertPoint(db,
              QStringLiteral("INSERT INTO price_point (offering_id, kind, term_months, status, amount, currency, as_of, observed_on,"
                             " observed_after, recorded_on, source_url, import_run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
              QStringLiteral("append a price point"))
        , endNewPoint(db,
              QStringLiteral("UPDATE price_point SET until_run = (SELECT MIN(COALESCE(q.import_run_id, 0)) FROM price_point q"
                             " WHERE q.offering_id = ? AND q.kind = ? AND q.term_months = ? AND q.as_of > ?) WHERE id = ?"),
              QStringLiteral("end a price point older than its series' latest"))
        , setWithdrawn(db, QStringLiteral("UPDATE offering SET withdrawn_run_id = ? WHERE id = ?"),
              QStringLiteral("mark an offering as no longer offered"))
    {
    }
    /// All statements were prepared.
    bool ok() const { return error().isEmpty(); }
    /// The first preparation failure, empty when ok().
    QString error() const
    {
        for (const BulkStatement *w :
            { &insertOffering, &updateOffering, &insertPrice, &updatePrice, &advancePrice, &insertPoint, &endNewPoint, &setWithdrawn })
            if (!w->ok())
                return w->error().isEmpty() ? QStringLiteral("cannot prepare the import statements") : w->error();
        return {};
    }
    BulkStatement insertOffering, updateOffering, insertPrice, updatePrice, advancePrice, insertPoint;
    /// Schema v5: a new point older than the series' latest ends at the first run of the points after it.
    BulkStatement endNewPoint;
    BulkStatement setWithdrawn;
};

/// An offering row as stored, for telling an unchanged re-import from an update.
struct CatalogWriter::CachedOffering
{
    qint64 id = 0;
    QVariant gpuId;
    QString gpuRawName, brokerOf, flags;
    std::optional<double> gpuCount, vcpus, ramGib, reportedGpuMemoryGb;
    bool withdrawn = false; ///< offering.withdrawn_run_id is set
};

/// The latest price point of a series (offering, kind, term), by (as_of, id), for telling a
/// changed price from a confirmed one (schema v3, table price_point).
struct CatalogWriter::CachedPoint
{
    qint64 offeringId = 0, providerId = 0;
    QString kind;
    int termMonths = 0;
    bool withdrawn = false;
    std::optional<double> amount;
    QString currency, asOf;
    qint64 runId = 0; ///< 0: no import run (a migrated row without one)
};

/// A price row as stored (its key is priceKey()).
struct CatalogWriter::CachedPrice
{
    qint64 id = 0;
    std::optional<double> amount;
    QString currency, note;
    QString observedOn, observedAfter;
};

} // namespace cg
