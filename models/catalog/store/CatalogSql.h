#pragma once

// Internal to models/catalog: the checked way to run a statement, and the NULL conversions every
// read and write shares. Nothing outside this folder includes it.

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>
#include <QVariant>

#include <optional>

namespace cg::sql {

/// The SQLite message of `e` ("no such table: fx_rate"), or the driver's text when it has none.
QString errorText(const QSqlError &e);

/// "cannot <purpose>: <SQL error>", the one shape of every catalog error message; a PostgreSQL
/// permission error (SQLSTATE 42501) adds how to get the right (`team grant`).
QString failure(const QString &purpose, const QSqlError &e);
/// The primary SQLite result code of `e` (https://sqlite.org/rescode.html: 5 BUSY, 6 LOCKED,
/// 11 CORRUPT, 26 NOTADB), or -1 for an error that is not SQLite's (a PostgreSQL SQLSTATE).
int sqlitePrimaryCode(const QSqlError &e);
/// Whether `e` is SQLITE_BUSY or SQLITE_LOCKED: another connection holds the file.
inline bool isSqliteLocked(const QSqlError &e)
{
    const int code = sqlitePrimaryCode(e);
    return code == 5 || code == 6;
}

/// Prepares `sql` on `q`. On failure sets `*error` to failure(purpose, …) and returns false.
/// `purpose` is a verb phrase: "read the FX rates", "store provider aws".
bool prepare(QSqlQuery &q, const QString &sql, const QString &purpose, QString *error);

/// Runs the prepared statement of `q` (bound values as set). On failure sets `*error` to
/// failure(purpose, …) and returns false.
bool exec(QSqlQuery &q, const QString &purpose, QString *error);

/// prepare() then exec() of a statement without parameters, forward-only.
bool run(QSqlQuery &q, const QString &sql, const QString &purpose, QString *error);

/// Position of the result column `name` of the active query `q` (QSqlRecord::indexOf), resolved
/// once before a row loop so a hot read still reads by name. -1 (and a warning naming the column)
/// when the result has no such column.
int column(const QSqlQuery &q, const char *name);

/// SQL NULL → nullopt; anything else as a double.
inline std::optional<double> optDouble(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toDouble();
}

/// nullopt → a NULL of type double; a value as itself.
inline QVariant toVariant(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double));
}

/// An empty string → a NULL of type text (a missing value is NULL, never '').
inline QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s);
}

} // namespace cg::sql
