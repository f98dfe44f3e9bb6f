#include "MainWindow.h"
#include "ProbePanel.h"
#include "core/Tier.h"

#include "FilterBar.h"
#include "ReservedTermDialog.h"
#include "WeightsPanel.h"
#include "WorkloadEstimatorDialog.h"
#include "assess/AssessmentActions.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogFile.h"
#include "catalog/OfferFilterProxyModel.h"
#include "catalog/OfferTableModel.h"
#include "catalog/TermPrices.h"
#include "charts/PriceScatterView.h"
#include "charts/ReliabilityChartView.h"
#include "i18n/LanguageManager.h"
#include "import/Importer.h"
#include "report/ReportPreviewDialog.h"
#include "scoring/ProviderRankingModel.h"
#include "scoring/RankStability.h"
#include "scoring/Ranker.h"
#include "scoring/TrueCost.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPromise>
#include <QScrollArea>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QUrlQuery>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace cg {

namespace {
constexpr int kFrameMs = 16; // one re-rank per frame at most
}

MainWindow::MainWindow(const QString &catalogPath, LanguageManager *languages, QWidget *parent)
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
    m_table->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setMinimumHeight(2 * m_table->fontMetrics().height() + 10); // two-line headers
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setWordWrap(false);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::selectionChanged);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_table, 1);
    setCentralWidget(central);

    m_status = new QLabel(this);
    statusBar()->addPermanentWidget(m_status, 1);
    createDocks();
    createActions();
    connect(&m_importWatcher, &QFutureWatcher<QList<ImportReport>>::finished, this, &MainWindow::importFinished);
    m_rerankTimer.setSingleShot(true);
    m_rerankTimer.setInterval(kFrameMs);
    connect(&m_rerankTimer, &QTimer::timeout, this, &MainWindow::rerank);

    QSettings settings;
    QString error;
    const auto savedWeights = Weights::fromJson(settings.value(QStringLiteral("scoring/weights")).toByteArray(), &error);
    m_pendingWeights = savedWeights.value_or(Weights());
    m_weights->setWeights(m_pendingWeights);
    m_weights->setScenario(settings.value(QStringLiteral("scoring/scenario"), QStringLiteral("pretraining")).toString());

    QString recovered;
    if (!CatalogFile::openOrRecover(*m_catalog, true, &recovered, &error))
        QMessageBox::critical(this, tr("Catalog"), tr("The catalog could not be opened:\n%1").arg(error));
    else if (!recovered.isEmpty())
        QMessageBox::warning(this, tr("Catalog"), recovered);
    QString lockError;
    m_lock = CatalogFile::lockForWriting(catalogPath, 0, &lockError);
    if (!m_lock) {
        m_importAction->setEnabled(false); // another window writes this catalog: this one only reads it
        m_assessments->setReadOnlyReason(lockError);
        m_readOnlyReason = lockError;
    }
    reload();
    m_probePanel->setCatalog(m_catalog.get(), m_lock != nullptr && !m_catalog->isReadOnly());
    m_table->sortByColumn(OfferTableModel::ScoreColumn, Qt::DescendingOrder);
    retranslateUi();
    fitColumns();

    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
        resize(1600, 1000);
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("mainWindow/offerColumns")).toByteArray());
}

MainWindow::~MainWindow()
{
    m_importWatcher.waitForFinished();
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
    weightsScroll->setMinimumWidth(m_weights->sizeHint().width() + 24);
    connect(m_weights, &WeightsPanel::weightsChanged, this, &MainWindow::scheduleRerank);
    connect(m_weights, &WeightsPanel::scenarioChanged, this, [this](const QString &name) {
        QSettings().setValue(QStringLiteral("scoring/scenario"), name);
        flushRerank();
        m_session->setScenario(name); // one true-cost pass per change, off the slider path
        applyRanking();
        m_scatter->refresh();
    });
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
    m_providersView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_providersView, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_providersView->indexAt(pos);
        if (!index.isValid())
            return;
        const QString key = m_providers->providerKey(index.row());
        QMenu menu(this);
        menu.addAction(tr("Assess %1…").arg(m_providers->index(index.row(), ProviderRankingModel::ProviderColumn).data().toString()), this,
            [this, key] { m_assessments->openEditor(key); });
        menu.exec(m_providersView->viewport()->mapToGlobal(pos));
    });
    dock(&m_providersDock, "providersDock", m_providersView, Qt::RightDockWidgetArea);

    m_details = new QTextBrowser;
    m_details->setOpenLinks(false); // web links go to the browser; "cloudgauge:assess?provider=KEY" opens the editor
    connect(m_details, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("cloudgauge") && url.path() == QLatin1String("assess"))
            m_assessments->openEditor(QUrlQuery(url).queryItemValue(QStringLiteral("provider")));
        else if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
            QDesktopServices::openUrl(url);
    });
    dock(&m_detailsDock, "detailsDock", m_details, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_providersDock, m_detailsDock);
    m_stability = new QTextBrowser;
    dock(&m_stabilityDock, "stabilityDock", m_stability, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_detailsDock, m_stabilityDock);
    // Computed only while the tab is shown: it ranks the catalog a second time.
    connect(m_stabilityDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            updateStability();
    });
    m_providersDock->raise();

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
    m_reliabilityDock->raise();
    resizeDocks({ m_scatterDock }, { 420 }, Qt::Vertical);
    resizeDocks({ m_reliabilityDock }, { 560 }, Qt::Horizontal);
    resizeDocks({ m_providersDock }, { 430 }, Qt::Horizontal);
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_importAction = m_fileMenu->addAction(QString(), this, &MainWindow::chooseImportFiles);
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_exportAction = m_fileMenu->addAction(QString(), this, [this] {
        LanguageManager fallback;
        LanguageManager &languages = m_languages ? *m_languages : fallback;
        flushRerank();
        ReportPreviewDialog dialog(*m_catalog, *m_session, languages, this);
        dialog.exec();
    });
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_assessments = new AssessmentActions(this, *m_catalog);
    m_assessments->setCurrentProvider([this] {
        const qint64 id = selectedOfferId();
        return id ? m_model->offer(m_model->rowOfOffer(id)).providerKey : QString();
    });
    connect(m_assessments, &AssessmentActions::changed, this, &MainWindow::reload);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_assessments->importAction());
    m_fileMenu->addAction(m_assessments->exportAction());
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(QString());
    m_filterAction = m_viewMenu->addAction(QString(), this, [this] {
        m_filterBar->searchField()->setFocus();
        m_filterBar->searchField()->selectAll();
    });
    m_filterAction->setShortcut(QKeySequence::Find);
    m_reloadAction = m_viewMenu->addAction(QString(), this, &MainWindow::reload);
    m_reloadAction->setShortcut(QKeySequence::Refresh);
    m_resetAction = m_viewMenu->addAction(QString(), this, [this] {
        const auto answer = QMessageBox::question(this, tr("Reset to defaults"),
            tr("Forget the saved weights, language, window layout and column order? "
               "The weights return to the balanced preset now; the layout resets at the next start."));
        if (answer != QMessageBox::Yes)
            return;
        QSettings().clear();
        m_resetting = true; // closeEvent must not save the current layout again
        m_weights->setWeights(Weights());
        scheduleRerank(Weights());
        statusBar()->showMessage(tr("Settings reset to defaults."), 5000);
    });
    m_currencyMenu = m_viewMenu->addMenu(QString());
    m_currencyGroup = new QActionGroup(this);
    for (const QString &code : { QString(), QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR") }) {
        QAction *a = m_currencyMenu->addAction(code);
        a->setCheckable(true);
        a->setData(code);
        m_currencyGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { setDisplayCurrency(code); });
    }
    m_panelsMenu = m_viewMenu->addMenu(QString());
    int key = Qt::Key_1;
    for (QDockWidget *d :
        { m_weightsDock, m_providersDock, m_detailsDock, m_scatterDock, m_reliabilityDock, m_stabilityDock, m_probeDock }) {
        QAction *toggle = d->toggleViewAction();
        toggle->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key(key++)));
        m_panelsMenu->addAction(toggle);
    }
    if (m_languages) {
        m_viewMenu->addSeparator();
        m_languageMenu = m_viewMenu->addMenu(QString());
        m_languageGroup = new QActionGroup(this);
        for (const QString &code : LanguageManager::languages()) {
            // Each language is named in itself, so it can be found from any UI language.
            QAction *a = m_languageMenu->addAction(LanguageManager::nativeName(code));
            a->setCheckable(true);
            a->setChecked(code == m_languages->language());
            a->setData(code);
            m_languageGroup->addAction(a);
            connect(a, &QAction::triggered, this, [this, code] { m_languages->setLanguage(code); });
        }
    }

    m_toolsMenu = menuBar()->addMenu(QString());
    m_probeAction = m_toolsMenu->addAction(QString(), this, [this] {
        m_probeDock->show();
        m_probeDock->raise();
        m_probePanel->runProbe();
    });
    m_probeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_toolsMenu->addSeparator();
    m_toolsMenu->addAction(m_assessments->assessAction());
    m_estimatorAction = m_toolsMenu->addAction(QString(), this, [this] {
        WorkloadEstimatorDialog dialog(m_model->offers(), m_model->ratings(), m_session->snapshot().fx, m_weights->scenario(), this);
        dialog.exec();
    });
    m_estimatorAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_breakEvenAction = m_toolsMenu->addAction(QString(), this, [this] {
        const int row = m_model->rowOfOffer(selectedOfferId());
        if (row < 0) {
            QMessageBox::information(this, tr("Reserved-term break-even"), tr("Select an offer in the table first."));
            return;
        }
        ReservedTermDialog dialog(m_model->offer(row), reservedPrices(*m_catalog, m_model->offer(row).id), m_session->snapshot().fx, this);
        dialog.exec();
    });
    m_breakEvenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu); // right-click an offer
    m_table->addAction(m_breakEvenAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_methodologyAction = m_helpMenu->addAction(QString(), this, [this] {
        QDialog dialog(this);
        dialog.setWindowTitle(tr("Methodology"));
        auto *layout = new QVBoxLayout(&dialog);
        auto *text = new QTextBrowser(&dialog);
        text->setHtml(ReportWriter::methodologyHtml());
        layout->addWidget(text);
        dialog.resize(640, 560);
        dialog.exec();
    });
    m_methodologyAction->setShortcut(QKeySequence::HelpContents);
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("CloudGauge"));
    m_fileMenu->setTitle(tr("&File"));
    m_importAction->setText(tr("&Import price files…"));
    m_importAction->setStatusTip(tr("Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog"));
    m_exportAction->setText(tr("&Export report…"));
    m_exportAction->setStatusTip(tr("Preview the PDF report for management and save it"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_assessments->retranslate();
    m_filterAction->setText(tr("&Filter offers"));
    m_reloadAction->setText(tr("&Reload catalog"));
    m_panelsMenu->setTitle(tr("&Panels"));
    m_currencyMenu->setTitle(tr("&Currency"));
    m_currencyGroup->actions().first()->setText(tr("As listed by the source"));
    m_resetAction->setText(tr("Reset to &defaults…"));
    m_weightsDock->setWindowTitle(tr("Weights"));
    m_providersDock->setWindowTitle(tr("Provider ranking"));
    m_detailsDock->setWindowTitle(tr("Details"));
    m_scatterDock->setWindowTitle(tr("Price vs performance"));
    m_reliabilityDock->setWindowTitle(tr("Reliability"));
    m_stabilityDock->setWindowTitle(tr("Rank stability"));
    m_probeDock->setWindowTitle(tr("Local GPU probe"));
    m_probeAction->setText(tr("Run local GPU &probe"));
    m_probeAction->setStatusTip(tr("Measure this computer's GPU in a separate process and compare it with the catalog"));
    if (m_languageMenu) {
        m_languageMenu->setTitle(tr("&Language"));
        for (QAction *a : m_languageGroup->actions())
            a->setChecked(a->data().toString() == m_languages->language());
    }
    m_estimatorAction->setText(tr("&Workload estimator…"));
    m_breakEvenAction->setText(tr("Reserved-term &break-even…"));
    m_breakEvenAction->setStatusTip(
        tr("The selected offer on-demand against 1 to 36-month terms: committed cost and break-even utilisation"));
    m_estimatorAction->setStatusTip(tr("Which offer finishes a training run cheapest: GPU-hours, wall time and cost per offer"));
    m_helpMenu->setTitle(tr("&Help"));
    m_methodologyAction->setText(tr("&Methodology"));
    m_aboutAction->setText(tr("&About CloudGauge"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_model->retranslate();
    m_providers->retranslate();
    m_filterBar->setChoices(*m_model);
    selectionChanged();
    updateStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
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
    m_model->setOffers(snapshot->offers, snapshot->ratings);
    m_providerCount = snapshot->providerCount();
    m_rerankTimer.stop();
    m_session->setSnapshot(std::move(*snapshot), RankingParams { m_pendingWeights, m_weights->scenario() }); // one build, one ranking
    setDisplayCurrency(QSettings().value(QStringLiteral("ui/currency")).toString());
    m_filterBar->setChoices(*m_model);
    m_assessments->refresh();
    m_providers->setAssessedCounts(m_assessments->assessedCounts());
    applyRanking();
    m_scatter->refresh();
    m_scatter->highlightOffer(selectedOfferId());
}

void MainWindow::setDisplayCurrency(const QString &currency)
{
    static const QStringList known = { QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR") };
    const QString code = known.contains(currency) ? currency : QString();
    m_model->setDisplayCurrency(code, m_session->snapshot().fx);
    for (QAction *a : m_currencyGroup->actions())
        a->setChecked(a->data().toString() == code);
    QSettings().setValue(QStringLiteral("ui/currency"), code);
}

void MainWindow::scheduleRerank(const Weights &weights)
{
    m_pendingWeights = weights;
    if (!m_rerankTimer.isActive())
        m_rerankTimer.start();
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
    m_session->setWeights(m_pendingWeights);
    applyRanking();
}

int MainWindow::rerankCount() const
{
    return m_session->rankCount();
}

void MainWindow::applyRanking()
{
    const ScoringTable::Result &result = m_session->result();
    m_providers->setRanking(m_session->offers(), m_session->order(), result.score, result.coverage,
        m_session->table().usdPerGpuHourColumn(), m_session->snapshot().ratings, &m_session->table());
    m_providersView->resizeColumnsToContents(); // 25-odd rows: cheap, and scores never clip
    m_model->setScores(result.score, result.coverage);
    const qint64 selected = selectedOfferId();
    m_proxy->scoresChanged();
    if (selected)
        selectOffer(selected);
    const CatalogSnapshot &snapshot = m_session->snapshot();
    m_reliability->setData(m_session->providerNames(QLocale().language() == QLocale::Chinese), snapshot.ratingHistory,
        m_session->providerCoverage(), snapshot.reliabilityProviderCount);
    if (m_stabilityDock->isVisible() && !m_stabilityDock->visibleRegion().isEmpty())
        updateStability();
    // The scatter does not depend on the weights (its tooltips read the score when shown): it is
    // refreshed by reload() and filter changes, not on the slider path.
    selectionChanged();
}

void MainWindow::updateStability()
{
    const QLocale l;
    const Weights &weights = m_session->params().weights;
    QString rows;
    for (const StabilityMargin &m : m_session->stability(10)) {
        auto margin = [&l](const std::optional<double> &v, int rank) {
            return v ? tr("%1 points (ranks %2 and %3 swap)").arg(l.toString(*v * 100, 'f', 1)).arg(rank).arg(rank + 1) : tr("no swap");
        };
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(criterionName(m.criterion).toHtmlEscaped(), l.toString(weights[m.criterion] * 100, 'f', 0),
                        margin(m.down, m.swapDown).toHtmlEscaped(), margin(m.up, m.swapUp).toHtmlEscaped());
    }
    m_stability->setHtml(
        QStringLiteral("<p>%1</p><table cellspacing=4><tr><th align=left>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>%6</table>")
            .arg(tr("How far each slider can move before two adjacent offers of the top 10 swap places (slider points, 0-100).")
                     .toHtmlEscaped(),
                tr("Criterion").toHtmlEscaped(), tr("Slider").toHtmlEscaped(), tr("Down").toHtmlEscaped(), tr("Up").toHtmlEscaped(), rows));
}

void MainWindow::filterChanged(const OfferFilter &filter)
{
    const qint64 selected = selectedOfferId();
    m_proxy->setFilter(filter);
    if (selected)
        selectOffer(selected);
    m_scatter->refresh();
    m_scatter->highlightOffer(selectedOfferId());
    updateStatus();
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
    showDetails(row);
    m_scatter->highlightOffer(row >= 0 ? m_model->offer(row).id : 0);
}

void MainWindow::showDetails(int row)
{
    if (row < 0) {
        m_details->setHtml(
            QStringLiteral("<p>%1</p>").arg(tr("Select an offer to see every field with its source and date.").toHtmlEscaped()));
        return;
    }
    const OfferView &o = m_model->offer(row);
    const QLocale l;
    auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    auto link = [&esc](const QString &url) {
        return url.startsWith(QLatin1String("http")) ? QStringLiteral("<a href=\"%1\">%1</a>").arg(esc(url)) : esc(url);
    };
    auto field = [&](const QString &name, const QString &value) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(esc(name), value);
    };
    auto num = [&](std::optional<double> v, const QString &unit) {
        return v ? esc(QStringLiteral("%1 %2").arg(l.toString(*v, 'g', 6), unit).trimmed()) : QStringLiteral("—");
    };
    auto price = [&](const PriceView &p) -> QString {
        if (!p.present)
            return esc(tr("none in the source"));
        if (!p.amount)
            return esc(p.note.isEmpty() ? tr("no list price") : p.note);
        const QString perGpu = o.gpuCount && *o.gpuCount > 0 ? l.toString(*p.amount / *o.gpuCount, 'f', 4) : QStringLiteral("—");
        return esc(tr("%1 %2 per instance-hour, %1 %3 per GPU-hour; as of %4")
                       .arg(p.currency, l.toString(*p.amount, 'f', 4), perGpu, p.asOf))
            + QStringLiteral("<br>") + link(p.sourceUrl);
    };
    QString html = QStringLiteral("<h3>%1 · %2</h3><table cellspacing=4>")
                       .arg(esc(m_model->data(m_model->index(row, 0)).toString()), esc(o.instanceType));
    html += field(tr("Region"), esc(o.region));
    html += field(tr("GPU"),
        esc(QStringLiteral("%1 × %2").arg(l.toString(o.gpuCount.value_or(0), 'g', 4), o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName)));
    html += field(tr("Written in the source as"), esc(o.gpuRawName));
    html += field(tr("On-demand"), price(o.onDemand));
    html += field(tr("Spot"), price(o.spot));
    html += field(tr("Dense BF16 per GPU"), num(o.bf16Tflops, QStringLiteral("TFLOPS")));
    html += field(tr("Dense FP8 per GPU"), num(o.fp8Tflops, QStringLiteral("TFLOPS")));
    html += field(tr("FP32 per GPU"), num(o.fp32Tflops, QStringLiteral("TFLOPS")));
    html += field(tr("Memory bandwidth per GPU"), num(o.memoryBandwidthGBs, QStringLiteral("GB/s")));
    html += field(tr("Memory per GPU"), num(o.gpuMemoryGb, QStringLiteral("GB")));
    html += field(tr("Datasheet"), o.gpuSourceUrl.isEmpty() ? esc(tr("none verified")) : link(o.gpuSourceUrl));
    html += field(tr("vCPUs / RAM"),
        esc(QStringLiteral("%1 / %2 GiB")
                .arg(o.vcpus ? l.toString(*o.vcpus) : QStringLiteral("—"), o.ramGib ? l.toString(*o.ramGib) : QStringLiteral("—"))));
    if (!o.brokerOf.isEmpty())
        html += field(tr("Runs on"), esc(o.brokerOf));
    if (!o.flags.isEmpty())
        html += field(tr("Import flags"), esc(o.flags));
    QString tiers;
    for (const RatingView &r : m_session->snapshot().ratingHistory)
        if (r.providerKey == o.providerKey)
            tiers += esc(QStringLiteral("%1 %2 (%3): %4").arg(r.source, r.version, r.published, Tier::displayNameOf(r.tier)))
                + QStringLiteral(" ") + link(r.sourceUrl) + QStringLiteral("<br>");
    html += field(tr("ClusterMAX history"), tiers.isEmpty() ? esc(tr("not rated")) : tiers);
    const ScoringTable &table = m_session->table();
    const Weights &weights = m_session->params().weights;
    const auto usd = table.usdPerGpuHour(row);
    const CostScenario &scenario = table.scenario();
    const auto reliability = ReliabilityProfile::forTier(m_model->ratings().value(o.providerKey).tier, scenario.isInference());
    if (usd && reliability) {
        const CostBreakdown b = computeTrueCost(*usd, scenario, *reliability);
        html += field(tr("True cost (%1)").arg(m_weights->scenarioBox()->currentText()),
            esc(tr("USD %1 per useful GPU-hour; goodput expense %2 % (%3)")
                    .arg(l.toString(b.usdPerUsefulGpuHour(), 'f', 2), l.toString(b.goodputPercent(), 'f', 1), reliability->basis)));
    }
    html += QStringLiteral("</table>");

    // Criteria breakdown: weight share, score and contribution to the total.
    const double total = weights.total();
    QString rows;
    double used = 0;
    for (int c = 0; c < kCriterionCount; ++c)
        if (table.criterion(row, Criterion(c)) && weights.values[size_t(c)] > 0)
            used += weights.values[size_t(c)];
    const bool tierPoints = Tier::fromName(m_model->ratings().value(o.providerKey).tier).points().has_value();
    for (int c = 0; c < kCriterionCount; ++c) {
        const double w = weights.values[size_t(c)];
        const auto s = table.criterion(row, Criterion(c));
        QString origin; // where a category score comes from
        if (isCategory(Criterion(c))) {
            const auto a = m_assessments->assessment(o.providerKey, Criterion(c));
            switch (m_assessments->origin(o.providerKey, Criterion(c), tierPoints)) {
            case AssessmentActions::Origin::Assessed:
                origin = esc(tr("assessed %1").arg(a->assessedOn))
                    + (a->sourceUrl.isEmpty() ? QString() : QStringLiteral(" ") + link(a->sourceUrl));
                break;
            case AssessmentActions::Origin::TierDefault:
                origin = esc(tr("tier default (saved)"));
                break;
            case AssessmentActions::Origin::Tier:
                origin = esc(tr("published tier"));
                break;
            case AssessmentActions::Origin::NoData:
                origin = QStringLiteral("—");
                break;
            }
        }
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2 %</td><td align=right>%3</td><td align=right>%4</td><td>%5</td></tr>")
                    .arg(esc(criterionName(Criterion(c))), l.toString(total > 0 ? 100 * w / total : 0, 'f', 0),
                        s ? l.toString(*s, 'f', 1) : esc(tr("no data")),
                        s && used > 0 ? l.toString(*s * w / used, 'f', 1) : QStringLiteral("—"), origin);
    }
    const auto score = m_model->score(row);
    html += QStringLiteral("<h4>%1</h4>")
                .arg(esc(score ? tr("Score %1 (%2 % of the weight backed by data)")
                                     .arg(l.toString(*score, 'f', 1))
                                     .arg(qRound(m_model->coverage(row) * 100))
                               : tr("Not ranked: no comparable on-demand price")));
    html += QStringLiteral(
        "<table cellspacing=3><tr><th align=left>%1</th><th>%2</th><th>%3</th><th>%4</th><th align=left>%5</th></tr>%6</table>")
                .arg(esc(tr("Criterion")), esc(tr("Weight")), esc(tr("Score")), esc(tr("Contribution")), esc(tr("Source")), rows);
    if (const int assessed = m_assessments->assessedCount(o.providerKey); assessed > 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("%1 of 10 ClusterMAX categories are assessed (see Source); the others use the published "
                                "tier's points, or have no data.")
                                 .arg(assessed)));
    else if (table.categoriesFromTier(row))
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("The ClusterMAX category scores are the points of the provider's latest published tier: "
                                "no assessment has been entered for it.")));
    QUrl assess(QStringLiteral("cloudgauge:assess"));
    assess.setQuery(QUrlQuery({ { QStringLiteral("provider"), o.providerKey } }));
    html += QStringLiteral("<p><a href=\"%1\">%2</a></p>").arg(esc(assess.toString()), esc(tr("Assess this provider…")));
    m_details->setHtml(html);
}

void MainWindow::updateStatus()
{
    // Runs on every filter change: only cached figures here, no catalog query.
    QString text = tr("%n offer(s) from %1 providers", nullptr, m_model->rowCount()).arg(m_providerCount);
    if (m_proxy->rowCount() != m_model->rowCount())
        text += QStringLiteral(" · ") + tr("%n shown", nullptr, m_proxy->rowCount());
    if (const QString &newest = m_session->snapshot().newestPriceDate; !newest.isEmpty())
        text += QStringLiteral(" · ") + tr("newest price as of %1").arg(newest); // ISO: unambiguous in every locale
    text += QStringLiteral(" · ") + m_catalogPath;
    if (!m_readOnlyReason.isEmpty())
        text += QStringLiteral(" · ") + tr("read-only: open in another CloudGauge window");
    m_status->setText(text);
}

void MainWindow::chooseImportFiles()
{
    if (m_importWatcher.isRunning())
        return;
    const QStringList files
        = QFileDialog::getOpenFileNames(this, tr("Import price files"), QString(), tr("Price files (*.csv *.json);;All files (*)"));
    if (files.isEmpty())
        return;
    startImport(files, false);
}

void MainWindow::startImport(const QStringList &files, bool allowOlder)
{
    if (!m_progress) {
        m_progress = new QProgressDialog(this);
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setMinimumDuration(300);
        connect(m_progress, &QProgressDialog::canceled, this, [this] {
            if (m_cancelImport)
                m_cancelImport->store(true);
        });
        connect(&m_importWatcher, &QFutureWatcher<QList<ImportReport>>::progressValueChanged, m_progress, &QProgressDialog::setValue);
    }
    m_progress->setLabelText(tr("Importing %n file(s)…", nullptr, int(files.size())));
    m_progress->setCancelButtonText(tr("Stop"));
    m_progress->setRange(0, int(files.size()));
    m_progress->setValue(0);
    const QString path = m_catalogPath;
    m_cancelImport = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancelImport;
    // The worker opens its own connection (one connection per thread) and closes it before returning.
    // Each file is one transaction: a stop rolls the current file back and skips the rest.
    m_importWatcher.setFuture(QtConcurrent::run([path, files, allowOlder, cancel](QPromise<QList<ImportReport>> &promise) {
        QList<ImportReport> reports;
        promise.setProgressRange(0, int(files.size()));
        Catalog catalog(path);
        QString error;
        if (!catalog.open(&error)) {
            ImportReport r;
            r.file = path;
            r.error = error;
            reports.append(r);
            promise.addResult(reports);
            return;
        }
        Importer importer(catalog);
        ImportOptions options;
        options.allowOlder = allowOlder;
        options.cancel = cancel.get();
        for (int i = 0; i < files.size(); ++i) {
            if (cancel->load())
                break;
            reports.append(importer.importFile(files.at(i), options));
            promise.setProgressValue(i + 1);
        }
        promise.addResult(reports);
    }));
}

void MainWindow::importFinished()
{
    if (m_progress)
        m_progress->reset();
    if (!isVisible())
        return; // closed while importing: the worker was stopped and joined in closeEvent
    const QList<ImportReport> reports = m_importWatcher.future().resultCount() > 0 ? m_importWatcher.result() : QList<ImportReport>();
    QStringList text;
    bool failed = false;
    for (const ImportReport &r : reports) {
        text.append(r.text());
        failed |= !r.ok();
    }
    reload();
    QStringList older;
    for (const ImportReport &r : reports)
        if (r.refusedAsOlder)
            older.append(r.file);
    if (!older.isEmpty()) {
        // Field report CAT-11: an older snapshot never silently replaces a newer one; ask first.
        const auto answer = QMessageBox::question(this, tr("Older prices"),
            tr("%n file(s) hold prices older than the catalog's for the same provider:\n%1\n\n"
               "Import them as price history? The newer prices stay current.",
                nullptr, int(older.size()))
                .arg(older.join(QLatin1Char('\n'))));
        if (answer == QMessageBox::Yes) {
            startImport(older, true);
            return;
        }
    }
    QMessageBox box(failed ? QMessageBox::Warning : QMessageBox::Information, tr("Import report"),
        failed ? tr("Some files could not be imported; nothing was written from them.") : tr("Import finished."), QMessageBox::Ok, this);
    box.setDetailedText(text.join(QStringLiteral("\n\n")));
    box.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About CloudGauge"),
        tr("<h3>CloudGauge %1</h3>"
           "<p>Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.</p>"
           "<p>Catalog: newest price as of %2.</p>"
           "<p>Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets "
           "(NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers' public price pages, "
           "each with its source and date in the catalog.</p>")
            .arg(QStringLiteral(CLOUDGAUGE_VERSION), m_session->snapshot().newestPriceDate));
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
    if (m_importWatcher.isRunning()) {
        // Field report QT-07: stop the worker (its file's transaction rolls back) and join it
        // before the window goes, so no result reaches a deleted widget.
        m_cancelImport->store(true);
        statusBar()->showMessage(tr("Stopping the import before closing…"));
        m_importWatcher.waitForFinished();
    }
    event->accept();
}

} // namespace cg
