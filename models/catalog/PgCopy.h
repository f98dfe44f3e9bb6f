#pragma once

// Internal to models/catalog: PostgreSQL's COPY FROM STDIN through libpq on the connection behind
// a QPSQL database, for the bulk rows of an import (BulkStatement).

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

namespace cg::pgcopy {

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

} // namespace cg::pgcopy
