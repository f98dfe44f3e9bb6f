#include "TestSupport.h"

#include "scoring/FinishCost.h"
#include "scoring/RankingSession.h"
#include "scoring/ReservedTerm.h"
#include "scoring/ScoringTable.h"
#include "scoring/TrueCost.h"

using namespace cg;

class TestTrueCost : public QObject
{
    Q_OBJECT

private slots:
    void goodputModels_data();
    void goodputModels();
    void monthlyCostAreasOnAWorkedExample();
    void goldBeatsSilverAtTheSameListPrice();
    void tierReferenceFigures();
    void publishedChargesEnterTheTrueCost();
    void scoringTablePricesEachProvidersCharges();
    void workloadEstimate();
    void cheapestToFinishOnAHandMadeCatalog();
    void cheapestToFinishRefusesEmptyInputs();
    void cheapestToFinishListsTheGatedAndTooSmallAfterTheRest();
    void cheapestToFinishPricesReceivedQuotes();
    void reservedTermBreakEven_data();
    void reservedTermBreakEven();
    void reservedTermRefusesMissingPrices();
};

namespace {
/// The worked example of every test below: J = 1,000 GPUs for 720 h, MTBF 25,000 GPU-hours,
/// identify 15 min, repair 15 min, restart 15 min, checkpoint every hour, failover 3 min, blast 8.
CostScenario example(RecoveryModel m)
{
    CostScenario s;
    s.gpus = 1000;
    s.hoursPerMonth = 720;
    s.recovery = m;
    s.checkpointIntervalHours = 1;
    s.initHours = 0.25;
    s.failoverHours = 0.05;
    s.blastRadius = 8;
    return s;
}
const ReliabilityProfile kGold { 25000, 0.25, 0.25, {} };
} // namespace

void TestTrueCost::goodputModels_data()
{
    QTest::addColumn<int>("model");
    QTest::addColumn<double>("perFailure");
    // cold: [(0.25 + 1/2) + 0.25 + 0.25] × 1000 = 1250
    QTest::newRow("cold spare") << int(RecoveryModel::ColdSpare) << 1250.0;
    // hot: [(0.25 + 1/2) + 0.25] × 1000 + 0.25 × 8 = 1002
    QTest::newRow("hot spare") << int(RecoveryModel::HotSpare) << 1002.0;
    // fault tolerant: (0.25 + 0.05) × 1000 + 0.25 × 8 = 302
    QTest::newRow("fault tolerant") << int(RecoveryModel::FaultTolerant) << 302.0;
}

void TestTrueCost::goodputModels()
{
    QFETCH(int, model);
    QFETCH(double, perFailure);
    const CostScenario s = example(RecoveryModel(model));
    QCOMPARE(lostGpuHoursPerFailure(s, kGold), perFailure);
    const CostBreakdown b = computeTrueCost(2.0, s, kGold);
    QCOMPARE(b.failuresPerMonth, 28.8); // 1000 × 720 / 25000
    QCOMPARE(b.lostGpuHoursPerMonth, 28.8 * perFailure);
    QCOMPARE(b.goodput, 28.8 * perFailure * 2.0);
}

void TestTrueCost::monthlyCostAreasOnAWorkedExample()
{
    CostScenario s = example(RecoveryModel::HotSpare);
    s.storageTbPerGpu = 2;
    s.storageUsdPerGbMonth = 0.08;
    s.supportPercent = 10;
    s.setupUsd = 360000;
    s.contractMonths = 36;
    s.debuggingEngineers = 1;
    const CostBreakdown b = computeTrueCost(2.0, s, kGold);
    QCOMPARE(b.gpu, 1440000.0); // 2 × 1000 × 720
    QCOMPARE(b.storage, 160000.0); // 2,000 GB × 1000 GPUs × 0.08
    QCOMPARE(b.support, 160000.0); // 10 % of (1,440,000 + 160,000)
    QCOMPARE(b.goodput, 57715.2); // 28.8 × 1002 × 2
    QCOMPARE(b.setup, 10000.0); // 360,000 / 36
    QCOMPARE(qRound(b.debugging * 100), 1666667); // 200,000 / 12
    QCOMPARE(qRound(b.total() * 100), 184438187);
    QCOMPARE(qRound(b.usdPerUsefulGpuHour() * 10000), 25616); // 1,844,381.87 / 720,000
}

void TestTrueCost::goldBeatsSilverAtTheSameListPrice()
{
    // Published pretraining assumptions (ClusterMAX 2.0): MTBF about 25,000 (Gold) vs 15,000
    // (Silver) GPU-hours; identify and replace in 15 min (Gold) vs 1 h (Silver). Everything else
    // is the "pretraining" preset: 1,024 GPUs, hot spare, hourly checkpoints, 15-min restart,
    // blast radius 8, 2 TB/GPU at $0.08/GB-month, one debugging engineer; list price $2.99.
    const CostScenario s = *CostScenario::preset(QStringLiteral("pretraining"));
    const auto gold = computeTrueCost(2.99, s, *ReliabilityProfile::forTier(QStringLiteral("Gold"), false));
    const auto silver = computeTrueCost(2.99, s, *ReliabilityProfile::forTier(QStringLiteral("Silver"), false));
    // Gold: 1024×720/25000 = 29.4912 failures × [(0.25+0.5+0.25)×1024 + 0.25×8 = 1026] GPU-h
    QCOMPARE(qRound(gold.lostGpuHoursPerMonth * 100), qRound(29.4912 * 1026 * 100));
    // Silver: 49.152 failures × [(1+0.5+0.25)×1024 + 1×8 = 1800] GPU-h
    QCOMPARE(qRound(silver.lostGpuHoursPerMonth * 100), qRound(49.152 * 1800 * 100));
    QVERIFY(gold.usdPerUsefulGpuHour() < silver.usdPerUsefulGpuHour());
    const double gap = 100 * (silver.usdPerUsefulGpuHour() / gold.usdPerUsefulGpuHour() - 1);
    QVERIFY2(gap > 5 && gap < 15, qPrintable(QString::number(gap))); // "Gold is 5-15 % cheaper" at equal price
}

void TestTrueCost::tierReferenceFigures()
{
    QCOMPARE(ReliabilityProfile::forTier(QStringLiteral("Platinum"), false)->mtbfGpuHours, 25000.0);
    QCOMPARE(ReliabilityProfile::forTier(QStringLiteral("Silver"), true)->repairHours, 8.0);
    QCOMPARE(ReliabilityProfile::forTier(QStringLiteral("Bronze"), false)->mtbfGpuHours, 10000.0);
    QVERIFY(!ReliabilityProfile::forTier(QStringLiteral("Unavailable"), false).has_value());
    QVERIFY(!ReliabilityProfile::forTier(QString(), false).has_value());
    QCOMPARE(CostScenario::presetNames().size(), 3);
    QVERIFY(!CostScenario::preset(QStringLiteral("mining")).has_value());
}

namespace {
ProviderCharge charge(const QString &provider, const QString &name, double amount, const QString &currency, const QString &unit,
    std::optional<double> free = std::nullopt)
{
    ProviderCharge c;
    c.providerKey = provider;
    c.charge = name;
    c.amount = amount;
    c.currency = currency;
    c.unit = unit;
    c.freeAllowance = free;
    c.sourceUrl = QStringLiteral("https://example.com/pricing");
    c.asOf = QStringLiteral("2026-11-01");
    return c;
}
FxRates cnyRates()
{
    FxRates fx;
    fx.insert(QStringLiteral("CNY"), FxRate { 7.0, QStringLiteral("2026-11-30"), QStringLiteral("https://example.com/fx") });
    return fx;
}
} // namespace

void TestTrueCost::publishedChargesEnterTheTrueCost()
{
    // Pretraining preset: 1,024 GPUs, 2 TB per GPU, 20 TB egress a month, 128 IPv4 addresses.
    const CostScenario s = CostScenario::pretraining();
    QCOMPARE(s.egressTbPerMonth, 20.0);
    QCOMPARE(s.publicIpv4Addresses, 128);
    const QList<ProviderCharge> charges = {
        charge(QStringLiteral("a"), QStringLiteral("egress"), 0.09, QStringLiteral("USD"), QStringLiteral("per_gb"), 100),
        charge(QStringLiteral("a"), QStringLiteral("block_storage"), 0.35, QStringLiteral("CNY"), QStringLiteral("per_gb_month")),
        charge(QStringLiteral("a"), QStringLiteral("file_storage"), 0.20, QStringLiteral("USD"), QStringLiteral("per_gb_month")),
        charge(QStringLiteral("a"), QStringLiteral("object_storage"), 0.02, QStringLiteral("USD"), QStringLiteral("per_gb_month")),
        charge(QStringLiteral("a"), QStringLiteral("public_ipv4"), 0.005, QStringLiteral("USD"), QStringLiteral("per_hour")),
    };
    const HiddenCostRates r = HiddenCostRates::from(charges, cnyRates());
    QCOMPARE(*r.egressUsdPerTb, 90.0); // USD 0.09 per GB × 1,000
    QCOMPARE(r.egressFreeTbPerMonth, 0.1); // 100 GB
    QCOMPARE(*r.storageUsdPerTbMonth, 200.0); // the shared filesystem before the volumes
    QCOMPARE(r.storageCharge, QStringLiteral("file_storage"));
    QCOMPARE(qRound64(*r.ipv4UsdPerMonth * 100), Q_INT64_C(360)); // USD 0.005 × 720 h
    const CostBreakdown withCharges = computeTrueCost(2.99, s, kGold, r);
    const CostBreakdown generic = computeTrueCost(2.99, s, kGold);
    QVERIFY(withCharges.storagePublished && withCharges.egressPublished && withCharges.ipv4Published);
    QCOMPARE(qRound64(withCharges.storage * 100), Q_INT64_C(40960000)); // 2 TB × 1,024 × USD 200
    QCOMPARE(qRound64(withCharges.egress * 100), Q_INT64_C(179100)); // (20 − 0.1) TB × USD 90
    QCOMPARE(qRound64(withCharges.publicIpv4 * 100), Q_INT64_C(46080)); // 128 × USD 3.60
    QCOMPARE(qRound64(withCharges.network * 100), Q_INT64_C(225180));
    // Without published charges: the generic USD 0.08 per GB-month, egress and IPv4 left out (and flagged).
    QVERIFY(!generic.storagePublished && !generic.egressPublished && !generic.ipv4Published);
    QCOMPARE(qRound64(generic.storage * 100), Q_INT64_C(16384000)); // 2,000 GB × 1,024 × 0.08
    QCOMPARE(generic.network, 0.0);
    // The difference per useful GPU-hour is exactly the extra monthly cost over 1,024 × 720 h.
    const double extra = (409600.0 - 163840.0) + 1791.0 + 460.8;
    QCOMPARE(qRound64((withCharges.usdPerUsefulGpuHour() - generic.usdPerUsefulGpuHour()) * 1e6), qRound64(extra / (1024 * 720.0) * 1e6));

    // Only the volumes, in CNY at 7 per USD: 0.35 / 7 × 1,000 = USD 50 per TB-month.
    const HiddenCostRates cny = HiddenCostRates::from({ charges[1] }, cnyRates());
    QCOMPARE(qRound64(*cny.storageUsdPerTbMonth * 1000), Q_INT64_C(50000));
    QCOMPARE(cny.storageCharge, QStringLiteral("block_storage"));
    // No rate for the currency: unknown, not free.
    const HiddenCostRates none = HiddenCostRates::from({ charges[1] }, FxRates());
    QVERIFY(none.isEmpty());
    // A published "no egress fees" is a value: 0 counted, and marked published.
    const HiddenCostRates free = HiddenCostRates::from(
        { charge(QStringLiteral("b"), QStringLiteral("egress"), 0, QStringLiteral("USD"), QStringLiteral("per_tb")) }, FxRates());
    QCOMPARE(*free.egressUsdPerTb, 0.0);
    const CostBreakdown freeEgress = computeTrueCost(2.99, s, kGold, free);
    QVERIFY(freeEgress.egressPublished);
    QCOMPARE(freeEgress.egress, 0.0);
    // A free allowance above the scenario's egress costs nothing.
    CostScenario small = s;
    small.egressTbPerMonth = 0.05;
    QCOMPARE(computeTrueCost(2.99, small, kGold, r).egress, 0.0);
}

void TestTrueCost::scoringTablePricesEachProvidersCharges()
{
    // Two Gold providers at the same list price; a publishes dear storage and egress, b nothing.
    OfferView a;
    a.providerKey = QStringLiteral("a");
    a.instanceType = QStringLiteral("h100");
    a.gpuCount = 1;
    a.bf16Tflops = 989;
    a.onDemand.present = true;
    a.onDemand.amount = 2.99;
    a.onDemand.currency = QStringLiteral("USD");
    OfferView b = a;
    b.providerKey = QStringLiteral("b");
    const QHash<QString, RatingView> ratings
        = { { QStringLiteral("a"), RatingView { QStringLiteral("a"), {}, {}, {}, QStringLiteral("Gold"), {}, {} } },
              { QStringLiteral("b"), RatingView { QStringLiteral("b"), {}, {}, {}, QStringLiteral("Gold"), {}, {} } } };
    const QHash<QString, QList<ProviderCharge>> charges = { { QStringLiteral("a"),
        { charge(QStringLiteral("a"), QStringLiteral("egress"), 0.09, QStringLiteral("USD"), QStringLiteral("per_gb"), 100),
            charge(QStringLiteral("a"), QStringLiteral("file_storage"), 0.20, QStringLiteral("USD"), QStringLiteral("per_gb_month")) } } };
    const CostScenario s = CostScenario::pretraining();
    const ScoringTable t = ScoringTable::build({ a, b }, ratings, {}, FxRates(), s, charges);
    const HiddenCostRates rates = HiddenCostRates::from(charges.value(QStringLiteral("a")), FxRates());
    QCOMPARE(*t.trueCost(0), computeTrueCost(2.99, s, kGold, rates).usdPerUsefulGpuHour());
    QCOMPARE(*t.trueCost(1), computeTrueCost(2.99, s, kGold).usdPerUsefulGpuHour());
    QVERIFY(*t.trueCost(0) > *t.trueCost(1));
    QCOMPARE(*t.hiddenCostRates(0).egressUsdPerTb, 90.0);
    QVERIFY(t.hiddenCostRates(1).isEmpty());
    // The true-cost criterion follows: b's useful PFLOP-hour is the cheapest.
    QCOMPARE(*t.criterion(1, Criterion::TrueCost), 100.0);
    QVERIFY(*t.criterion(0, Criterion::TrueCost) < 100.0);
}

void TestTrueCost::workloadEstimate()
{
    // 7B parameters × 1T tokens: 6 × 7e9 × 1e12 = 4.2e22 FLOPs; H100 SXM dense BF16 989 TFLOPS at
    // 40 % MFU = 3.956e14 FLOP/s per GPU → 29,491.07 GPU-hours; 64 GPUs → 460.80 h; at $2.99 → $88,178.29.
    const WorkloadEstimate w = estimateWorkload(7e9, 1e12, 989, 0.40, 64, 2.99);
    QCOMPARE(w.flops, 4.2e22);
    QCOMPARE(qRound(w.gpuHours * 100), 2949107);
    QCOMPARE(qRound(w.wallHours * 100), 46080);
    QCOMPARE(qRound(w.costUsd * 100), 8817829);
    QCOMPARE(estimateWorkload(7e9, 1e12, 0, 0.4, 64, 2.99).gpuHours, 0.0); // no figure, no estimate
}

namespace {
OfferView finishOffer(
    const QString &provider, const QString &instance, std::optional<double> price, double count, std::optional<double> bf16)
{
    OfferView o;
    o.providerKey = provider;
    o.providerNameEn = provider;
    o.instanceType = instance;
    o.region = QStringLiteral("r1");
    o.gpuCount = count;
    o.bf16Tflops = bf16;
    o.onDemand.present = true;
    o.onDemand.amount = price;
    o.onDemand.currency = QStringLiteral("USD");
    return o;
}
RatingView tier(const QString &provider, const QString &t)
{
    return { provider, QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"), t, {}, {} };
}
/// The finish-cost table of `offers` under the pretraining scenario, with `gates` applied.
FinishCostTable finishTable(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, unsigned gates = GateNone)
{
    CatalogSnapshot snapshot;
    snapshot.offers = offers;
    snapshot.ratings = ratings;
    RankingParams params;
    params.scenario = QStringLiteral("pretraining");
    params.policy.gates = gates;
    const RankingSession session(snapshot, params);
    return FinishCostTable::build(session);
}
} // namespace

void TestTrueCost::cheapestToFinishOnAHandMadeCatalog()
{
    // 7B × 1T tokens = 4.2e22 FLOPs at 40 % MFU, 64 GPUs, pretraining scenario:
    //  b/b200:  8 × B200 at $44.00/h → $5.50/GPU-h, 2,250 TFLOPS → 12,962.96 GPU-h, 202.55 h, $71,296.30
    //  a/h100:  8 × H100 at $23.92/h → $2.99/GPU-h,   989 TFLOPS → 29,491.07 GPU-h, 460.80 h, $88,178.29
    //  c/h200:  1 × GPU at $3.50/h,                    989 TFLOPS → 29,491.07 GPU-h,           $103,218.74
    //  a/a100:  1 × A100 at $1.29/h,                   312 TFLOPS → 93,482.91 GPU-h, 1,460.67 h, $120,592.95
    //  no data: x/nobf16 (no BF16 figure), x/noprice (no price), listed last with the reason.
    // True cost (Gold reference for a, Silver for b): a at $2.99 → USD 3.3575 per useful GPU-h
    // (see goldBeatsSilverAtTheSameListPrice for the areas) → $99,017.37 to finish; c is unrated → none.
    const QList<OfferView> offers = { finishOffer(QStringLiteral("x"), QStringLiteral("noprice"), std::nullopt, 1, 989),
        finishOffer(QStringLiteral("a"), QStringLiteral("a100"), 1.29, 1, 312),
        finishOffer(QStringLiteral("c"), QStringLiteral("h200"), 3.50, 1, 989),
        finishOffer(QStringLiteral("x"), QStringLiteral("nobf16"), 1.00, 1, std::nullopt),
        finishOffer(QStringLiteral("a"), QStringLiteral("h100"), 23.92, 8, 989),
        finishOffer(QStringLiteral("b"), QStringLiteral("b200"), 44.00, 8, 2250) };
    const QHash<QString, RatingView> ratings = { { QStringLiteral("a"), tier(QStringLiteral("a"), QStringLiteral("Gold")) },
        { QStringLiteral("b"), tier(QStringLiteral("b"), QStringLiteral("Silver")) } };
    const FinishCostTable table = finishTable(offers, ratings);
    TrainingRun run;
    run.parameters = 7e9;
    run.tokens = 1e12;
    run.mfu = 0.40;
    run.gpus = 64;
    const QList<FinishCost> rows = table.estimate(run);
    QCOMPARE(rows.size(), 6);
    QStringList order;
    for (const FinishCost &f : rows)
        order.append(f.offer.instanceType);
    QCOMPARE(order,
        (QStringList { QStringLiteral("b200"), QStringLiteral("h100"), QStringLiteral("h200"), QStringLiteral("a100"),
            QStringLiteral("nobf16"), QStringLiteral("noprice") }));
    QCOMPARE(qRound64(rows[0].estimate.costUsd * 100), Q_INT64_C(7129630));
    QCOMPARE(qRound64(rows[0].estimate.gpuHours * 100), Q_INT64_C(1296296));
    QCOMPARE(qRound64(rows[0].estimate.wallHours * 100), Q_INT64_C(20255));
    QCOMPARE(*rows[1].usdPerGpuHour, 2.99);
    QCOMPARE(qRound64(rows[1].estimate.gpuHours * 100), Q_INT64_C(2949107));
    QCOMPARE(qRound64(rows[1].estimate.wallHours * 100), Q_INT64_C(46080));
    QCOMPARE(qRound64(rows[1].estimate.costUsd * 100), Q_INT64_C(8817829));
    QCOMPARE(qRound64(*rows[1].trueCostUsdPerUsefulGpuHour * 10000), Q_INT64_C(33575));
    QCOMPARE(qRound64(*rows[1].costAtTrueCostUsd * 100), Q_INT64_C(9901737));
    QCOMPARE(qRound64(rows[2].estimate.costUsd * 100), Q_INT64_C(10321874));
    QVERIFY(!rows[2].costAtTrueCostUsd.has_value()); // unrated: no true cost, never a guess
    QCOMPARE(qRound64(rows[3].estimate.costUsd * 100), Q_INT64_C(12059295));
    QCOMPARE(rows[4].noData, FinishCost::NoData::NoBf16);
    QCOMPARE(rows[4].noDataReason(), QStringLiteral("no dense BF16 figure"));
    QCOMPARE(rows[5].noData, FinishCost::NoData::NoPrice);
    QCOMPARE(rows[5].estimate.costUsd, 0.0);
}

void TestTrueCost::cheapestToFinishRefusesEmptyInputs()
{
    const FinishCostTable table = finishTable({ finishOffer(QStringLiteral("a"), QStringLiteral("h100"), 2.99, 1, 989) }, {});
    TrainingRun run;
    QCOMPARE(table.estimate(run).size(), 1);
    run.mfu = 0;
    QVERIFY(table.estimate(run).isEmpty());
    run.mfu = 40; // a percentage where a fraction is expected
    QVERIFY(table.estimate(run).isEmpty());
    run.mfu = 0.4;
    run.gpus = 0;
    QVERIFY(table.estimate(run).isEmpty());
}

void TestTrueCost::cheapestToFinishListsTheGatedAndTooSmallAfterTheRest()
{
    // 70B parameters trained on 8 GPUs need 70e9 × 16 / 8 / 1e9 = 140 GB per GPU (ZeRO stage 3).
    // The job is sharded (ZeRO-3): one instance of 8 GPUs with NVLink-class interconnect.
    // b/b200 (8 × 180 GB, Silver) fits; a/h100 (8 × 80 GB, Gold) is too small; c/h200 (141 GB) is
    // one GPU and its provider is unrated; u/mi300x (192 GB, one GPU) and ClusterMAX rates u
    // Underperforming.
    auto withMemory = [](OfferView o, double gb, const char *key) {
        o.gpuMemoryGb = gb;
        o.gpuKey = QLatin1String(key);
        return o;
    };
    const QList<OfferView> offers
        = { withMemory(finishOffer(QStringLiteral("a"), QStringLiteral("h100"), 23.92, 8, 989), 80, "nvidia-h100-sxm5-80gb"),
              withMemory(finishOffer(QStringLiteral("b"), QStringLiteral("b200"), 44.00, 8, 2250), 180, "nvidia-b200-sxm-180gb"),
              withMemory(finishOffer(QStringLiteral("c"), QStringLiteral("h200"), 3.50, 1, 989), 141, "nvidia-h200-sxm-141gb"),
              withMemory(finishOffer(QStringLiteral("u"), QStringLiteral("mi300x"), 2.00, 1, 1307), 192, "amd-mi300x-192gb") };
    const QHash<QString, RatingView> ratings = { { QStringLiteral("a"), tier(QStringLiteral("a"), QStringLiteral("Gold")) },
        { QStringLiteral("b"), tier(QStringLiteral("b"), QStringLiteral("Silver")) },
        { QStringLiteral("u"), tier(QStringLiteral("u"), QStringLiteral("Underperforming")) } };
    TrainingRun run;
    run.parameters = 70e9;
    run.tokens = 1e12;
    run.gpus = 8;
    QCOMPARE(*FinishCostTable::jobNeed(run).minMemoryGbPerGpu, 140.0);
    QCOMPARE(*FinishCostTable::jobNeed(run).minGpus, 8.0); // a sharded 8-GPU job in one node
    const QList<FinishCost> rows = finishTable(offers, ratings, RankingPolicy().gates).estimate(run);
    QStringList order;
    for (const FinishCost &f : rows)
        order.append(f.offer.instanceType + (f.isRecommended() ? QString() : QStringLiteral("*")));
    // Recommended first (only b200), then the others by cost at list price (4.2e23 FLOPs at 40 % MFU):
    // mi300x 223,159 GPU-h × $2.00 = $446k, h100 294,910 × $2.99 = $882k, h200 294,910 × $3.50 = $1.03M.
    QCOMPARE(order, (QStringList { QStringLiteral("b200"), QStringLiteral("mi300x*"), QStringLiteral("h100*"), QStringLiteral("h200*") }));
    QCOMPARE(rows[1].gates, unsigned(GateNotRecommended));
    QCOMPARE(rows[2].gates, 0u); // Gold: only the memory rules it out
    QCOMPARE(rows[2].notRecommended.size(), 1);
    QVERIFY2(rows[2].notRecommended.first().contains(QLatin1String("140")), qPrintable(rows[2].notRecommended.first()));
    QCOMPARE(rows[3].gates, unsigned(GateUnrated));
    QCOMPARE(rows[3].notRecommended.size(), 2); // 141 GB is enough, one GPU per instance is not
    QVERIFY2(!rows[3].notRecommended.last().contains(QLatin1String("140")), qPrintable(rows[3].notRecommended.last()));
    QVERIFY2(rows[3].notRecommended.last().contains(QLatin1String("GPUs per instance: 1; needs at least 8")),
        qPrintable(rows[3].notRecommended.last()));
    // The estimate itself is the same whether recommended or not: h100 at $2.99 per GPU-hour.
    QCOMPARE(*rows[2].usdPerGpuHour, 2.99);
    // Without gates, a 1-GPU job that fits in every GPU: the 1-GPU sizes, cheapest first; the
    // 8-GPU sizes are not the job's size (b200 costs less per FLOP than h100: 44.00 / 8 / 2250 < 23.92 / 8 / 989).
    run.parameters = 7e9;
    run.gpus = 1;
    const QList<FinishCost> open = finishTable(offers, ratings).estimate(run);
    QStringList openOrder;
    for (const FinishCost &f : open)
        openOrder.append(f.offer.instanceType + (f.isRecommended() ? QString() : QStringLiteral("*")));
    QCOMPARE(
        openOrder, (QStringList { QStringLiteral("mi300x"), QStringLiteral("h200"), QStringLiteral("b200*"), QStringLiteral("h100*") }));
}

namespace {
rfq::QuoteComparison receivedQuote(
    const QString &provider, const QString &gpuKey, const QString &kind, int months, std::optional<double> usd, bool expired = false)
{
    rfq::QuoteComparison c;
    c.quote.providerKey = provider;
    c.quote.rfqId = QStringLiteral("RFQ-1");
    c.quote.gpuModel = gpuKey;
    c.quote.gpuCount = 64;
    c.quote.kind = kind;
    c.quote.termMonths = months;
    c.quote.pricePerGpuHour = usd.value_or(9.99);
    c.quote.currency = usd ? QStringLiteral("USD") : QStringLiteral("XXX");
    c.quote.validUntil = QStringLiteral("2027-03-31");
    c.gpuKey = gpuKey;
    c.quoteUsdPerGpuHour = usd;
    c.expired = expired;
    return c;
}
} // namespace

void TestTrueCost::cheapestToFinishPricesReceivedQuotes()
{
    // 7B × 1T tokens at 40 % MFU: h100 needs 29,491.07 GPU-h ($88,178.29 at its $2.99 list price),
    // b200 12,962.96 GPU-h ($71,296.30 at $5.50). A quote of a's H100 at $2.00 on demand finishes
    // the run for 29,491.07 × 2.00 = $58,982.14, so h100 moves ahead of b200.
    QList<OfferView> offers = { finishOffer(QStringLiteral("a"), QStringLiteral("h100"), 23.92, 8, 989),
        finishOffer(QStringLiteral("b"), QStringLiteral("b200"), 44.00, 8, 2250) };
    offers[0].gpuKey = QStringLiteral("h100");
    offers[1].gpuKey = QStringLiteral("b200");
    FinishCostTable table = finishTable(offers, {});
    TrainingRun run;
    run.parameters = 7e9;
    run.tokens = 1e12;
    run.gpus = 64;
    QCOMPARE(table.estimate(run).first().offer.instanceType, QStringLiteral("b200"));
    const QList<rfq::QuoteComparison> quotes = {
        receivedQuote(QStringLiteral("a"), QStringLiteral("h100"), QStringLiteral("on_demand"), 0, 2.00),
        // 1 month reserved at $1.50 commits 64 GPUs × 720 h = 46,080 GPU-h: $69,120, dearer than $2.00 on demand.
        receivedQuote(QStringLiteral("a"), QStringLiteral("h100"), QStringLiteral("reserved"), 1, 1.50),
        receivedQuote(QStringLiteral("b"), QStringLiteral("b200"), QStringLiteral("on_demand"), 0, 1.00, true), // expired
        receivedQuote(QStringLiteral("b"), QStringLiteral("h100"), QStringLiteral("on_demand"), 0, 0.50), // another GPU model
        receivedQuote(QStringLiteral("a"), QStringLiteral("h100"), QStringLiteral("on_demand"), 0, std::nullopt), // no FX rate
        receivedQuote(QStringLiteral("a"), QString(), QStringLiteral("on_demand"), 0, 0.10), // names no known model
    };
    table.setQuotes(quotes);
    QList<FinishCost> rows = table.estimate(run);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0].offer.instanceType, QStringLiteral("h100"));
    QVERIFY(rows[0].quote.has_value());
    QCOMPARE(rows[0].quote->quote.kind, QStringLiteral("on_demand"));
    QCOMPARE(qRound64(*rows[0].costAtQuoteUsd * 100), Q_INT64_C(5898214));
    QCOMPARE(qRound64(rows[0].estimate.costUsd * 100), Q_INT64_C(8817829)); // the list price's cost stays shown
    QCOMPARE(qRound64(rows[0].bestCostUsd() * 100), Q_INT64_C(5898214));
    QVERIFY(!rows[1].quote.has_value()); // b200's only quote has expired
    QVERIFY(!rows[1].costAtQuoteUsd.has_value());
    QCOMPARE(qRound64(rows[1].bestCostUsd() * 100), Q_INT64_C(7129630));
    // On 8 GPUs the month commits 5,760 GPU-h, fewer than the run needs: 29,491.07 × 1.50 = $44,236.60.
    run.gpus = 8;
    rows = table.estimate(run);
    QCOMPARE(rows[0].quote->quote.kind, QStringLiteral("reserved"));
    QCOMPARE(qRound64(*rows[0].costAtQuoteUsd * 100), Q_INT64_C(4423660));
    // A quote dearer than the list price is shown but the rank follows the list price.
    table.setQuotes({ receivedQuote(QStringLiteral("b"), QStringLiteral("b200"), QStringLiteral("on_demand"), 0, 9.00) });
    rows = table.estimate(run);
    QCOMPARE(rows[0].offer.instanceType, QStringLiteral("b200"));
    QCOMPARE(qRound64(*rows[0].costAtQuoteUsd * 100), Q_INT64_C(11666667));
    QCOMPARE(qRound64(rows[0].bestCostUsd() * 100), Q_INT64_C(7129630));
    table.setQuotes({});
    QVERIFY(!table.estimate(run).first().quote.has_value());
}

void TestTrueCost::reservedTermBreakEven_data()
{
    // Term at $2.00 per GPU-hour against on-demand at $3.00 that falls by d a year, compounded
    // monthly: f = (1 − d)^(1/12); Σ = Σ_{m=0}^{T−1} f^m = (1 − f^T) / (1 − f); u* = 2 × T / (3 × Σ).
    QTest::addColumn<int>("months");
    QTest::addColumn<double>("decline");
    QTest::addColumn<int>("breakEvenPerMille"); // u* × 10,000, rounded
    QTest::addColumn<qint64>("onDemandCents"); // on-demand at full use per GPU, 720 h a month
    // d = 20 %: f = 0.8^(1/12) = 0.9815765; Σ12 = (1 − 0.8) / (1 − 0.9815765) = 10.855718;
    // u* = 24 / 32.567155 = 0.73694 → 73.69 %; on-demand = 3 × 720 × 10.855718 = $23,448.35.
    QTest::newRow("12 months at 20 %/yr: 73.69 %") << 12 << 0.20 << 7369 << Q_INT64_C(2344835);
    // No decline: u* = 2/3 whatever the term; 12 × 720 × 3 = $25,920.
    QTest::newRow("12 months, prices flat: 66.67 %") << 12 << 0.0 << 6667 << Q_INT64_C(2592000);
    // One month: only month 0 is paid at today's price: u* = 2/3.
    QTest::newRow("1 month at 20 %/yr: 66.67 %") << 1 << 0.20 << 6667 << Q_INT64_C(216000);
    // 36 months: Σ36 = (1 − 0.8³) / (1 − 0.9815765) = 26.487952; u* = 72 / 79.463857 = 90.61 %.
    QTest::newRow("36 months at 20 %/yr: 90.61 %") << 36 << 0.20 << 9061 << Q_INT64_C(5721398);
}

void TestTrueCost::reservedTermBreakEven()
{
    QFETCH(int, months);
    QFETCH(double, decline);
    QFETCH(int, breakEvenPerMille);
    QFETCH(qint64, onDemandCents);
    const auto t = termBreakEven(3.00, 2.00, months, decline);
    QVERIFY(t.has_value());
    QCOMPARE(qRound(t->breakEvenUtilisation * 10000), breakEvenPerMille);
    QCOMPARE(qRound64(t->committedUsd * 100), qint64(200) * 720 * months); // paid for every hour
    QCOMPARE(qRound64(t->onDemandUsdAtFullUse * 100), onDemandCents);
    QVERIFY(t->paysAtOrBelowFullUse());
}

void TestTrueCost::reservedTermRefusesMissingPrices()
{
    QVERIFY(!termBreakEven(3.00, 0, 12, 0.2).has_value()); // no term price: nothing invented
    QVERIFY(!termBreakEven(0, 2.00, 12, 0.2).has_value());
    QVERIFY(!termBreakEven(3.00, 2.00, 0, 0.2).has_value());
    QVERIFY(!termBreakEven(3.00, 2.00, 12, 1.0).has_value());
    // A term dearer than on-demand at full use never pays: $3.50 vs $3.00 flat → u* = 116.67 %.
    const auto dear = termBreakEven(3.00, 3.50, 12, 0.0);
    QCOMPARE(qRound(dear->breakEvenUtilisation * 10000), 11667);
    QVERIFY(!dear->paysAtOrBelowFullUse());
    // Rising prices (a negative fall) lower the break-even: 10 %/yr rise, 12 months → below 2/3.
    QVERIFY(termBreakEven(3.00, 2.00, 12, -0.10)->breakEvenUtilisation < 2.0 / 3);
}

QTEST_GUILESS_MAIN(TestTrueCost)
#include "tst_truecost.moc"
