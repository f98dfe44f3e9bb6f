#include "catalog/store/CatalogSql.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"

#include <QSqlDriver>
#include <QtGlobal>

namespace cg::sql {

QString errorText(const QSqlError &e)
{
    const QString db = e.databaseText().trimmed();
    return db.isEmpty() ? e.text().trimmed() : db;
}

int sqlitePrimaryCode(const QSqlError &e)
{
    // SQLite's codes are small integers; PostgreSQL's SQLSTATEs are five characters ("42501").
    bool numeric = false;
    const int code = e.nativeErrorCode().toInt(&numeric);
    return numeric && e.nativeErrorCode().size() < 5 ? code & 0xff : -1;
}

QString failure(const QString &purpose, const QSqlError &e)
{
    // SQLSTATE 42501 insufficient_privilege (https://www.postgresql.org/docs/15/errcodes-appendix.html):
    // a reader of a team catalog; say who can help.
    if (e.nativeErrorCode() == QLatin1String("42501"))
        return QStringLiteral("cannot %1: %2 (this login lacks the right: an admin of the team catalog gives it with "
                              "'cloudgauge team grant USER editor', or admin for a schema change)")
            .arg(purpose, errorText(e));
    // SQLITE_BUSY (5) and SQLITE_LOCKED (6), with their extended codes (https://sqlite.org/rescode.html):
    // after the busy timeout, another program (an sqlite3 shell, a backup tool) still holds the
    // file; a CloudGauge writer would have been named by the writer lock (CatalogFile).
    if (isSqliteLocked(e))
        return QStringLiteral("cannot %1: the catalog is locked by another program (not CloudGauge) and stayed locked for %2 s;"
                              " close the program that has it open, such as an sqlite3 shell or a backup tool, and retry. Nothing"
                              " was changed.")
            .arg(purpose)
            .arg(Catalog::kBusyTimeoutMs / 1000);
    return QStringLiteral("cannot %1: %2").arg(purpose, errorText(e));
}

bool prepare(QSqlQuery &q, const QString &sql, const QString &purpose, QString *error)
{
    if (!bulk::flushPending(q.driver(), error)) // a read sees every deferred write before it
        return false;
    if (q.prepare(sql))
        return true;
    if (error)
        *error = failure(purpose, q.lastError());
    return false;
}

bool exec(QSqlQuery &q, const QString &purpose, QString *error)
{
    if (!bulk::flushPending(q.driver(), error))
        return false;
    if (q.exec())
        return true;
    if (error)
        *error = failure(purpose, q.lastError());
    return false;
}

bool run(QSqlQuery &q, const QString &sql, const QString &purpose, QString *error)
{
    q.setForwardOnly(true);
    // PostgreSQL cannot PREPARE DDL, SET or multi-row literals: a statement without parameters
    // goes as one simple query there (https://www.postgresql.org/docs/15/sql-prepare.html:
    // "Any SELECT, INSERT, UPDATE, DELETE, MERGE, or VALUES statement").
    if (q.driver() && q.driver()->dbmsType() == QSqlDriver::PostgreSQL) {
        if (!bulk::flushPending(q.driver(), error))
            return false;
        if (q.exec(sql))
            return true;
        if (error)
            *error = failure(purpose, q.lastError());
        return false;
    }
    return prepare(q, sql, purpose, error) && exec(q, purpose, error);
}

int column(const QSqlQuery &q, const char *name)
{
    const int index = q.record().indexOf(QLatin1String(name));
    if (index < 0)
        qWarning("catalog: the result has no column '%s'", name);
    return index;
}

} // namespace cg::sql
