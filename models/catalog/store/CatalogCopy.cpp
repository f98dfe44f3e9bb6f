// copyCatalog(): every table of one catalog into another, across SQLite and PostgreSQL.
#include "catalog/store/CatalogCopy.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogDialect.h"
#include "catalog/store/CatalogSql.h"

#include <QSqlDriver>
#include <QSqlField>
#include <QSqlQuery>
#include <QSqlRecord>

namespace cg {

namespace {

/// Rows per multi-row INSERT: one statement (one network round trip) per batch.
constexpr int kBatchRows = 200;

/// Every catalog table of `c`: the known ones in creation order, then any other (a table a later
/// schema step added), schema_version left out.
bool tablesOf(Catalog &c, QStringList *tables, QString *error)
{
    QSqlQuery q(c.database());
    if (!sql::run(q, dialect::listTables(c.backend()), QStringLiteral("list the tables of %1").arg(c.path()), error))
        return false;
    QStringList present;
    while (q.next())
        present.append(q.value(0).toString());
    for (const QString &t : dialect::catalogTables())
        if (present.contains(t))
            tables->append(t);
    for (const QString &t : std::as_const(present))
        if (!tables->contains(t) && t != QLatin1String("schema_version"))
            tables->append(t);
    return true;
}

} // namespace

bool copyCatalog(Catalog &from, Catalog &to, CatalogCopyResult *result, QString *error)
{
    *result = {};
    if (!from.isOpen() || !to.isOpen()) {
        *error = QStringLiteral("cannot copy: both catalogs must be open");
        return false;
    }
    if (to.isReadOnly()) {
        *error = QStringLiteral("cannot copy into %1: it is open read-only").arg(to.path());
        return false;
    }
    if (from.schemaVersion() != to.schemaVersion()) {
        *error = QStringLiteral("cannot copy: %1 has schema v%2 and %3 schema v%4")
                     .arg(from.path())
                     .arg(from.schemaVersion())
                     .arg(to.path())
                     .arg(to.schemaVersion());
        return false;
    }
    QStringList tables, target;
    if (!tablesOf(from, &tables, error) || !tablesOf(to, &target, error))
        return false;
    for (const QString &t : std::as_const(tables)) {
        if (!target.contains(t)) {
            *error = QStringLiteral("cannot copy: %1 has no table %2").arg(to.path(), t);
            return false;
        }
    }
    QSqlDatabase db = to.database();
    QSqlQuery out(db);
    for (const QString &t : std::as_const(target)) {
        if (!sql::run(out, QStringLiteral("SELECT COUNT(*) FROM %1").arg(t), QStringLiteral("count the rows of %1").arg(t), error))
            return false;
        if (out.next() && out.value(0).toLongLong() > 0) {
            *error = QStringLiteral("cannot copy into %1: it already holds rows (table %2); copy into a new file or an empty database")
                         .arg(to.path(), t);
            return false;
        }
        out.finish();
    }
    if (!db.transaction()) {
        *error = sql::failure(QStringLiteral("start the copy's transaction in %1").arg(to.path()), db.lastError());
        return false;
    }
    const QSqlDriver *driver = db.driver();
    auto fail = [&](const QString &why) {
        *error = why;
        db.rollback();
        return false;
    };
    for (const QString &t : std::as_const(tables)) {
        QSqlQuery in(from.database());
        in.setForwardOnly(true);
        // ORDER BY the first column (the id, or the key): parents' rows before their children's.
        if (!sql::run(in, QStringLiteral("SELECT * FROM %1 ORDER BY 1").arg(t), QStringLiteral("read table %1").arg(t), error))
            return fail(*error);
        const QSqlRecord shape = in.record();
        QStringList columns;
        for (int i = 0; i < shape.count(); ++i)
            columns.append(shape.fieldName(i));
        const QString head = QStringLiteral("INSERT INTO %1 (%2) VALUES ").arg(t, columns.join(QLatin1String(", ")));
        QStringList tuples;
        auto flush = [&]() {
            if (tuples.isEmpty())
                return true;
            const bool ok = sql::run(out, head + tuples.join(QLatin1String(", ")), QStringLiteral("copy table %1").arg(t), error);
            tuples.clear();
            return ok;
        };
        while (in.next()) {
            const QSqlRecord row = in.record();
            QStringList literals;
            literals.reserve(row.count());
            for (int i = 0; i < row.count(); ++i) {
                // The driver's own literal: NULL, a quoted and escaped string, a double in its
                // shortest round-trip form (QVariant::toString, Qt 6), an integer.
                QSqlField f = row.field(i);
                literals.append(driver->formatValue(f));
            }
            tuples.append(QLatin1Char('(') + literals.join(QLatin1String(", ")) + QLatin1Char(')'));
            ++result->rows;
            if (tuples.size() >= kBatchRows && !flush())
                return fail(*error);
        }
        if (!in.lastError().text().trimmed().isEmpty() && in.lastError().type() != QSqlError::NoError)
            return fail(sql::failure(QStringLiteral("read table %1").arg(t), in.lastError()));
        if (!flush())
            return fail(*error);
        ++result->tables;
    }
    QStringList identities;
    if (!sql::run(out, dialect::listIdentityTables(to.backend()), QStringLiteral("list the id columns of %1").arg(to.path()), error))
        return fail(*error);
    while (out.next())
        identities.append(out.value(0).toString());
    out.finish();
    for (const QString &statement : dialect::resetIdentities(to.backend(), identities)) {
        if (!sql::run(out, statement, QStringLiteral("restart the ids of %1").arg(to.path()), error))
            return fail(*error);
    }
    if (!db.commit()) {
        const QString why = sql::failure(QStringLiteral("commit the copy into %1").arg(to.path()), db.lastError());
        return fail(why);
    }
    return true;
}

} // namespace cg
