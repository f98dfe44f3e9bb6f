#pragma once

#include <QString>

namespace cg {

class Catalog;

/// What copyCatalog() wrote.
struct CatalogCopyResult
{
    int tables = 0; ///< tables copied (empty ones included)
    qint64 rows = 0; ///< rows written in all
};

/**
 * Copies every row of every table of `from` into `to`, ids and values as stored (doubles as the
 * same IEEE doubles, NULL as NULL), so the copy is lossless both ways between SQLite and
 * PostgreSQL (`cloudgauge catalog copy FROM TO`). Both must be open at the same schema version
 * (open() migrates both to Catalog::kSchemaVersion) and `to` must hold no rows: a new file or an
 * empty database. The tables are written parents first (dialect::catalogTables(), then any other
 * table the source has, e.g. one a later schema step added), in one transaction of `to`: on any
 * error nothing is written. PostgreSQL identity columns restart after the copied ids.
 *
 * Returns false with "cannot copy <table>: <SQL error>" (or why the two cannot be copied) in
 * `error`.
 */
bool copyCatalog(Catalog &from, Catalog &to, CatalogCopyResult *result, QString *error);

} // namespace cg
