#include "SnapshotLoader.h"

#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/OfferCache.h"
#include "rfq/QuoteComparison.h"

#include <QDate>
#include <QtConcurrent/QtConcurrentRun>

#include <future>

namespace cg {

namespace {

/// The quote markers of `catalog`'s received quotes against `offers` (empty without quotes).
void markQuotes(const Catalog &catalog, LoadedSnapshot &loaded)
{
    const QList<QuoteRecord> quotes = RfqStore::quotes(catalog, {}, &loaded.quoteError);
    if (quotes.isEmpty())
        return;
    const CatalogSnapshot &s = loaded.prepared.snapshot;
    loaded.quoteMarkers = rfq::quoteMarkers(rfq::compareQuotes(quotes, s.offers, catalog.gpuIdentity(), s.fx, QDate::currentDate()));
}

} // namespace

SnapshotLoader::SnapshotLoader(QString location, QObject *parent)
    : QObject(parent)
    , m_location(std::move(location))
{
    connect(&m_watcher, &QFutureWatcher<Read>::finished, this, &SnapshotLoader::finished);
}

SnapshotLoader::~SnapshotLoader()
{
    // A read holds only its own connections and a copy of the location: wait for it before the
    // watcher goes.
    m_watcher.waitForFinished();
}

void SnapshotLoader::start(const QString &scenario, bool checkIntegrity)
{
    if (m_watcher.isRunning()) {
        m_again = true;
        m_againScenario = scenario;
        m_againCheck = m_againCheck || checkIntegrity;
        return;
    }
    m_watcher.setFuture(QtConcurrent::run(&SnapshotLoader::readInWorker, m_location, scenario, checkIntegrity));
}

LoadedSnapshot SnapshotLoader::takeResult()
{
    LoadedSnapshot r = m_result ? std::move(*m_result) : LoadedSnapshot {};
    m_result.reset();
    return r;
}

void SnapshotLoader::finished()
{
    Read r = m_watcher.result();
    if (m_again) { // the catalog changed again while it was read
        m_again = false;
        const bool check = m_againCheck;
        m_againCheck = false;
        start(m_againScenario, check);
        return;
    }
    if (!r.loaded) {
        emit failed(r.error);
        return;
    }
    m_result = std::move(r.loaded);
    emit loaded();
}

std::optional<LoadedSnapshot> SnapshotLoader::readNow(const Catalog &catalog, const QString &scenario, QString *error)
{
    auto snapshot = CatalogSnapshot::read(catalog, error);
    if (!snapshot)
        return std::nullopt;
    LoadedSnapshot loaded;
    loaded.index = OfferTableModel::rowIndex(snapshot->offers);
    loaded.prepared = RankingSession::prepare(std::move(*snapshot), scenario);
    markQuotes(catalog, loaded);
    return loaded;
}

SnapshotLoader::Read SnapshotLoader::readInWorker(const QString &location, const QString &scenario, bool checkIntegrity)
{
    // One connection per thread: this one lives and dies in the worker. Everything O(n) that does
    // not depend on the weights is built here too: the criterion table, the group ids and the
    // offers table's search texts.
    Read r;
    Catalog catalog(location);
    if (!catalog.open(&r.error, Catalog::IntegrityCheck::Deferred))
        return r;
    // The offers as this state of the file was last read (OfferCache), if it was.
    const QString key = OfferCache::keyOf(location, catalog.schemaVersion());
    std::optional<OfferCache::Copy> copy = OfferCache::read(location, key);
    // quick_check runs beside the read on a connection of its own; a file unchanged since it last
    // passed (its copy says so) is not checked again.
    const bool check = checkIntegrity && !(copy && copy->integrityChecked);
    std::future<QString> integrity;
    if (check) {
        integrity = std::async(std::launch::async, [location] {
            Catalog checked(location);
            QString error;
            return checked.open(&error) ? QString() : error;
        });
    }
    const bool fromCopy = copy.has_value();
    std::optional<CatalogSnapshot> snapshot
        = CatalogSnapshot::read(catalog, &r.error, copy ? std::optional(std::move(copy->offers)) : std::nullopt);
    if (snapshot) {
        // The row index beside the scoring table: the thread holds a shared, read-only copy of the
        // offers, so nothing is copied.
        std::future<OfferTableModel::RowIndex> index
            = std::async(std::launch::async, [offers = snapshot->offers] { return OfferTableModel::rowIndex(offers); });
        LoadedSnapshot loaded;
        loaded.prepared = RankingSession::prepare(std::move(*snapshot), scenario);
        loaded.index = index.get();
        markQuotes(catalog, loaded);
        r.loaded = std::move(loaded);
    }
    if (integrity.valid()) {
        if (const QString failedCheck = integrity.get(); !failedCheck.isEmpty()) {
            r.loaded.reset();
            r.error = failedCheck;
            return r;
        }
    }
    if (r.loaded && (!fromCopy || check)) {
        // Written (or marked checked) after the caller has the snapshot, on a pool thread, from a
        // shared copy; a copy that cannot be written only makes the next read slower.
        (void)QtConcurrent::run(
            [location, key, offers = r.loaded->prepared.snapshot.offers, check] { OfferCache::write(location, key, offers, check); });
    }
    return r;
}

} // namespace cg
