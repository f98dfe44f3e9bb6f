#include "catalog/CatalogBulk.h"

#include "catalog/CatalogSql.h"

#include <QSqlDriver>

namespace cg {

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
{
    // Off SQLite there is no rowid to ask for: an INSERT returns its id (every table the bulk
    // path inserts into has one).
    const bool returning = db.driverName() != QLatin1String("QSQLITE") && sql.startsWith(QLatin1String("INSERT"));
    m_returnsId = returning;
    m_ok = prepareStatement(db, returning ? sql + QStringLiteral(" RETURNING id") : sql, m_purpose, m_query, &m_db, &m_stmt, &m_error);
}

BulkStatement::~BulkStatement()
{
    sqlite3_finalize(m_stmt);
}

bool BulkStatement::exec()
{
    m_index = 0;
    if (!m_ok) {
        m_error = QStringLiteral("cannot %1: the statement was not prepared").arg(m_purpose);
        return false;
    }
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
