// Acceptance runs of rented nodes: schema v15 (tables node_evidence_run, node_evidence_check), the
// write (Catalog::insertEvidenceRun) and read (Catalog::evidenceRuns).
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace cg {

namespace {

// Schema v15. A run is named by provider key and instance type (like price_check), so it outlives
// a re-import of the offers; region NULL: the run did not say. One run per (provider, instance
// type, host, measured_at, format): the same document imported twice is refused. Checks in the
// document's order (seq), statuses of probe/schema.md, "Acceptance".
const char *const kSchemaV15[] = {
    R"(CREATE TABLE node_evidence_run (
        id INTEGER PRIMARY KEY,
        provider_key TEXT NOT NULL,
        instance_type TEXT NOT NULL,
        region TEXT,
        format TEXT NOT NULL,
        level TEXT,
        host TEXT NOT NULL DEFAULT '',
        measured_at TEXT NOT NULL,
        imported_at TEXT NOT NULL,
        source_file TEXT,
        status TEXT NOT NULL CHECK (status IN ('pass','warn','fail','skipped')),
        UNIQUE (provider_key, instance_type, host, measured_at, format)))",
    R"(CREATE TABLE node_evidence_check (
        run_id INTEGER NOT NULL REFERENCES node_evidence_run(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        key TEXT NOT NULL,
        device TEXT,
        observed TEXT,
        expected TEXT,
        source TEXT,
        status TEXT NOT NULL CHECK (status IN ('pass','warn','fail','skipped')),
        reason TEXT,
        reproduce TEXT,
        PRIMARY KEY (run_id, seq)))",
};

} // namespace

QStringList schema::v15Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV15)
        out.append(QString::fromUtf8(statement));
    return out;
}

QString EvidenceRun::status() const
{
    for (const char *st : { "fail", "warn", "pass" })
        if (count(QLatin1String(st)) > 0)
            return QLatin1String(st);
    return QStringLiteral("skipped");
}

int EvidenceRun::count(const QString &status) const
{
    int n = 0;
    for (const EvidenceCheck &c : checks)
        n += c.status == status ? 1 : 0;
    return n;
}

qint64 Catalog::insertEvidenceRun(const EvidenceRun &run)
{
    const QString purpose = QStringLiteral("store the acceptance run");
    m_lastError.clear();
    if (m_readOnly) {
        m_lastError = QStringLiteral("the catalog is open read-only");
        return -1;
    }
    if (m_schemaVersion < 15) {
        m_lastError = QStringLiteral("cannot %1: the catalog's schema is older than version 15").arg(purpose);
        return -1;
    }
    QSqlDatabase db = database();
    QSqlQuery q(db);
    if (!sql::prepare(q,
            QStringLiteral("SELECT imported_at FROM node_evidence_run WHERE provider_key = ? AND instance_type = ? AND host = ?"
                           " AND measured_at = ? AND format = ?"),
            purpose, &m_lastError))
        return -1;
    for (const QString &v : { run.providerKey, run.instanceType, run.host, run.measuredAt, run.format })
        q.addBindValue(v);
    if (!sql::exec(q, purpose, &m_lastError))
        return -1;
    if (q.next()) {
        m_lastError = QStringLiteral("this run (host %1, measured %2) was already imported for %3 %4 on %5; nothing stored")
                          .arg(run.host.isEmpty() ? QStringLiteral("unnamed") : run.host, run.measuredAt, run.providerKey, run.instanceType,
                              q.value(0).toString());
        return -1;
    }
    q.finish();
    if (!db.transaction()) {
        m_lastError = sql::failure(purpose, db.lastError());
        return -1;
    }
    qint64 id = -1;
    bool ok = sql::prepare(q,
        QStringLiteral("INSERT INTO node_evidence_run (provider_key, instance_type, region, format, level, host, measured_at, imported_at,"
                       " source_file, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"),
        purpose, &m_lastError);
    if (ok) {
        for (const QVariant &v : { QVariant(run.providerKey), QVariant(run.instanceType), sql::textOrNull(run.region), QVariant(run.format),
                 sql::textOrNull(run.level), QVariant(run.host), QVariant(run.measuredAt), QVariant(run.importedAt),
                 sql::textOrNull(run.sourceFile), QVariant(run.status()) })
            q.addBindValue(v);
        ok = sql::exec(q, purpose, &m_lastError) && q.next();
        if (ok)
            id = q.value(0).toLongLong();
        q.finish();
    }
    ok = ok
        && sql::prepare(q,
            QStringLiteral(
                "INSERT INTO node_evidence_check (run_id, seq, key, device, observed, expected, source, status, reason, reproduce)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            purpose, &m_lastError);
    for (qsizetype i = 0; ok && i < run.checks.size(); ++i) {
        const EvidenceCheck &c = run.checks.at(i);
        for (const QVariant &v : { QVariant(id), QVariant(qint64(i)), QVariant(c.key), sql::textOrNull(c.device),
                 sql::textOrNull(c.observed), sql::textOrNull(c.expected), sql::textOrNull(c.source), QVariant(c.status),
                 sql::textOrNull(c.reason), sql::textOrNull(c.reproduce) })
            q.addBindValue(v);
        ok = sql::exec(q, purpose, &m_lastError);
    }
    if (ok && db.commit())
        return id;
    if (ok)
        m_lastError = sql::failure(purpose, db.lastError());
    db.rollback();
    return -1;
}

QList<EvidenceRun> Catalog::evidenceRuns(const QString &providerKey, const QString &instanceType) const
{
    const QString purpose = QStringLiteral("read the acceptance runs");
    m_lastError.clear();
    QList<EvidenceRun> runs;
    if (m_schemaVersion < 15)
        return runs;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    if (!sql::prepare(q,
            QStringLiteral("SELECT id, provider_key, instance_type, region, format, level, host, measured_at, imported_at, source_file"
                           " FROM node_evidence_run WHERE (? = '' OR provider_key = ?) AND (? = '' OR instance_type = ?)"
                           " ORDER BY measured_at DESC, id DESC"),
            purpose, &m_lastError))
        return runs;
    for (const QString &v : { providerKey, providerKey, instanceType, instanceType })
        q.addBindValue(v.isNull() ? QString(QLatin1String("")) : v);
    if (!sql::exec(q, purpose, &m_lastError))
        return runs;
    QHash<qint64, qsizetype> index;
    while (q.next()) {
        EvidenceRun r;
        r.id = q.value(0).toLongLong();
        r.providerKey = q.value(1).toString();
        r.instanceType = q.value(2).toString();
        r.region = q.value(3).toString();
        r.format = q.value(4).toString();
        r.level = q.value(5).toString();
        r.host = q.value(6).toString();
        r.measuredAt = q.value(7).toString();
        r.importedAt = q.value(8).toString();
        r.sourceFile = q.value(9).toString();
        index.insert(r.id, runs.size());
        runs.append(r);
    }
    if (runs.isEmpty())
        return runs;
    QSqlQuery c(database());
    c.setForwardOnly(true);
    if (!sql::run(c,
            QStringLiteral("SELECT run_id, key, device, observed, expected, source, status, reason, reproduce FROM node_evidence_check"
                           " ORDER BY run_id, seq"),
            purpose, &m_lastError))
        return {};
    while (c.next()) {
        const auto at = index.constFind(c.value(0).toLongLong());
        if (at == index.constEnd())
            continue;
        EvidenceCheck e;
        e.key = c.value(1).toString();
        e.device = c.value(2).toString();
        e.observed = c.value(3).toString();
        e.expected = c.value(4).toString();
        e.source = c.value(5).toString();
        e.status = c.value(6).toString();
        e.reason = c.value(7).toString();
        e.reproduce = c.value(8).toString();
        runs[*at].checks.append(e);
    }
    return runs;
}

} // namespace cg
