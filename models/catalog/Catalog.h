#pragma once

#include "catalog/CatalogTypes.h"
#include "catalog/GpuIdentity.h"
#include "core/FxRates.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

#include <array>

namespace cg {

/**
 * The CloudGauge catalog: one SQLite file (DESIGN.md section 3) and the repository layer over it.
 * Nothing outside `models/catalog` sees a QSqlQuery.
 *
 * Each Catalog object owns one uniquely named connection and must be used on the thread that
 * opened it (one connection per thread; field report QT-01). open() creates or migrates the
 * schema (`PRAGMA user_version`, each migration in one transaction), turns on WAL,
 * synchronous=NORMAL, foreign keys and a busy timeout, and runs `PRAGMA quick_check`.
 * A file written by a newer CloudGauge (user_version above kSchemaVersion) opens read-only.
 */
class Catalog final
{
public:
    /// Schema version written by this build (PRAGMA user_version).
    static constexpr int kSchemaVersion = 1;
    /// How long a statement waits for another writer before "database is locked", ms.
    static constexpr int kBusyTimeoutMs = 5000;

    explicit Catalog(QString path);
    ~Catalog();
    Q_DISABLE_COPY_MOVE(Catalog)

    /// Opens (creating the file and schema if needed). Returns false with a one-line reason in
    /// `error` for: a file that is not SQLite, a failed quick_check, an I/O error, a failed migration.
    bool open(QString *error);
    void close();
    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    int schemaVersion() const { return m_schemaVersion; }
    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }

    /// The connection, for the repository classes in models/catalog only (CatalogWriter).
    QSqlDatabase database() const;

    // ---- reads ---------------------------------------------------------------------------
    QList<ProviderRecord> providers() const;
    QList<GpuModelRecord> gpuModels() const;
    /// Identity tables (models and aliases) for resolving raw accelerator names.
    GpuIdentity gpuIdentity() const;
    /// Every offer with its current (latest as-of) on-demand and spot price.
    QList<OfferView> offers() const;
    /// Latest published rating per provider key.
    QHash<QString, RatingView> latestRatings() const;
    /// Full rating history, oldest first.
    QList<RatingView> ratings() const;
    /// Assessed ClusterMAX category scores (0-5) per provider key, in Criterion order; empty
    /// optionals where a category is not assessed.
    QHash<QString, std::array<std::optional<double>, 10>> assessments() const;
    /// Every stored assessment row (score or not) of `providerKey`, or of all providers when it is
    /// empty, ordered by provider key and then category in ClusterMAX order.
    QList<Assessment> assessmentRecords(const QString &providerKey = {}) const;
    /// Latest FX rate per currency: units of that currency per 1 USD, with its as-of date.
    FxRates latestFxRates() const;
    QList<ImportRunView> importRuns() const;
    /// Every offering with every price row (history included), oldest first, for the lossless
    /// CSV export: one row per price, or one row with empty price fields for an unpriced offering.
    /// Columns as readers::cloudGaugeCsvColumns() (20); numbers as doubles, missing as null.
    QList<QVariantList> exportRows() const;
    int offerCount() const;
    /// Providers whose `reliability` row has an MTBF or SLA figure.
    int reliabilityProviderCount() const;
    /// Newest price as-of date over the whole catalog (ISO), empty when there are no prices.
    QString newestPriceDate() const;
    /// Stored probe runs, newest first, at most `limit`.
    QList<ProbeRunView> probeRuns(int limit = 20) const;

    // ---- writes (the caller holds the catalog's write lock, CatalogFile::lockForWriting) ----
    /// Stores one probe run (one INSERT, atomic); returns its id, or -1 with the reason in lastError().
    qint64 insertProbeRun(const ProbeRunView &run);

private:
    bool migrate(int from, QString *error);
    bool exec(const QString &sql, QString *error);

    QString m_path;
    QString m_connectionName;
    bool m_readOnly = false;
    int m_schemaVersion = 0;
    mutable QString m_lastError;
};

/// Result of writing one price row.
enum class WriteResult { Inserted, Updated, Unchanged, Failed };

/**
 * Prepared write statements over an open Catalog, for importers and the seed builder. Call
 * begin() and commit() (or rollback()) around a file: one transaction per file.
 */
class CatalogWriter final
{
public:
    explicit CatalogWriter(Catalog &catalog);
    ~CatalogWriter();
    Q_DISABLE_COPY_MOVE(CatalogWriter)

    bool begin();
    bool commit();
    void rollback();
    QString lastError() const { return m_error; }

    /// Inserts or updates a provider; returns its id, or -1 on error.
    qint64 upsertProvider(const ProviderRecord &p);
    /// Id of a provider by key, or -1.
    qint64 providerId(const QString &key);
    bool upsertGpuModel(const GpuModelRecord &m);
    bool upsertAlias(const GpuAliasEntry &a);
    /// Rating history row (provider, source, version) → tier.
    bool upsertRating(qint64 providerId, const RatingView &r);
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
    /// as_of): writing the same values again is Unchanged, so a re-import changes nothing.
    WriteResult upsertPrice(qint64 offeringId, const QString &kind, int termMonths, std::optional<double> amount, const QString &currency,
        const QString &asOf, const QString &sourceUrl, qint64 importRunId, const QString &note);

    /// Newest as-of among the prices of a provider, or empty.
    QString newestPriceDateOf(qint64 providerId);
    /// The id of an earlier import run with the same file hash, format, provider and as-of date, or -1.
    qint64 findImportRun(const QString &sha256, const QString &format, const QString &providerKey, const QString &asOf);
    qint64 insertImportRun(const ImportRunView &run);
    bool finishImportRun(const ImportRunView &run);

private:
    struct Statements;
    struct CachedOffering;
    struct CachedPrice;
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
    QHash<QString, qint64> m_gpuIds;
    QString m_error;
};

} // namespace cg
