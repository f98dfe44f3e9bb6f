#include "catalog/store/CatalogSchema.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogDialect.h"
#include "catalog/store/CatalogSql.h"
#include "core/Criteria.h"

#include <QSqlDatabase>
#include <QSqlQuery>

#include <iterator>

namespace cg {

namespace {

// Schema v1 (docs/developer-guide.md, "Catalog schema"). Portable SQL in SQLite's spelling
// (dialect::ddl() makes it PostgreSQL's); the SQLite-only statements (PRAGMAs) live in
// Catalog::open(). Money is stored per instance-hour in the source currency; the per-GPU-hour price
// is derived (amount / gpu_count) and never stored twice. A missing value is NULL, never 0.
// Tables in creation order: those before `assessment`, `assessment` itself (its CHECK is built
// from categoryKeys()), and those after it.
const char *const kSchemaV1Before[] = {
    R"(CREATE TABLE provider (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        name_en TEXT NOT NULL,
        name_zh TEXT,
        category TEXT CHECK (category IS NULL OR category IN ('hyperscaler','neocloud','marketplace','broker','sovereign')),
        hq_country TEXT,
        website TEXT,
        clustermax_name TEXT))",
    R"(CREATE TABLE gpu_model (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        vendor TEXT NOT NULL,
        family TEXT NOT NULL,
        variant TEXT NOT NULL,
        preference INTEGER NOT NULL DEFAULT 1,
        architecture TEXT,
        form_factor TEXT,
        memory_gb REAL CHECK (memory_gb IS NULL OR memory_gb > 0),
        memory_type TEXT,
        memory_bandwidth_gbps REAL,
        fp32_tflops REAL,
        tf32_tflops REAL,
        bf16_tflops REAL,
        fp16_tflops REAL,
        fp8_tflops REAL,
        int8_tops REAL,
        tdp_w REAL,
        interconnect TEXT,
        release_year INTEGER,
        source_url TEXT,
        notes TEXT))",
    R"(CREATE TABLE gpu_alias (
        alias TEXT PRIMARY KEY,
        family TEXT NOT NULL,
        variant TEXT))",
    R"(CREATE TABLE import_run (
        id INTEGER PRIMARY KEY,
        source_file TEXT NOT NULL,
        format TEXT NOT NULL,
        provider_key TEXT,
        sha256 TEXT NOT NULL,
        as_of TEXT,
        source_url TEXT,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        rows_read INTEGER NOT NULL DEFAULT 0,
        rows_imported INTEGER NOT NULL DEFAULT 0,
        rows_rejected INTEGER NOT NULL DEFAULT 0,
        rows_flagged INTEGER NOT NULL DEFAULT 0,
        rows_duplicate INTEGER NOT NULL DEFAULT 0,
        report TEXT))",
    R"(CREATE TABLE offering (
        id INTEGER PRIMARY KEY,
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        instance_type TEXT NOT NULL,
        region TEXT NOT NULL,
        gpu_model_id INTEGER REFERENCES gpu_model(id),
        gpu_raw_name TEXT,
        gpu_count REAL CHECK (gpu_count IS NULL OR gpu_count > 0),
        vcpus REAL,
        ram_gib REAL,
        reported_gpu_memory_gb REAL,
        interconnect TEXT,
        broker_of TEXT,
        flags TEXT NOT NULL DEFAULT '',
        first_import_run_id INTEGER REFERENCES import_run(id),
        last_import_run_id INTEGER REFERENCES import_run(id),
        UNIQUE (provider_id, instance_type, region)))",
    R"(CREATE INDEX offering_gpu ON offering(gpu_model_id))",
    R"(CREATE TABLE price (
        id INTEGER PRIMARY KEY,
        offering_id INTEGER NOT NULL REFERENCES offering(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('on_demand','spot','reserved')),
        term_months INTEGER NOT NULL DEFAULT 0,
        amount REAL CHECK (amount IS NULL OR amount > 0),
        currency TEXT NOT NULL,
        as_of TEXT NOT NULL,
        source_url TEXT,
        import_run_id INTEGER REFERENCES import_run(id),
        note TEXT,
        UNIQUE (offering_id, kind, term_months, as_of)))",
    R"(CREATE TABLE fx_rate (
        currency TEXT NOT NULL,
        units_per_usd REAL NOT NULL CHECK (units_per_usd > 0),
        as_of TEXT NOT NULL,
        source_url TEXT,
        PRIMARY KEY (currency, as_of)))",
    R"(CREATE TABLE rating (
        id INTEGER PRIMARY KEY,
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        rating_source TEXT NOT NULL,
        version TEXT NOT NULL,
        published TEXT,
        tier TEXT NOT NULL,
        source_url TEXT,
        confidence TEXT,
        UNIQUE (provider_id, rating_source, version)))",
};

// %1: the ten ClusterMAX category keys, quoted and comma-separated (schema::categoryKeyList()).
const char *const kAssessmentV1 = R"(CREATE TABLE assessment (
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        criterion TEXT NOT NULL CHECK (criterion IN (%1)),
        score REAL CHECK (score IS NULL OR (score >= 0 AND score <= 5)),
        evidence TEXT,
        source_url TEXT,
        assessed_on TEXT,
        author TEXT,
        PRIMARY KEY (provider_id, criterion)))";

const char *const kSchemaV1After[] = {
    R"(CREATE TABLE reliability (
        provider_id INTEGER PRIMARY KEY REFERENCES provider(id) ON DELETE CASCADE,
        sla_percent REAL,
        support_response_minutes REAL,
        mtbf_gpu_hours REAL,
        time_to_identify_minutes REAL,
        time_to_repair_minutes REAL,
        hot_spare_percent REAL,
        source_url TEXT,
        as_of TEXT))",
    R"(CREATE TABLE probe_run (
        id INTEGER PRIMARY KEY,
        host TEXT,
        device TEXT,
        backend TEXT,
        driver TEXT,
        gpu_model_id INTEGER REFERENCES gpu_model(id),
        memory_bandwidth_gbps REAL,
        fp32_tflops REAL,
        h2d_gbps REAL,
        d2h_gbps REAL,
        document TEXT NOT NULL,
        measured_at TEXT NOT NULL))",
};

// Schema v2: two dates per price and the published compute SLA per provider.
// - price.observed_on: the day the source observed or published the price (NULL when unknown);
//   price.observed_after: the best known lower bound when observed_on is unknown (for example the
//   upstream snapshot's first possible date); price.imported_on: the day the row entered the
//   catalog. v1 files carried only as_of, which mixed the two: they migrate with
//   imported_on = the import run's start date (or as_of) and the observation unknown.
// - reliability.sla_*: the provider's published compute SLA (single instance, multi-zone, in
//   percent of monthly uptime), its credits and exclusions as text; sla_status 'published' or
//   'none' (no published SLA is a value), NULL when nobody looked.
const char *const kSchemaV2[] = {
    R"(ALTER TABLE price ADD COLUMN observed_on TEXT)",
    R"(ALTER TABLE price ADD COLUMN observed_after TEXT)",
    R"(ALTER TABLE price ADD COLUMN imported_on TEXT)",
    R"(UPDATE price SET imported_on = COALESCE(
        (SELECT substr(started_at, 1, 10) FROM import_run WHERE import_run.id = price.import_run_id), as_of))",
    R"(ALTER TABLE reliability ADD COLUMN sla_status TEXT CHECK (sla_status IS NULL OR sla_status IN ('published','none')))",
    R"(ALTER TABLE reliability ADD COLUMN sla_single_instance_pct REAL
        CHECK (sla_single_instance_pct IS NULL OR (sla_single_instance_pct > 0 AND sla_single_instance_pct <= 100)))",
    R"(ALTER TABLE reliability ADD COLUMN sla_multi_zone_pct REAL
        CHECK (sla_multi_zone_pct IS NULL OR (sla_multi_zone_pct > 0 AND sla_multi_zone_pct <= 100)))",
    R"(ALTER TABLE reliability ADD COLUMN sla_credits TEXT)",
    R"(ALTER TABLE reliability ADD COLUMN sla_excludes TEXT)",
    R"(ALTER TABLE reliability ADD COLUMN note TEXT)",
};

// Schema v3: price history, no-longer-offered offers and watchlists (docs/developer-guide.md,
// "Catalog schema" and "Price history storage").
// - price_point: the append-only price history. The writer appends a point when a series
//   (offering, kind, term) appears, changes amount or currency, or disappears (status
//   'withdrawn', amount NULL) in an import run; a price an import confirms unchanged adds nothing.
//   Points are ordered by (as_of, id), the order Catalog::offers() reads the current price in.
//   `price` stays the current-price table the window reads (one row per series and as-of key; a
//   later import advances the current row's dates in place instead of adding a row), so the read
//   path is unchanged. Migration: every v2 price row becomes one point (recorded_on = its
//   imported_on), so a migrated catalog keeps every price it had.
// - offering.withdrawn_run_id: the import run of the same source after which the offer was no
//   longer listed (NULL while offered); its price series is kept.
// - watch_rule / watch_hit: saved watchlist rules and the price points that fired them.
const char *const kSchemaV3[] = {
    R"(CREATE TABLE price_point (
        id INTEGER PRIMARY KEY,
        offering_id INTEGER NOT NULL REFERENCES offering(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('on_demand','spot','reserved')),
        term_months INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'offered' CHECK (status IN ('offered','withdrawn')),
        amount REAL CHECK (amount IS NULL OR amount > 0),
        currency TEXT,
        as_of TEXT NOT NULL,
        observed_on TEXT,
        observed_after TEXT,
        recorded_on TEXT NOT NULL,
        source_url TEXT,
        import_run_id INTEGER REFERENCES import_run(id)))",
    R"(CREATE INDEX price_point_series ON price_point(offering_id, kind, term_months, as_of))",
    R"(CREATE INDEX price_point_run ON price_point(import_run_id))",
    R"(INSERT INTO price_point (offering_id, kind, term_months, status, amount, currency, as_of, observed_on, observed_after,
        recorded_on, source_url, import_run_id)
        SELECT offering_id, kind, term_months, 'offered', amount, currency, as_of, observed_on, observed_after,
        COALESCE(imported_on, as_of), source_url, import_run_id FROM price ORDER BY offering_id, kind, term_months, as_of, id)",
    R"(ALTER TABLE offering ADD COLUMN withdrawn_run_id INTEGER REFERENCES import_run(id))",
    R"(CREATE TABLE watch_rule (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('price_below','price_change')),
        gpu TEXT,
        providers TEXT,
        regions TEXT,
        price_kind TEXT CHECK (price_kind IS NULL OR price_kind IN ('on_demand','spot')),
        max_per_gpu_hour REAL CHECK (max_per_gpu_hour IS NULL OR max_per_gpu_hour > 0),
        currency TEXT,
        min_tier TEXT,
        created_at TEXT NOT NULL))",
    R"(CREATE TABLE watch_hit (
        id INTEGER PRIMARY KEY,
        rule_id INTEGER NOT NULL REFERENCES watch_rule(id) ON DELETE CASCADE,
        price_point_id INTEGER NOT NULL REFERENCES price_point(id) ON DELETE CASCADE,
        import_run_id INTEGER REFERENCES import_run(id),
        fired_at TEXT NOT NULL,
        seen_at TEXT,
        UNIQUE (rule_id, price_point_id)))",
};

// Schema v5: where each price point ends, for a diff that reads only what changed.
// - price_point.until_run: the first import run after which the point no longer was the latest
//   of its series: the smallest COALESCE(import_run_id, 0) among the points after it in the
//   (as_of, id) order Catalog::offers() reads the current price in; NULL for the series' latest
//   point. A point is thus its series' state as import run R left the catalog exactly when
//   COALESCE(import_run_id, 0) <= R < until_run (or until_run IS NULL), and a series changed
//   since run R exactly when its latest point has a run after R. CatalogWriter::appendPoint()
//   keeps it in the transaction of each snapshot write; the migration computes it for every point.
// - index price_point_until (until_run, import_run_id, then every column the diff reads): the
//   latest points with a run after R, and per later run the points it ended that were written by
//   run R or before, each an index range read from the index alone (no row lookup per point:
//   about 3x less CPU for a diff since the first of 200 snapshots, for about 56 bytes per point).
const char *const kSchemaV6[] = {
    R"(ALTER TABLE price_point ADD COLUMN until_run INTEGER)",
    R"(UPDATE price_point SET until_run = (SELECT MIN(COALESCE(q.import_run_id, 0)) FROM price_point q
        WHERE q.offering_id = price_point.offering_id AND q.kind = price_point.kind AND q.term_months = price_point.term_months
        AND (q.as_of > price_point.as_of OR (q.as_of = price_point.as_of AND q.id > price_point.id))))",
    R"(CREATE INDEX price_point_until ON price_point(until_run, import_run_id, offering_id, kind, term_months, status, amount, currency, as_of))",
};

// Schema v8, PostgreSQL only: the references every imported row carries, checked per statement.
// A foreign key is checked per row on PostgreSQL 15 (a trigger call and a locking index probe
// each): 12 per offer of an import, 64 % of the server's time of a 100k-row COPY import. Nine of
// them are the references to the import run and to the offering, which an import writes itself:
// offering.first_import_run_id, last_import_run_id, withdrawn_run_id; price and price_point's
// import_run_id and offering_id. Those are checked per INSERT or COPY statement instead, with the
// guarantees of the foreign keys they replace (MATCH SIMPLE; runs NO ACTION, offerings ON DELETE
// CASCADE); offering.provider_id and gpu_model_id keep theirs:
// - after an INSERT or COPY, one statement over its new rows (a transition table) locks the runs
//   and offerings they name FOR KEY SHARE, as a foreign key's check does (a concurrent delete
//   waits for the import's commit), and fails with SQLSTATE 23503 when one does not exist;
// - an UPDATE that changes a reference checks that row (a row trigger, skipped by its WHEN clause
//   when the reference is unchanged, as a foreign key's check is);
// - deleting an offering deletes its prices and price points (the cascade; their watch hits go
//   by their own foreign key); deleting or renumbering an import run that a row names, or
//   renumbering an offering that has prices, fails (23503) at the end of the statement.
// Transition tables: https://www.postgresql.org/docs/15/sql-createtrigger.html ("REFERENCING");
// what a foreign key's check locks: PostgreSQL's src/backend/utils/adt/ri_triggers.c
// (RI_FKey_check). The functions keep the catalog's schema (SET search_path FROM CURRENT), as a
// team catalog may live in a named schema. SQLite keeps its foreign keys (checked in-process).
const char *const kSchemaV8Server[] = {
    R"(CREATE FUNCTION cloudgauge_refs_inserted() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
DECLARE
    runs BIGINT[];
    offerings BIGINT[];
    locked BIGINT;
    missing BIGINT;
BEGIN
    IF TG_TABLE_NAME = 'offering' THEN
        SELECT array_agg(DISTINCT v) INTO runs FROM (SELECT first_import_run_id FROM new_rows UNION ALL SELECT last_import_run_id FROM new_rows
            UNION ALL SELECT withdrawn_run_id FROM new_rows) x(v) WHERE v IS NOT NULL;
    ELSE
        SELECT array_agg(DISTINCT import_run_id) FILTER (WHERE import_run_id IS NOT NULL), array_agg(DISTINCT offering_id)
            INTO runs, offerings FROM new_rows;
    END IF;
    -- Arrays, not joins with the transition table: an index probe per key (a join was planned as
    -- a scan of the whole table per statement).
    SELECT count(*) INTO locked FROM (SELECT 1 FROM import_run r WHERE r.id = ANY (runs) FOR KEY SHARE OF r) l;
    IF locked < coalesce(cardinality(runs), 0) THEN
        SELECT w INTO missing FROM unnest(runs) w WHERE NOT EXISTS (SELECT 1 FROM import_run r WHERE r.id = w) LIMIT 1;
        RAISE EXCEPTION 'insert into % names import run %, which does not exist', TG_TABLE_NAME, missing
            USING ERRCODE = 'foreign_key_violation';
    END IF;
    SELECT count(*) INTO locked FROM (SELECT 1 FROM offering o WHERE o.id = ANY (offerings) FOR KEY SHARE OF o) l;
    IF locked < coalesce(cardinality(offerings), 0) THEN
        SELECT w INTO missing FROM unnest(offerings) w WHERE NOT EXISTS (SELECT 1 FROM offering o WHERE o.id = w) LIMIT 1;
        RAISE EXCEPTION 'insert into % names offering %, which does not exist', TG_TABLE_NAME, missing
            USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
END $f$)",
    R"(CREATE FUNCTION cloudgauge_refs_updated() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
DECLARE
    runs BIGINT[];
    run BIGINT;
BEGIN
    -- Only the references the UPDATE changed, one locking probe each, as a foreign key's check.
    IF TG_TABLE_NAME = 'offering' THEN
        runs := ARRAY[CASE WHEN NEW.first_import_run_id IS DISTINCT FROM OLD.first_import_run_id THEN NEW.first_import_run_id END,
            CASE WHEN NEW.last_import_run_id IS DISTINCT FROM OLD.last_import_run_id THEN NEW.last_import_run_id END,
            CASE WHEN NEW.withdrawn_run_id IS DISTINCT FROM OLD.withdrawn_run_id THEN NEW.withdrawn_run_id END];
    ELSE
        runs := ARRAY[CASE WHEN NEW.import_run_id IS DISTINCT FROM OLD.import_run_id THEN NEW.import_run_id END];
        IF NEW.offering_id IS DISTINCT FROM OLD.offering_id THEN
            PERFORM 1 FROM offering o WHERE o.id = NEW.offering_id FOR KEY SHARE OF o;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'update of % names offering %, which does not exist', TG_TABLE_NAME, NEW.offering_id
                    USING ERRCODE = 'foreign_key_violation';
            END IF;
        END IF;
    END IF;
    FOREACH run IN ARRAY runs LOOP
        CONTINUE WHEN run IS NULL;
        PERFORM 1 FROM import_run r WHERE r.id = run FOR KEY SHARE OF r;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'update of % names import run %, which does not exist', TG_TABLE_NAME, run
                USING ERRCODE = 'foreign_key_violation';
        END IF;
    END LOOP;
    RETURN NULL;
END $f$)",
    R"(CREATE FUNCTION cloudgauge_runs_removed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
DECLARE
    named BIGINT;
BEGIN
    SELECT o.id INTO named FROM old_rows o
        WHERE NOT EXISTS (SELECT 1 FROM import_run r WHERE r.id = o.id)
          AND (EXISTS (SELECT 1 FROM price_point p WHERE p.import_run_id = o.id)
            OR EXISTS (SELECT 1 FROM price p WHERE p.import_run_id = o.id)
            OR EXISTS (SELECT 1 FROM offering f WHERE f.first_import_run_id = o.id OR f.last_import_run_id = o.id
                OR f.withdrawn_run_id = o.id))
        LIMIT 1;
    IF named IS NOT NULL THEN
        RAISE EXCEPTION 'import run % is named by offers or prices and cannot be deleted or renumbered', named
            USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
END $f$)",
    R"(CREATE FUNCTION cloudgauge_offerings_removed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
BEGIN
    DELETE FROM price p WHERE p.offering_id IN (SELECT id FROM old_rows);
    DELETE FROM price_point p WHERE p.offering_id IN (SELECT id FROM old_rows);
    RETURN NULL;
END $f$)",
    R"(CREATE FUNCTION cloudgauge_renumbered() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $f$
BEGIN
    IF TG_TABLE_NAME = 'offering' THEN
        IF EXISTS (SELECT 1 FROM price_point p WHERE p.offering_id = OLD.id) OR EXISTS (SELECT 1 FROM price p WHERE p.offering_id = OLD.id) THEN
            RAISE EXCEPTION 'offering % has prices and cannot be renumbered', OLD.id USING ERRCODE = 'foreign_key_violation';
        END IF;
    ELSIF EXISTS (SELECT 1 FROM price_point p WHERE p.import_run_id = OLD.id) OR EXISTS (SELECT 1 FROM price p WHERE p.import_run_id = OLD.id)
        OR EXISTS (SELECT 1 FROM offering f WHERE f.first_import_run_id = OLD.id OR f.last_import_run_id = OLD.id OR f.withdrawn_run_id = OLD.id) THEN
        RAISE EXCEPTION 'import run % is named by offers or prices and cannot be deleted or renumbered', OLD.id
            USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
END $f$)",
    R"(CREATE TRIGGER refs_inserted AFTER INSERT ON offering REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION cloudgauge_refs_inserted())",
    R"(CREATE TRIGGER refs_inserted AFTER INSERT ON price REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION cloudgauge_refs_inserted())",
    R"(CREATE TRIGGER refs_inserted AFTER INSERT ON price_point REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION cloudgauge_refs_inserted())",
    R"(CREATE TRIGGER refs_updated AFTER UPDATE OF first_import_run_id, last_import_run_id, withdrawn_run_id ON offering FOR EACH ROW
        WHEN (NEW.first_import_run_id IS DISTINCT FROM OLD.first_import_run_id OR NEW.last_import_run_id IS DISTINCT FROM OLD.last_import_run_id
            OR NEW.withdrawn_run_id IS DISTINCT FROM OLD.withdrawn_run_id)
        EXECUTE FUNCTION cloudgauge_refs_updated())",
    R"(CREATE TRIGGER refs_updated AFTER UPDATE OF import_run_id, offering_id ON price FOR EACH ROW
        WHEN (NEW.import_run_id IS DISTINCT FROM OLD.import_run_id OR NEW.offering_id IS DISTINCT FROM OLD.offering_id)
        EXECUTE FUNCTION cloudgauge_refs_updated())",
    R"(CREATE TRIGGER refs_updated AFTER UPDATE OF import_run_id, offering_id ON price_point FOR EACH ROW
        WHEN (NEW.import_run_id IS DISTINCT FROM OLD.import_run_id OR NEW.offering_id IS DISTINCT FROM OLD.offering_id)
        EXECUTE FUNCTION cloudgauge_refs_updated())",
    R"(CREATE TRIGGER runs_removed AFTER DELETE ON import_run REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION cloudgauge_runs_removed())",
    R"(CREATE TRIGGER runs_renumbered AFTER UPDATE OF id ON import_run FOR EACH ROW WHEN (NEW.id IS DISTINCT FROM OLD.id)
        EXECUTE FUNCTION cloudgauge_renumbered())",
    R"(CREATE TRIGGER offerings_removed AFTER DELETE ON offering REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION cloudgauge_offerings_removed())",
    R"(CREATE TRIGGER offerings_renumbered AFTER UPDATE OF id ON offering FOR EACH ROW WHEN (NEW.id IS DISTINCT FROM OLD.id)
        EXECUTE FUNCTION cloudgauge_renumbered())",
    R"(ALTER TABLE offering DROP CONSTRAINT offering_first_import_run_id_fkey, DROP CONSTRAINT offering_last_import_run_id_fkey,
        DROP CONSTRAINT offering_withdrawn_run_id_fkey)",
    R"(ALTER TABLE price DROP CONSTRAINT price_import_run_id_fkey, DROP CONSTRAINT price_offering_id_fkey)",
    R"(ALTER TABLE price_point DROP CONSTRAINT price_point_import_run_id_fkey, DROP CONSTRAINT price_point_offering_id_fkey)",
};

} // namespace

QStringList schema::v9Statements()
{
    return { QStringLiteral("ALTER TABLE reliability ADD COLUMN sla_credits_zh TEXT"),
        QStringLiteral("ALTER TABLE reliability ADD COLUMN sla_excludes_zh TEXT") };
}

QStringList schema::v8Statements()
{
    return {};
}

QStringList schema::v8ServerStatements()
{
    QStringList out;
    for (const char *sql : kSchemaV8Server)
        out.append(QString::fromUtf8(sql));
    return out;
}

QStringList schema::v6Statements()
{
    QStringList out;
    for (const char *sql : kSchemaV6)
        out.append(QString::fromUtf8(sql));
    return out;
}

QStringList schema::v3Statements()
{
    QStringList out;
    for (const char *sql : kSchemaV3)
        out.append(QString::fromUtf8(sql));
    return out;
}

QStringList schema::v2Statements()
{
    QStringList out;
    for (const char *sql : kSchemaV2)
        out.append(QString::fromUtf8(sql));
    return out;
}

QString schema::categoryKeyList()
{
    QStringList quoted;
    for (const QString &key : categoryKeys())
        quoted.append(QLatin1Char('\'') + key + QLatin1Char('\''));
    return quoted.join(QLatin1Char(','));
}

QStringList schema::v1Statements()
{
    QStringList out;
    for (const char *sql : kSchemaV1Before)
        out.append(QString::fromUtf8(sql));
    out.append(QString::fromUtf8(kAssessmentV1).arg(categoryKeyList()));
    for (const char *sql : kSchemaV1After)
        out.append(QString::fromUtf8(sql));
    return out;
}

static_assert(std::size(schema::kMigrations) == Catalog::kSchemaVersion, "one migration step per schema version");

bool Catalog::migrate(int from, QString *error)
{
    QSqlDatabase db = database();
    for (const schema::MigrationStep &step : schema::kMigrations) {
        const int version = step.version;
        if (version <= from)
            continue;
        if (!db.transaction()) {
            *error = QStringLiteral("%1: cannot start the migration to schema v%2: %3")
                         .arg(m_path)
                         .arg(version)
                         .arg(sql::errorText(db.lastError()));
            return false;
        }
        bool ok = true;
        QStringList statements = dialect::lockForMigration(m_backend);
        for (const QString &statement : step.statements())
            statements.append(dialect::ddl(m_backend, statement));
        if (step.serverStatements && m_backend == Backend::PostgreSQL)
            statements += step.serverStatements();
        statements += dialect::setSchemaVersion(m_backend, version);
        for (const QString &statement : std::as_const(statements)) {
            if (!exec(statement,
                    QStringLiteral("create schema v%1 (%2)").arg(version).arg(statement.section(QLatin1Char('('), 0, 0).simplified()),
                    error)) {
                ok = false;
                break;
            }
        }
        if (!ok) {
            db.rollback();
            return false;
        }
        if (!db.commit()) {
            *error = QStringLiteral("%1: cannot commit the migration to schema v%2: %3")
                         .arg(m_path)
                         .arg(version)
                         .arg(sql::errorText(db.lastError()));
            db.rollback();
            return false;
        }
        m_schemaVersion = version;
    }
    return true;
}

} // namespace cg
