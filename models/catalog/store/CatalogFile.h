#pragma once

#include <QLockFile>
#include <QString>

#include <memory>

namespace cg {

class Catalog;

/**
 * Opening the user's catalog file safely (docs/user-guide.md, "Safety").
 *
 * - A file that is not an SQLite database, fails `PRAGMA quick_check`, or cannot be opened is moved
 *   aside as `<name>.corrupt-<yyyyMMdd-HHmmss>` and a fresh copy of the bundled catalog takes its
 *   place; the message says which file was moved, where, and why. Nothing is deleted.
 * - One writer per catalog: a QLockFile (`<catalog>.lock`) is held while a window or an import
 *   uses the file. A second user gets "in use by another CloudGauge (process N)"; a lock left by a
 *   killed process is stale and is taken over.
 * - A PostgreSQL team catalog (Catalog::isServerLocation) is never moved aside or seeded from a
 *   file; its writer lock is a lock file in the temporary folder named by the URL's hash.
 */
class CatalogFile final
{
public:
    /// Opens `catalog`; when the file is damaged (Catalog::openFoundDamage) and `recover` is true,
    /// moves it aside and opens a new copy of the bundled catalog. A file that cannot be opened
    /// for another reason (a lock another program holds, a full disk) is left where it is, with
    /// the error. `message` receives what was done (empty when nothing).
    /// Returns false with `error` when no usable catalog could be opened.
    static bool openOrRecover(Catalog &catalog, bool recover, QString *message, QString *error);
    /// Path of the user's catalog in the application data folder.
    static QString defaultCatalogPath();
    /// Makes sure `path` exists: a missing file is created as a copy of the bundled seed
    /// (resource :/seed/catalog.sqlite). Returns false with a reason when that fails.
    static bool ensureCatalogFile(const QString &path, QString *error);
    /// Why a catalog location the user named (--catalog) is refused before anything is created,
    /// or empty: libpq's keyword form (host=… user=… password=…; the value is not echoed, since it
    /// may hold a password, and a file of that name would put it on disk), or an existing empty
    /// file (never replaced by a copy of the bundled catalog).
    static QString refusedLocation(const QString &namedLocation);

    /// Takes the catalog's writer lock, waiting up to `timeoutMs`. On failure `error` names the
    /// process that holds it.
    /// `heldByAnother` (optional): set when another process holds the lock, rather than the
    /// folder refusing a lock file (read-only media or permissions).
    static std::unique_ptr<QLockFile> lockForWriting(
        const QString &catalogPath, int timeoutMs, QString *error, bool *heldByAnother = nullptr);
};

} // namespace cg
