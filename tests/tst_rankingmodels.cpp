// The two item models of the ranking (models/itemmodels): ProviderRankingModel (one row per
// provider, its best offer) and RecommendationModel (the session's ranked rows, then the excluded
// ones), each checked by QAbstractItemModelTester and against the RankingSession they show.
#include "TestSupport.h"

#include "catalog/store/Catalog.h"
#include "itemmodels/ProviderRankingModel.h"
#include "itemmodels/RecommendationModel.h"
#include "scoring/RankingSession.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSet>
#include <QSignalSpy>

using namespace cg;

class TestRankingModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theProviderRankingHasOneRowPerRankedProviderBestFirst();
    void theRecommendationListsRankedRowsThenExcludedOnes();
    void aNewRankingIsOneResetOfEachModel();

private:
    static void fill(ProviderRankingModel &model, const RankingSession &session);
    QTemporaryDir m_dir;
    std::unique_ptr<Catalog> m_catalog;
    std::optional<CatalogSnapshot> m_snapshot;
};

void TestRankingModels::initTestCase()
{
    cgtest::initHermetic();
    const QString path = m_dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    m_catalog = std::make_unique<Catalog>(path);
    QString error;
    QVERIFY2(m_catalog->open(&error), qPrintable(error));
    m_snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY2(m_snapshot, qPrintable(error));
}

void TestRankingModels::fill(ProviderRankingModel &model, const RankingSession &session)
{
    const RankingParams &p = session.params();
    model.setPolicy(p.policy.gates, p.constraints, QString());
    model.setRanking(session.offers(), session.order(), session.result().score, session.result().coverage,
        session.table().usdPerGpuHourColumn(), session.snapshot().ratings, &session.table(), &session.groups());
}

void TestRankingModels::theProviderRankingHasOneRowPerRankedProviderBestFirst()
{
    const RankingSession session(*m_snapshot, RankingParams());
    ProviderRankingModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fill(model, session);
    // One row per provider with a ranked (priced) offer, derived from the session's own order.
    QSet<QString> ranked;
    for (int row : session.order())
        ranked.insert(session.offers().at(row).providerKey);
    QCOMPARE(model.rowCount(), int(ranked.size()));
    QSet<QString> shown;
    for (int r = 0; r < model.rowCount(); ++r)
        shown.insert(model.providerKey(r));
    QCOMPARE(shown, ranked);
    // The first recommended provider is the provider of the session's first recommendation.
    int firstRecommended = 0;
    while (firstRecommended < model.rowCount() && !model.isRecommended(firstRecommended))
        ++firstRecommended;
    QVERIFY(firstRecommended < model.rowCount());
    QCOMPARE(model.providerKey(firstRecommended), session.ranked().first().offer.providerKey);
    QVERIFY2(model.isRecommended(0), "recommended providers come before excluded ones");
    for (int r = 0; r < model.rowCount(); ++r) {
        if (!model.isRecommended(r))
            QVERIFY2(!model.exclusionReasons(r).isEmpty(), qPrintable(model.providerKey(r)));
    }
}

void TestRankingModels::theRecommendationListsRankedRowsThenExcludedOnes()
{
    const RankingSession session(*m_snapshot, RankingParams());
    RecommendationModel model(session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.refresh();
    QCOMPARE(model.recommendedCount(), int(session.ranked().size()));
    QCOMPARE(model.rowCount(), int(session.ranked().size() + session.excluded().size()));
    QCOMPARE(model.columnCount(), int(RecommendationModel::ColumnCount));
    QVERIFY(!session.excluded().isEmpty());
    QCOMPARE(model.rankedOffer(0).offer.id, session.ranked().first().offer.id);
    QCOMPARE(model.rankedOffer(model.recommendedCount()).offer.id, session.excluded().first().offer.id);
    QCOMPARE(model.index(0, RecommendationModel::RankColumn).data().toString(), QStringLiteral("1"));
    QCOMPARE(model.index(0, RecommendationModel::ProviderColumn).data().toString(), session.ranked().first().offer.providerNameEn);
}

void TestRankingModels::aNewRankingIsOneResetOfEachModel()
{
    RankingSession session(*m_snapshot, RankingParams());
    RecommendationModel recommendation(session);
    ProviderRankingModel providers;
    QAbstractItemModelTester t1(&recommendation, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&providers, QAbstractItemModelTester::FailureReportingMode::QtTest);
    recommendation.refresh();
    fill(providers, session);
    QSignalSpy resetR(&recommendation, &QAbstractItemModel::modelReset);
    QSignalSpy resetP(&providers, &QAbstractItemModel::modelReset);
    QSignalSpy insertedR(&recommendation, &QAbstractItemModel::rowsInserted);
    QSignalSpy removedR(&recommendation, &QAbstractItemModel::rowsRemoved);
    session.setWeights(*Weights::preset(QStringLiteral("budget")));
    recommendation.refresh();
    fill(providers, session);
    QCOMPARE(resetR.count(), 1);
    QCOMPARE(resetP.count(), 1);
    QCOMPARE(insertedR.count(), 0); // no per-row signals
    QCOMPARE(removedR.count(), 0);
    QCOMPARE(recommendation.rankedOffer(0).offer.id, session.ranked().first().offer.id);
}

QTEST_GUILESS_MAIN(TestRankingModels)
#include "tst_rankingmodels.moc"
