#include "MainWindow.h"
#include "scoring/NeedProfileStore.h"

#include "DetailsPane.h"
#include "FilterBar.h"
#include "MainDocks.h"
#include "MainMenus.h"
#include "OfferTableView.h"
#include "ProbePanel.h"
#include "RecommendationPane.h"
#include "ScreenFit.h"
#include "StatusLine.h"
#include "WeightsPanel.h"
#include "WheelGuard.h"
#include "assessing/AssessmentActions.h"
#include "catalog/store/Catalog.h"
#include "charts/PriceScatterView.h"
#include "charts/ProviderTrendView.h"
#include "charts/ReliabilityChartView.h"
#include "geo/UserLocation.h"
#include "importing/ImportController.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/ProviderRankingModel.h"
#include "session/Workspace.h"
#include "updating/PriceApiScriptDialog.h"
#include "updating/PriceUpdateDialog.h"
#include "updating/PriceVerifyDialog.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace cg {

namespace {
constexpr int kDeferredViewsMs = 120; // charts redraw this long after the last slider move or keystroke
}

MainWindow::MainWindow(const QString &catalogPath, LanguageManager *languages, QWidget *parent, InitialLoad load)
    : QMainWindow(parent)
    , m_workspace(new Workspace(catalogPath, this))
    , m_languages(languages)
{
    setObjectName(QStringLiteral("MainWindow"));
    setDockNestingEnabled(true);
    WheelGuard::install(); // no setting changes under a wheel that meant to scroll
    ScreenFit::install(); // every window and dialog opens inside its screen
    m_model = new OfferTableModel(this);
    m_proxy = new OfferFilterProxyModel(this);
    m_proxy->setOfferModel(m_model);
    m_providers = new ProviderRankingModel(this);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_filterBar = new FilterBar(central);
    m_table = new OfferTableView(m_model, m_proxy, central);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_table, 1);
    setCentralWidget(central);

    Catalog &catalog = m_workspace->catalog();
    m_assessments = new AssessmentActions(this, catalog);
    m_imports = new ImportController(this, catalogPath);
    m_statusLine = new StatusLine(statusBar());
    m_docks = new MainDocks(this, *m_workspace, *m_assessments, m_providers);
    m_docks->scatter->setSource(
        m_model, m_proxy, &rankingSession().table().usdPerGpuHourColumn(), &rankingSession().table().trueCostColumn());
    connectPanels();
    m_menus = new MainMenus(this);
    m_locationPrompt = new QToolButton(statusBar());
    m_locationPrompt->setAutoRaise(true);
    statusBar()->addPermanentWidget(m_locationPrompt);
    connect(m_locationPrompt, &QToolButton::clicked, m_menus, &MainMenus::showRegions);
    refreshLocationPrompt();
    m_deferredViews.setSingleShot(true);
    m_deferredViews.setInterval(kDeferredViewsMs);
    connect(&m_deferredViews, &QTimer::timeout, this, &MainWindow::refreshDeferredViews);

    const RankingSettings remembered = RankingSettings::load();
    m_workspace->setPendingWeights(remembered.weights);
    m_docks->weights->showSettings(remembered, NeedProfileStore().load());
    m_docks->recommendation->setExpand(remembered.expand);
    QString error;
    if (load == InitialLoad::Background && m_workspace->openDeferred(&error)) {
        m_initialLoadPending = true;
        statusBar()->showMessage(tr("Reading the catalog…"));
        reloadInBackground(); // checks the file's integrity on its own connection
    } else {
        catalog.close();
        openCatalogChecked();
    }
    if (!m_imports->lockForWriting())
        m_assessments->setReadOnlyReason(m_imports->readOnlyReason()); // another window writes this catalog
    if (!m_initialLoadPending)
        reload();
    m_docks->probe->setCatalog(&catalog, m_imports->hasWriteLock() && !catalog.isReadOnly());
    m_table->sortByColumn(OfferTableModel::ScoreColumn, Qt::DescendingOrder);
    retranslateUi();
    fitColumns();

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
        resize(1600, 1000);
    m_defaultLayoutPending = !restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("mainWindow/offerColumns")).toByteArray());
}

MainWindow::~MainWindow() = default;

void MainWindow::connectPanels()
{
    connect(m_filterBar, &FilterBar::filterChanged, this, &MainWindow::filterChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::selectionChanged);
    m_assessments->setCurrentProvider([this] {
        const qint64 id = selectedOfferId();
        return id ? m_model->offer(m_model->rowOfOffer(id)).providerKey : QString();
    });
    connect(m_imports, &ImportController::catalogChanged, this, &MainWindow::reloadInBackground);
    connect(m_assessments, &AssessmentActions::changed, this, &MainWindow::reload);
    connect(&m_workspace->loader(), &SnapshotLoader::loaded, this, [this] {
        applyLoaded(m_workspace->loader().takeResult());
        if (m_initialLoadPending)
            finishInitialLoad();
    });
    connect(&m_workspace->loader(), &SnapshotLoader::failed, this, &MainWindow::loadFailed);
    connect(m_workspace, &Workspace::sliderReranked, this, [this] { applyRanking(RankingUpdate::SliderMove); });

    MainDocks &d = *m_docks;
    connect(d.weights, &WeightsPanel::weightsChanged, m_workspace, &Workspace::scheduleWeights);
    connect(d.weights, &WeightsPanel::scenarioChanged, this, [this](const QString &name) {
        flushRerank();
        m_workspace->session().setScenario(name); // one true-cost pass per change, off the slider path
        currentSettings().save();
        applyRanking();
        refreshScatter();
    });
    connect(d.weights, &WeightsPanel::needChosen, this, [this] { applyRecommendation(RecommendationChange::Need); });
    connect(d.weights, &WeightsPanel::policyChanged, this, [this] { applyRecommendation(RecommendationChange::Policy); });
    connect(d.weights, &WeightsPanel::defaultsRestored, this, [this] { applyRecommendation(RecommendationChange::Defaults); });
    connect(d.providersView, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (!selectOffer(m_providers->bestOfferId(index.row())))
            statusBar()->showMessage(tr("That offer is hidden by the current filters."), 4000);
    });
    connect(this, &MainWindow::catalogReloaded, m_docks, &MainDocks::showChosenProviderTrend);
    connect(d.providersDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_providersDirty)
            refreshProviderRanking(); // its tab was raised after slider moves
    });
    connect(d.recommendation, &RecommendationPane::expandToggled, this, [this](bool expand) {
        RankingParams p = rankingSession().params();
        p.expand = expand;
        m_workspace->session().setParams(p); // regroups only: the scores stay
        currentSettings().save();
    });
    connect(d.recommendation, &RecommendationPane::showAllOf, this, [this](qint64 id, const QString &provider, const QString &gpuKey) {
        m_filterBar->showProviderGpu(provider, gpuKey);
        if (!selectOffer(id))
            statusBar()->showMessage(tr("That offer is hidden by the current filters."), 4000);
    });
    connect(d.recommendation, &RecommendationPane::priceApiRequested, this, [this](const QString &key) { showPriceApiScript(key); });
    connect(d.recommendation, &RecommendationPane::offerChosen, this, [this](qint64 id) {
        if (selectOffer(id)) // the table's selection fills Details
            return;
        showDetails(m_model->rowOfOffer(id)); // hidden in the table by a filter: Details all the same
        statusBar()->showMessage(tr("Shown in Details; the offers table hides it under the current filters."), 6000);
    });
    connect(d.scatter, &PriceScatterView::offerActivated, this, [this](qint64 id) { selectOffer(id); });
    connect(d.probe, &ProbePanel::runFinished, this, [this](const QString &message) { statusBar()->showMessage(message, 8000); });
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("CloudGauge"));
    m_menus->retranslate();
    m_locationPrompt->setText(tr("Where are your users? Set a location…"));
    m_locationPrompt->setToolTip(tr("Distances and round-trip floors to every region are measured from it, in the window and the report"));
    m_imports->retranslate();
    m_assessments->retranslate();
    m_docks->retranslate();
    m_model->retranslate();
    m_providers->retranslate();
    m_docks->providerTrend->retranslate();
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
    m_table->fitColumns();
    m_docks->providersView->resizeColumnsToContents();
}

bool MainWindow::askToCreateCatalog(const QString &path)
{
    return QMessageBox::question(nullptr, tr("New catalog"),
               tr("%1 does not exist.\n\nCreate a new catalog there, a copy of the bundled one? Your other catalogs are not changed.")
                   .arg(QDir::toNativeSeparators(path)),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
        == QMessageBox::Yes;
}

void MainWindow::openCatalogChecked()
{
    QString recovered, error;
    if (!m_workspace->openChecked(true, &recovered, &error))
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
    if (!m_workspace->catalog().isOpen())
        return;
    QString error;
    auto loaded = m_workspace->readNow(&error);
    if (!loaded) {
        QMessageBox::warning(this, tr("Catalog"), tr("The catalog could not be read:\n%1").arg(error));
        return;
    }
    applyLoaded(std::move(*loaded));
}

void MainWindow::reloadInBackground()
{
    // The first read checks the file's integrity (the window opened it unchecked); a read after
    // the window's own import does not.
    m_workspace->readInBackground(m_initialLoadPending);
}

void MainWindow::loadFailed(const QString &error)
{
    if (m_initialLoadPending) {
        // The deferred integrity check (or the read) failed: the checked open says why and offers
        // its recovery, then the catalog is read here.
        m_workspace->catalog().close();
        openCatalogChecked();
        reload();
        finishInitialLoad();
        return;
    }
    QMessageBox::warning(this, tr("Catalog"), tr("The catalog could not be read:\n%1").arg(error));
}

void MainWindow::applyLoaded(LoadedSnapshot loaded)
{
    m_providerCount = loaded.prepared.groups.providerCount; // providers with at least one offer
    m_model->setOffers(loaded.prepared.snapshot.offers, loaded.prepared.snapshot.ratings, std::move(loaded.index));
    m_model->setQuoteMarkers(std::move(loaded.quoteMarkers)); // matched to rows once here, never per paint
    if (!loaded.quoteError.isEmpty())
        statusBar()->showMessage(tr("The received quotes could not be read: %1").arg(loaded.quoteError), 8000);
    m_workspace->apply(std::move(loaded), panelParams()); // prepared on the worker: one ranking here
    QStringList providerKeys = rankingSession().providerNames(false).keys();
    providerKeys.sort();
    m_imports->setProviderKeys(providerKeys); // offered when an imported file does not name its provider
    setDisplayCurrency(QSettings().value(QStringLiteral("ui/currency")).toString());
    m_filterBar->setChoices(*m_model);
    m_assessments->refresh();
    m_providers->setAssessedCounts(m_assessments->assessedCounts());
    applyRanking();
    refreshScatter();
    m_docks->scatter->highlightOffer(selectedOfferId());
    Workspace::releaseFreedMemory(); // the previous snapshot and the read's temporaries
    emit catalogReloaded();
}

void MainWindow::setDisplayCurrency(const QString &currency)
{
    static const QStringList known = { QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR") };
    const QString code = known.contains(currency) ? currency : QString();
    m_displayCurrency = code;
    m_model->setDisplayCurrency(code, rankingSession().snapshot().fx);
    m_docks->details->setDisplayCurrency(code);
    m_docks->providerTrend->setDisplayCurrency(code);
    m_menus->setCurrency(code);
    QSettings().setValue(QStringLiteral("ui/currency"), code);
}

RankingParams MainWindow::panelParams() const
{
    return currentSettings().toParams(m_docks->weights->needProfile(), rankingSession().params());
}

void MainWindow::applyRecommendation(RecommendationChange change)
{
    m_workspace->cancelPendingRerank(); // pending slider moves go into this one ranking
    if (change == RecommendationChange::Defaults)
        m_workspace->setPendingWeights(Weights());
    RankingParams p = panelParams();
    if (const auto profile = m_docks->weights->needProfile(); profile && change == RecommendationChange::Need)
        p = currentSettings().withModelNeed(RankingSession::paramsForNeed(*profile, p)); // the profile's own weights, unrounded
    m_workspace->setPendingWeights(p.weights);
    m_workspace->session().setParams(p);
    currentSettings().save();
    // A new scenario, and the ranking's provider order: the chart is redrawn once, by the full
    // update's deferred views (not on the slider path).
    m_scatterDirty = true;
    applyRanking();
}

void MainWindow::restoreDefaults()
{
    m_resetting = true; // closeEvent must not save the current layout again
    m_docks->weights->showDefaults();
    applyRecommendation(RecommendationChange::Defaults);
}

RankingSettings MainWindow::currentSettings() const
{
    RankingSettings s = m_docks->weights->settings();
    s.weights = m_workspace->pendingWeights(); // unrounded, as a preset or need set them
    s.expand = m_docks->recommendation->expandBox()->isChecked();
    return s;
}

void MainWindow::applyRanking(RankingUpdate update)
{
    const RankingSession &session = rankingSession();
    const ScoringTable::Result &result = session.result();
    // On the slider path a provider ranking behind another tab waits until it is shown.
    if (update == RankingUpdate::Full || m_docks->providersView->isVisible())
        refreshProviderRanking();
    else
        m_providersDirty = true;
    m_model->setScores(result.score, result.coverage, session.excludedRows(), session.order());
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
    m_providersDirty = false;
    m_docks->showProviderRanking(rankingSession(), m_docks->weights->needDisplayName());
}

void MainWindow::refreshDeferredViews()
{
    m_deferredViews.stop();
    if (m_scatterDirty) {
        m_scatterDirty = false;
        refreshScatter();
        m_docks->scatter->highlightOffer(selectedOfferId());
    }
    if (m_reliabilityDirty) {
        m_reliabilityDirty = false;
        m_docks->showReliability(rankingSession());
    }
}

void MainWindow::filterChanged(const OfferFilter &filter)
{
    const qint64 selected = selectedOfferId();
    m_proxy->setFilter(filter);
    m_docks->recommendation->setTableFiltered(!(filter == OfferFilter())); // it says the filters are not its own
    if (selected)
        selectOffer(selected);
    // The chart follows once typing pauses: a keystroke paints the table first.
    m_scatterDirty = true;
    m_deferredViews.start();
    updateStatus();
}

bool MainWindow::isReadingInBackground() const
{
    return isReloading() || m_docks->providerTrend->isReading();
}

void MainWindow::refreshLocationPrompt()
{
    m_locationPrompt->setVisible(!UserLocation::remembered().has_value());
}

void MainWindow::showProbeDock()
{
    m_docks->probeDock->show();
    m_docks->probeDock->raise();
}

void MainWindow::refreshScatter()
{
    // Colours and legend in the ranking's provider order, read now: the provider ranking's tab may
    // be hidden and behind (refreshProviderRanking runs only when shown).
    m_docks->scatter->setRankedProviders(rankingSession().providerOrder());
    m_docks->scatter->refresh();
}

void MainWindow::selectionChanged()
{
    showDetails(m_table->selectedModelRow());
}

void MainWindow::showDetails(int row)
{
    const bool need = !rankingSession().params().need.isEmpty();
    const WeightsPanel *weights = m_docks->weights;
    m_docks->details->showOffer(
        row, weights->scenarioBox()->currentText(), need || weights->modelJob() ? m_docks->weights->needDisplayName() : QString());
    m_docks->scatter->highlightOffer(row >= 0 ? m_model->offer(row).id : 0);
}

void MainWindow::updateStatus()
{
    m_statusLine->show(m_model->rowCount(), m_proxy->rowCount(), m_providerCount, rankingSession(), m_workspace->location(),
        m_imports->readOnlyReason(), m_imports->heldByAnother());
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_defaultLayoutPending) { // first run: no saved arrangement
        m_defaultLayoutPending = false;
        m_docks->applyDefaultLayout();
    }
}

void MainWindow::showPriceUpdate()
{
    if (!m_imports->hasWriteLock()) {
        QMessageBox::information(
            this, tr("Update prices"), tr("This window cannot write the catalog: %1").arg(m_imports->readOnlyReason()));
        return;
    }
    if (!m_priceUpdate) {
        m_priceUpdate = new PriceUpdateDialog(m_workspace->location(), this);
        connect(m_priceUpdate, &PriceUpdateDialog::catalogChanged, this, &MainWindow::reloadInBackground);
    }
    m_priceUpdate->show();
    m_priceUpdate->raise();
    m_priceUpdate->activateWindow();
}

void MainWindow::showPriceVerify()
{
    if (!m_imports->hasWriteLock()) {
        QMessageBox::information(
            this, tr("Verify prices of the top list"), tr("This window cannot write the catalog: %1").arg(m_imports->readOnlyReason()));
        return;
    }
    if (!m_priceVerify) {
        m_priceVerify = new PriceVerifyDialog(m_workspace->location(), this);
        connect(m_priceVerify, &PriceVerifyDialog::catalogChanged, this, &MainWindow::reloadInBackground);
    }
    if (!m_priceVerify->isVerifying()) {
        flushRerank();
        m_priceVerify->setRanking(rankingSession().ranked());
    }
    m_priceVerify->show();
    m_priceVerify->raise();
    m_priceVerify->activateWindow();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    if (!m_resetting) { // after Reset to defaults the layout starts fresh next time
        settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("mainWindow/state"), saveState());
        settings.setValue(QStringLiteral("mainWindow/offerColumns"), m_table->horizontalHeader()->saveState());
    }
    RankingSettings remembered = RankingSettings::load();
    remembered.weights = m_docks->weights->weights(); // the sliders as they stand, ranked or not
    remembered.save();
    m_docks->probe->shutdown(); // a running probe is killed; the window never waits for a driver
    if (m_imports->isImporting()) {
        // Stop the worker (its file's transaction rolls back) and join it before the window goes,
        // so no result reaches a deleted widget.
        statusBar()->showMessage(tr("Stopping the import before closing…"));
        m_imports->stopAndWait();
    }
    if (m_priceUpdate)
        m_priceUpdate->stopAndWait(); // a running import rolls back before the window goes
    if (m_priceVerify)
        m_priceVerify->stopAndWait();
    event->accept();
}

void MainWindow::showPriceApiScript(const QString &provider)
{
    if (m_priceApiScript && !m_priceApiScript->isVisible()) { // closed: open it again on the current offers
        delete m_priceApiScript;
        m_priceApiScript = nullptr;
    }
    if (!m_priceApiScript) {
        m_priceApiScript = new PriceApiScriptDialog(rankingSession().snapshot().offers, this);
        connect(m_priceApiScript, &PriceApiScriptDialog::importRequested, m_imports, &ImportController::importFiles);
    }
    if (!provider.isEmpty())
        m_priceApiScript->setProvider(provider);
    m_priceApiScript->show();
    m_priceApiScript->raise();
    m_priceApiScript->activateWindow();
}

} // namespace cg
