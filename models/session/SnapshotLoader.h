#pragma once

#include "itemmodels/OfferTableModel.h"
#include "scoring/RankingSession.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QString>

#include <optional>

namespace cg {

class Catalog;

/// A catalog read and prepared for a workspace: the ranking's snapshot with its criterion table
/// and groups, the offers table's search index, and the quote markers of the received quotes.
struct LoadedSnapshot
{
    PreparedSnapshot prepared;
    OfferTableModel::RowIndex index; ///< OfferTableModel::rowIndex of prepared.snapshot.offers
    /// quoteKey (CatalogQuotes.h) → marker text (rfq::quoteMarkers); empty when no quote was received.
    QHash<QString, QString> quoteMarkers;
    /// Why the received quotes could not be read (the markers are then empty); empty when they were.
    QString quoteError;
};

/**
 * Reads a catalog into a LoadedSnapshot, either now on the caller's connection (readNow) or on
 * worker threads with connections of their own (start), so that a window keeps painting while a
 * 100k-offer catalog is read.
 *
 * The background read (one connection per thread: a Catalog lives and dies in its worker):
 *  - the offers come from the OfferCache copy of this state of the file when there is one, else
 *    from the catalog; the copy is written (or marked checked) afterwards, on a pool thread;
 *  - with `checkIntegrity`, SQLite's quick_check (O(file size)) runs beside the read on a third
 *    connection, unless the copy says this state already passed; the result is used only if the
 *    check passes;
 *  - the offers table's row index is built beside the criterion table (two cores).
 * A start() while a read runs is remembered: that read's result is dropped and the catalog is
 * read once more when it ends, so the last result always shows the newest state.
 */
class SnapshotLoader final : public QObject
{
    Q_OBJECT

public:
    /// `location`: the catalog file or postgresql:// URL the workers open.
    explicit SnapshotLoader(QString location, QObject *parent = nullptr);
    ~SnapshotLoader() override;
    Q_DISABLE_COPY_MOVE(SnapshotLoader)

    /// Starts a background read prepared under `scenario` (a CostScenario preset name); emits
    /// loaded() or failed() when it ends.
    void start(const QString &scenario, bool checkIntegrity);
    bool isRunning() const { return m_watcher.isRunning(); }
    /// Blocks until a running read ends (its signal is still delivered by the event loop).
    void waitForFinished() { m_watcher.waitForFinished(); }
    /// The result of the read that emitted loaded(), moved out (once).
    LoadedSnapshot takeResult();

    /// Reads `catalog` on the calling thread, prepared under `scenario`. Empty with `error` set
    /// when the read fails.
    static std::optional<LoadedSnapshot> readNow(const Catalog &catalog, const QString &scenario, QString *error);

signals:
    /// A background read ended with a snapshot: takeResult() has it.
    void loaded();
    /// A background read (or its integrity check) failed; `error` says why.
    void failed(const QString &error);

private:
    struct Read
    {
        std::optional<LoadedSnapshot> loaded;
        QString error;
    };
    static Read readInWorker(const QString &location, const QString &scenario, bool checkIntegrity);
    void finished();

    QString m_location;
    QFutureWatcher<Read> m_watcher;
    std::optional<LoadedSnapshot> m_result;
    bool m_again = false; // a start() arrived while reading
    QString m_againScenario;
    bool m_againCheck = false;
};

} // namespace cg
