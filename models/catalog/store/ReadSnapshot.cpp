// ReadSnapshot: one read transaction, and a second SQLite connection on the same state.
#include "catalog/store/ReadSnapshot.h"

#include "catalog/store/Catalog.h"

#include <QAtomicInteger>
#include <QFileInfo>
#include <QSqlDriver>
#include <QThread>
#include <QVariant>

#include <sqlite3.h>

namespace cg {

namespace {

/// The sqlite3 handle behind an open QSQLITE connection, null for any other.
sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant h = db.driver() ? db.driver()->handle() : QVariant();
    if (db.driverName() != QLatin1String("QSQLITE") || !h.isValid() || qstrcmp(h.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(h.data());
}

} // namespace

ReadSnapshot::ReadSnapshot(const Catalog &catalog, Connections connections)
    : m_catalog(catalog)
{
    sqlite3 *db = sqliteHandle(catalog.database());
    if (!db || !sqlite3_get_autocommit(db))
        return;
    // A file another connection can open: not ":memory:" nor a temporary database.
    const bool file = QFileInfo(catalog.path()).isFile();
    if (file && connections == Connections::Two) {
        sqlite3_busy_timeout(db, 0);
        const bool locked = sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK;
        sqlite3_busy_timeout(db, Catalog::kBusyTimeoutMs);
        if (locked) {
            m_held = Held::WriteLock;
            return;
        }
    }
    if (sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK)
        m_held = Held::ReadTransaction;
}

ReadSnapshot::~ReadSnapshot()
{
    waitBeside();
    if (m_held == Held::Nothing)
        return;
    if (sqlite3 *db = sqliteHandle(m_catalog.database()); db && !sqlite3_get_autocommit(db))
        sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
}

bool ReadSnapshot::runBeside(std::function<void(const QSqlDatabase &)> work)
{
    if (m_held != Held::WriteLock || m_thread)
        return false;
    static QAtomicInteger<quint64> counter;
    const QString name = QStringLiteral("cloudgauge-read-beside-%1").arg(counter.fetchAndAddRelaxed(1));
    const QString path = m_catalog.path();
    m_thread.reset(QThread::create([this, name, path, work = std::move(work)] {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(Catalog::kBusyTimeoutMs));
            sqlite3 *h = db.open() ? sqliteHandle(db) : nullptr;
            // Its read transaction begins at its first statement, while the write lock is held.
            if (h && sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK) {
                work(db);
                sqlite3_exec(h, "ROLLBACK", nullptr, nullptr, nullptr);
                m_besideRan = true;
            } else {
                db.close();
                work(db); // not open: the caller reads on its own connection
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }));
    m_started = true;
    m_thread->start();
    return true;
}

bool ReadSnapshot::waitBeside()
{
    if (!m_thread)
        return !m_started || m_besideRan;
    m_thread->wait();
    m_thread.reset();
    return m_besideRan;
}

} // namespace cg
