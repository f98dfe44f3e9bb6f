// Catalog reads of providers, ratings, reliability figures, GPU models and the GPU identity tables.
#include "catalog/store/Catalog.h"

#include "catalog/store/CatalogSql.h"

#include <QSqlQuery>

namespace cg {

using sql::optDouble;

QList<ProviderRecord> Catalog::providers() const
{
    m_lastError.clear();
    QList<ProviderRecord> out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT key, name_en, name_zh, category, hq_country, website, clustermax_name FROM provider ORDER BY key"),
            QStringLiteral("read the providers"), &m_lastError))
        return out;
    while (q.next()) {
        out.append({ q.value(QStringLiteral("key")).toString(), q.value(QStringLiteral("name_en")).toString(),
            q.value(QStringLiteral("name_zh")).toString(), q.value(QStringLiteral("category")).toString(),
            q.value(QStringLiteral("hq_country")).toString(), q.value(QStringLiteral("website")).toString(),
            q.value(QStringLiteral("clustermax_name")).toString() });
    }
    return out;
}

QList<GpuModelRecord> Catalog::gpuModels() const
{
    m_lastError.clear();
    QList<GpuModelRecord> out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT key, name, vendor, family, variant, preference, architecture, form_factor, memory_type, interconnect,"
                           " source_url, notes, memory_gb, memory_bandwidth_gbps, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops,"
                           " fp8_tflops, int8_tops, tdp_w, release_year FROM gpu_model ORDER BY key"),
            QStringLiteral("read the GPU models"), &m_lastError))
        return out;
    auto text = [&q](const char *column) { return q.value(QLatin1String(column)).toString(); };
    auto number = [&q](const char *column) { return optDouble(q.value(QLatin1String(column))); };
    while (q.next()) {
        GpuModelRecord m;
        m.key = text("key");
        m.name = text("name");
        m.vendor = text("vendor");
        m.family = text("family");
        m.variant = text("variant");
        m.preference = q.value(QStringLiteral("preference")).toInt();
        m.architecture = text("architecture");
        m.formFactor = text("form_factor");
        m.memoryType = text("memory_type");
        m.interconnect = text("interconnect");
        m.sourceUrl = text("source_url");
        m.notes = text("notes");
        m.memoryGb = number("memory_gb");
        m.memoryBandwidthGBs = number("memory_bandwidth_gbps");
        m.fp32Tflops = number("fp32_tflops");
        m.tf32Tflops = number("tf32_tflops");
        m.bf16Tflops = number("bf16_tflops");
        m.fp16Tflops = number("fp16_tflops");
        m.fp8Tflops = number("fp8_tflops");
        m.int8Tops = number("int8_tops");
        m.tdpW = number("tdp_w");
        const QVariant year = q.value(QStringLiteral("release_year"));
        if (!year.isNull())
            m.releaseYear = year.toInt();
        out.append(m);
    }
    return out;
}

GpuIdentity Catalog::gpuIdentity() const
{
    m_lastError.clear();
    GpuIdentity id;
    QSqlQuery q(database());
    if (!sql::run(q, QStringLiteral("SELECT key, family, variant, memory_gb, preference FROM gpu_model"),
            QStringLiteral("read the GPU models for name resolution"), &m_lastError))
        return id;
    while (q.next()) {
        id.addModel({ q.value(QStringLiteral("key")).toString(), q.value(QStringLiteral("family")).toString(),
            q.value(QStringLiteral("variant")).toString(), optDouble(q.value(QStringLiteral("memory_gb"))),
            q.value(QStringLiteral("preference")).toInt() });
    }
    if (!sql::run(q, QStringLiteral("SELECT alias, family, variant FROM gpu_alias"), QStringLiteral("read the GPU aliases"), &m_lastError))
        return id;
    while (q.next()) {
        id.addAlias({ q.value(QStringLiteral("alias")).toString(), q.value(QStringLiteral("family")).toString(),
            q.value(QStringLiteral("variant")).toString() });
    }
    return id;
}

QList<RatingView> Catalog::ratings() const
{
    m_lastError.clear();
    QList<RatingView> out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT p.key AS provider_key, r.rating_source AS rating_source, r.version AS version, r.published AS published,"
                           " r.tier AS tier, r.source_url AS source_url, r.confidence AS confidence"
                           " FROM rating r JOIN provider p ON p.id = r.provider_id ORDER BY p.key, r.published, r.version"),
            QStringLiteral("read the ratings"), &m_lastError))
        return out;
    while (q.next()) {
        out.append({ q.value(QStringLiteral("provider_key")).toString(), q.value(QStringLiteral("rating_source")).toString(),
            q.value(QStringLiteral("version")).toString(), q.value(QStringLiteral("published")).toString(),
            q.value(QStringLiteral("tier")).toString(), q.value(QStringLiteral("source_url")).toString(),
            q.value(QStringLiteral("confidence")).toString() });
    }
    return out;
}

QHash<QString, RatingView> Catalog::latestRatings() const
{
    QHash<QString, RatingView> out;
    for (const RatingView &r : ratings())
        out.insert(r.providerKey, r); // ordered oldest first, so the last one wins
    return out;
}

int Catalog::reliabilityProviderCount() const
{
    m_lastError.clear();
    QSqlQuery q(database());
    if (!sql::run(q, QStringLiteral("SELECT COUNT(*) AS n FROM reliability WHERE mtbf_gpu_hours IS NOT NULL OR sla_percent IS NOT NULL"),
            QStringLiteral("count the providers with reliability figures"), &m_lastError))
        return 0;
    return q.next() ? q.value(QStringLiteral("n")).toInt() : 0;
}

QHash<QString, ProviderSla> Catalog::providerSlas() const
{
    m_lastError.clear();
    QHash<QString, ProviderSla> out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT p.key AS provider_key, r.sla_status, r.sla_single_instance_pct, r.sla_multi_zone_pct, r.sla_credits,"
                           " r.sla_excludes, r.sla_credits_zh, r.sla_excludes_zh, r.source_url, r.as_of, r.note FROM reliability r JOIN "
                           "provider p ON p.id = r.provider_id"
                           " WHERE r.sla_status IS NOT NULL OR r.sla_single_instance_pct IS NOT NULL OR r.sla_multi_zone_pct IS NOT NULL"
                           " OR r.sla_credits IS NOT NULL OR r.note IS NOT NULL"),
            QStringLiteral("read the published SLAs"), &m_lastError))
        return out;
    auto text = [&q](const char *column) { return q.value(QLatin1String(column)).toString(); };
    while (q.next()) {
        ProviderSla s;
        s.providerKey = text("provider_key");
        s.status = text("sla_status");
        s.singleInstancePct = optDouble(q.value(QStringLiteral("sla_single_instance_pct")));
        s.multiZonePct = optDouble(q.value(QStringLiteral("sla_multi_zone_pct")));
        s.credits = text("sla_credits");
        s.excludes = text("sla_excludes");
        s.creditsZh = text("sla_credits_zh");
        s.excludesZh = text("sla_excludes_zh");
        s.sourceUrl = text("source_url");
        s.asOf = text("as_of");
        s.note = text("note");
        out.insert(s.providerKey, s);
    }
    return out;
}

} // namespace cg
