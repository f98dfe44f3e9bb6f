#include "catalog/store/CatalogBulk.h"

#include "catalog/store/CatalogDialect.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/store/PgWire.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>

#include <algorithm>
#include <limits>
#include <map>
#include <utility>
#include <vector>

namespace cg {

namespace {

/// Deferred rows (PostgreSQL) before a flush: 5,000 rows of ~150 bytes, under a megabyte.
constexpr int kFlushRows = 5000;
/// Ids reserved per sequence query.
constexpr int kIdBlock = 1000;

/// The rows of one INSERT statement, as one COPY.
struct CopyRows
{
    QByteArray command; ///< "COPY t (id, …) FROM STDIN"
    QByteArray data; ///< rows in COPY's text format
    QString purpose; ///< of the statement, for the message of a failed COPY
};

/// A part of a flush: one script of SQL statements, or one COPY.
struct Piece
{
    QString sql;
    CopyRows copy;
};

/// The deferred writes of one connection: the parts sealed so far, in order, then the INSERT rows
/// made since the last other statement, one COPY per INSERT statement. Those go out parents
/// first: keyed by the table's place in the creation order (dialect::catalogTables(), where a
/// table's REFERENCES name only tables before it), so a row never precedes the row it references,
/// whatever order the rows came in. An UPDATE or DELETE seals them first and keeps its place: it
/// never sees a row made after it, and always sees the rows made before it. An UPDATE seals only
/// the rows of the tables it names and of their parents (those before the last of them in the
/// creation order): rows of a table it does not name cannot change what it does, so they wait
/// and go in one COPY with the rest instead of one COPY per UPDATE between them (a re-import's
/// price points between its price UPDATEs).
struct Pending
{
    QSqlDatabase db;
    std::vector<Piece> pieces;
    std::map<std::pair<int, QString>, CopyRows> inserts; ///< by (creation rank of the table, statement)
    QString purpose; ///< of the latest statement, for the message of a failed script
    int rows = 0;

    /// Moves the pending INSERT rows of the tables up to creation rank `upToRank` to the parts,
    /// parents first; those of later tables stay pending.
    void seal(int upToRank = std::numeric_limits<int>::max())
    {
        for (auto it = inserts.begin(); it != inserts.end() && it->first.first <= upToRank;) {
            pieces.push_back({ QString(), std::move(it->second) });
            it = inserts.erase(it);
        }
    }
    /// Appends one SQL statement after the pending rows of the tables up to creation rank
    /// `upToRank` (all by default).
    void appendSql(const QString &statement, int upToRank = std::numeric_limits<int>::max())
    {
        seal(upToRank);
        if (pieces.empty() || !pieces.back().copy.command.isEmpty())
            pieces.push_back({});
        QString &script = pieces.back().sql;
        if (!script.isEmpty())
            script += QLatin1String(";\n");
        script += statement;
    }
};

/// `table`'s rank in the creation order; a table the list does not know goes after every known one.
int creationRank(const QString &table)
{
    static const QStringList order = dialect::catalogTables();
    const qsizetype i = order.indexOf(table);
    return int(i >= 0 ? i : order.size());
}

/// The creation rank up to which pending rows must precede `sql`: for `UPDATE t SET …` of a
/// catalog table, the last rank among the catalog tables it names (as whole words: in a SET, a
/// WHERE or a subquery); for anything else every table's.
int sealRank(const QString &sql)
{
    static const QRegularExpression update(QStringLiteral("^UPDATE (\\w+) SET "));
    const QRegularExpressionMatch m = update.match(sql);
    static const QStringList tables = dialect::catalogTables();
    if (!m.hasMatch() || !tables.contains(m.captured(1)))
        return std::numeric_limits<int>::max();
    int rank = -1;
    for (const QString &table : tables) {
        if (sql.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(table))))
            rank = std::max(rank, creationRank(table));
    }
    return rank;
}

QHash<const QSqlDriver *, Pending> &pendingWrites()
{
    thread_local QHash<const QSqlDriver *, Pending> pending; // a connection belongs to one thread
    return pending;
}

/// `v` as an SQL literal in the driver's own spelling (NULL, an escaped string, a number; doubles
/// in their shortest round-trip form).
QString literal(const QSqlDriver *driver, const QVariant &v)
{
    QSqlField f(QString(), v.metaType());
    f.setValue(v);
    return driver->formatValue(f);
}

} // namespace

bool bulk::flushPending(const QSqlDriver *driver, QString *error)
{
    QHash<const QSqlDriver *, Pending> &all = pendingWrites();
    if (all.isEmpty())
        return true;
    const auto it = all.find(driver);
    if (it == all.end())
        return true;
    Pending p = std::move(*it);
    all.erase(it);
    p.seal();
    for (const Piece &piece : p.pieces) {
        if (piece.copy.command.isEmpty()) {
            QSqlQuery q(p.db); // not forward-only: one simple query with every statement (PQexec)
            if (!q.exec(piece.sql)) {
                if (error)
                    *error = sql::failure(p.purpose, q.lastError());
                return false;
            }
            continue;
        }
        QString reason, state;
        if (!pgwire::copyIn(p.db, piece.copy.command, piece.copy.data, &reason, &state)) {
            if (error)
                *error = sql::failure(piece.copy.purpose, QSqlError(QString(), reason, QSqlError::StatementError, state));
            return false;
        }
    }
    return true;
}

void bulk::discardPending(const QSqlDriver *driver)
{
    pendingWrites().remove(driver);
}

namespace {
/// Prepares `sql` on SQLite's own handle behind a QSQLITE connection (`*db`, `*stmt`), else as
/// the forward-only `query` (another driver). False with "cannot <purpose>: <reason>" in `error`.
bool prepareStatement(const QSqlDatabase &connection, const QString &sql, const QString &purpose, QSqlQuery &query, sqlite3 **db,
    sqlite3_stmt **stmt, QString *error)
{
    const QVariant h = connection.driver() ? connection.driver()->handle() : QVariant();
    if (connection.driverName() == QLatin1String("QSQLITE") && h.isValid() && qstrcmp(h.typeName(), "sqlite3*") == 0) {
        *db = *static_cast<sqlite3 *const *>(h.data());
        const QByteArray utf8 = sql.toUtf8();
        if (*db && sqlite3_prepare_v2(*db, utf8.constData(), int(utf8.size()), stmt, nullptr) == SQLITE_OK)
            return true;
        *error = QStringLiteral("cannot %1: %2")
                     .arg(purpose, *db ? QString::fromUtf8(sqlite3_errmsg(*db)) : QStringLiteral("no open connection"));
        sqlite3_finalize(*stmt);
        *stmt = nullptr;
        return false;
    }
    query.setForwardOnly(true);
    return sql::prepare(query, sql, purpose, error);
}
} // namespace

BulkStatement::BulkStatement(const QSqlDatabase &db, const QString &sql, const QString &purpose)
    : m_query(db)
    , m_purpose(purpose)
    , m_connection(db.connectionName())
{
    // Off SQLite there is no rowid to ask for: an INSERT returns its id (every table the bulk
    // path inserts into has one).
    const bool returning = db.driverName() != QLatin1String("QSQLITE") && sql.startsWith(QLatin1String("INSERT"));
    m_returnsId = returning;
    if (db.driver() && db.driver()->dbmsType() == QSqlDriver::PostgreSQL) {
        m_deferred = true;
        static const QRegularExpression insert(QStringLiteral("^INSERT INTO (\\w+) \\(([^)]*)\\) VALUES "));
        if (const QRegularExpressionMatch m = insert.match(sql); m.hasMatch()) {
            m_table = m.captured(1);
            m_copyCommand = QStringLiteral("COPY %1 (id, %2) FROM STDIN").arg(m_table, m.captured(2)).toUtf8();
            m_columns = int(m.captured(2).count(QLatin1Char(','))) + 1;
        } else {
            m_parts = sql.split(QLatin1Char('?')); // the bulk statements carry no '?' in literals
            m_sealRank = sealRank(sql);
        }
        m_ok = !sql.startsWith(QLatin1String("INSERT")) || !m_table.isEmpty();
        if (!m_ok)
            m_error = QStringLiteral("cannot %1: the bulk INSERT is not of the form INSERT INTO t (…) VALUES (…)").arg(m_purpose);
        return;
    }
    m_ok = prepareStatement(db, returning ? sql + QStringLiteral(" RETURNING id") : sql, m_purpose, m_query, &m_db, &m_stmt, &m_error);
}

BulkStatement::~BulkStatement()
{
    sqlite3_finalize(m_stmt);
    if (m_deferred)
        bulk::discardPending(m_query.driver()); // after a commit nothing is left; without one it must not be
}

bool BulkStatement::exec()
{
    m_index = 0;
    if (!m_ok) {
        m_error = QStringLiteral("cannot %1: the statement was not prepared").arg(m_purpose);
        return false;
    }
    if (m_deferred)
        return execDeferred();
    if (!m_stmt) {
        const bool ok = sql::exec(m_query, m_purpose, &m_error);
        m_lastId = ok && m_returnsId && m_query.next() ? m_query.value(0).toLongLong() : -1;
        m_query.finish();
        return ok;
    }
    if (m_bindFailure != SQLITE_OK) {
        m_error = QStringLiteral("cannot %1: binding a value failed (%2)").arg(m_purpose, QString::fromUtf8(sqlite3_errstr(m_bindFailure)));
        m_bindFailure = SQLITE_OK;
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
        return false;
    }
    const int rc = sqlite3_step(m_stmt);
    if (rc != SQLITE_DONE)
        m_error = QStringLiteral("cannot %1: %2").arg(m_purpose, QString::fromUtf8(sqlite3_errmsg(m_db))); // before reset
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
    if (rc != SQLITE_DONE)
        return false;
    m_lastId = sqlite3_last_insert_rowid(m_db);
    return true;
}

bool BulkStatement::execDeferred()
{
    const QSqlDriver *driver = m_query.driver();
    Pending &p = pendingWrites()[driver];
    if (!p.db.isValid())
        p.db = QSqlDatabase::database(m_connection, false);
    if (!m_table.isEmpty()) {
        if (m_values.size() != m_columns) {
            m_error = QStringLiteral("cannot %1: %2 values bound for %3 columns").arg(m_purpose).arg(m_values.size()).arg(m_columns);
            m_values.clear();
            return false;
        }
        if (m_ids.isEmpty()) {
            // https://www.postgresql.org/docs/15/functions-sequence.html: nextval() never hands the
            // same value out twice, also to concurrent sessions. The sequence is looked up once
            // (OFFSET 0 keeps the subquery from being pulled up into a per-row call).
            QSqlQuery q(p.db);
            if (!q.exec(QStringLiteral("SELECT nextval(s.seq) FROM (SELECT pg_get_serial_sequence('%1', 'id')::regclass AS seq OFFSET 0) s,"
                                       " generate_series(1, %2)")
                            .arg(m_table)
                            .arg(kIdBlock))) {
                m_error = sql::failure(QStringLiteral("reserve ids for %1").arg(m_table), q.lastError());
                m_values.clear();
                return false;
            }
            while (q.next())
                m_ids.append(q.value(0).toLongLong());
            std::sort(m_ids.begin(), m_ids.end());
            if (m_ids.isEmpty()) {
                m_error = QStringLiteral("cannot %1: no ids came back from the sequence of %2").arg(m_purpose, m_table);
                m_values.clear();
                return false;
            }
        }
        m_lastId = m_ids.takeFirst();
        CopyRows &rows = p.inserts[{ creationRank(m_table), m_table + QLatin1Char(' ') + m_purpose }];
        if (rows.command.isEmpty()) {
            rows.command = m_copyCommand;
            rows.purpose = m_purpose;
        }
        rows.data += QByteArray::number(m_lastId);
        for (const QVariant &v : std::as_const(m_values)) {
            rows.data += '\t';
            pgwire::appendField(rows.data, v);
        }
        rows.data += '\n';
        m_values.clear();
    } else {
        if (m_values.size() != m_parts.size() - 1) {
            m_error = QStringLiteral("cannot %1: %2 values bound for %3 parameters")
                          .arg(m_purpose)
                          .arg(m_values.size())
                          .arg(m_parts.size() - 1);
            m_values.clear();
            return false;
        }
        QString statement;
        for (qsizetype i = 0; i < m_values.size(); ++i)
            statement += m_parts.at(i) + literal(driver, m_values.at(i));
        statement += m_parts.last();
        m_values.clear();
        p.appendSql(statement, m_sealRank); // after the rows made before it that it may see
        p.purpose = m_purpose;
    }
    if (++p.rows >= kFlushRows)
        return bulk::flushPending(driver, &m_error);
    return true;
}

RowCursor::RowCursor(const QSqlDatabase &db, const QString &sql, const QString &purpose, Read read)
    : m_query(db)
    , m_purpose(purpose)
{
    if (read == Read::Streamed && db.driver() && db.driver()->dbmsType() == QSqlDriver::PostgreSQL) {
        // '?' → $n: the catalog's statements carry no '?' inside literals (as BulkStatement's).
        const QStringList parts = sql.split(QLatin1Char('?'));
        QString numbered = parts.first();
        for (qsizetype i = 1; i < parts.size(); ++i)
            numbered += QLatin1Char('$') + QString::number(i) + parts.at(i);
        m_pgSql = numbered.toUtf8();
        m_pgDb = db;
        m_pg = std::make_unique<pgwire::StreamedQuery>();
        m_ok = true; // sent at the first next()
        return;
    }
    m_ok = prepareStatement(db, sql, m_purpose, m_query, &m_db, &m_stmt, &m_error);
}

RowCursor::~RowCursor()
{
    sqlite3_finalize(m_stmt);
}

RowCursor &RowCursor::bind(const QVariant &v)
{
    ++m_index;
    if (m_pg) {
        if (v.isNull())
            m_pgParams.append(QByteArray());
        else if (v.typeId() == QMetaType::Double)
            m_pgParams.append(QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest).toLatin1());
        else
            m_pgParams.append(v.toString().toUtf8()); // integers as digits, text as UTF-8
        return *this;
    }
    if (!m_stmt) {
        m_query.addBindValue(v);
        return *this;
    }
    if (v.isNull()) {
        sqlite3_bind_null(m_stmt, m_index);
    } else if (v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Int) {
        sqlite3_bind_int64(m_stmt, m_index, v.toLongLong());
    } else {
        const QByteArray utf8 = v.toString().toUtf8();
        sqlite3_bind_text(m_stmt, m_index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    }
    return *this;
}

bool RowCursor::next()
{
    if (!m_ok)
        return false;
    if (m_pg) {
        QString reason;
        if (!m_started) {
            m_started = true;
            if (!bulk::flushPending(m_query.driver(), &m_error) || !m_pg->start(m_pgDb, m_pgSql, m_pgParams, &reason)) {
                if (m_error.isEmpty())
                    m_error = QStringLiteral("cannot %1: %2").arg(m_purpose, reason);
                m_ok = false;
                return false;
            }
        }
        if (m_pg->next(&reason))
            return true;
        if (!reason.isEmpty()) {
            m_error = QStringLiteral("cannot %1: %2").arg(m_purpose, reason);
            m_ok = false;
        }
        return false;
    }
    if (!m_stmt) {
        if (!m_started) {
            m_started = true;
            if (!sql::exec(m_query, m_purpose, &m_error)) {
                m_ok = false;
                return false;
            }
        }
        return m_query.next();
    }
    m_started = true;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE) {
        m_error = QStringLiteral("cannot %1: %2").arg(m_purpose, QString::fromUtf8(sqlite3_errmsg(m_db)));
        m_ok = false;
    }
    return false;
}

bool RowCursor::isNull(int column) const
{
    if (m_pg)
        return m_pg->isNull(column);
    return m_stmt ? sqlite3_column_type(m_stmt, column) == SQLITE_NULL : m_query.value(column).isNull();
}

qint64 RowCursor::integer(int column) const
{
    if (m_pg) {
        const QByteArrayView v = m_pg->value(column);
        const QByteArray text = QByteArray::fromRawData(v.data(), v.size());
        bool whole = false;
        const qint64 n = text.toLongLong(&whole);
        return whole ? n : qint64(text.toDouble()); // a REAL read as an integer truncates, as SQLite's does
    }
    return m_stmt ? sqlite3_column_int64(m_stmt, column) : m_query.value(column).toLongLong();
}

double RowCursor::real(int column) const
{
    if (m_pg) {
        const QByteArrayView v = m_pg->value(column);
        return QByteArray::fromRawData(v.data(), v.size()).toDouble(); // the server's text, C locale
    }
    return m_stmt ? sqlite3_column_double(m_stmt, column) : m_query.value(column).toDouble();
}

QString RowCursor::text(int column) const
{
    const QByteArrayView b = bytes(column);
    return QString::fromUtf8(b.data(), b.size());
}

QByteArrayView RowCursor::bytes(int column) const
{
    if (m_pg)
        return m_pg->value(column);
    if (m_stmt) {
        // One column lookup for both (each sqlite3_column_* call is one). The value is read on
        // the thread that steps the statement, as each connection is used by one at a time.
        sqlite3_value *v = sqlite3_column_value(m_stmt, column);
        const auto *p = reinterpret_cast<const char *>(sqlite3_value_text(v));
        return p ? QByteArrayView(p, sqlite3_value_bytes(v)) : QByteArrayView();
    }
    m_scratch = m_query.value(column).toString().toUtf8();
    return QByteArrayView(m_scratch);
}

} // namespace cg
