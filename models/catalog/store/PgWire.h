#pragma once

// Internal to models/catalog: libpq on the connection behind a QPSQL database, where the driver's
// per-value QVariants cost more than the rows: COPY FROM STDIN for the bulk rows of an import
// (BulkStatement) and a row-by-row read of a large result (RowCursor).

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

struct pg_conn; // libpq's PGconn
struct pg_result; // libpq's PGresult

namespace cg::pgwire {

/// Appends `v` to `row` as one field of COPY's text format
/// (https://www.postgresql.org/docs/15/sql-copy.html, "Text Format"): NULL as \N; integers and
/// booleans (t/f) as such; doubles in their shortest round-trip form; anything else as its text
/// in UTF-8 with backslash, tab, newline and carriage return escaped. No separator is written.
void appendField(QByteArray &row, const QVariant &v);

/**
 * Runs `command` ("COPY t (a, b) FROM STDIN") on the connection of `db` (a QPSQL database, inside
 * its transaction), sends `data` (rows in the text format, each ending in '\n') and waits for the
 * server to store them (https://www.postgresql.org/docs/15/libpq-copy.html).
 * Returns false with the server's or libpq's message in `*reason` and the SQLSTATE, where there is
 * one, in `*sqlState`: the driver's handle is not a libpq connection, the server refused the
 * command or a row (a constraint, a type, a right), or the connection was lost. The transaction
 * must then roll back; either way the connection is ready for the next statement.
 */
bool copyIn(const QSqlDatabase &db, const QByteArray &command, const QByteArray &data, QString *reason, QString *sqlState);

/**
 * One query read a row at a time (libpq's single-row mode,
 * https://www.postgresql.org/docs/15/libpq-single-row-mode.html): no result set held in memory,
 * the values as the server's text. While it runs, nothing else may use the connection: read to
 * the end (next() false) or destroy it first; the destructor reads and drops what is left.
 */
class StreamedQuery final
{
public:
    StreamedQuery() = default;
    ~StreamedQuery();
    Q_DISABLE_COPY_MOVE(StreamedQuery)

    /// Sends `sql` (parameters as $1, $2 …) with `params` (text; a null QByteArray is NULL) on the
    /// connection of `db`. False with the reason (not a libpq connection, the server refused it).
    bool start(const QSqlDatabase &db, const QByteArray &sql, const QList<QByteArray> &params, QString *reason);
    /// Steps to the next row: false at the end, or on an error with the server's message in `*reason`.
    bool next(QString *reason);
    bool isNull(int column) const;
    /// The column's text (UTF-8), valid until the next call of next().
    QByteArrayView value(int column) const;

private:
    void finish();

    pg_conn *m_conn = nullptr;
    pg_result *m_row = nullptr;
    bool m_running = false;
};

} // namespace cg::pgwire
