#pragma once

#include "update/PriceSources.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>

#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QTemporaryFile;

namespace cg {

/// Network settings of one fetch. The defaults are the application's; tests shorten the timeout
/// and the back-off so that they never wait long.
struct FetchOptions
{
    /// A request that receives no data for this long is aborted and retried, ms
    /// (QNetworkRequest::setTransferTimeout).
    int timeoutMs = 60'000;
    /// Retries after the first attempt on a timeout, an HTTP 5xx status, a dropped or refused
    /// connection or a truncated body. Other errors (4xx, TLS, a wrong content type, the size
    /// limit, a paging loop) are not retried.
    int maxRetries = 3;
    /// Wait before retry n (0-based), ms; retries past the end reuse the last value. Default
    /// exponential back-off: 1 s, 2 s, 4 s.
    QList<int> backoffMs = { 1000, 2000, 4000 };
    /// Redirects followed per request, each only to the same or a safer scheme
    /// (QNetworkRequest::NoLessSafeRedirectPolicy: https never redirects to http).
    int maxRedirects = 5;
    /// Folder of the temporary download files; empty = QDir::tempPath().
    QString tempDir;
    /// The whole document (every page, retry and back-off) must arrive within this, ms; 0: no
    /// limit. A server that trickles bytes never trips timeoutMs; this ends it, not retried.
    /// 30 minutes by default: AWS's largest regional offer file (a few hundred MB) takes minutes on
    /// a slow line, not half an hour.
    int deadlineMs = 30 * 60'000;
};

/// What a fetch did.
struct FetchResult
{
    bool done = false;
    QString error; ///< non-empty: failed, nothing kept (the temporary file is removed)
    bool cancelled = false;
    qint64 bytes = 0; ///< body bytes received, all pages
    int pages = 0; ///< HTTP responses that made up the document (1 when not paged)
    int retries = 0; ///< retries made, all pages
    int mergedItems = -1; ///< Items (Azure) or skus (GCP) merged from the pages; -1 when not paged
    /// ISO date (UTC) of the oldest Last-Modified header of the document's responses; empty when
    /// the server sent none.
    QString lastModified;
    QString finalUrl; ///< the last URL fetched (after redirects), with the API key hidden

    bool ok() const { return done && error.isEmpty(); }
};

/**
 * Downloads one PriceSource's document into a temporary file, streaming (the body never sits in
 * memory whole; a page of a paged feed is parsed alone, bounded by the size limit).
 *
 * - TLS: Qt's default peer verification, never weakened (no ignoreSslErrors anywhere); the
 *   system proxy (QNetworkProxyFactory::setUseSystemConfiguration(true)).
 * - Each request: a transfer timeout, redirects limited and same-or-safer, no HTTP cache.
 * - Retries with back-off as FetchOptions says.
 * - Size: the source's maxBytes over the whole document; a Content-Length above it aborts
 *   before the body, a body that grows past it aborts there. The error names the limit.
 * - Content type: an HTML page (text/html, or a body starting with <!DOCTYPE html / <html) is an
 *   error "got an HTML page, expected CSV" (or JSON, from the source's format); JSON where CSV
 *   is expected and CSV where JSON is expected likewise.
 * - A body shorter than its Content-Length is "truncated" (retried, then an error).
 * - Paging (PriceSource::paging): Azure NextPageLink / GCP nextPageToken pages are followed and
 *   their Items / skus merged into one JSON document of the first page's shape (the other
 *   top-level fields of the first page, Count = the merged count, NextPageLink null). A page URL
 *   seen before, more than maxPages pages, or a page link from https to http is an error.
 * - Deadline (FetchOptions::deadlineMs): past it the request is aborted and the fetch fails,
 *   nothing kept, whatever is still arriving.
 * - cancel(): aborts the request; finished() follows with cancelled set and nothing kept.
 *
 * Emits finished() exactly once per start().
 */
class FeedFetcher final : public QObject
{
    Q_OBJECT

public:
    /// `network` must outlive this object.
    FeedFetcher(QNetworkAccessManager *network, QObject *parent = nullptr);
    ~FeedFetcher() override;

    void start(const PriceSource &source, const FetchOptions &options = {});
    void cancel();
    bool isRunning() const { return m_running; }
    const FetchResult &result() const { return m_result; }
    /// The downloaded document (valid after a successful finish, until the next start() or the
    /// fetcher's destruction, which removes it).
    QString filePath() const;

    /// "CSV", "JSON" or empty: what an importer format reads ("aws-ec2-csv" → CSV,
    /// "azure-retail-json" → JSON, "skypilot"/"gpuhunt"/"csv" → CSV).
    static QString expectedContent(const QString &format);

signals:
    /// Body bytes received so far in the document, the current response's Content-Length (-1
    /// when unknown), and the 1-based page.
    void progress(qint64 received, qint64 total, int page);
    /// A retry was scheduled after `reason`, in `delayMs`.
    void retrying(int retry, int delayMs, const QString &reason);
    void finished();

private:
    void request(const QString &url);
    void onMetaData();
    void onReadyRead();
    void onFinished();
    void retryOrFail(const QString &reason);
    bool pageDone(QString *error);
    bool finishMerged(QString *error);
    /// After the first page of a source without a format (`update --url` alone): when the
    /// document is a paged feed (readers::detectFeedFormat: Azure Retail Prices, GCP SKUs), its
    /// paging is followed as if the format had been named. False on a write error.
    bool adoptDetectedPaging(QString *error);
    void fail(const QString &error);
    void succeed();
    void closeReply();
    QString hideKey(const QString &url) const;

    QNetworkAccessManager *m_network;
    PriceSource m_source;
    FetchOptions m_options;
    FetchResult m_result;
    bool m_running = false;
    QPointer<QNetworkReply> m_reply;
    std::unique_ptr<QTemporaryFile> m_out; ///< the document
    std::unique_ptr<QTemporaryFile> m_page; ///< the current page of a paged feed
    QString m_firstUrl, m_url;
    QSet<QString> m_seen; ///< page URLs requested (the loop guard)
    int m_attempt = 0; ///< retries of the current page
    qint64 m_pageBytes = 0; ///< body bytes of the current response
    qint64 m_contentLength = -1;
    QString m_abortReason; ///< set before aborting for a reason of ours (size, type, deadline)
    QTimer *m_deadline; ///< single shot: FetchOptions::deadlineMs from start()
    bool m_cancelled = false;
    bool m_sniffed = false;
    QJsonObject m_firstPageFields; ///< top-level fields of the first page, without the item array
    qint64 m_items = 0;
};

} // namespace cg
