#pragma once

// A small HTTP/1.1 server on 127.0.0.1 for the update tests: started by the test itself on an
// ephemeral port, it serves recorded documents and the failures a network gives (silence, a
// truncated body, an error status, a redirect, a wrong content type, a body held open).

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace cgtest {

class LocalHttpServer final : public QObject
{
public:
    enum class Mode {
        Normal, ///< status, headers, body, then close
        Silent, ///< read the request and never answer
        Truncated, ///< announce Content-Length = body + 1000, send the body, close
        HoldOpen, ///< send the headers and the first half of the body, then nothing more
        NoLength, ///< no Content-Length: the body ends when the connection closes
        Trickle, ///< the headers, then one byte of the body every 50 ms (never idle long enough to time out)
    };
    struct Response
    {
        int status = 200;
        QByteArray contentType = "text/csv";
        QByteArray body;
        Mode mode = Mode::Normal;
        QList<QPair<QByteArray, QByteArray>> headers; ///< extra headers (Location, Last-Modified)
        int delayMs = 0; ///< wait this long after the request before the first byte of the answer
    };

    LocalHttpServer()
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                s->setParent(this);
                connect(s, &QTcpSocket::readyRead, this, [this, s] { onData(s); });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    QString url(const QString &target) const { return QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(target); }

    /// Responses for `target` (path and query, as requested), one per request; the last repeats.
    void route(const QByteArray &target, const QList<Response> &responses) { m_routes.insert(target, responses); }
    int hits(const QByteArray &target) const { return m_hits.value(target); }
    /// Closes every connection held open (HoldOpen / Silent).
    void dropAll()
    {
        for (QTcpSocket *s : findChildren<QTcpSocket *>())
            s->abort();
    }

private:
    void onData(QTcpSocket *s)
    {
        QByteArray &buf = m_buffers[s];
        buf += s->readAll();
        const qsizetype end = buf.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QList<QByteArray> line = buf.left(buf.indexOf("\r\n")).split(' ');
        m_buffers.remove(s);
        const QByteArray target = line.value(1);
        const int n = m_hits.value(target);
        m_hits[target] = n + 1;
        const QList<Response> responses = m_routes.value(target);
        if (responses.isEmpty()) {
            send(s, Response { 404, "text/plain", "no such document\n", Mode::Normal, {}, 0 });
            return;
        }
        const Response r = responses.value(n, responses.last());
        if (r.delayMs > 0)
            QTimer::singleShot(r.delayMs, Qt::PreciseTimer, s, [this, s, r] { send(s, r); });
        else
            send(s, r);
    }

    static QByteArray reason(int status)
    {
        switch (status) {
        case 200:
            return "OK";
        case 301:
            return "Moved Permanently";
        case 302:
            return "Found";
        case 404:
            return "Not Found";
        case 500:
            return "Internal Server Error";
        case 503:
            return "Service Unavailable";
        default:
            return "Status";
        }
    }

    void send(QTcpSocket *s, const Response &r)
    {
        if (r.mode == Mode::Silent)
            return;
        const qsizetype announced = r.body.size() + (r.mode == Mode::Truncated ? 1000 : 0);
        QByteArray head = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reason(r.status) + "\r\n";
        head += "Content-Type: " + r.contentType + "\r\n";
        if (r.mode != Mode::NoLength)
            head += "Content-Length: " + QByteArray::number(announced) + "\r\n";
        for (const auto &h : r.headers)
            head += h.first + ": " + h.second + "\r\n";
        head += "Connection: close\r\n\r\n";
        if (r.mode == Mode::Trickle) {
            s->write(head);
            auto *timer = new QTimer(s);
            connect(timer, &QTimer::timeout, s, [s, timer, body = r.body, sent = qsizetype(0)]() mutable {
                if (sent >= body.size()) {
                    timer->stop();
                    s->disconnectFromHost();
                    return;
                }
                s->write(body.mid(sent++, 1));
            });
            timer->start(50);
            return;
        }
        if (r.mode == Mode::HoldOpen) {
            s->write(head + r.body.left(r.body.size() / 2));
            s->flush();
            return;
        }
        s->write(head + r.body);
        s->flush();
        s->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QByteArray, QList<Response>> m_routes;
    QHash<QByteArray, int> m_hits;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

/// Whether the server's `hits` on one target stand for `requests` requests of the client. Qt's
/// HTTP layer sends an idempotent request once more when the server's close of a connection races
/// its read of the response (QHttpNetworkConnectionChannel's reconnect attempts; seen under load as
/// 5 hits for 4 attempts), so each request that ends in a closed connection may arrive twice.
/// Assert the client's own retry count (FetchResult::retries) exactly, and the hits with this.
inline bool sameRequests(int hits, int requests)
{
    return hits >= requests && hits <= 2 * requests;
}

} // namespace cgtest
