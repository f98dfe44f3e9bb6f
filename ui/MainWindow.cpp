#include "MainWindow.h"
#include "ProbePanel.h"

#include "DetailsPane.h"
#include "FilterBar.h"
#include "MainMenus.h"
#include "RecommendationPane.h"
#include "StabilityPane.h"
#include "WeightsPanel.h"
#include "assess/AssessmentActions.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogFile.h"
#include "catalog/OfferCache.h"
#include "catalog/OfferFilterProxyModel.h"
#include "catalog/CatalogQuotes.h"
#include "catalog/OfferTableModel.h"
#include "charts/PriceScatterView.h"
#include "charts/ProviderTrendView.h"
#include "charts/ReliabilityChartView.h"
#include "import/ImportController.h"
#include "update/PriceUpdateDialog.h"
#include "scoring/ProviderRankingModel.h"
#include "rfq/QuoteComparison.h"
#include "scoring/Ranker.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QtConcurrent/QtConcurrentRun>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

#include <future>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace cg {

namespace {
constexpr int kFrameMs = 16; // one re-rank per frame at most
constexpr int kDeferredViewsMs = 120; // charts redraw this long after the last slider move or keystroke
}

MainWindow::MainWindow(const QString &catalogPath, LanguageManager *languages, QWidget *parent, InitialLoad load)
    : QMainWindow(parent)
    , m_catalogPath(catalogPath)
    , m_catalog(std::make_unique<Catalog>(catalogPath))
    , m_languages(languages)
{
    setObjectName(QStringLiteral("MainWindow"));
    setDockNestingEnabled(true);

    m_session = new RankingSession(this);
    m_model = new OfferTableModel(this);
    m_proxy = new OfferFilterProxyModel(this);
    m_proxy->setOfferModel(m_model);
    m_providers = new ProviderRankingModel(this);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_filterBar = new FilterBar(central);
    connect(m_filterBar, &FilterBar::filterChanged, this, &MainWindow::filterChanged);
    m_table = new QTableView(central);
    m_table->setObjectName(QStringLiteral("offersTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // fitColumns() measures the visible rows and 200 others per column: Qt's default of 1000
    // others took 0.11-0.13 s of the start at 100k offers (20 columns), and the widths are
    // clamped to 10-34 characters anyway.
    m_table->horizontalHeader()->setResizeContentsPrecision(200);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setMinimumHeight(2 * m_table->fontMetrics().height() + 10); // two-line headers
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setWordWrap(false);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::selectionChanged);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_table, 1);
    setCentralWidget(central);

    m_assessments = new AssessmentActions(this, *m_catalog);
    m_imports = new ImportController(this, catalogPath);
    m_status = new QLabel(this);
    statusBar()->addPermanentWidget(m_status, 1);
    m_fxWarning = new QLabel(this);
    m_fxWarning->setObjectName(QStringLiteral("fxWarning"));
    m_fxWarning->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
    m_fxWarning->hide();
    statusBar()->addPermanentWidget(m_fxWarning);
    createDocks();
    m_assessments->setCurrentProvider([this] {
        const qint64 id = selectedOfferId();
        return id ? m_model->offer(m_model->rowOfOffer(id)).providerKey : QString();
    });
    connect(m_imports, &ImportController::catalogChanged, this, &MainWindow::reloadInBackground);
    connect(&m_snapshotRead, &QFutureWatcher<SnapshotRead>::finished, this, [this] {
        SnapshotRead r = m_snapshotRead.result();
        if (m_reloadAgain) { // the catalog changed again while it was read
            m_reloadAgain = false;
            reloadInBackground();
            return;
        }
        if (!r.prepared && m_initialLoadPending) {
            // The deferred integrity check (or the read) failed: the checked open says why and
            // offers its recovery, then the catalog is read here.
            m_catalog->close();
            openCatalogChecked();
            reload();
            finishInitialLoad();
            return;
        }
        if (!r.prepared) {
            QMessageBox::warning(this, tr("Catalog"), tr("The catalog could not be read:\n%1").arg(r.error));
            return;
        }
        applyPrepared(std::move(*r.prepared), std::move(r.index));
        if (m_initialLoadPending)
            finishInitialLoad();
    });
    connect(m_assessments, &AssessmentActions::changed, this, &MainWindow::reload);
    m_menus = new MainMenus(this);
    m_rerankTimer.setSingleShot(true);
    connect(&m_rerankTimer, &QTimer::timeout, this, &MainWindow::rerank);
    m_deferredViews.setSingleShot(true);
    m_deferredViews.setInterval(kDeferredViewsMs);
    connect(&m_deferredViews, &QTimer::timeout, this, &MainWindow::refreshDeferredViews);

    QSettings settings;
    QString error;
    const auto savedWeights = Weights::fromJson(settings.value(QStringLiteral("scoring/weights")).toByteArray(), &error);
    m_pendingWeights = savedWeights.value_or(Weights());
    m_weights->setWeights(m_pendingWeights);
    m_weights->setScenario(settings.value(QStringLiteral("scoring/scenario"), QStringLiteral("pretraining")).toString());
    restoreRecommendation();

    if (load == InitialLoad::Background && m_catalog->open(&error, Catalog::IntegrityCheck::Deferred)) {
        m_initialLoadPending = true;
        statusBar()->showMessage(tr("Reading the catalog…"));
        reloadInBackground(); // checks the file's integrity on its own connection
    } else {
        m_catalog->close();
        openCatalogChecked();
    }
    if (!m_imports->lockForWriting())
        m_assessments->setReadOnlyReason(m_imports->readOnlyReason()); // another window writes this catalog
    if (!m_initialLoadPending)
        reload();
    m_probePanel->setCatalog(m_catalog.get(), m_imports->hasWriteLock() && !m_catalog->isReadOnly());
    m_table->sortByColumn(OfferTableModel::ScoreColumn, Qt::DescendingOrder);
    retranslateUi();
    fitColumns();

    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
        resize(1600, 1000);
    m_defaultLayoutPending = !restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("mainWindow/offerColumns")).toByteArray());
}

MainWindow::~MainWindow()
{
    // A running import is waited for by its controller; a background read holds only its own
    // connection and a copy of the path, so it is waited for here, before the watcher goes.
    m_snapshotRead.waitForFinished();
}

void MainWindow::createDocks()
{
    auto dock = [this](QDockWidget **slot, const char *name, QWidget *content, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(content);
        addDockWidget(area, d);
        *slot = d;
    };
    m_weights = new WeightsPanel;
    auto *weightsScroll = new QScrollArea;
    weightsScroll->setWidget(m_weights);
    weightsScroll->setWidgetResizable(true);
    // Wide enough for the panel's own minimum (its boxes elide), plus the vertical scroll bar.
    weightsScroll->setMinimumWidth(m_weights->minimumSizeHint().width() + weightsScroll->verticalScrollBar()->sizeHint().width() + 4);
    weightsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_weights, &WeightsPanel::weightsChanged, this, &MainWindow::scheduleRerank);
    connect(m_weights, &WeightsPanel::scenarioChanged, this, [this](const QString &name) {
        QSettings().setValue(QStringLiteral("scoring/scenario"), name);
        flushRerank();
        m_session->setScenario(name); // one true-cost pass per change, off the slider path
        applyRanking();
        m_scatter->refresh();
    });
    connect(m_weights, &WeightsPanel::needChosen, this, [this] { applyRecommendation(RecommendationChange::Need); });
    connect(m_weights, &WeightsPanel::policyChanged, this, [this] { applyRecommendation(RecommendationChange::Policy); });
    connect(m_weights, &WeightsPanel::defaultsRestored, this, [this] { applyRecommendation(RecommendationChange::Defaults); });
    dock(&m_weightsDock, "weightsDock", weightsScroll, Qt::LeftDockWidgetArea);

    m_providersView = new QTableView;
    m_providersView->setObjectName(QStringLiteral("providersTable"));
    m_providersView->setModel(m_providers);
    m_providersView->verticalHeader()->hide();
    m_providersView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_providersView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_providersView->horizontalHeader()->setStretchLastSection(true);
    m_providersView->verticalHeader()->setDefaultSectionSize(m_providersView->fontMetrics().height() + 8);
    m_providersView->setMinimumWidth(36 * m_providersView->fontMetrics().averageCharWidth());
    connect(m_providersView, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (!selectOffer(m_providers->bestOfferId(index.row())))
            statusBar()->showMessage(tr("That offer is hidden by the current filters."), 4000);
    });
    // Under the ranking: the chosen provider's price trend per GPU model (the first row's by default).
    m_providerTrend = new ProviderTrendView;
    m_providerTrend->setCatalog(m_catalog.get());
    auto *providersSplit = new QSplitter(Qt::Vertical);
    providersSplit->addWidget(m_providersView);
    providersSplit->addWidget(m_providerTrend);
    providersSplit->setStretchFactor(0, 3);
    providersSplit->setStretchFactor(1, 2);
    connect(m_providersView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            m_providerTrend->showProvider(m_providers->providerKey(current.row()),
                m_providers->index(current.row(), ProviderRankingModel::ProviderColumn).data().toString());
    });
    connect(this, &MainWindow::catalogReloaded, m_providerTrend, [this] {
        const QModelIndex current = m_providersView->currentIndex();
        const int row = current.isValid() ? current.row() : 0;
        if (row < m_providers->rowCount())
            m_providerTrend->showProvider(m_providers->providerKey(row),
                m_providers->index(row, ProviderRankingModel::ProviderColumn).data().toString());
    });
    dock(&m_providersDock, "providersDock", providersSplit, Qt::RightDockWidgetArea);
    connect(m_providersDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_providersDirty)
            refreshProviderRanking(); // its tab was raised after slider moves
    });

    m_recommendation = new RecommendationPane(*m_session); // refreshes itself while shown
    connect(m_recommendation, &RecommendationPane::expandToggled, this, [this](bool expand) {
        RankingParams p = m_session->params();
        p.expand = expand;
        m_session->setParams(p); // regroups only: the scores stay
        QSettings().setValue(QStringLiteral("scoring/expand"), expand);
    });
    connect(m_recommendation, &RecommendationPane::showAllOf, this, [this](qint64 id, const QString &provider, const QString &gpuKey) {
        m_filterBar->showProviderGpu(provider, gpuKey);
        if (!selectOffer(id))
            statusBar()->showMessage(tr("That offer is hidden by the current filters."), 4000);
    });
    dock(&m_recommendationDock, "recommendationDock", m_recommendation, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_recommendationDock, m_providersDock);
    m_details = new DetailsPane(*m_session, *m_assessments);
    m_details->setCatalog(m_catalog.get());
    dock(&m_detailsDock, "detailsDock", m_details, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_providersDock, m_detailsDock);
    m_recommendationDock->raise();

    m_scatter = new PriceScatterView;
    m_scatter->setSource(m_model, m_proxy, &m_session->table().usdPerGpuHourColumn(), &m_session->table().trueCostColumn());
    connect(m_scatter, &PriceScatterView::offerActivated, this, [this](qint64 id) { selectOffer(id); });
    dock(&m_scatterDock, "scatterDock", m_scatter, Qt::BottomDockWidgetArea);
    m_reliability = new ReliabilityChartView;
    dock(&m_reliabilityDock, "reliabilityDock", m_reliability, Qt::BottomDockWidgetArea);
    splitDockWidget(m_scatterDock, m_reliabilityDock, Qt::Horizontal);
    m_probePanel = new ProbePanel;
    connect(m_probePanel, &ProbePanel::runFinished, this, [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    dock(&m_probeDock, "probeDock", m_probePanel, Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_reliabilityDock, m_probeDock);
    // Rank stability sits with the charts: four tabs on the right were elided ("Recommen…",
    // "De…") at the width a 1366 px screen leaves them.
    dock(&m_stabilityDock, "stabilityDock", new StabilityPane(*m_session), Qt::BottomDockWidgetArea); // refreshes itself while shown
    tabifyDockWidget(m_probeDock, m_stabilityDock);
    m_reliabilityDock->raise();
    resizeDocks({ m_scatterDock }, { 420 }, Qt::Vertical);
    resizeDocks({ m_reliabilityDock }, { 560 }, Qt::Horizontal);
    resizeDocks({ m_providersDock }, { 430 }, Qt::Horizontal);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("CloudGauge"));
    m_menus->retranslate();
    m_imports->retranslate();
    m_assessments->retranslate();
    m_weightsDock->setWindowTitle(tr("Weights"));
    m_providersDock->setWindowTitle(tr("Provider ranking"));
    m_recommendationDock->setWindowTitle(tr("Recommendation"));
    m_detailsDock->setWindowTitle(tr("Details"));
    m_scatterDock->setWindowTitle(tr("Price vs performance"));
    m_reliabilityDock->setWindowTitle(tr("Reliability"));
    m_stabilityDock->setWindowTitle(tr("Rank stability"));
    m_probeDock->setWindowTitle(tr("Local GPU probe"));
    m_model->retranslate();
    m_providers->retranslate();
    m_providerTrend->retranslate();
    m_filterBar->setChoices(*m_model);
    selectionChanged();
    updateStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The details name the scenario and need as the weights panel shows them: render them
        // again once the panel (a child, retranslated after this) has its new texts.
        QMetaObject::invokeMethod(this, &MainWindow::selectionChanged, Qt::QueuedConnection);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::fitColumns()
{
    // Fit each column to its cells (headers wrap), within 10 to 22 characters; GPU and instance
    // names get up to 34 so that similar names stay distinguishable (the full text is the tooltip).
    const int charWidth = m_table->fontMetrics().averageCharWidth();
    for (int c = 0; c < OfferTableModel::ColumnCount; ++c) {
        m_table->resizeColumnToContents(c);
        const bool name = c == OfferTableModel::GpuColumn || c == OfferTableModel::InstanceColumn;
        m_table->setColumnWidth(c, std::clamp(m_table->columnWidth(c), 10 * charWidth, (name ? 34 : 22) * charWidth));
    }
    m_providersView->resizeColumnsToContents();
}

void MainWindow::openCatalogChecked()
{
    QString recovered, error;
    if (!CatalogFile::openOrRecover(*m_catalog, true, &recovered, &error))
        QMessageBox::critical(this, tr("Catalog"), tr("The catalog could not be opened:\n%1").arg(error));
    else if (!recovered.isEmpty())
        QMessageBox::warning(this, tr("Catalog"), recovered);
}

void MainWindow::finishInitialLoad()
{
    m_initialLoadPending = false;
    statusBar()->clearMessage();
    fitColumns(); // the columns were fitted to the headers alone
    updateStatus();
}

void MainWindow::reload()
{
    if (!m_catalog->isOpen())
        return;
    QString error;
    auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    if (!snapshot) {
        QMessageBox::warning(this, tr("Catalog"), tr("The catalog could not be read:\n%1").arg(error));
        return;
    }
    applySnapshot(std::move(*snapshot));
}

void MainWindow::reloadInBackground()
{
    if (m_snapshotRead.isRunning()) {
        m_reloadAgain = true;
        return;
    }
    const QString path = m_catalogPath;
    const QString scenario = m_weights->scenario(); // a change before the read ends is one true-cost pass
    // The first read checks the file's integrity (the window opened it unchecked); a read after
    // the window's own import does not.
    const bool checkIntegrity = m_initialLoadPending;
    m_snapshotRead.setFuture(QtConcurrent::run([path, scenario, checkIntegrity] {
        // One connection per thread (field report QT-01): this one lives and dies in the worker.
        // Everything O(n) that does not depend on the weights is built here too: the criterion
        // table, the group ids and the offers table's search texts.
        SnapshotRead r;
        Catalog catalog(path);
        if (!catalog.open(&r.error, Catalog::IntegrityCheck::Deferred))
            return r;
        // The offers as the window last read this state of the file (OfferCache), if it did.
        const QString key = OfferCache::keyOf(path, catalog.schemaVersion());
        std::optional<OfferCache::Copy> copy = OfferCache::read(path, key);
        // SQLite's quick_check (O(file size), about as long as the read) runs beside the read, on
        // a thread and connection of its own; the snapshot is used only if the check passes. A
        // file unchanged since it last passed (its copy says so) is not checked again.
        const bool check = checkIntegrity && !(copy && copy->integrityChecked);
        std::future<QString> integrity;
        if (check)
            integrity = std::async(std::launch::async, [path] {
                Catalog checked(path);
                QString error;
                return checked.open(&error) ? QString() : error;
            });
        const bool fromCopy = copy.has_value();
        std::optional<CatalogSnapshot> snapshot
            = CatalogSnapshot::read(catalog, &r.error, copy ? std::optional(std::move(copy->offers)) : std::nullopt);
        if (snapshot) {
            // The table's search texts and id index beside the scoring table (two cores): the
            // thread holds a shared copy of the offers, read-only, so nothing is copied.
            std::future<OfferTableModel::RowIndex> index = std::async(std::launch::async,
                [offers = snapshot->offers] { return OfferTableModel::rowIndex(offers); });
            r.prepared = RankingSession::prepare(std::move(*snapshot), scenario);
            r.index = index.get();
        }
        if (integrity.valid()) {
            if (const QString failed = integrity.get(); !failed.isEmpty()) {
                r.prepared.reset();
                r.error = failed;
                return r;
            }
        }
        if (r.prepared && (!fromCopy || check)) {
            // Written (or marked checked) after the window has the snapshot, on a pool thread,
            // from a shared copy.
            (void)QtConcurrent::run([path, key, offers = r.prepared->snapshot.offers, check] {
                OfferCache::write(path, key, offers, check); // a copy that cannot be written is only slower next time
            });
        }
        return r;
    }));
}

void MainWindow::applySnapshot(CatalogSnapshot snapshot)
{
    OfferTableModel::RowIndex index = OfferTableModel::rowIndex(snapshot.offers);
    applyPrepared(RankingSession::prepare(std::move(snapshot), m_weights->scenario()), std::move(index));
}

void MainWindow::applyPrepared(PreparedSnapshot prepared, OfferTableModel::RowIndex index)
{
    m_model->setOffers(prepared.snapshot.offers, prepared.snapshot.ratings, std::move(index));
    {
        // The quote badges: matched to rows once here, never per paint.
        QString quoteError;
        const QList<QuoteRecord> quotes = RfqStore::quotes(*m_catalog, {}, &quoteError);
        m_model->setQuoteMarkers(quotes.isEmpty() ? QHash<QString, QString>()
                                                  : rfq::quoteMarkers(rfq::compareQuotes(quotes, prepared.snapshot.offers,
                                                        m_catalog->gpuIdentity(), prepared.snapshot.fx, QDate::currentDate())));
    }
    m_providerCount = prepared.groups.providerCount; // providers with at least one offer
    m_rerankTimer.stop();
    m_session->setSnapshot(std::move(prepared), panelParams()); // built on the worker: one ranking here
    QStringList providerKeys = m_session->providerNames(false).keys();
    providerKeys.sort();
    m_imports->setProviderKeys(providerKeys); // offered when an imported file does not name its provider
    setDisplayCurrency(QSettings().value(QStringLiteral("ui/currency")).toString());
    m_filterBar->setChoices(*m_model);
    m_assessments->refresh();
    m_providers->setAssessedCounts(m_assessments->assessedCounts());
    applyRanking();
    m_scatter->refresh();
    m_scatter->highlightOffer(selectedOfferId());
#ifdef __GLIBC__
    // The previous snapshot and the read's temporaries are freed by now: hand the free heap back
    // to the system (glibc keeps it otherwise: a re-import left the window 100-200 MB larger), on
    // a worker, since walking a large heap takes a while.
    (void)QtConcurrent::run([] { malloc_trim(0); });
#endif
    emit catalogReloaded();
}

void MainWindow::setDisplayCurrency(const QString &currency)
{
    static const QStringList known = { QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR") };
    const QString code = known.contains(currency) ? currency : QString();
    m_model->setDisplayCurrency(code, m_session->snapshot().fx);
    m_details->setDisplayCurrency(code);
    m_providerTrend->setDisplayCurrency(code);
    m_menus->setCurrency(code);
    QSettings().setValue(QStringLiteral("ui/currency"), code);
}

void MainWindow::scheduleRerank(const Weights &weights)
{
    m_pendingWeights = weights;
    if (m_rerankTimer.isActive())
        return; // this frame's re-rank will read the newest weights
    // Leading edge: the first move after a quiet frame re-ranks as soon as the event loop is free
    // (a burst of moves in one turn is still one re-rank); later moves wait for the frame's end.
    const qint64 sinceLast = m_lastRerank.isValid() ? m_lastRerank.elapsed() : kFrameMs;
    m_rerankTimer.start(int(std::max<qint64>(0, kFrameMs - sinceLast)));
}

void MainWindow::flushRerank()
{
    if (m_rerankTimer.isActive()) {
        m_rerankTimer.stop();
        rerank();
    }
}

void MainWindow::rerank()
{
    m_lastRerank.start();
    m_session->setWeights(m_pendingWeights);
    applyRanking(RankingUpdate::SliderMove);
}

int MainWindow::rerankCount() const
{
    return m_session->rankCount();
}

QString MainWindow::needDisplayName() const
{
    const bool need = !m_session->params().need.isEmpty();
    const QString model = m_weights->modelMemoryText();
    if (model.isEmpty())
        return need ? m_weights->needBox()->currentText() : QString();
    return need ? tr("%1, for the model (%2)").arg(m_weights->needBox()->currentText(), model) : tr("the model (%1)").arg(model);
}

RankingParams MainWindow::panelParams() const
{
    RankingParams p = m_session->params();
    p.weights = m_pendingWeights;
    p.scenario = m_weights->scenario();
    p.policy = m_weights->policy();
    const auto profile = m_weights->needProfile();
    p.need = profile ? profile->key : QString();
    p.constraints = profile ? profile->constraints : NeedConstraints();
    p.expand = m_recommendation->expandBox()->isChecked();
    return withModelNeed(p);
}

RankingParams MainWindow::withModelNeed(RankingParams p) const
{
    if (const auto gb = m_weights->modelMemoryNeed()) // the workload estimator's model, on top of the need
        p.constraints.minMemoryGbPerGpu = std::max(p.constraints.minMemoryGbPerGpu.value_or(0), *gb);
    return p;
}

void MainWindow::applyRecommendation(RecommendationChange change)
{
    m_rerankTimer.stop(); // pending slider moves go into this one ranking
    if (change == RecommendationChange::Defaults)
        m_pendingWeights = Weights();
    RankingParams p = panelParams();
    if (const auto profile = m_weights->needProfile(); profile && change == RecommendationChange::Need)
        p = withModelNeed(RankingSession::paramsForNeed(*profile, p)); // the profile's own weights, unrounded
    m_pendingWeights = p.weights;
    const bool scenarioChanged = p.scenario != m_session->params().scenario;
    m_session->setParams(p);
    saveRecommendation();
    applyRanking();
    if (scenarioChanged)
        m_scatter->refresh();
}

void MainWindow::restoreRecommendation()
{
    QSettings settings;
    m_weights->setNeedProfiles(NeedProfileStore().load());
    m_weights->setNeed(settings.value(QStringLiteral("scoring/need")).toString());
    m_recommendation->setExpand(settings.value(QStringLiteral("scoring/expand"), false).toBool());
    bool modelOk = false;
    const double modelGb = settings.value(QStringLiteral("scoring/modelMemoryGb")).toDouble(&modelOk);
    m_weights->setModelMemoryNeed(modelOk && modelGb > 0 ? std::optional<double>(modelGb) : std::nullopt,
        settings.value(QStringLiteral("scoring/modelMemoryText")).toString());
    RankingPolicy policy;
    if (settings.value(QStringLiteral("scoring/missingData")).toString() == QLatin1String("renormalise"))
        policy.missing = RankingPolicy::MissingData::Renormalise;
    bool ok = false;
    const double prior = settings.value(QStringLiteral("scoring/priorPoints")).toDouble(&ok);
    if (ok && prior >= 0 && prior <= 100)
        policy.priorPoints = prior;
    const std::pair<const char *, unsigned> gates[]
        = { { "scoring/excludeNotRecommended", GateNotRecommended }, { "scoring/excludeUnrated", GateUnrated },
              { "scoring/excludeImplausible", GateImplausiblyCheap }, { "scoring/applyNeedConstraints", GateNeed } };
    for (const auto &[key, gate] : gates)
        if (!settings.value(QLatin1String(key), true).toBool())
            policy.gates &= ~gate;
    m_weights->setPolicy(policy);
}

void MainWindow::saveRecommendation()
{
    QSettings settings;
    const RankingParams &p = m_session->params();
    settings.setValue(QStringLiteral("scoring/weights"), p.weights.toJson());
    settings.setValue(QStringLiteral("scoring/scenario"), p.scenario);
    settings.setValue(QStringLiteral("scoring/need"), p.need);
    if (const auto gb = m_weights->modelMemoryNeed()) {
        settings.setValue(QStringLiteral("scoring/modelMemoryGb"), *gb);
        settings.setValue(QStringLiteral("scoring/modelMemoryText"), m_weights->modelMemoryText());
    } else {
        settings.remove(QStringLiteral("scoring/modelMemoryGb"));
        settings.remove(QStringLiteral("scoring/modelMemoryText"));
    }
    settings.setValue(QStringLiteral("scoring/missingData"),
        p.policy.missing == RankingPolicy::MissingData::Renormalise ? QStringLiteral("renormalise") : QStringLiteral("prior"));
    settings.setValue(QStringLiteral("scoring/priorPoints"), p.policy.priorPoints);
    settings.setValue(QStringLiteral("scoring/excludeNotRecommended"), bool(p.policy.gates & GateNotRecommended));
    settings.setValue(QStringLiteral("scoring/excludeUnrated"), bool(p.policy.gates & GateUnrated));
    settings.setValue(QStringLiteral("scoring/excludeImplausible"), bool(p.policy.gates & GateImplausiblyCheap));
    settings.setValue(QStringLiteral("scoring/applyNeedConstraints"), bool(p.policy.gates & GateNeed));
}

void MainWindow::applyRanking(RankingUpdate update)
{
    const ScoringTable::Result &result = m_session->result();
    // On the slider path a provider ranking behind another tab waits until it is shown.
    if (update == RankingUpdate::Full || m_providersView->isVisible())
        refreshProviderRanking();
    else
        m_providersDirty = true;
    m_model->setScores(result.score, result.coverage, m_session->excludedRows(), m_session->order());
    const qint64 selected = selectedOfferId();
    m_proxy->scoresChanged();
    if (selected)
        selectOffer(selected);
    // The reliability chart shows each provider's coverage: redrawn once the moves pause, so the
    // table is painted first (the scatter does not depend on the weights at all).
    m_reliabilityDirty = true;
    if (update == RankingUpdate::Full)
        refreshDeferredViews();
    else
        m_deferredViews.start();
    selectionChanged();
}

void MainWindow::refreshProviderRanking()
{
    const ScoringTable::Result &result = m_session->result();
    const RankingParams &params = m_session->params();
    m_providersDirty = false;
    m_providers->setPolicy(params.policy.gates, params.constraints, needDisplayName());
    m_providers->setRanking(m_session->offers(), m_session->order(), result.score, result.coverage,
        m_session->table().usdPerGpuHourColumn(), m_session->snapshot().ratings, &m_session->table(), &m_session->groups());
    m_providersView->resizeColumnsToContents(); // 25-odd rows: cheap, and scores never clip
    QStringList rankedProviders;
    for (int r = 0; r < m_providers->rowCount(); ++r)
        rankedProviders << m_providers->providerKey(r);
    m_scatter->setRankedProviders(rankedProviders); // the top providers' colours, at the next refresh
}

void MainWindow::refreshDeferredViews()
{
    m_deferredViews.stop();
    if (m_scatterDirty) {
        m_scatterDirty = false;
        m_scatter->refresh();
        m_scatter->highlightOffer(selectedOfferId());
    }
    if (m_reliabilityDirty) {
        m_reliabilityDirty = false;
        const CatalogSnapshot &snapshot = m_session->snapshot();
        m_reliability->setSlas(snapshot.slas);
        m_reliability->setData(m_session->providerNames(QLocale().language() == QLocale::Chinese), snapshot.ratingHistory,
            m_session->providerCoverage(), snapshot.reliabilityProviderCount);
    }
}

void MainWindow::filterChanged(const OfferFilter &filter)
{
    const qint64 selected = selectedOfferId();
    m_proxy->setFilter(filter);
    if (selected)
        selectOffer(selected);
    // The chart follows once typing pauses: a keystroke paints the table first.
    m_scatterDirty = true;
    m_deferredViews.start();
    updateStatus();
}

void MainWindow::importFiles(const QStringList &files)
{
    m_imports->importFiles(files);
}

bool MainWindow::isReadingInBackground() const
{
    return isReloading() || m_providerTrend->isReading();
}

bool MainWindow::isImporting() const
{
    return m_imports->isImporting();
}

int MainWindow::visibleOfferCount() const
{
    return m_proxy->rowCount();
}

bool MainWindow::selectOffer(qint64 offerId)
{
    const int row = m_model->rowOfOffer(offerId);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    return true;
}

qint64 MainWindow::selectedOfferId() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    if (!current.isValid())
        return 0;
    return m_model->offer(m_proxy->mapToSource(current).row()).id;
}

void MainWindow::selectionChanged()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    const int row = current.isValid() ? m_proxy->mapToSource(current).row() : -1;
    const bool need = !m_session->params().need.isEmpty();
    m_details->showOffer(row, m_weights->scenarioBox()->currentText(), need || m_weights->modelMemoryNeed() ? needDisplayName() : QString());
    m_scatter->highlightOffer(row >= 0 ? m_model->offer(row).id : 0);
}

void MainWindow::updateStatus()
{
    // Runs on every filter change: only cached figures here, no catalog query.
    QString text = tr("%n offer(s) from %1 providers", nullptr, m_model->rowCount()).arg(m_providerCount);
    if (m_proxy->rowCount() != m_model->rowCount())
        text += QStringLiteral(" · ") + tr("%n shown", nullptr, m_proxy->rowCount());
    if (const QString &newest = m_session->snapshot().newestPriceDate; !newest.isEmpty())
        text += QStringLiteral(" · ") + tr("newest price observed on %1").arg(newest); // ISO: unambiguous in every locale
    text += QStringLiteral(" · ") + m_catalogPath;
    if (!m_imports->readOnlyReason().isEmpty())
        text += QStringLiteral(" · ") + tr("read-only: open in another CloudGauge window");
    m_status->setText(text);
    // The same 90-day rule as the report and `rank` (FxRates::isStale).
    const FxRates &fx = m_session->snapshot().fx;
    const bool stale = !fx.isEmpty() && fx.isStale(m_session->params().today);
    m_fxWarning->setVisible(stale);
    if (stale) {
        m_fxWarning->setText(tr("Exchange rates of %1: %n day(s) old", nullptr, fx.ageDays(m_session->params().today).value_or(0))
                                 .arg(fx.oldestDate()));
        m_fxWarning->setToolTip(tr("The oldest exchange rate in use is more than %1 days old: prices converted from CNY or EUR to "
                                   "USD may be off by as much as the rate has moved since.")
                                    .arg(FxRates::kStaleAfterDays));
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_defaultLayoutPending)
        return;
    // First run (no saved arrangement): the offers table gets most of the height and the charts
    // share the lower third, so a 1366×768 laptop shows rows, not only charts. Moved docks are
    // remembered from then on (mainWindow/state).
    m_defaultLayoutPending = false;
    resizeDocks({ m_scatterDock }, { height() * 3 / 8 }, Qt::Vertical);
    // The right-hand docks are at least as wide as their tab titles (Recommendation, Provider
    // ranking, Details), so none is elided; the padding is a tab's frame and margins.
    const QFontMetrics fm(font());
    int tabs = 0;
    for (const QDockWidget *d : { m_recommendationDock, m_providersDock, m_detailsDock })
        tabs += fm.horizontalAdvance(d->windowTitle()) + 4 * fm.averageCharWidth();
    resizeDocks({ m_weightsDock, m_recommendationDock }, { width() / 4, std::max(width() / 4, tabs) }, Qt::Horizontal);
}

void MainWindow::showPriceUpdate()
{
    if (!m_imports->hasWriteLock()) {
        QMessageBox::information(this, tr("Update prices"), tr("This window cannot write the catalog: %1").arg(m_imports->readOnlyReason()));
        return;
    }
    if (!m_priceUpdate) {
        m_priceUpdate = new PriceUpdateDialog(m_catalog->path(), this);
        connect(m_priceUpdate, &PriceUpdateDialog::catalogChanged, this, &MainWindow::reloadInBackground);
    }
    m_priceUpdate->show();
    m_priceUpdate->raise();
    m_priceUpdate->activateWindow();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    if (!m_resetting) { // after Reset to defaults the layout starts fresh next time
        settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("mainWindow/state"), saveState());
        settings.setValue(QStringLiteral("mainWindow/offerColumns"), m_table->horizontalHeader()->saveState());
    }
    settings.setValue(QStringLiteral("scoring/weights"), m_weights->weights().toJson());
    m_probePanel->shutdown(); // a running probe is killed; the window never waits for a driver
    if (m_imports->isImporting()) {
        // Field report QT-07: stop the worker (its file's transaction rolls back) and join it
        // before the window goes, so no result reaches a deleted widget.
        statusBar()->showMessage(tr("Stopping the import before closing…"));
        m_imports->stopAndWait();
    }
    if (m_priceUpdate)
        m_priceUpdate->stopAndWait(); // a running import rolls back before the window goes
    event->accept();
}

} // namespace cg
