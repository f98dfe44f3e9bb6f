#include "TestSupport.h"

#include "scoring/ModelJob.h"
#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"
#include "scoring/TrueCost.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

using namespace cg;
using namespace Qt::StringLiterals;

class TestNeedProfile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void builtInsAreTheFiveNeeds();
    void builtInConstraints_data();
    void builtInConstraints();
    void boundsAndPrecisions_data();
    void boundsAndPrecisions();
    void interconnectTable_data();
    void interconnectTable();
    void modelMemory_data();
    void modelMemory();
    void modelJobRefusesNonsense();
    void namesAndDescriptions();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void badJson_data();
    void badJson();
    void storeOverridesBuiltIns();
    void storeSkipsBadEntries();
    void priceAgeIsAHardConstraint();
};

namespace {
/// Hand-built offers. Figures are the seed datasheets' (resources/seed/gpu_specs*.csv) where the
/// catalog has them; an empty optional is a figure the catalog lacks.
OfferView gpu(const QString &key, const QString &name, std::optional<double> count, std::optional<double> memory,
    std::optional<double> bf16, std::optional<double> fp8, std::optional<double> fp32, std::optional<double> bandwidth)
{
    OfferView o;
    o.gpuKey = key;
    o.gpuName = name;
    o.gpuCount = count;
    o.gpuMemoryGb = memory;
    o.bf16Tflops = bf16;
    o.fp8Tflops = fp8;
    o.fp32Tflops = fp32;
    o.memoryBandwidthGBs = bandwidth;
    return o;
}

OfferView offer(const QString &which)
{
    const std::optional<double> none;
    if (which == QLatin1String("8x H100 SXM"))
        return gpu(u"nvidia-h100-sxm5-80gb"_s, u"H100 SXM5 80GB"_s, 8, 80, 989.4, 1978.9, 67, 3350);
    if (which == QLatin1String("1x H100 PCIe"))
        return gpu(u"nvidia-h100-pcie-80gb"_s, u"H100 PCIe 80GB"_s, 1, 80, 756, 1513, 51, 2000);
    if (which == QLatin1String("8x A100 40GB SXM"))
        return gpu(u"nvidia-a100-sxm4-40gb"_s, u"A100 SXM4 40GB"_s, 8, 40, 312, none, 19.5, 1555);
    if (which == QLatin1String("8x MI300X"))
        return gpu(u"amd-mi300x-192gb"_s, u"Instinct MI300X 192GB"_s, 8, 192, 1307.4, 2614.9, 163.4, 5300);
    if (which == QLatin1String("8x H800"))
        return gpu(u"nvidia-h800-80gb"_s, u"H800 80GB"_s, 8, 80, 989.4, 1978.9, 67, 3350);
    if (which == QLatin1String("4x TPU v5p"))
        return gpu(u"google-tpu-v5p-95gb"_s, u"TPU v5p 95GB"_s, 4, 95, 459, none, none, 2765);
    if (which == QLatin1String("1x L40S"))
        return gpu(u"nvidia-l40s-pcie-48gb"_s, u"L40S 48GB"_s, 1, 48, 362.05, 733, 91.6, 864);
    if (which == QLatin1String("1x RTX 4090"))
        return gpu(u"nvidia-rtx-4090-24gb"_s, u"GeForce RTX 4090 24GB"_s, 1, 24, 165.2, 330.3, 82.6, 1008);
    if (which == QLatin1String("1x L4"))
        return gpu(u"nvidia-l4-pcie-24gb"_s, u"L4 24GB"_s, 1, 24, 121, 242, 30.3, 300);
    if (which == QLatin1String("1x T4"))
        return gpu(u"nvidia-t4-pcie-16gb"_s, u"T4 16GB"_s, 1, 16, none, none, 8.1, 320);
    if (which == QLatin1String("1x A10G"))
        return gpu(u"nvidia-a10g-24gb"_s, u"A10G 24GB"_s, 1, 24, 70, none, none, 600);
    if (which == QLatin1String("1/8 A100 80GB"))
        return gpu(u"nvidia-a100-sxm4-80gb"_s, u"A100 SXM4 80GB"_s, 0.125, 80, 312, none, 19.5, 2039);
    if (which == QLatin1String("nothing known"))
        return gpu(u""_s, u""_s, none, none, none, none, none, none);
    qFatal("no such test offer");
}

const QString kPcieOnly = QStringLiteral("PCIe only; needs a fast GPU-to-GPU interconnect (NVLink, Infinity Fabric, ICI)");
} // namespace

void TestNeedProfile::builtInsAreTheFiveNeeds()
{
    QStringList keys;
    for (const NeedProfile &p : NeedProfile::builtIns()) {
        keys << p.key;
        QVERIFY2(CostScenario::presetNames().contains(p.scenario), qPrintable(p.key));
        QVERIFY2(qAbs(p.weights.total() - 1.0) < 1e-9, qPrintable(p.key)); // each set sums to 1
        QCOMPARE(NeedProfile::builtIn(p.key), p);
        QVERIFY(p.isBuiltInKey());
    }
    QCOMPARE(keys, (QStringList { u"pretraining"_s, u"finetuning"_s, u"inference"_s, u"rendering"_s, u"fp64"_s }));
    QVERIFY(!NeedProfile::builtIn(QStringLiteral("gaming")));

    using C = Criterion;
    const NeedProfile pre = *NeedProfile::builtIn(QStringLiteral("pretraining"));
    QCOMPARE(pre.scenario, QStringLiteral("pretraining"));
    QCOMPARE(pre.weights[C::PricePerfBf16], 0.35);
    QCOMPARE(pre.weights[C::Networking], 0.12);
    QCOMPARE(pre.weights[C::Reliability], 0.12);
    QCOMPARE(pre.weights[C::TrueCost], 0.10);
    const NeedProfile inf = *NeedProfile::builtIn(QStringLiteral("inference"));
    QCOMPARE(inf.scenario, QStringLiteral("inference"));
    QCOMPARE(inf.weights[C::TrueCost], 0.30);
    QCOMPARE(inf.weights[C::PricePerfBandwidth], 0.25);
    QCOMPARE(NeedProfile::builtIn(QStringLiteral("finetuning"))->scenario, QStringLiteral("research"));
    QCOMPARE(NeedProfile::builtIn(QStringLiteral("rendering"))->weights[C::PricePerfBandwidth], 0.45);
    QCOMPARE(NeedProfile::builtIn(QStringLiteral("fp64"))->weights, *Weights::preset(QStringLiteral("balanced")));
}

void TestNeedProfile::builtInConstraints_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QStringList>("reasons");
    const QStringList ok;

    QTest::newRow("pretraining admits an 8-GPU H100 SXM node") << u"pretraining"_s << u"8x H100 SXM"_s << ok;
    QTest::newRow("pretraining admits an 8-GPU MI300X node") << u"pretraining"_s << u"8x MI300X"_s << ok;
    QTest::newRow("pretraining rejects one H100 PCIe card for its count and its PCIe link")
        << u"pretraining"_s << u"1x H100 PCIe"_s << QStringList { u"GPUs per instance: 1; needs at least 8"_s, kPcieOnly };
    QTest::newRow("pretraining rejects an 8-GPU A100 40GB node for its memory")
        << u"pretraining"_s << u"8x A100 40GB SXM"_s << QStringList { u"40 GB per GPU; needs at least 80 GB"_s };
    QTest::newRow("pretraining rejects an H800 node whose interconnect the catalog leaves open")
        << u"pretraining"_s << u"8x H800"_s << QStringList { u"GPU-to-GPU interconnect unknown"_s };
    QTest::newRow("pretraining rejects a 4-chip TPU v5p slice for its chip count")
        << u"pretraining"_s << u"4x TPU v5p"_s << QStringList { u"GPUs per instance: 4; needs at least 8"_s };
    QTest::newRow("pretraining rejects an offer with nothing known, one reason per constraint")
        << u"pretraining"_s << u"nothing known"_s
        << QStringList { u"memory per GPU unknown"_s, u"GPUs per instance unknown"_s, u"GPU-to-GPU interconnect unknown"_s,
               u"no datasheet dense BF16 figure"_s };

    QTest::newRow("fine-tuning admits one H100 PCIe card") << u"finetuning"_s << u"1x H100 PCIe"_s << ok;
    QTest::newRow("fine-tuning admits one L40S") << u"finetuning"_s << u"1x L40S"_s << ok;
    QTest::newRow("fine-tuning rejects an RTX 4090 for its memory")
        << u"finetuning"_s << u"1x RTX 4090"_s << QStringList { u"24 GB per GPU; needs at least 40 GB"_s };
    QTest::newRow("fine-tuning rejects a T4 for its memory and its missing BF16")
        << u"finetuning"_s << u"1x T4"_s << QStringList { u"16 GB per GPU; needs at least 40 GB"_s, u"no datasheet dense BF16 figure"_s };
    QTest::newRow("fine-tuning counts an eighth of an A100 80GB as 10 GB")
        << u"finetuning"_s << u"1/8 A100 80GB"_s << QStringList { u"10 GB per GPU; needs at least 40 GB"_s };

    QTest::newRow("inference admits an L4") << u"inference"_s << u"1x L4"_s << ok;
    QTest::newRow("inference admits an A100 without FP8") << u"inference"_s << u"8x A100 40GB SXM"_s << ok;
    QTest::newRow("inference admits an 8-GPU H100 SXM node") << u"inference"_s << u"8x H100 SXM"_s << ok;
    QTest::newRow("inference rejects a T4 for its memory and its missing BF16")
        << u"inference"_s << u"1x T4"_s << QStringList { u"16 GB per GPU; needs at least 24 GB"_s, u"no datasheet dense BF16 figure"_s };
    QTest::newRow("inference rejects an offer with nothing known")
        << u"inference"_s << u"nothing known"_s << QStringList { u"memory per GPU unknown"_s, u"no datasheet dense BF16 figure"_s };

    QTest::newRow("rendering admits an RTX 4090") << u"rendering"_s << u"1x RTX 4090"_s << ok;
    QTest::newRow("rendering admits an L40S") << u"rendering"_s << u"1x L40S"_s << ok;
    QTest::newRow("rendering rejects an L4 for its bandwidth")
        << u"rendering"_s << u"1x L4"_s << QStringList { u"300 GB/s memory bandwidth; needs at least 600 GB/s"_s };
    QTest::newRow("rendering rejects an A100 for its FP32 throughput")
        << u"rendering"_s << u"8x A100 40GB SXM"_s << QStringList { u"19.5 FP32 TFLOPS; needs at least 30"_s };
    QTest::newRow("rendering rejects a T4 on memory, bandwidth and FP32")
        << u"rendering"_s << u"1x T4"_s
        << QStringList { u"16 GB per GPU; needs at least 24 GB"_s, u"320 GB/s memory bandwidth; needs at least 600 GB/s"_s,
               u"8.1 FP32 TFLOPS; needs at least 30"_s };
    QTest::newRow("rendering meets 600 GB/s exactly but rejects an unknown FP32 figure")
        << u"rendering"_s << u"1x A10G"_s << QStringList { u"FP32 throughput unknown"_s };
    QTest::newRow("rendering rejects an offer with nothing known")
        << u"rendering"_s << u"nothing known"_s
        << QStringList { u"memory per GPU unknown"_s, u"memory bandwidth unknown"_s, u"FP32 throughput unknown"_s };

    QTest::newRow("fp64 rejects an H100 SXM node: no FP64 figure in the catalog")
        << u"fp64"_s << u"8x H100 SXM"_s << QStringList { u"FP64 throughput is not in the catalog"_s };
    QTest::newRow("fp64 rejects an offer with nothing known the same way")
        << u"fp64"_s << u"nothing known"_s << QStringList { u"FP64 throughput is not in the catalog"_s };
}

void TestNeedProfile::builtInConstraints()
{
    QFETCH(QString, profile);
    QFETCH(QString, offer);
    QFETCH(QStringList, reasons);
    const auto p = NeedProfile::builtIn(profile);
    QVERIFY(p);
    const OfferView o = ::offer(offer);
    QCOMPARE(p->constraints.unmetConstraints(o), reasons);
    QCOMPARE(p->constraints.admits(o), reasons.isEmpty());
}

void TestNeedProfile::boundsAndPrecisions_data()
{
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QString>("constraint");
    QTest::addColumn<QStringList>("reasons");
    QTest::newRow("at most one GPU rejects an 8-GPU node")
        << u"8x H100 SXM"_s << u"max_gpus"_s << QStringList { u"GPUs per instance: 8; needs at most 1"_s };
    QTest::newRow("at most one GPU admits an eighth of a GPU") << u"1/8 A100 80GB"_s << u"max_gpus"_s << QStringList {};
    QTest::newRow("at least one GPU rejects an eighth of a GPU")
        << u"1/8 A100 80GB"_s << u"min_gpus"_s << QStringList { u"GPUs per instance: 0.125; needs at least 1"_s };
    QTest::newRow("FP8 rejects an A100") << u"8x A100 40GB SXM"_s << u"fp8"_s << QStringList { u"no datasheet FP8 figure"_s };
    QTest::newRow("FP8 admits an H100") << u"8x H100 SXM"_s << u"fp8"_s << QStringList {};
    QTest::newRow("FP8 rejects an offer with nothing known")
        << u"nothing known"_s << u"fp8"_s << QStringList { u"no datasheet FP8 figure"_s };
    QTest::newRow("no constraint admits an offer with nothing known") << u"nothing known"_s << u"none"_s << QStringList {};
}

void TestNeedProfile::boundsAndPrecisions()
{
    QFETCH(QString, offer);
    QFETCH(QString, constraint);
    QFETCH(QStringList, reasons);
    NeedConstraints c;
    if (constraint == QLatin1String("max_gpus"))
        c.maxGpus = 1;
    else if (constraint == QLatin1String("min_gpus"))
        c.minGpus = 1;
    else if (constraint == QLatin1String("fp8"))
        c.fp8 = true;
    QCOMPARE(c.unmetConstraints(::offer(offer)), reasons);
}

void TestNeedProfile::interconnectTable_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fabric");
    const int fast = int(Interconnect::Fast), slow = int(Interconnect::Slow), unknown = int(Interconnect::Unknown);
    QTest::newRow("H100 SXM passes") << u"nvidia-h100-sxm-80gb"_s << u"H100 SXM 80GB"_s << fast << u"NVLink"_s;
    QTest::newRow("H100 SXM5 as the catalog keys it passes") << u"nvidia-h100-sxm5-80gb"_s << u"H100 SXM5 80GB"_s << fast << u"NVLink"_s;
    QTest::newRow("V100 SXM2 passes") << u"nvidia-v100-sxm2-32gb"_s << u"V100 SXM2 32GB"_s << fast << u"NVLink"_s;
    QTest::newRow("B200 SXM passes") << u"nvidia-b200-sxm-180gb"_s << u"B200 (HGX B200) 180GB"_s << fast << u"NVLink"_s;
    QTest::newRow("H100 PCIe fails") << u"nvidia-h100-pcie-80gb"_s << u"H100 PCIe 80GB"_s << slow << u"PCIe"_s;
    QTest::newRow("A100 PCIe fails although a bridge pairs two cards")
        << u"nvidia-a100-pcie-80gb"_s << u"A100 PCIe 80GB"_s << slow << u"PCIe"_s;
    QTest::newRow("H100 NVL passes") << u"nvidia-h100-nvl-94gb"_s << u"H100 NVL 94GB"_s << fast << u"NVLink bridge"_s;
    QTest::newRow("H200 NVL passes") << u"nvidia-h200-nvl-141gb"_s << u"H200 NVL 141GB"_s << fast << u"NVLink bridge"_s;
    QTest::newRow("GB200 NVL72 passes") << u"nvidia-gb200-superchip-186gb"_s << u"GB200 (NVL72) 186GB"_s << fast << u"NVLink"_s;
    QTest::newRow("GH200 fails: NVLink-C2C joins CPU and GPU")
        << u"nvidia-gh200-superchip-96gb"_s << u"GH200 96GB"_s << slow << u"NVLink-C2C (CPU-GPU)"_s;
    QTest::newRow("MI300X OAM passes") << u"amd-mi300x-192gb"_s << u"Instinct MI300X 192GB"_s << fast << u"Infinity Fabric"_s;
    QTest::newRow("MI355X OAM passes") << u"amd-mi355x"_s << u"Instinct MI355X"_s << fast << u"Infinity Fabric"_s;
    QTest::newRow("MI300A APU is unknown") << u"amd-mi300a"_s << u"Instinct MI300A"_s << unknown << u""_s;
    QTest::newRow("Gaudi 3 OAM passes on its on-die RoCE") << u"intel-gaudi3-128gb"_s << u"Gaudi 3 128GB"_s << fast << u"RoCE (on-die)"_s;
    QTest::newRow("L40S fails") << u"nvidia-l40s-pcie-48gb"_s << u"L40S 48GB"_s << slow << u"PCIe"_s;
    QTest::newRow("RTX 4090 fails") << u"nvidia-rtx-4090-24gb"_s << u"GeForce RTX 4090 24GB"_s << slow << u"PCIe"_s;
    QTest::newRow("RTX PRO 6000 Server fails") << u"nvidia-rtx-pro-6000-server"_s << u"RTX PRO 6000 Blackwell Server Edition"_s << slow
                                               << u"PCIe"_s;
    QTest::newRow("A10G fails") << u"nvidia-a10g-24gb"_s << u"A10G 24GB"_s << slow << u"PCIe"_s;
    QTest::newRow("TPU v5p passes") << u"google-tpu-v5p-95gb"_s << u"TPU v5p 95GB"_s << fast << u"ICI"_s;
    QTest::newRow("TPU v5e passes") << u"google-tpu-v5e-16gb"_s << u"TPU v5e 16GB"_s << fast << u"ICI"_s;
    QTest::newRow("H800 whose key leaves the variant open is unknown") << u"nvidia-h800-80gb"_s << u"H800 80GB"_s << unknown << u""_s;
    QTest::newRow("H20 is unknown") << u"nvidia-h20-96gb"_s << u"H20 96GB"_s << unknown << u""_s;
    QTest::newRow("an unmapped GPU named SXM passes by its name") << u""_s << u"H100 SXM5"_s << fast << u"NVLink"_s;
    QTest::newRow("an unmapped GPU named PCIe fails by its name") << u""_s << u"H100 PCIe"_s << slow << u"PCIe"_s;
    QTest::newRow("an unmapped GPU with no variant word is unknown") << u""_s << u"Mystery X1"_s << unknown << u""_s;
    QTest::newRow("unknown fails") << u""_s << u""_s << unknown << u""_s;
}

void TestNeedProfile::interconnectTable()
{
    QFETCH(QString, key);
    QFETCH(QString, name);
    QFETCH(int, kind);
    QFETCH(QString, fabric);
    const InterconnectClass ic = NeedConstraints::interconnectOf(key, name);
    QCOMPARE(int(ic.kind), kind);
    QCOMPARE(ic.fabric, fabric);

    NeedConstraints c;
    c.fastInterconnect = true;
    OfferView o;
    o.gpuKey = key;
    o.gpuName = name;
    const QStringList reasons = c.unmetConstraints(o);
    if (kind == int(Interconnect::Fast))
        QCOMPARE(reasons, QStringList {});
    else if (kind == int(Interconnect::Unknown))
        QCOMPARE(reasons, QStringList { u"GPU-to-GPU interconnect unknown"_s });
    else
        QCOMPARE(reasons, QStringList { fabric + u" only; needs a fast GPU-to-GPU interconnect (NVLink, Infinity Fabric, ICI)"_s });
}

void TestNeedProfile::modelMemory_data()
{
    QTest::addColumn<double>("parameters");
    QTest::addColumn<bool>("training");
    QTest::addColumn<double>("gpus");
    QTest::addColumn<double>("gb");
    // training: parameters × 16 bytes / GPUs; inference: parameters × 2 bytes × 1.2 / GPUs.
    QTest::newRow("7B trained on 8 GPUs needs 14 GB per GPU") << 7e9 << true << 8.0 << 14.0; // 7e9 × 16 / 8
    QTest::newRow("7B trained on 1 GPU needs 112 GB") << 7e9 << true << 1.0 << 112.0;
    QTest::newRow("70B trained on 64 GPUs needs 17.5 GB per GPU") << 70e9 << true << 64.0 << 17.5; // 1,120 GB / 64
    QTest::newRow("175B trained on 64 GPUs needs 43.75 GB per GPU") << 175e9 << true << 64.0 << 43.75;
    QTest::newRow("70B served on 1 GPU needs 168 GB") << 70e9 << false << 1.0 << 168.0; // 70e9 × 2 × 1.2
    QTest::newRow("70B served on 8 GPUs needs 21 GB per GPU") << 70e9 << false << 8.0 << 21.0;
    QTest::newRow("8B served on 1 GPU needs 19.2 GB") << 8e9 << false << 1.0 << 19.2;
}

void TestNeedProfile::modelMemory()
{
    // The memory part of a model job (ModelJob::constraints; its shape is tst_modeljob's).
    QFETCH(double, parameters);
    QFETCH(bool, training);
    QFETCH(double, gpus);
    QFETCH(double, gb);
    const NeedConstraints c = ModelJob { parameters, int(gpus), training ? ModelMethod::Training : ModelMethod::Inference }.constraints();
    QVERIFY(c.minMemoryGbPerGpu);
    QCOMPARE(*c.minMemoryGbPerGpu, gb);
}

void TestNeedProfile::modelJobRefusesNonsense()
{
    QCOMPARE((ModelJob { 0, 8, ModelMethod::Training }.constraints()), NeedConstraints {});
    QCOMPARE((ModelJob { -7e9, 1, ModelMethod::Inference }.constraints()), NeedConstraints {});
    QCOMPARE((ModelJob { qQNaN(), 8, ModelMethod::Training }.constraints()), NeedConstraints {});
    QCOMPARE((ModelJob { 7e9, 0, ModelMethod::Training }.constraints()), NeedConstraints {});
    // 70B served on one 80 GB GPU: 168 GB needed, so an 80 GB H100 falls short (and an 8-GPU
    // instance is not a 1-GPU job's size).
    QCOMPARE(ModelJob({ 70e9, 1, ModelMethod::Inference }).constraints().unmetConstraints(offer(QStringLiteral("8x H100 SXM"))),
        (QStringList { u"80 GB per GPU; needs at least 168 GB"_s, u"GPUs per instance: 8; needs at most 1"_s }));
}

void TestNeedProfile::namesAndDescriptions()
{
    QStringList names;
    for (const NeedProfile &p : NeedProfile::builtIns()) {
        names << p.name();
        QVERIFY2(p.description().contains(QLatin1String("CloudGauge's own profile")), qPrintable(p.key));
    }
    QCOMPARE(names,
        (QStringList { u"LLM pretraining"_s, u"Fine-tuning"_s, u"Inference serving"_s, u"Rendering"_s, u"Scientific computing (FP64)"_s }));

    const QString pre = NeedProfile::builtIn(QStringLiteral("pretraining"))->description();
    for (const QString &part : { u"Needs at least 80 GB of memory per GPU; at least 8 GPUs per instance; a fast GPU-to-GPU interconnect"_s,
             u"; a datasheet dense BF16 figure."_s, u"https://arxiv.org/abs/1910.02054"_s })
        QVERIFY2(pre.contains(part), qPrintable(pre));
    const QString inf = NeedProfile::builtIn(QStringLiteral("inference"))->description();
    QVERIFY2(inf.contains(u"× 1.2 for the KV cache and activations (CloudGauge's assumption)"_s), qPrintable(inf));
    QVERIFY2(inf.contains(QLatin1String("BF16 rather than FP8")), qPrintable(inf));
    const QString render = NeedProfile::builtIn(QStringLiteral("rendering"))->description();
    QVERIFY2(render.contains(QLatin1String("at least 600 GB/s of memory bandwidth per GPU; at least 30 FP32 TFLOPS per GPU")),
        qPrintable(render));
    QVERIFY(NeedProfile::builtIn(QStringLiteral("fp64"))->description().contains(QLatin1String("FP64 throughput is not in the catalog")));

    NeedProfile edited = *NeedProfile::builtIn(QStringLiteral("pretraining"));
    edited.constraints.minGpus = 16;
    QVERIFY(edited.description().contains(QLatin1String("at least 16 GPUs per instance")));
    QVERIFY(edited.description().endsWith(QLatin1String("Edited locally from the built-in profile.")));
    QCOMPARE(edited.name(), QStringLiteral("LLM pretraining"));
    edited.label = QStringLiteral("Big runs");
    QCOMPARE(edited.name(), QStringLiteral("Big runs"));

    NeedProfile own;
    own.key = QStringLiteral("batch-jobs");
    own.scenario = QStringLiteral("research");
    QCOMPARE(own.name(), QStringLiteral("batch-jobs"));
    QCOMPARE(own.description(), QStringLiteral("No hard constraints. A profile defined locally."));
}

void TestNeedProfile::jsonRoundTrip_data()
{
    QTest::addColumn<QString>("key");
    for (const NeedProfile &p : NeedProfile::builtIns())
        QTest::newRow(qPrintable(QStringLiteral("the %1 profile reads back equal").arg(p.key))) << p.key;
    QTest::newRow("an own profile with every field reads back equal") << u"own"_s;
}

void TestNeedProfile::jsonRoundTrip()
{
    QFETCH(QString, key);
    NeedProfile p;
    if (key == QLatin1String("own")) {
        p.key = QStringLiteral("small-batch_2");
        p.label = QStringLiteral("小批量推理");
        p.scenario = QStringLiteral("inference");
        p.constraints.minMemoryGbPerGpu = 15.6; // 13e9 × 2 × 1.2 / 2 GPUs (ModelJob, inference)
        p.constraints.minGpus = 0.5;
        p.constraints.maxGpus = 2;
        p.constraints.minMemoryBandwidthGBs = 812.5;
        p.constraints.minFp32Tflops = 0.1;
        p.constraints.fastInterconnect = true;
        p.constraints.bf16 = true;
        p.constraints.fp8 = true;
        p.constraints.fp64 = true;
        p.weights = *Weights::preset(QStringLiteral("budget"));
    } else {
        p = *NeedProfile::builtIn(key);
    }
    QString error;
    const auto back = NeedProfile::fromJson(p.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, p);
    QCOMPARE(back->toJson(), p.toJson());
}

void TestNeedProfile::badJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    const QByteArray w = R"("weights": {"price_performance_bf16": 1})";
    QTest::newRow("text that is not JSON is refused") << QByteArray("{") << u"need profile is not JSON (unterminated object at offset 1)"_s;
    QTest::newRow("an array is refused") << QByteArray("[]") << u"need profile is not a JSON object"_s;
    QTest::newRow("a constraint named twice")
        << QByteArray(R"({"key":"k","label":"K","scenario":"research","constraints":{"min_gpus":8,"min_gpus":1},"weights":{"memory":1}})")
        << u"constraints.min_gpus: named twice; keep one (JSON readers silently drop one of the two)"_s;
    QTest::newRow("an unknown top-level field is named")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {}, )" + w + R"(, "colour": "red"})")
        << u"colour: unknown field (known: key, label, scenario, constraints, weights)"_s;
    QTest::newRow("missing weights are named") << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {}})")
                                               << u"weights: missing"_s;
    QTest::newRow("a key with spaces and capitals is refused")
        << QByteArray(R"({"key": "Big Runs", "scenario": "research", "constraints": {}, )" + w + "}")
        << u"key: must be a string of lower-case letters, digits, '-' or '_'"_s;
    QTest::newRow("a label that is not a string is refused")
        << QByteArray(R"({"key": "a", "label": 3, "scenario": "research", "constraints": {}, )" + w + "}") << u"label: must be a string"_s;
    QTest::newRow("an unknown scenario is refused") << QByteArray(R"({"key": "a", "scenario": "gaming", "constraints": {}, )" + w + "}")
                                                    << u"scenario: must be one of pretraining, research, inference"_s;
    QTest::newRow("constraints that are not an object are refused")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": [], )" + w + "}") << u"constraints: must be an object"_s;
    QTest::newRow("an unknown constraint is named")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {"min_gpu": 8}, )" + w + "}")
        << u"constraints.min_gpu: unknown field (known: min_memory_gb_per_gpu, min_gpus, max_gpus, min_memory_bandwidth_gbs, "_s
           u"min_fp32_tflops, max_round_trip_ms, fast_interconnect, bf16, fp8, fp64, residency, certifications)"_s;
    QTest::newRow("a negative memory bound is refused")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {"min_memory_gb_per_gpu": -80}, )" + w + "}")
        << u"constraints.min_memory_gb_per_gpu: must be a number ≥ 0 or null"_s;
    QTest::newRow("a bound written as text is refused")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {"min_gpus": "8"}, )" + w + "}")
        << u"constraints.min_gpus: must be a number ≥ 0 or null"_s;
    QTest::newRow("a precision flag written as text is refused")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {"bf16": "yes"}, )" + w + "}")
        << u"constraints.bf16: must be true or false"_s;
    QTest::newRow("a minimum GPU count above the maximum is refused")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {"min_gpus": 8, "max_gpus": 1}, )" + w + "}")
        << u"constraints.min_gpus: 8 is above max_gpus 1"_s;
    QTest::newRow("all-zero weights are refused")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {}, "weights": {"memory": 0}})")
        << u"weights: all weights are 0: give at least one criterion a weight"_s;
    QTest::newRow("an unknown criterion in the weights is named")
        << QByteArray(R"({"key": "a", "scenario": "research", "constraints": {}, "weights": {"speed": 1}})")
        << u"weights: unknown criterion 'speed' (known: security, lifecycle, orchestration, storage, networking, reliability, "_s
           u"monitoring, pricing, partnerships, availability, price_performance_bf16, price_performance_bandwidth, memory, true_cost, "_s
           u"tier)"_s;
}

void TestNeedProfile::badJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString got;
    QVERIFY(!NeedProfile::fromJson(json, &got));
    QCOMPARE(got, error);
}

void TestNeedProfile::storeOverridesBuiltIns()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    NeedProfileStore store(&settings);
    QStringList errors;
    QCOMPARE(store.load(&errors), NeedProfile::builtIns()); // nothing saved: the built-ins
    QVERIFY(errors.isEmpty());

    NeedProfile pre = *NeedProfile::builtIn(QStringLiteral("pretraining"));
    pre.constraints.minGpus = 16;
    NeedProfile own;
    own.key = QStringLiteral("batch-jobs");
    own.scenario = QStringLiteral("research");
    own.constraints.bf16 = true;
    // An unedited built-in is not stored; the own profile and the edited built-in are.
    store.save({ *NeedProfile::builtIn(QStringLiteral("finetuning")), own, pre });
    const QJsonArray saved = QJsonDocument::fromJson(settings.value(QStringLiteral("need/profiles")).toString().toUtf8()).array();
    QCOMPARE(saved.size(), 2);
    QCOMPARE(saved.at(0).toObject().value(QLatin1String("key")).toString(), QStringLiteral("batch-jobs"));
    QCOMPARE(saved.at(1).toObject().value(QLatin1String("key")).toString(), QStringLiteral("pretraining"));

    QList<NeedProfile> expected = NeedProfile::builtIns();
    expected[0] = pre; // the saved pretraining overrides the built-in, in the built-in's place
    expected << own;
    QCOMPARE(NeedProfileStore(&settings).load(&errors), expected);
    QVERIFY(errors.isEmpty());
    // find(): the saved profile wins over its built-in; an own key is found; an unknown one is not.
    QCOMPARE(NeedProfileStore(&settings).find(QStringLiteral("pretraining"))->constraints.minGpus, std::optional<double>(16));
    QCOMPARE(NeedProfileStore(&settings).find(QStringLiteral("batch-jobs"))->scenario, QStringLiteral("research"));
    QVERIFY(!NeedProfileStore(&settings).find(QStringLiteral("no-such-need")));

    store.save(NeedProfile::builtIns()); // back to the built-ins: nothing left to store
    QVERIFY(!settings.contains(QStringLiteral("need/profiles")));
    QCOMPARE(store.load(), NeedProfile::builtIns());
}

void TestNeedProfile::storeSkipsBadEntries()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    NeedProfile rendering = *NeedProfile::builtIn(QStringLiteral("rendering"));
    rendering.constraints.minMemoryGbPerGpu = 48;
    QJsonArray array { QJsonObject { { u"key"_s, u"x"_s } }, 7, QJsonDocument::fromJson(rendering.toJson()).object() };
    settings.setValue(QStringLiteral("need/profiles"), QString::fromUtf8(QJsonDocument(array).toJson()));
    QStringList errors;
    const QList<NeedProfile> loaded = NeedProfileStore(&settings).load(&errors);
    QCOMPARE(errors, (QStringList { u"need/profiles[0]: scenario: missing"_s, u"need/profiles[1]: not a JSON object"_s }));
    QCOMPARE(loaded.size(), NeedProfile::builtIns().size());
    QCOMPARE(loaded.at(3), rendering);

    settings.setValue(QStringLiteral("need/profiles"), QStringLiteral("{not json"));
    errors.clear();
    QCOMPARE(NeedProfileStore(&settings).load(&errors), NeedProfile::builtIns());
    QCOMPARE(errors, QStringList { u"need/profiles: not a JSON array"_s });
}

void TestNeedProfile::priceAgeIsAHardConstraint()
{
    NeedConstraints c;
    c.priceObservedSince = QStringLiteral("2026-06-09"); // --max-age 180 on 2026-12-06
    OfferView o = offer(QStringLiteral("8x H100 SXM"));
    o.onDemand.observedOn = QStringLiteral("2026-06-09");
    QVERIFY(c.admits(o)); // on the bound: inclusive
    o.onDemand.observedOn = QStringLiteral("2026-06-08");
    QCOMPARE(
        c.unmetConstraints(o), QStringList { QStringLiteral("price observed on 2026-06-08; needs one observed on or after 2026-06-09") });
    o.onDemand.observedOn.clear();
    o.onDemand.observedAfter = QStringLiteral("2026-11-01"); // a lower bound is no observation
    QCOMPARE(c.unmetConstraints(o),
        QStringList { QStringLiteral("price observed on an unknown day; needs one observed on or after 2026-06-09") });
    // Merged with another need, the later bound holds.
    NeedConstraints later;
    later.priceObservedSince = QStringLiteral("2026-09-01");
    QCOMPARE(c.merged(later).priceObservedSince, QStringLiteral("2026-09-01"));
    QCOMPARE(c.merged(NeedConstraints()).priceObservedSince, QStringLiteral("2026-06-09"));
    QVERIFY(c.inWords().last().contains(QLatin1String("2026-06-09")));
}

QTEST_GUILESS_MAIN(TestNeedProfile)
#include "tst_needprofile.moc"
