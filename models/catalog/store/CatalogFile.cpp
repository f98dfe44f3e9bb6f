#include "catalog/store/CatalogFile.h"

#include "catalog/store/Catalog.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <unistd.h>

namespace cg {

namespace {
/// Why a catalog location that exists but is neither a file nor a folder (a device such as
/// /dev/null, a FIFO, a socket) is refused: a catalog copied there would be renamed over it.
QString notARegularFile(const QString &path)
{
    return QStringLiteral("%1 is not a regular file (a device, pipe or socket), so it cannot be a catalog; it was left as it is."
                          " Name a catalog file.")
        .arg(path);
}
} // namespace

bool CatalogFile::openOrRecover(Catalog &catalog, bool recover, QString *message, QString *error)
{
    message->clear();
    if (catalog.open(error))
        return true;
    const QString path = catalog.path();
    const QFileInfo info(path);
    // Only a damaged file is moved aside: one that is locked by another program or on a full
    // disk holds the user's data as it is, and says so.
    if (!recover || !info.exists() || info.isDir() || !catalog.openFoundDamage())
        return false;
    const QString reason = *error;
    catalog.close();
    const QString aside = path + QStringLiteral(".corrupt-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (!QFile::rename(path, aside)) {
        *error = QStringLiteral("%1 is damaged (%2) and could not be moved aside").arg(path, reason);
        return false;
    }
    for (const char *suffix : { "-wal", "-shm" }) // the damaged file's journal belongs to it
        QFile::rename(path + QLatin1String(suffix), aside + QLatin1String(suffix));
    if (!ensureCatalogFile(path, error) || !catalog.open(error))
        return false;
    *message = QStringLiteral("The catalog %1 could not be used (%2). It was moved to %3 and a fresh copy of the bundled catalog "
                              "was opened; your imports since the first run are in the moved file.")
                   .arg(path, reason, aside);
    return true;
}

std::unique_ptr<QLockFile> CatalogFile::lockForWriting(const QString &catalogPath, int timeoutMs, QString *error, bool *heldByAnother)
{
    // A team catalog has no file to lock beside: the lock serialises this machine's writers, the
    // server's transactions serialise everyone's.
    const QString lockPath = Catalog::isServerLocation(catalogPath)
        ? QDir(QDir::tempPath())
              .filePath(QStringLiteral("cloudgauge-%1.lock")
                            .arg(QString::fromLatin1(
                                QCryptographicHash::hash(catalogPath.toUtf8(), QCryptographicHash::Sha256).toHex().left(16))))
        : catalogPath + QStringLiteral(".lock");
    auto lock = std::make_unique<QLockFile>(lockPath);
    lock->setStaleLockTime(0); // only a dead owner makes the lock stale, never its age
    if (lock->tryLock(timeoutMs))
        return lock;
    qint64 pid = 0;
    QString host, app;
    lock->getLockInfo(&pid, &host, &app);
    *error = lock->error() == QLockFile::LockFailedError
        ? QStringLiteral("the catalog %1 is in use by another CloudGauge (process %2 on %3); close it and retry")
              .arg(catalogPath)
              .arg(pid)
              .arg(host)
        : ::access(QFile::encodeName(QFileInfo(lockPath).absolutePath()).constData(), W_OK) == 0
        ? QStringLiteral("cannot create the lock file %1; check the folder's permissions").arg(lockPath)
        : QStringLiteral("cannot write beside the catalog: %1 is read-only (read-only media or permissions); it can be read, not changed")
              .arg(QFileInfo(lockPath).absolutePath());
    if (heldByAnother)
        *heldByAnother = lock->error() == QLockFile::LockFailedError;
    return nullptr;
}

QString CatalogFile::defaultCatalogPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("catalog.sqlite"));
}

QString CatalogFile::refusedLocation(const QString &namedLocation)
{
    if (Catalog::isServerLocation(namedLocation))
        return {};
    static const QRegularExpression keywordForm(
        QStringLiteral("(^|\\s)(host|hostaddr|port|dbname|user|password|passfile|sslmode|service|options)\\s*="),
        QRegularExpression::CaseInsensitiveOption);
    if (keywordForm.match(namedLocation).hasMatch())
        return QStringLiteral("the catalog location looks like a PostgreSQL connection string in keyword form (host=… user=…), which is not"
                              " taken: give a postgresql://user@host:port/db URL and keep the password in ~/.pgpass or PGPASSFILE."
                              " Nothing was created.");
    const QFileInfo named(namedLocation);
    if (named.exists() && !named.isFile() && !named.isDir())
        return notARegularFile(namedLocation);
    if (named.exists() && named.isFile() && named.size() == 0)
        return QStringLiteral("%1 is an empty file, not a catalog; it was left as it is. Delete it to start a new catalog there,"
                              " or name another file.")
            .arg(namedLocation);
    return {};
}

bool CatalogFile::ensureCatalogFile(const QString &path, QString *error)
{
    if (Catalog::isServerLocation(path))
        return true; // a team catalog's tables are created by Catalog::open()
    const QFileInfo existing(path);
    if (existing.exists() && !existing.isFile() && !existing.isDir()) {
        *error = notARegularFile(path);
        return false;
    }
    if (existing.exists() && (existing.isDir() || existing.size() > 0))
        return true; // a folder or a non-empty file is opened (and checked) as it is
    const QString seed = QStringLiteral(":/seed/catalog.sqlite");
    if (!QFile::exists(seed)) {
        *error = QStringLiteral("%1 does not exist and this build carries no bundled catalog").arg(path);
        return false;
    }
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        *error = QStringLiteral("cannot create the folder %1").arg(info.absolutePath());
        return false;
    }
    // Copy to a temporary name first so a failed copy never leaves a half-written catalog.
    const QString tmp = path + QStringLiteral(".part");
    QFile::remove(tmp);
    if (existing.exists())
        QFile::remove(path); // an empty file holds nothing: it becomes a copy of the bundled catalog
    if (!QFile::copy(seed, tmp) || !QFile::setPermissions(tmp, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup)
        || !QFile::rename(tmp, path)) {
        QFile::remove(tmp);
        *error = QStringLiteral("cannot create %1 from the bundled catalog").arg(path);
        return false;
    }
    return true;
}

} // namespace cg
