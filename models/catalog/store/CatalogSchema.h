#pragma once

#include <QString>
#include <QStringList>

/// The SQL of the catalog's tables (docs/developer-guide.md, "Catalog schema"). Catalog::open()
/// runs these through Catalog::migrate() (CatalogSchema.cpp), one transaction per schema version.
namespace cg::schema {

/// The statements that create schema version 1 from an empty database, in order (tables and
/// indexes; no PRAGMAs, no data). The `assessment` table's CHECK lists categoryKeys().
QStringList v1Statements();

/// The statements that take a v1 catalog to schema version 2: price.observed_on, observed_after
/// and imported_on; reliability.sla_status, sla_single_instance_pct, sla_multi_zone_pct,
/// sla_credits, sla_excludes and note (CatalogSchema.cpp says what each means).
QStringList v2Statements();

/// The statements that take a v2 catalog to schema version 3: table price_point (the price
/// history, filled from every v2 price row), offering.withdrawn_run_id, tables watch_rule and
/// watch_hit (CatalogSchema.cpp says what each means).
QStringList v3Statements();

/// The statements that take a v3 catalog to schema version 4: tables provider_answer (answers a
/// provider returned in a questionnaire, self-reported) and quote (quoted prices, confidential by
/// default). The SQL is in CatalogQuotes.cpp.
QStringList v4Statements();

/// The statements that take a v4 catalog to schema version 5: table audit_log (the audit trail,
/// written on PostgreSQL team catalogs) and quote.imported_by (who imported a quote; the
/// row-level security of `team init` reads it). The SQL is in CatalogTeam.cpp.
QStringList v5Statements();

/// The statements that take a v5 catalog to schema version 6: price_point.until_run (per point the
/// first import run after which it no longer was its series' latest, NULL while it is), filled for
/// every existing point, and index price_point_until (until_run, import_run_id, covering), so that a diff
/// since a run reads only the points of the series that changed (CatalogSchema.cpp says more).
QStringList v6Statements();
/// The statements that take a v6 catalog to schema version 7: table provider_charge (the
/// providers' published egress, storage and IPv4 charges with their sources). The SQL is in
/// CatalogCharges.cpp.
QStringList v7Statements();
/// The statements that take a v7 catalog to schema version 8: none on SQLite. On PostgreSQL
/// (v8ServerStatements) the references of offering, price and price_point to import_run and of
/// price and price_point to offering are checked per statement instead of per row
/// (CatalogSchema.cpp says why and how).
QStringList v8Statements();
/// Schema v9: the published SLA's credit schedule and scope in Chinese (reliability.sla_credits_zh,
/// sla_excludes_zh), shown in a Chinese report instead of the English text; NULL: none written.
QStringList v9Statements();
/// Schema v10: table price_check, the checks of `cloudgauge verify` and Verify prices… (one row per
/// offer checked, named by provider, instance type and region). The SQL is in CatalogPriceChecks.cpp.
QStringList v10Statements();
/// Schema v11: table region_place, where each provider's regions are (RegionPlace). The SQL is in
/// CatalogRegions.cpp.
QStringList v11Statements();
/// Schema v12: table latency_measurement, the round trips `cloudgauge latency` measured from the
/// user's network to each region (LatencyMeasurement). The SQL is in CatalogLatency.cpp.
QStringList v12Statements();
/// Schema v13: table rfq_request, every request for quotation this catalog exported (IssuedRequest),
/// so that a returned workbook is matched with a request it issued. The SQL is in CatalogRfqRequests.cpp.
QStringList v13Statements();
/// Schema v14: table provider_certification, the security and compliance certifications each
/// provider publishes (Certification). The SQL is in CatalogCertifications.cpp.
QStringList v14Statements();
/// Schema v15: tables node_evidence_run and node_evidence_check, acceptance runs of rented nodes
/// (EvidenceRun). The SQL is in CatalogEvidence.cpp.
QStringList v15Statements();
/// PostgreSQL only, in its own spelling (not passed through dialect::ddl()): the functions and
/// triggers that check those references of a whole INSERT or COPY at once, cascade an offering's
/// deletion to its prices, and refuse deleting or renumbering what rows name; then the seven
/// per-row foreign keys they replace are dropped.
QStringList v8ServerStatements();

/// The ten ClusterMAX category keys as an SQL list: 'security','lifecycle',…,'availability'.
QString categoryKeyList();

/// One step of the schema: the statements that take version `version - 1` to `version`, in the
/// portable SQLite spelling (`id INTEGER PRIMARY KEY`, REAL, INTEGER; dialect::ddl() turns them
/// into PostgreSQL's), then, on PostgreSQL only, `serverStatements` as they are. Catalog::migrate()
/// runs each step in one transaction and records the version in the same transaction (PRAGMA
/// user_version, or table schema_version).
struct MigrationStep
{
    int version;
    QStringList (*statements)();
    QStringList (*serverStatements)() = nullptr;
};

/// Every step in order, v1 first. To add a table: write its statements as a new function and
/// append `{ N, vNStatements }` here, then raise Catalog::kSchemaVersion to N (a static_assert in
/// CatalogSchema.cpp keeps the two equal).
inline constexpr MigrationStep kMigrations[] = {
    { 1, v1Statements },
    { 2, v2Statements },
    { 3, v3Statements },
    { 4, v4Statements },
    { 5, v5Statements },
    { 6, v6Statements },
    { 7, v7Statements },
    { 8, v8Statements, v8ServerStatements },
    { 9, v9Statements },
    { 10, v10Statements },
    { 11, v11Statements },
    { 12, v12Statements },
    { 13, v13Statements },
    { 14, v14Statements },
    { 15, v15Statements },
};

} // namespace cg::schema
