// What a user meets first in the window: the need is where to start, the weights and the
// recommendation's price, score and confidence are on a 1366×768 screen, and a recommendation
// row shows its details.
#include "TestSupport.h"

#include "DetailsPane.h"
#include "FilterBar.h"
#include "MainWindow.h"
#include "RecommendationPane.h"
#include "ScreenFit.h"
#include "WeightsPanel.h"
#include "WorkloadEstimatorDialog.h"
#include "catalog/store/Catalog.h"
#include "charts/PriceScatterView.h"
#include "i18n/LanguageManager.h"
#include "itemmodels/RecommendationModel.h"
#include "scoring/RankingSession.h"
#include "scoring/UnpricedProviders.h"
#include "update/PriceApiScript.h"
#include "updating/PriceApiScriptDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>

using namespace cg;

class TestFirstMeeting : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void aLaptopScreenShowsTheNeedSlidersAndTheRecommendationsFigures();
    void aRecommendationRowShowsItsDetails();
    void theEstimatorRefusesANegativeEntryInWords();
    void theChartsColoursFollowTheRankingAfterAReset();
    void theRecommendationNamesTheProvidersItCannotRank();

private:
    QString m_path;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestFirstMeeting::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    QSettings().clear(); // a first start: the default layout
}

void TestFirstMeeting::aLaptopScreenShowsTheNeedSlidersAndTheRecommendationsFigures()
{
    for (const QString &language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language, false));
        MainWindow w(m_path, &languages);
        ScreenFit::exempt(&w);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QApplication::processEvents();
        const QString where = language + QStringLiteral(": ");
        // The window asks for no more height than a 1366×768 screen has under a panel and a title bar.
        QVERIFY2(w.minimumSizeHint().height() <= 740, qPrintable(where + QString::number(w.minimumSizeHint().height())));
        // The need is first, and says it is where to start.
        WeightsPanel *weights = w.weightsPanel();
        QVERIFY(weights->needBox()->isVisible());
        auto *scroll = qobject_cast<QScrollArea *>(weights->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const QRect viewport = scroll->viewport()->rect();
        auto visibleInPanel = [&](const QWidget *child) {
            const QRect r(child->mapTo(scroll->viewport(), QPoint(0, 0)), child->size());
            return viewport.contains(r);
        };
        QVERIFY2(visibleInPanel(weights->needBox()), qPrintable(where + QStringLiteral("need")));
        // The offer weights' sliders are on screen without scrolling the panel.
        int slidersShown = 0;
        for (const char *key : { "price_performance_bf16", "price_performance_bandwidth", "memory" }) {
            const auto *slider = weights->findChild<QSlider *>(QLatin1String(key));
            QVERIFY(slider);
            slidersShown += visibleInPanel(slider) ? 1 : 0;
        }
        QVERIFY2(slidersShown == 3, qPrintable(where + QString::number(slidersShown)));
        // The recommendation's price, score and confidence fit its dock without scrolling sideways.
        QTableView *rec = w.recommendationPane()->view();
        QVERIFY(rec->isVisible());
        for (const int column :
            { int(RecommendationModel::PriceColumn), int(RecommendationModel::ScoreColumn), int(RecommendationModel::ConfidenceColumn) }) {
            const int right = rec->horizontalHeader()->sectionViewportPosition(column) + rec->columnWidth(column);
            QVERIFY2(right <= rec->viewport()->width(),
                qPrintable(where + QStringLiteral("column %1 ends at %2 of %3").arg(column).arg(right).arg(rec->viewport()->width())));
        }
    }
}

void TestFirstMeeting::aRecommendationRowShowsItsDetails()
{
    MainWindow w(m_path);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.recommendationPane()->show();
    QApplication::processEvents();
    auto *details = w.findChild<DetailsPane *>();
    QVERIFY(details);
    QTableView *rec = w.recommendationPane()->view();
    QVERIFY(rec->model()->rowCount() > 2);
    // A click on #3 shows #3 in Details and selects it in the offers table.
    const RankedOffer third = w.rankingSession().ranked().at(2);
    rec->setCurrentIndex(rec->model()->index(2, 0));
    QCOMPARE(w.selectedOfferId(), third.offer.id);
    QVERIFY2(details->toPlainText().contains(third.offer.instanceType), qPrintable(details->toPlainText().left(300)));
    // Hidden by a filter in the offers table: Details still shows it, and the status bar says why.
    auto *summary = w.recommendationPane()->findChild<QLabel *>(QStringLiteral("recommendationSummary"));
    QVERIFY(summary);
    const QString notHere = QStringLiteral("The offers table's filters do not apply here");
    QVERIFY(!summary->text().contains(notHere));
    QTest::keyClicks(w.findChild<FilterBar *>()->searchField(), QStringLiteral("no-such-offer-anywhere"));
    QCOMPARE(w.visibleOfferCount(), 0);
    QVERIFY2(summary->text().contains(notHere), qPrintable(summary->text())); // the ranking is not filtered, and says so
    const RankedOffer second = w.rankingSession().ranked().at(1);
    rec->setCurrentIndex(rec->model()->index(1, 0));
    QVERIFY2(details->toPlainText().contains(second.offer.instanceType), qPrintable(details->toPlainText().left(300)));
    QVERIFY(w.statusBar()->currentMessage().contains(QLatin1String("hides it under the current filters")));
}

void TestFirstMeeting::theEstimatorRefusesANegativeEntryInWords()
{
    Catalog catalog(m_path);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const RankingSession session(*CatalogSnapshot::read(catalog, &error), RankingParams {});
    WorkloadEstimatorDialog dialog(session);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.table()->rowCount() > 0);
    auto *summary = dialog.findChild<QLabel *>(QStringLiteral("estimateSummary"));
    QVERIFY(summary);
    // "-70" typed: kept as typed and refused, not read as 70.
    dialog.parametersBox()->selectAll();
    QTest::keyClicks(dialog.parametersBox(), QStringLiteral("-70"));
    QTest::keyClick(dialog.parametersBox(), Qt::Key_Enter);
    QCOMPARE(dialog.parametersBox()->value(), -70.0);
    QVERIFY2(summary->text().contains(QLatin1String("Model parameters must be more than 0")), qPrintable(summary->text()));
    QCOMPARE(dialog.table()->rowCount(), 0);
    QVERIFY(!dialog.rankForModelButton()->isEnabled());
    // A valid entry estimates again.
    dialog.parametersBox()->selectAll();
    QTest::keyClicks(dialog.parametersBox(), QStringLiteral("70"));
    QTest::keyClick(dialog.parametersBox(), Qt::Key_Enter);
    QCOMPARE(dialog.parametersBox()->value(), 70.0);
    QVERIFY(dialog.table()->rowCount() > 0);
    QVERIFY(dialog.rankForModelButton()->isEnabled());
}

void TestFirstMeeting::theChartsColoursFollowTheRankingAfterAReset()
{
    // The provider ranking's tab is behind the Recommendation's (the default): the chart's colours
    // must not wait for it. Weights moved, then Reset: the #1 provider has the first colour again,
    // and the legend lists it first.
    MainWindow w(m_path);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QColor first(0x1f, 0x77, 0xb4);
    auto leaderColour = [&w] { return w.scatterView()->colourOf(w.rankingSession().ranked().first().offer.providerKey); };
    QCOMPARE(leaderColour(), first);
    Weights bandwidthOnly;
    bandwidthOnly.values.fill(0);
    bandwidthOnly[Criterion::PricePerfBandwidth] = 1;
    w.weightsPanel()->setWeights(bandwidthOnly);
    emit w.weightsPanel()->weightsChanged(bandwidthOnly);
    w.flushRerank();
    w.restoreDefaults();
    QCOMPARE(w.rankingSession().params().weights, Weights());
    QCOMPARE(leaderColour(), first);
    const QStringList order = w.rankingSession().providerOrder();
    QVERIFY(order.size() > 2);
    QCOMPARE(w.scatterView()->colourOf(order.at(1)), QColor(0xff, 0x7f, 0x0e)); // #2's provider: the second colour
}

void TestFirstMeeting::theRecommendationNamesTheProvidersItCannotRank()
{
    for (const QString &language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language, false));
        MainWindow w(m_path, &languages);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.recommendationPane()->show();
        QApplication::processEvents();
        const CatalogSnapshot &snapshot = w.rankingSession().snapshot();
        const QList<UnpricedProvider> unpriced = UnpricedProvider::of(snapshot.offers, snapshot.fx);
        QVERIFY2(!unpriced.isEmpty(), "the case under test: the bundled catalog lists providers without a price");
        auto *label = w.recommendationPane()->findChild<QLabel *>(QStringLiteral("recommendationUnpriced"));
        QVERIFY(label);
        QVERIFY(label->isVisible());
        const bool zh = language != QLatin1String("en");
        for (const UnpricedProvider &p : unpriced) {
            QVERIFY2(label->text().contains(p.name(zh)), qPrintable(language + QLatin1Char(' ') + label->text()));
            QVERIFY2(label->text().contains(QString::number(p.instanceTypes)), qPrintable(label->text()));
            QVERIFY(label->toolTip().contains(p.nextStepText()));
        }
        // None of them is in the ranking, and every provider of the ranking has a price.
        for (const RankedOffer &r : w.rankingSession().ranked())
            for (const UnpricedProvider &p : unpriced)
                QVERIFY(r.offer.providerKey != p.providerKey);
        // A provider whose price API can be asked links to the script that asks it.
        int asked = 0;
        for (const UnpricedProvider &p : unpriced) {
            const QString link = QStringLiteral("price-api:") + p.providerKey;
            QCOMPARE(label->text().contains(QStringLiteral("href=\"%1\"").arg(link)), p.nextStep == QLatin1String("price-api"));
            if (p.nextStep != QLatin1String("price-api"))
                continue;
            emit label->linkActivated(link);
            PriceApiScriptDialog *dialog = w.priceApiScriptDialog();
            QVERIFY(dialog);
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            QCOMPARE(dialog->provider(), p.providerKey);
            const QStringList types = PriceApiScript::instanceTypesOf(snapshot.offers, p.providerKey);
            QVERIFY(!types.isEmpty());
            dialog->setRegions(p.providerKey == QLatin1String("tencent") ? QStringLiteral("ap-beijing-5 bad,zone")
                                                                         : QStringLiteral("cn-north-4, bad region"));
            QVERIFY2(dialog->problem().contains(QLatin1String("'bad' is not a")), qPrintable(dialog->problem()));
            QVERIFY(dialog->scriptText().isEmpty());
            const QString region
                = p.providerKey == QLatin1String("tencent") ? QStringLiteral("ap-beijing-5") : QStringLiteral("cn-north-4");
            dialog->setRegions(region);
            QVERIFY2(dialog->problem().isEmpty(), qPrintable(dialog->problem()));
            QCOMPARE(int(dialog->scriptText().count(QLatin1String("\nprice "))), int(types.size()));
            QVERIFY(dialog->scriptText().contains(QStringLiteral("\nprice %1 %2\n").arg(region, types.first())));
            const QString saved = m_dir->filePath(QStringLiteral("script.sh"));
            QString error;
            QVERIFY2(dialog->saveTo(saved, &error), qPrintable(error));
            QVERIFY(QFileInfo(saved).isExecutable());
            dialog->close();
            ++asked;
        }
        QVERIFY2(asked > 0, "the bundled catalog lists a Chinese cloud without a price");
    }
}

QTEST_MAIN(TestFirstMeeting)
#include "tst_firstmeeting.moc"
