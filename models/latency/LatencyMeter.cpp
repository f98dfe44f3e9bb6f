#include "latency/LatencyMeter.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QHostInfo>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <functional>

namespace cg {

std::optional<double> quantile(QList<double> values, double q)
{
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const double pos = q * double(values.size() - 1);
    const auto lo = qsizetype(pos);
    const qsizetype hi = std::min(lo + 1, values.size() - 1);
    return values.at(lo) + (values.at(hi) - values.at(lo)) * (pos - double(lo));
}

/// One endpoint's samples, one after another (LatencyMeter runs several of these at once).
class EndpointTimer final : public QObject
{
public:
    using Done = std::function<void(const LatencyMeasurement &)>;

    EndpointTimer(const LatencyTarget &target, const LatencyOptions &options, const QString &measuredAt, Done done, QObject *parent)
        : QObject(parent)
        , m_options(options)
        , m_url(target.url)
        , m_done(std::move(done))
    {
        m_result.providerKey = target.providerKey;
        m_result.region = target.region;
        m_result.url = target.url;
        m_result.measuredAt = measuredAt;
        m_tls = m_url.scheme() == QLatin1String("https");
        m_port = quint16(m_url.port(m_tls ? 443 : 80));
        m_timeout.setSingleShot(true);
        m_timeout.setTimerType(Qt::PreciseTimer);
        connect(&m_timeout, &QTimer::timeout, this,
            [this] { sampleFailed(QStringLiteral("no answer within %1 ms (%2)").arg(m_options.timeoutMs).arg(m_step)); });
    }

    ~EndpointTimer() override
    {
        if (m_lookupId >= 0)
            QHostInfo::abortHostLookup(m_lookupId);
    }

    void start()
    {
        const QHostAddress literal(m_url.host());
        if (!literal.isNull()) { // an address: nothing to look up
            m_address = literal;
            nextSample();
            return;
        }
        m_clock.start();
        m_step = QStringLiteral("DNS lookup");
        m_timeout.start(m_options.timeoutMs);
        m_lookupId = QHostInfo::lookupHost(m_url.host(), this, [this](const QHostInfo &info) { lookedUp(info); });
    }

private:
    double elapsedMs() const { return double(m_clock.nsecsElapsed()) / 1e6; }

    void lookedUp(const QHostInfo &info)
    {
        m_lookupId = -1;
        m_timeout.stop();
        if (info.error() != QHostInfo::NoError || info.addresses().isEmpty()) {
            m_result.reason = QStringLiteral("the host name %1 did not resolve (%2)").arg(m_url.host(), info.errorString());
            finish();
            return;
        }
        m_result.dnsMs = elapsedMs();
        m_address = info.addresses().first();
        for (const QHostAddress &a : info.addresses()) { // IPv4 first: the path most users have
            if (a.protocol() == QAbstractSocket::IPv4Protocol) {
                m_address = a;
                break;
            }
        }
        nextSample();
    }

    void nextSample()
    {
        const int attempts = m_options.warmup + m_options.samples;
        if (m_attempt >= attempts || (m_failures >= 3 && m_attempt == m_failures)) { // the first three all failed
            finish();
            return;
        }
        ++m_attempt;
        QAbstractSocket *socket = nullptr;
        if (m_tls) {
            auto *ssl = new QSslSocket(this);
            ssl->setPeerVerifyName(m_url.host()); // the certificate is checked against the host, and SNI names it
            connect(ssl, &QSslSocket::encrypted, this, [this] {
                m_sampleTls = elapsedMs() - m_sampleConnect;
                sendHead();
            });
            connect(ssl, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
                sampleFailed(
                    QStringLiteral("TLS: %1").arg(errors.isEmpty() ? QStringLiteral("handshake failed") : errors.first().errorString()));
            });
            socket = ssl;
        } else {
            socket = new QTcpSocket(this);
        }
        m_socket = socket;
        connect(socket, &QAbstractSocket::connected, this, [this] {
            m_sampleConnect = elapsedMs();
            if (m_tls) {
                m_step = QStringLiteral("TLS handshake");
                m_timeout.start(m_options.timeoutMs);
                static_cast<QSslSocket *>(m_socket)->startClientEncryption();
            } else {
                sendHead();
            }
        });
        connect(socket, &QIODevice::readyRead, this, [this] {
            if (m_step != QLatin1String("HEAD"))
                return;
            const double firstByte = elapsedMs() - m_headSentAt;
            sampleDone(firstByte);
        });
        connect(socket, &QAbstractSocket::errorOccurred, this,
            [this] { sampleFailed(QStringLiteral("%1: %2").arg(m_step, m_socket->errorString())); });
        m_step = QStringLiteral("connect");
        m_timeout.start(m_options.timeoutMs);
        m_clock.start();
        socket->connectToHost(m_address, m_port);
    }

    void sendHead()
    {
        m_step = QStringLiteral("HEAD");
        m_timeout.start(m_options.timeoutMs);
        const QByteArray host
            = m_url.host(QUrl::FullyEncoded).toLatin1() + (m_url.port() > 0 ? ':' + QByteArray::number(m_url.port()) : QByteArray());
        m_headSentAt = elapsedMs();
        m_socket->write("HEAD / HTTP/1.1\r\nHost: " + host + "\r\nUser-Agent: CloudGauge-latency\r\nConnection: close\r\n\r\n");
    }

    void dropSocket()
    {
        m_timeout.stop();
        if (!m_socket)
            return;
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
        m_socket = nullptr;
    }

    void sampleDone(double firstByteMs)
    {
        dropSocket();
        if (m_attempt > m_options.warmup) {
            m_connect.append(m_sampleConnect);
            if (m_tls)
                m_tlsTimes.append(m_sampleTls);
            m_firstByte.append(firstByteMs);
        }
        QTimer::singleShot(0, this, [this] { nextSample(); }); // a fresh stack for the next connection
    }

    void sampleFailed(const QString &why)
    {
        if (!m_socket && m_lookupId >= 0) { // the DNS lookup timed out
            QHostInfo::abortHostLookup(m_lookupId);
            m_lookupId = -1;
            m_result.reason = QStringLiteral("the host name %1 did not resolve (%2)").arg(m_url.host(), why);
            finish();
            return;
        }
        dropSocket();
        ++m_failures;
        m_result.reason = why;
        QTimer::singleShot(0, this, [this] { nextSample(); });
    }

    void finish()
    {
        dropSocket();
        m_result.samples = int(m_firstByte.size());
        m_result.failures = m_failures;
        m_result.connectMs = quantile(m_connect, 0.5);
        m_result.tlsMs = quantile(m_tlsTimes, 0.5);
        m_result.firstByteMs = quantile(m_firstByte, 0.5);
        if (m_result.samples > 0) {
            m_result.connectSpreadMs = *quantile(m_connect, 0.75) - *quantile(m_connect, 0.25);
            m_result.firstByteSpreadMs = *quantile(m_firstByte, 0.75) - *quantile(m_firstByte, 0.25);
        } else {
            m_result.dnsMs.reset(); // unreachable: no figure at all
        }
        m_done(m_result);
    }

    LatencyOptions m_options;
    QUrl m_url;
    Done m_done;
    LatencyMeasurement m_result;
    bool m_tls = false;
    quint16 m_port = 0;
    QHostAddress m_address;
    int m_lookupId = -1;
    QAbstractSocket *m_socket = nullptr;
    QTimer m_timeout;
    QElapsedTimer m_clock;
    QString m_step;
    int m_attempt = 0;
    int m_failures = 0;
    double m_sampleConnect = 0, m_sampleTls = 0, m_headSentAt = 0;
    QList<double> m_connect, m_tlsTimes, m_firstByte;
};

LatencyMeter::LatencyMeter(QObject *parent)
    : QObject(parent)
{
}

LatencyMeter::~LatencyMeter() = default;

void LatencyMeter::start(const QList<LatencyTarget> &targets, const LatencyOptions &options)
{
    if (m_running)
        return;
    m_targets = targets;
    m_options = options;
    m_options.samples = std::clamp(m_options.samples, 1, 100);
    m_options.warmup = std::clamp(m_options.warmup, 0, 10);
    m_options.timeoutMs = std::clamp(m_options.timeoutMs, 100, 60'000);
    m_options.parallel = std::clamp(m_options.parallel, 1, 16);
    m_measuredAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m_results.assign(size_t(targets.size()), std::nullopt);
    m_next = 0;
    m_done = 0;
    m_cancelled = false;
    m_running = true;
    if (m_targets.isEmpty()) {
        QTimer::singleShot(0, this, [this] { finish(); });
        return;
    }
    for (int i = 0; i < m_options.parallel; ++i)
        startNext();
}

void LatencyMeter::startNext()
{
    if (m_next >= m_targets.size())
        return;
    const int index = m_next++;
    auto *timer = new EndpointTimer(
        m_targets.at(index), m_options, m_measuredAt, [this, index](const LatencyMeasurement &m) { endpointDone(index, m); }, this);
    m_timers.append(timer);
    timer->start();
}

void LatencyMeter::endpointDone(int index, const LatencyMeasurement &m)
{
    if (!m_running)
        return; // cancelled: the timer is on its way out
    m_results[size_t(index)] = m;
    ++m_done;
    emit progress(m_done, int(m_targets.size()));
    if (m_done == m_targets.size()) {
        QTimer::singleShot(0, this, [this] { finish(); });
        return;
    }
    QTimer::singleShot(0, this, [this] { startNext(); });
}

void LatencyMeter::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    finish();
}

void LatencyMeter::finish()
{
    if (!m_running)
        return;
    m_running = false;
    for (EndpointTimer *t : std::as_const(m_timers))
        t->deleteLater(); // never deleted inside its own callback; its destructor aborts a pending lookup
    m_timers.clear();
    emit finished();
}

QList<LatencyMeasurement> LatencyMeter::results() const
{
    QList<LatencyMeasurement> out;
    for (const auto &r : m_results)
        if (r)
            out.append(*r);
    return out;
}

} // namespace cg
