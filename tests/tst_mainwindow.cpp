#include "TestSupport.h"

#include <QSet>

#include "DetailsPane.h"
#include "FilterBar.h"
#include "MainWindow.h"
#include "NeedProfileDialog.h"
#include "RecommendationPane.h"
#include "ReservedTermDialog.h"
#include "ScreenFit.h"
#include "WeightsPanel.h"
#include "WorkloadEstimatorDialog.h"
#include "catalog/store/OfferCache.h"
#include "catalog/store/TermPrices.h"
#include "charts/PriceScatterView.h"
#include "charts/ReliabilityChartView.h"
#include "i18n/LanguageManager.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"
#include "itemmodels/ProviderRankingModel.h"
#include "itemmodels/RecommendationModel.h"
#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"
#include "scoring/ScoringTable.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QXYSeries>

#include <algorithm>
#include <cmath>

using namespace cg;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void showsTheBundledCatalogAndFilters();
    void aBackgroundStartPaintsFirstThenShowsTheSameRanking();
    void aBackgroundStartRecoversACatalogItsReadAloneWouldAccept();
    void aBackgroundStartReadsTheOfferCopyOfThatStateOnly();
    void scatterAxesStayTwoWithAFilterAndTickAt125();
    void movingASliderChangesTheTopOffer();
    void aBurstOfSliderMovesIsOneRerankEqualToAFreshOne();
    void chartAndTableSelectEachOther();
    void qt03_scatterNeverGetsNonFiniteOrNonPositiveValues();
    void qt07_closingDuringAnImportExitsPromptlyAndKeepsTheCatalog();
    void weightsAreRemembered();
    void trueCostSliderScenarioAndScatterAxis();
    void workloadEstimatorRanksTheCheapestToFinish();
    void reservedTermBreakEvenForAnOffer();
    void choosingANeedRanksOnlyOffersThatMeetItAndIsRemembered();
    void untickingAGateLetsItsOffersIntoTheRanking();
    void missingDataPolicyAndResetAreOneRerankEachAndRemembered();
    void thePriceAgeLimitRanksOnlyRecentPricesAndIsRemembered();
    void excludedProvidersAreGreyWithTheReason();
    void recommendationPanelShowsTheSessionsRankingAndOpensAGroup();
    void recommendedOnlyHidesTheExcludedAndUnrankedOffers();
    void needProfilesAreEditedSavedAndRestored();
    void theWindowFitsA1366PixelScreenInBothLanguages();
    void anImportIsReadBackOnAWorkerAndShown();
    void theStatusBarWarnsOfOldExchangeRates();
    void moreFiltersHidesTheLessUsedOnesAndCountsThem();

private:
    QString m_path;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestMainWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    QSettings().clear();
}

void TestMainWindow::scatterAxesStayTwoWithAFilterAndTickAt125()
{
    QCOMPARE(PriceScatterView::logTicks(0.15, 12), (QList<double> { 0.2, 0.5, 1, 2, 5, 10 }));
    QCOMPARE(PriceScatterView::logTicks(1, 1000, 6), (QList<double> { 1, 10, 100, 1000 })); // thinned to decades
    QCOMPARE(PriceScatterView::logTicks(3, 4), QList<double>()); // no 1-2-5 value inside
    MainWindow w(m_path);
    w.show();
    PriceScatterView *scatter = w.scatterView();
    QString instance; // one that the scatter draws: priced in USD, with a BF16 figure
    for (const OfferView &o : w.rankingSession().offers())
        if (instance.isEmpty() && o.onDemandPerGpuHour() && o.onDemand.currency == QLatin1String("USD") && o.bf16Tflops)
            instance = o.instanceType;
    QTest::keyClicks(w.findChild<FilterBar *>()->searchField(), instance);
    QVERIFY(w.visibleOfferCount() > 0 && w.visibleOfferCount() < w.rankingSession().offers().size());
    w.reload(); // as after an import: the catalog is read again with the filter active
    scatter->refresh();
    QVERIFY(scatter->pointCount() >= 1);
    QCOMPARE(scatter->chart()->axes().size(), 2);
    QCOMPARE(scatter->chart()->axes(Qt::Horizontal).size(), 1);
    auto *x = qobject_cast<QCategoryAxis *>(scatter->chart()->axes(Qt::Horizontal).first());
    QVERIFY(x); // log scale (the default): labels at 1-2-5 steps
    const QStringList labels = x->categoriesLabels();
    QVERIFY(!labels.isEmpty());
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size()); // no label twice
    for (const QString &l : labels)
        QVERIFY2(QRegularExpression(QStringLiteral("^(0\\.0*)?[125]0*$")).match(l).hasMatch(), qPrintable(l));
}

void TestMainWindow::aBackgroundStartPaintsFirstThenShowsTheSameRanking()
{
    // The application's start: the window exists with no offers, reads on a worker, and then
    // holds exactly what a window that read in its constructor holds, in the same order.
    MainWindow now(m_path);
    const int offers = now.rankingSession().offers().size();
    QVERIFY(offers > 0);
    MainWindow background(m_path, nullptr, nullptr, MainWindow::InitialLoad::Background);
    QSignalSpy reloaded(&background, &MainWindow::catalogReloaded);
    QCOMPARE(background.offersView()->model()->rowCount(), 0);
    QVERIFY(background.isReloading());
    background.show();
    QVERIFY(reloaded.wait(30000));
    QCOMPARE(background.offersView()->model()->rowCount(), offers);
    QCOMPARE(background.rankingSession().ranked().size(), now.rankingSession().ranked().size());
    for (int i = 0; i < now.rankingSession().ranked().size(); ++i)
        QCOMPARE(background.rankingSession().ranked().at(i).offer.id, now.rankingSession().ranked().at(i).offer.id);
    QCOMPARE(background.selectedOfferId(), now.selectedOfferId());
}

void TestMainWindow::aBackgroundStartRecoversACatalogItsReadAloneWouldAccept()
{
    // A damaged page of an index the offers read does not use: the read alone succeeds, SQLite's
    // quick_check (run beside the read at start) fails, and the window recovers instead of
    // showing the damaged file.
    int rootPage = 0, pageSize = 0;
    {
        Catalog catalog(m_path);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        QSqlQuery q(catalog.database());
        QVERIFY(q.exec(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = 'price_point_run'")) && q.next());
        rootPage = q.value(0).toInt();
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_size")) && q.next());
        pageSize = q.value(0).toInt();
    }
    QVERIFY(rootPage > 1 && pageSize > 0);
    {
        QFile f(m_path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.seek(qint64(rootPage - 1) * pageSize));
        QCOMPARE(f.write(QByteArray(pageSize, char(0xa5))), qint64(pageSize));
    }
    int offers = 0;
    {
        Catalog unchecked(m_path);
        QString error;
        QVERIFY2(unchecked.open(&error, Catalog::IntegrityCheck::Deferred), qPrintable(error));
        const auto snapshot = CatalogSnapshot::read(unchecked, &error);
        QVERIFY2(snapshot, qPrintable(error)); // the read alone would show it
        offers = int(snapshot->offers.size());
        Catalog checked(m_path);
        QVERIFY(!checked.open(&error));
        QVERIFY2(error.contains(QLatin1String("integrity check failed")), qPrintable(error));
    }
    QString shown;
    QTimer answer; // the recovery's message box
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->accept();
        }
    });
    answer.start(10);
    QByteArray damaged;
    {
        QFile f(m_path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        damaged = f.readAll();
    }
    MainWindow w(m_path, nullptr, nullptr, MainWindow::InitialLoad::Background);
    QSignalSpy reloaded(&w, &MainWindow::catalogReloaded);
    w.show();
    // The damaged file is moved aside (this test build bundles no seed to rebuild from, so the
    // window then says it has no catalog): it never shows the damaged file's offers.
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 30000);
    QVERIFY(!w.isReloading());
    QCOMPARE(reloaded.count(), 0);
    QCOMPARE(w.offersView()->model()->rowCount(), 0);
    const QDir folder = QFileInfo(m_path).dir();
    const QStringList aside = folder.entryList({ QFileInfo(m_path).fileName() + QStringLiteral(".corrupt-*") });
    QCOMPARE(aside.size(), 1);
    QFile moved(folder.filePath(aside.first()));
    QVERIFY(moved.open(QIODevice::ReadOnly));
    QVERIFY(moved.readAll() == damaged); // nothing lost
    QVERIFY(offers > 0);
}

void TestMainWindow::aBackgroundStartReadsTheOfferCopyOfThatStateOnly()
{
    QString error, key;
    QList<OfferView> offers;
    {
        Catalog catalog(m_path);
        QVERIFY2(catalog.open(&error), qPrintable(error));
        offers = catalog.offers();
        key = OfferCache::keyOf(m_path, catalog.schemaVersion());
    }
    QVERIFY(!offers.isEmpty() && !key.isEmpty());
    // A copy for the file as it is, whose first offer has another instance type: the window shows
    // the copy's (it read the copy, not the catalog).
    QList<OfferView> marked = offers;
    const qint64 id = marked.first().id;
    marked.first().instanceType = QStringLiteral("from-the-copy");
    QVERIFY2(OfferCache::write(m_path, key, marked, true, &error), qPrintable(error));
    auto instanceShown = [id](MainWindow &w) {
        const auto *model = qobject_cast<OfferTableModel *>(w.findChild<OfferTableModel *>());
        return model->offer(model->rowOfOffer(id)).instanceType;
    };
    {
        MainWindow w(m_path, nullptr, nullptr, MainWindow::InitialLoad::Background);
        QSignalSpy reloaded(&w, &MainWindow::catalogReloaded);
        QVERIFY(reloaded.wait(30000));
        QCOMPARE(w.offersView()->model()->rowCount(), offers.size());
        QCOMPARE(instanceShown(w), QStringLiteral("from-the-copy"));
    }
    // Another state of the file (a write): the catalog is read, and a copy of that state written.
    QString newKey;
    {
        Catalog catalog(m_path);
        QVERIFY2(catalog.open(&error), qPrintable(error));
        QSqlQuery q(catalog.database());
        QVERIFY(q.exec(QStringLiteral("UPDATE offering SET vcpus = COALESCE(vcpus, 0) + 1 WHERE id = %1").arg(id)));
    }
    // The key once the last connection has closed (and moved the write-ahead log into the file).
    newKey = OfferCache::keyOf(m_path, Catalog::kSchemaVersion);
    QVERIFY(newKey != key);
    {
        MainWindow w(m_path, nullptr, nullptr, MainWindow::InitialLoad::Background);
        QSignalSpy reloaded(&w, &MainWindow::catalogReloaded);
        QVERIFY(reloaded.wait(30000));
        QCOMPARE(instanceShown(w), offers.first().instanceType);
        QTRY_VERIFY_WITH_TIMEOUT(OfferCache::read(m_path, newKey).has_value(), 30000); // written on a pool thread
        const auto copy = OfferCache::read(m_path, newKey);
        QVERIFY(copy->integrityChecked); // the start checked the file
        QCOMPARE(copy->offers.size(), offers.size());
        QCOMPARE(copy->offers.first().instanceType, offers.first().instanceType);
    }
}

void TestMainWindow::showsTheBundledCatalogAndFilters()
{
    MainWindow w(m_path);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTableView *table = w.offersView();
    Catalog catalog(m_path);
    QString error;
    QVERIFY(catalog.open(&error));
    const QList<OfferView> offers = catalog.offers();
    QVERIFY(!offers.isEmpty());
    QCOMPARE(table->model()->rowCount(), offers.size()); // every offer of the catalog
    // Searching for one offer's instance type leaves the offers whose provider, GPU, instance type
    // or region contain it.
    QString instance; // one that the scatter draws: priced, with a BF16 figure
    for (const OfferView &o : offers)
        if (instance.isEmpty() && o.onDemandPerGpuHour() && o.onDemand.currency == QLatin1String("USD") && o.bf16Tflops)
            instance = o.instanceType;
    QVERIFY(!instance.isEmpty());
    const auto matching = std::count_if(offers.begin(), offers.end(), [&instance](const OfferView &o) {
        return QStringList { o.providerNameEn, o.providerNameZh, o.providerKey, o.gpuName, o.gpuRawName, o.instanceType, o.region }
            .join(QLatin1Char(' '))
            .contains(instance, Qt::CaseInsensitive);
    });
    QTest::keyClicks(w.findChild<FilterBar *>()->searchField(), instance);
    QCOMPARE(table->model()->rowCount(), int(matching));
    QVERIFY(table->model()->rowCount() < offers.size());
    QCOMPARE(w.visibleOfferCount(), table->model()->rowCount());
    QStringList menus;
    for (QAction *a : w.menuBar()->actions())
        menus.append(a->text());
    QCOMPARE(menus, (QStringList { QStringLiteral("&File"), QStringLiteral("&View"), QStringLiteral("&Tools"), QStringLiteral("&Help") }));
    QVERIFY(w.scatterView()->pointCount() >= 1);
    QVERIFY(!w.grab().isNull());
}

void TestMainWindow::movingASliderChangesTheTopOffer()
{
    MainWindow w(m_path);
    w.show();
    WeightsPanel *panel = w.weightsPanel();
    // Only "memory per GPU": the top provider is the one selling the most memory per GPU.
    for (int c = 0; c < kCriterionCount; ++c)
        panel->slider(Criterion(c))->setValue(0);
    panel->slider(Criterion::Memory)->setValue(100);
    w.flushRerank();
    QTableView *providers = w.providersView();
    const QString topByMemory = providers->model()->index(0, 1).data().toString();
    Catalog catalog(m_path);
    QString error;
    QVERIFY(catalog.open(&error));
    double most = 0;
    QSet<QString> expected; // every provider selling that most memory: ties are any order
    // Only offers that pass the recommendation gates can lead (unrated, Not Recommended and
    // implausibly priced offers are listed after the rest).
    const ScoringTable &gates = w.rankingSession().table();
    const QList<OfferView> offers = catalog.offers();
    for (int i = 0; i < offers.size(); ++i) {
        const OfferView &o = offers[i];
        if ((gates.gates(i) & RankingPolicy().gates) == 0 && o.onDemandPerGpuHour() && o.onDemand.currency == QLatin1String("USD")
            && o.gpuMemoryGb && *o.gpuMemoryGb >= most) {
            if (*o.gpuMemoryGb > most)
                expected.clear();
            most = *o.gpuMemoryGb;
            expected.insert(o.providerNameEn);
        }
    }
    QVERIFY(most > 0);
    QVERIFY2(expected.contains(topByMemory),
        qPrintable(topByMemory + QStringLiteral(" not among ") + QStringList(expected.values()).join(u',')));
    // Now only BF16 price-performance: the best TFLOPS per dollar wins.
    panel->slider(Criterion::Memory)->setValue(0);
    panel->slider(Criterion::PricePerfBf16)->setValue(100);
    w.flushRerank();
    double best = 0;
    QString bestProvider;
    for (int i = 0; i < offers.size(); ++i) {
        const OfferView &o = offers[i];
        if ((gates.gates(i) & RankingPolicy().gates) == 0 && o.onDemandPerGpuHour() && o.onDemand.currency == QLatin1String("USD")
            && o.bf16Tflops && *o.bf16Tflops / *o.onDemandPerGpuHour() > best) {
            best = *o.bf16Tflops / *o.onDemandPerGpuHour();
            bestProvider = o.providerNameEn;
        }
    }
    QCOMPARE(providers->model()->index(0, 1).data().toString(), bestProvider);
    QVERIFY(providers->model()->index(0, 1).data().toString() != topByMemory);
}

void TestMainWindow::aBurstOfSliderMovesIsOneRerankEqualToAFreshOne()
{
    MainWindow w(m_path);
    w.show();
    const int before = w.rerankCount();
    QSlider *slider = w.weightsPanel()->slider(Criterion::PricePerfBandwidth);
    for (int v = 0; v <= 100; v += 2) // 51 moves within one event-loop turn
        slider->setValue(v);
    QTRY_COMPARE(w.rerankCount(), before + 1);
    QTest::qWait(50);
    QCOMPARE(w.rerankCount(), before + 1);
    // The shown ranking equals a fresh computation from the final weights.
    Catalog catalog(m_path);
    QString error;
    QVERIFY(catalog.open(&error));
    const auto offers = catalog.offers();
    const ScoringTable table = ScoringTable::build(offers, catalog.latestRatings(), catalog.assessments(), catalog.latestFxRates());
    const auto result = table.score(w.weightsPanel()->weights());
    const auto order = table.rankOrder(result, RankingPolicy().gates);
    QStringList fresh;
    for (int i : order)
        if (!fresh.contains(offers[i].providerNameEn))
            fresh.append(offers[i].providerNameEn);
    QAbstractItemModel *providers = w.providersView()->model();
    QCOMPARE(providers->rowCount(), fresh.size());
    for (int r = 0; r < providers->rowCount(); ++r)
        QCOMPARE(providers->index(r, 1).data().toString(), fresh.at(r));
}

void TestMainWindow::chartAndTableSelectEachOther()
{
    MainWindow w(m_path);
    w.show();
    PriceScatterView *scatter = w.scatterView();
    QVERIFY(scatter->pointCount() > 10);
    // A point's offer, as a click would report it.
    QXYSeries *first = qobject_cast<QXYSeries *>(scatter->chart()->series().first());
    const qint64 id = scatter->offerAt(first->at(0));
    QVERIFY(id > 0);
    emit scatter->offerActivated(id);
    QCOMPARE(w.selectedOfferId(), id);
    // Selecting in the table marks the point.
    QXYSeries *selected = nullptr;
    for (QAbstractSeries *s : scatter->chart()->series())
        if (s->name() == QLatin1String("Selected"))
            selected = qobject_cast<QXYSeries *>(s);
    QVERIFY(selected);
    QCOMPARE(selected->count(), 1);
    QVERIFY(w.selectOffer(w.offersView()->model()->index(3, 0).data(OfferTableModel::OfferIdRole).toLongLong()));
    QCOMPARE(selected->count() <= 1, true);
}

void TestMainWindow::qt03_scatterNeverGetsNonFiniteOrNonPositiveValues()
{
    auto offer = [](qint64 id, std::optional<double> price, std::optional<double> bf16) {
        OfferView o;
        o.id = id;
        o.providerKey = QStringLiteral("p%1").arg(id);
        o.providerNameEn = o.providerKey;
        o.instanceType = QStringLiteral("i%1").arg(id);
        o.gpuKey = QStringLiteral("g%1").arg(id);
        o.gpuName = o.gpuKey;
        o.gpuCount = 1;
        o.bf16Tflops = bf16;
        o.onDemand.present = true;
        o.onDemand.amount = price;
        o.onDemand.currency = QStringLiteral("USD");
        return o;
    };
    const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
    OfferTableModel model;
    model.setOffers({ offer(1, 0.0, 100), offer(2, std::nullopt, 100), offer(3, 2, nan), offer(4, 2, -5), offer(5, 2, 1e308),
                        offer(6, 1, 50), offer(7, inf, 10), offer(8, 3, inf) },
        {});
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&model);
    const std::vector<double> usd = { 0.0, nan, 2, 2, 2, 1, inf, 3 };
    PriceScatterView view;
    view.setSource(&model, &proxy, &usd);
    for (bool log : { true, false, true }) {
        view.setLogScale(log);
        view.refresh();
        QCOMPARE(view.pointCount(), 2); // offers 5 (1e308 is finite) and 6
        QCOMPARE(view.hiddenCount(), 6);
        for (QAbstractSeries *s : view.chart()->series()) {
            auto *xy = qobject_cast<QXYSeries *>(s);
            for (int i = 0; xy && i < xy->count(); ++i) {
                QVERIFY(std::isfinite(xy->at(i).x()) && std::isfinite(xy->at(i).y()));
                QVERIFY(log || (xy->at(i).x() > 0 && xy->at(i).y() > 0)); // log scale: log10 of values > 0
            }
        }
    }
    // Nothing to draw: an empty state, no crash.
    OfferTableModel empty;
    OfferFilterProxyModel emptyProxy;
    emptyProxy.setOfferModel(&empty);
    const std::vector<double> none;
    view.setSource(&empty, &emptyProxy, &none);
    view.refresh();
    QCOMPARE(view.pointCount(), 0);
}

void TestMainWindow::qt07_closingDuringAnImportExitsPromptlyAndKeepsTheCatalog()
{
    // 150,000 rows: several seconds of work, so the close surely lands mid-import.
    const QString file = m_dir->filePath(QStringLiteral("big/vms.csv"));
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n");
    for (int i = 0; i < 150000; ++i)
        f.write(QStringLiteral("inst-%1,H100,1,8,64,,%2,,r%3\n").arg(i).arg(1 + i % 100 / 10.0).arg(i % 13).toUtf8());
    f.close();
    int offersBefore = 0;
    {
        Catalog c(m_path);
        QString error;
        QVERIFY(c.open(&error));
        offersBefore = c.offerCount();
    }
    auto *w = new MainWindow(m_path);
    w->show();
    w->importFiles({ file });
    QVERIFY(w->isImporting());
    QTest::qWait(300); // let the worker get into the file
    // Promptly: the close stops the import instead of waiting for it to run to its end, so an
    // import still running when the window closes leaves the old offers (its file rolled back).
    const bool stillImporting = w->isImporting();
    QVERIFY(w->close());
    delete w;
    Catalog c(m_path);
    QString error;
    QVERIFY(c.open(&error));
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
    const int after = c.offerCount();
    QVERIFY2(after == offersBefore || after == offersBefore + 150000, qPrintable(QString::number(after))); // old or new, never a mix
    qInfo("window closed %s the import", stillImporting ? "during" : "after");
    if (stillImporting)
        QCOMPARE(after, offersBefore);
}

void TestMainWindow::weightsAreRemembered()
{
    {
        MainWindow w(m_path);
        w.show();
        w.weightsPanel()->slider(Criterion::Security)->setValue(77);
        w.close();
    }
    MainWindow w(m_path);
    QCOMPARE(w.weightsPanel()->slider(Criterion::Security)->value(), 77);
}

void TestMainWindow::trueCostSliderScenarioAndScatterAxis()
{
    Catalog catalog(m_path);
    QString error;
    QVERIFY(catalog.open(&error));
    {
        MainWindow w(m_path);
        w.show();
        WeightsPanel *panel = w.weightsPanel();
        QVERIFY(panel->slider(Criterion::TrueCost));
        QCOMPARE(panel->scenario(), QStringLiteral("pretraining"));
        // Only true cost: the top provider sells the lowest true cost per useful GPU-hour.
        for (int c = 0; c < kCriterionCount; ++c)
            panel->slider(Criterion(c))->setValue(0);
        panel->slider(Criterion::TrueCost)->setValue(100);
        w.flushRerank();
        Weights only;
        only.values.fill(0);
        only[Criterion::TrueCost] = 1;
        const RankingSession fresh(*CatalogSnapshot::read(catalog, &error), RankingParams { only, QStringLiteral("pretraining") });
        const QList<RankedOffer> &expected = fresh.ranked();
        QVERIFY(expected[0].trueCostUsdPerUsefulGpuHour.has_value());
        QCOMPARE(w.providersView()->model()->index(0, 1).data().toString(), expected[0].offer.providerNameEn);
        // The user picks the inference scenario: remembered in the settings.
        panel->scenarioBox()->setCurrentIndex(2);
        emit panel->scenarioBox()->activated(2);
        QCOMPARE(QSettings().value(QStringLiteral("scoring/scenario")).toString(), QStringLiteral("inference"));
        // The scatter's x measure: true cost hides the offers of unrated providers (counted, not drawn at 0).
        PriceScatterView *scatter = w.scatterView();
        const int listHidden = scatter->hiddenCount();
        scatter->setPriceMeasure(PriceScatterView::TrueCost);
        QVERIFY(scatter->pointCount() > 0);
        QVERIFY(scatter->hiddenCount() > listHidden);
        QVERIFY(scatter->chart()->axes(Qt::Horizontal).first()->titleText().contains(QLatin1String("True cost")));
    }
    MainWindow again(m_path);
    QCOMPARE(again.weightsPanel()->scenario(), QStringLiteral("inference"));
}

void TestMainWindow::workloadEstimatorRanksTheCheapestToFinish()
{
    MainWindow w(m_path);
    // Tools → Workload estimator… opens the dialog (closed again from inside its event loop).
    QAction *action = nullptr;
    for (QAction *menu : w.menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E))
                action = a;
    QVERIFY(action);
    bool opened = false;
    QString jobText;
    // 70B parameters trained in full on 8 GPUs: 70e9 × 16 / 8 = 140 GB per GPU, 8 GPUs per instance;
    // "Rank offers for this job" hands the job to the window's ranking and closes the dialog.
    QTimer::singleShot(0, &w, [&opened, &jobText] {
        auto *dialog = qobject_cast<WorkloadEstimatorDialog *>(QApplication::activeModalWidget());
        opened = dialog && dialog->table()->rowCount() > 0;
        if (!dialog)
            return;
        dialog->parametersBox()->setValue(70);
        dialog->gpusBox()->setValue(8);
        const QString need = dialog->findChild<QLabel *>(QStringLiteral("memoryNeed"))->text();
        if (!need.contains(QLatin1String("at least 140 GB of memory per GPU")) || !need.contains(QLatin1String("8 GPUs per instance")))
            qWarning() << "job text:" << need; // checked again below, after the dialog closed
        jobText = need;
        dialog->rankForModelButton()->click();
    });
    action->trigger();
    QVERIFY(opened);
    QVERIFY2(jobText.contains(QLatin1String("at least 140 GB of memory per GPU")), qPrintable(jobText));
    QVERIFY2(jobText.contains(QLatin1String("8 GPUs per instance")), qPrintable(jobText));
    QCOMPARE(*w.rankingSession().params().constraints.minMemoryGbPerGpu, 140.0);
    QCOMPARE(w.weightsPanel()->modelJob().value_or(ModelJob {}).gpus, 8);
    QVERIFY(w.weightsPanel()->clearModelNeedButton()->isVisibleTo(w.weightsPanel()));
    // Every recommended offer has at least 140 GB per GPU and 8 GPUs per instance; an 80 GB H100
    // and every 1-GPU size are listed apart.
    QVERIFY(!w.rankingSession().ranked().isEmpty());
    for (const RankedOffer &r : w.rankingSession().ranked()) {
        QVERIFY2(r.offer.gpuMemoryGb.value_or(0) >= 140, qPrintable(r.offer.instanceType));
        QVERIFY2(r.offer.gpuCount.value_or(0) == 8, qPrintable(r.offer.instanceType));
    }
    // Remembered across a restart of the panel's settings, and cleared by its button.
    QCOMPARE(QSettings().value(QStringLiteral("scoring/modelParameters")).toDouble(), 70e9);
    QCOMPARE(QSettings().value(QStringLiteral("scoring/modelGpus")).toInt(), 8);
    w.weightsPanel()->clearModelNeedButton()->click();
    QVERIFY(!w.rankingSession().params().constraints.minMemoryGbPerGpu.has_value());
    QVERIFY(!QSettings().contains(QStringLiteral("scoring/modelParameters")));

    // Hand-built offers: the cheapest to finish, a dearer one, and one without a BF16 figure.
    auto offer
        = [](qint64 id, const QString &provider, const QString &instance, double gpus, double usdPerHour, std::optional<double> bf16) {
              OfferView o;
              o.id = id;
              o.providerKey = provider.toLower();
              o.providerNameEn = provider;
              o.instanceType = instance;
              o.region = QStringLiteral("r1");
              o.gpuCount = gpus;
              o.bf16Tflops = bf16;
              o.onDemand.present = true;
              o.onDemand.amount = usdPerHour;
              o.onDemand.currency = QStringLiteral("USD");
              o.onDemand.asOf = QStringLiteral("2026-11-30");
              o.gpuMemoryGb = 141;
              o.onDemand.observedOn = o.onDemand.asOf;
              return o;
          };
    CatalogSnapshot snapshot;
    snapshot.offers = { offer(1, QStringLiteral("Dearer"), QStringLiteral("h100.8x"), 8, 8 * 2.49, 989.5),
        offer(2, QStringLiteral("Mithril"), QStringLiteral("ccs-h200.sxm.1x"), 1, 1.00, 989.5),
        offer(3, QStringLiteral("NoFigure"), QStringLiteral("mystery.1x"), 1, 0.10, std::nullopt) };
    RankingParams params;
    params.policy.gates = GateNone; // unrated hand-made providers: the gates are tested elsewhere
    const RankingSession session(snapshot, params);
    WorkloadEstimatorDialog dialog(session);
    dialog.parametersBox()->setValue(7);
    dialog.tokensBox()->setValue(1);
    dialog.tokenUnitBox()->setCurrentIndex(dialog.tokenUnitBox()->findData(1e12));
    dialog.mfuBox()->setValue(40);
    dialog.gpusBox()->setValue(64);
    // 7B × 1T at 40 % MFU: the cheapest to finish is the H200 SXM offer
    // (989.5 dense BF16 TFLOPS, $1.00 per GPU-hour): 4.2e22 / (989.5e12 × 0.4) / 3600
    // = 29,476.17 GPU-hours = USD 29,476.17; 460.6 h on 64 GPUs.
    const FinishCost &first = dialog.rows().first();
    QCOMPARE(first.offer.providerNameEn, QStringLiteral("Mithril"));
    QCOMPARE(first.offer.instanceType, QStringLiteral("ccs-h200.sxm.1x"));
    QCOMPARE(qRound64(first.estimate.gpuHours * 100), Q_INT64_C(2947617));
    QCOMPARE(qRound64(first.estimate.costUsd * 100), Q_INT64_C(2947617));
    const QLocale l;
    QCOMPARE(dialog.table()->item(0, WorkloadEstimatorDialog::ProviderColumn)->text(), QStringLiteral("Mithril"));
    QCOMPARE(
        dialog.table()->item(0, WorkloadEstimatorDialog::CostColumn)->text(), QStringLiteral("USD %1").arg(l.toString(29476.17, 'f', 2)));
    QCOMPARE(dialog.table()->item(0, WorkloadEstimatorDialog::WallColumn)->text(), l.toString(460.6, 'f', 1));
    // 50 % MFU: 40/50 of the GPU-hours → USD 23,580.93.
    dialog.mfuBox()->setValue(50);
    QCOMPARE(qRound64(dialog.rows().first().estimate.costUsd * 100), Q_INT64_C(2358093));
    // The offers without an estimate come last, marked "no data" with the reason.
    const int last = dialog.table()->rowCount() - 1;
    QCOMPARE(dialog.table()->rowCount(), 3);
    QCOMPARE(dialog.rows().at(1).offer.providerNameEn, QStringLiteral("Dearer"));
    QVERIFY(!dialog.rows().last().hasEstimate());
    QCOMPARE(dialog.rows().last().offer.providerNameEn, QStringLiteral("NoFigure"));
    QVERIFY(dialog.table()->item(last, WorkloadEstimatorDialog::GpuHoursColumn)->text().startsWith(QLatin1String("no data: ")));
    QCOMPARE(dialog.table()->item(0, WorkloadEstimatorDialog::QuoteColumn)->text(), QStringLiteral("—"));

    // A quote received for Dearer's H100 at USD 0.80 per GPU-hour: its run costs 29,476.17 × 0.80
    // = USD 23,580.93 at 40 % MFU, less than Mithril's USD 29,476.17, so Dearer ranks first.
    snapshot.offers[0].gpuKey = QStringLiteral("h100");
    const RankingSession quoted(snapshot, params);
    rfq::QuoteComparison q;
    q.quote.providerKey = QStringLiteral("dearer");
    q.quote.rfqId = QStringLiteral("RFQ-7");
    q.quote.kind = QStringLiteral("on_demand");
    q.quote.pricePerGpuHour = 0.80;
    q.quote.currency = QStringLiteral("USD");
    q.quote.validUntil = QStringLiteral("2099-12-31");
    q.gpuKey = QStringLiteral("h100");
    q.quoteUsdPerGpuHour = 0.80;
    WorkloadEstimatorDialog withQuote(quoted, { q });
    withQuote.mfuBox()->setValue(40);
    QCOMPARE(withQuote.rows().first().offer.providerNameEn, QStringLiteral("Dearer"));
    QCOMPARE(withQuote.table()->item(0, WorkloadEstimatorDialog::QuoteColumn)->text(),
        QStringLiteral("USD %1 · quote").arg(l.toString(0.80, 'f', 3)));
    QCOMPARE(withQuote.table()->item(0, WorkloadEstimatorDialog::CostAtQuoteColumn)->text(),
        QStringLiteral("USD %1").arg(l.toString(23580.93, 'f', 2)));
    QVERIFY(withQuote.table()->item(0, WorkloadEstimatorDialog::QuoteColumn)->toolTip().contains(QLatin1String("RFQ-7")));
    QCOMPARE(withQuote.table()->item(1, WorkloadEstimatorDialog::QuoteColumn)->text(), QStringLiteral("—"));
}

void TestMainWindow::reservedTermBreakEvenForAnOffer()
{
    Catalog catalog(m_path);
    QString error;
    QVERIFY(catalog.open(&error));
    OfferView a3;
    for (const OfferView &o : catalog.offers())
        if (o.providerKey == QLatin1String("gcp") && o.instanceType == QLatin1String("a3-highgpu-8g")
            && o.region == QLatin1String("us-west1"))
            a3 = o;
    QVERIFY(a3.id > 0);
    // What hyperscaler_offers.csv gives for this offer: GCP gives its 1- and 3-year commitments as
    // monthly figures, stored without an hourly amount, so the view offers no price for them.
    double onDemand = 0, gpus = 0;
    QList<std::pair<int, QString>> seedTerms; // term in months, note
    for (const auto &row : cgtest::seedRows(QStringLiteral("hyperscaler_offers.csv"))) {
        if (row.value(QStringLiteral("provider")) != QLatin1String("gcp") || row.value(QStringLiteral("instance_type")) != a3.instanceType
            || row.value(QStringLiteral("region")) != a3.region)
            continue;
        if (row.value(QStringLiteral("price_kind")) == QLatin1String("on_demand")) {
            onDemand = row.value(QStringLiteral("price")).toDouble();
            gpus = row.value(QStringLiteral("gpu_count")).toDouble();
        } else if (row.value(QStringLiteral("price_kind")) == QLatin1String("reserved")) {
            QVERIFY2(row.value(QStringLiteral("price")).isEmpty(), "this test needs reserved rows without an hourly amount");
            seedTerms.append({ row.value(QStringLiteral("term_months")).toInt(), row.value(QStringLiteral("note")) });
        }
    }
    std::sort(seedTerms.begin(), seedTerms.end());
    QVERIFY(onDemand > 0 && gpus > 0);
    QVERIFY2(std::any_of(seedTerms.begin(), seedTerms.end(), [](const auto &t) { return t.first == 12; }),
        "this test needs a 12-month row without an hourly amount");
    const QList<TermPriceView> terms = reservedPrices(catalog, a3.id);
    QCOMPARE(terms.size(), seedTerms.size());
    for (int i = 0; i < terms.size(); ++i) {
        QCOMPARE(terms[i].termMonths, seedTerms[i].first);
        QVERIFY(!terms[i].amount.has_value());
        QVERIFY2(terms[i].note.contains(seedTerms[i].second.left(40)), qPrintable(terms[i].note));
    }

    ReservedTermDialog dialog(a3, terms, catalog.latestFxRates());
    QCOMPARE(dialog.terms(), (QList<int> { 1, 3, 6, 12, 36 }));
    QCOMPARE(qRound(dialog.onDemandBox()->value() * 10000), qRound(onDemand / gpus * 10000)); // the on-demand price per GPU-hour
    for (const auto &r : dialog.results())
        QVERIFY(!r.has_value()); // no term price, no result: nothing invented
    QVERIFY(dialog.table()->item(3, ReservedTermDialog::SourceColumn)->text().contains(QLatin1String("without an hourly amount")));
    QVERIFY(dialog.table()->item(0, ReservedTermDialog::SourceColumn)->text().contains(QLatin1String("type a quoted price")));
    // A typed quote: 12 months at $2.00 against on-demand at $3.00 falling 20 %/yr → 73.69 %.
    dialog.onDemandBox()->setValue(3.00);
    dialog.declineBox()->setValue(20);
    dialog.utilisationBox()->setValue(80);
    dialog.termPriceBox(12)->setValue(2.00);
    const auto r = dialog.results()[3];
    QVERIFY(r.has_value());
    QCOMPARE(qRound(r->breakEvenUtilisation * 10000), 7369);
    const QLocale l;
    QCOMPARE(dialog.table()->item(3, ReservedTermDialog::BreakEvenColumn)->text(), QStringLiteral("%1 %").arg(l.toString(73.7, 'f', 1)));
    QCOMPARE(
        dialog.table()->item(3, ReservedTermDialog::CommittedColumn)->text(), QStringLiteral("USD %1").arg(l.toString(17280.0, 'f', 2)));
    // At 80 % use the on-demand cost is 0.8 × $23,448.35 = $18,758.68: the term saves $1,478.68.
    QCOMPARE(
        dialog.table()->item(3, ReservedTermDialog::OnDemandColumn)->text(), QStringLiteral("USD %1").arg(l.toString(18758.68, 'f', 2)));
    QVERIFY(dialog.table()->item(3, ReservedTermDialog::VerdictColumn)->text().contains(l.toString(1478.68, 'f', 2)));
    QCOMPARE(dialog.table()->item(3, ReservedTermDialog::SourceColumn)->text(), QStringLiteral("Typed quote"));

    // The offer table's context menu and the Tools menu carry the action.
    MainWindow w(m_path);
    bool found = false;
    for (QAction *a : w.offersView()->actions())
        found |= a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B);
    QVERIFY(found);
    QVERIFY(w.selectOffer(a3.id));
    bool opened = false;
    QTimer::singleShot(0, &w, [&opened] {
        auto *d = qobject_cast<ReservedTermDialog *>(QApplication::activeModalWidget());
        opened = d && d->table()->rowCount() == 5;
        if (d)
            d->reject();
    });
    for (QAction *a : w.offersView()->actions())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B))
            a->trigger();
    QVERIFY(opened);
}

namespace {
/// Chooses `key` in the weights panel's need box as a user would (activated, not just current).
void chooseNeed(WeightsPanel *panel, const QString &key)
{
    QComboBox *box = panel->needBox();
    const int index = box->findData(key);
    QVERIFY2(index >= 0, qPrintable(key));
    box->setCurrentIndex(index);
    emit box->activated(index);
}

/// The first `n` recommended offers all have ≥ 8 GPUs and ≥ 80 GB per GPU (the pretraining need).
void checkPretrainingTop(const RankingSession &session, int n)
{
    const QList<RankedOffer> &ranked = session.ranked();
    QVERIFY(ranked.size() >= n);
    for (const RankedOffer &r : ranked.mid(0, n)) {
        const QString what = r.offer.providerKey + QLatin1Char('/') + r.offer.instanceType;
        QVERIFY2(r.offer.gpuCount && *r.offer.gpuCount >= 8, qPrintable(what));
        QVERIFY2(r.offer.gpuMemoryGb && *r.offer.gpuMemoryGb >= 80, qPrintable(what));
    }
}
} // namespace

void TestMainWindow::choosingANeedRanksOnlyOffersThatMeetItAndIsRemembered()
{
    const NeedProfile pretraining = *NeedProfile::builtIn(QStringLiteral("pretraining"));
    {
        MainWindow w(m_path);
        w.show();
        const RankingSession &session = w.rankingSession();
        QVERIFY(session.params().need.isEmpty());
        // Without a need, small instances lead (the default weights do not ask for 8 GPUs).
        const QList<RankedOffer> &before = session.ranked();
        QVERIFY(std::any_of(before.begin(), before.begin() + std::min<qsizetype>(10, before.size()),
            [](const RankedOffer &r) { return r.offer.gpuCount.value_or(0) < 8 || r.offer.gpuMemoryGb.value_or(0) < 80; }));
        QSignalSpy ranked(&session, &RankingSession::rankingChanged);
        const int count = session.rankCount();
        chooseNeed(w.weightsPanel(), QStringLiteral("pretraining"));
        QCOMPARE(ranked.count(), 1); // one setParams for weights, scenario and constraints together
        QCOMPARE(session.rankCount(), count + 1);
        QCOMPARE(session.params().need, QStringLiteral("pretraining"));
        QCOMPARE(session.params().constraints, pretraining.constraints);
        QCOMPARE(session.params().weights, pretraining.weights);
        QCOMPARE(w.weightsPanel()->scenario(), pretraining.scenario);
        QCOMPARE(w.weightsPanel()->needBox()->toolTip(), pretraining.description());
        checkPretrainingTop(session, 10);
        // The providers' best offers follow the session: the top provider's is the top offer.
        QCOMPARE(w.providersView()->model()->index(0, ProviderRankingModel::ProviderColumn).data().toString(),
            session.ranked().first().offer.providerNameEn);

        // An offer the need excludes: the details pane says it is not recommended and why.
        const QList<RankedOffer> &excluded = session.excluded();
        const auto it = std::find_if(excluded.begin(), excluded.end(), [](const RankedOffer &r) { return r.gates == GateNeed; });
        QVERIFY(it != excluded.end());
        const QStringList unmet = session.unmetNeeds(it->offer);
        QVERIFY(!unmet.isEmpty());
        QVERIFY(w.selectOffer(it->offer.id));
        auto *details = w.findChild<DetailsPane *>();
        QVERIFY(details);
        QTRY_VERIFY(details->toPlainText().contains(QLatin1String("Not recommended")));
        const QString text = details->toPlainText();
        QVERIFY2(text.contains(unmet.first()), qPrintable(text.left(600)));
        QVERIFY2(text.contains(QLatin1String("LLM pretraining")), qPrintable(text.left(600)));
        // A recommended offer says so, with its rank.
        QVERIFY(w.selectOffer(session.ranked().first().offer.id));
        QTRY_VERIFY(details->toPlainText().contains(QLatin1String("Recommended: rank 1 of")));
    }
    // Reopened: the need is still chosen, with its constraints.
    MainWindow w(m_path);
    QCOMPARE(w.weightsPanel()->needBox()->currentData().toString(), QStringLiteral("pretraining"));
    QCOMPARE(w.rankingSession().params().need, QStringLiteral("pretraining"));
    QCOMPARE(w.rankingSession().params().constraints, pretraining.constraints);
    checkPretrainingTop(w.rankingSession(), 10);
    // None drops the constraints and keeps the weights.
    const Weights weights = w.rankingSession().params().weights;
    chooseNeed(w.weightsPanel(), QString());
    QVERIFY(w.rankingSession().params().need.isEmpty());
    QCOMPARE(w.rankingSession().params().constraints, NeedConstraints());
    QCOMPARE(w.rankingSession().params().weights, weights);
}

void TestMainWindow::untickingAGateLetsItsOffersIntoTheRanking()
{
    {
        MainWindow w(m_path);
        w.show();
        const RankingSession &session = w.rankingSession();
        // A priced offer whose only failed gate is "unrated".
        QString unrated;
        qint64 offerId = 0;
        for (int row : session.order())
            if (session.table().gates(row) == GateUnrated) {
                unrated = session.offers().at(row).providerKey;
                offerId = session.offers().at(row).id;
                break;
            }
        QVERIFY(!unrated.isEmpty());
        auto hasProvider = [&unrated](const QList<RankedOffer> &list) {
            return std::any_of(list.begin(), list.end(), [&unrated](const RankedOffer &r) { return r.offer.providerKey == unrated; });
        };
        QVERIFY(!hasProvider(session.ranked()));
        QVERIFY(hasProvider(session.excluded()));
        // Its details name the reason.
        QVERIFY(w.selectOffer(offerId));
        auto *details = w.findChild<DetailsPane *>();
        QTRY_VERIFY(details->toPlainText().contains(QLatin1String("Not recommended")));
        QVERIFY(details->toPlainText().contains(QLatin1String("no published ClusterMAX tier and no assessment")));

        QCheckBox *box = w.weightsPanel()->gateBox(GateUnrated);
        QVERIFY(box && box->isChecked());
        QSignalSpy ranked(&session, &RankingSession::rankingChanged);
        box->click();
        QCOMPARE(ranked.count(), 1);
        QCOMPARE(session.params().policy.gates & GateUnrated, 0u);
        QVERIFY(hasProvider(session.ranked()));
        // Now recommended, with the switched-off check named.
        QTRY_VERIFY(details->toPlainText().contains(QLatin1String("Recommended")));
        QVERIFY(details->toPlainText().contains(QLatin1String("switched off")));
    }
    // Remembered.
    MainWindow w(m_path);
    QVERIFY(!w.weightsPanel()->gateBox(GateUnrated)->isChecked());
    QCOMPARE(w.rankingSession().params().policy.gates, RankingPolicy().gates & ~unsigned(GateUnrated));
}

void TestMainWindow::thePriceAgeLimitRanksOnlyRecentPricesAndIsRemembered()
{
    const QString since = QDate::currentDate().addDays(-180).toString(Qt::ISODate);
    {
        MainWindow w(m_path);
        w.show();
        const RankingSession &session = w.rankingSession();
        auto *limit = w.weightsPanel()->findChild<QCheckBox *>(QStringLiteral("limitPriceAge"));
        auto *days = w.weightsPanel()->findChild<QSpinBox *>(QStringLiteral("maxPriceAgeDays"));
        QVERIFY(limit && days);
        QVERIFY(!limit->isChecked() && !days->isEnabled()); // off until asked for
        QCOMPARE(days->value(), 180);
        // Offers with a price observed before `since`, or on an unknown day: recommended now, not after.
        int stale = 0;
        for (const RankedOffer &r : session.ranked())
            stale += r.offer.onDemand.observedOn.isEmpty() || r.offer.onDemand.observedOn < since ? 1 : 0;
        QVERIFY2(stale > 0, "the case under test: the ranking holds prices older than 180 days or undated");
        QSignalSpy ranked(&session, &RankingSession::rankingChanged);
        limit->click();
        QCOMPARE(ranked.count(), 1);
        QCOMPARE(session.params().constraints.priceObservedSince, since);
        for (const RankedOffer &r : session.ranked())
            QVERIFY2(!r.offer.onDemand.observedOn.isEmpty() && r.offer.onDemand.observedOn >= since, qPrintable(r.offer.instanceType));
    }
    {
        MainWindow w(m_path); // remembered
        QVERIFY(w.weightsPanel()->findChild<QCheckBox *>(QStringLiteral("limitPriceAge"))->isChecked());
        QCOMPARE(w.rankingSession().params().constraints.priceObservedSince, since);
        w.weightsPanel()->findChild<QCheckBox *>(QStringLiteral("limitPriceAge"))->click();
        QVERIFY(w.rankingSession().params().constraints.priceObservedSince.isEmpty());
    }
}

void TestMainWindow::missingDataPolicyAndResetAreOneRerankEachAndRemembered()
{
    {
        MainWindow w(m_path);
        w.show();
        const RankingSession &session = w.rankingSession();
        WeightsPanel *panel = w.weightsPanel();
        QSignalSpy ranked(&session, &RankingSession::rankingChanged);
        panel->priorBox()->setValue(25);
        QCOMPARE(ranked.count(), 1);
        QCOMPARE(session.params().policy.priorPoints, 25.0);
        QComboBox *missing = panel->missingDataBox();
        const int renormalise = missing->findData(int(RankingPolicy::MissingData::Renormalise));
        missing->setCurrentIndex(renormalise);
        emit missing->activated(renormalise);
        QCOMPARE(ranked.count(), 2);
        QCOMPARE(session.params().policy.missing, RankingPolicy::MissingData::Renormalise);
        QVERIFY(!panel->priorBox()->isEnabled());
        panel->gateBox(GateImplausiblyCheap)->click();
        QCOMPARE(session.params().policy.gates & (GateImplausiblyCheap | GateImplausiblyDear), 0u);
        chooseNeed(panel, QStringLiteral("inference"));
        QCOMPARE(ranked.count(), 4);
    }
    {
        MainWindow w(m_path);
        const RankingParams &p = w.rankingSession().params();
        QCOMPARE(p.policy.missing, RankingPolicy::MissingData::Renormalise);
        QCOMPARE(p.policy.priorPoints, 25.0);
        QCOMPARE(p.need, QStringLiteral("inference"));
        QCOMPARE(w.weightsPanel()->priorBox()->value(), 25);
        QVERIFY(!w.weightsPanel()->gateBox(GateImplausiblyDear)->isChecked());
        // Reset: every default back in one ranking.
        QPushButton *reset = nullptr;
        for (QPushButton *b : w.weightsPanel()->findChildren<QPushButton *>())
            if (b->text() == QLatin1String("&Reset"))
                reset = b;
        QVERIFY(reset);
        QSignalSpy ranked(&w.rankingSession(), &RankingSession::rankingChanged);
        reset->click();
        QCOMPARE(ranked.count(), 1);
        QCOMPARE(p.policy, RankingPolicy());
        QVERIFY(p.need.isEmpty());
        QCOMPARE(p.constraints, NeedConstraints());
        QCOMPARE(p.scenario, QStringLiteral("pretraining"));
        QCOMPARE(p.weights, Weights());
        QVERIFY(w.weightsPanel()->gateBox(GateImplausiblyCheap)->isChecked());
        QCOMPARE(w.weightsPanel()->needBox()->currentIndex(), 0);
    }
    MainWindow w(m_path);
    QCOMPARE(w.rankingSession().params().policy, RankingPolicy());
    QVERIFY(w.rankingSession().params().need.isEmpty());
}

void TestMainWindow::excludedProvidersAreGreyWithTheReason()
{
    MainWindow w(m_path);
    w.show();
    auto *model = qobject_cast<ProviderRankingModel *>(w.providersView()->model());
    QVERIFY(model);
    int excluded = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (!model->isRecommended(r)) {
            if (excluded < 0)
                excluded = r;
        } else {
            QVERIFY2(excluded < 0, "a recommended provider after an excluded one");
            QCOMPARE(model->index(r, ProviderRankingModel::RankColumn).data().toInt(), r + 1);
        }
    }
    QVERIFY(excluded > 0);
    const QModelIndex rank = model->index(excluded, ProviderRankingModel::RankColumn);
    QCOMPARE(rank.data().toString(), QStringLiteral("—"));
    QVERIFY(rank.data(Qt::ForegroundRole).isValid());
    QVERIFY(!model->exclusionReasons(excluded).isEmpty());
    QVERIFY(rank.data(Qt::ToolTipRole).toString().startsWith(QLatin1String("Not recommended: ")));
    QVERIFY(rank.data(Qt::ToolTipRole).toString().contains(model->exclusionReasons(excluded).first()));
    // With every gate off, no provider is excluded.
    for (Gate g : { GateNotRecommended, GateUnrated, GateImplausiblyCheap, GateNeed })
        w.weightsPanel()->gateBox(g)->click();
    QCOMPARE(w.rankingSession().params().policy.gates, 0u);
    QVERIFY(w.rankingSession().excluded().isEmpty());
    for (int r = 0; r < model->rowCount(); ++r)
        QVERIFY(model->isRecommended(r));
}

void TestMainWindow::recommendationPanelShowsTheSessionsRankingAndOpensAGroup()
{
    MainWindow w(m_path);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    RecommendationPane *pane = w.recommendationPane();
    QVERIFY(pane->isVisible()); // raised first: the answer
    RecommendationModel *model = pane->model();
    const RankingSession &session = w.rankingSession();
    // The session's ranked() rows, in order, then its excluded() ones: the list `rank` prints.
    QCOMPARE(model->recommendedCount(), session.ranked().size());
    QCOMPARE(model->rowCount(), session.ranked().size() + session.excluded().size());
    for (int r = 0; r < 5; ++r) {
        QCOMPARE(model->rankedOffer(r).offer.id, session.ranked().at(r).offer.id);
        QCOMPARE(model->index(r, RecommendationModel::RankColumn).data().toString(), QLocale().toString(r + 1));
    }
    const int firstExcluded = model->recommendedCount();
    QVERIFY(firstExcluded < model->rowCount());
    QCOMPARE(model->index(firstExcluded, RecommendationModel::RankColumn).data().toString(), QStringLiteral("—"));
    QVERIFY(model->index(firstExcluded, RecommendationModel::RankColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QLatin1String("Not recommended:")));
    // A weight change reaches the panel through the session, with no call of its own.
    auto sameAsSession = [&] {
        if (model->recommendedCount() != session.ranked().size())
            return false;
        for (int r = 0; r < model->recommendedCount(); ++r)
            if (model->rankedOffer(r).offer.id != session.ranked().at(r).offer.id)
                return false;
        return true;
    };
    const int before = w.rerankCount();
    QComboBox *preset = w.weightsPanel()->presetBox();
    preset->setCurrentIndex(preset->findData(QStringLiteral("inference")));
    emit preset->activated(preset->currentIndex());
    QTRY_VERIFY(w.rerankCount() > before);
    QVERIFY(sameAsSession());
    // "Every size and region": one row per instance type, so at least as many rows; remembered.
    const int grouped = model->recommendedCount();
    pane->expandBox()->click();
    QVERIFY(session.params().expand);
    QVERIFY(model->recommendedCount() >= grouped);
    QCOMPARE(model->recommendedCount(), session.ranked().size());
    QVERIFY(QSettings().value(QStringLiteral("scoring/expand")).toBool());
    pane->expandBox()->click();
    QVERIFY(!session.params().expand);
    // Activating the first row shows every offer of that provider and GPU model in the table.
    const RankedOffer first = model->rankedOffer(0);
    const auto expected = std::count_if(session.offers().begin(), session.offers().end(), [&first](const OfferView &o) {
        return o.gpuKey == first.offer.gpuKey
            && QStringList { o.providerNameEn, o.providerNameZh, o.providerKey, o.gpuName, o.gpuRawName, o.instanceType, o.region }
                   .join(QLatin1Char(' '))
                   .contains(first.offer.providerNameEn, Qt::CaseInsensitive);
    });
    QVERIFY(expected >= first.configurationCount);
    QSignalSpy shown(pane, &RecommendationPane::showAllOf);
    emit pane->view()->activated(model->index(0, RecommendationModel::ProviderColumn));
    QCOMPARE(shown.size(), 1);
    QCOMPARE(w.offersView()->model()->rowCount(), int(expected));
    QCOMPARE(w.findChild<FilterBar *>()->searchField()->text(), first.offer.providerNameEn);
    QCOMPARE(w.selectedOfferId(), first.offer.id);
}

void TestMainWindow::recommendedOnlyHidesTheExcludedAndUnrankedOffers()
{
    MainWindow w(m_path);
    w.show();
    const RankingSession &session = w.rankingSession();
    const std::vector<bool> excluded = session.excludedRows();
    int recommendedRows = 0;
    for (int i = 0; i < session.offers().size(); ++i)
        recommendedRows += !excluded[size_t(i)] && !std::isnan(session.result().score[size_t(i)]);
    QVERIFY(recommendedRows > 0 && recommendedRows < session.offers().size());
    w.findChild<FilterBar *>()->recommendedOnlyBox()->click();
    QCOMPARE(w.offersView()->model()->rowCount(), recommendedRows);
    // Switching a gate off lets its offers back in without touching the filter.
    w.weightsPanel()->gateBox(GateUnrated)->click();
    int afterGate = 0;
    const std::vector<bool> excludedNow = session.excludedRows();
    for (int i = 0; i < session.offers().size(); ++i)
        afterGate += !excludedNow[size_t(i)] && !std::isnan(session.result().score[size_t(i)]);
    QVERIFY(afterGate > recommendedRows);
    QCOMPARE(w.offersView()->model()->rowCount(), afterGate);
}

void TestMainWindow::needProfilesAreEditedSavedAndRestored()
{
    const QList<NeedProfile> builtIns = NeedProfile::builtIns();
    Weights mine;
    mine[Criterion::PricePerfBandwidth] = 1;
    {
        // Cancel stores nothing.
        NeedProfileDialog dialog(NeedProfileStore().load(), mine, QStringLiteral("pretraining"));
        QCOMPARE(dialog.selectedKey(), QStringLiteral("pretraining"));
        dialog.minMemoryBox()->setValue(141);
        dialog.reject();
        QVERIFY(!QSettings().contains(NeedProfileStore::settingsKey()));
    }
    {
        NeedProfileDialog dialog(NeedProfileStore().load(), mine, QStringLiteral("pretraining"));
        QCOMPARE(dialog.list()->count(), builtIns.size());
        dialog.minMemoryBox()->setValue(141); // an edited built-in
        QVERIFY(dialog.list()->currentItem()->text().endsWith(QLatin1String("(edited)")));
        dialog.newButton()->click(); // an own profile, copied from the edited one
        QCOMPARE(dialog.selectedKey(), QStringLiteral("own-1"));
        dialog.nameField()->setText(QStringLiteral("70B fine-tune"));
        emit dialog.nameField()->textEdited(dialog.nameField()->text());
        dialog.fastInterconnectBox()->setChecked(false);
        // Residency: a list of countries typed; a code list that does not read keeps the rule as it was.
        dialog.residencyBox()->setCurrentIndex(dialog.residencyBox()->findData(QStringLiteral("countries")));
        QVERIFY(dialog.countriesField()->isEnabled());
        dialog.countriesField()->setText(QStringLiteral("de, fr"));
        emit dialog.countriesField()->textEdited(dialog.countriesField()->text());
        QCOMPARE(dialog.profiles().last().constraints.residency.text(), QStringLiteral("DE,FR"));
        dialog.countriesField()->setText(QStringLiteral("de, 12"));
        emit dialog.countriesField()->textEdited(dialog.countriesField()->text());
        QCOMPARE(dialog.profiles().last().constraints.residency.text(), QStringLiteral("DE,FR"));
        dialog.residencyBox()->setCurrentIndex(dialog.residencyBox()->findData(QStringLiteral("cn-mainland")));
        QVERIFY(!dialog.countriesField()->isEnabled());
        // Certifications typed; a list that does not read keeps the profile's and shows why.
        dialog.certificationsField()->setText(QStringLiteral("ISO27001, mlps:3"));
        emit dialog.certificationsField()->textEdited(dialog.certificationsField()->text());
        dialog.certificationsField()->setText(QStringLiteral("iso27001, gdpr"));
        emit dialog.certificationsField()->textEdited(dialog.certificationsField()->text());
        QVERIFY(dialog.certificationsField()->toolTip().contains(QLatin1String("'gdpr' is not a certification")));
        QCOMPARE(dialog.profiles().last().constraints.certifications.size(), 2);
        dialog.maxRoundTripBox()->setValue(60);
        dialog.useWeightsButton()->click();
        dialog.accept();
    }
    const NeedProfileStore store;
    QCOMPARE(*store.find(QStringLiteral("pretraining"))->constraints.minMemoryGbPerGpu, 141.0);
    const NeedProfile own = *store.find(QStringLiteral("own-1"));
    QCOMPARE(own.name(), QStringLiteral("70B fine-tune"));
    QCOMPARE(*own.constraints.minMemoryGbPerGpu, 141.0);
    QVERIFY(!own.constraints.fastInterconnect);
    QCOMPARE(own.constraints.residency.text(), QStringLiteral("cn-mainland"));
    QCOMPARE(own.constraints.certifications.size(), 2);
    QCOMPARE(own.constraints.certifications.last().text(), QStringLiteral("mlps:3"));
    QCOMPARE(*own.constraints.maxRoundTripMs, 60.0);
    QCOMPARE(own.weights, mine);
    QCOMPARE(store.load().size(), builtIns.size() + 1);
    {
        // Restore the built-in, delete the own one: nothing stays stored.
        NeedProfileDialog dialog(store.load(), mine, QStringLiteral("pretraining"));
        QCOMPARE(dialog.removeButton()->text(), QStringLiteral("&Restore built-in"));
        dialog.removeButton()->click();
        QCOMPARE(dialog.profiles().first(), *NeedProfile::builtIn(QStringLiteral("pretraining")));
        dialog.list()->setCurrentRow(dialog.list()->count() - 1);
        QCOMPARE(dialog.selectedKey(), QStringLiteral("own-1"));
        QCOMPARE(dialog.removeButton()->text(), QStringLiteral("&Delete"));
        dialog.removeButton()->click();
        dialog.accept();
    }
    QVERIFY(!store.find(QStringLiteral("own-1")));
    QCOMPARE(*store.find(QStringLiteral("pretraining")), *NeedProfile::builtIn(QStringLiteral("pretraining")));
    QVERIFY(!QSettings().value(NeedProfileStore::settingsKey()).toString().contains(QLatin1String("pretraining")));

    // From the window: editing the chosen need re-ranks under its new constraints.
    MainWindow w(m_path);
    w.show();
    QComboBox *need = w.weightsPanel()->needBox();
    need->setCurrentIndex(need->findData(QStringLiteral("inference")));
    emit need->activated(need->currentIndex());
    QCOMPARE(w.rankingSession().params().need, QStringLiteral("inference"));
    QAction *edit = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N))
            edit = a;
    QVERIFY(edit);
    QTimer::singleShot(0, &w, [] {
        auto *dialog = qobject_cast<NeedProfileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialog->minMemoryBox()->setValue(100);
        dialog->accept();
    });
    edit->trigger();
    QCOMPARE(*w.rankingSession().params().constraints.minMemoryGbPerGpu, 100.0);
    for (const RankedOffer &r : w.rankingSession().ranked())
        QVERIFY2(r.offer.gpuMemoryGb.value_or(0) >= 100, qPrintable(r.offer.instanceType));
}

void TestMainWindow::theWindowFitsA1366PixelScreenInBothLanguages()
{
    // A 1366×768 laptop: the window's minimum width is at most 1280 px (room for a dock or a
    // scroll bar), in English and in Chinese, with every panel where it starts.
    for (const QString &language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language, false));
        MainWindow w(m_path, &languages);
        ScreenFit::exempt(&w); // a 1366×768 screen, larger than the offscreen platform's
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(
            w.minimumSizeHint().width() <= 1280, qPrintable(QStringLiteral("%1: %2 px").arg(language).arg(w.minimumSizeHint().width())));
        QCOMPARE(w.width(), 1366);
        // The offers table and the status bar are on screen, and the table shows rows.
        QVERIFY(w.offersView()->isVisible());
        QVERIFY(w.offersView()->mapTo(&w, QPoint(w.offersView()->width(), 0)).x() <= 1366);
        QVERIFY(w.offersView()->viewport()->height() > 5 * w.offersView()->verticalHeader()->defaultSectionSize());
        QVERIFY(w.statusBar()->isVisible());
        QVERIFY(w.statusBar()->geometry().bottom() < 768);
        QApplication::processEvents();
        // No dock's tab title is elided: every shown tab is as wide as its whole title.
        int tabBars = 0;
        for (QTabBar *bar : w.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            if (!bar->isVisible())
                continue;
            ++tabBars;
            for (int i = 0; i < bar->count(); ++i)
                QVERIFY2(bar->tabRect(i).width() > bar->fontMetrics().horizontalAdvance(bar->tabText(i)),
                    qPrintable(QStringLiteral("%1: tab %2").arg(language, bar->tabText(i))));
        }
        QCOMPARE(tabBars, 2); // the right-hand docks and the charts' row
        // The reliability chart has a text line of height for each provider's name (QtCharts
        // elides the names to "…" when they do not fit).
        auto *reliability = w.findChild<ReliabilityChartView *>();
        QVERIFY(reliability->categoryCount() > 0);
        QVERIFY2(reliability->chart()->plotArea().height() >= reliability->categoryCount() * reliability->fontMetrics().height(),
            qPrintable(QStringLiteral("%1: %2 px for %3 providers")
                           .arg(language)
                           .arg(reliability->chart()->plotArea().height())
                           .arg(reliability->categoryCount())));
    }
}

void TestMainWindow::moreFiltersHidesTheLessUsedOnesAndCountsThem()
{
    MainWindow w(m_path);
    w.show();
    auto *bar = w.findChild<FilterBar *>();
    QToolButton *more = bar->moreButton();
    QVERIFY(!more->isChecked()); // first run: the short bar
    more->click();
    QVERIFY(QSettings().value(QStringLiteral("filters/more")).toBool());
    QCheckBox *hideUnpriced = nullptr;
    for (QCheckBox *b : bar->findChildren<QCheckBox *>())
        if (b->text() == QLatin1String("Hide &unpriced"))
            hideUnpriced = b;
    QVERIFY(hideUnpriced && hideUnpriced->isVisible());
    hideUnpriced->click();
    more->click(); // hidden again: the filter stays on and the button says so
    QVERIFY(!hideUnpriced->isVisible());
    QVERIFY(bar->filter().hideUnpriced);
    QCOMPARE(more->text(), QStringLiteral("More filters (1 set)"));
    int priced = 0;
    for (const OfferView &o : w.rankingSession().offers())
        priced += o.onDemand.amount.has_value();
    QCOMPARE(w.offersView()->model()->rowCount(), priced);
}

void TestMainWindow::anImportIsReadBackOnAWorkerAndShown()
{
    // Three rows of a SkyPilot file whose folder names its provider (lambda).
    const QString file = m_dir->filePath(QStringLiteral("lambda/vms.csv"));
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
        "cg-test-1,H100,1,8,64,,2.10,,us-test-1\ncg-test-2,H100,2,16,128,,4.20,,us-test-1\ncg-test-8,H100,8,64,512,,16.80,,us-test-2\n");
    f.close();
    MainWindow w(m_path);
    w.show();
    const int before = w.offersView()->model()->rowCount();
    QSignalSpy reloaded(&w, &MainWindow::catalogReloaded);
    QTimer closer; // the import report is modal: close it when it shows
    connect(&closer, &QTimer::timeout, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->accept();
    });
    closer.start(20);
    w.importFiles({ file });
    QVERIFY(reloaded.wait(60000));
    QCOMPARE(w.offersView()->model()->rowCount(), before + 3);
    QVERIFY(!w.isReloading());
    int found = 0;
    for (const OfferView &o : w.rankingSession().offers())
        found += o.instanceType.startsWith(QLatin1String("cg-test-"));
    QCOMPARE(found, 3);
}

void TestMainWindow::theStatusBarWarnsOfOldExchangeRates()
{
    MainWindow w(m_path);
    w.show();
    auto *warning = w.findChild<QLabel *>(QStringLiteral("fxWarning"));
    QVERIFY(warning);
    const FxRates &fx = w.rankingSession().snapshot().fx;
    const QDate today = w.rankingSession().params().today;
    QVERIFY(!fx.isEmpty());
    // Shown exactly when the oldest rate in use is over 90 days old, naming its date and age.
    QCOMPARE(warning->isVisible(), fx.isStale(today));
    if (fx.isStale(today)) {
        QVERIFY2(warning->text().contains(fx.oldestDate()), qPrintable(warning->text()));
        QVERIFY(warning->text().contains(QString::number(*fx.ageDays(today))));
    }
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
