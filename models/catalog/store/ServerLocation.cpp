// A team catalog's URL parts, the process's session passwords, and the connection checks of
// "Connect to team catalog…" (ServerLocation.h).
#include "catalog/store/ServerLocation.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSql.h"

#include <QAtomicInteger>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

namespace cg {

namespace {

const QString kSearchPath = QStringLiteral("-csearch_path=");

/// A libpq connection-string value, quoted as CatalogServer.cpp does
/// (https://www.postgresql.org/docs/15/libpq-connect.html#LIBPQ-CONNSTRING).
QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    value.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

QString keyOf(const QString &user, const QString &host, int port, const QString &database)
{
    return user + QLatin1Char('@') + host + QLatin1Char(':') + QString::number(port) + QLatin1Char('/') + database;
}

QMutex &passwordMutex()
{
    static QMutex m;
    return m;
}

QHash<QString, QString> &passwords()
{
    static QHash<QString, QString> p;
    return p;
}

} // namespace

QStringList ServerLocation::sslModes()
{
    return { QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"), QStringLiteral("require"),
        QStringLiteral("verify-ca"), QStringLiteral("verify-full") };
}

QString ServerLocation::url() const
{
    QUrl u;
    u.setScheme(QStringLiteral("postgresql"));
    u.setUserName(user);
    u.setHost(host);
    if (port > 0)
        u.setPort(port);
    u.setPath(QLatin1Char('/') + database);
    QUrlQuery query(extraQuery);
    if (!sslMode.isEmpty())
        query.addQueryItem(QStringLiteral("sslmode"), sslMode);
    if (!schema.isEmpty()) {
        // '=' inside a value must be encoded (%3D), as the test suite's URLs do.
        query.addQueryItem(QStringLiteral("options"), QString(kSearchPath + schema).replace(QLatin1Char('='), QLatin1String("%3D")));
    }
    u.setQuery(query);
    return u.toString(QUrl::FullyEncoded);
}

QString ServerLocation::displayName() const
{
    QString name = keyOf(user, host, port, database);
    if (!schema.isEmpty())
        name += QLatin1Char('/') + schema;
    return name;
}

QString ServerLocation::credentialKey() const
{
    return keyOf(user, host, port, database);
}

std::optional<ServerLocation> ServerLocation::parse(const QString &text, QString *error)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    // Named without the password, whatever the URL holds.
    const QString shown = url.adjusted(QUrl::RemovePassword | QUrl::RemoveQuery).toString();
    if (!url.isValid() || (scheme != QLatin1String("postgresql") && scheme != QLatin1String("postgres"))) {
        *error = QStringLiteral("%1: not a PostgreSQL catalog URL (postgresql://user@host:port/dbname?sslmode=verify-full)").arg(shown);
        return std::nullopt;
    }
    ServerLocation l;
    l.host = url.host();
    l.port = url.port(5432);
    l.database = url.path().mid(1);
    l.user = url.userName();
    if (l.host.isEmpty() || l.database.isEmpty() || l.database.contains(QLatin1Char('/'))) {
        *error = QStringLiteral("%1: the URL needs a host and one database name (postgresql://user@host:port/dbname)").arg(shown);
        return std::nullopt;
    }
    if (l.port < 1 || l.port > 65535) {
        *error = QStringLiteral("%1: port %2 is outside 1-65535").arg(shown).arg(l.port);
        return std::nullopt;
    }
    if (!url.password().isEmpty()) {
        *error = QStringLiteral("%1: the URL carries a password; remove it (the keychain, PGPASSFILE or PGPASSWORD give it)").arg(shown);
        return std::nullopt;
    }
    QUrlQuery extra;
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("password")) {
            *error
                = QStringLiteral("%1: the URL carries a password; remove it (the keychain, PGPASSFILE or PGPASSWORD give it)").arg(shown);
            return std::nullopt;
        }
        if (key == QLatin1String("sslmode")) {
            l.sslMode = value;
        } else if (key == QLatin1String("options")) {
            const QString v = value.trimmed();
            if (!v.startsWith(kSearchPath) || v.contains(QLatin1Char(' '))) {
                *error = QStringLiteral("%1: options=%2: only one -csearch_path=<schema> is understood here").arg(shown, v);
                return std::nullopt;
            }
            l.schema = v.mid(kSearchPath.size());
        } else {
            extra.addQueryItem(key, value);
        }
    }
    if (!l.sslMode.isEmpty() && !sslModes().contains(l.sslMode)) {
        *error = QStringLiteral("%1: sslmode=%2 is not one of %3").arg(shown, l.sslMode, sslModes().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    l.extraQuery = extra.toString(QUrl::FullyEncoded);
    return l;
}

void ServerCredentials::setPassword(const QString &key, const QString &password)
{
    QMutexLocker lock(&passwordMutex());
    if (password.isEmpty())
        passwords().remove(key);
    else
        passwords().insert(key, password);
}

QString ServerCredentials::passwordFor(const QString &url)
{
    const QUrl u(url);
    const QString key = keyOf(u.userName(), u.host(), u.port(5432), u.path().mid(1));
    QMutexLocker lock(&passwordMutex());
    return passwords().value(key);
}

ServerProblem classifyServerError(const QString &text)
{
    const QString t = text.toLower();
    auto has = [&t](const char *s) { return t.contains(QLatin1String(s)); };
    if (has("server closed the connection") || has("terminating connection") || has("no connection to the server")
        || has("could not receive data from server") || has("could not send data to server") || has("connection to server was lost")
        || has("ssl syscall error") || has("server conn crashed") || has("the database system is shutting down"))
        return ServerProblem::ConnectionLost;
    if (has("password authentication failed") || has("no password supplied") || has("authentication failed") || has("no pg_hba.conf entry")
        || (has("role \"") && has("does not exist")))
        return ServerProblem::AuthFailed;
    if (has("database \"") && has("does not exist"))
        return ServerProblem::NoDatabase;
    if (has("certificate") || has("ssl") || has("server does not support ssl"))
        return ServerProblem::TlsFailed;
    if (has("connection refused") || has("could not connect") || has("timeout expired") || has("could not translate host name")
        || has("no route to host") || has("network is unreachable") || has("connection to server at")
        || has("the database system is starting up"))
        return ServerProblem::Unreachable;
    if (has("driver not loaded") || has("qpsql"))
        return ServerProblem::NoDriver;
    return ServerProblem::Other;
}

ServerCheck checkServer(const ServerLocation &location, const QString &typed)
{
    ServerCheck result;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        result.problem = ServerProblem::NoDriver;
        result.detail = QStringLiteral("the Qt PostgreSQL driver QPSQL is not installed (Debian package libqt6sql6-psql)");
        return result;
    }
    static QAtomicInteger<int> counter;
    const QString name = QStringLiteral("cloudgauge-check-%1").arg(counter.fetchAndAddRelaxed(1));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(location.host);
        db.setPort(location.port);
        db.setDatabaseName(location.database);
        db.setUserName(location.user);
        const QString password = typed.isEmpty() ? ServerCredentials::passwordFor(location.url()) : typed;
        if (!password.isEmpty())
            db.setPassword(password);
        QStringList options;
        bool timeout = false;
        for (const auto &[key, value] : QUrlQuery(location.extraQuery).queryItems(QUrl::FullyDecoded)) {
            timeout = timeout || key == QLatin1String("connect_timeout");
            options.append(key + QLatin1Char('=') + quoted(value));
        }
        if (!timeout)
            options.append(QStringLiteral("connect_timeout=10")); // seconds, as Catalog::open
        if (!location.sslMode.isEmpty())
            options.append(QStringLiteral("sslmode=") + location.sslMode);
        if (!location.schema.isEmpty())
            options.append(QStringLiteral("options=") + quoted(kSearchPath + location.schema));
        options.append(QStringLiteral("application_name=cloudgauge"));
        db.setConnectOptions(options.join(QLatin1Char(';')));
        if (!db.open()) {
            result.detail = sql::errorText(db.lastError()).trimmed();
            result.problem = classifyServerError(result.detail);
            if (result.problem == ServerProblem::None || result.problem == ServerProblem::ConnectionLost)
                result.problem = ServerProblem::Unreachable; // it never was connected
        } else {
            QSqlQuery q(db);
            auto fail = [&](const QString &why) {
                result.detail = why;
                result.problem = classifyServerError(why);
            };
            QString reason;
            if (!sql::run(q,
                    QStringLiteral("SELECT current_schema(), (SELECT COUNT(*) FROM information_schema.tables"
                                   " WHERE table_schema = current_schema() AND table_name = 'schema_version')"),
                    QStringLiteral("read the schema"), &reason)
                || !q.next()) {
                fail(reason);
            } else if (q.value(0).isNull()) {
                result.problem = ServerProblem::NotInitialised;
                result.detail = QStringLiteral("schema %1 does not exist").arg(location.schema);
            } else if (q.value(1).toInt() == 0) {
                result.problem = ServerProblem::NotInitialised;
                result.detail
                    = QStringLiteral("schema %1 holds no CloudGauge catalog (no table schema_version)").arg(q.value(0).toString());
            } else {
                q.finish();
                if (!sql::run(
                        q, QStringLiteral("SELECT MAX(version) FROM schema_version"), QStringLiteral("read the schema version"), &reason)
                    || !q.next()) {
                    fail(reason);
                } else {
                    result.schemaVersion = q.value(0).toInt();
                    q.finish();
                    if (sql::run(q, QStringLiteral("SELECT COUNT(*) FROM offering"), QStringLiteral("count the offers"), &reason)
                        && q.next())
                        result.offerCount = q.value(0).toInt();
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

bool pingCatalog(const Catalog &catalog, QString *error)
{
    if (catalog.backend() != Catalog::Backend::PostgreSQL)
        return true;
    if (!catalog.isOpen()) {
        *error = QStringLiteral("no connection to the server");
        return false;
    }
    QSqlQuery q(catalog.database());
    return sql::run(q, QStringLiteral("SELECT 1"), QStringLiteral("reach the server"), error);
}

} // namespace cg
