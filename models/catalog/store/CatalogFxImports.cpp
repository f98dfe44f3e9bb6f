// Catalog reads of FX rates and import runs.
#include "catalog/store/Catalog.h"

#include "catalog/store/CatalogSql.h"

#include <QSqlQuery>

namespace cg {

FxRates Catalog::latestFxRates() const
{
    m_lastError.clear();
    FxRates out;
    QSqlQuery q(database());
    if (!sql::run(q, QStringLiteral("SELECT currency, units_per_usd, as_of, source_url FROM fx_rate ORDER BY currency, as_of"),
            QStringLiteral("read the FX rates"), &m_lastError))
        return out;
    while (q.next()) // ordered by date: the last row of a currency is its latest rate
        out.insert(q.value(QStringLiteral("currency")).toString(),
            FxRate { q.value(QStringLiteral("units_per_usd")).toDouble(), q.value(QStringLiteral("as_of")).toString(),
                q.value(QStringLiteral("source_url")).toString() });
    return out;
}

QList<ImportRunView> Catalog::importRuns() const
{
    m_lastError.clear();
    QList<ImportRunView> out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT r.id AS id, r.source_file AS source_file, r.format AS format, r.provider_key AS provider_key,"
                           " r.sha256 AS sha256, r.as_of AS as_of, r.source_url AS source_url, r.started_at AS started_at,"
                           " r.finished_at AS finished_at, r.rows_read AS rows_read, r.rows_imported AS rows_imported,"
                           " r.rows_rejected AS rows_rejected, r.rows_flagged AS rows_flagged, r.rows_duplicate AS rows_duplicate,"
                           " r.report AS report, d.observed_from AS observed_from, d.observed_to AS observed_to,"
                           " d.observed_after_max AS observed_after_max, d.imported_on AS imported_on, d.dated AS dated,"
                           " d.undated AS undated, d.sources AS sources FROM import_run r LEFT JOIN ("
                           "SELECT import_run_id, MIN(observed_on) AS observed_from, MAX(observed_on) AS observed_to,"
                           " MAX(CASE WHEN observed_on IS NULL THEN observed_after END) AS observed_after_max,"
                           " MAX(imported_on) AS imported_on, COUNT(observed_on) AS dated, COUNT(*) - COUNT(observed_on) AS undated,"
                           " COUNT(DISTINCT source_url) AS sources FROM price GROUP BY import_run_id) d ON d.import_run_id = r.id"
                           " ORDER BY r.id"),
            QStringLiteral("read the import runs"), &m_lastError))
        return out;
    auto text = [&q](const char *column) { return q.value(QLatin1String(column)).toString(); };
    auto count = [&q](const char *column) { return q.value(QLatin1String(column)).toInt(); };
    while (q.next()) {
        ImportRunView r;
        r.id = q.value(QStringLiteral("id")).toLongLong();
        r.sourceFile = text("source_file");
        r.format = text("format");
        r.providerKey = text("provider_key");
        r.sha256 = text("sha256");
        r.asOf = text("as_of");
        r.sourceUrl = text("source_url");
        r.startedAt = text("started_at");
        r.finishedAt = text("finished_at");
        r.rowsRead = count("rows_read");
        r.rowsImported = count("rows_imported");
        r.rowsRejected = count("rows_rejected");
        r.rowsFlagged = count("rows_flagged");
        r.rowsDuplicate = count("rows_duplicate");
        r.report = text("report");
        r.observedFrom = text("observed_from");
        r.observedTo = text("observed_to");
        r.observedAfterMax = text("observed_after_max");
        r.importedOn = text("imported_on");
        r.pricesDated = count("dated");
        r.pricesUndated = count("undated");
        r.priceSourceCount = count("sources");
        out.append(r);
    }
    return out;
}

} // namespace cg
