#include "catalog/CatalogBulk.h"

#include "catalog/CatalogSql.h"

#include <QHash>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlField>

#include <algorithm>

namespace cg {

namespace {

/// Deferred rows (PostgreSQL) before a flush; 2,000 rows of ~150 bytes keep a batch well under
/// a megabyte.
constexpr int kFlushRows = 2000;
/// Ids reserved per sequence query.
constexpr int kIdBlock = 1000;

/// The deferred writes of one connection, in order: one script of statements.
struct Pending
{
    QSqlDatabase db;
    QString script;
    QString lastHead; ///< the head of the multi-row INSERT the script ends with, else empty
    QString purpose; ///< of the latest row, for the message of a failed flush
    int rows = 0;
};

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
    const Pending p = std::move(*it);
    all.erase(it);
    if (p.script.isEmpty())
        return true;
    QSqlQuery q(p.db); // not forward-only: one simple query with every statement (PQexec)
    if (q.exec(p.script))
        return true;
    if (error)
        *error = sql::failure(p.purpose, q.lastError());
    return false;
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
        *error = QStringLiteral("cannot %1: %2").arg(purpose, *db ? QString::fromUtf8(sqlite3_errmsg(*db)) : QStringLiteral("no open connection"));
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
            m_head = QStringLiteral("INSERT INTO %1 (id, %2) VALUES ").arg(m_table, m.captured(2));
        } else {
            m_parts = sql.split(QLatin1Char('?')); // the bulk statements carry no '?' in literals
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
    QStringList literals;
    literals.reserve(m_values.size());
    for (const QVariant &v : std::as_const(m_values))
        literals.append(literal(driver, v));
    m_values.clear();
    Pending &p = pendingWrites()[driver];
    if (!p.db.isValid())
        p.db = QSqlDatabase::database(m_connection, false);
    if (!m_table.isEmpty()) {
        if (m_ids.isEmpty()) {
            // https://www.postgresql.org/docs/15/functions-sequence.html: nextval() never hands the
            // same value out twice, also to concurrent sessions.
            QSqlQuery q(p.db);
            if (!q.exec(QStringLiteral("SELECT nextval(pg_get_serial_sequence('%1', 'id')) FROM generate_series(1, %2)")
                        .arg(m_table)
                        .arg(kIdBlock))) {
                m_error = sql::failure(QStringLiteral("reserve ids for %1").arg(m_table), q.lastError());
                return false;
            }
            while (q.next())
                m_ids.append(q.value(0).toLongLong());
            std::sort(m_ids.begin(), m_ids.end());
            if (m_ids.isEmpty()) {
                m_error = QStringLiteral("cannot %1: no ids came back from the sequence of %2").arg(m_purpose, m_table);
                return false;
            }
        }
        m_lastId = m_ids.takeFirst();
        const QString tuple = QLatin1Char('(') + QString::number(m_lastId) + QLatin1String(", ") + literals.join(QLatin1String(", "))
            + QLatin1Char(')');
        if (p.lastHead == m_head) {
            p.script += QLatin1String(", ") + tuple;
        } else {
            if (!p.script.isEmpty())
                p.script += QLatin1String(";\n");
            p.script += m_head + tuple;
            p.lastHead = m_head;
        }
    } else {
        if (literals.size() != m_parts.size() - 1) {
            m_error = QStringLiteral("cannot %1: %2 values bound for %3 parameters").arg(m_purpose).arg(literals.size()).arg(m_parts.size() - 1);
            return false;
        }
        if (!p.script.isEmpty())
            p.script += QLatin1String(";\n");
        for (qsizetype i = 0; i < literals.size(); ++i)
            p.script += m_parts.at(i) + literals.at(i);
        p.script += m_parts.last();
        p.lastHead.clear();
    }
    p.purpose = m_purpose;
    if (++p.rows >= kFlushRows)
        return bulk::flushPending(driver, &m_error);
    return true;
}

RowCursor::RowCursor(const QSqlDatabase &db, const QString &sql, const QString &purpose)
    : m_query(db)
    , m_purpose(purpose)
{
    m_ok = prepareStatement(db, sql, m_purpose, m_query, &m_db, &m_stmt, &m_error);
}

RowCursor::~RowCursor()
{
    sqlite3_finalize(m_stmt);
}

RowCursor &RowCursor::bind(const QVariant &v)
{
    ++m_index;
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
    return m_stmt ? sqlite3_column_type(m_stmt, column) == SQLITE_NULL : m_query.value(column).isNull();
}

qint64 RowCursor::integer(int column) const
{
    return m_stmt ? sqlite3_column_int64(m_stmt, column) : m_query.value(column).toLongLong();
}

double RowCursor::real(int column) const
{
    return m_stmt ? sqlite3_column_double(m_stmt, column) : m_query.value(column).toDouble();
}

QString RowCursor::text(int column) const
{
    const QByteArrayView b = bytes(column);
    return QString::fromUtf8(b.data(), b.size());
}

QByteArrayView RowCursor::bytes(int column) const
{
    if (m_stmt) {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
        return p ? QByteArrayView(p, sqlite3_column_bytes(m_stmt, column)) : QByteArrayView();
    }
    m_scratch = m_query.value(column).toString().toUtf8();
    return QByteArrayView(m_scratch);
}

} // namespace cg
