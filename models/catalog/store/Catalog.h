#pragma once

#include "catalog/identity/GpuIdentity.h"
#include "catalog/store/CatalogTypes.h"
#include "core/FxRates.h"
#include "geo/Certification.h"
#include "geo/Latency.h"
#include "geo/RegionPlace.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

#include <array>
#include <optional>

namespace cg {

/**
 * The CloudGauge catalog: one SQLite file (docs/developer-guide.md, "Catalog schema"), or a team
 * catalog in a PostgreSQL 15 database named by a `postgresql://user@host:port/dbname?sslmode=…`
 * URL, and the repository layer over it. Nothing outside `models/catalog` sees a QSqlQuery. The
 * same SQL runs on both backends; what differs (DDL types and identity columns, the schema
 * version's place, PRAGMAs, the bulk path) is the dialect seam in CatalogDialect.cpp and
 * Catalog::open().
 *
 * Each Catalog object owns one uniquely named connection and must be used on the thread that
 * opened it (one connection per thread; field report QT-01). open() creates or migrates the
 * schema (`PRAGMA user_version`, each migration in one transaction), turns on WAL,
 * synchronous=NORMAL, foreign keys and a busy timeout, and runs `PRAGMA quick_check`.
 * A file written by a newer CloudGauge (user_version above kSchemaVersion) opens read-only.
 * On PostgreSQL the version is the one row of table `schema_version` and the migrations run in
 * one transaction each as well; the password never appears in the URL or settings: libpq reads
 * it from PGPASSFILE (~/.pgpass) or PGPASSWORD.
 *
 * Errors of reads and writes: every call clears lastError() on entry. A read whose statement
 * fails returns an empty result (empty list or hash, 0, empty string) AND sets lastError() to
 * "cannot <what it read>: <SQL error>" (for example "cannot read the FX rates: no such table:
 * fx_rate"); hasError() tells such a failure from a catalog that has no rows. The SQL lives in
 * models/catalog only: the schema in CatalogSchema.cpp, the reads in one file per aggregate.
 */
class Catalog final
{
public:
    /// Schema version written by this build (PRAGMA user_version).
    static constexpr int kSchemaVersion = 15;
    /// How long a statement waits for another writer before "database is locked", ms.
    static constexpr int kBusyTimeoutMs = 5000;

    /// The database engine behind a catalog.
    enum class Backend { SQLite, PostgreSQL };
    /// Whether `location` names a PostgreSQL team catalog (a `postgresql://` or `postgres://` URL)
    /// rather than an SQLite file.
    static bool isServerLocation(const QString &location);
    /// The backend of `location` (isServerLocation()).
    static Backend backendOf(const QString &location);

    /// A catalog at `path` (a file, created by open() when missing; or a PostgreSQL URL, whose
    /// database must exist: open() creates the tables). Nothing is opened yet.
    explicit Catalog(QString path);
    /// Closes the connection (close()).
    ~Catalog();
    Q_DISABLE_COPY_MOVE(Catalog)

    /// Whether open() runs SQLite's quick_check (O(file size): about a third of opening a
    /// 100k-offer catalog). Deferred: the caller checks on another connection, e.g. the window's
    /// background read, and falls back to a checked open when that one fails.
    enum class IntegrityCheck { Now, Deferred };
    /// Opens (creating the file and schema if needed). Returns false with a one-line reason in
    /// `error` for: a file that is not SQLite, a failed quick_check, an I/O error, a failed PRAGMA
    /// or migration (the reason starts with the path).
    bool open(QString *error, IntegrityCheck check = IntegrityCheck::Now);
    /// Closes the connection and removes it; safe to call twice.
    void close();
    /// Whether open() succeeded and close() was not called since.
    bool isOpen() const;
    /// True for a file of a newer schema (user_version above kSchemaVersion), or a file this
    /// process cannot write (read-only media, a file or folder without write permission): writes
    /// fail, reads work. readOnlyReason() says which.
    bool isReadOnly() const { return m_readOnly; }
    /// Why isReadOnly(): "written by a newer CloudGauge (schema vN)" or "the file or its folder is
    /// not writable (read-only media or permissions)"; empty when writable.
    QString readOnlyReason() const { return m_readOnlyReason; }
    /// After a failed open(): whether the file itself is damaged (not an SQLite file, SQLite says
    /// corrupt or not a database, or the integrity check fails), as opposed to unusable for now (a
    /// lock held by another program, a full disk, an I/O error), which moving it aside would not
    /// mend and would hide the user's data.
    bool openFoundDamage() const { return m_openFoundDamage; }
    /// PRAGMA user_version of the open file (schema_version.version on PostgreSQL).
    int schemaVersion() const { return m_schemaVersion; }
    /// The catalog file's path (or PostgreSQL URL) as given to the constructor.
    QString path() const { return m_path; }
    /// The backend the path names.
    Backend backend() const { return m_backend; }
    /// Why the last read, insertProbeRun() or compactForDistribution() failed; empty after a call
    /// that succeeded.
    QString lastError() const { return m_lastError; }
    /// Whether the last read, insertProbeRun() or compactForDistribution() failed (lastError()).
    bool hasError() const { return !m_lastError.isEmpty(); }

    /// Folds the WAL into the main file, leaves WAL mode (journal_mode = DELETE) and VACUUMs, so
    /// the file is one self-contained database (the bundled seed). Call with no other connection
    /// open on the file. Returns false with "<path>: cannot <step>: <SQL error>" in `error` (and
    /// lastError()) when a step fails or the checkpoint could not complete.
    bool compactForDistribution(QString *error);

    /// The connection, for the repository classes in models/catalog only (CatalogWriter).
    QSqlDatabase database() const;

    // ---- reads (empty on error, with lastError() set; see the class comment) --------------
    /// Every provider, ordered by key.
    QList<ProviderRecord> providers() const;
    /// Every GPU model with its datasheet figures (TFLOPS, GB, GB/s, W), ordered by key.
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
    /// Every import run (file, hash, row counts, report, and the observation and import dates of
    /// the prices it last wrote), oldest first.
    QList<ImportRunView> importRuns() const;
    /// Every offering with every price row (history included), oldest first, for the lossless
    /// CSV export: one row per price, or one row with empty price fields for an unpriced offering.
    /// Columns as readers::cloudGaugeCsvColumns() (22); numbers as doubles, missing as null.
    QList<QVariantList> exportRows() const;
    /// SHA-256 (first 16 hex digits) over exportRows(): every value's text and a unit separator
    /// (0x1F), row by row. It changes exactly when an offer or price changes; the PDF report
    /// prints it as the "Catalog fingerprint" and a team catalog's change notice carries it.
    /// O(prices): about as long as an export. Empty when the read fails (lastError()).
    QString fingerprint() const;
    /// Number of offerings (instance type × region), 0 on error.
    int offerCount() const;
    /// Providers whose `reliability` row has an MTBF figure or the v1 sla_percent (the figures the
    /// true-cost model could use); the published compute SLAs are providerSlas().
    int reliabilityProviderCount() const;
    /// The published compute SLA per provider key, for every provider with a `reliability` row
    /// whose SLA status, figures, credits or note are set. A provider without one: nobody looked.
    QHash<QString, ProviderSla> providerSlas() const;
    /// The published charges besides the GPU-hour per provider key (table provider_charge, schema
    /// v7), each provider's by charge name. A charge without a row is unknown. Empty on a catalog
    /// before v7, or on a failed read (lastError()).
    QHash<QString, QList<ProviderCharge>> providerCharges() const;
    /// Where each provider's regions are (schema v11, table region_place; CatalogRegions.cpp), in
    /// (provider key, region) order. Empty before v11, or when the seed gave none.
    QList<RegionPlace> regionPlaces() const;
    /// The certifications each provider publishes, per provider key (schema v14, table
    /// provider_certification; CatalogCertifications.cpp), each provider's in the order of
    /// Certification::standards(). A provider without rows: none on record. Empty before v14, or
    /// on a failed read (lastError()).
    QHash<QString, QList<Certification>> providerCertifications() const;
    /// Every (provider, region) that has a place row or an offer still listed, in (provider key,
    /// region) order, with its place (a row without one: providerKey and region only, unknown)
    /// and its count of listed offerings. On a failed read, what was read (lastError()).
    QList<OfferRegion> offerRegions() const;
    /// Newest observation date (observed_on) over the whole catalog (ISO), empty when no price
    /// has a known one. Import dates never count.
    QString newestPriceDate() const;
    /// The latest price check of every offer checked (table price_check, schema v10), by
    /// PriceCheck::offerKey(); providerName is left empty. Empty on a catalog before v10, or on a
    /// failed read (lastError()).
    QHash<QString, PriceCheck> latestPriceChecks() const;
    /// Stored probe runs, newest first, at most `limit`.
    QList<ProbeRunView> probeRuns(int limit = 20) const;
    /// The latest latency measurement of every (provider key, region) timed (table
    /// latency_measurement, schema v12; CatalogLatency.cpp), in that order. Empty before v12, or on
    /// a failed read (lastError()).
    QList<LatencyMeasurement> latestLatency() const;
    /// The acceptance runs imported for offers (tables node_evidence_run and node_evidence_check,
    /// schema v15; CatalogEvidence.cpp), newest measurement first, each with its checks in
    /// order; only those of `providerKey` (and `instanceType`) when given. Empty before v15 or on a
    /// failed read (lastError()).
    QList<EvidenceRun> evidenceRuns(const QString &providerKey = {}, const QString &instanceType = {}) const;

    // ---- writes (the caller holds the catalog's write lock, CatalogFile::lockForWriting) ----
    /// Stores one probe run (one INSERT, atomic); returns its id, or -1 with the reason in lastError().
    qint64 insertProbeRun(const ProbeRunView &run);
    /// Stores the checks of one verification (each with its checkedOn), all or none in one
    /// transaction (CatalogPriceChecks.cpp); false with the reason in lastError().
    bool insertPriceChecks(const QList<PriceCheck> &checks);
    /// Stores the measurements of one latency run, all or none in one transaction; false with the
    /// reason in lastError() (read-only catalog, schema before v12, a failed write).
    bool insertLatency(const QList<LatencyMeasurement> &measurements);
    /// Stores one acceptance run and its checks, all or none in one transaction; returns its id,
    /// or -1 with the reason in lastError(): read-only catalog, schema before v15, the same run
    /// (provider, instance type, host, measurement time, format) already stored, a failed write.
    qint64 insertEvidenceRun(const EvidenceRun &run);

private:
    /// Runs the schema migrations from user_version `from` to kSchemaVersion (CatalogSchema.cpp).
    bool migrate(int from, QString *error);
    /// Runs one statement of open() or migrate(); on failure `error` = "<path>: cannot <purpose>: …".
    bool exec(const QString &sql, const QString &purpose, QString *error);
    /// open() of a PostgreSQL URL: connects through QPSQL, reads the schema version, migrates
    /// (CatalogServer.cpp).
    bool openServer(QString *error);
    /// Runs the INSERT `statement` once per entry of `rows` (its bound values, in order) in one
    /// transaction, all or none (CatalogSql.cpp's helpers word the failure with `purpose`); false
    /// with the reason in lastError() on a read-only catalog, a schema older than `minSchema`, or a
    /// failed statement or commit. insertPriceChecks() and insertLatency() store through it.
    bool insertAllOrNone(const QString &purpose, int minSchema, const QString &statement, const QList<QVariantList> &rows);

    QString m_path;
    QString m_connectionName;
    Backend m_backend = Backend::SQLite;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    bool m_openFoundDamage = false;
    int m_schemaVersion = 0;
    mutable QString m_lastError;
};

} // namespace cg
