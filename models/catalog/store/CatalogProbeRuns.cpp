// Catalog reads and writes of stored probe runs (table `probe_run`).
#include "catalog/store/Catalog.h"

#include "catalog/store/CatalogSql.h"

#include <QSqlQuery>

#include <algorithm>

namespace cg {

using sql::optDouble;
using sql::textOrNull;
using sql::toVariant;

QList<ProbeRunView> Catalog::probeRuns(int limit) const
{
    const QString purpose = QStringLiteral("read the probe runs");
    m_lastError.clear();
    QList<ProbeRunView> runs;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    if (!sql::prepare(q,
            QStringLiteral("SELECT r.id AS id, r.host AS host, r.device AS device, r.backend AS backend, r.driver AS driver,"
                           " g.key AS gpu_key, r.memory_bandwidth_gbps AS memory_bandwidth_gbps, r.fp32_tflops AS fp32_tflops,"
                           " r.h2d_gbps AS h2d_gbps, r.d2h_gbps AS d2h_gbps, r.document AS document, r.measured_at AS measured_at"
                           " FROM probe_run r LEFT JOIN gpu_model g ON g.id = r.gpu_model_id"
                           " ORDER BY r.measured_at DESC, r.id DESC LIMIT ?"),
            purpose, &m_lastError))
        return runs;
    q.addBindValue(std::max(0, limit));
    if (!sql::exec(q, purpose, &m_lastError))
        return runs;
    auto text = [&q](const char *column) { return q.value(QLatin1String(column)).toString(); };
    auto number = [&q](const char *column) { return optDouble(q.value(QLatin1String(column))); };
    while (q.next()) {
        ProbeRunView r;
        r.id = q.value(QStringLiteral("id")).toLongLong();
        r.host = text("host");
        r.device = text("device");
        r.backend = text("backend");
        r.driver = text("driver");
        r.gpuKey = text("gpu_key");
        r.memoryBandwidthGBs = number("memory_bandwidth_gbps");
        r.fp32Tflops = number("fp32_tflops");
        r.h2dGBs = number("h2d_gbps");
        r.d2hGBs = number("d2h_gbps");
        r.document = text("document").toUtf8();
        r.measuredAt = text("measured_at");
        runs.append(r);
    }
    return runs;
}

qint64 Catalog::insertProbeRun(const ProbeRunView &run)
{
    const QString purpose = QStringLiteral("store the probe run");
    m_lastError.clear();
    if (m_readOnly) {
        m_lastError = QStringLiteral("the catalog is open read-only");
        return -1;
    }
    QSqlQuery q(database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO probe_run (host, device, backend, driver, gpu_model_id, memory_bandwidth_gbps, fp32_tflops,"
                           " h2d_gbps, d2h_gbps, document, measured_at)"
                           " VALUES (?, ?, ?, ?, (SELECT id FROM gpu_model WHERE key = ?), ?, ?, ?, ?, ?, ?) RETURNING id"),
            purpose, &m_lastError))
        return -1;
    for (const QVariant &v : { textOrNull(run.host), textOrNull(run.device), textOrNull(run.backend), textOrNull(run.driver),
             QVariant(run.gpuKey), toVariant(run.memoryBandwidthGBs), toVariant(run.fp32Tflops), toVariant(run.h2dGBs),
             toVariant(run.d2hGBs), QVariant(QString::fromUtf8(run.document)), QVariant(run.measuredAt) }) {
        q.addBindValue(v);
    }
    if (!sql::exec(q, purpose, &m_lastError))
        return -1;
    return q.next() ? q.value(0).toLongLong() : -1; // RETURNING: SQLite 3.35+ and PostgreSQL
}

} // namespace cg
