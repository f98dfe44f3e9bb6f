#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

class Catalog;

/// What one write did, for the audit trail (table audit_log, schema v5): set on a CatalogWriter
/// (CatalogWriter::setAudit) or passed to TeamCatalog::recordChange.
struct AuditEntry
{
    QString action; ///< "import", "update" (downloaded by `update`), "assess" or "delete"
    QString sourceFile; ///< file name (no folder) or the source's URL for `update`; empty = none
    std::optional<qint64> rowsRead; ///< data rows the source held; empty = not a file
    std::optional<qint64> rowsWritten; ///< rows inserted, updated or deleted (offers + prices for an import)
    QString detail; ///< a short summary ("offers +3 ~1, prices +5 ~0"), or empty
};

/// One row of the audit trail, as stored.
struct AuditRecord
{
    qint64 id = 0;
    QString at; ///< the server's clock (now(), the transaction's start), UTC, ISO 8601 with ms: 2026-12-01T22:10:05.123Z
    QString who; ///< the server's session_user
    QString action, sourceFile, detail;
    std::optional<qint64> rowsRead, rowsWritten;
};

/// The PostgreSQL roles of a team catalog (cluster-wide names, one set per database and schema).
struct TeamRoles
{
    QString reader; ///< SELECT on every table; quotes only of its own imports (row-level security)
    QString editor; ///< reader + INSERT/UPDATE/DELETE (import, update, assess), every quote; audit rows only appended
    QString admin; ///< editor + owner of the tables (schema changes) + ADMIN OPTION on the three roles (team grant)
};

/// A level of access to a team catalog, as `team grant USER reader|editor|admin` gives it.
enum class TeamRole { Reader, Editor, Admin };

/**
 * The server side of a team catalog on PostgreSQL 15: roles and grants, row-level security on
 * quotes, the audit trail and the change notification. Everything here is a no-op or an error
 * on an SQLite catalog, which has one user.
 *
 * Roles (https://www.postgresql.org/docs/15/user-manag.html) are cluster-wide, so their names
 * carry the database and schema: `cloudgauge_<db>[_<schema>]_reader|_editor|_admin` (schema left
 * out when it is `public`; characters other than a-z, 0-9 and _ become _; a name over 63 bytes,
 * PostgreSQL's NAMEDATALEN - 1, becomes `cloudgauge_<12 hex digits of SHA-1 of db/schema>_…`).
 * Login users get one of them with grant(); editor is a member of reader, admin of editor.
 */
class TeamCatalog final
{
public:
    /// The channel of the change notification (LISTEN/NOTIFY,
    /// https://www.postgresql.org/docs/15/sql-notify.html). Its payload is JSON: {"database",
    /// "schema", "change" (the audit_log row id), "action", "who"}; it is sent in the transaction of
    /// the change, so it reaches listeners only once that commits.
    static constexpr const char *kChangeChannel = "cloudgauge_catalog_changed";

    /// The role names of `catalog`'s database and schema (see the class comment). False with
    /// "cannot …" in `error` on SQLite or when the server cannot be asked.
    static bool roles(const Catalog &catalog, TeamRoles *roles, QString *error);

    /// `team init`: on an open PostgreSQL catalog (open() created the tables), creates the three
    /// roles when missing (NOLOGIN), makes admin the owner of every table, grants reader SELECT,
    /// editor INSERT/UPDATE/DELETE (audit_log: INSERT only; schema_version: none) and the
    /// sequences, sets the default privileges for tables admin creates later, turns on row-level
    /// security on `quote` and the audit stamp trigger. Idempotent: run it again after a schema
    /// migration. Needs a superuser or a role with CREATEROLE that owns the tables. One
    /// transaction: on failure nothing changed, `error` says why.
    static bool init(Catalog &catalog, TeamRoles *roles, QString *error);

    /// `team grant`: makes the existing login role `user` exactly a `role` of the catalog
    /// (revokes the other two first; an admin gets ADMIN OPTION so it can grant in turn).
    /// Needs an admin. False with the reason in `error` (no such role, not allowed, not a team
    /// catalog: run team init first).
    static bool grant(Catalog &catalog, const QString &user, TeamRole role, QString *error);

    /// The audit trail, oldest first. Empty with `error` set when it cannot be read.
    static QList<AuditRecord> auditTrail(const Catalog &catalog, QString *error);

    /// Empty when this session may write the catalog; otherwise the reason, naming the user,
    /// the missing right and the command an admin runs ("… ask an admin to run: cloudgauge team
    /// grant bob editor --catalog URL"), translated. Always empty on SQLite. Asks the server
    /// (has_table_privilege on table offering, the right every editor has).
    static QString writeRefusal(const Catalog &catalog);

    /// Inside the write transaction of a PostgreSQL catalog: appends `entry` to audit_log
    /// (who = session_user, at = now()) and sends the change notification (kChangeChannel).
    /// Nothing on SQLite (true). False with "cannot …" in `error`; the caller rolls back.
    static bool recordChange(Catalog &catalog, const AuditEntry &entry, QString *error);
};

} // namespace cg
