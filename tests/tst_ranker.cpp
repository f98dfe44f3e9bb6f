#include "TestSupport.h"

#include <QFile>

#include "core/Tier.h"
#include "scoring/Caveats.h"
#include "scoring/RankStability.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"

using namespace cg;

class TestRanker : public QObject
{
    Q_OBJECT

private slots:
    void handComputedScoresAndOrder();
    void cheapestRegionRepresentsTheOfferAndRegionsAreCounted();
    void unpricedOffersAreNeverRanked();
    void unavailableIsCouldNotTestAndAnAssessmentRanksIt();
    void configurationsCountDistinctInstanceTypesPerGroup();
    void missingCriteriaRenormaliseAndLowCoverageSinks();
    void cnyIsConvertedAtTheLatestRate();
    void tierPoints_data();
    void tierPoints();
    void presets();
    void rankStabilityOnAWorkedExample();
    void derivedTierBands_data();
    void derivedTierBands();
    void trainingAndBudgetPresetsGiveDifferentTop10s();
    void weightsFromJson_data();
    void weightsFromJson();
    void trueCostCriterionOnAWorkedExample();
    void trueCostFollowsTheScenario();
};

namespace {
OfferView offer(const QString &provider, const QString &instance, double price, double count, std::optional<double> bf16,
    std::optional<double> bw, std::optional<double> mem, const QString &region = QStringLiteral("r1"))
{
    OfferView o;
    o.providerKey = provider;
    o.providerNameEn = provider;
    o.instanceType = instance;
    o.region = region;
    o.gpuCount = count;
    o.bf16Tflops = bf16;
    o.memoryBandwidthGBs = bw;
    o.gpuMemoryGb = mem;
    o.onDemand.present = true;
    o.onDemand.amount = price;
    o.onDemand.currency = QStringLiteral("USD");
    o.onDemand.asOf = QStringLiteral("2026-11-30");
    o.onDemand.observedOn = o.onDemand.asOf;
    return o;
}
RatingView rating(const QString &provider, const QString &tier)
{
    return { provider, QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"), tier, {}, {} };
}
} // namespace

void TestRanker::handComputedScoresAndOrder()
{
    // A: H100-like, 8 GPUs at $16/h → $2/GPU-h, 1000 TFLOPS, 3350 GB/s, 80 GB, Gold.
    // B: 1 GPU at $1/h, 400 TFLOPS, 800 GB/s, 48 GB, Silver.
    // C: 1 GPU at $4/h, 1000 TFLOPS, 4800 GB/s, 141 GB, Platinum.
    // x = TFLOPS/$: A 500, B 400, C 250 → s: 100, 80, 50.
    // y = GB/s/$:   A 1675, B 800, C 1200 → s: 100, 47.76, 71.64.
    // memory:       A 80, B 48, C 141 → s: 56.74, 34.04, 100.
    // tier: Gold 80, Silver 60, Platinum 100.
    // weights 0.35/0.15/0.10/0.40:
    //   A = 35 + 15 + 5.674 + 32 = 87.674; B = 28 + 7.164 + 3.404 + 24 = 62.568; C = 17.5 + 10.746 + 10 + 40 = 78.246
    const QList<OfferView> offers = { offer(QStringLiteral("a"), QStringLiteral("A"), 16, 8, 1000, 3350, 80),
        offer(QStringLiteral("b"), QStringLiteral("B"), 1, 1, 400, 800, 48),
        offer(QStringLiteral("c"), QStringLiteral("C"), 4, 1, 1000, 4800, 141) };
    const QHash<QString, RatingView> ratings = { { QStringLiteral("a"), rating(QStringLiteral("a"), QStringLiteral("Gold")) },
        { QStringLiteral("b"), rating(QStringLiteral("b"), QStringLiteral("Silver")) },
        { QStringLiteral("c"), rating(QStringLiteral("c"), QStringLiteral("Platinum")) } };
    const auto ranked = RankingSession::rankOnce(offers, ratings, {}, Weights {});
    QCOMPARE(ranked.size(), 3);
    QCOMPARE(ranked[0].offer.instanceType, QStringLiteral("A"));
    QCOMPARE(ranked[1].offer.instanceType, QStringLiteral("C"));
    QCOMPARE(ranked[2].offer.instanceType, QStringLiteral("B"));
    QCOMPARE(qRound(ranked[0].score * 1000), 87674);
    QCOMPARE(qRound(ranked[1].score * 1000), 78246);
    QCOMPARE(qRound(ranked[2].score * 1000), 62568);
    QCOMPARE(ranked[0].usdPerGpuHour, 2.0);
    QCOMPARE(ranked[0].coverage, 1.0);
    QCOMPARE(ranked[2].rank, 3);
    // The budget preset puts price-performance first: B (cheapest TFLOPS after A) overtakes C.
    Weights budgetWeights = *Weights::preset(QStringLiteral("budget"));
    const auto budget = RankingSession::rankOnce(offers, ratings, {}, budgetWeights);
    QCOMPARE(budget[1].offer.instanceType, QStringLiteral("B"));
}

void TestRanker::cheapestRegionRepresentsTheOfferAndRegionsAreCounted()
{
    const QList<OfferView> offers
        = { offer(QStringLiteral("l"), QStringLiteral("gpu_1x_h100"), 2.99, 1, 989, 3350, 80, QStringLiteral("us-east-1")),
              offer(QStringLiteral("l"), QStringLiteral("gpu_1x_h100"), 2.49, 1, 989, 3350, 80, QStringLiteral("us-west-1")),
              offer(QStringLiteral("l"), QStringLiteral("gpu_1x_h100"), 3.29, 1, 989, 3350, 80, QStringLiteral("eu-central-1")) };
    const auto ranked = RankingSession::rankOnce(offers, {}, {}, Weights {});
    QCOMPARE(ranked.size(), 1);
    QCOMPARE(ranked[0].regionCount, 3);
    QCOMPARE(ranked[0].offer.region, QStringLiteral("us-west-1"));
    QCOMPARE(ranked[0].usdPerGpuHour, 2.49);
    QCOMPARE(*ranked[0].maxUsdPerGpuHour, 3.29);
}

void TestRanker::configurationsCountDistinctInstanceTypesPerGroup()
{
    // Provider p, GPU model h100: instance types A (two regions) and B → one group, 2 configurations.
    // Provider p, instance type X listed once as h100 and once as a100 (a source naming the GPU two
    // ways): X belongs to both groups, so h100 has A, B, X = 3 and a100 has X = 1 (the counting
    // falls back from one slot per instance type to distinct pairs).
    auto gpu = [](OfferView o, const QString &key) {
        o.gpuKey = key;
        return o;
    };
    const QString p = QStringLiteral("p");
    QList<OfferView> offers = { gpu(offer(p, QStringLiteral("A"), 8, 8, 989, 3350, 80, QStringLiteral("r1")), QStringLiteral("h100")),
        gpu(offer(p, QStringLiteral("A"), 9, 8, 989, 3350, 80, QStringLiteral("r2")), QStringLiteral("h100")),
        gpu(offer(p, QStringLiteral("B"), 2, 1, 989, 3350, 80), QStringLiteral("h100")) };
    auto groupCounts = [](const QList<OfferView> &o) {
        const ScoringTable table = ScoringTable::build(o, {}, {}, {}, CostScenario::pretraining());
        const ScoringTable::Result result = table.score(Weights {}, {});
        QHash<QString, int> counts;
        for (const RankedOffer &r :
            Ranker::group(o, {}, {}, table, result, table.rankOrder(result), Ranker::GroupBy::ProviderGpu, GateNone))
            counts.insert(r.offer.gpuKey, r.configurationCount);
        return counts;
    };
    QHash<QString, int> counts = groupCounts(offers);
    QCOMPARE(counts.size(), 1);
    QCOMPARE(counts.value(QStringLiteral("h100")), 2);
    offers << gpu(offer(p, QStringLiteral("X"), 1, 1, 312, 2039, 80), QStringLiteral("a100"))
           << gpu(offer(p, QStringLiteral("X"), 7, 1, 989, 3350, 80), QStringLiteral("h100"));
    counts = groupCounts(offers);
    QCOMPARE(counts.size(), 2);
    QCOMPARE(counts.value(QStringLiteral("h100")), 3);
    QCOMPARE(counts.value(QStringLiteral("a100")), 1);
}

void TestRanker::unpricedOffersAreNeverRanked()
{
    OfferView free = offer(QStringLiteral("z"), QStringLiteral("zero"), 1, 8, 2250, 7700, 180);
    free.onDemand.amount.reset(); // "0 in the source" is stored as no price
    OfferView none = offer(QStringLiteral("z"), QStringLiteral("none"), 1, 8, 2250, 7700, 180);
    none.onDemand = {};
    const auto ranked = RankingSession::rankOnce(
        { free, none, offer(QStringLiteral("p"), QStringLiteral("priced"), 10, 1, 100, 100, 16) }, {}, {}, Weights {});
    QCOMPARE(ranked.size(), 1);
    QCOMPARE(ranked[0].offer.instanceType, QStringLiteral("priced"));
    QVERIFY(std::isfinite(ranked[0].score));
}

void TestRanker::missingCriteriaRenormaliseAndLowCoverageSinks()
{
    // "nospec" has no datasheet figures and an unrated provider: only memory (weight 0.10 of 1.0)
    // has data, so its raw score would be 100 but its coverage is 10 %: it ranks after "full".
    const QList<OfferView> offers = { offer(QStringLiteral("u"), QStringLiteral("nospec"), 0.1, 1, std::nullopt, std::nullopt, 96),
        offer(QStringLiteral("g"), QStringLiteral("full"), 2, 1, 989, 3350, 80) };
    RankingPolicy renormalise;
    renormalise.missing = RankingPolicy::MissingData::Renormalise;
    const QHash<QString, RatingView> ratings = { { QStringLiteral("g"), rating(QStringLiteral("g"), QStringLiteral("Bronze")) } };
    const auto ranked = RankingSession::rankOnce(offers, ratings, {}, Weights {}, {}, CostScenario::pretraining(), renormalise);
    QCOMPARE(ranked[0].offer.instanceType, QStringLiteral("full"));
    QCOMPARE(ranked[1].offer.instanceType, QStringLiteral("nospec"));
    QCOMPARE(ranked[1].score, 100.0);
    // The default policy counts the 90 % of the weight without data at the prior (10 points):
    // 0.10 × 100 + 0.90 × 10 = 19, so missing data never lifts the score.
    const auto withPrior = RankingSession::rankOnce(offers, ratings, {}, Weights {});
    QCOMPARE(withPrior[1].offer.instanceType, QStringLiteral("nospec"));
    QCOMPARE(qRound(withPrior[1].score * 100), 1900);
    QCOMPARE(qRound(withPrior[1].coverage * 100), 10);
    QCOMPARE(qRound(ranked[1].coverage * 100), 10);
    QVERIFY(!ranked[1].sCategories[0].has_value());
    QVERIFY(ranked[0].categoriesFromTier);
    QCOMPARE(*ranked[0].sCategories[int(Criterion::Networking)], 40.0);
    QVERIFY(!ranked[1].sPricePerfBf16.has_value());
    // full: bf16 100, bw 100, memory 80/96 = 83.33, tier 40 → (35 + 15 + 8.333 + 16) / 1.0 = 74.333
    QCOMPARE(qRound(ranked[0].score * 1000), 74333);
}

void TestRanker::cnyIsConvertedAtTheLatestRate()
{
    OfferView cny = offer(QStringLiteral("t"), QStringLiteral("GT4.4XLARGE96"), 28.64, 1, 312, 1555, 40);
    cny.onDemand.currency = QStringLiteral("CNY");
    FxRates fx;
    fx.insert(QStringLiteral("CNY"), { 7.1488, QStringLiteral("2023-07-28"), {} });
    const auto ranked = RankingSession::rankOnce({ cny }, {}, fx, Weights {});
    QCOMPARE(ranked.size(), 1);
    QCOMPARE(qRound(ranked[0].usdPerGpuHour * 100), 401); // 28.64 / 7.1488 = 4.0063
    QVERIFY(ranked[0].fxNote.contains(QLatin1String("2023-07-28")));
    QCOMPARE(RankingSession::rankOnce({ cny }, {}, {}, Weights {}).size(), 0); // no rate, no comparison
}

void TestRanker::tierPoints_data()
{
    QTest::addColumn<QString>("tier");
    QTest::addColumn<double>("points");
    QTest::newRow("Platinum") << QStringLiteral("Platinum") << 100.0;
    QTest::newRow("Gold") << QStringLiteral("Gold") << 80.0;
    QTest::newRow("Silver") << QStringLiteral("Silver") << 60.0;
    QTest::newRow("Bronze") << QStringLiteral("Bronze") << 40.0;
    QTest::newRow("Participation Ribbon") << QStringLiteral("Participation Ribbon") << 25.0;
    QTest::newRow("Underperforming") << QStringLiteral("Underperforming") << 10.0;
    QTest::newRow("Unavailable is no data") << QStringLiteral("Unavailable") << -1.0;
}

void TestRanker::tierPoints()
{
    QFETCH(QString, tier);
    QFETCH(double, points);
    QCOMPARE(Tier::fromName(tier).points().value_or(-1.0), points);
}

void TestRanker::presets()
{
    QCOMPARE(Weights::presetNames().size(), 4);
    for (const QString &n : Weights::presetNames())
        QVERIFY(Weights::preset(n).has_value());
    QVERIFY(!Weights::preset(QStringLiteral("cheapest")).has_value());
    QCOMPARE((*Weights::preset(QStringLiteral("inference")))[Criterion::PricePerfBandwidth], 0.35);
    for (const QString &n : Weights::presetNames())
        QVERIFY2(qAbs(Weights::preset(n)->total() - 1.0) < 1e-9, qPrintable(n)); // each preset sums to 1
}

void TestRanker::rankStabilityOnAWorkedExample()
{
    // A: 100 BF16 points, category scores 40; B: 50 BF16 points, category scores 100. Weights:
    // BF16 0.5, each category 0.05, nothing else. A = 0.5·100 + 0.5·40 = 70, B = 0.5·50 + 0.5·100 = 75.
    RankedOffer a, b;
    a.offer.instanceType = QStringLiteral("A");
    b.offer.instanceType = QStringLiteral("B");
    a.sPricePerfBf16 = 100;
    b.sPricePerfBf16 = 50;
    for (int c = 0; c < kCategoryCount; ++c) {
        a.sCategories[size_t(c)] = 40;
        b.sCategories[size_t(c)] = 100;
    }
    a.coverage = b.coverage = 1;
    Weights w;
    w.values.fill(0);
    w[Criterion::PricePerfBf16] = 0.5;
    for (int c = 0; c < kCategoryCount; ++c)
        w.values[size_t(c)] = 0.05;
    const auto margins = rankStability({ b, a }, w);
    QCOMPARE(margins.size(), kCriterionCount);
    // Raising BF16 by Δ: (75 + 50Δ)/(1 + Δ) = (70 + 100Δ)/(1 + Δ) at Δ = 0.1.
    const StabilityMargin &bf16 = margins[int(Criterion::PricePerfBf16)];
    QVERIFY(bf16.up.has_value());
    QCOMPARE(qRound(*bf16.up * 1e6), 100000);
    QCOMPARE(bf16.swapUp, 1);
    QVERIFY(!bf16.down.has_value()); // lowering BF16 only favours B
    // Security: the swap would need Δ = −0.0833, below its weight of 0.05: stable both ways.
    QVERIFY(!margins[int(Criterion::Security)].down.has_value());
    QVERIFY(!margins[int(Criterion::Security)].up.has_value());
    // Memory: neither has data, nothing moves.
    QVERIFY(!margins[int(Criterion::Memory)].up.has_value());
}

void TestRanker::derivedTierBands_data()
{
    QTest::addColumn<double>("score");
    QTest::addColumn<QString>("tier");
    QTest::newRow("100 is Platinum") << 100.0 << QStringLiteral("Platinum");
    QTest::newRow("90 is Platinum") << 90.0 << QStringLiteral("Platinum");
    QTest::newRow("89.9 is Gold") << 89.9 << QStringLiteral("Gold");
    QTest::newRow("70 is Gold") << 70.0 << QStringLiteral("Gold");
    QTest::newRow("60 is Silver") << 60.0 << QStringLiteral("Silver");
    QTest::newRow("32.5 is Bronze") << 32.5 << QStringLiteral("Bronze");
    QTest::newRow("25 is the Participation Ribbon") << 25.0 << QStringLiteral("Participation Ribbon");
    QTest::newRow("17 is Underperforming") << 17.0 << QStringLiteral("Underperforming");
}

void TestRanker::derivedTierBands()
{
    QFETCH(double, score);
    QFETCH(QString, tier);
    QCOMPARE(Tier::fromPoints(score).name(), tier);
    // The published tier's own points always derive back to it (no false disagreement).
    for (const char *t : { "Platinum", "Gold", "Silver", "Bronze", "Participation Ribbon", "Underperforming" })
        QCOMPARE(Tier::fromPoints(*Tier::fromName(QLatin1String(t)).points()).name(), QLatin1String(t));
}

void TestRanker::trainingAndBudgetPresetsGiveDifferentTop10s()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Catalog c(path);
    QString error;
    QVERIFY(c.open(&error));
    const auto offers = c.offers();
    const auto training
        = RankingSession::rankOnce(offers, c.latestRatings(), c.latestFxRates(), *Weights::preset(QStringLiteral("training"))).mid(0, 10);
    const auto budget
        = RankingSession::rankOnce(offers, c.latestRatings(), c.latestFxRates(), *Weights::preset(QStringLiteral("budget"))).mid(0, 10);
    QStringList t, b;
    double trainingTier = 0, budgetTier = 0, trainingPrice = 0, budgetPrice = 0;
    for (int i = 0; i < 10; ++i) {
        t.append(training[i].offer.providerKey + QLatin1Char('/') + training[i].offer.instanceType);
        b.append(budget[i].offer.providerKey + QLatin1Char('/') + budget[i].offer.instanceType);
        trainingTier += Tier::fromName(training[i].tier).points().value_or(0);
        budgetTier += Tier::fromName(budget[i].tier).points().value_or(0);
        trainingPrice += training[i].usdPerGpuHour;
        budgetPrice += budget[i].usdPerGpuHour;
    }
    QVERIFY(t != b);
    // Explainable: training leans on the categories (tier), budget on price-performance.
    QVERIFY2(trainingTier > budgetTier, qPrintable(QStringLiteral("%1 vs %2").arg(trainingTier).arg(budgetTier)));
    QVERIFY2(budgetPrice <= trainingPrice, qPrintable(QStringLiteral("%1 vs %2").arg(budgetPrice).arg(trainingPrice)));
}

void TestRanker::weightsFromJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("valid weights") << QByteArray(R"({"price_performance_bf16": 1, "tier": 1})") << QString();
    QTest::newRow("an unknown criterion is named") << QByteArray(R"({"latency": 1})") << QStringLiteral("unknown criterion 'latency'");
    QTest::newRow("a negative weight is refused") << QByteArray(R"({"tier": -1})") << QStringLiteral("must be 0 or a number from");
    // Two weights of 1e308 sum to infinity and rank to NaN; a denormal scores every offer 0.
    QTest::newRow("an overflowing weight is refused")
        << QByteArray(R"({"tier": 1e308, "memory": 1e308})") << QStringLiteral("must be 0 or a number from 1e-06 to 1000");
    QTest::newRow("a vanishing weight is refused") << QByteArray(R"({"memory": 4.9e-324})") << QStringLiteral("must be 0 or a number");
    QTest::newRow("all zero is refused") << QByteArray(R"({"tier": 0})") << QStringLiteral("all weights are 0");
    QTest::newRow("not JSON") << QByteArray("tier=1") << QStringLiteral("not valid JSON: ");
    QTest::newRow("an array says so, with no \"no error occurred\"")
        << QByteArray("[1,2]")
        << QStringLiteral(
               "must be a JSON object of criterion weights, e.g. {\"price_performance_bf16\": 0.5, \"tier\": 0.5}, not an array");
    // A bad value of a key that does not exist: the key is named as unknown, not its value.
    // Qt's parser keeps one of two equal keys silently: the second weight would win unseen.
    QTest::newRow("a key named twice is refused")
        << QByteArray(R"({"memory": 1, "tier": 1, "memory": 5})") << QStringLiteral("weights file names 'memory' twice");
    QTest::newRow("an unknown key with a bad value")
        << QByteArray(R"({"bf16_per_dollar": -1})") << QStringLiteral("unknown criterion 'bf16_per_dollar'");
}

void TestRanker::weightsFromJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString e;
    const auto w = Weights::fromJson(json, &e);
    if (error.isEmpty()) {
        QVERIFY2(w.has_value(), qPrintable(e));
        QCOMPARE((*w)[Criterion::PricePerfBf16], 1.0);
        QCOMPARE((*w)[Criterion::Memory], 0.0);
        QCOMPARE((*w)[Criterion::Security], 0.1); // "tier": 1 is spread over the 10 categories
        const auto back = Weights::fromJson(w->toJson(), &e);
        QVERIFY(back && *back == *w);
    } else {
        QVERIFY(!w.has_value());
        QVERIFY2(e.contains(error), qPrintable(e));
        QVERIFY2(!e.contains(QLatin1String("no error occurred")), qPrintable(e));
    }
}

void TestRanker::trueCostCriterionOnAWorkedExample()
{
    // Pretraining preset (1,024 GPUs × 720 h, hot spare, hourly checkpoints, 15-min restart,
    // blast radius 8, 2 TB/GPU at $0.08/GB-month, one $200k/yr engineer), list price $2.00:
    //  Gold  (MTBF 25,000, identify/repair 15 min): GPU 1,474,560 + storage 163,840
    //        + goodput 29.4912 × [(0.25 + 0.5 + 0.25) × 1024 + 0.25 × 8 = 1026] × 2 = 60,515.94
    //        + debugging 16,666.67 = 1,715,582.61 / 737,280 useful GPU-h = USD 2.3269
    //  Silver (MTBF 15,000, 1 h / 1 h): goodput 49.152 × [(1 + 0.5 + 0.25) × 1024 + 1 × 8 = 1800] × 2
    //        = 176,947.20 → 1,832,013.87 / 737,280 = USD 2.4848
    //  score: Gold 100, Silver 100 × 2.3269 / 2.4848 = 93.64; unrated: no data (never 0).
    const QList<OfferView> offers = { offer(QStringLiteral("g"), QStringLiteral("G"), 2, 1, 1000, std::nullopt, std::nullopt),
        offer(QStringLiteral("s"), QStringLiteral("S"), 2, 1, 1000, std::nullopt, std::nullopt),
        offer(QStringLiteral("u"), QStringLiteral("U"), 1, 1, 1000, std::nullopt, std::nullopt) };
    const QHash<QString, RatingView> ratings = { { QStringLiteral("g"), rating(QStringLiteral("g"), QStringLiteral("Gold")) },
        { QStringLiteral("s"), rating(QStringLiteral("s"), QStringLiteral("Silver")) } };
    Weights w;
    w.values.fill(0);
    w[Criterion::TrueCost] = 1;
    w[Criterion::PricePerfBf16] = 1;
    const auto ranked = RankingSession::rankOnce(offers, ratings, {}, w);
    QCOMPARE(ranked.size(), 3);
    // BF16 per dollar: G 500, S 500, U 1000 → 50, 50, 100.
    // G = (50 + 100) / 2 = 75; S = (50 + 93.64) / 2 = 71.82; U has no true cost (no tier): it counts
    // at the prior of 10 points, (100 + 10) / 2 = 55, so being unrated does not put it first.
    // (The first release renormalised U to 100 on half the weight and ranked it first.)
    QCOMPARE(ranked[0].offer.instanceType, QStringLiteral("G"));
    QCOMPARE(ranked[1].offer.instanceType, QStringLiteral("S"));
    QCOMPARE(ranked[2].offer.instanceType, QStringLiteral("U"));
    QCOMPARE(qRound(ranked[0].score * 100), 7500);
    QCOMPARE(qRound(ranked[1].score * 100), 7182);
    QCOMPARE(qRound(ranked[2].score * 100), 5500);
    QCOMPARE(qRound(*ranked[0].trueCostUsdPerUsefulGpuHour * 10000), 23269);
    QCOMPARE(qRound(*ranked[1].trueCostUsdPerUsefulGpuHour * 10000), 24848);
    // Per useful work: 1,000 dense BF16 TFLOPS = 1 PFLOPS, so USD per PFLOP-hour equals per GPU-hour here.
    QCOMPARE(qRound(*ranked[0].trueCostUsdPerPflopHour * 10000), 23269);
    QCOMPARE(*ranked[0].sTrueCost, 100.0);
    QCOMPARE(qRound(*ranked[1].sTrueCost * 100), 9364);
    QVERIFY(!ranked[2].sTrueCost.has_value());
    QVERIFY(!ranked[2].trueCostUsdPerUsefulGpuHour.has_value());
    QCOMPARE(ranked[2].coverage, 0.5);
    QCOMPARE(ranked[1].criterion(Criterion::TrueCost), ranked[1].sTrueCost);
}

void TestRanker::trueCostFollowsTheScenario()
{
    // Research preset: 64 GPUs, cold spare, 30-min checkpoints, 4 TB/GPU, no debugging engineer.
    // Gold at $2.00: GPU 92,160 + storage 4,000 GB × 64 × 0.08 = 20,480 + goodput 1.8432 failures
    // × [(0.25 + 0.25) + 0.25 + 0.25] × 64 = 64 GPU-h × 2 = 235.93 → 112,875.93 / 46,080 = USD 2.4496.
    const QList<OfferView> offers = { offer(QStringLiteral("g"), QStringLiteral("G"), 2, 1, 1000, std::nullopt, std::nullopt) };
    const QHash<QString, RatingView> ratings = { { QStringLiteral("g"), rating(QStringLiteral("g"), QStringLiteral("Gold")) } };
    const auto research = RankingSession::rankOnce(offers, ratings, {}, Weights {}, {}, *CostScenario::preset(QStringLiteral("research")));
    QCOMPARE(qRound(*research[0].trueCostUsdPerUsefulGpuHour * 10000), 24496);
    // The table recomputes only the true-cost column when the scenario changes.
    ScoringTable table = ScoringTable::build(offers, ratings, {}, {});
    QCOMPARE(qRound(*table.trueCost(0) * 10000), 23269);
    table.setScenario(*CostScenario::preset(QStringLiteral("research")));
    QCOMPARE(qRound(*table.trueCost(0) * 10000), 24496);
    QCOMPARE(table.scenario().name, QStringLiteral("research"));
    // Weights: the key is "true_cost"; the training preset weighs it, budget and balanced do not.
    QString e;
    QCOMPARE((*Weights::fromJson(R"({"true_cost": 0.5})", &e))[Criterion::TrueCost], 0.5);
    QCOMPARE((*Weights::preset(QStringLiteral("training")))[Criterion::TrueCost], 0.10);
    QCOMPARE((*Weights::preset(QStringLiteral("budget")))[Criterion::TrueCost], 0.0);
    QCOMPARE(Weights()[Criterion::TrueCost], 0.0);
}

void TestRanker::unavailableIsCouldNotTestAndAnAssessmentRanksIt()
{
    // ClusterMAX's "Unavailable" means it could not test the provider; "Underperforming" means it
    // tested and the provider failed. Both are its "Not Recommended" group, but only the first is
    // lifted by the user's own assessment.
    const QList<OfferView> offers = { offer(QStringLiteral("gold"), QStringLiteral("G"), 16, 8, 1000, 3350, 80),
        offer(QStringLiteral("untested"), QStringLiteral("U"), 16, 8, 1000, 3350, 80),
        offer(QStringLiteral("assessed"), QStringLiteral("A"), 16, 8, 1000, 3350, 80),
        offer(QStringLiteral("failed"), QStringLiteral("F"), 16, 8, 1000, 3350, 80) };
    const QHash<QString, RatingView> ratings = { { QStringLiteral("gold"), rating(QStringLiteral("gold"), QStringLiteral("Gold")) },
        { QStringLiteral("untested"), rating(QStringLiteral("untested"), QStringLiteral("Unavailable")) },
        { QStringLiteral("assessed"), rating(QStringLiteral("assessed"), QStringLiteral("Unavailable")) },
        { QStringLiteral("failed"), rating(QStringLiteral("failed"), QStringLiteral("Underperforming")) } };
    CategoryAssessment scores;
    scores.fill(3.0); // 3 of 5 in every category: 60 points
    const QHash<QString, CategoryAssessment> assessments = { { QStringLiteral("assessed"), scores }, { QStringLiteral("failed"), scores } };
    CatalogSnapshot snapshot;
    snapshot.offers = offers;
    snapshot.ratings = ratings;
    snapshot.assessments = assessments;
    const RankingSession session(std::move(snapshot), RankingParams {}); // the default gates
    QStringList providers;
    for (const RankedOffer &r : session.ranked())
        providers << r.offer.providerKey;
    providers.sort();
    QCOMPARE(providers, (QStringList { QStringLiteral("assessed"), QStringLiteral("gold") }));
    QCOMPARE(session.excluded().size(), 2);
    // The reasons say which it is.
    for (const RankedOffer &r : session.excluded()) {
        const QStringList labels = Caveats::gateLabels(r.gates, GateFacts { r.tier, r.tierVersion });
        if (r.offer.providerKey == QLatin1String("untested"))
            QVERIFY2(labels.join(u' ').contains(QLatin1String("could not test")), qPrintable(labels.join(u' ')));
        if (r.offer.providerKey == QLatin1String("failed"))
            QVERIFY2(labels.join(u' ').contains(QLatin1String("Underperforming")), qPrintable(labels.join(u' ')));
    }
}

QTEST_GUILESS_MAIN(TestRanker)
#include "tst_ranker.moc"
