#pragma once

#include "catalog/store/CatalogTypes.h"

#include <QList>
#include <QString>

#include <optional>

namespace cg {

/**
 * A binary copy of a catalog file's offers (Catalog::offers()) beside the user's cache, so that a
 * window opening a 100k-offer catalog does not decode 4 million SQL values again: reading it is a
 * file read and one QString per distinct string (measured by cloudgauge-bench, "cold start to
 * interactive").
 *
 * The copy belongs to one state of the file: its key is the catalog's absolute path, the size and
 * modification time (nanoseconds) of the database file and of its write-ahead log when that holds
 * frames, the schema version and this format's version. Any write to the catalog changes the key,
 * so a copy never outlives the data it was read from; a copy whose key differs is ignored and
 * replaced. (The last connection to close moves the log into the file, which changes the key
 * once more: the start after a session that wrote reads the catalog itself.) A PostgreSQL
 * catalog (not a file) has no key and no copy.
 *
 * The file is written through QSaveFile (a failed write leaves the previous copy or none) under
 * QStandardPaths::CacheLocation/offers/, one file per catalog path; a write also removes the
 * copies of catalog files that no longer exist. Every failure reads as "no copy": the caller then
 * reads the catalog itself.
 */
class OfferCache final
{
public:
    /// The key of the catalog file at `path` as it is now, with `schemaVersion` (PRAGMA
    /// user_version); empty when `path` is not a file (a PostgreSQL URL) or cannot be read.
    static QString keyOf(const QString &path, int schemaVersion);

    /// What a copy holds.
    struct Copy
    {
        QList<OfferView> offers; ///< as they were written, in their order
        bool integrityChecked = false; ///< SQLite's quick_check passed on the file this key names
    };

    /// The copy of the catalog at `path` if one exists under `key`; nullopt when there is none,
    /// its key differs, or the file is damaged or of another format.
    static std::optional<Copy> read(const QString &path, const QString &key);
    /// Writes `offers` as the copy of `path` under `key` (nothing when `key` is empty).
    /// `integrityChecked`: the file passed quick_check in this state. Returns false with a reason
    /// in `error` when the file cannot be written (the old copy, if any, is kept).
    static bool write(
        const QString &path, const QString &key, const QList<OfferView> &offers, bool integrityChecked, QString *error = nullptr);

    /// The file that holds the copy of the catalog at `path`.
    static QString fileOf(const QString &path);
};

} // namespace cg
