// Catalog reads of FX rates and import runs.
#include "catalog/Catalog.h"

#include "catalog/CatalogSql.h"

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
            QStringLiteral("SELECT id, source_file, format, provider_key, sha256, as_of, source_url, started_at, finished_at,"
                           " rows_read, rows_imported, rows_rejected, rows_flagged, rows_duplicate, report FROM import_run ORDER BY id"),
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
        out.append(r);
    }
    return out;
}

} // namespace cg
