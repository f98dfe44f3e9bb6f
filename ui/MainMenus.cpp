#include "MainMenus.h"
#include "scoring/NeedProfileStore.h"

#include "CapacityPlanDialog.h"
#include "DetailsPane.h"
#include "FilterBar.h"
#include "MainWindow.h"
#include "NeedProfileDialog.h"
#include "ProbePanel.h"
#include "RegionsDialog.h"
#include "ReservedTermDialog.h"
#include "TeamCatalogActions.h"
#include "WeightsPanel.h"
#include "WorkloadEstimatorDialog.h"
#include "assessing/AssessmentActions.h"
#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/TermPrices.h"
#include "history/WatchNotifier.h"
#include "history/WhatChangedDialog.h"
#include "i18n/LanguageManager.h"
#include "importing/ImportController.h"
#include "itemmodels/OfferTableModel.h"
#include "itemmodels/ProviderRankingModel.h"
#include "quotation/RfqDialog.h"
#include "report/ReportPreviewDialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDate>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cg {

MainMenus::MainMenus(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    createFileMenu();
    createViewMenu();
    createToolsMenu();
    createHelpMenu();
    createProviderMenu();
}

void MainMenus::createFileMenu()
{
    MainWindow *w = m_window;
    m_fileMenu = w->menuBar()->addMenu(QString());
    m_fileMenu->addAction(w->importController()->importAction());
    m_updateAction = m_fileMenu->addAction(QString(), w, &MainWindow::showPriceUpdate);
    m_priceApiAction = m_fileMenu->addAction(QString(), w, [w] { w->showPriceApiScript(); });
    m_verifyAction = m_fileMenu->addAction(QString(), w, &MainWindow::showPriceVerify);
    m_exportAction = m_fileMenu->addAction(QString(), this, &MainMenus::exportReport);
    m_fileMenu->addAction(w->detailsPane()->exportHistoryAction());
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(w->assessmentActions()->importAction());
    m_fileMenu->addAction(w->assessmentActions()->exportAction());
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), w, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_team = new TeamCatalogActions(w, m_fileMenu); // Connect to team catalog…, recent ones, reconnect
}

void MainMenus::createViewMenu()
{
    MainWindow *w = m_window;
    m_viewMenu = w->menuBar()->addMenu(QString());
    m_filterAction = m_viewMenu->addAction(QString(), this, [w] {
        w->filterBar()->searchField()->setFocus();
        w->filterBar()->searchField()->selectAll();
    });
    m_filterAction->setShortcut(QKeySequence::Find);
    m_reloadAction = m_viewMenu->addAction(QString(), w, &MainWindow::reload);
    m_reloadAction->setShortcut(QKeySequence::Refresh);
    m_resetAction = m_viewMenu->addAction(QString(), this, &MainMenus::resetToDefaults);
    m_whatChangedAction = m_viewMenu->addAction(QString(), this, [w] {
        auto *dialog = new WhatChangedDialog(w->workspace().catalog(), w->workspace().session().params(), w);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    // Every reload after an import or update shows the watchlist rules it fired.
    auto *notifier = new WatchNotifier(w->workspace().catalog(), w);
    connect(w, &MainWindow::catalogReloaded, notifier, &WatchNotifier::check);
    m_currencyMenu = m_viewMenu->addMenu(QString());
    m_currencyGroup = new QActionGroup(this);
    for (const QString &code : { QString(), QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR") }) {
        QAction *a = m_currencyMenu->addAction(code);
        a->setCheckable(true);
        a->setData(code);
        m_currencyGroup->addAction(a);
        connect(a, &QAction::triggered, w, [w, code] { w->setDisplayCurrency(code); });
    }
    m_panelsMenu = m_viewMenu->addMenu(QString());
    int key = Qt::Key_1;
    for (QDockWidget *d : w->panelDocks()) {
        QAction *toggle = d->toggleViewAction();
        toggle->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key(key++)));
        m_panelsMenu->addAction(toggle);
    }
    if (LanguageManager *languages = w->languages()) {
        m_viewMenu->addSeparator();
        m_languageMenu = m_viewMenu->addMenu(QString());
        m_languageGroup = new QActionGroup(this);
        for (const QString &code : LanguageManager::languages()) {
            // Each language is named in itself, so it can be found from any UI language.
            QAction *a = m_languageMenu->addAction(LanguageManager::nativeName(code));
            a->setCheckable(true);
            a->setChecked(code == languages->language());
            a->setData(code);
            m_languageGroup->addAction(a);
            connect(a, &QAction::triggered, this, [languages, code] { languages->setLanguage(code); });
        }
    }
}

void MainMenus::createToolsMenu()
{
    MainWindow *w = m_window;
    m_toolsMenu = w->menuBar()->addMenu(QString());
    m_probeAction = m_toolsMenu->addAction(QString(), this, &MainMenus::runProbe);
    m_probeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_toolsMenu->addSeparator();
    m_toolsMenu->addAction(w->assessmentActions()->assessAction());
    m_estimatorAction = m_toolsMenu->addAction(QString(), this, &MainMenus::showEstimator);
    m_estimatorAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_breakEvenAction = m_toolsMenu->addAction(QString(), this, &MainMenus::showBreakEven);
    m_breakEvenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_needProfilesAction = m_toolsMenu->addAction(QString(), this, &MainMenus::editNeedProfiles);
    m_needProfilesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_rfqAction = m_toolsMenu->addAction(QString(), this, &MainMenus::requestQuotation);
    m_regionsAction = m_toolsMenu->addAction(QString(), this, &MainMenus::showRegions);
    m_regionsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_capacityPlanAction = m_toolsMenu->addAction(QString(), this, &MainMenus::showCapacityPlan);
    m_capacityPlanAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    w->offersView()->setContextMenuPolicy(Qt::ActionsContextMenu); // right-click an offer
    w->offersView()->addAction(m_breakEvenAction);
}

void MainMenus::createHelpMenu()
{
    m_helpMenu = m_window->menuBar()->addMenu(QString());
    m_methodologyAction = m_helpMenu->addAction(QString(), this, &MainMenus::showMethodology);
    m_methodologyAction->setShortcut(QKeySequence::HelpContents);
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainMenus::showAbout);
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
}

void MainMenus::createProviderMenu()
{
    MainWindow *w = m_window;
    w->providersView()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(w->providersView(), &QWidget::customContextMenuRequested, this, [w](const QPoint &pos) {
        const QModelIndex index = w->providersView()->indexAt(pos);
        if (!index.isValid())
            return;
        const QString key = w->providerRanking()->providerKey(index.row());
        QMenu menu(w);
        menu.addAction(
            tr("Assess %1…").arg(w->providerRanking()->index(index.row(), ProviderRankingModel::ProviderColumn).data().toString()), w,
            [w, key] { w->assessmentActions()->openEditor(key); });
        menu.exec(w->providersView()->viewport()->mapToGlobal(pos));
    });
}

void MainMenus::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_updateAction->setText(tr("&Update prices…"));
    m_priceApiAction->setText(tr("Get prices from a cloud's price &API…"));
    m_priceApiAction->setStatusTip(tr("A script of the Alibaba, Tencent or Huawei Cloud CLI calls that price the catalog's instance "
                                      "types; CloudGauge runs nothing by itself"));
    m_updateAction->setStatusTip(
        tr("Download current prices from the official feeds and public catalogs (nothing is fetched until you ask)"));
    m_verifyAction->setText(tr("&Verify prices of the top list…"));
    m_verifyAction->setStatusTip(tr("Fetch the top offers' prices again from their sources before you sign: confirmed, changed or to "
                                    "check by hand"));
    m_exportAction->setText(tr("&Export report…"));
    m_exportAction->setStatusTip(tr("Preview the PDF report for management and save it"));
    m_quitAction->setText(tr("&Quit"));
    m_team->retranslate();
    m_viewMenu->setTitle(tr("&View"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_filterAction->setText(tr("&Filter offers"));
    m_reloadAction->setText(tr("&Reload catalog"));
    m_panelsMenu->setTitle(tr("&Panels"));
    m_currencyMenu->setTitle(tr("&Currency"));
    m_currencyGroup->actions().first()->setText(tr("As listed by the source"));
    m_resetAction->setText(tr("Reset to &defaults…"));
    m_whatChangedAction->setText(tr("&What changed…"));
    m_whatChangedAction->setStatusTip(tr("New and removed offers, price changes and rank changes since an import run or a day"));
    m_probeAction->setText(tr("Run local GPU &probe"));
    m_probeAction->setStatusTip(tr("Measure this computer's GPU in a separate process and compare it with the catalog"));
    if (m_languageMenu) {
        m_languageMenu->setTitle(tr("&Language"));
        for (QAction *a : m_languageGroup->actions())
            a->setChecked(a->data().toString() == m_window->languages()->language());
    }
    m_estimatorAction->setText(tr("&Workload estimator…"));
    m_needProfilesAction->setText(tr("Edit &need profiles…"));
    m_needProfilesAction->setStatusTip(tr("Edit the hard constraints, scenario and weights of each need profile, or make your own"));
    m_breakEvenAction->setText(tr("Reserved-term &break-even…"));
    m_breakEvenAction->setStatusTip(
        tr("The selected offer on-demand against 1 to 36-month terms: committed cost and break-even utilisation"));
    m_estimatorAction->setStatusTip(tr("Which offer finishes a training run cheapest: GPU-hours, wall time and cost per offer"));
    m_rfqAction->setText(tr("Request for &quotation…"));
    m_rfqAction->setStatusTip(tr("Send providers a questionnaire and quote workbook (XLSX) and import their answers and quotes"));
    m_regionsAction->setText(tr("Regions and &latency…"));
    m_regionsAction->setStatusTip(tr("Where each region is, how far from your users, and the latency measured from this computer"));
    m_capacityPlanAction->setText(tr("&Capacity plan…"));
    m_capacityPlanAction->setStatusTip(tr("Commit or not: from the demand you expect, the commitment per term with the lowest cost and"
                                          " the best mix of terms, on demand and spot"));
    m_helpMenu->setTitle(tr("&Help"));
    m_methodologyAction->setText(tr("&Methodology"));
    m_aboutAction->setText(tr("&About CloudGauge"));
    m_aboutQtAction->setText(tr("About &Qt"));
}

void MainMenus::setCurrency(const QString &code)
{
    for (QAction *a : m_currencyGroup->actions())
        a->setChecked(a->data().toString() == code);
}

void MainMenus::exportReport()
{
    MainWindow *w = m_window;
    LanguageManager fallback;
    LanguageManager &languages = w->languages() ? *w->languages() : fallback;
    w->flushRerank();
    ReportPreviewDialog dialog(w->workspace().catalog(), w->workspace().session(), languages, w->displayCurrency(), w);
    if (dialog.exec() == QDialog::Accepted && !dialog.savedPath().isEmpty())
        w->statusBar()->showMessage(tr("Report saved to %1.").arg(QDir::toNativeSeparators(dialog.savedPath())), 10000);
    else if (dialog.verifyRequested())
        w->showPriceVerify();
}

void MainMenus::resetToDefaults()
{
    MainWindow *w = m_window;
    const auto answer = QMessageBox::question(w, tr("Reset to defaults"),
        tr("Forget the saved weights, language, window layout and column order? "
           "The weights return to the balanced preset now; the layout resets at the next start."));
    if (answer != QMessageBox::Yes)
        return;
    QSettings().clear();
    w->restoreDefaults(); // balanced weights now; the layout is not saved again on close
    w->statusBar()->showMessage(tr("Settings reset to defaults."), 5000);
}

void MainMenus::showRegions()
{
    MainWindow *w = m_window;
    RegionsDialog dialog(w->workspace().catalog(), w->importController()->hasWriteLock(), w);
    dialog.exec();
    w->refreshLocationPrompt(); // the location may have been set
}

void MainMenus::showCapacityPlan()
{
    MainWindow *w = m_window;
    const int row = w->offerModel()->rowOfOffer(w->selectedOfferId());
    const QString gpu = row >= 0 ? w->offerModel()->offer(row).gpuName : QString(); // the selected offer's model, if any
    const CatalogSnapshot &snapshot = w->workspace().session().snapshot();
    CapacityPlanDialog dialog(w->workspace().catalog(), snapshot.offers, snapshot.fx, w->displayCurrency(), gpu, w);
    dialog.exec();
}

void MainMenus::runProbe()
{
    m_window->showProbeDock();
    m_window->probePanel()->runProbe();
}

void MainMenus::requestQuotation()
{
    MainWindow *w = m_window;
    RfqDialog dialog(w->workspace().catalog(), w->languages(),
        w->importController()->hasWriteLock() ? QString() : w->importController()->readOnlyReason(), w);
    connect(&dialog, &RfqDialog::imported, w, &MainWindow::reload);
    dialog.exec();
}

void MainMenus::showEstimator()
{
    MainWindow *w = m_window;
    QString quoteError; // none read: the estimator still opens on the list prices
    const QList<QuoteRecord> quotes = RfqStore::quotes(w->workspace().catalog(), {}, &quoteError);
    const QList<rfq::QuoteComparison> compared = quotes.isEmpty()
        ? QList<rfq::QuoteComparison>()
        : rfq::compareQuotes(quotes, w->workspace().session().snapshot().offers, w->workspace().catalog().gpuIdentity(),
            w->workspace().session().snapshot().fx, QDate::currentDate());
    if (!quoteError.isEmpty())
        w->statusBar()->showMessage(tr("The received quotes could not be read: %1").arg(quoteError), 8000);
    WorkloadEstimatorDialog dialog(w->workspace().session(), compared, w);
    connect(&dialog, &WorkloadEstimatorDialog::jobChosen, w, [w, &dialog](const ModelJob &job, const QString &description) {
        w->weightsPanel()->setModelJob(job, description);
        w->applyRecommendation(MainWindow::RecommendationChange::Policy);
        w->statusBar()->showMessage(tr("Ranking for the model: %1.").arg(description), 8000);
        dialog.accept();
    });
    dialog.exec();
}

void MainMenus::editNeedProfiles()
{
    MainWindow *w = m_window;
    const auto current = w->weightsPanel()->needProfile();
    NeedProfileDialog dialog(NeedProfileStore().load(), w->workspace().pendingWeights(), current ? current->key : QString(), w);
    if (dialog.exec() != QDialog::Accepted)
        return;
    w->weightsPanel()->setNeedProfiles(NeedProfileStore().load()); // keeps the chosen need when it still exists
    w->applyRecommendation(MainWindow::RecommendationChange::Policy); // an edited need's constraints apply at once
    w->statusBar()->showMessage(tr("Need profiles saved."), 5000);
}

void MainMenus::showBreakEven()
{
    MainWindow *w = m_window;
    const int row = w->offerModel()->rowOfOffer(w->selectedOfferId());
    if (row < 0) {
        QMessageBox::information(w, tr("Reserved-term break-even"), tr("Select an offer in the table first."));
        return;
    }
    const auto &offer = w->offerModel()->offer(row);
    QString quoteError; // none read: the dialog still opens on the catalog's prices
    const QList<QuoteRecord> quotes = RfqStore::quotes(w->workspace().catalog(), { offer.providerKey }, &quoteError);
    const QList<rfq::QuoteComparison> compared = quotes.isEmpty()
        ? QList<rfq::QuoteComparison>()
        : rfq::compareQuotes(
            quotes, { offer }, w->workspace().catalog().gpuIdentity(), w->workspace().session().snapshot().fx, QDate::currentDate());
    if (!quoteError.isEmpty())
        w->statusBar()->showMessage(tr("The received quotes could not be read: %1").arg(quoteError), 8000);
    ReservedTermDialog dialog(
        offer, reservedPrices(w->workspace().catalog(), offer.id), w->workspace().session().snapshot().fx, compared, w);
    dialog.exec();
}

void MainMenus::showMethodology()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Methodology"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *text = new QTextBrowser(&dialog);
    text->setHtml(ReportWriter::methodologyHtml());
    layout->addWidget(text);
    dialog.resize(640, 560);
    dialog.exec();
}

void MainMenus::showAbout()
{
    QMessageBox::about(m_window, tr("About CloudGauge"),
        tr("<h3>CloudGauge %1</h3>"
           "<p>Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.</p>"
           "<p>Catalog: newest price observed on %2.</p>"
           "<p>Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets "
           "(NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers' public price pages, "
           "each with its source and date in the catalog.</p>")
            .arg(QStringLiteral(CLOUDGAUGE_VERSION), m_window->workspace().session().snapshot().newestPriceDate));
}

} // namespace cg
