// Catalog::open() of a PostgreSQL team catalog: the URL, the QPSQL connection, the schema version
// in table schema_version, and the migrations (CatalogSchema.cpp, one transaction per step).
#include "catalog/store/Catalog.h"

#include "catalog/store/CatalogSql.h"
#include "catalog/store/ServerLocation.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

namespace cg {

namespace {

/// A libpq connection-string value, quoted: 'it''s' → 'it\'s'
/// (https://www.postgresql.org/docs/15/libpq-connect.html#LIBPQ-CONNSTRING, "single quotes and
/// backslashes within the value must be escaped with a backslash").
QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    value.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

} // namespace

bool Catalog::openServer(QString *error)
{
    const QUrl url(m_path, QUrl::StrictMode);
    const QString database = url.path().mid(1);
    if (!url.isValid() || url.host().isEmpty() || database.isEmpty() || database.contains(QLatin1Char('/'))) {
        *error = QStringLiteral("%1: not a PostgreSQL catalog URL (postgresql://user@host:port/dbname?sslmode=verify-full)").arg(m_path);
        return false;
    }
    if (!url.password().isEmpty()) {
        // Never echo the URL here: it holds the password.
        *error = QStringLiteral("postgresql://%1@%2/%3: the URL carries a password; remove it and give it through PGPASSFILE "
                                "(~/.pgpass) or PGPASSWORD, so it stays out of settings, logs and shell history")
                     .arg(url.userName(), url.host(), database);
        return false;
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        *error = QStringLiteral("%1: cannot open: the Qt PostgreSQL driver QPSQL is not installed (Debian package libqt6sql6-psql)")
                     .arg(m_path);
        return false;
    }
    // Every URL parameter is a libpq connection keyword (sslmode, sslrootcert, connect_timeout, …)
    // handed to libpq as it is, so TLS verification is libpq's own; a password is refused.
    QStringList options;
    bool timeout = false, application = false;
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (key.compare(QLatin1String("password"), Qt::CaseInsensitive) == 0) {
            *error = QStringLiteral("%1: the URL carries a password; give it through PGPASSFILE (~/.pgpass) or PGPASSWORD instead")
                         .arg(url.adjusted(QUrl::RemoveQuery).toString());
            return false;
        }
        static const QRegularExpression keyword(QStringLiteral("^[a-z_]+$"));
        if (!keyword.match(key).hasMatch()) {
            *error = QStringLiteral("%1: '%2' is not a libpq connection parameter").arg(m_path, key);
            return false;
        }
        timeout = timeout || key == QLatin1String("connect_timeout");
        application = application || key == QLatin1String("application_name");
        options.append(key + QLatin1Char('=') + quoted(value));
    }
    if (!timeout)
        options.append(QStringLiteral("connect_timeout=10")); // seconds; a server that is away fails in time
    if (!application)
        options.append(QStringLiteral("application_name=cloudgauge"));

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    db.setHostName(url.host());
    db.setPort(url.port(5432));
    db.setDatabaseName(database);
    db.setUserName(url.userName());
    // The window's session password (keychain or typed), if any; else libpq's PGPASSWORD/PGPASSFILE.
    if (const QString password = ServerCredentials::passwordFor(m_path); !password.isEmpty())
        db.setPassword(password);
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open()) {
        *error = QStringLiteral("%1: cannot connect (%2)").arg(m_path, sql::errorText(db.lastError()).trimmed());
        return false;
    }
    QSqlQuery q(db);
    QString reason;
    auto fail = [&](const QString &why) {
        *error = QStringLiteral("%1: %2").arg(m_path, why);
        return false;
    };
    if (!sql::run(q, QStringLiteral("SET client_min_messages = warning"), QStringLiteral("set the message level"), &reason))
        return fail(reason);
    if (!sql::run(q,
            QStringLiteral("SELECT COUNT(*) AS n, COUNT(CASE WHEN table_name = 'schema_version' THEN 1 END) AS versioned"
                           " FROM information_schema.tables WHERE table_schema = current_schema()"),
            QStringLiteral("read the list of tables"), &reason)
        || !q.next())
        return fail(reason);
    const int tables = q.value(0).toInt();
    const bool versioned = q.value(1).toInt() > 0;
    q.finish();
    m_schemaVersion = 0;
    if (versioned) {
        if (!sql::run(q, QStringLiteral("SELECT MAX(version) FROM schema_version"), QStringLiteral("read the schema version"), &reason))
            return fail(reason);
        m_schemaVersion = q.next() ? q.value(0).toInt() : 0;
        q.finish();
    } else if (tables > 0) {
        // Tables of another program: never add ours to its schema.
        return fail(
            QStringLiteral("not a CloudGauge catalog (the database's schema holds tables of another program); nothing was changed"));
    }
    m_readOnly = m_schemaVersion > kSchemaVersion;
    m_readOnlyReason = m_readOnly ? QStringLiteral("written by a newer CloudGauge (schema v%1)").arg(m_schemaVersion) : QString();
    if (m_readOnly) {
        return exec(
            QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"), QStringLiteral("make the connection read-only"), error);
    }
    if (m_schemaVersion < kSchemaVersion && !migrate(m_schemaVersion, error))
        return false;
    return true;
}

} // namespace cg
