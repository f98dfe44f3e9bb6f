#pragma once

// A team catalog's address, its session password and the checks the window makes before it
// opens one: what "Connect to team catalog…" builds, tests and remembers (ui/team).

#include <QString>

#include <optional>

namespace cg {

class Catalog;

/**
 * The parts of a `postgresql://user@host:port/dbname?sslmode=…&options=-csearch_path%3Dschema`
 * URL (the form Catalog opens, CatalogServer.cpp): host, port, database, schema, user and TLS
 * mode. Never a password: the URL and everything built from it go into settings and logs.
 * The schema travels as libpq's `options=-csearch_path=<schema>`
 * (https://www.postgresql.org/docs/15/libpq-connect.html#LIBPQ-CONNECT-OPTIONS); empty = the
 * server's default search path (`public`).
 */
struct ServerLocation
{
    QString host;
    int port = 5432; ///< TCP port; 5432 is PostgreSQL's default
    QString database;
    QString schema; ///< empty: the server's default (public)
    QString user;
    /// libpq sslmode (disable, allow, prefer, require, verify-ca, verify-full); empty = libpq's
    /// default (prefer). https://www.postgresql.org/docs/15/libpq-ssl.html#LIBPQ-SSL-PROTECTION
    QString sslMode;
    /// Any other libpq keywords of the URL's query (connect_timeout=…, sslrootcert=…), as given.
    QString extraQuery;

    /// The URL (no password); fields are percent-encoded where needed.
    QString url() const;
    /// "user@host:port/database" (plus "/schema" when set): how the window names it.
    QString displayName() const;
    /// The key of this server account in the keychain and the session password store:
    /// "user@host:port/database" (a libpq password file line matches the same four fields).
    QString credentialKey() const;

    /// Parses a postgresql:// or postgres:// URL. Errors (in `error`, naming the URL without
    /// any password): not such a URL, no host, no or a nested database path, a password in the
    /// URL (it must come from the keychain, PGPASSFILE or PGPASSWORD instead), a port outside
    /// 1-65535, an `options` value other than one -csearch_path.
    static std::optional<ServerLocation> parse(const QString &url, QString *error);
    /// The valid sslmode values, weakest first.
    static QStringList sslModes();
};

/**
 * Passwords of team catalogs for this process only, in memory, by ServerLocation::credentialKey():
 * Catalog::open() of a URL hands the stored one to libpq (so the window's worker connections get
 * it too); without one libpq falls back to PGPASSWORD and PGPASSFILE (~/.pgpass). Thread-safe.
 * Never written anywhere.
 */
namespace ServerCredentials {
/// Stores (or, with an empty `password`, forgets) the password of `key`.
void setPassword(const QString &key, const QString &password);
/// The password of the catalog at `url` (a postgresql:// URL), empty when none is stored.
QString passwordFor(const QString &url);
} // namespace ServerCredentials

/// What went wrong when a team catalog could not be reached or used.
enum class ServerProblem {
    None,
    Unreachable, ///< no server answered at host:port (refused, no route, timeout, unknown host)
    AuthFailed, ///< the server refused the user or password (or none was given)
    NoDatabase, ///< the database does not exist
    NotInitialised, ///< the schema does not exist or holds no CloudGauge catalog
    TlsFailed, ///< the TLS mode could not be met or the certificate did not verify
    ConnectionLost, ///< an open connection was closed (server restarted or stopped, network)
    NoDriver, ///< Qt's QPSQL driver is not installed
    Other
};

/// The problem a libpq or server error text names (libpq's and PostgreSQL 15's English
/// messages, e.g. "password authentication failed for user", "Connection refused",
/// "server closed the connection unexpectedly", "terminating connection due to administrator
/// command" — https://www.postgresql.org/docs/15/errcodes-appendix.html class 08 and 57P01).
ServerProblem classifyServerError(const QString &text);

/// The outcome of checkServer(): the problem, libpq's own words, and the schema version found.
struct ServerCheck
{
    ServerProblem problem = ServerProblem::None;
    QString detail; ///< libpq's or the server's message; empty when fine
    int schemaVersion = 0; ///< schema_version of the catalog found (0 when none)
    int offerCount = -1; ///< offerings in it, -1 when not read
    bool ok() const { return problem == ServerProblem::None; }
};

/// Connects to `location` with `password` (empty: the session password, else libpq's
/// PGPASSWORD/PGPASSFILE), checks
/// that its schema exists and holds a CloudGauge catalog (table schema_version), counts its
/// offerings and disconnects. Changes nothing on the server. Blocks up to libpq's
/// connect_timeout (10 s unless the URL says otherwise); call it off the GUI thread. Any thread.
ServerCheck checkServer(const ServerLocation &location, const QString &password = {});

/// Whether the connection of an open team catalog still answers (one `SELECT 1` round trip);
/// false with the driver's text in `error` when it was lost. Always true for an SQLite catalog.
/// On the catalog's own thread.
bool pingCatalog(const Catalog &catalog, QString *error);

} // namespace cg
