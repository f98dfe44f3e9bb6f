// The server side of a team catalog (CatalogTeam.h): schema v5 (audit_log, quote.imported_by),
// roles and grants of `team init` and `team grant`, row-level security on quotes, the audit
// trail and the change notification. PostgreSQL 15 only; SQLite has one user.
#include "catalog/teamserver/CatalogTeam.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogDialect.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSqlQuery>

namespace cg {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::TeamCatalog)
};

// Schema v5: the audit trail and who imported a quote.
// - audit_log: one row per change (an import, an update, an assessment saved or deleted), written
//   in the change's own transaction on PostgreSQL. done_at is the server's clock as UTC ISO 8601
//   text (TEXT on both engines, so `catalog copy` keeps it byte for byte); done_by the server's
//   session_user. On PostgreSQL `team init` adds a trigger that stamps both for every role but
//   admins, so an editor cannot write another name or time.
// - quote.imported_by: the login that imported the quote (NULL on SQLite and for copied rows);
//   the row-level security of `team init` lets that login read its own quotes.
const char *const kSchemaV5[] = {
    R"(CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        done_at TEXT NOT NULL,
        done_by TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('import','update','assess','delete')),
        source_file TEXT,
        rows_read INTEGER CHECK (rows_read IS NULL OR rows_read >= 0),
        rows_written INTEGER CHECK (rows_written IS NULL OR rows_written >= 0),
        detail TEXT))",
    R"(ALTER TABLE quote ADD COLUMN imported_by TEXT)",
};

/// now() as audit_log.done_at: UTC, ISO 8601 with milliseconds
/// (https://www.postgresql.org/docs/15/functions-formatting.html, "to_char ... MS millisecond").
const char *const kServerNow = "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')";

/// `name` as an SQL identifier, double-quoted with inner quotes doubled
/// (https://www.postgresql.org/docs/15/sql-syntax-lexical.html#SQL-SYNTAX-IDENTIFIERS).
QString ident(const QString &name)
{
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QLatin1String("\"\"")) + QLatin1Char('"');
}

/// `text` as an SQL string literal, inner quotes doubled.
QString literal(const QString &text)
{
    return QLatin1Char('\'') + QString(text).replace(QLatin1Char('\''), QLatin1String("''")) + QLatin1Char('\'');
}

/// The session's database, schema and user.
struct Session
{
    QString database, schema, user;
    bool superuser = false;
};

bool sessionOf(const Catalog &catalog, Session *s, QString *error)
{
    if (catalog.backend() != Catalog::Backend::PostgreSQL) {
        *error = QStringLiteral("cannot manage team roles of %1: team catalogs are PostgreSQL databases (postgresql://…); an SQLite file "
                                "has one user")
                     .arg(catalog.path());
        return false;
    }
    QSqlQuery q(catalog.database());
    if (!sql::run(q,
            QStringLiteral("SELECT current_database(), current_schema(), session_user,"
                           " (SELECT rolsuper FROM pg_roles WHERE rolname = session_user)"),
            QStringLiteral("ask the server who this session is"), error)
        || !q.next())
        return false;
    s->database = q.value(0).toString();
    s->schema = q.value(1).toString();
    s->user = q.value(2).toString();
    s->superuser = q.value(3).toBool();
    if (s->schema.isEmpty()) {
        *error
            = QStringLiteral("cannot manage team roles of %1: the connection's search_path names no existing schema").arg(catalog.path());
        return false;
    }
    return true;
}

TeamRoles rolesOf(const Session &s)
{
    QString base = QStringLiteral("cloudgauge_") + s.database;
    if (s.schema != QLatin1String("public"))
        base += QLatin1Char('_') + s.schema;
    base = base.toLower();
    static const QRegularExpression other(QStringLiteral("[^a-z0-9_]"));
    base.replace(other, QStringLiteral("_"));
    // PostgreSQL truncates names to NAMEDATALEN - 1 = 63 bytes
    // (https://www.postgresql.org/docs/15/sql-syntax-lexical.html#SQL-SYNTAX-IDENTIFIERS).
    if (base.toUtf8().size() + int(sizeof("_reader")) - 1 > 63) {
        const QByteArray key = (s.database + QLatin1Char('/') + s.schema).toUtf8();
        base
            = QStringLiteral("cloudgauge_") + QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(12));
    }
    return { base + QStringLiteral("_reader"), base + QStringLiteral("_editor"), base + QStringLiteral("_admin") };
}

bool runAll(QSqlQuery &q, const QStringList &statements, QString *error)
{
    for (const QString &s : statements) {
        if (!sql::run(q, s, QStringLiteral("run '%1'").arg(s.left(80).simplified()), error))
            return false;
    }
    return true;
}

QVariant countOrNull(const std::optional<qint64> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::LongLong));
}

} // namespace

QStringList schema::v5Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV5)
        out.append(QString::fromUtf8(statement));
    return out;
}

bool TeamCatalog::roles(const Catalog &catalog, TeamRoles *roles, QString *error)
{
    Session s;
    if (!sessionOf(catalog, &s, error))
        return false;
    *roles = rolesOf(s);
    return true;
}

bool TeamCatalog::init(Catalog &catalog, TeamRoles *roles, QString *error)
{
    Session s;
    if (!sessionOf(catalog, &s, error))
        return false;
    if (catalog.isReadOnly()) {
        *error = QStringLiteral("cannot set up %1: %2; nothing was changed").arg(catalog.path(), catalog.readOnlyReason());
        return false;
    }
    const TeamRoles r = rolesOf(s);
    *roles = r;
    QSqlDatabase db = catalog.database();
    if (!db.transaction()) {
        *error = sql::failure(QStringLiteral("start the transaction"), db.lastError());
        return false;
    }
    QSqlQuery q(db);
    auto fail = [&]() {
        q.finish();
        db.rollback();
        *error = QStringLiteral("%1; nothing was changed").arg(*error);
        return false;
    };
    // The roles (NOLOGIN: people log in as themselves and are granted one of these).
    for (const QString &role : { r.reader, r.editor, r.admin }) {
        if (!sql::run(q, QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = %1").arg(literal(role)),
                QStringLiteral("look up role %1").arg(role), error))
            return fail();
        const bool exists = q.next();
        q.finish();
        if (!exists
            && !sql::run(q, QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(ident(role)), QStringLiteral("create role %1").arg(role), error))
            return fail();
    }
    QStringList tables;
    if (!sql::run(q, dialect::listTables(Catalog::Backend::PostgreSQL), QStringLiteral("list the tables"), error))
        return fail();
    while (q.next())
        tables.append(q.value(0).toString());
    q.finish();
    const QString schemaName = ident(s.schema);
    QStringList statements = {
        QStringLiteral("GRANT %1 TO %2").arg(ident(r.reader), ident(r.editor)),
        QStringLiteral("GRANT %1 TO %2").arg(ident(r.editor), ident(r.admin)),
    };
    if (!s.superuser) // ALTER … OWNER TO needs membership in the new owner (a CREATEROLE role that created it)
        statements.append(QStringLiteral("GRANT %1 TO %2").arg(ident(r.admin), ident(s.user)));
    for (const QString &t : std::as_const(tables))
        statements.append(QStringLiteral("ALTER TABLE %1.%2 OWNER TO %3").arg(schemaName, ident(t), ident(r.admin)));
    // https://www.postgresql.org/docs/15/sql-grant.html and sql-alterdefaultprivileges.html
    statements += {
        QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(schemaName, ident(r.reader)),
        QStringLiteral("GRANT USAGE, CREATE ON SCHEMA %1 TO %2").arg(schemaName, ident(r.admin)),
        QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA %1 FROM PUBLIC").arg(schemaName),
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(schemaName, ident(r.reader)),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %1 TO %2").arg(schemaName, ident(r.editor)),
        QStringLiteral("REVOKE INSERT, UPDATE, DELETE ON %1.schema_version FROM %2").arg(schemaName, ident(r.editor)),
        QStringLiteral("REVOKE UPDATE, DELETE ON %1.audit_log FROM %2").arg(schemaName, ident(r.editor)),
        QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %1 TO %2").arg(schemaName, ident(r.editor)),
        QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE %1 IN SCHEMA %2 GRANT SELECT ON TABLES TO %3")
            .arg(ident(r.admin), schemaName, ident(r.reader)),
        QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE %1 IN SCHEMA %2 GRANT INSERT, UPDATE, DELETE ON TABLES TO %3")
            .arg(ident(r.admin), schemaName, ident(r.editor)),
        QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE %1 IN SCHEMA %2 GRANT USAGE, SELECT ON SEQUENCES TO %3")
            .arg(ident(r.admin), schemaName, ident(r.editor)),
        // Quotes are confidential: editors (and so admins) read and write every row; any other
        // role reads only the rows its own login imported; nobody writes a row in another's name.
        // Table owners bypass row-level security (https://www.postgresql.org/docs/15/ddl-rowsecurity.html).
        QStringLiteral("ALTER TABLE %1.quote ALTER COLUMN imported_by SET DEFAULT session_user").arg(schemaName),
        QStringLiteral("ALTER TABLE %1.quote ENABLE ROW LEVEL SECURITY").arg(schemaName),
        QStringLiteral("DROP POLICY IF EXISTS cloudgauge_quote_editors ON %1.quote").arg(schemaName),
        QStringLiteral("DROP POLICY IF EXISTS cloudgauge_quote_importer ON %1.quote").arg(schemaName),
        QStringLiteral("CREATE POLICY cloudgauge_quote_editors ON %1.quote FOR ALL TO %2 USING (true)"
                       " WITH CHECK (imported_by = session_user)")
            .arg(schemaName, ident(r.editor)),
        QStringLiteral("CREATE POLICY cloudgauge_quote_importer ON %1.quote FOR SELECT USING (imported_by = session_user)").arg(schemaName),
        // The audit stamp: who and when come from the server for everyone but admins (who may
        // copy a trail from another catalog as it was).
        QStringLiteral("CREATE OR REPLACE FUNCTION %1.cloudgauge_audit_stamp() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN"
                       " IF NOT pg_has_role(session_user, %2, 'MEMBER') THEN NEW.done_by := session_user; NEW.done_at := %3; END IF;"
                       " RETURN NEW; END $f$")
            .arg(schemaName, literal(r.admin), QLatin1String(kServerNow)),
        QStringLiteral("ALTER FUNCTION %1.cloudgauge_audit_stamp() OWNER TO %2").arg(schemaName, ident(r.admin)),
        QStringLiteral("CREATE OR REPLACE TRIGGER cloudgauge_audit_stamp BEFORE INSERT ON %1.audit_log FOR EACH ROW"
                       " EXECUTE FUNCTION %1.cloudgauge_audit_stamp()")
            .arg(schemaName),
    };
    if (!runAll(q, statements, error))
        return fail();
    if (!db.commit()) {
        *error = sql::failure(QStringLiteral("commit the roles and grants"), db.lastError());
        return fail();
    }
    return true;
}

bool TeamCatalog::grant(Catalog &catalog, const QString &user, TeamRole role, QString *error)
{
    Session s;
    if (!sessionOf(catalog, &s, error))
        return false;
    const TeamRoles r = rolesOf(s);
    QSqlQuery look(catalog.database());
    if (!sql::run(look,
            QStringLiteral("SELECT COUNT(*) FROM pg_roles WHERE rolname IN (%1, %2, %3)")
                .arg(literal(r.reader), literal(r.editor), literal(r.admin)),
            QStringLiteral("look up the team roles"), error)
        || !look.next())
        return false;
    if (look.value(0).toInt() != 3) {
        *error = QStringLiteral("%1 is not set up for a team yet (role %2 is missing): run 'cloudgauge team init %1' first")
                     .arg(catalog.path(), r.admin);
        return false;
    }
    look.finish();
    if (!sql::run(look, QStringLiteral("SELECT rolcanlogin FROM pg_roles WHERE rolname = %1").arg(literal(user)),
            QStringLiteral("look up user %1").arg(user), error))
        return false;
    if (!look.next()) {
        *error = QStringLiteral("there is no user %1 on the server: create the login first (createuser --pwprompt %1, or CREATE ROLE %2"
                                " LOGIN PASSWORD …); nothing was changed")
                     .arg(user, ident(user));
        return false;
    }
    look.finish();
    QSqlDatabase db = catalog.database();
    if (!db.transaction()) {
        *error = sql::failure(QStringLiteral("start the transaction"), db.lastError());
        return false;
    }
    // Revoke the team roles the user holds directly (pg_auth_members), then grant the one asked for.
    QStringList statements;
    QSqlQuery q(db);
    if (!sql::run(q,
            QStringLiteral("SELECT r.rolname FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid JOIN pg_roles u ON u.oid = m.member"
                           " WHERE u.rolname = %1 AND r.rolname IN (%2, %3, %4) ORDER BY r.rolname")
                .arg(literal(user), literal(r.admin), literal(r.editor), literal(r.reader)),
            QStringLiteral("read the roles of %1").arg(user), error)) {
        db.rollback();
        return false;
    }
    while (q.next())
        statements.append(QStringLiteral("REVOKE %1 FROM %2").arg(ident(q.value(0).toString()), ident(user)));
    q.finish();
    switch (role) {
    case TeamRole::Reader:
        statements.append(QStringLiteral("GRANT %1 TO %2").arg(ident(r.reader), ident(user)));
        break;
    case TeamRole::Editor:
        statements.append(QStringLiteral("GRANT %1 TO %2").arg(ident(r.editor), ident(user)));
        break;
    case TeamRole::Admin: // ADMIN OPTION on each: the new admin grants these roles in turn
        for (const QString &granted : { r.admin, r.editor, r.reader })
            statements.append(QStringLiteral("GRANT %1 TO %2 WITH ADMIN OPTION").arg(ident(granted), ident(user)));
        break;
    }
    if (!runAll(q, statements, error)) {
        q.finish();
        db.rollback();
        if (error->contains(QLatin1String("must have admin option"), Qt::CaseInsensitive)
            || error->contains(QLatin1String("permission denied"), Qt::CaseInsensitive))
            *error = QStringLiteral("%1 may not grant roles of this team catalog (%2): only its admins may; nothing was changed")
                         .arg(s.user, *error);
        else
            *error = QStringLiteral("%1; nothing was changed").arg(*error);
        return false;
    }
    if (!db.commit()) {
        *error = sql::failure(QStringLiteral("commit the grant"), db.lastError());
        db.rollback();
        return false;
    }
    return true;
}

QList<AuditRecord> TeamCatalog::auditTrail(const Catalog &catalog, QString *error)
{
    error->clear();
    QList<AuditRecord> out;
    QSqlQuery q(catalog.database());
    if (!sql::run(q,
            QStringLiteral("SELECT id, done_at, done_by, action, source_file, rows_read, rows_written, detail FROM audit_log ORDER BY id"),
            QStringLiteral("read the audit trail"), error))
        return out;
    while (q.next()) {
        AuditRecord a;
        a.id = q.value(0).toLongLong();
        a.at = q.value(1).toString();
        a.who = q.value(2).toString();
        a.action = q.value(3).toString();
        a.sourceFile = q.value(4).toString();
        if (!q.value(5).isNull())
            a.rowsRead = q.value(5).toLongLong();
        if (!q.value(6).isNull())
            a.rowsWritten = q.value(6).toLongLong();
        a.detail = q.value(7).toString();
        out.append(a);
    }
    return out;
}

QString TeamCatalog::writeRefusal(const Catalog &catalog)
{
    if (catalog.backend() != Catalog::Backend::PostgreSQL)
        return {};
    QSqlQuery q(catalog.database());
    QString error;
    // has_table_privilege: https://www.postgresql.org/docs/15/functions-info.html#FUNCTIONS-INFO-ACCESS-TABLE
    if (!sql::run(q, QStringLiteral("SELECT session_user, has_table_privilege('offering', 'INSERT')"),
            QStringLiteral("ask the server what this session may change"), &error)
        || !q.next())
        return error;
    if (q.value(1).toBool())
        return {};
    const QString user = q.value(0).toString();
    return Text::tr("User %1 may not change this team catalog: the INSERT right on its tables (table offering) is missing, which the "
                    "editor role gives. Ask an admin to run: cloudgauge team grant %1 editor --catalog %2. Nothing was written.")
        .arg(user, catalog.path());
}

bool TeamCatalog::recordChange(Catalog &catalog, const AuditEntry &entry, QString *error)
{
    if (catalog.backend() != Catalog::Backend::PostgreSQL)
        return true;
    QSqlQuery q(catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO audit_log (done_at, done_by, action, source_file, rows_read, rows_written, detail)"
                           " VALUES (%1, session_user, ?, ?, ?, ?, ?) RETURNING id")
                .arg(QLatin1String(kServerNow)),
            QStringLiteral("record the change in the audit trail"), error))
        return false;
    for (const QVariant &v : { QVariant(entry.action), sql::textOrNull(entry.sourceFile), countOrNull(entry.rowsRead),
             countOrNull(entry.rowsWritten), sql::textOrNull(entry.detail) })
        q.addBindValue(v);
    if (!sql::exec(q, QStringLiteral("record the change in the audit trail"), error))
        return false;
    // The audit row's id names the change: O(1), where a fingerprint of the catalog would read
    // every price inside the import's transaction.
    const qint64 change = q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    // pg_notify: delivered when the transaction commits, never when it rolls back
    // (https://www.postgresql.org/docs/15/sql-notify.html). Payload under its 8000-byte limit.
    if (!sql::prepare(q,
            QStringLiteral("SELECT pg_notify(%1, json_build_object('database', current_database(), 'schema', current_schema(),"
                           " 'change', ?::bigint, 'action', ?::text, 'who', session_user)::text)")
                .arg(literal(QLatin1String(kChangeChannel))),
            QStringLiteral("notify the other clients"), error))
        return false;
    q.addBindValue(change);
    q.addBindValue(entry.action);
    return sql::exec(q, QStringLiteral("notify the other clients"), error);
}

} // namespace cg
