#include "ConnectionWatch.h"
#include "ConnectionWatchWorker.h"

#include <QThread>

#include <algorithm>

namespace cg {

ConnectionWatch::ConnectionWatch(const QString &location, QObject *parent)
    : QObject(parent)
    , m_location(location)
    , m_thread(new QThread(this))
    , m_worker(new ConnectionWatchWorker(location))
{
    m_thread->setObjectName(QStringLiteral("team-catalog-watch"));
    m_worker->moveToThread(m_thread);
    connect(m_worker, &ConnectionWatchWorker::lost, this, [this](const QString &reason) {
        m_lost = true;
        emit connectionLost(reason);
    });
    connect(m_worker, &ConnectionWatchWorker::retrying, this, &ConnectionWatch::retrying);
    connect(m_worker, &ConnectionWatchWorker::restored, this, [this] {
        m_lost = false;
        emit connectionRestored();
    });
    m_thread->start();
    QMetaObject::invokeMethod(m_worker, &ConnectionWatchWorker::start, Qt::QueuedConnection);
}

ConnectionWatch::~ConnectionWatch()
{
    // The worker's timer and connection belong to its thread: delete it there, then stop.
    ConnectionWatchWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker] { delete worker; }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

void ConnectionWatch::setIntervals(int pollMs, int firstRetryMs, int maxRetryMs)
{
    m_worker->m_poll = std::max(1, pollMs);
    m_worker->m_firstRetry = std::max(1, firstRetryMs);
    m_worker->m_maxRetry = std::max(firstRetryMs, maxRetryMs);
    checkNow(); // the next wait uses them
}

void ConnectionWatch::checkNow()
{
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker] {
            w->m_timer.stop();
            w->tick();
        },
        Qt::QueuedConnection);
}

} // namespace cg
