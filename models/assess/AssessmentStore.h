#pragma once

#include "assess/Assessment.h"

#include <QList>
#include <QString>

namespace cg {

class Catalog;

/**
 * Validated writes of assessments, each call one transaction through CatalogWriter (all rows or
 * none). The caller holds the catalog's writer lock (CatalogFile::lockForWriting; the main window
 * holds it while open). Errors come back as one line per problem in the UI language; a failed
 * call leaves the catalog as it was.
 */
class AssessmentStore final
{
public:
    /// Inserts or replaces every row in `rows` (their (provider, criterion) pairs). Validates all
    /// rows first (validateAssessment, "today" = `today`); on any problem writes nothing and
    /// returns false with `errors` (one line per bad row, prefixed by provider/category).
    static bool upsert(Catalog &catalog, const QList<Assessment> &rows, const QDate &today, QStringList *errors);

    /// Makes the provider's stored assessments equal `rows` (its 10 categories as edited): blank
    /// rows (Assessment::isBlank) are deleted, the others upserted, in one transaction.
    static bool saveProvider(
        Catalog &catalog, const QString &providerKey, const QList<Assessment> &rows, const QDate &today, QStringList *errors);

    /// Deletes one category's assessment, or all of the provider's when `criterion` is empty.
    /// Returns the rows deleted, or -1 with `error`.
    static int remove(Catalog &catalog, const QString &providerKey, const QString &criterion, QString *error);
};

} // namespace cg
