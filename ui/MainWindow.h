#pragma once

#include "core/Criteria.h"
#include "catalog/OfferTableModel.h"
#include "core/FxRates.h"
#include "scoring/RankingSession.h"

#include <QMainWindow>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>

#include <memory>

class QDockWidget;
class QLabel;
class QTableView;

namespace cg {

class ProbePanel;

class AssessmentActions;
class Catalog;
class DetailsPane;
class ImportController;
class PriceUpdateDialog;
class FilterBar;
class LanguageManager;
class MainMenus;
class OfferFilterProxyModel;
class PriceScatterView;
class ProviderRankingModel;
class ProviderTrendView;
class ReliabilityChartView;
class WeightsPanel;
struct OfferFilter;

/**
 * The comparison workspace (DESIGN.md sections 5, 6): the offers table with its filters, the
 * weights panel with live re-ranking, the provider ranking, the price-vs-performance and
 * reliability charts, and a detail pane with every field's source and date. Docks and the
 * table's columns are remembered (QSettings), as are the weights.
 *
 * The true-cost scenario (weights panel) is remembered too; changing it recomputes the true-cost
 * column once. So are the recommendation settings of the weights panel (need profile, gates,
 * missing data): each change is one RankingSession::setParams, after which the provider ranking
 * greys the providers a gate excludes and the detail pane says why an offer is not recommended.
 * Tools: the workload estimator (cheapest to finish) and the reserved-term break-even of the
 * selected offer (also on the offer table's context menu).
 *
 * Re-ranking: each slider move stores the weights and starts a 16 ms single-shot timer if none is
 * running, so a burst of moves costs at most one recompute per frame; the recompute always uses
 * the latest weights, so its result equals a fresh computation.
 */
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    /// How the window reads its catalog at start. Now: in the constructor (tests, screenshots).
    /// Background: the window paints at once and reads on a worker thread (reloadInBackground,
    /// where the integrity check runs too), so a 100k-offer catalog does not hold back the
    /// first paint; catalogReloaded() says when the offers are in. A damaged catalog falls back
    /// to the checked open with its recovery.
    enum class InitialLoad { Now, Background };
    /// `catalogPath` must exist and open; the window keeps its own connection for reads.
    /// `languages` may be null (no language menu), else it must outlive the window.
    explicit MainWindow(const QString &catalogPath, LanguageManager *languages = nullptr, QWidget *parent = nullptr,
        InitialLoad load = InitialLoad::Now);
    ~MainWindow() override;

    /// Re-reads the catalog into the table and re-ranks (one model reset), on this thread.
    void reload();
    /// The same, with the catalog read on a worker thread (its own connection) so the window
    /// keeps painting during the read; the table, ranking and charts are replaced when it ends
    /// (catalogReloaded). A request while one runs is read again once it ends. Used after imports.
    void reloadInBackground();
    bool isReloading() const { return m_snapshotRead.isRunning(); }
    /// Whether a background read is under way: the catalog (isReloading()) or a chart's history.
    bool isReadingInBackground() const;
    int visibleOfferCount() const;
    /// How many re-ranks ran since the window opened (coalescing test).
    int rerankCount() const;
    /// The ranking the window shows (and the report it exports).
    const RankingSession &rankingSession() const { return *m_session; }
    /// Runs any pending re-rank now.
    void flushRerank();
    WeightsPanel *weightsPanel() const { return m_weights; }
    class RecommendationPane *recommendationPane() const { return m_recommendation; }
    /// Tools → Assess provider…, the assessment import/export, and where category scores come from.
    AssessmentActions *assessmentActions() const { return m_assessments; }
    PriceScatterView *scatterView() const { return m_scatter; }
    ProbePanel *probePanel() const { return m_probePanel; }
    QTableView *offersView() const { return m_table; }
    QTableView *providersView() const { return m_providersView; }
    /// Imports files on a worker thread with progress; the window stays responsive.
    void importFiles(const QStringList &files);
    bool isImporting() const;
    /// File → Update prices…: shows the (non-modal) price update dialog, created on first use.
    /// Nothing is fetched until the user presses Update there.
    void showPriceUpdate();
    /// The price update dialog, or null before showPriceUpdate().
    PriceUpdateDialog *priceUpdateDialog() const { return m_priceUpdate; }
    /// Shows prices in `currency` (USD, CNY, EUR) or, when empty, as listed; remembered.
    void setDisplayCurrency(const QString &currency);
    /// Selects an offer in the table (and so the chart and the detail pane); false if not shown.
    bool selectOffer(qint64 offerId);
    qint64 selectedOfferId() const;

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

signals:
    /// The catalog was read again and everything shows it (after reload() or reloadInBackground()).
    void catalogReloaded();

private:
    /// Shows a read snapshot: table, ranking, filters, charts.
    void applySnapshot(CatalogSnapshot snapshot);
    /// The same with the table, groups and row index built beforehand (on the reading worker).
    void applyPrepared(PreparedSnapshot prepared, OfferTableModel::RowIndex index);

private:
    friend class MainMenus; // the menus' actions work on the window's state
    friend class TeamCatalogActions; // opens team catalogs, reopens the connection after a loss

    void createDocks();
    void retranslateUi();
    void updateStatus();
    void fitColumns();
    void scheduleRerank(const Weights &weights);
    void rerank();
    /// Full: every view now (a new snapshot, need or policy). SliderMove: the table now, the
    /// charts once the moves pause, a hidden provider ranking when it is shown.
    enum class RankingUpdate { Full, SliderMove };
    void applyRanking(RankingUpdate update = RankingUpdate::Full);
    void refreshProviderRanking();
    /// Redraws the scatter and the reliability chart if a change left them behind.
    void refreshDeferredViews();
    /// What changed in the weights panel's recommendation settings.
    enum class RecommendationChange { Policy, Need, Defaults };
    /// Re-ranks once under the panel's need, policy (and, for Need, the profile's weights and
    /// scenario; for Defaults, the balanced weights) and remembers them.
    void applyRecommendation(RecommendationChange change);
    /// The ranking parameters the weights panel shows (with the pending weights).
    RankingParams panelParams() const;
    /// `p` with the workload estimator's model memory need (WeightsPanel::modelMemoryNeed) added
    /// to its constraints: the larger of the two memory bounds.
    RankingParams withModelNeed(RankingParams p) const;
    /// The need's name as the provider ranking and details show it, with the model's need.
    QString needDisplayName() const;
    void restoreRecommendation();
    void saveRecommendation();
    void filterChanged(const OfferFilter &filter);
    void selectionChanged();

    QString m_catalogPath;
    std::unique_ptr<Catalog> m_catalog;
    LanguageManager *m_languages = nullptr;
    OfferTableModel *m_model = nullptr;
    OfferFilterProxyModel *m_proxy = nullptr;
    ProviderRankingModel *m_providers = nullptr;
    QTableView *m_table = nullptr;
    QTableView *m_providersView = nullptr;
    ProviderTrendView *m_providerTrend = nullptr; // under the provider ranking
    FilterBar *m_filterBar = nullptr;
    WeightsPanel *m_weights = nullptr;
    PriceScatterView *m_scatter = nullptr;
    ReliabilityChartView *m_reliability = nullptr;
    DetailsPane *m_details = nullptr;
    ProbePanel *m_probePanel = nullptr;
    QDockWidget *m_weightsDock = nullptr, *m_providersDock = nullptr, *m_detailsDock = nullptr, *m_scatterDock = nullptr,
                *m_reliabilityDock = nullptr, *m_stabilityDock = nullptr, *m_probeDock = nullptr, *m_recommendationDock = nullptr;
    class RecommendationPane *m_recommendation = nullptr;
    QLabel *m_status = nullptr;
    MainMenus *m_menus = nullptr;
    AssessmentActions *m_assessments = nullptr;
    ImportController *m_imports = nullptr;
    PriceUpdateDialog *m_priceUpdate = nullptr;

    RankingSession *m_session = nullptr;
    Weights m_pendingWeights;
    QTimer m_rerankTimer; // single shot: the pending slider moves' re-rank
    QTimer m_deferredViews; // single shot: refreshDeferredViews() after a pause
    QLabel *m_fxWarning = nullptr; // status bar: exchange rates older than 90 days
    bool m_scatterDirty = false, m_reliabilityDirty = false, m_providersDirty = false;
    QElapsedTimer m_lastRerank; // since the last slider re-rank (invalid before the first)
    bool m_resetting = false;
    bool m_defaultLayoutPending = false; // no saved dock arrangement: size the docks on first show
    struct SnapshotRead
    {
        std::optional<PreparedSnapshot> prepared; // read and prepared on the worker
        OfferTableModel::RowIndex index;
        QString error;
    };
    QFutureWatcher<SnapshotRead> m_snapshotRead;
    bool m_reloadAgain = false; // a reload was asked for while one was reading
    bool m_initialLoadPending = false; // InitialLoad::Background: the first read has not arrived
    void openCatalogChecked(); // the checked open, with recovery and its messages
    void finishInitialLoad();
    int m_providerCount = 0;
};

} // namespace cg
