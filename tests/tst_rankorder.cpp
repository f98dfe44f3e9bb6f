// The structures that keep a re-rank of 100k offers within a frame and the start-up off the GUI
// thread: the packed rank order, the rows of each instance type, the prepared snapshot and the
// offers table's row index.
#include "TestSupport.h"

#include "itemmodels/OfferTableModel.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"

#include <algorithm>
#include <cmath>
#include <random>

using namespace cg;

class TestRankOrder : public QObject
{
    Q_OBJECT

private slots:
    void priceRankIsPriceThenRow();
    void tiesFallToPriceThenRow();
    void packedOrderEqualsTheComparison();
    void instanceRowsListEachInstanceTypesRows();
    void preparedSnapshotRanksAsAFreshBuild();
    void rowIndexHoldsSearchTextAndRows();
};

namespace {
OfferView offer(const QString &provider, const QString &instance, double price, std::optional<double> bf16,
    const QString &region = QStringLiteral("r1"))
{
    OfferView o;
    o.providerKey = provider;
    o.providerNameEn = provider.toUpper();
    o.instanceType = instance;
    o.region = region;
    o.gpuCount = 1;
    o.gpuKey = QStringLiteral("h100");
    o.gpuName = QStringLiteral("H100");
    o.bf16Tflops = bf16;
    o.memoryBandwidthGBs = 3350;
    o.gpuMemoryGb = 80;
    o.onDemand.present = true;
    o.onDemand.amount = price;
    o.onDemand.currency = QStringLiteral("USD");
    o.onDemand.observedOn = QStringLiteral("2026-11-30");
    return o;
}
} // namespace

void TestRankOrder::priceRankIsPriceThenRow()
{
    // Prices 3, 1, (none), 1, 2: by (price, row) the rows are 1, 3, 4, 0; row 2 is unpriced.
    QList<OfferView> offers = { offer(QStringLiteral("a"), QStringLiteral("A"), 3, 989),
        offer(QStringLiteral("a"), QStringLiteral("B"), 1, 989), offer(QStringLiteral("a"), QStringLiteral("C"), 1, 989),
        offer(QStringLiteral("a"), QStringLiteral("D"), 1, 989), offer(QStringLiteral("a"), QStringLiteral("E"), 2, 989) };
    offers[2].onDemand = {};
    const ScoringTable table = ScoringTable::build(offers, {}, {}, {});
    QCOMPARE(table.priceRank(0), 3);
    QCOMPARE(table.priceRank(1), 0);
    QCOMPARE(table.priceRank(2), -1);
    QCOMPARE(table.priceRank(3), 1);
    QCOMPARE(table.priceRank(4), 2);
}

void TestRankOrder::tiesFallToPriceThenRow()
{
    // Every offer has the same figures per dollar (BF16 = 100 × price), so every score is equal:
    // the order is the price ascending, then the row.
    const QList<OfferView> offers
        = { offer(QStringLiteral("a"), QStringLiteral("A"), 4, 400), offer(QStringLiteral("a"), QStringLiteral("B"), 2, 200),
              offer(QStringLiteral("a"), QStringLiteral("C"), 4, 400), offer(QStringLiteral("a"), QStringLiteral("D"), 1, 100) };
    Weights w;
    w.values.fill(0);
    w.values[size_t(Criterion::PricePerfBf16)] = 1;
    const ScoringTable table = ScoringTable::build(offers, {}, {}, {});
    const ScoringTable::Result result = table.score(w, {});
    QCOMPARE(result.score[0], result.score[3]);
    QCOMPARE(table.rankOrder(result), (std::vector<int> { 3, 1, 0, 2 }));
    // A gate applied to row 3 puts it last, whatever its price.
    const ScoringTable::Result same = table.score(w, {});
    QList<OfferView> gated = offers;
    gated[3].flags = QStringLiteral("host_not_priced");
    const ScoringTable gatedTable = ScoringTable::build(gated, {}, {}, {});
    QCOMPARE(gatedTable.rankOrder(gatedTable.score(w, {}), GateHostNotPriced), (std::vector<int> { 1, 0, 2, 3 }));
    QCOMPARE(table.rankOrder(same, GateHostNotPriced), (std::vector<int> { 3, 1, 0, 2 }));
}

void TestRankOrder::packedOrderEqualsTheComparison()
{
    // 3000 offers with few distinct prices and figures (many ties), some without BF16 (lower
    // coverage), some gated: the order must be the documented comparison's, row for row.
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> price(1, 12), bf16(0, 4), gate(0, 9);
    QList<OfferView> offers;
    for (int i = 0; i < 3000; ++i) {
        const int b = bf16(rng);
        OfferView o = offer(QStringLiteral("p%1").arg(i % 7), QStringLiteral("i%1").arg(i / 3), price(rng) * 0.5,
            b == 0 ? std::nullopt : std::optional<double>(b * 250.0), QStringLiteral("r%1").arg(i % 3));
        if (gate(rng) == 0)
            o.flags = QStringLiteral("host_not_priced");
        if (i % 11 == 0)
            o.onDemand = {}; // unpriced: never in the order
        offers.append(o);
    }
    const ScoringTable table = ScoringTable::build(offers, {}, {}, {});
    Weights w;
    w.values.fill(0);
    w.values[size_t(Criterion::PricePerfBf16)] = 0.6;
    w.values[size_t(Criterion::Memory)] = 0.3;
    w.values[size_t(Criterion::Security)] = 0.1; // never has data here: coverage 0.9 or less
    const ScoringTable::Result result = table.score(w, {});
    std::vector<int> expected;
    for (int i = 0; i < table.size(); ++i)
        if (!std::isnan(result.score[size_t(i)]))
            expected.push_back(i);
    auto offerData = [&](int row) {
        int n = 0;
        for (int c = kCategoryCount; c < kCriterionCount; ++c)
            n += table.criterion(row, Criterion(c)) ? 1 : 0;
        return n;
    };
    std::sort(expected.begin(), expected.end(), [&](int a, int b) {
        const bool pa = !(table.gates(a) & GateHostNotPriced), pb = !(table.gates(b) & GateHostNotPriced);
        if (pa != pb)
            return pa;
        const bool ea = result.coverage[size_t(a)] >= 0.5f, eb = result.coverage[size_t(b)] >= 0.5f;
        if (ea != eb)
            return ea;
        if (result.score[size_t(a)] != result.score[size_t(b)])
            return result.score[size_t(a)] > result.score[size_t(b)];
        if (offerData(a) != offerData(b))
            return offerData(a) > offerData(b);
        if (*table.usdPerGpuHour(a) != *table.usdPerGpuHour(b))
            return *table.usdPerGpuHour(a) < *table.usdPerGpuHour(b);
        return a < b;
    });
    QCOMPARE(int(expected.size()), 3000 - 273); // rows 0, 11, …, 2997 are unpriced
    QCOMPARE(table.rankOrder(result, GateHostNotPriced), expected);
}

void TestRankOrder::instanceRowsListEachInstanceTypesRows()
{
    // Instance types A (rows 0, 2, 3) and B (row 1) of provider a, and A of provider b (row 4).
    const QList<OfferView> offers = { offer(QStringLiteral("a"), QStringLiteral("A"), 1, 989, QStringLiteral("r1")),
        offer(QStringLiteral("a"), QStringLiteral("B"), 1, 989),
        offer(QStringLiteral("a"), QStringLiteral("A"), 2, 989, QStringLiteral("r2")),
        offer(QStringLiteral("a"), QStringLiteral("A"), 3, 989, QStringLiteral("r3")),
        offer(QStringLiteral("b"), QStringLiteral("A"), 1, 989) };
    const Ranker::Groups g = Ranker::Groups::of(offers);
    QCOMPARE(g.instanceCount, 3);
    QCOMPARE(g.instance, (std::vector<int> { 0, 1, 0, 0, 2 }));
    QCOMPARE(g.instanceStart, (std::vector<int> { 0, 3, 4, 5 }));
    QCOMPARE(g.instanceRows, (std::vector<int> { 0, 2, 3, 1, 4 }));
    QCOMPARE(g.providerCount, 2);
}

void TestRankOrder::preparedSnapshotRanksAsAFreshBuild()
{
    CatalogSnapshot snapshot;
    snapshot.offers = { offer(QStringLiteral("a"), QStringLiteral("A"), 2, 989), offer(QStringLiteral("b"), QStringLiteral("B"), 1, 312),
        offer(QStringLiteral("c"), QStringLiteral("C"), 3, 2250) };
    for (const char *p : { "a", "b", "c" })
        snapshot.ratings.insert(QLatin1String(p),
            { QLatin1String(p), QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"), QStringLiteral("Gold"),
                {}, {} });
    const RankingParams params(Weights {}, QStringLiteral("inference"));
    RankingSession fresh;
    fresh.setSnapshot(snapshot, params);
    RankingSession pretraining;
    pretraining.setSnapshot(snapshot, RankingParams(Weights {}, QStringLiteral("pretraining")));
    QVERIFY(fresh.table().trueCost(0).has_value());
    QVERIFY(*fresh.table().trueCost(0) != *pretraining.table().trueCost(0)); // the scenario matters here
    // Prepared under another scenario: the session recomputes the true cost for `params`.
    for (const QString &scenario : { QStringLiteral("inference"), QStringLiteral("pretraining") }) {
        RankingSession session;
        session.setSnapshot(RankingSession::prepare(snapshot, scenario), params);
        QCOMPARE(session.order(), fresh.order());
        QCOMPARE(session.result().score, fresh.result().score);
        QCOMPARE(session.table().trueCostColumn().size(), size_t(3));
        for (int r = 0; r < 3; ++r)
            QCOMPARE(session.table().trueCost(r), fresh.table().trueCost(r));
        QCOMPARE(session.groups().providerCount, 3);
        QCOMPARE(session.params().scenario, QStringLiteral("inference"));
    }
}

void TestRankOrder::rowIndexHoldsSearchTextAndRows()
{
    QList<OfferView> offers = { offer(QStringLiteral("nebius"), QStringLiteral("gpu-H100"), 2, 989, QStringLiteral("eu-north1")) };
    offers[0].id = 42;
    offers[0].providerNameZh = QStringLiteral("内比乌斯");
    offers[0].gpuRawName = QStringLiteral("NVIDIA H100 80GB");
    const OfferTableModel::RowIndex index = OfferTableModel::rowIndex(offers);
    QCOMPARE(index.searchText, (QList<QString> { QStringLiteral("nebius 内比乌斯 nebius  h100 nvidia h100 80gb gpu-h100 eu-north1") }));
    QCOMPARE(index.rowById.value(42, -1), 0);
    OfferTableModel model;
    model.setOffers(offers, {}, index);
    QCOMPARE(model.rowOfOffer(42), 0);
    QCOMPARE(model.searchText(0), index.searchText.first());
}

QTEST_GUILESS_MAIN(TestRankOrder)
#include "tst_rankorder.moc"
