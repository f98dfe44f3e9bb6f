#include "catalog/PgCopy.h"

#include <QLocale>
#include <QSqlDriver>

#include <algorithm>

#include <libpq-fe.h>

namespace cg::pgcopy {

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
        *reason = QStringLiteral("the connection is not a libpq connection (driver %1, handle %2)").arg(db.driverName(), QString::fromLatin1(h.typeName()));
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

} // namespace cg::pgcopy
