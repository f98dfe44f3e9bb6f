#include "catalog/store/PgWire.h"

#include <QLocale>
#include <QSqlDriver>

#include <algorithm>
#include <vector>

#include <libpq-fe.h>

namespace cg::pgwire {

void appendField(QByteArray &row, const QVariant &v)
{
    if (v.isNull()) {
        row += "\\N";
        return;
    }
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        row += QByteArray::number(v.toLongLong());
        return;
    case QMetaType::Double:
        row += QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest).toLatin1();
        return;
    case QMetaType::Bool:
        row += v.toBool() ? 't' : 'f';
        return;
    default:
        break;
    }
    const QByteArray text = v.toString().toUtf8();
    row.reserve(row.size() + text.size());
    for (const char c : text) {
        switch (c) {
        case '\\':
            row += "\\\\";
            break;
        case '\t':
            row += "\\t";
            break;
        case '\n':
            row += "\\n";
            break;
        case '\r':
            row += "\\r";
            break;
        default:
            row += c;
        }
    }
}

namespace {

QString messageOf(PGconn *conn, const PGresult *result)
{
    const char *m = result ? PQresultErrorMessage(result) : nullptr;
    if (!m || !*m)
        m = PQerrorMessage(conn);
    return QString::fromUtf8(m).trimmed();
}

/// Reads every result of the command in flight; false with the first error's message.
bool drain(PGconn *conn, QString *reason, QString *sqlState)
{
    bool ok = true;
    while (PGresult *r = PQgetResult(conn)) {
        if (ok && PQresultStatus(r) != PGRES_COMMAND_OK) {
            ok = false;
            *reason = messageOf(conn, r);
            if (const char *state = PQresultErrorField(r, PG_DIAG_SQLSTATE))
                *sqlState = QString::fromLatin1(state);
        }
        PQclear(r);
    }
    if (ok && PQstatus(conn) != CONNECTION_OK) {
        ok = false;
        *reason = messageOf(conn, nullptr);
    }
    return ok;
}

PGconn *connectionOf(const QSqlDatabase &db, QString *reason)
{
    const QVariant h = db.driver() ? db.driver()->handle() : QVariant();
    // QPSQL hands out its PGconn (a typedef of struct pg_conn): Qt 6.4 names it "pg_conn*".
    const bool libpq = h.isValid() && (qstrcmp(h.typeName(), "pg_conn*") == 0 || qstrcmp(h.typeName(), "PGconn*") == 0);
    PGconn *conn = libpq ? *static_cast<PGconn *const *>(h.data()) : nullptr;
    if (!conn)
        *reason = QStringLiteral("the connection is not a libpq connection (driver %1, handle %2)")
                      .arg(db.driverName(), QString::fromLatin1(h.typeName()));
    return conn;
}

} // namespace

bool copyIn(const QSqlDatabase &db, const QByteArray &command, const QByteArray &data, QString *reason, QString *sqlState)
{
    PGconn *conn = connectionOf(db, reason);
    if (!conn)
        return false;
    PGresult *started = PQexec(conn, command.constData());
    if (PQresultStatus(started) != PGRES_COPY_IN) {
        *reason = messageOf(conn, started);
        if (const char *state = started ? PQresultErrorField(started, PG_DIAG_SQLSTATE) : nullptr)
            *sqlState = QString::fromLatin1(state);
        PQclear(started);
        QString ignored, ignoredState;
        drain(conn, &ignored, &ignoredState);
        return false;
    }
    PQclear(started);
    // Blocking connection: PQputCopyData queues or sends the bytes and returns 1, or -1 on failure.
    constexpr qsizetype kChunk = 1 << 20;
    for (qsizetype at = 0; at < data.size(); at += kChunk) {
        const int n = int(std::min(kChunk, data.size() - at));
        if (PQputCopyData(conn, data.constData() + at, n) != 1) {
            *reason = messageOf(conn, nullptr);
            PQputCopyEnd(conn, "the client could not send the rows");
            QString ignored, ignoredState;
            drain(conn, &ignored, &ignoredState);
            return false;
        }
    }
    if (PQputCopyEnd(conn, nullptr) != 1) {
        *reason = messageOf(conn, nullptr);
        QString ignored, ignoredState;
        drain(conn, &ignored, &ignoredState);
        return false;
    }
    return drain(conn, reason, sqlState);
}

StreamedQuery::~StreamedQuery()
{
    finish();
}

void StreamedQuery::finish()
{
    if (m_row)
        PQclear(m_row);
    m_row = nullptr;
    if (m_running) {
        while (PGresult *r = PQgetResult(m_conn)) // the rest of the rows, dropped: the connection is free again
            PQclear(r);
    }
    m_running = false;
}

bool StreamedQuery::start(const QSqlDatabase &db, const QByteArray &sql, const QList<QByteArray> &params, QString *reason)
{
    finish();
    m_conn = connectionOf(db, reason);
    if (!m_conn)
        return false;
    std::vector<const char *> values;
    values.reserve(size_t(params.size()));
    for (const QByteArray &p : params)
        values.push_back(p.isNull() ? nullptr : p.constData());
    if (!PQsendQueryParams(m_conn, sql.constData(), int(values.size()), nullptr, values.data(), nullptr, nullptr, 0)) {
        *reason = messageOf(m_conn, nullptr);
        return false;
    }
    m_running = true;
    if (!PQsetSingleRowMode(m_conn)) {
        *reason = QStringLiteral("the server connection refused single-row mode");
        finish();
        return false;
    }
    return true;
}

bool StreamedQuery::next(QString *reason)
{
    if (m_row)
        PQclear(m_row);
    m_row = nullptr;
    if (!m_running)
        return false;
    PGresult *r = PQgetResult(m_conn);
    const ExecStatusType status = r ? PQresultStatus(r) : PGRES_TUPLES_OK;
    if (status == PGRES_SINGLE_TUPLE) {
        m_row = r;
        return true;
    }
    if (status != PGRES_TUPLES_OK)
        *reason = messageOf(m_conn, r);
    if (r)
        PQclear(r);
    finish();
    return false;
}

bool StreamedQuery::isNull(int column) const
{
    return !m_row || PQgetisnull(m_row, 0, column);
}

QByteArrayView StreamedQuery::value(int column) const
{
    if (!m_row || PQgetisnull(m_row, 0, column))
        return {};
    return QByteArrayView(PQgetvalue(m_row, 0, column), PQgetlength(m_row, 0, column));
}

} // namespace cg::pgwire
