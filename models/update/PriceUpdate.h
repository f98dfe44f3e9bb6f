#pragma once

#include "import/Importer.h"
#include "update/FeedFetcher.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>

class QNetworkAccessManager;
class QThread;

namespace cg {

/// What updating one source did: its download and its import run.
struct UpdateOutcome
{
    QString source; ///< PriceSource::name
    QString url; ///< as given (an API key shown as {API_KEY})
    FetchResult fetch;
    ImportReport report; ///< empty (no import) when the download failed
    bool imported = false; ///< the import ran and committed (report.ok())
    bool cancelled = false;
    /// How the prices were dated, for people: the document's own date, or the HTTP
    /// Last-Modified header as a lower bound, or unknown; and the import date.
    QString dating;
    QString warning; ///< PriceSource::insecureUrlWarning() of the source, else empty

    bool ok() const { return imported; }
    /// Why the source failed (download or import); empty when it succeeded.
    QString error() const;
    /// A paragraph for the CLI and the window's report.
    QString text() const;
};

/**
 * Updates the catalog from price sources, one after another: each source is downloaded
 * (FeedFetcher) and then imported as one Importer run, all-or-nothing, on a worker thread with
 * its own catalog connection, so the caller's event loop keeps running. A source that fails
 * (network, size, content type, a rejected file) leaves the catalog as it was and the next
 * source still runs.
 *
 * Dates (Importer's rules): asOf (the row key) is the fetch date; importedOn today. A vendor's
 * own price service (ImportFormat::currentPrices: AWS, Azure, Oracle, Google) answers with the
 * prices in effect when asked, so its prices are observed on the fetch date
 * (ImportOptions::fetchedOn). Another document is dated by its own date where its reader finds
 * one (ReadResult::hasObservedOnColumn, PriceRecord::observedOn); otherwise the observation is
 * unknown and the response's Last-Modified date is its lower bound (ImportOptions::observedAfter).
 * UpdateOutcome::dating says which.
 *
 * Nothing is fetched until start().
 */
class PriceUpdate final : public QObject
{
    Q_OBJECT

public:
    /// Imports into the catalog file at `catalogPath` (the caller holds its write lock).
    /// `network` must outlive this object; null = a network manager of its own, created by the
    /// first start() (so nothing touches the network before).
    PriceUpdate(QNetworkAccessManager *network, QString catalogPath, QObject *parent = nullptr);
    ~PriceUpdate() override; ///< cancels and waits for a running import

    void setFetchOptions(const FetchOptions &options) { m_options = options; }
    /// The fetch date used as asOf/importedOn (ISO); empty = today. Tests pin it.
    void setToday(const QString &isoDate) { m_today = isoDate; }
    /// Imports a document observed before the catalog's newest observation of its provider as
    /// history (ImportOptions::allowOlder) instead of refusing it.
    void setAllowOlder(bool allow) { m_allowOlder = allow; }

    void start(const QList<PriceSource> &sources);
    /// Stops: the running download is aborted or the running import rolled back; the sources
    /// not started yet are reported as cancelled. finished() follows.
    void cancel();
    bool isRunning() const { return m_running; }
    const QList<UpdateOutcome> &outcomes() const { return m_outcomes; }

signals:
    void sourceStarted(int index, const QString &name);
    /// Download progress of source `index`: body bytes so far, Content-Length (-1 unknown), page.
    void sourceProgress(int index, qint64 received, qint64 total, int page);
    /// The download of source `index` finished and its import started.
    void sourceImporting(int index);
    void sourceFinished(int index, const cg::UpdateOutcome &outcome);
    /// Every source has finished (or been cancelled).
    void finished();

private:
    void next();
    void fetched();
    void imported();
    void finishSource(UpdateOutcome outcome);

    QNetworkAccessManager *m_network;
    QNetworkAccessManager *m_ownNetwork = nullptr;
    QString m_catalogPath;
    FetchOptions m_options;
    QString m_today;
    bool m_allowOlder = false;
    QList<PriceSource> m_sources;
    QList<UpdateOutcome> m_outcomes;
    int m_index = -1;
    bool m_running = false;
    bool m_cancelled = false;
    std::unique_ptr<FeedFetcher> m_fetcher;
    QPointer<QThread> m_worker;
    std::shared_ptr<std::atomic<bool>> m_cancelImport;
    std::shared_ptr<ImportReport> m_importReport;
};

} // namespace cg
