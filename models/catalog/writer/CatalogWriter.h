#pragma once

#include "catalog/identity/GpuIdentity.h"
#include "catalog/store/CatalogTypes.h"
#include "catalog/teamserver/CatalogTeam.h"
#include "geo/Certification.h"
#include "geo/RegionPlace.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

namespace cg {

class Catalog;

/// Result of writing one offering or price row.
enum class WriteResult { Inserted, Updated, Unchanged, Failed };

/// The dates of one price row besides its as_of key (schema v2, CatalogSchema.cpp), ISO yyyy-MM-dd.
struct PriceDates
{
    QString observedOn; ///< the day the source observed or published the price; empty = unknown (NULL)
    QString observedAfter; ///< best known lower bound when observedOn is empty; empty = none (NULL)
    QString importedOn; ///< the day the row entered the catalog (required)
};

/**
 * Prepared write statements over an open Catalog, for importers and the seed builder. Call
 * begin() and commit() (or rollback()) around a file: one transaction per file. The caller holds
 * the catalog's write lock (CatalogFile::lockForWriting).
 *
 * The per-row offering and price writes run through the raw sqlite3 bulk path (CatalogBulk.h)
 * and a cache of the provider's rows, so an import of N rows runs no per-row SELECT.
 *
 * Errors: a call that fails returns -1, false or WriteResult::Failed and sets lastError() to
 * "cannot <what it was doing>: <SQL error>" (for example "cannot store provider aws: …").
 * On a PostgreSQL team catalog the constructor asks the server whether this session may write
 * (TeamCatalog::writeRefusal); when it may not, lastError() holds the refusal (naming the user,
 * the missing right and the `team grant` command) and begin() fails with it, so nothing is written.
 * Money is per instance-hour in the source currency; dates are ISO yyyy-MM-dd.
 */
class CatalogWriter final
{
public:
    /// Prepares the bulk statements and reads the GPU model ids; a failure shows in lastError().
    explicit CatalogWriter(Catalog &catalog);
    ~CatalogWriter();
    Q_DISABLE_COPY_MOVE(CatalogWriter)

    /// Starts the file's transaction; false with lastError() when it cannot (busy, read-only).
    bool begin();
    /// Commits; on failure rolls back and returns false with lastError(). On PostgreSQL, when
    /// setAudit() was called since begin(), first appends that entry to the audit trail and sends
    /// the change notification, in the same transaction (TeamCatalog::recordChange).
    bool commit();
    /// What this transaction does, for the audit trail of a team catalog (see commit()); nothing
    /// is recorded on SQLite. Forgotten by commit() and rollback().
    void setAudit(const AuditEntry &entry) { m_audit = entry; }
    /// Rolls back and forgets every cached row, so the writer can be used again.
    void rollback();
    /// The reason of the last failed call.
    QString lastError() const { return m_error; }

    /// Inserts or updates a provider; returns its id, or -1 on error.
    qint64 upsertProvider(const ProviderRecord &p);
    /// Id of a provider by key, or -1 (lastError() is set only when the lookup itself failed).
    qint64 providerId(const QString &key);
    /// Inserts or replaces the GPU model with key `m.key`.
    bool upsertGpuModel(const GpuModelRecord &m);
    /// Inserts or replaces a GPU alias (stored upper-case).
    bool upsertAlias(const GpuAliasEntry &a);
    /// Rating history row (provider, source, version) → tier.
    bool upsertRating(qint64 providerId, const RatingView &r);
    /// Stores the published compute SLA of a provider (the sla_* columns, source_url, as_of and
    /// note of its `reliability` row; MTBF and repair figures are left alone). The caller validates
    /// (percentages in (0, 100], status "published", "none" or empty); the table's CHECKs refuse the rest.
    bool upsertProviderSla(qint64 providerId, const ProviderSla &s);
    /// Replaces every provider_charge row of a provider with `charges` (CatalogCharges.cpp). The
    /// caller validates (SeedBuilder: known charge and unit, amount ≥ 0, a source URL); the table's
    /// CHECKs refuse the rest. One charge name per provider at most (the primary key).
    bool replaceProviderCharges(qint64 providerId, const QList<ProviderCharge> &charges);
    /// Replaces every region_place row of a provider with `places` (CatalogRegions.cpp); their
    /// providerKey is not read. The caller validates (SeedBuilder); the table's CHECKs refuse the
    /// rest. One row per (provider, region) at most (the primary key).
    bool replaceRegionPlaces(qint64 providerId, const QList<RegionPlace> &places);
    /// Replaces every provider_certification row of a provider with `certifications`
    /// (CatalogCertifications.cpp); their providerKey is not read. The caller validates
    /// (readCertifications); the table's CHECK refuses an unknown status. One row per (provider,
    /// standard, scope) at most (the primary key).
    bool replaceProviderCertifications(qint64 providerId, const QList<Certification> &certifications);
    /// Inserts or replaces the row (provider, a.criterion) of table `assessment`; bound parameters.
    /// The caller validates (validateAssessment) and wraps the writes in begin()/commit().
    bool upsertAssessment(qint64 providerId, const Assessment &a);
    /// Deletes the provider's assessment in `criterion`, or all of its assessments when `criterion`
    /// is empty. Returns the number of rows deleted, or -1 on error (lastError()).
    int deleteAssessments(qint64 providerId, const QString &criterion = {});
    /// units of `currency` per 1 USD, as of an ISO date.
    bool upsertFxRate(const QString &currency, double unitsPerUsd, const QString &asOf, const QString &sourceUrl);

    /// Offer fields that identify and describe an instance type in a region.
    struct Offering
    {
        qint64 providerId = -1;
        QString instanceType, region;
        QString gpuKey; ///< empty: unmapped
        QString gpuRawName;
        std::optional<double> gpuCount, vcpus, ramGib, reportedGpuMemoryGb;
        QString brokerOf, flags;
    };
    /// Inserts the offering or updates its descriptive fields; returns its id or -1. `result`
    /// tells whether a row was inserted, updated or left unchanged.
    qint64 upsertOffering(const Offering &o, qint64 importRunId, WriteResult *result);

    /// Writes one price (per instance-hour, source currency). The key is (offering, kind, term,
    /// as_of): writing the same values again is Unchanged, so a re-import changes nothing. A
    /// changed amount, currency, note or observation date updates the row in place and sets its
    /// imported_on to `dates.importedOn`. A later as_of than the series' current row advances that
    /// row in place (its dates, and its values when they changed: Updated, else Unchanged); an
    /// older as_of inserts a history row. History (schema v3): a point is appended to price_point
    /// when the series appears, changes amount or currency, or is offered again after it was
    /// withdrawn; a confirmed price appends nothing.
    WriteResult upsertPrice(qint64 offeringId, const QString &kind, int termMonths, std::optional<double> amount, const QString &currency,
        const QString &asOf, const QString &sourceUrl, qint64 importRunId, const QString &note, const PriceDates &dates);

    /// The newest known observation date (price.observed_on) among the prices of a provider, or
    /// empty (none observed on a known day, or an error in lastError()).
    QString newestObservationOf(qint64 providerId);
    /// The id of an earlier import run with the same file hash, format, provider and as-of date,
    /// or -1 (none, or an error: lastError() is set only then).
    qint64 findImportRun(const QString &sha256, const QString &format, const QString &providerKey, const QString &asOf);
    /// Records the start of an import; returns the run's id, or -1 on error.
    qint64 insertImportRun(const ImportRunView &run);
    /// Ends run `run.id` as a snapshot, then stores its counts, report and finish time. Every
    /// price series whose latest point came from the same source (same format and provider key;
    /// for a file of several providers also the same file name) and that this run did not write,
    /// of a provider this run wrote, gets a 'withdrawn' point; an offering none of whose series
    /// this run wrote is marked no longer offered (offering.withdrawn_run_id). Then the saved
    /// watchlist rules are evaluated on the run's points (Watchlist::evaluateRun). Call it after
    /// the run's last upsertPrice() and before commit().
    bool finishImportRun(const ImportRunView &run);

    /// Whether finishImportRun() marks what the run did not list as no longer offered.
    /// Auto: only when the run looks like a complete snapshot of its source, i.e. it listed at least
    /// as many of the source's current price series (of the providers it wrote) as it left out; a
    /// partial file (three rows of a provider with a thousand) withdraws nothing and the summary
    /// counts what it did not list. Always / Never: as the caller knows the file to be.
    enum class WithdrawPolicy { Auto, Always, Never };
    void setWithdrawPolicy(WithdrawPolicy policy) { m_withdrawPolicy = policy; }

    /// What finishImportRun() found, for the import report.
    struct RunSummary
    {
        int pricesWithdrawn = 0; ///< series given a 'withdrawn' point
        int pricesNotListed = 0; ///< series of the source the run did not list and did not withdraw (a partial file)
        int offersWithdrawn = 0; ///< offerings marked no longer offered
        int pointsAppended = 0; ///< price points appended by the run (changes, appearances, withdrawals)
        int watchHits = 0; ///< watchlist hits the run fired
    };
    RunSummary lastRunSummary() const { return m_summary; }

private:
    struct Statements;
    struct CachedOffering;
    struct CachedPrice;
    struct CachedPoint;
    /// Appends one point to price_point and makes it the series' latest in the cache (when
    /// `series` is not empty). A point older than the series' latest (`newest` false: a snapshot
    /// imported as history) ends at the first run of the later points (price_point.until_run,
    /// schema v6); the earlier points a run's points end are ended together at the end of the
    /// run (endEarlierPoints()). `firstOfSeries`: the series has no stored point yet.
    bool appendPoint(const QString &series, CachedPoint point, const QString &observedOn, const QString &observedAfter,
        const QString &recordedOn, const QString &sourceUrl, bool firstOfSeries = false, bool newest = true);
    /// Ends, at run `runId`, every point that a point of that run follows in its series ((as_of,
    /// id) order) and that no earlier run ended: one statement per run (finishImportRun), not one
    /// per point, so that on PostgreSQL the run's points go as COPY batches between the UPDATEs.
    bool endEarlierPoints(qint64 runId);
    /// Marks the series and offerings of this run's source that the run did not write (finishImportRun).
    bool recordWithdrawals(const ImportRunView &run);
    /// The source identity of import run `runId` (sourceIdentity()), "" when unknown.
    QString runSource(qint64 runId);
    /// "format|provider" for a file of one provider, "format||file name" for a file of several.
    static QString sourceIdentity(const QString &format, const QString &providerKey, const QString &sourceFile);
    /// Loads a provider's offerings and prices once, so an import of N rows runs no per-row SELECT.
    bool loadProvider(qint64 providerId);

    Catalog &m_catalog;
    Statements *m_stmt;
    QHash<QString, qint64> m_providerIds;
    QSet<qint64> m_loadedProviders;
    QSet<qint64> m_providersWithoutOfferings; // nothing to look up: every row is an insert
    QSet<qint64> m_newOfferings; // inserted by this writer: none of its prices exist yet
    QHash<QString, CachedOffering> *m_offerings; // (provider, instance type, region) → row
    QHash<QString, CachedPrice> *m_prices; // (offering, kind, term, as_of) → row
    QHash<QString, QString> m_currentAsOf; // series (offering, kind, term) → as_of of its current price row
    QHash<QString, CachedPoint> *m_points; // series → latest price point
    QSet<QString> m_runSeries; // series this run wrote
    QSet<qint64> m_runOfferings, m_runProviders; // offerings and providers this run wrote
    QHash<qint64, qint64> m_offeringProviders; // offering id → provider id, for the offerings written
    QHash<qint64, QString> m_runSources; // import run id → source identity (runSource)
    bool m_runSourcesLoaded = false;
    QString m_runRecordedOn; // imported_on of this run's prices
    int m_runPoints = 0;
    RunSummary m_summary;
    WithdrawPolicy m_withdrawPolicy = WithdrawPolicy::Auto;
    QHash<QString, qint64> m_gpuIds;
    std::optional<AuditEntry> m_audit; // setAudit(), written by commit()
    QString m_refusal; // TeamCatalog::writeRefusal() of the constructor: this session may not write
    QString m_error;
};

} // namespace cg
