#pragma once

// Internal to models/catalog: the raw sqlite3 bulk-write path of CatalogWriter.

#include "catalog/store/PgWire.h"

#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <sqlite3.h>

#include <memory>

namespace cg {

namespace bulk {
/// Sends the deferred PostgreSQL bulk writes of the connection behind `driver` (COPY for the rows,
/// scripts for the rest), in the order BulkStatement describes. Every catalog statement (sql::prepare,
/// sql::exec, sql::run) and CatalogWriter::commit() call it first, so a read sees every earlier
/// write. Returns false with "cannot <purpose>: <SQL error>" of the failed batch
/// in `error`; the pending writes are dropped then (the transaction must roll back). Nothing to
/// do (true) on SQLite or when nothing is pending.
bool flushPending(const QSqlDriver *driver, QString *error);
/// Drops the deferred writes of `driver`'s connection (on rollback).
void discardPending(const QSqlDriver *driver);
} // namespace bulk

/**
 * One prepared write statement with positional parameters, for the per-row writes of an import.
 * On the SQLite driver it runs through the sqlite3 C API on the connection's own handle (the
 * dialect place: QSqlQuery's per-call QVariant and result-cache overhead made a 100k-row import
 * 4x slower than SQLite itself). On PostgreSQL a round trip per row would cost far more than the
 * row: exec() defers the row. The rows of one INSERT made between two other statements go as one
 * COPY FROM STDIN (libpq, on the driver's own connection: no SQL to parse and plan per row),
 * parent tables before the tables that reference them; an UPDATE keeps its place among the rows,
 * as a literal statement in a script. They are sent when 5,000 rows are pending, before the next
 * statement that is not a bulk one, or at the commit (bulk::flushPending). An INSERT's id is taken
 * beforehand from the table's identity sequence, in blocks of 1,000, and written explicitly. A
 * constraint failure then surfaces at the flush, naming the failed statement's purpose; the
 * import's transaction rolls back. (Before: a per-row script of single-row INSERTs, the
 * interleaved offering, price and point rows of an import, left the server parsing and planning
 * one statement per row.)
 * On any other driver it runs through QSqlQuery with the same SQL.
 *
 * Errors: ok() is false when the statement could not be prepared; exec() returns false when a
 * bind or the step failed. error() then reads "cannot <purpose>: <SQLite message>".
 */
class BulkStatement final
{
public:
    /// Prepares `sql` on `db`. `purpose` is a verb phrase for messages ("insert an offering").
    BulkStatement(const QSqlDatabase &db, const QString &sql, const QString &purpose);
    ~BulkStatement();
    Q_DISABLE_COPY_MOVE(BulkStatement)

    bool ok() const { return m_ok; }
    /// The reason of the last failure (prepare, bind or step), empty when there was none.
    QString error() const { return m_error; }

    /// Binds the next positional parameter: NULL, double, integer (Int/LongLong) or text (UTF-8).
    BulkStatement &bind(const QVariant &v)
    {
        ++m_index;
        if (m_deferred) {
            m_values.append(v);
            return *this;
        }
        if (!m_stmt) {
            m_query.addBindValue(v);
            return *this;
        }
        int rc;
        if (v.isNull()) {
            rc = sqlite3_bind_null(m_stmt, m_index);
        } else if (v.typeId() == QMetaType::Double) {
            rc = sqlite3_bind_double(m_stmt, m_index, v.toDouble());
        } else if (v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Int) {
            rc = sqlite3_bind_int64(m_stmt, m_index, v.toLongLong());
        } else {
            const QByteArray utf8 = v.toString().toUtf8();
            rc = sqlite3_bind_text(m_stmt, m_index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
        }
        if (rc != SQLITE_OK && m_bindFailure == SQLITE_OK)
            m_bindFailure = rc;
        return *this;
    }

    /// Runs the statement with the values bound since the last exec(), then clears them. Returns
    /// false with error() set when a bind or the statement failed (a constraint, I/O, a lock).
    bool exec();
    /// Rowid (SQLite) or RETURNING id (other drivers) of the row the last successful exec() inserted.
    qint64 lastInsertId() const { return m_lastId; }

private:
    /// exec() of a deferred (PostgreSQL) statement.
    bool execDeferred();

    QSqlQuery m_query;
    QString m_purpose;
    QString m_connection;
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    bool m_ok = false;
    bool m_returnsId = false;
    bool m_deferred = false; ///< PostgreSQL: rows kept and sent in batches (COPY, or literal scripts)
    QString m_table; ///< deferred INSERT: its table
    QByteArray m_copyCommand; ///< deferred INSERT: "COPY t (id, …) FROM STDIN"
    int m_columns = 0; ///< deferred INSERT: the values a row binds
    QStringList m_parts; ///< deferred UPDATE: the SQL split at its '?' placeholders
    int m_sealRank = 0; ///< deferred UPDATE: the pending rows of tables up to this creation rank go before it
    QVariantList m_values;
    QList<qint64> m_ids; ///< deferred INSERT: ids reserved from the table's sequence, unused yet
    int m_index = 0;
    int m_bindFailure = SQLITE_OK;
    qint64 m_lastId = -1;
    QString m_error;
};

/**
 * One read statement stepped row by row, for the history reads that scan every price point
 * (PriceHistory): on the SQLite driver through the sqlite3 C API (no QVariant per value), on any
 * other driver through a forward-only QSqlQuery with the same SQL.
 *
 * Errors: ok() is false when the statement could not be prepared; next() returns false at the end
 * or on an error, which error() then names ("cannot <purpose>: <message>").
 */
class RowCursor final
{
public:
    /// How a cursor reads off SQLite.
    enum class Read {
        Query, ///< through a forward-only QSqlQuery: other statements may run while it steps
        /// PostgreSQL: through libpq row by row (pgwire::StreamedQuery), no QVariant per value,
        /// for a large read (the offers): no other statement may run on the connection until
        /// next() returned false or the cursor is gone. Any other driver: as Query.
        Streamed,
    };
    /// Prepares `sql` on `db`; bind() the positional parameters, then call next().
    RowCursor(const QSqlDatabase &db, const QString &sql, const QString &purpose, Read read = Read::Query);
    ~RowCursor();
    Q_DISABLE_COPY_MOVE(RowCursor)

    bool ok() const { return m_ok; }
    QString error() const { return m_error; }
    /// Binds the next positional parameter (integer or text).
    RowCursor &bind(const QVariant &v);
    /// Steps to the next row; false at the end or on an error (error() non-empty).
    bool next();
    bool isNull(int column) const;
    qint64 integer(int column) const;
    double real(int column) const;
    QString text(int column) const;
    /// The column's UTF-8 bytes, valid until the next call of next() (no copy on SQLite).
    QByteArrayView bytes(int column) const;

private:
    QSqlQuery m_query;
    QString m_purpose;
    std::unique_ptr<pgwire::StreamedQuery> m_pg; ///< Read::Streamed on PostgreSQL
    QSqlDatabase m_pgDb;
    QByteArray m_pgSql; ///< the SQL with $1, $2 … for '?'
    QList<QByteArray> m_pgParams;
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    bool m_ok = false, m_started = false;
    int m_index = 0;
    mutable QByteArray m_scratch;
    QString m_error;
};

} // namespace cg
