// CatalogWriter: transactions and the reference-data writes (providers, GPU models, aliases,
// ratings, assessments, FX rates, import runs). The per-row offering and price writes with their
// cache are in CatalogWriterOffers.cpp.
#include "catalog/writer/CatalogWriter.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/writer/CatalogWriterPrivate.h"
#include "core/FxRates.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <utility>

namespace cg {

using sql::textOrNull;
using sql::toVariant;

QString CatalogWriter::sourceIdentity(const QString &format, const QString &providerKey, const QString &sourceFile)
{
    // A file of one provider is the same source whatever its name (vms.csv of every snapshot); a
    // file of several providers is one source per file name.
    if (providerKey.isEmpty())
        return format + QLatin1String("||") + QFileInfo(sourceFile).fileName();
    return format + QLatin1Char('|') + providerKey;
}

CatalogWriter::CatalogWriter(Catalog &catalog)
    : m_catalog(catalog)
    , m_stmt(new Statements(catalog.database()))
    , m_offerings(new QHash<QString, CachedOffering>)
    , m_prices(new QHash<QString, CachedPrice>)
    , m_points(new QHash<QString, CachedPoint>)
{
    m_refusal = TeamCatalog::writeRefusal(catalog); // one question to a server; nothing on SQLite
    if (!m_refusal.isEmpty()) {
        m_error = m_refusal;
        return;
    }
    if (!m_stmt->ok()) {
        m_error = m_stmt->error();
        return;
    }
    QSqlQuery q(catalog.database());
    if (!sql::run(q, QStringLiteral("SELECT key, id FROM gpu_model"), QStringLiteral("read the GPU model ids"), &m_error))
        return;
    const int key = sql::column(q, "key"), id = sql::column(q, "id");
    while (q.next())
        m_gpuIds.insert(q.value(key).toString(), q.value(id).toLongLong());
}

CatalogWriter::~CatalogWriter()
{
    delete m_stmt;
    delete m_offerings;
    delete m_prices;
    delete m_points;
}

bool CatalogWriter::begin()
{
    if (!m_refusal.isEmpty()) {
        m_error = m_refusal;
        return false;
    }
    QSqlDatabase db = m_catalog.database();
    if (m_catalog.backend() == Catalog::Backend::SQLite) {
        // IMMEDIATE: the write lock now, waiting up to the busy timeout, rather than a read that
        // must upgrade later, which SQLite refuses at once when another connection writes.
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
            m_error = sql::failure(QStringLiteral("start a write transaction"), q.lastError());
            return false;
        }
        return true;
    }
    if (!db.transaction()) {
        m_error = sql::failure(QStringLiteral("start a write transaction"), db.lastError());
        return false;
    }
    return true;
}

bool CatalogWriter::commit()
{
    QSqlDatabase db = m_catalog.database();
    if (!bulk::flushPending(db.driver(), &m_error)) { // the deferred PostgreSQL rows (CatalogBulk.h)
        db.rollback();
        m_audit.reset();
        return false;
    }
    const std::optional<AuditEntry> audit = std::exchange(m_audit, std::nullopt);
    if (audit && !TeamCatalog::recordChange(m_catalog, *audit, &m_error)) {
        bulk::discardPending(db.driver());
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        m_error = sql::failure(QStringLiteral("commit the write transaction"), db.lastError());
        db.rollback();
        return false;
    }
    return true;
}

void CatalogWriter::rollback()
{
    bulk::discardPending(m_catalog.database().driver());
    m_catalog.database().rollback();
    m_audit.reset();
    m_providerIds.clear();
    m_loadedProviders.clear();
    m_providersWithoutOfferings.clear();
    m_newOfferings.clear();
    m_offerings->clear();
    m_prices->clear();
    m_currentAsOf.clear();
    m_points->clear();
    m_runSeries.clear();
    m_runOfferings.clear();
    m_runProviders.clear();
    m_offeringProviders.clear();
    m_runSources.clear();
    m_runSourcesLoaded = false;
}

qint64 CatalogWriter::upsertProvider(const ProviderRecord &p)
{
    const QString purpose = QStringLiteral("store provider %1").arg(p.key);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral(
                "INSERT INTO provider (key, name_en, name_zh, category, hq_country, website, clustermax_name) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (key) DO UPDATE SET name_en = excluded.name_en,"
                " name_zh = COALESCE(excluded.name_zh, provider.name_zh), category = COALESCE(excluded.category, provider.category),"
                " hq_country = COALESCE(excluded.hq_country, provider.hq_country), website = COALESCE(excluded.website, provider.website),"
                " clustermax_name = COALESCE(excluded.clustermax_name, provider.clustermax_name)"),
            purpose, &m_error))
        return -1;
    for (const QVariant &v : { QVariant(p.key), QVariant(p.nameEn), textOrNull(p.nameZh), textOrNull(p.category), textOrNull(p.hqCountry),
             textOrNull(p.website), textOrNull(p.clustermaxName) }) {
        q.addBindValue(v);
    }
    if (!sql::exec(q, purpose, &m_error))
        return -1;
    m_providerIds.remove(p.key);
    return providerId(p.key);
}

qint64 CatalogWriter::providerId(const QString &key)
{
    const auto it = m_providerIds.constFind(key);
    if (it != m_providerIds.constEnd())
        return *it;
    const QString purpose = QStringLiteral("look up provider %1").arg(key);
    QSqlQuery q(m_catalog.database());
    q.setForwardOnly(true);
    if (!sql::prepare(q, QStringLiteral("SELECT id FROM provider WHERE key = ?"), purpose, &m_error))
        return -1;
    q.addBindValue(key);
    if (!sql::exec(q, purpose, &m_error) || !q.next())
        return -1; // no such provider: not an error
    const qint64 id = q.value(QStringLiteral("id")).toLongLong();
    m_providerIds.insert(key, id);
    return id;
}

bool CatalogWriter::upsertGpuModel(const GpuModelRecord &m)
{
    const QString purpose = QStringLiteral("store GPU model %1").arg(m.key);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral(
                "INSERT INTO gpu_model (key, name, vendor, family, variant, preference, architecture, form_factor, memory_gb, memory_type,"
                " memory_bandwidth_gbps, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_w, interconnect,"
                " release_year, source_url, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (key) DO UPDATE SET name = excluded.name, vendor = excluded.vendor, family = excluded.family,"
                " variant = excluded.variant, preference = excluded.preference, architecture = excluded.architecture,"
                " form_factor = excluded.form_factor, memory_gb = excluded.memory_gb, memory_type = excluded.memory_type,"
                " memory_bandwidth_gbps = excluded.memory_bandwidth_gbps, fp32_tflops = excluded.fp32_tflops,"
                " tf32_tflops = excluded.tf32_tflops, bf16_tflops = excluded.bf16_tflops, fp16_tflops = excluded.fp16_tflops,"
                " fp8_tflops = excluded.fp8_tflops, int8_tops = excluded.int8_tops, tdp_w = excluded.tdp_w,"
                " interconnect = excluded.interconnect, release_year = excluded.release_year, source_url = excluded.source_url,"
                " notes = excluded.notes"),
            purpose, &m_error))
        return false;
    for (const QVariant &v : { QVariant(m.key), QVariant(m.name), QVariant(m.vendor), QVariant(m.family), QVariant(m.variant),
             QVariant(m.preference), textOrNull(m.architecture), textOrNull(m.formFactor), toVariant(m.memoryGb), textOrNull(m.memoryType),
             toVariant(m.memoryBandwidthGBs), toVariant(m.fp32Tflops), toVariant(m.tf32Tflops), toVariant(m.bf16Tflops),
             toVariant(m.fp16Tflops), toVariant(m.fp8Tflops), toVariant(m.int8Tops), toVariant(m.tdpW), textOrNull(m.interconnect),
             m.releaseYear ? QVariant(*m.releaseYear) : QVariant(QMetaType(QMetaType::Int)), textOrNull(m.sourceUrl),
             textOrNull(m.notes) }) {
        q.addBindValue(v);
    }
    if (!sql::exec(q, purpose, &m_error))
        return false;
    const QString idPurpose = QStringLiteral("read the id of GPU model %1").arg(m.key);
    if (!sql::prepare(q, QStringLiteral("SELECT id FROM gpu_model WHERE key = ?"), idPurpose, &m_error))
        return false;
    q.addBindValue(m.key);
    if (!sql::exec(q, idPurpose, &m_error))
        return false;
    if (q.next())
        m_gpuIds.insert(m.key, q.value(QStringLiteral("id")).toLongLong());
    return true;
}

bool CatalogWriter::upsertAlias(const GpuAliasEntry &a)
{
    const QString purpose = QStringLiteral("store GPU alias %1").arg(a.alias);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO gpu_alias (alias, family, variant) VALUES (?, ?, ?)"
                           " ON CONFLICT (alias) DO UPDATE SET family = excluded.family, variant = excluded.variant"),
            purpose, &m_error))
        return false;
    q.addBindValue(a.alias.toUpper());
    q.addBindValue(a.family);
    q.addBindValue(textOrNull(a.variant));
    return sql::exec(q, purpose, &m_error);
}

bool CatalogWriter::upsertRating(qint64 providerId, const RatingView &r)
{
    const QString purpose = QStringLiteral("store rating %1 %2").arg(r.providerKey, r.version);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO rating (provider_id, rating_source, version, published, tier, source_url, confidence)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?)"
                           " ON CONFLICT (provider_id, rating_source, version) DO UPDATE SET published = excluded.published,"
                           " tier = excluded.tier, source_url = excluded.source_url, confidence = excluded.confidence"),
            purpose, &m_error))
        return false;
    for (const QVariant &v : { QVariant(providerId), QVariant(r.source), QVariant(r.version), textOrNull(r.published), QVariant(r.tier),
             textOrNull(r.sourceUrl), textOrNull(r.confidence) }) {
        q.addBindValue(v);
    }
    return sql::exec(q, purpose, &m_error);
}

bool CatalogWriter::upsertProviderSla(qint64 providerId, const ProviderSla &s)
{
    const QString purpose = QStringLiteral("store the SLA of %1").arg(s.providerKey);
    QSqlQuery q(m_catalog.database());
    // Only the SLA columns (and the row's source and date): MTBF and repair figures stay as they are.
    if (!sql::prepare(q,
            QStringLiteral(
                "INSERT INTO reliability (provider_id, sla_status, sla_single_instance_pct, sla_multi_zone_pct, sla_credits,"
                " sla_excludes, sla_credits_zh, sla_excludes_zh, source_url, as_of, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (provider_id) DO UPDATE SET sla_status = excluded.sla_status,"
                " sla_single_instance_pct = excluded.sla_single_instance_pct, sla_multi_zone_pct = excluded.sla_multi_zone_pct,"
                " sla_credits = excluded.sla_credits, sla_excludes = excluded.sla_excludes,"
                " sla_credits_zh = excluded.sla_credits_zh, sla_excludes_zh = excluded.sla_excludes_zh, source_url = excluded.source_url,"
                " as_of = excluded.as_of, note = excluded.note"),
            purpose, &m_error))
        return false;
    for (const QVariant &v : { QVariant(providerId), textOrNull(s.status), toVariant(s.singleInstancePct), toVariant(s.multiZonePct),
             textOrNull(s.credits), textOrNull(s.excludes), textOrNull(s.creditsZh), textOrNull(s.excludesZh), textOrNull(s.sourceUrl),
             textOrNull(s.asOf), textOrNull(s.note) }) {
        q.addBindValue(v);
    }
    return sql::exec(q, purpose, &m_error);
}

bool CatalogWriter::upsertAssessment(qint64 providerId, const Assessment &a)
{
    const QString purpose = QStringLiteral("store assessment %1/%2").arg(a.providerKey, a.criterion);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO assessment (provider_id, criterion, score, evidence, source_url, assessed_on, author)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (provider_id, criterion) DO UPDATE SET score = excluded.score,"
                           " evidence = excluded.evidence, source_url = excluded.source_url, assessed_on = excluded.assessed_on,"
                           " author = excluded.author"),
            purpose, &m_error))
        return false;
    for (const QVariant &v : { QVariant(providerId), QVariant(a.criterion), toVariant(a.score), textOrNull(a.evidence),
             textOrNull(a.sourceUrl), textOrNull(a.assessedOn), textOrNull(a.author) }) {
        q.addBindValue(v);
    }
    return sql::exec(q, purpose, &m_error);
}

int CatalogWriter::deleteAssessments(qint64 providerId, const QString &criterion)
{
    const QString purpose = QStringLiteral("delete the assessments of provider %1").arg(providerId);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q, QStringLiteral("DELETE FROM assessment WHERE provider_id = ? AND (? = '' OR criterion = ?)"), purpose, &m_error))
        return -1;
    q.addBindValue(providerId);
    q.addBindValue(criterion.isNull() ? QString(QLatin1String("")) : criterion);
    q.addBindValue(criterion);
    if (!sql::exec(q, purpose, &m_error))
        return -1;
    return q.numRowsAffected();
}

bool CatalogWriter::upsertFxRate(const QString &currency, double unitsPerUsd, const QString &asOf, const QString &sourceUrl)
{
    const QString purpose = QStringLiteral("store the FX rate of %1").arg(currency);
    if (const QString notMoney = FxRates::notMoney(currency); !notMoney.isEmpty()) {
        m_error = QStringLiteral("cannot %1: %2 is no currency (ISO 4217 keeps it for %3)").arg(purpose, currency, notMoney);
        return false;
    }
    if (!FxRates::plausible(unitsPerUsd)) { // every writer of a rate, not only `fx set`
        m_error = QStringLiteral("cannot %1: %2 per USD is outside %3 to %4")
                      .arg(purpose)
                      .arg(unitsPerUsd)
                      .arg(FxRates::kMinUnitsPerUsd)
                      .arg(FxRates::kMaxUnitsPerUsd);
        return false;
    }
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO fx_rate (currency, units_per_usd, as_of, source_url) VALUES (?, ?, ?, ?)"
                           " ON CONFLICT (currency, as_of) DO UPDATE SET units_per_usd = excluded.units_per_usd,"
                           " source_url = excluded.source_url"),
            purpose, &m_error))
        return false;
    q.addBindValue(currency);
    q.addBindValue(unitsPerUsd);
    q.addBindValue(asOf);
    q.addBindValue(textOrNull(sourceUrl));
    return sql::exec(q, purpose, &m_error);
}

QString CatalogWriter::newestObservationOf(qint64 providerId)
{
    const QString purpose = QStringLiteral("read the newest observation date of provider %1").arg(providerId);
    QSqlQuery q(m_catalog.database());
    q.setForwardOnly(true);
    if (!sql::prepare(q,
            QStringLiteral(
                "SELECT MAX(pr.observed_on) AS newest FROM price pr JOIN offering o ON o.id = pr.offering_id WHERE o.provider_id = ?"),
            purpose, &m_error))
        return {};
    q.addBindValue(providerId);
    return sql::exec(q, purpose, &m_error) && q.next() ? q.value(QStringLiteral("newest")).toString() : QString();
}

qint64 CatalogWriter::findImportRun(const QString &sha256, const QString &format, const QString &providerKey, const QString &asOf)
{
    const QString purpose = QStringLiteral("look up earlier imports of this file");
    QSqlQuery q(m_catalog.database());
    q.setForwardOnly(true);
    if (!sql::prepare(q,
            QStringLiteral("SELECT id FROM import_run WHERE sha256 = ? AND format = ? AND COALESCE(provider_key, '') = ?"
                           " AND COALESCE(as_of, '') = ? AND finished_at IS NOT NULL ORDER BY id LIMIT 1"),
            purpose, &m_error))
        return -1;
    q.addBindValue(sha256);
    q.addBindValue(format);
    q.addBindValue(providerKey);
    q.addBindValue(asOf);
    return sql::exec(q, purpose, &m_error) && q.next() ? q.value(QStringLiteral("id")).toLongLong() : -1;
}

qint64 CatalogWriter::insertImportRun(const ImportRunView &run)
{
    const QString purpose = QStringLiteral("record the import of %1").arg(run.sourceFile);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO import_run (source_file, format, provider_key, sha256, as_of, source_url, started_at)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"),
            purpose, &m_error))
        return -1;
    for (const QVariant &v : { QVariant(run.sourceFile), QVariant(run.format), textOrNull(run.providerKey), QVariant(run.sha256),
             textOrNull(run.asOf), textOrNull(run.sourceUrl), QVariant(run.startedAt) }) {
        q.addBindValue(v);
    }
    if (!sql::exec(q, purpose, &m_error))
        return -1;
    const qint64 id = q.next() ? q.value(0).toLongLong() : -1; // RETURNING: SQLite 3.35+ and PostgreSQL
    q.finish();
    if (id < 0) {
        m_error = QStringLiteral("cannot %1: no id came back").arg(purpose);
        return -1;
    }
    // A new snapshot: what this run writes is tracked for finishImportRun().
    m_runSeries.clear();
    m_runOfferings.clear();
    m_runProviders.clear();
    m_runRecordedOn.clear();
    m_runPoints = 0;
    m_summary = {};
    m_runSources.insert(id, sourceIdentity(run.format, run.providerKey, run.sourceFile));
    return id;
}

} // namespace cg
