#include "update/PriceUpdate.h"

#include "catalog/store/Catalog.h"

#include <QDate>
#include <QNetworkAccessManager>
#include <QThread>
#include <QTimer>
#include <QtCore/qcoreapplication.h>

#include <utility>

namespace cg {

/// Translation context of the update reports (shown by the window in the UI language).
class UpdateText
{
    Q_DECLARE_TR_FUNCTIONS(cg::PriceUpdate)
};

QString UpdateOutcome::error() const
{
    if (!fetch.error.isEmpty())
        return fetch.error;
    if (!report.error.isEmpty())
        return report.error;
    return QString();
}

QString UpdateOutcome::text() const
{
    QStringList lines;
    if (!fetch.ok()) {
        lines.append(UpdateText::tr("%1: not updated, the catalog is unchanged: %2").arg(source, error()));
        if (!warning.isEmpty())
            lines.append(UpdateText::tr("  warning: %1").arg(warning));
        return lines.join(QLatin1Char('\n'));
    }
    lines.append(UpdateText::tr("%1: downloaded %2 bytes from %3 (%n page(s)); retries: %4", nullptr, fetch.pages)
                     .arg(source)
                     .arg(fetch.bytes)
                     .arg(url)
                     .arg(fetch.retries));
    if (fetch.mergedItems >= 0)
        lines.append(UpdateText::tr("  %1 items merged from the pages into one document").arg(fetch.mergedItems));
    if (!report.ok())
        lines.append(UpdateText::tr("  not imported, the catalog is unchanged: %1").arg(report.error));
    else
        lines.append(QStringLiteral("  ") + report.text().replace(QLatin1Char('\n'), QLatin1String("\n  ")));
    if (!dating.isEmpty())
        lines.append(QStringLiteral("  ") + dating);
    if (!warning.isEmpty())
        lines.append(UpdateText::tr("  warning: %1").arg(warning));
    return lines.join(QLatin1Char('\n'));
}

PriceUpdate::PriceUpdate(QNetworkAccessManager *network, QString catalogPath, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_catalogPath(std::move(catalogPath))
{
}

PriceUpdate::~PriceUpdate()
{
    m_cancelled = true;
    if (m_cancelImport)
        m_cancelImport->store(true);
    if (m_worker) {
        m_worker->disconnect(this);
        m_worker->wait();
        delete m_worker.data();
    }
}

void PriceUpdate::start(const QList<PriceSource> &sources)
{
    if (m_running)
        return;
    if (!m_network)
        m_network = m_ownNetwork = new QNetworkAccessManager(this);
    m_sources = sources;
    m_outcomes.clear();
    m_index = -1;
    m_running = true;
    m_cancelled = false;
    QTimer::singleShot(0, this, &PriceUpdate::next);
}

void PriceUpdate::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_cancelImport)
        m_cancelImport->store(true); // the import rolls its transaction back
    if (m_fetcher && m_fetcher->isRunning())
        m_fetcher->cancel();
}

void PriceUpdate::next()
{
    ++m_index;
    if (m_index >= m_sources.size()) {
        m_running = false;
        emit finished();
        return;
    }
    const PriceSource &source = m_sources.at(m_index);
    if (m_cancelled) {
        UpdateOutcome o;
        o.source = source.name;
        o.url = source.displayUrl();
        o.warning = source.insecureUrlWarning();
        o.cancelled = true;
        o.fetch.done = true;
        o.fetch.cancelled = true;
        o.fetch.error = QStringLiteral("cancelled before it started");
        finishSource(o);
        return;
    }
    emit sourceStarted(m_index, source.name);
    m_fetcher = std::make_unique<FeedFetcher>(m_network);
    const int index = m_index;
    connect(m_fetcher.get(), &FeedFetcher::progress, this,
        [this, index](qint64 received, qint64 total, int page) { emit sourceProgress(index, received, total, page); });
    connect(m_fetcher.get(), &FeedFetcher::finished, this, &PriceUpdate::fetched);
    m_fetcher->start(source, m_options);
}

void PriceUpdate::fetched()
{
    const PriceSource &source = m_sources.at(m_index);
    if (!m_fetcher->result().ok()) {
        UpdateOutcome o;
        o.source = source.name;
        o.url = source.displayUrl();
        o.warning = source.insecureUrlWarning();
        o.fetch = m_fetcher->result();
        o.cancelled = o.fetch.cancelled;
        finishSource(o);
        return;
    }
    emit sourceImporting(m_index);
    const QString today = m_today.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : m_today;
    ImportOptions options;
    options.format = source.format;
    options.providerKey = source.providerKey;
    options.asOf = today; // the fetch date is the row key
    options.fetchedOn = today; // a vendor's price service observes its prices today (ImportFormat::currentPrices)
    options.allowOlder = m_allowOlder;
    options.observedAfter = m_fetcher->result().lastModified; // used only when the document states no date
    options.importedOn = today;
    options.sourceUrl = source.displayUrl();
    options.auditAction = QStringLiteral("update"); // a team catalog's audit trail names the download
    options.limits.maxFileBytes = std::max(options.limits.maxFileBytes, source.maxBytes);
    m_cancelImport = std::make_shared<std::atomic<bool>>(m_cancelled);
    m_importReport = std::make_shared<ImportReport>();
    const QString catalogPath = m_catalogPath;
    const QString file = m_fetcher->filePath();
    const QString name = source.name;
    const auto cancel = m_cancelImport;
    const auto report = m_importReport;
    // One connection per thread: the worker opens the catalog itself and closes it on return.
    m_worker = QThread::create([catalogPath, file, name, options, cancel, report] {
        ImportOptions o = options;
        o.cancel = cancel.get();
        Catalog catalog(catalogPath);
        QString error;
        if (!catalog.open(&error)) {
            report->file = name;
            report->error = error;
            return;
        }
        *report = Importer(catalog).importFile(file, o);
        report->file = name; // the temporary file's name means nothing to people
    });
    connect(m_worker, &QThread::finished, this, &PriceUpdate::imported);
    m_worker->start();
}

void PriceUpdate::imported()
{
    const PriceSource &source = m_sources.at(m_index);
    if (m_worker) {
        m_worker->wait();
        delete m_worker.data();
    }
    UpdateOutcome o;
    o.source = source.name;
    o.url = source.displayUrl();
    o.warning = source.insecureUrlWarning();
    o.fetch = m_fetcher->result();
    o.report = *m_importReport;
    o.imported = o.report.ok();
    o.cancelled = o.report.cancelled;
    const ImportReport &r = o.report;
    if (r.ok() && !r.alreadyImported) {
        QString how;
        if (r.observedAtFetch)
            how = UpdateText::tr("observed on the fetch day: the vendor's price service answers with the prices in effect when asked");
        else if (r.pricesWritten > 0 && r.observationUnknown == 0)
            how = UpdateText::tr("dated by the document itself: observed %1 to %2").arg(r.observedFrom, r.observedTo);
        else if (!o.fetch.lastModified.isEmpty())
            how = UpdateText::tr("the document states no date: observation unknown, with the HTTP Last-Modified date %1 as its lower bound"
                                 " (observed_after)")
                      .arg(o.fetch.lastModified);
        else
            how = UpdateText::tr("the document states no date and the server sent no Last-Modified header: observation date unknown");
        o.dating = UpdateText::tr("%1; imported on %2; fetched on %3 (the rows' as-of key)").arg(how, r.importedOn, r.asOf);
    }
    m_cancelImport.reset();
    finishSource(o);
}

void PriceUpdate::finishSource(UpdateOutcome outcome)
{
    m_outcomes.append(std::move(outcome));
    emit sourceFinished(m_index, m_outcomes.constLast());
    if (m_fetcher)
        m_fetcher.release()->deleteLater(); // removes the downloaded file; it may be emitting now
    QTimer::singleShot(0, this, &PriceUpdate::next);
}

} // namespace cg
