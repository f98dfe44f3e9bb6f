#pragma once

// Internal to ConnectionWatch: the part that lives on the watch's thread.

#include "ConnectionWatch.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/ServerLocation.h"

#include <QObject>
#include <QTimer>

#include <algorithm>
#include <atomic>

namespace cg {

/// Lives on the watch's thread: its Catalog connection is opened, used and closed there.
class ConnectionWatchWorker final : public QObject
{
    Q_OBJECT

public:
    explicit ConnectionWatchWorker(const QString &location)
        : m_catalog(location)
        , m_timer(this) // a child, so moveToThread takes it along
    {
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, &ConnectionWatchWorker::tick);
    }

    void start()
    {
        QString error;
        if (m_catalog.open(&error)) {
            m_timer.start(m_poll.load());
        } else {
            lose(error);
        }
    }

    void tick()
    {
        QString error;
        if (!m_lost) {
            if (pingCatalog(m_catalog, &error)) {
                m_timer.start(m_poll.load());
                return;
            }
            lose(error);
            return;
        }
        ++m_attempt;
        if (m_catalog.open(&error)) {
            m_lost = false;
            m_attempt = 0;
            emit restored();
            m_timer.start(m_poll.load());
            return;
        }
        m_delay = std::min(m_delay * 2, m_maxRetry.load());
        emit retrying(m_attempt, m_delay, error);
        m_timer.start(m_delay);
    }

    void lose(const QString &error)
    {
        m_catalog.close();
        m_lost = true;
        m_attempt = 0;
        m_delay = m_firstRetry.load();
        emit lost(error);
        m_timer.start(m_delay);
    }

    Catalog m_catalog;
    QTimer m_timer;
    std::atomic<int> m_poll { ConnectionWatch::kPollIntervalMs }, m_firstRetry { ConnectionWatch::kFirstRetryMs },
        m_maxRetry { ConnectionWatch::kMaxRetryMs };
    bool m_lost = false;
    int m_attempt = 0;
    int m_delay = ConnectionWatch::kFirstRetryMs;

signals:
    void lost(const QString &reason);
    void retrying(int attempt, int nextDelayMs, const QString &reason);
    void restored();
};

} // namespace cg
