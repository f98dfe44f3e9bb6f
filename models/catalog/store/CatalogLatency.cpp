// Measured latency from the user's own network, kept: schema v12 (table latency_measurement), its
// write (Catalog::insertLatency) and read (Catalog::latestLatency).
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"

#include <QSqlQuery>
#include <QVariant>

namespace cg {

namespace {

// Schema v12: latency_measurement, one row per region timed by `cloudgauge latency` (LatencyMeter).
// The region is named by provider key and region name (like price_check), so a measurement
// outlives a re-import; measured_at is the run's start (UTC, ISO 8601). Times are medians in ms,
// spreads interquartile ranges; all NULL for an unreachable endpoint (status, with its reason).
// Latest per region: the largest id.
const char *const kSchemaV12[] = {
    R"(CREATE TABLE latency_measurement (
        id INTEGER PRIMARY KEY,
        provider_key TEXT NOT NULL,
        region TEXT NOT NULL,
        url TEXT NOT NULL,
        measured_at TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('ok','unreachable')),
        samples INTEGER NOT NULL CHECK (samples >= 0),
        failures INTEGER NOT NULL CHECK (failures >= 0),
        dns_ms REAL,
        connect_ms REAL,
        connect_spread_ms REAL,
        tls_ms REAL,
        first_byte_ms REAL,
        first_byte_spread_ms REAL,
        reason TEXT))",
    "CREATE INDEX latency_measurement_region ON latency_measurement (provider_key, region)",
};

} // namespace

QStringList schema::v12Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV12)
        out.append(QString::fromUtf8(statement));
    return out;
}

bool Catalog::insertLatency(const QList<LatencyMeasurement> &measurements)
{
    QList<QVariantList> rows;
    rows.reserve(measurements.size());
    for (const LatencyMeasurement &m : measurements)
        rows.append({ QVariant(m.providerKey), QVariant(m.region), QVariant(m.url), QVariant(m.measuredAt), QVariant(m.status()),
            QVariant(m.samples), QVariant(m.failures), sql::toVariant(m.dnsMs), sql::toVariant(m.connectMs),
            sql::toVariant(m.connectSpreadMs), sql::toVariant(m.tlsMs), sql::toVariant(m.firstByteMs), sql::toVariant(m.firstByteSpreadMs),
            sql::textOrNull(m.reason) });
    return insertAllOrNone(QStringLiteral("store the latency measurements"), 12,
        QStringLiteral("INSERT INTO latency_measurement (provider_key, region, url, measured_at, status, samples, failures, dns_ms,"
                       " connect_ms, connect_spread_ms, tls_ms, first_byte_ms, first_byte_spread_ms, reason)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        rows);
}

QList<LatencyMeasurement> Catalog::latestLatency() const
{
    m_lastError.clear();
    QList<LatencyMeasurement> out;
    if (m_schemaVersion < 12)
        return out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT provider_key, region, url, measured_at, samples, failures, dns_ms, connect_ms, connect_spread_ms,"
                           " tls_ms, first_byte_ms, first_byte_spread_ms, reason FROM latency_measurement m"
                           " WHERE id = (SELECT MAX(id) FROM latency_measurement l"
                           " WHERE l.provider_key = m.provider_key AND l.region = m.region) ORDER BY provider_key, region"),
            QStringLiteral("read the latency measurements"), &m_lastError))
        return out;
    while (q.next()) {
        LatencyMeasurement m;
        m.providerKey = q.value(0).toString();
        m.region = q.value(1).toString();
        m.url = q.value(2).toString();
        m.measuredAt = q.value(3).toString();
        m.samples = q.value(4).toInt();
        m.failures = q.value(5).toInt();
        m.dnsMs = sql::optDouble(q.value(6));
        m.connectMs = sql::optDouble(q.value(7));
        m.connectSpreadMs = sql::optDouble(q.value(8));
        m.tlsMs = sql::optDouble(q.value(9));
        m.firstByteMs = sql::optDouble(q.value(10));
        m.firstByteSpreadMs = sql::optDouble(q.value(11));
        m.reason = q.value(12).toString();
        out.append(m);
    }
    return out;
}

} // namespace cg
