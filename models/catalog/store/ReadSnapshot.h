#pragma once

// Internal to models/catalog: several reads of one catalog state, on one or two connections.

#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>

class QThread;

namespace cg {

class Catalog;

/**
 * Reads that see one state of a catalog: the statements run on the catalog's connection while
 * this object lives belong to one read transaction, and on an SQLite file a second connection,
 * in another thread, can read the very same state (runBeside()), so that two large reads use two
 * cores.
 *
 * How one state is guaranteed (https://sqlite.org/lang_transaction.html,
 * https://sqlite.org/wal.html#concurrency): on an SQLite file whose connection has no open
 * transaction, with Connections::Two, the constructor takes the write lock at once (BEGIN IMMEDIATE, without waiting:
 * the busy timeout is 0 for that statement). Its read snapshot is then the newest, and no other
 * connection can commit until the destructor ends the transaction (ROLLBACK: nothing is written).
 * The second connection's read transaction begins inside that window, so it sees the same
 * commits. Writers elsewhere wait for the lock (Catalog::kBusyTimeoutMs) for as long as the reads
 * take. Where the lock cannot be had at once (another writer holds it, the connection is
 * read-only), and with Connections::One, the constructor begins a plain read transaction
 * instead (BEGIN): one state for the reads on the catalog's connection, and runBeside() declines. Inside a transaction the caller
 * opened (the reads must see its uncommitted writes), and on PostgreSQL, it begins nothing and
 * declines. On PostgreSQL each statement still sees its own snapshot.
 *
 * Errors: none are reported; a failure to begin or to open the second connection means the
 * caller reads on its own connection, as without this object.
 */
class ReadSnapshot final
{
public:
    /// Whether runBeside() will be asked for: only then is the write lock taken.
    enum class Connections { One, Two };
    explicit ReadSnapshot(const Catalog &catalog, Connections connections = Connections::Two);
    /// Waits for the work runBeside() started, then ends the transaction the constructor began.
    ~ReadSnapshot();
    Q_DISABLE_COPY_MOVE(ReadSnapshot)

    /// Starts `work` in another thread on a second, read-only connection to the same SQLite file,
    /// inside the write lock taken by the constructor. False (nothing started) when there is no
    /// such lock: the caller then runs `work` on its own connection. When the second connection
    /// cannot be opened, `work` is still called, with a connection that is not open
    /// (QSqlDatabase::isOpen() false), so that it can tell the caller to read instead. `work`
    /// must not touch the caller's connection, nor objects the caller uses without a hand-over
    /// (a semaphore), until waitBeside() returned.
    bool runBeside(std::function<void(const QSqlDatabase &)> work);
    /// Waits for the work of runBeside(). False when it did not run (the second connection could
    /// not be opened): the caller then runs it on its own connection, which still reads the same
    /// state. True when nothing was started.
    bool waitBeside();

private:
    enum class Held { Nothing, ReadTransaction, WriteLock };
    const Catalog &m_catalog;
    Held m_held = Held::Nothing;
    std::unique_ptr<QThread> m_thread;
    bool m_started = false, m_besideRan = false;
};

} // namespace cg
