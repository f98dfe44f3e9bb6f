#pragma once

#include "MainDocks.h"
#include "OfferTableView.h"
#include "core/Criteria.h"
#include "importing/ImportController.h"
#include "itemmodels/OfferTableModel.h"
#include "scoring/RankingSession.h"
#include "session/Workspace.h"

#include <QMainWindow>
#include <QTimer>

class QDockWidget;
class QLabel;
class QTableView;
class QToolButton;

namespace cg {

class AssessmentActions;
class DetailsPane;
class FilterBar;
class ImportController;
class LanguageManager;
class MainDocks;
class MainMenus;
class OfferFilterProxyModel;
class PriceScatterView;
class PriceApiScriptDialog;
class PriceUpdateDialog;
class PriceVerifyDialog;
class ProbePanel;
class ProviderRankingModel;
class RecommendationPane;
class WeightsPanel;
class Workspace;
struct LoadedSnapshot;
struct OfferFilter;
struct RankingSettings;

/**
 * The comparison window: the offers table with its filters, the weights panel with live
 * re-ranking, the recommendation and provider ranking, the price-vs-performance and reliability
 * charts, and a detail pane with every field's source and date (MainDocks). It shows a Workspace:
 * the catalog, its ranking session, the snapshot loading and the re-rank scheduling are the
 * workspace's; the window turns the panels' settings into RankingParams, remembers them
 * (RankingSettings) and shows the result. Docks and the table's columns are remembered (QSettings).
 *
 * Recommendation settings of the weights panel (need profile, gates, missing data): each change is
 * one RankingSession::setParams, after which the provider ranking greys the providers a gate
 * excludes and the detail pane says why an offer is not recommended. A slider move is ranked by
 * the workspace within a frame (Workspace::scheduleWeights); the table is updated at once and the
 * charts once the moves pause.
 */
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    /// Asks, before the window opens, whether to create a new catalog at `path` (a --catalog
    /// file that does not exist): true when the user answers Yes. No is the default button.
    static bool askToCreateCatalog(const QString &path);

    /// How the window reads its catalog at start. Now: in the constructor (tests, screenshots).
    /// Background: the window paints at once and reads on a worker thread (where the integrity
    /// check runs too), so a 100k-offer catalog does not hold back the first paint;
    /// catalogReloaded() says when the offers are in. A damaged catalog falls back to the checked
    /// open with its recovery.
    enum class InitialLoad { Now, Background };
    /// What changed in the weights panel's recommendation settings (applyRecommendation).
    enum class RecommendationChange { Policy, Need, Defaults };

    /// A window on a workspace of its own on `catalogPath` (a file that exists, or a team
    /// catalog's URL). `languages` may be null (no language menu), else it must outlive the window.
    explicit MainWindow(
        const QString &catalogPath, LanguageManager *languages = nullptr, QWidget *parent = nullptr, InitialLoad load = InitialLoad::Now);
    ~MainWindow() override;

    /// The workspace the window shows: its catalog, ranking session and loading.
    Workspace &workspace() const { return *m_workspace; }
    /// The language manager given at construction, or null.
    LanguageManager *languages() const { return m_languages; }

    /// Re-reads the catalog into the table and re-ranks (one model reset), on this thread.
    void reload();
    /// The same, with the catalog read on a worker thread (its own connection) so the window
    /// keeps painting during the read; the table, ranking and charts are replaced when it ends
    /// (catalogReloaded). A request while one runs is read again once it ends. Used after imports.
    void reloadInBackground();
    bool isReloading() const { return m_workspace->loader().isRunning(); }
    /// Whether a background read is under way: the catalog (isReloading()) or a chart's history.
    bool isReadingInBackground() const;
    int visibleOfferCount() const { return m_table->model()->rowCount(); }
    /// How many re-ranks ran since the window opened (coalescing test).
    int rerankCount() const { return m_workspace->rankCount(); }
    /// The ranking the window shows (and the report it exports).
    const RankingSession &rankingSession() const { return m_workspace->session(); }
    /// Runs any pending re-rank now.
    void flushRerank() { m_workspace->flushRerank(); }
    /// Re-ranks once under the panel's need and policy (for Need, the profile's weights and
    /// scenario; for Defaults, the balanced weights) and remembers them (RankingSettings).
    void applyRecommendation(RecommendationChange change);
    /// Edit → Reset to defaults: balanced weights and default policy now; the saved layout is not
    /// written again on close, so the next start has the default layout.
    void restoreDefaults();

    WeightsPanel *weightsPanel() const { return m_docks->weights; }
    RecommendationPane *recommendationPane() const { return m_docks->recommendation; }
    /// Tools → Assess provider…, the assessment import/export, and where category scores come from.
    AssessmentActions *assessmentActions() const { return m_assessments; }
    PriceScatterView *scatterView() const { return m_docks->scatter; }
    ProbePanel *probePanel() const { return m_docks->probe; }
    DetailsPane *detailsPane() const { return m_docks->details; }
    FilterBar *filterBar() const { return m_filterBar; }
    ImportController *importController() const { return m_imports; }
    /// The offers table's model (every offer; the view shows it through a filter proxy).
    OfferTableModel *offerModel() const { return m_model; }
    ProviderRankingModel *providerRanking() const { return m_providers; }
    QTableView *offersView() const { return m_table; }
    QTableView *providersView() const { return m_docks->providersView; }
    /// Every dock, in the order of View → Panels.
    QList<QDockWidget *> panelDocks() const { return m_docks->all(); }
    /// Shows and raises the local GPU probe's dock.
    void showProbeDock();
    /// Shows the status bar's "Where are your users?" button while no location is remembered
    /// (UserLocation): the window asks for it once it matters, without blocking; the button opens
    /// Tools → Regions and latency…, where it is set, and disappears once it is.
    void refreshLocationPrompt();
    /// That button (hidden once a location is remembered).
    QToolButton *locationPrompt() const { return m_locationPrompt; }
    /// Imports files on a worker thread with progress; the window stays responsive.
    void importFiles(const QStringList &files) { m_imports->importFiles(files); }
    bool isImporting() const { return m_imports->isImporting(); }
    /// File → Update prices…: shows the (non-modal) price update dialog, created on first use.
    /// Nothing is fetched until the user presses Update there.
    void showPriceUpdate();
    /// The price update dialog, or null before showPriceUpdate().
    PriceUpdateDialog *priceUpdateDialog() const { return m_priceUpdate; }
    /// File → Verify prices of the top list…: the (non-modal) verify dialog over the ranking as it
    /// stands now, created on first use. Nothing is fetched until the user presses Verify there;
    /// a finished check reloads the catalog (its checks are kept, a changed price re-ranks).
    void showPriceVerify();
    /// That dialog, or null before showPriceVerify().
    PriceVerifyDialog *priceVerifyDialog() const { return m_priceVerify; }
    /// File → Get prices from a cloud's price API…: the script dialog for `provider` (alibaba,
    /// tencent, huawei; empty: as last shown), over the offers of the current snapshot. The
    /// answers it is given are imported like File → Import.
    void showPriceApiScript(const QString &provider = {});
    /// That dialog, or null before showPriceApiScript().
    PriceApiScriptDialog *priceApiScriptDialog() const { return m_priceApiScript; }
    /// Shows prices in `currency` (USD, CNY, EUR) or, when empty, as listed; remembered.
    void setDisplayCurrency(const QString &currency);
    /// The display currency (USD, CNY, EUR), empty for "as listed".
    QString displayCurrency() const { return m_displayCurrency; }
    /// Selects an offer in the table (and so the chart and the detail pane); false if not shown.
    bool selectOffer(qint64 offerId) { return m_table->selectOffer(offerId); }
    qint64 selectedOfferId() const { return m_table->selectedOfferId(); }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

signals:
    /// The catalog was read again and everything shows it (after reload() or reloadInBackground()).
    void catalogReloaded();

private:
    void connectPanels();
    /// Shows a loaded snapshot: table, ranking, filters, charts.
    void applyLoaded(LoadedSnapshot loaded);
    void loadFailed(const QString &error);
    void retranslateUi();
    void updateStatus();
    void fitColumns();
    /// Full: every view now (a new snapshot, need or policy). SliderMove: the table now, the
    /// charts once the moves pause, a hidden provider ranking when it is shown.
    enum class RankingUpdate { Full, SliderMove };
    void applyRanking(RankingUpdate update = RankingUpdate::Full);
    void refreshProviderRanking();
    /// Redraws the scatter and the reliability chart if a change left them behind.
    void refreshDeferredViews();
    /// The ranking parameters the panels show (with the pending weights and the model's memory need).
    RankingParams panelParams() const;
    /// The panels' current settings, as RankingSettings saves them.
    RankingSettings currentSettings() const;
    void filterChanged(const OfferFilter &filter);
    void selectionChanged();
    /// Redraws the price chart with its colours in the ranking's provider order (RankingSession::providerOrder).
    void refreshScatter();
    /// Details (and the chart's highlight) for model row `row` of the offers; -1 clears them.
    void showDetails(int row);
    void openCatalogChecked(); // the checked open, with recovery and its messages
    void finishInitialLoad();

    Workspace *m_workspace = nullptr;
    LanguageManager *m_languages = nullptr;
    OfferTableModel *m_model = nullptr;
    OfferFilterProxyModel *m_proxy = nullptr;
    ProviderRankingModel *m_providers = nullptr;
    OfferTableView *m_table = nullptr;
    FilterBar *m_filterBar = nullptr;
    MainDocks *m_docks = nullptr;
    class StatusLine *m_statusLine = nullptr;
    MainMenus *m_menus = nullptr;
    QToolButton *m_locationPrompt = nullptr;
    AssessmentActions *m_assessments = nullptr;
    ImportController *m_imports = nullptr;
    PriceUpdateDialog *m_priceUpdate = nullptr;
    PriceVerifyDialog *m_priceVerify = nullptr;
    PriceApiScriptDialog *m_priceApiScript = nullptr;

    QTimer m_deferredViews; // single shot: refreshDeferredViews() after a pause
    bool m_scatterDirty = false, m_reliabilityDirty = false, m_providersDirty = false;
    bool m_resetting = false; // after Reset to defaults the layout is not saved on close
    bool m_defaultLayoutPending = false; // no saved dock arrangement: size the docks on first show
    bool m_initialLoadPending = false; // InitialLoad::Background: the first read has not arrived
    int m_providerCount = 0;
    QString m_displayCurrency;
};

} // namespace cg
