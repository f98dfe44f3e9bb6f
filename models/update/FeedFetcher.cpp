#include "update/FeedFetcher.h"

#include "import/FeedReaders.h"

#include <algorithm>

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTemporaryFile>
#include <QTimer>
#include <QUrlQuery>

namespace cg {

namespace {

/// A size limit for people: "64 MiB", "1.5 MiB", or "100 bytes" below 1 MiB.
QString limitText(qint64 bytes)
{
    if (bytes < 1024 * 1024)
        return QStringLiteral("%1 bytes").arg(bytes);
    return QStringLiteral("%1 MiB").arg(QString::number(double(bytes) / (1024.0 * 1024.0), 'g', 6));
}

bool retryableNetworkError(QNetworkReply::NetworkError e)
{
    switch (e) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::InternalServerError:
    case QNetworkReply::ServiceUnavailableError:
    case QNetworkReply::UnknownServerError:
        return true;
    default:
        return false;
    }
}

/// The array of items and the link to the next page of a paged feed's page.
struct PageKeys
{
    QLatin1String items, next;
};

PageKeys keysOf(FeedPaging paging)
{
    return paging == FeedPaging::AzureNextPageLink ? PageKeys { QLatin1String("Items"), QLatin1String("NextPageLink") }
                                                   : PageKeys { QLatin1String("skus"), QLatin1String("nextPageToken") };
}

} // namespace

FeedFetcher::FeedFetcher(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_deadline(new QTimer(this))
{
    // The user's proxy settings (environment or desktop); the direct connection otherwise.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, [this] {
        if (!m_running)
            return;
        const QString reason = QStringLiteral("no complete document within %1 s (the overall deadline; %2 bytes had arrived): the server "
                                              "is too slow or stalls")
                                   .arg(m_options.deadlineMs / 1000.0)
                                   .arg(m_result.bytes);
        if (m_reply) {
            m_abortReason = reason; // onFinished() fails with it, no retry
            m_reply->abort();
        } else {
            fail(reason); // waiting for a retry
        }
    });
}

FeedFetcher::~FeedFetcher()
{
    m_cancelled = true;
    closeReply();
}

QString FeedFetcher::filePath() const
{
    return m_out && m_result.ok() ? m_out->fileName() : QString();
}

QString FeedFetcher::expectedContent(const QString &format)
{
    if (format.endsWith(QLatin1String("json")))
        return QStringLiteral("JSON");
    if (format.endsWith(QLatin1String("csv")) || format == QLatin1String("skypilot") || format == QLatin1String("gpuhunt"))
        return QStringLiteral("CSV");
    return QString();
}

QString FeedFetcher::hideKey(const QString &url) const
{
    if (!m_source.needsApiKey || m_source.apiKeyEnv.isEmpty())
        return url;
    const QString key = qEnvironmentVariable(m_source.apiKeyEnv.toLocal8Bit().constData());
    QString out = url;
    if (!key.isEmpty())
        out.replace(key, QLatin1String("{API_KEY}"));
    return out;
}

void FeedFetcher::start(const PriceSource &source, const FetchOptions &options)
{
    if (m_running)
        return;
    m_source = source;
    m_options = options;
    m_result = FetchResult();
    m_running = true;
    m_cancelled = false;
    m_seen.clear();
    m_items = 0;
    m_firstPageFields = QJsonObject();
    m_page.reset();
    const QString why = source.unfetchableReason();
    if (!why.isEmpty()) {
        QTimer::singleShot(0, this, [this, why] { fail(why); });
        return;
    }
    const QString dir = options.tempDir.isEmpty() ? QDir::tempPath() : options.tempDir;
    m_out = std::make_unique<QTemporaryFile>(dir + QStringLiteral("/cloudgauge-feed-XXXXXX"));
    if (!m_out->open()) {
        const QString error = QStringLiteral("cannot create a temporary file in %1: %2").arg(dir, m_out->errorString());
        QTimer::singleShot(0, this, [this, error] { fail(error); });
        return;
    }
    m_firstUrl = source.resolvedUrl();
    if (options.deadlineMs > 0)
        m_deadline->start(options.deadlineMs);
    request(m_firstUrl);
}

void FeedFetcher::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    if (m_reply)
        m_reply->abort(); // onFinished() reports the cancel
    else
        QTimer::singleShot(0, this, [this] { fail(QStringLiteral("cancelled")); }); // waiting for a retry
}

void FeedFetcher::request(const QString &url)
{
    if (m_cancelled) {
        fail(QStringLiteral("cancelled"));
        return;
    }
    m_url = url;
    if (m_attempt == 0) {
        if (m_seen.contains(url)) {
            fail(QStringLiteral("paging loop: page %1 links back to %2, a page already fetched").arg(m_result.pages + 1).arg(hideKey(url)));
            return;
        }
        if (m_result.pages >= m_source.maxPages) {
            fail(QStringLiteral("paging stopped: more than %1 pages (max_pages of %2)").arg(m_source.maxPages).arg(m_source.name));
            return;
        }
        m_seen.insert(url);
    }
    if (m_source.paging != FeedPaging::None) {
        const QString dir = m_options.tempDir.isEmpty() ? QDir::tempPath() : m_options.tempDir;
        m_page = std::make_unique<QTemporaryFile>(dir + QStringLiteral("/cloudgauge-page-XXXXXX"));
        if (!m_page->open()) {
            fail(QStringLiteral("cannot create a temporary file in %1: %2").arg(dir, m_page->errorString()));
            return;
        }
    } else {
        m_out->resize(0); // a retry starts the document again
        m_out->seek(0);
        m_result.bytes = 0;
    }
    m_pageBytes = 0;
    m_contentLength = -1;
    m_abortReason.clear();
    m_sniffed = false;

    QNetworkRequest req { QUrl(url) };
    req.setTransferTimeout(m_options.timeoutMs);
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    req.setMaximumRedirectsAllowed(m_options.maxRedirects);
    req.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    req.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    req.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("CloudGauge (price update)"));
    if (QSslSocket::supportsSsl()) {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setPeerVerifyMode(QSslSocket::VerifyPeer); // never weakened
        req.setSslConfiguration(tls);
    }
    m_reply = m_network->get(req);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &FeedFetcher::onMetaData);
    connect(m_reply, &QNetworkReply::readyRead, this, &FeedFetcher::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &FeedFetcher::onFinished);
}

void FeedFetcher::onMetaData()
{
    if (!m_reply)
        return;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status < 200 || status >= 300)
        return; // judged in onFinished (a redirect, or an error status with its own page)
    const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
    m_contentLength = length.isValid() ? length.toLongLong() : -1;
    const qint64 before = m_source.paging == FeedPaging::None ? 0 : m_result.bytes;
    if (m_contentLength >= 0 && before + m_contentLength > m_source.maxBytes) {
        m_abortReason = QStringLiteral("the document is larger than the size limit of %1 (max_mb of %2): the server announced %3 bytes")
                            .arg(limitText(m_source.maxBytes), m_source.name)
                            .arg(before + m_contentLength);
        m_reply->abort();
        return;
    }
    const QString type = m_reply->header(QNetworkRequest::ContentTypeHeader).toString().toLower();
    const QString expected = expectedContent(m_source.format);
    QString got;
    if (type.startsWith(QLatin1String("text/html")) || type.startsWith(QLatin1String("application/xhtml")))
        got = QStringLiteral("an HTML page");
    else if (expected == QLatin1String("CSV") && type.contains(QLatin1String("json")))
        got = QStringLiteral("JSON (%1)").arg(type);
    else if (expected == QLatin1String("JSON") && type.startsWith(QLatin1String("text/csv")))
        got = QStringLiteral("CSV (%1)").arg(type);
    if (!got.isEmpty()) {
        m_abortReason = QStringLiteral("got %1, expected %2").arg(got, expected.isEmpty() ? QStringLiteral("a price document") : expected);
        m_reply->abort();
    }
}

void FeedFetcher::onReadyRead()
{
    if (!m_reply || !m_abortReason.isEmpty() || !m_reply->isOpen())
        return;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QIODevice *sink = m_source.paging == FeedPaging::None ? static_cast<QIODevice *>(m_out.get()) : m_page.get();
    if (status < 200 || status >= 300) {
        m_reply->readAll(); // an error page: not part of the document
        return;
    }
    const QByteArray chunk = m_reply->readAll();
    if (!m_sniffed && !chunk.isEmpty()) {
        m_sniffed = true;
        const QByteArray head = chunk.left(256).trimmed().toLower();
        if (head.startsWith("<!doctype html") || head.startsWith("<html")) {
            const QString expected = expectedContent(m_source.format);
            m_abortReason
                = QStringLiteral("got an HTML page, expected %1").arg(expected.isEmpty() ? QStringLiteral("a price document") : expected);
            m_reply->abort();
            return;
        }
    }
    m_pageBytes += chunk.size();
    m_result.bytes += chunk.size();
    if (m_result.bytes > m_source.maxBytes) {
        m_abortReason = QStringLiteral("the document is larger than the size limit of %1 (max_mb of %2): stopped after %3 bytes")
                            .arg(limitText(m_source.maxBytes), m_source.name)
                            .arg(m_result.bytes);
        m_reply->abort();
        return;
    }
    if (sink->write(chunk) != chunk.size()) {
        m_abortReason = QStringLiteral("cannot write the download: %1").arg(sink->errorString());
        m_reply->abort();
        return;
    }
    emit progress(m_result.bytes, m_contentLength, m_result.pages + 1);
}

void FeedFetcher::closeReply()
{
    if (!m_reply)
        return;
    QNetworkReply *r = m_reply;
    m_reply = nullptr;
    r->disconnect(this);
    if (r->isRunning())
        r->abort();
    r->deleteLater();
}

void FeedFetcher::onFinished()
{
    if (!m_reply)
        return;
    if (m_reply->isOpen())
        onReadyRead(); // whatever arrived with the end
    QNetworkReply *reply = m_reply;
    const QNetworkReply::NetworkError error = reply->error();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    const QString errorText = reply->errorString();
    const QByteArray encoding = reply->rawHeader("Content-Encoding").trimmed().toLower();
    const QDateTime modified = reply->header(QNetworkRequest::LastModifiedHeader).toDateTime();
    m_result.finalUrl = hideKey(reply->url().toString());
    closeReply();

    if (m_cancelled) {
        fail(QStringLiteral("cancelled"));
        return;
    }
    if (!m_abortReason.isEmpty()) {
        fail(m_abortReason);
        return;
    }
    if (status >= 500) {
        retryOrFail(QStringLiteral("HTTP %1 %2").arg(status).arg(reason));
        return;
    }
    if (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError) {
        // Not our abort, so the transfer timeout fired.
        retryOrFail(QStringLiteral("no data for %1 s (timeout)").arg(m_options.timeoutMs / 1000.0));
        return;
    }
    if (status >= 300 && status < 400) {
        fail(QStringLiteral("HTTP %1 redirect not followed (a redirect to a less safe scheme, or more than %2 redirects)")
                 .arg(status)
                 .arg(m_options.maxRedirects));
        return;
    }
    if (status >= 400) {
        fail(QStringLiteral("HTTP %1 %2 for %3").arg(status).arg(reason, hideKey(m_url)));
        return;
    }
    if (m_contentLength >= 0 && m_pageBytes < m_contentLength
        && (error == QNetworkReply::NoError || error == QNetworkReply::RemoteHostClosedError)) {
        retryOrFail(QStringLiteral("truncated: got %1 of the %2 bytes announced").arg(m_pageBytes).arg(m_contentLength));
        return;
    }
    if (error == QNetworkReply::UnknownContentError && !encoding.isEmpty() && encoding != "identity") {
        // Qt's inflater stops a response whose inflated size passes its safety ratio
        // (QNetworkRequest::decompressedSafetyCheckThreshold) and says only "Decompression failed: ".
        fail(QStringLiteral("the server's compressed response was refused: its %1 data could not be inflated safely "
                            "(it expands far beyond its size, as a compression bomb does, or it is damaged)")
                 .arg(QString::fromLatin1(encoding)));
        return;
    }
    if (error != QNetworkReply::NoError) {
        if (retryableNetworkError(error))
            retryOrFail(errorText);
        else
            fail(hideKey(errorText));
        return;
    }
    if (modified.isValid()) {
        const QString day = modified.toUTC().date().toString(Qt::ISODate);
        m_result.lastModified = m_result.lastModified.isEmpty() ? day : std::min(m_result.lastModified, day);
    }
    ++m_result.pages;
    m_attempt = 0;
    QString pageError;
    if (!pageDone(&pageError))
        fail(pageError);
}

void FeedFetcher::retryOrFail(const QString &reason)
{
    if (m_attempt >= m_options.maxRetries) {
        fail(QStringLiteral("%1 (after %2 retries)").arg(hideKey(reason)).arg(m_attempt));
        return;
    }
    const int delay = m_options.backoffMs.isEmpty() ? 0 : m_options.backoffMs.value(m_attempt, m_options.backoffMs.last());
    ++m_attempt;
    ++m_result.retries;
    if (m_source.paging != FeedPaging::None)
        m_result.bytes -= m_pageBytes; // the page starts again
    emit retrying(m_attempt, delay, hideKey(reason));
    const QString url = m_url;
    QTimer::singleShot(delay, this, [this, url] {
        if (m_running)
            request(url);
    });
}

bool FeedFetcher::pageDone(QString *error)
{
    if (m_source.paging == FeedPaging::None && m_source.format.isEmpty() && m_result.pages == 1 && !adoptDetectedPaging(error))
        return false;
    if (m_source.paging == FeedPaging::None) {
        succeed();
        return true;
    }
    // One page of a paged feed: parse it alone (bounded by the size limit) and append its items.
    m_page->seek(0);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(m_page->readAll(), &pe);
    m_page.reset();
    const PageKeys keys = keysOf(m_source.paging);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("page %1 is not a JSON object (%2 at byte %3)").arg(m_result.pages).arg(pe.errorString()).arg(pe.offset);
        return false;
    }
    QJsonObject page = doc.object();
    if (!page.value(keys.items).isArray()) {
        *error = QStringLiteral("page %1 has no \"%2\" array").arg(m_result.pages).arg(keys.items);
        return false;
    }
    const QJsonArray items = page.value(keys.items).toArray();
    const QString next = page.value(keys.next).toString();
    if (m_result.pages == 1) {
        page.remove(keys.items);
        page.remove(keys.next);
        page.remove(QLatin1String("Count"));
        m_firstPageFields = page;
        m_out->write("{\"");
        m_out->write(keys.items.data(), keys.items.size());
        m_out->write("\":[");
    }
    for (const auto &item : items) {
        if (m_items++ > 0)
            m_out->write(",");
        m_out->write(item.isObject() ? QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact)
                                     : QJsonDocument(QJsonArray { item }).toJson(QJsonDocument::Compact).mid(1).chopped(1));
    }
    if (next.isEmpty())
        return finishMerged(error);
    QString nextUrl;
    if (m_source.paging == FeedPaging::AzureNextPageLink) {
        const QUrl resolved = QUrl(m_url).resolved(QUrl(next));
        if (QUrl(m_firstUrl).scheme() == QLatin1String("https") && resolved.scheme() != QLatin1String("https")) {
            *error = QStringLiteral("page %1 links to %2, which is not https").arg(m_result.pages).arg(hideKey(resolved.toString()));
            return false;
        }
        nextUrl = resolved.toString();
    } else {
        QUrl u(m_firstUrl);
        QUrlQuery q(u);
        q.removeAllQueryItems(QStringLiteral("pageToken"));
        q.addQueryItem(QStringLiteral("pageToken"), next);
        u.setQuery(q);
        nextUrl = u.toString();
    }
    request(nextUrl);
    return true;
}

bool FeedFetcher::adoptDetectedPaging(QString *error)
{
    // A document fetched without a named format: what it is decides whether it has more pages.
    m_out->seek(0);
    const QString format = readers::detectFeedFormat(m_out->read(1 << 16));
    const FeedPaging paging = format == QLatin1String("azure-retail-json") ? FeedPaging::AzureNextPageLink
        : format == QLatin1String("gcp-skus-json")                         ? FeedPaging::GcpNextPageToken
                                                                           : FeedPaging::None;
    if (paging == FeedPaging::None) {
        m_out->seek(m_out->size());
        return true;
    }
    // The first page becomes the first of the pages: moved to the page file, the document restarts.
    const QString dir = m_options.tempDir.isEmpty() ? QDir::tempPath() : m_options.tempDir;
    m_page = std::make_unique<QTemporaryFile>(dir + QStringLiteral("/cloudgauge-page-XXXXXX"));
    if (!m_page->open()) {
        *error = QStringLiteral("cannot create a temporary file in %1: %2").arg(dir, m_page->errorString());
        return false;
    }
    m_out->seek(0);
    while (!m_out->atEnd()) {
        const QByteArray chunk = m_out->read(1 << 20);
        if (m_page->write(chunk) != chunk.size()) {
            *error = QStringLiteral("cannot write %1: %2").arg(m_page->fileName(), m_page->errorString());
            return false;
        }
    }
    m_out->resize(0);
    m_out->seek(0);
    m_source.paging = paging;
    m_source.format = format;
    return true;
}

bool FeedFetcher::finishMerged(QString *error)
{
    const PageKeys keys = keysOf(m_source.paging);
    QJsonObject tail = m_firstPageFields;
    if (m_source.paging == FeedPaging::AzureNextPageLink) {
        tail.insert(QLatin1String("Count"), double(m_items));
        tail.insert(keys.next, QJsonValue::Null);
    }
    m_out->write("]");
    QByteArray rest = QJsonDocument(tail).toJson(QJsonDocument::Compact); // "{...}"
    rest = rest.mid(1); // drop the '{': the fields continue the merged object
    if (rest != "}")
        m_out->write(",");
    m_out->write(rest);
    if (!m_out->flush()) {
        *error = QStringLiteral("cannot write the merged document: %1").arg(m_out->errorString());
        return false;
    }
    m_result.mergedItems = int(m_items);
    succeed();
    return true;
}

void FeedFetcher::succeed()
{
    m_deadline->stop();
    m_out->flush();
    m_running = false;
    m_result.done = true;
    emit finished();
}

void FeedFetcher::fail(const QString &error)
{
    if (!m_running)
        return;
    m_deadline->stop();
    closeReply();
    m_page.reset();
    m_out.reset(); // removes the partial download: nothing is kept
    m_running = false;
    m_result.done = true;
    m_result.cancelled = m_cancelled;
    m_result.error = m_cancelled ? QStringLiteral("cancelled; nothing downloaded was kept") : error;
    emit finished();
}

} // namespace cg
