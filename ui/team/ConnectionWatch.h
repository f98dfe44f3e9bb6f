#pragma once

#include <QObject>
#include <QString>

class QThread;

namespace cg {

class ConnectionWatchWorker;

/**
 * Watches a team catalog's server from a thread of its own (so a server that does not answer
 * never blocks the window): its own connection runs `SELECT 1` every pollIntervalMs(); when
 * that fails (server stopped or restarted, network gone) it emits connectionLost() and then
 * tries to reconnect after firstRetryMs, doubling the wait up to maxRetryMs (exponential
 * backoff), emitting retrying() before each wait, and connectionRestored() once a connection
 * opens again. The window then reopens its own connection and reloads (TeamCatalogActions).
 * The intervals are this program's choice (a 5 s poll costs one round trip); tests shorten them.
 */
class ConnectionWatch final : public QObject
{
    Q_OBJECT

public:
    static constexpr int kPollIntervalMs = 5000; ///< default poll, ms
    static constexpr int kFirstRetryMs = 500; ///< first reconnect attempt after the loss, ms
    static constexpr int kMaxRetryMs = 30000; ///< longest wait between attempts, ms

    /// Starts watching `location` (a postgresql:// URL) at once.
    explicit ConnectionWatch(const QString &location, QObject *parent = nullptr);
    /// Stops the thread; its connection is closed there.
    ~ConnectionWatch() override;

    /// Changes the poll and backoff intervals (ms); takes effect at the next wait.
    void setIntervals(int pollMs, int firstRetryMs, int maxRetryMs);
    /// Polls now instead of at the next tick (e.g. after a failed statement of the window).
    void checkNow();
    /// Whether the last poll or attempt failed.
    bool isLost() const { return m_lost; }
    QString location() const { return m_location; }

signals:
    /// The server stopped answering; `reason` is the driver's message.
    void connectionLost(const QString &reason);
    /// Reconnect attempt `attempt` (1, 2, …) failed; the next one follows in `nextDelayMs`.
    void retrying(int attempt, int nextDelayMs, const QString &reason);
    /// A connection opened again after connectionLost().
    void connectionRestored();

private:
    QString m_location;
    QThread *m_thread = nullptr;
    ConnectionWatchWorker *m_worker = nullptr;
    bool m_lost = false;
};

} // namespace cg
