// Catalog reads of offers and prices.
#include "catalog/store/Catalog.h"

#include "catalog/store/CatalogBulk.h"
#include "catalog/store/CatalogDialect.h"
#include "catalog/store/CatalogSql.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlQuery>

#include <array>

namespace cg {

namespace {

/// Hands out one shared copy of equal strings: 100k offers repeat a few hundred provider names,
/// GPU names, regions, dates, currencies, source URLs and notes, and a QString made per value is a
/// heap block of its own (48 bytes and up). Shared, the offers of a 100k catalog take some 250 MB
/// less. Each column first compares its UTF-8 bytes with its previous row's (the rows come sorted
/// by provider, instance type and region, so most repeat it), then looks them up by bytes: a
/// value is decoded to UTF-16 once per distinct string, not once per row.
class StringPool
{
public:
    QString intern(int slot, QByteArrayView utf8)
    {
        if (utf8.isEmpty())
            return QString(); // null and empty read alike: no block at all
        Last &last = m_last[size_t(slot)];
        if (QByteArrayView(last.bytes) == utf8)
            return last.text;
        const QByteArray key = QByteArray::fromRawData(utf8.data(), utf8.size()); // no copy to look up
        auto it = m_pool.constFind(key);
        if (it == m_pool.constEnd())
            it = m_pool.insert(QByteArray(utf8.data(), utf8.size()), QString::fromUtf8(utf8));
        last.bytes = it.key();
        last.text = it.value();
        return last.text;
    }

private:
    struct Last
    {
        QByteArray bytes;
        QString text;
    };
    QHash<QByteArray, QString> m_pool;
    std::array<Last, 32> m_last;
};

/// The offers read's columns, in the order of its SELECT list.
enum Column : int {
    OfferId,
    ProviderKey,
    ProviderNameEn,
    ProviderNameZh,
    ProviderCategory,
    InstanceType,
    Region,
    GpuKey,
    GpuName,
    GpuVendor,
    GpuRawName,
    GpuCount,
    Vcpus,
    RamGib,
    GpuMemoryGb,
    DatasheetMemoryGb,
    Bf16Tflops,
    Fp32Tflops,
    MemoryBandwidth,
    BrokerOf,
    Flags,
    Fp8Tflops,
    GpuSourceUrl,
    WithdrawnRunId,
    OnDemandFirst, // od_id, od_amount, od_currency, od_as_of, od_observed_on, od_observed_after, od_imported_on, od_source_url, od_note
    SpotFirst = OnDemandFirst + 9, // the same nine for sp_
};

/// A REAL (or INTEGER) column that may be NULL.
std::optional<double> optReal(const RowCursor &row, int column)
{
    return row.isNull(column) ? std::nullopt : std::optional<double>(row.real(column));
}

/// One price (on-demand or spot) from the nine columns starting at `first`; `slot`: the first of
/// 7 StringPool slots of its text columns.
PriceView readPrice(const RowCursor &row, int first, StringPool &pool, int slot)
{
    PriceView p;
    p.present = !row.isNull(first);
    p.amount = optReal(row, first + 1);
    p.currency = pool.intern(slot, row.bytes(first + 2));
    p.asOf = pool.intern(slot + 1, row.bytes(first + 3));
    p.observedOn = pool.intern(slot + 2, row.bytes(first + 4));
    p.observedAfter = pool.intern(slot + 3, row.bytes(first + 5));
    p.importedOn = pool.intern(slot + 4, row.bytes(first + 6));
    p.sourceUrl = pool.intern(slot + 5, row.bytes(first + 7));
    p.note = pool.intern(slot + 6, row.bytes(first + 8));
    return p;
}

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
    // The SELECT list is in the order of `Column`.
    const QString sql
        = QStringLiteral(
              "SELECT o.id, p.key, p.name_en, p.name_zh, p.category, o.instance_type, o.region, g.key, g.name,"
              " g.vendor, o.gpu_raw_name, o.gpu_count, o.vcpus, o.ram_gib,"
              // The stated figure wins where the import found it differs from the datasheet (flag
              // memory_differs) by more than 10 %; else the datasheet's, else the source's (see
              // OfferView::gpuMemoryGb for the margin).
              " CASE WHEN o.reported_gpu_memory_gb IS NOT NULL AND (',' || COALESCE(o.flags, '') || ',') LIKE '%,memory_differs,%'"
              "   AND (g.memory_gb IS NULL OR ABS(o.reported_gpu_memory_gb - g.memory_gb) > 0.10"
              "   * CASE WHEN o.reported_gpu_memory_gb > g.memory_gb THEN o.reported_gpu_memory_gb ELSE g.memory_gb END)"
              "   THEN o.reported_gpu_memory_gb ELSE COALESCE(g.memory_gb, o.reported_gpu_memory_gb) END,"
              " g.memory_gb, g.bf16_tflops, g.fp32_tflops, g.memory_bandwidth_gbps, o.broker_of, o.flags,"
              " g.fp8_tflops, g.source_url, o.withdrawn_run_id,"
              " od.id, od.amount, od.currency, od.as_of, od.observed_on, od.observed_after, od.imported_on, od.source_url, od.note,"
              " sp.id, sp.amount, sp.currency, sp.as_of, sp.observed_on, sp.observed_after, sp.imported_on, sp.source_url, sp.note"
              " FROM offering o JOIN provider p ON p.id = o.provider_id"
              " LEFT JOIN gpu_model g ON g.id = o.gpu_model_id")
        + dialect::latestPriceJoin(backend(), QStringLiteral("od"), QStringLiteral("on_demand"))
        + dialect::latestPriceJoin(backend(), QStringLiteral("sp"), QStringLiteral("spot"))
        + QStringLiteral(" ORDER BY p.key, o.instance_type, o.region");
    QList<OfferView> out;
    out.reserve(offerCount()); // grown in place, not moved 17 times on the way to 100k
    m_lastError.clear();
    // Up to 100k rows of 42 columns: stepped through the sqlite3 C API on SQLite, through libpq
    // on PostgreSQL (no QVariant per value on either); nothing else runs until the last row.
    RowCursor row(database(), sql, QStringLiteral("read the offers"), RowCursor::Read::Streamed);
    StringPool pool;
    while (row.next()) {
        OfferView o;
        o.id = row.integer(OfferId);
        o.providerKey = pool.intern(0, row.bytes(ProviderKey));
        o.providerNameEn = pool.intern(1, row.bytes(ProviderNameEn));
        o.providerNameZh = pool.intern(2, row.bytes(ProviderNameZh));
        o.providerCategory = pool.intern(3, row.bytes(ProviderCategory));
        o.instanceType = pool.intern(4, row.bytes(InstanceType));
        o.region = pool.intern(5, row.bytes(Region));
        o.gpuKey = pool.intern(6, row.bytes(GpuKey));
        o.gpuName = pool.intern(7, row.bytes(GpuName));
        o.gpuVendor = pool.intern(8, row.bytes(GpuVendor));
        o.gpuRawName = pool.intern(9, row.bytes(GpuRawName));
        o.gpuCount = optReal(row, GpuCount);
        o.vcpus = optReal(row, Vcpus);
        o.ramGib = optReal(row, RamGib);
        o.gpuMemoryGb = optReal(row, GpuMemoryGb);
        o.datasheetGpuMemoryGb = optReal(row, DatasheetMemoryGb);
        o.bf16Tflops = optReal(row, Bf16Tflops);
        o.fp32Tflops = optReal(row, Fp32Tflops);
        o.memoryBandwidthGBs = optReal(row, MemoryBandwidth);
        o.brokerOf = pool.intern(10, row.bytes(BrokerOf));
        o.flags = pool.intern(11, row.bytes(Flags));
        o.onDemand = readPrice(row, OnDemandFirst, pool, 13);
        o.spot = readPrice(row, SpotFirst, pool, 20);
        o.fp8Tflops = optReal(row, Fp8Tflops);
        o.gpuSourceUrl = pool.intern(12, row.bytes(GpuSourceUrl));
        o.withdrawnRunId = row.isNull(WithdrawnRunId) ? 0 : row.integer(WithdrawnRunId);
        out.append(std::move(o));
    }
    if (!row.ok() || !row.error().isEmpty()) {
        m_lastError = row.error();
        return {};
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
    if (!sql::run(
            q, QStringLiteral("SELECT MAX(observed_on) AS newest FROM price"), QStringLiteral("read the newest price date"), &m_lastError))
        return {};
    return q.next() ? q.value(QStringLiteral("newest")).toString() : QString();
}

} // namespace cg
