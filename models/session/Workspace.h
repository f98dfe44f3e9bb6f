#pragma once

#include "session/RankingSettings.h"
#include "session/SnapshotLoader.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace cg {

class Catalog;
class RankingSession;

/**
 * What a face of CloudGauge works on, behind every face: the open catalog (a file or a team
 * catalog's postgresql:// URL), the RankingSession that owns the current ranking, the loading of
 * catalog snapshots (SnapshotLoader: on the caller's thread or in the background), the ranking
 * settings the user last chose (RankingSettings) and the scheduling of re-ranks after slider moves.
 * The window, its menus and dialogs, the report and every command of the command line hold a
 * Workspace (the command line a headless one, openForCommand()) and read the same ranking from it.
 *
 * Re-rank scheduling: scheduleWeights() stores the weights and starts a single-shot timer if none
 * is running; the first move after a quiet frame re-ranks as soon as the event loop is free and
 * later ones wait for the frame's end (kFrameMs), so a burst of moves costs at most one ranking per
 * frame. The ranking always uses the newest weights, so its result equals a fresh computation.
 */
class Workspace final : public QObject
{
    Q_OBJECT

public:
    /// At most one slider re-rank per frame of this many ms (60 Hz).
    static constexpr int kFrameMs = 16;

    /// A workspace on `location` (a catalog file or postgresql:// URL); the catalog is not opened yet.
    explicit Workspace(QString location, QObject *parent = nullptr);
    ~Workspace() override;
    Q_DISABLE_COPY_MOVE(Workspace)

    /// Asked before a --catalog file that does not exist is created: receives the path, answers
    /// whether to create it. Empty: create it (with a warning that says so).
    using ConfirmNewCatalog = std::function<bool(const QString &path)>;

    /**
     * The command line's workspace: `explicitLocation` (--catalog), else the user's default
     * catalog. A missing default catalog starts as a copy of the bundled one; a missing --catalog
     * file is created (a copy of the bundled one, with a warning that says so) only when
     * `confirmNew` agrees, else null with an error that says nothing was created. Refused,
     * nothing created: a --catalog in libpq's keyword form (host=… password=…, never echoed) and
     * an existing empty file (never replaced). A damaged default catalog is moved aside and
     * rebuilt; a catalog named with --catalog is reported and left alone. Returns null with
     * `error` when no catalog could be opened; `warnings` receives what was done (created,
     * recovered) and whether the catalog is read-only.
     */
    static std::unique_ptr<Workspace> openForCommand(
        const QString &explicitLocation, QStringList *warnings, QString *error, const ConfirmNewCatalog &confirmNew = {});

    const QString &location() const { return m_location; }
    Catalog &catalog() { return *m_catalog; }
    const Catalog &catalog() const { return *m_catalog; }
    RankingSession &session() { return *m_session; }
    const RankingSession &session() const { return *m_session; }
    SnapshotLoader &loader() { return *m_loader; }

    /// Opens the catalog with SQLite's integrity check; a damaged file is moved aside and rebuilt
    /// from the bundled one when `recoverDamaged` (CatalogFile::openOrRecover). `recovered` says
    /// what was done (empty: nothing). False with `error` when no usable catalog could be opened.
    bool openChecked(bool recoverDamaged, QString *recovered, QString *error);
    /// Opens the catalog without the integrity check, which the first background read then runs
    /// (SnapshotLoader::start with checkIntegrity). False with `error` when it does not open.
    bool openDeferred(QString *error);

    /// Reads the catalog on this thread under the session's scenario (SnapshotLoader::readNow).
    std::optional<LoadedSnapshot> readNow(QString *error) const;
    /// Starts a background read under the session's scenario; the loader's loaded() or failed() tells.
    void readInBackground(bool checkIntegrity);
    /// Hands a loaded snapshot to the session, ranked under `params` (one ranking); returns what
    /// the offers table needs of it (the row index and quote markers; the snapshot itself moved).
    LoadedSnapshot apply(LoadedSnapshot loaded, const RankingParams &params);
    /// Hands the heap freed by a replaced snapshot back to the system (glibc's malloc_trim, on a
    /// worker thread); call it once the views have taken the new snapshot.
    static void releaseFreedMemory();
    /// Headless: reads the catalog now and ranks it under `params`. False with `error` when the
    /// read fails (the session is then unchanged).
    bool load(const RankingParams &params, QString *error);

    /// The weights of the last slider move, ranked at the latest a frame later.
    const Weights &pendingWeights() const { return m_pendingWeights; }
    /// Replaces the pending weights without ranking (a preset or need chose them).
    void setPendingWeights(const Weights &weights) { m_pendingWeights = weights; }
    /// A slider moved: ranks under `weights` within a frame (see the class comment); sliderReranked() follows.
    void scheduleWeights(const Weights &weights);
    /// Runs a pending slider re-rank now (before a report, a scenario change, closing).
    void flushRerank();
    /// Drops a pending slider re-rank (its weights stay pending and go into the next ranking).
    void cancelPendingRerank() { m_rerankTimer.stop(); }
    /// How many rankings the session computed since it was made (coalescing tests).
    int rankCount() const;

signals:
    /// A scheduled slider re-rank ran: the session holds the ranking under pendingWeights().
    void sliderReranked();

private:
    void rerank();

    QString m_location;
    std::unique_ptr<Catalog> m_catalog;
    RankingSession *m_session = nullptr;
    SnapshotLoader *m_loader = nullptr;
    Weights m_pendingWeights;
    QTimer m_rerankTimer; // single shot: the pending slider moves' ranking
    QElapsedTimer m_lastRerank; // since the last slider ranking (invalid before the first)
};

} // namespace cg
