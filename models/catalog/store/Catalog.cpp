// Catalog: the connection, open() with its PRAGMAs and checks, and compaction for distribution.
// The schema and migrations are in CatalogSchema.cpp; the reads in one file per aggregate
// (CatalogOffers, CatalogProviders, CatalogAssessments, CatalogFxImports, CatalogProbeRuns,
// CatalogExport); the writer in CatalogWriter*.cpp.
#include "catalog/store/Catalog.h"

#include "catalog/store/CatalogSql.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QThread>
#include <QUrl>
#include <QVariant>

#include <sqlite3.h>
#include <unistd.h>

namespace cg {

namespace {

QString newConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("cloudgauge-catalog-%1-%2")
        .arg(counter.fetchAndAddRelaxed(1))
        .arg(reinterpret_cast<quintptr>(QThread::currentThreadId()));
}

} // namespace

Catalog::Catalog(QString path)
    : m_path(std::move(path))
    , m_connectionName(newConnectionName())
    , m_backend(backendOf(m_path))
{
}

Catalog::~Catalog()
{
    close();
}

QSqlDatabase Catalog::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool Catalog::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName) && database().isOpen();
}

void Catalog::close()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = database();
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

bool Catalog::exec(const QString &sql, const QString &purpose, QString *error)
{
    QSqlQuery q(database());
    QString reason;
    if (!sql::run(q, sql, purpose, &reason)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(m_path, reason);
        return false;
    }
    return true;
}

bool Catalog::open(QString *error, IntegrityCheck check)
{
    close();
    m_openFoundDamage = false;
    // SQLITE_CORRUPT (11) and SQLITE_NOTADB (26), primary codes: https://sqlite.org/rescode.html
    const auto damaged = [](const QSqlError &e) {
        const int code = sql::sqlitePrimaryCode(e);
        return code == 11 || code == 26; // SQLITE_CORRUPT, SQLITE_NOTADB
    };
    // Locked: said as sql::failure says it, naming no CloudGauge.
    const auto unreadable = [this](const QSqlError &e) {
        if (sql::isSqliteLocked(e))
            return QStringLiteral("%1: %2").arg(m_path, sql::failure(QStringLiteral("read the catalog"), e));
        // SQLITE_IOERR with no byte free beside the file: SQLite could not make its -shm file
        // (https://sqlite.org/wal.html#the_wal_index). The file itself is whole.
        const QStorageInfo disk(QFileInfo(m_path).absolutePath());
        if (sql::sqlitePrimaryCode(e) == 10 && disk.isValid() && disk.bytesAvailable() < 64 * 1024)
            return QStringLiteral("%1: cannot be opened: the disk holding it is full (%2 bytes free), so SQLite cannot create its "
                                  "-shm file beside it; free some space and try again. The catalog is unchanged")
                .arg(m_path)
                .arg(disk.bytesAvailable());
        return QStringLiteral("%1: not a readable catalog (%2)").arg(m_path, e.text());
    };
    if (m_backend == Backend::PostgreSQL)
        return openServer(error);
    const QFileInfo info(m_path);
    if (info.exists() && info.size() > 0) {
        QFile f(m_path);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("%1: cannot read (%2)").arg(m_path, f.errorString());
            return false;
        }
        if (f.read(16) != QByteArray("SQLite format 3\0", 16)) {
            m_openFoundDamage = true;
            *error = QStringLiteral("%1: not a CloudGauge catalog (not an SQLite database file)").arg(m_path);
            return false;
        }
    } else if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath())) {
        *error = QStringLiteral("%1: cannot create the folder").arg(info.absolutePath());
        return false;
    }

    // https://sqlite.org/c3ref/c_config_covering_index_scan.html#sqliteconfigmemstatus: without
    // the memory statistics nobody reads, each allocation skips a global mutex (a 100k-row import
    // 8 % faster). Process-wide, and only before SQLite's first use; later it is refused, harmlessly.
    static const int memstatusOff = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    Q_UNUSED(memstatusOff);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_path);
    // A file this process cannot write (read-only media, no write permission on it or on its
    // folder, where SQLite keeps its -wal and -shm files) is opened read-only. Without a WAL to
    // read, it is opened immutable (https://sqlite.org/uri.html#uriimmutable): SQLite then needs
    // no -shm file, which read-only media cannot hold; with one, SQLite reads it as usual.
    m_readOnlyReason.clear();
    const QFileInfo wal(m_path + QStringLiteral("-wal"));
    const bool writable = !info.exists()
        || (::access(QFile::encodeName(m_path).constData(), W_OK) == 0
            && ::access(QFile::encodeName(info.absolutePath()).constData(), W_OK) == 0);
    if (!writable) {
        m_readOnlyReason = QStringLiteral("the file or its folder is not writable (read-only media or permissions)");
        const bool immutable = !wal.exists() || wal.size() == 0;
        db.setDatabaseName(QUrl::fromLocalFile(info.absoluteFilePath()).toString(QUrl::FullyEncoded)
            + (immutable ? QStringLiteral("?immutable=1") : QStringLiteral("?mode=ro")));
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1;QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI").arg(kBusyTimeoutMs));
    } else {
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    }
    // A -wal with changes and no -shm beside it, where no -shm can be made: SQLite cannot read the
    // -wal (https://sqlite.org/wal.html#readonly), and the file without it is an older catalog.
    const bool strandedWal = !writable && wal.exists() && wal.size() > 0 && !QFileInfo::exists(m_path + QStringLiteral("-shm"));
    const auto stranded = [this, &wal] {
        m_openFoundDamage = false;
        return QStringLiteral("%1: cannot be read here: its latest changes are in %2, which SQLite can read only where it can "
                              "write a -shm file beside it, and this folder is read-only. Copy the catalog with its -wal file to a "
                              "writable folder and open the copy there")
            .arg(m_path, wal.fileName());
    };
    if (!db.open()) {
        m_openFoundDamage = damaged(db.lastError());
        *error = strandedWal ? stranded() : QStringLiteral("%1: cannot open (%2)").arg(m_path, db.lastError().text());
        return false;
    }
    // SQLite dialect: the only PRAGMAs of the catalog live here.
    QSqlQuery q(db);
    if (check == IntegrityCheck::Deferred) {
        // Only the header page is read here: a file SQLite cannot parse still fails at once.
        if (!q.exec(QStringLiteral("PRAGMA schema_version")) || !q.next()) {
            m_openFoundDamage = damaged(q.lastError());
            *error = strandedWal ? stranded() : unreadable(q.lastError());
            return false;
        }
        q.finish();
    } else {
        if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
            m_openFoundDamage = damaged(q.lastError());
            *error = strandedWal ? stranded() : unreadable(q.lastError());
            return false;
        }
        const QString verdict = q.value(QStringLiteral("quick_check")).toString();
        if (verdict != QLatin1String("ok")) {
            int problems = 1;
            const QString first = verdict.section(QLatin1Char('\n'), 0, 0);
            while (q.next())
                ++problems;
            m_openFoundDamage = true;
            *error = QStringLiteral("%1: integrity check failed (%2; %3 problem(s) in all)").arg(m_path, first).arg(problems);
            return false;
        }
        q.finish();
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        *error = QStringLiteral("%1: cannot read the schema version (%2)").arg(m_path, q.lastError().text());
        return false;
    }
    m_schemaVersion = q.value(QStringLiteral("user_version")).toInt();
    q.finish();
    if (m_schemaVersion == 0) {
        // Version 0 with tables of its own is another program's database: never add ours to it.
        if (!q.exec(QStringLiteral("SELECT COUNT(*) AS n FROM sqlite_master")) || !q.next()) {
            *error = QStringLiteral("%1: cannot read the list of tables (%2)").arg(m_path, sql::errorText(q.lastError()));
            return false;
        }
        const bool foreign = q.value(QStringLiteral("n")).toInt() > 0;
        q.finish();
        if (foreign) {
            *error
                = QStringLiteral("%1: not a CloudGauge catalog (an SQLite database of another program); nothing was changed").arg(m_path);
            return false; // the connection is closed with this object
        }
    }
    if (m_readOnlyReason.isEmpty() && m_schemaVersion > kSchemaVersion)
        m_readOnlyReason = QStringLiteral("written by a newer CloudGauge (schema v%1)").arg(m_schemaVersion);
    m_readOnly = !m_readOnlyReason.isEmpty();
    if (m_readOnly && m_schemaVersion == 0) {
        *error = QStringLiteral("%1: cannot create a catalog here: %2").arg(m_path, m_readOnlyReason);
        return false;
    }
    if (m_readOnly) {
        return exec(QStringLiteral("PRAGMA query_only = ON"), QStringLiteral("make the connection read-only"), error)
            && exec(QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("turn on foreign keys"), error);
    }
    if (!exec(QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("turn on WAL"), error)
        || !exec(QStringLiteral("PRAGMA synchronous = NORMAL"), QStringLiteral("set synchronous = NORMAL"), error)
        || !exec(QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("turn on foreign keys"), error)
        || !exec(QStringLiteral("PRAGMA cache_size = -32768"), QStringLiteral("set the page cache size"), error)) {
        return false;
    }
    if (m_schemaVersion < kSchemaVersion && !migrate(m_schemaVersion, error))
        return false;
    return true;
}

bool Catalog::compactForDistribution(QString *error)
{
    m_lastError.clear();
    QString reason;
    auto fail = [&](const QString &why) {
        m_lastError = QStringLiteral("%1: %2").arg(m_path, why);
        if (error)
            *error = m_lastError;
        return false;
    };
    if (!isOpen())
        return fail(QStringLiteral("cannot compact: the catalog is not open"));
    if (m_readOnly)
        return fail(QStringLiteral("cannot compact: the catalog is open read-only"));
    if (m_backend != Backend::SQLite)
        return fail(QStringLiteral("cannot compact: only an SQLite catalog file can be compacted"));
    QSqlQuery q(database());
    // busy = 1: another connection kept the WAL from being folded in completely.
    if (!sql::run(q, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"), QStringLiteral("checkpoint the WAL"), &reason))
        return fail(reason);
    if (q.next() && q.value(QStringLiteral("busy")).toInt() != 0)
        return fail(QStringLiteral("cannot checkpoint the WAL: another connection is using the catalog"));
    q.finish();
    if (!sql::run(q, QStringLiteral("PRAGMA journal_mode = DELETE"), QStringLiteral("leave WAL mode"), &reason))
        return fail(reason);
    const QString mode = q.next() ? q.value(QStringLiteral("journal_mode")).toString() : QString();
    if (mode.compare(QLatin1String("delete"), Qt::CaseInsensitive) != 0)
        return fail(QStringLiteral("cannot leave WAL mode: the journal mode is still '%1'").arg(mode));
    q.finish();
    if (!sql::run(q, QStringLiteral("VACUUM"), QStringLiteral("vacuum the catalog"), &reason))
        return fail(reason);
    return true;
}

bool Catalog::insertAllOrNone(const QString &purpose, int minSchema, const QString &statement, const QList<QVariantList> &rows)
{
    m_lastError.clear();
    if (m_readOnly) {
        m_lastError = QStringLiteral("the catalog is open read-only");
        return false;
    }
    if (m_schemaVersion < minSchema) {
        m_lastError = QStringLiteral("cannot %1: the catalog's schema is older than version %2").arg(purpose).arg(minSchema);
        return false;
    }
    QSqlDatabase db = database();
    if (!db.transaction()) {
        m_lastError = sql::failure(purpose, db.lastError());
        return false;
    }
    QSqlQuery q(db);
    bool ok = sql::prepare(q, statement, purpose, &m_lastError);
    for (qsizetype i = 0; ok && i < rows.size(); ++i) {
        for (const QVariant &v : rows.at(i))
            q.addBindValue(v);
        ok = sql::exec(q, purpose, &m_lastError);
    }
    if (ok && db.commit())
        return true;
    if (ok)
        m_lastError = sql::failure(purpose, db.lastError());
    db.rollback();
    return false;
}

} // namespace cg
