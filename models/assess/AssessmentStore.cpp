#include "assess/AssessmentStore.h"

#include "catalog/store/Catalog.h"
#include "catalog/writer/CatalogWriter.h"

#include <QCoreApplication>
#include <QSet>

namespace cg {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::AssessmentStore)
};

QSet<QString> providerKeys(const Catalog &catalog)
{
    QSet<QString> keys;
    for (const ProviderRecord &p : catalog.providers())
        keys.insert(p.key);
    return keys;
}

/// Validates every row and writes them in one transaction; `blankDeletes` deletes blank rows instead.
bool write(Catalog &catalog, const QList<Assessment> &rows, const QDate &today, QStringList *errors, bool blankDeletes)
{
    errors->clear();
    if (catalog.isReadOnly()) {
        errors->append(Text::tr("The catalog is read-only: nothing was saved."));
        return false;
    }
    const QSet<QString> keys = providerKeys(catalog);
    QSet<QString> seen;
    for (const Assessment &a : rows) {
        const QString where = QStringLiteral("%1/%2").arg(a.providerKey, a.criterion);
        if (blankDeletes && a.isBlank())
            continue;
        const QString problem = validateAssessment(a, keys, today);
        if (!problem.isEmpty())
            errors->append(QStringLiteral("%1: %2").arg(where, problem));
        else if (seen.contains(where))
            errors->append(QStringLiteral("%1: %2").arg(where, Text::tr("The same provider and category appear twice.")));
        seen.insert(where);
    }
    if (!errors->isEmpty())
        return false;
    CatalogWriter writer(catalog);
    if (!writer.begin()) {
        errors->append(writer.lastError());
        return false;
    }
    for (const Assessment &a : rows) {
        const qint64 id = writer.providerId(a.providerKey);
        const bool ok
            = id >= 0 && (blankDeletes && a.isBlank() ? writer.deleteAssessments(id, a.criterion) >= 0 : writer.upsertAssessment(id, a));
        if (!ok) {
            errors->append(writer.lastError());
            writer.rollback();
            return false;
        }
    }
    AuditEntry audit; // the audit trail of a team catalog (nothing on SQLite)
    audit.action = QStringLiteral("assess");
    audit.rowsRead = rows.size();
    audit.rowsWritten = rows.size();
    QStringList providers;
    for (const Assessment &a : rows)
        if (!providers.contains(a.providerKey))
            providers.append(a.providerKey);
    audit.detail = providers.join(QLatin1Char(','));
    writer.setAudit(audit);
    if (!writer.commit()) {
        errors->append(writer.lastError());
        return false;
    }
    return true;
}
} // namespace

bool AssessmentStore::upsert(Catalog &catalog, const QList<Assessment> &rows, const QDate &today, QStringList *errors)
{
    return write(catalog, rows, today, errors, false);
}

bool AssessmentStore::saveProvider(
    Catalog &catalog, const QString &providerKey, const QList<Assessment> &rows, const QDate &today, QStringList *errors)
{
    for (const Assessment &a : rows) {
        if (a.providerKey != providerKey) {
            *errors = QStringList { Text::tr("Row for provider '%1' in a save of '%2'.").arg(a.providerKey, providerKey) };
            return false;
        }
    }
    return write(catalog, rows, today, errors, true);
}

int AssessmentStore::remove(Catalog &catalog, const QString &providerKey, const QString &criterion, QString *error)
{
    if (catalog.isReadOnly()) {
        *error = Text::tr("The catalog is read-only: nothing was saved.");
        return -1;
    }
    CatalogWriter writer(catalog);
    const qint64 id = writer.providerId(providerKey);
    if (id < 0) {
        *error = Text::tr("Unknown provider '%1': it is not in the catalog.").arg(providerKey);
        return -1;
    }
    if (!writer.begin()) {
        *error = writer.lastError();
        return -1;
    }
    const int removed = writer.deleteAssessments(id, criterion);
    if (removed < 0) {
        *error = writer.lastError();
        writer.rollback();
        return -1;
    }
    AuditEntry audit;
    audit.action = QStringLiteral("delete");
    audit.rowsWritten = removed;
    audit.detail = criterion.isEmpty() ? providerKey : providerKey + QLatin1Char('/') + criterion;
    writer.setAudit(audit);
    if (!writer.commit()) {
        *error = writer.lastError();
        return -1;
    }
    return removed;
}

} // namespace cg
