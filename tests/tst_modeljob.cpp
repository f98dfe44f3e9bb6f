// A model job ("a 70B fine-tune on 8 GPUs") shapes what is ranked: memory per GPU, GPUs per
// instance, interconnect, and the size a row shows.
#include "TestSupport.h"

#include "catalog/store/Catalog.h"
#include "scoring/ModelJob.h"
#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"
#include "scoring/RankingSession.h"

#include <QFile>
#include <QProcess>

#include <cmath>

using namespace cg;

class TestModelJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void memoryPerGpuFollowsTheMethod_data();
    void memoryPerGpuFollowsTheMethod();
    void aShardedJobNeedsItsGpusInOneNvlinkInstance();
    void parameterCountsAreReadAsPeopleTypeThem_data();
    void parameterCountsAreReadAsPeopleTypeThem();
    void methodsAndNeedsAreReadAsPeopleTypeThem();
    void a70bFineTuneOn8GpusRanksOnly8GpuSizesWithEnoughMemory();
    void theJobSizesTheTrueCost();
    void servingHasADecodeThroughputAndACostPerToken();
};

void TestModelJob::memoryPerGpuFollowsTheMethod_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<double>("parameters");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("gb");
    // ZeRO §3.1: 16 bytes per parameter, sharded: 70e9 × 16 / 8 = 140 GB.
    QTest::newRow("full 70B on 8") << int(ModelMethod::Training) << 70e9 << 8 << 140.0;
    // LoRA §4.2: 2 bytes per parameter (GPT-3 175B in 350 GB), sharded: 70e9 × 2 / 8 = 17.5 GB.
    QTest::newRow("LoRA 70B on 8") << int(ModelMethod::Lora) << 70e9 << 8 << 17.5;
    QTest::newRow("LoRA 175B on 1 (the paper's 350 GB)") << int(ModelMethod::Lora) << 175e9 << 1 << 350.0;
    // QLoRA §3: 0.5 + 0.127/8 bytes, not sharded: 65e9 × 0.515875 = 33.532 GB (one 48 GB GPU).
    QTest::newRow("QLoRA 65B on 1") << int(ModelMethod::Qlora) << 65e9 << 1 << 33.532;
    QTest::newRow("QLoRA 65B on 4 (each GPU holds the model)") << int(ModelMethod::Qlora) << 65e9 << 4 << 33.532;
    // Inference: 2 × 1.2 bytes, tensor parallel: 70e9 × 2.4 / 2 = 84 GB.
    QTest::newRow("inference 70B on 2") << int(ModelMethod::Inference) << 70e9 << 2 << 84.0;
}

void TestModelJob::memoryPerGpuFollowsTheMethod()
{
    QFETCH(int, method);
    QFETCH(double, parameters);
    QFETCH(int, gpus);
    QFETCH(double, gb);
    const NeedConstraints c = ModelJob { parameters, gpus, ModelMethod(method) }.constraints();
    QVERIFY(c.minMemoryGbPerGpu);
    QCOMPARE(*c.minMemoryGbPerGpu, gb);
    QVERIFY(c.bf16);
}

void TestModelJob::aShardedJobNeedsItsGpusInOneNvlinkInstance()
{
    const NeedConstraints eight = ModelJob { 70e9, 8, ModelMethod::Training }.constraints();
    QCOMPARE(eight.minGpus.value_or(0), 8.0);
    QCOMPARE(eight.maxGpus.value_or(0), 8.0);
    QVERIFY(eight.fastInterconnect);
    // Larger than a node: whole 8-GPU nodes, no upper bound.
    const NeedConstraints big = ModelJob { 70e9, 64, ModelMethod::Training }.constraints();
    QCOMPARE(big.minGpus.value_or(0), 8.0);
    QVERIFY(!big.maxGpus);
    QCOMPARE(ModelJob({ 70e9, 64, ModelMethod::Training }).instancesOn(8), 8);
    QCOMPARE(ModelJob({ 70e9, 12, ModelMethod::Training }).instancesOn(8), 2);
    // One GPU: that size, any interconnect.
    const NeedConstraints one = ModelJob { 7e9, 1, ModelMethod::Training }.constraints();
    QVERIFY(!one.minGpus);
    QCOMPARE(one.maxGpus.value_or(0), 1.0);
    QVERIFY(!one.fastInterconnect);
    // QLoRA on 4 GPUs is data parallel: no interconnect or minimum size asked.
    const NeedConstraints q = ModelJob { 70e9, 4, ModelMethod::Qlora }.constraints();
    QVERIFY(!q.minGpus);
    QVERIFY(!q.fastInterconnect);
    // An 8-GPU job on a 1-GPU instance: refused, with the reason.
    OfferView h100;
    h100.gpuKey = QStringLiteral("nvidia-h100-sxm5-80gb");
    h100.gpuMemoryGb = 80;
    h100.bf16Tflops = 989;
    h100.gpuCount = 1;
    const QStringList unmet = ModelJob { 7e9, 8, ModelMethod::Training }.constraints().unmetConstraints(h100);
    QCOMPARE(unmet.size(), 1);
    QVERIFY2(unmet.first().contains(QLatin1String("needs at least 8")), qPrintable(unmet.first()));
    h100.gpuCount = 8;
    QVERIFY(ModelJob({ 7e9, 8, ModelMethod::Training }).constraints().admits(h100));
}

void TestModelJob::parameterCountsAreReadAsPeopleTypeThem_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("parameters"); // 0: refused
    QTest::newRow("70B") << QStringLiteral("70B") << 70e9;
    QTest::newRow("70b") << QStringLiteral("70b") << 70e9;
    QTest::newRow("70 B") << QStringLiteral("70 B") << 70e9;
    QTest::newRow("7e9") << QStringLiteral("7e9") << 7e9;
    QTest::newRow("1.5T") << QStringLiteral("1.5T") << 1.5e12;
    QTest::newRow("350M") << QStringLiteral("350M") << 350e6;
    QTest::newRow("70 (a typo)") << QStringLiteral("70") << 0.0;
    QTest::newRow("70 GB") << QStringLiteral("70 GB") << 0.0;
    QTest::newRow("-7e9") << QStringLiteral("-7e9") << 0.0;
    QTest::newRow("1e16") << QStringLiteral("1e16") << 0.0;
}

void TestModelJob::parameterCountsAreReadAsPeopleTypeThem()
{
    QFETCH(QString, text);
    QFETCH(double, parameters);
    QString error;
    const auto p = ModelJob::parseParameters(text, &error);
    if (parameters > 0) {
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(*p, parameters);
    } else {
        QVERIFY(!p);
        QVERIFY(error.contains(text.trimmed()));
    }
    QVERIFY(ModelJob::parseParameters(QStringLiteral("70"), &error) == std::nullopt);
    QVERIFY2(error.contains(QLatin1String("did you mean 70B?")), qPrintable(error));
}

void TestModelJob::methodsAndNeedsAreReadAsPeopleTypeThem()
{
    QCOMPARE(ModelJob::methodFromName(QStringLiteral("QLoRA")), ModelMethod::Qlora);
    QCOMPARE(ModelJob::methodFromName(QStringLiteral("full")), ModelMethod::Training);
    QCOMPARE(ModelJob::methodFromName(QStringLiteral("Lo-RA")), ModelMethod::Lora);
    QVERIFY(!ModelJob::methodFromName(QStringLiteral("prompt")));
    const NeedProfileStore store;
    for (const QString &typed : { QStringLiteral("fine-tuning"), QStringLiteral("Fine_Tuning"), QStringLiteral("finetuning") }) {
        const auto p = store.find(typed);
        QVERIFY2(p, qPrintable(typed));
        QCOMPARE(p->key, QStringLiteral("finetuning"));
    }
    QVERIFY(!store.find(QStringLiteral("fine tuned")));
}

void TestModelJob::a70bFineTuneOn8GpusRanksOnly8GpuSizesWithEnoughMemory()
{
    Catalog c(QStringLiteral(CG_SEED_DB));
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    const auto snapshot = CatalogSnapshot::read(c, &error);
    QVERIFY(snapshot);
    const ModelJob job { 70e9, 8, ModelMethod::Training };
    const RankingParams params = RankingSession::paramsForNeed(*NeedProfile::builtIn(QStringLiteral("finetuning"))).withJob(job);
    const RankingSession session(*snapshot, params);
    const QList<RankedOffer> top = session.ranked().mid(0, 10);
    QVERIFY(!top.isEmpty());
    for (const RankedOffer &r : top) {
        QVERIFY2(r.offer.gpuCount.value_or(0) == 8, qPrintable(r.offer.instanceType));
        QVERIFY2(r.offer.gpuMemoryGb.value_or(0) >= 140, qPrintable(r.offer.instanceType));
        QCOMPARE(NeedConstraints::interconnectOf(r.offer.gpuKey, r.offer.gpuName).kind, Interconnect::Fast);
    }
    // A provider × GPU row that has both sizes shows the 8-GPU one: every ranked row's offer
    // passes, and the provider's 1-GPU size of the same GPU (when it sells one) is excluded.
    const RankingSession open(*snapshot, RankingSession::paramsForNeed(*NeedProfile::builtIn(QStringLiteral("finetuning"))));
    int shownAsEight = 0;
    for (const RankedOffer &r : top)
        for (const RankedOffer &o : open.ranked())
            if (o.offer.providerKey == r.offer.providerKey && o.offer.gpuKey == r.offer.gpuKey && o.offer.gpuCount.value_or(0) < 8)
                ++shownAsEight; // without the job this provider × GPU showed a smaller size
    QVERIFY2(shownAsEight > 0, "the case under test: some rows change size with the job");
}

void TestModelJob::theJobSizesTheTrueCost()
{
    RankingParams p;
    p.scenario = QStringLiteral("pretraining");
    QCOMPARE(p.costScenario().gpus, 1024);
    QCOMPARE(p.withJob({ 70e9, 8, ModelMethod::Training }).costScenario().gpus, 8);
    // The CLI says the job and refuses a job option without --params.
    QProcess rank;
    rank.start(QStringLiteral(CG_APP),
        { QStringLiteral("rank"), QStringLiteral("--catalog"), QStringLiteral(CG_SEED_DB), QStringLiteral("--need"),
            QStringLiteral("fine-tuning"), QStringLiteral("--params"), QStringLiteral("70B"), QStringLiteral("--gpus"), QStringLiteral("8"),
            QStringLiteral("--format"), QStringLiteral("csv") });
    QVERIFY(rank.waitForFinished(60000));
    QCOMPARE(rank.exitCode(), 0);
    const QStringList lines = QString::fromUtf8(rank.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 1);
    const int gpusColumn = int(lines.first().split(QLatin1Char(',')).indexOf(QStringLiteral("gpus")));
    QVERIFY(gpusColumn >= 0);
    for (const QString &line : lines.mid(1, 10))
        QCOMPARE(line.split(QLatin1Char(',')).value(gpusColumn), QStringLiteral("8"));
    QProcess bad;
    bad.start(QStringLiteral(CG_APP), { QStringLiteral("rank"), QStringLiteral("--gpus"), QStringLiteral("8") });
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains(QLatin1String("give --params too")));
}

void TestModelJob::servingHasADecodeThroughputAndACostPerToken()
{
    // An H100 SXM (3,350 GB/s, 989 dense BF16 TFLOPS) serving a 70B model in BF16 (140 GB read a step).
    const ModelJob serve { 70e9, 2, ModelMethod::Inference };
    const auto one = serve.decodeTokensPerSecondPerGpu(3350, 989, 1);
    QVERIFY(one);
    QVERIFY(qAbs(*one - 3350e9 / 140e9) < 1e-9); // 23.93 tokens/s: memory bound
    QVERIFY(qAbs(*serve.decodeTokensPerSecondPerGpu(3350, 989, 16) - 16 * 3350e9 / 140e9) < 1e-9);
    // A batch large enough is compute bound: 989e12 / 140e9 = 7,064 tokens/s.
    QVERIFY(qAbs(*serve.decodeTokensPerSecondPerGpu(3350, 989, 1000) - 989e12 / 140e9) < 1e-9);
    // USD 2.95 per GPU-hour at 23.93 tokens/s: 2.95 / (23.93 × 3600) × 10^6 = USD 34.25 per million.
    const auto perMillion = ModelJob::usdPerMillionTokens(2.95, one);
    QVERIFY(perMillion);
    QCOMPARE(std::round(*perMillion * 100) / 100, 34.25);
    // No figure, no throughput: never a zero.
    QVERIFY(!serve.decodeTokensPerSecondPerGpu(std::nullopt, 989, 1));
    QVERIFY(!ModelJob::usdPerMillionTokens(2.95, std::nullopt));
    // The command line prints both columns for a served model.
    QProcess rank;
    rank.start(QStringLiteral(CG_APP),
        { QStringLiteral("rank"), QStringLiteral("--catalog"), QStringLiteral(CG_SEED_DB), QStringLiteral("--need"),
            QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("70B"), QStringLiteral("--gpus"), QStringLiteral("2"),
            QStringLiteral("--batch"), QStringLiteral("4"), QStringLiteral("--format"), QStringLiteral("csv") });
    QVERIFY(rank.waitForFinished(60000));
    QCOMPARE(rank.exitCode(), 0);
    const QStringList lines = QString::fromUtf8(rank.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 1);
    const QStringList header = lines.first().split(QLatin1Char(','));
    const int price = int(header.indexOf(QStringLiteral("usd_per_gpu_hour")));
    const int tokens = int(header.indexOf(QStringLiteral("tokens_per_s_per_gpu")));
    const int cost = int(header.indexOf(QStringLiteral("usd_per_million_tokens")));
    QVERIFY(price >= 0 && tokens >= 0 && cost >= 0);
    const QStringList first = lines.at(1).split(QLatin1Char(','));
    if (first.value(tokens) != QLatin1String("no data")) {
        const double expected = first.value(price).toDouble() / (first.value(tokens).toDouble() * 3600) * 1e6;
        QVERIFY2(qAbs(first.value(cost).toDouble() - expected) < 0.01, qPrintable(lines.at(1)));
    }
}

QTEST_MAIN(TestModelJob)
#include "tst_modeljob.moc"
