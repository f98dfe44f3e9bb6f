// Catalog reads of offers and prices.
#include "catalog/Catalog.h"

#include "catalog/CatalogSql.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlQuery>

#include <array>

namespace cg {

using sql::optDouble;

namespace {

/// Hands out one shared copy of equal strings: 100k offers repeat a few hundred provider names,
/// GPU names, regions, dates, currencies, source URLs and notes, and a QString read from a query
/// is a heap block of its own (48 bytes and up). Shared, the offers of a 100k catalog take some
/// 250 MB less. Each column first compares with its previous row's value (the rows come sorted by
/// provider, instance type and region, so most repeat it) before hashing.
class StringPool
{
public:
    QString intern(int slot, QString s)
    {
        if (s.isEmpty())
            return QString(); // null and empty read alike: no block at all
        QString &last = m_last[size_t(slot)];
        if (s == last)
            return last;
        last = *m_pool.insert(std::move(s));
        return last;
    }

private:
    QSet<QString> m_pool;
    std::array<QString, 32> m_last;
};

/// Positions of one price's columns (on-demand or spot) in the result of the offers read.
struct PriceColumns
{
    PriceColumns(const QSqlQuery &q, const QString &prefix)
        : id(column(q, prefix, "id"))
        , amount(column(q, prefix, "amount"))
        , currency(column(q, prefix, "currency"))
        , asOf(column(q, prefix, "as_of"))
        , observedOn(column(q, prefix, "observed_on"))
        , observedAfter(column(q, prefix, "observed_after"))
        , importedOn(column(q, prefix, "imported_on"))
        , sourceUrl(column(q, prefix, "source_url"))
        , note(column(q, prefix, "note"))
    {
    }
    static int column(const QSqlQuery &q, const QString &prefix, const char *name)
    {
        return sql::column(q, QString(prefix + QLatin1String(name)).toLatin1().constData());
    }
    /// `slot`: the first of 7 StringPool slots of this price's text columns.
    PriceView read(const QSqlQuery &q, StringPool &pool, int slot) const
    {
        PriceView p;
        p.present = !q.value(id).isNull();
        p.amount = optDouble(q.value(amount));
        p.currency = pool.intern(slot, q.value(currency).toString());
        p.asOf = pool.intern(slot + 1, q.value(asOf).toString());
        p.observedOn = pool.intern(slot + 2, q.value(observedOn).toString());
        p.observedAfter = pool.intern(slot + 3, q.value(observedAfter).toString());
        p.importedOn = pool.intern(slot + 4, q.value(importedOn).toString());
        p.sourceUrl = pool.intern(slot + 5, q.value(sourceUrl).toString());
        p.note = pool.intern(slot + 6, q.value(note).toString());
        return p;
    }
    int id, amount, currency, asOf, observedOn, observedAfter, importedOn, sourceUrl, note;
};

} // namespace

std::optional<int> PriceView::observedAgeDays(const QDate &today) const
{
    const QDate d = QDate::fromString(observedOn, Qt::ISODate);
    if (!d.isValid())
        return std::nullopt;
    return int(d.daysTo(today));
}

QString PriceView::observationText() const
{
    if (!observedOn.isEmpty())
        return observedOn;
    if (!observedAfter.isEmpty())
        return QCoreApplication::translate("cg::PriceView", "unknown (after %1)").arg(observedAfter);
    return QCoreApplication::translate("cg::PriceView", "unknown");
}

QList<OfferView> Catalog::offers() const
{
    static const QString sql = QStringLiteral(
        "SELECT o.id AS offer_id, p.key AS provider_key, p.name_en AS provider_name_en, p.name_zh AS provider_name_zh,"
        " p.category AS provider_category, o.instance_type AS instance_type, o.region AS region, g.key AS gpu_key, g.name AS gpu_name,"
        " g.vendor AS gpu_vendor, o.gpu_raw_name AS gpu_raw_name, o.gpu_count AS gpu_count, o.vcpus AS vcpus, o.ram_gib AS ram_gib,"
        // The stated figure wins where the import found it differs from the datasheet (flag
        // memory_differs) by more than 10 %; else the datasheet's, else the source's (see
        // OfferView::gpuMemoryGb for the margin).
        " CASE WHEN o.reported_gpu_memory_gb IS NOT NULL AND (',' || COALESCE(o.flags, '') || ',') LIKE '%,memory_differs,%'"
        "   AND (g.memory_gb IS NULL OR ABS(o.reported_gpu_memory_gb - g.memory_gb) > 0.10"
        "   * CASE WHEN o.reported_gpu_memory_gb > g.memory_gb THEN o.reported_gpu_memory_gb ELSE g.memory_gb END)"
        "   THEN o.reported_gpu_memory_gb ELSE COALESCE(g.memory_gb, o.reported_gpu_memory_gb) END AS gpu_memory_gb,"
        " g.memory_gb AS datasheet_memory_gb, g.bf16_tflops AS bf16_tflops, g.fp32_tflops AS fp32_tflops,"
        " g.memory_bandwidth_gbps AS memory_bandwidth_gbps, o.broker_of AS broker_of, o.flags AS flags,"
        " od.id AS od_id, od.amount AS od_amount, od.currency AS od_currency, od.as_of AS od_as_of, od.source_url AS od_source_url,"
        " od.note AS od_note, od.observed_on AS od_observed_on, od.observed_after AS od_observed_after,"
        " od.imported_on AS od_imported_on, sp.id AS sp_id, sp.amount AS sp_amount, sp.currency AS sp_currency, sp.as_of AS sp_as_of,"
        " sp.source_url AS sp_source_url, sp.note AS sp_note, sp.observed_on AS sp_observed_on,"
        " sp.observed_after AS sp_observed_after, sp.imported_on AS sp_imported_on,"
        " g.fp8_tflops AS fp8_tflops, g.source_url AS gpu_source_url, o.withdrawn_run_id AS withdrawn_run_id"
        " FROM offering o JOIN provider p ON p.id = o.provider_id"
        " LEFT JOIN gpu_model g ON g.id = o.gpu_model_id"
        " LEFT JOIN price od ON od.id = (SELECT id FROM price WHERE offering_id = o.id AND kind = 'on_demand'"
        "   AND term_months = 0 ORDER BY as_of DESC, id DESC LIMIT 1)"
        " LEFT JOIN price sp ON sp.id = (SELECT id FROM price WHERE offering_id = o.id AND kind = 'spot'"
        "   AND term_months = 0 ORDER BY as_of DESC, id DESC LIMIT 1)"
        " ORDER BY p.key, o.instance_type, o.region");
    m_lastError.clear();
    QList<OfferView> out;
    QSqlQuery q(database());
    if (!sql::run(q, sql, QStringLiteral("read the offers"), &m_lastError))
        return out;
    // Up to 100k rows: the column names are resolved once, not per value.
    const int id = sql::column(q, "offer_id"), providerKey = sql::column(q, "provider_key"),
              providerNameEn = sql::column(q, "provider_name_en"), providerNameZh = sql::column(q, "provider_name_zh"),
              providerCategory = sql::column(q, "provider_category"), instanceType = sql::column(q, "instance_type"),
              region = sql::column(q, "region"), gpuKey = sql::column(q, "gpu_key"), gpuName = sql::column(q, "gpu_name"),
              gpuVendor = sql::column(q, "gpu_vendor"), gpuRawName = sql::column(q, "gpu_raw_name"), gpuCount = sql::column(q, "gpu_count"),
              vcpus = sql::column(q, "vcpus"), ramGib = sql::column(q, "ram_gib"), gpuMemoryGb = sql::column(q, "gpu_memory_gb"),
              datasheetMemory = sql::column(q, "datasheet_memory_gb"),
              bf16 = sql::column(q, "bf16_tflops"), fp32 = sql::column(q, "fp32_tflops"),
              bandwidth = sql::column(q, "memory_bandwidth_gbps"), brokerOf = sql::column(q, "broker_of"), flags = sql::column(q, "flags"),
              fp8 = sql::column(q, "fp8_tflops"), gpuSourceUrl = sql::column(q, "gpu_source_url"),
              withdrawn = sql::column(q, "withdrawn_run_id");
    const PriceColumns onDemand(q, QStringLiteral("od_"));
    const PriceColumns spot(q, QStringLiteral("sp_"));
    StringPool pool;
    while (q.next()) {
        OfferView o;
        o.id = q.value(id).toLongLong();
        o.providerKey = pool.intern(0, q.value(providerKey).toString());
        o.providerNameEn = pool.intern(1, q.value(providerNameEn).toString());
        o.providerNameZh = pool.intern(2, q.value(providerNameZh).toString());
        o.providerCategory = pool.intern(3, q.value(providerCategory).toString());
        o.instanceType = pool.intern(4, q.value(instanceType).toString());
        o.region = pool.intern(5, q.value(region).toString());
        o.gpuKey = pool.intern(6, q.value(gpuKey).toString());
        o.gpuName = pool.intern(7, q.value(gpuName).toString());
        o.gpuVendor = pool.intern(8, q.value(gpuVendor).toString());
        o.gpuRawName = pool.intern(9, q.value(gpuRawName).toString());
        o.gpuCount = optDouble(q.value(gpuCount));
        o.vcpus = optDouble(q.value(vcpus));
        o.ramGib = optDouble(q.value(ramGib));
        o.gpuMemoryGb = optDouble(q.value(gpuMemoryGb));
        o.datasheetGpuMemoryGb = optDouble(q.value(datasheetMemory));
        o.bf16Tflops = optDouble(q.value(bf16));
        o.fp32Tflops = optDouble(q.value(fp32));
        o.memoryBandwidthGBs = optDouble(q.value(bandwidth));
        o.brokerOf = pool.intern(10, q.value(brokerOf).toString());
        o.flags = pool.intern(11, q.value(flags).toString());
        o.onDemand = onDemand.read(q, pool, 13);
        o.spot = spot.read(q, pool, 20);
        o.fp8Tflops = optDouble(q.value(fp8));
        o.gpuSourceUrl = pool.intern(12, q.value(gpuSourceUrl).toString());
        o.withdrawnRunId = q.value(withdrawn).toLongLong();
        out.append(std::move(o));
    }
    return out;
}

int Catalog::offerCount() const
{
    m_lastError.clear();
    QSqlQuery q(database());
    if (!sql::run(q, QStringLiteral("SELECT COUNT(*) AS n FROM offering"), QStringLiteral("count the offers"), &m_lastError))
        return 0;
    return q.next() ? q.value(QStringLiteral("n")).toInt() : 0;
}

QString Catalog::newestPriceDate() const
{
    m_lastError.clear();
    QSqlQuery q(database());
    if (!sql::run(q, QStringLiteral("SELECT MAX(observed_on) AS newest FROM price"), QStringLiteral("read the newest price date"), &m_lastError))
        return {};
    return q.next() ? q.value(QStringLiteral("newest")).toString() : QString();
}

} // namespace cg
