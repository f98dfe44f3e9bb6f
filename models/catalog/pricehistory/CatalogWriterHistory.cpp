// CatalogWriter's snapshot side (schema v3): the price points of a run, the series and offerings
// a later run of the same source no longer lists, and the end of the run with the watchlist.
#include "catalog/pricehistory/Watchlist.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/writer/CatalogWriterPrivate.h"

#include <QSqlQuery>

#include <algorithm>

namespace cg {

using sql::textOrNull;
using sql::toVariant;

bool CatalogWriter::appendPoint(const QString &series, CachedPoint point, const QString &observedOn, const QString &observedAfter,
    const QString &recordedOn, const QString &sourceUrl, bool firstOfSeries, bool newest)
{
    Statements &s = *m_stmt;
    // until_run (schema v5) of the series' earlier points: at the end of the run (endEarlierPoints).
    for (const QVariant &v : { QVariant(point.offeringId), QVariant(point.kind), QVariant(point.termMonths),
             QVariant(point.withdrawn ? QStringLiteral("withdrawn") : QStringLiteral("offered")), toVariant(point.amount),
             textOrNull(point.currency), QVariant(point.asOf), textOrNull(observedOn), textOrNull(observedAfter), QVariant(recordedOn),
             textOrNull(sourceUrl), point.runId > 0 ? QVariant(point.runId) : QVariant(QMetaType(QMetaType::LongLong)) }) {
        s.insertPoint.bind(v);
    }
    if (!s.insertPoint.exec()) {
        m_error = s.insertPoint.error();
        return false;
    }
    // A point older than the series' latest (a snapshot imported as history) ends where the
    // first later point begins; the latest point's until_run stays NULL (nothing to write).
    if (!firstOfSeries && !newest) {
        for (const QVariant &v : { QVariant(point.offeringId), QVariant(point.kind), QVariant(point.termMonths), QVariant(point.asOf),
                 QVariant(s.insertPoint.lastInsertId()) }) {
            s.endNewPoint.bind(v);
        }
        if (!s.endNewPoint.exec()) {
            m_error = s.endNewPoint.error();
            return false;
        }
    }
    ++m_runPoints;
    if (!series.isEmpty())
        m_points->insert(series, point);
    return true;
}

QString CatalogWriter::runSource(qint64 runId)
{
    if (runId <= 0)
        return {};
    if (!m_runSourcesLoaded) {
        QSqlQuery q(m_catalog.database());
        q.setForwardOnly(true);
        if (!sql::run(q, QStringLiteral("SELECT id, format, provider_key, source_file FROM import_run"),
                QStringLiteral("read the import runs"), &m_error))
            return {};
        const int id = sql::column(q, "id"), format = sql::column(q, "format"), provider = sql::column(q, "provider_key"),
                  file = sql::column(q, "source_file");
        while (q.next()) {
            m_runSources.insert(q.value(id).toLongLong(),
                sourceIdentity(q.value(format).toString(), q.value(provider).toString(), q.value(file).toString()));
        }
        m_runSourcesLoaded = true;
    }
    return m_runSources.value(runId);
}

bool CatalogWriter::recordWithdrawals(const ImportRunView &run)
{
    const QString source = runSource(run.id);
    if (source.isEmpty())
        return m_error.isEmpty();
    const QString recordedOn = !m_runRecordedOn.isEmpty() ? m_runRecordedOn : run.startedAt.left(10);
    const QString asOf = !run.asOf.isEmpty() ? run.asOf : recordedOn;
    // Collected first: appendPoint() writes into the hash being walked.
    QList<QString> gone;
    int listed = 0; // series of this source the run wrote
    for (auto it = m_points->cbegin(); it != m_points->cend(); ++it) {
        if (it->withdrawn || !m_runProviders.contains(it->providerId))
            continue;
        if (m_runSeries.contains(it.key())) {
            listed += it->runId == run.id || runSource(it->runId) == source;
            continue;
        }
        if (asOf < it->asOf)
            continue; // an older snapshot imported as history withdraws nothing newer
        if (runSource(it->runId) == source)
            gone.append(it.key());
    }
    if (m_withdrawPolicy == WithdrawPolicy::Never || (m_withdrawPolicy == WithdrawPolicy::Auto && gone.size() > listed)) {
        m_summary.pricesNotListed = int(gone.size());
        return true; // a partial file: what it lacks may still be offered
    }
    std::sort(gone.begin(), gone.end()); // a stable order of ids in the file
    QSet<qint64> offerings;
    for (const QString &series : std::as_const(gone)) {
        CachedPoint p = m_points->value(series);
        p.withdrawn = true;
        p.amount.reset();
        p.currency.clear();
        p.asOf = asOf;
        p.runId = run.id;
        if (!appendPoint(series, p, {}, {}, recordedOn, {}))
            return false;
        ++m_summary.pricesWithdrawn;
        if (!m_runOfferings.contains(p.offeringId))
            offerings.insert(p.offeringId);
    }
    QList<qint64> ids(offerings.cbegin(), offerings.cend());
    std::sort(ids.begin(), ids.end());
    for (qint64 id : std::as_const(ids)) {
        m_stmt->setWithdrawn.bind(QVariant(run.id)).bind(QVariant(id));
        if (!m_stmt->setWithdrawn.exec()) {
            m_error = m_stmt->setWithdrawn.error();
            return false;
        }
    }
    for (auto it = m_offerings->begin(); it != m_offerings->end(); ++it) {
        if (offerings.contains(it->id))
            it->withdrawn = true;
    }
    m_summary.offersWithdrawn = int(ids.size());
    return true;
}

bool CatalogWriter::endEarlierPoints(qint64 runId)
{
    // Per point n of the run, the points p before it in its series: as_of up to n's, a lower id
    // (the order Catalog::offers() reads the current price in). By the run's index for n and the
    // series index for p: proportional to the run's points.
    const QString purpose = QStringLiteral("end the earlier price points of import run %1").arg(runId);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("UPDATE price_point SET until_run = ? WHERE id IN (SELECT p.id FROM price_point n JOIN price_point p"
                           " ON p.offering_id = n.offering_id AND p.kind = n.kind AND p.term_months = n.term_months"
                           " AND p.as_of <= n.as_of AND p.id < n.id"
                           " WHERE n.import_run_id = ? AND (p.until_run IS NULL OR p.until_run > ?))"),
            purpose, &m_error))
        return false;
    for (const QVariant &v : { QVariant(runId), QVariant(runId), QVariant(runId) })
        q.addBindValue(v);
    return sql::exec(q, purpose, &m_error);
}

bool CatalogWriter::finishImportRun(const ImportRunView &run)
{
    if (!recordWithdrawals(run))
        return false;
    if (m_runPoints > 0 && run.id > 0 && !endEarlierPoints(run.id))
        return false;
    m_summary.pointsAppended = m_runPoints;
    Watchlist watch(m_catalog);
    const int hits = watch.evaluateRun(run.id);
    if (hits < 0) {
        m_error = watch.lastError();
        return false;
    }
    m_summary.watchHits = hits;
    const QString purpose = QStringLiteral("record the end of import run %1").arg(run.id);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("UPDATE import_run SET finished_at = ?, rows_read = ?, rows_imported = ?, rows_rejected = ?,"
                           " rows_flagged = ?, rows_duplicate = ?, report = ? WHERE id = ?"),
            purpose, &m_error))
        return false;
    for (const QVariant &v : { QVariant(run.finishedAt), QVariant(run.rowsRead), QVariant(run.rowsImported), QVariant(run.rowsRejected),
             QVariant(run.rowsFlagged), QVariant(run.rowsDuplicate), QVariant(run.report), QVariant(run.id) }) {
        q.addBindValue(v);
    }
    return sql::exec(q, purpose, &m_error);
}

} // namespace cg
