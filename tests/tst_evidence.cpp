// Acceptance runs of rented nodes in the catalog (probing/NodeEvidence.h, `cloudgauge evidence`):
// a document made by the probe's own grading (probe/Acceptance.h) from a hand-built probe
// document, graded against an offer of a hand-built catalog, stored all or nothing, listed.
#include "CliTestSupport.h"
#include "TestSupport.h"

#include "Acceptance.h"
#include "catalog/store/Catalog.h"
#include "import/Importer.h"
#include "probing/NodeEvidence.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace cg;

namespace {

/// An NVML GPU of the probe document, healthy.
QJsonObject nvmlGpu(int index, const QString &name, double memoryMib)
{
    const QJsonObject health { { QStringLiteral("ecc_mode"), QStringLiteral("enabled") }, { QStringLiteral("ecc_uncorrected_volatile"), 0 },
        { QStringLiteral("persistence_mode"), QStringLiteral("enabled") } };
    return { { QStringLiteral("id"), QStringLiteral("nvml:%1").arg(index) }, { QStringLiteral("backend"), QStringLiteral("nvml") },
        { QStringLiteral("index"), index }, { QStringLiteral("uuid"), QStringLiteral("GPU-%1").arg(index) },
        { QStringLiteral("vendor"), QStringLiteral("NVIDIA") }, { QStringLiteral("name"), name },
        { QStringLiteral("kind"), QStringLiteral("gpu") }, { QStringLiteral("software"), false },
        { QStringLiteral("form_factor"), QStringLiteral("sxm") }, { QStringLiteral("memory_total_mib"), memoryMib },
        { QStringLiteral("driver_version"), QStringLiteral("550.144.03") }, { QStringLiteral("mig_mode"), QStringLiteral("disabled") },
        { QStringLiteral("health"), health } };
}

/// The OpenCL view of GPU 0 with verified benchmarks: copy and FP32 medians as given.
QJsonObject openClGpu(double copyGBs, double fp32Tflops)
{
    const QJsonObject copy { { QStringLiteral("median"), copyGBs }, { QStringLiteral("best"), copyGBs }, { QStringLiteral("samples"), 5 },
        { QStringLiteral("verified"), true } };
    const QJsonObject fp32 { { QStringLiteral("median"), fp32Tflops }, { QStringLiteral("best"), fp32Tflops },
        { QStringLiteral("samples"), 5 }, { QStringLiteral("verified"), true } };
    return { { QStringLiteral("id"), QStringLiteral("opencl:0:0") }, { QStringLiteral("backend"), QStringLiteral("opencl") },
        { QStringLiteral("index"), 0 }, { QStringLiteral("vendor"), QStringLiteral("NVIDIA") },
        { QStringLiteral("name"), QStringLiteral("NVIDIA H100 80GB HBM3") }, { QStringLiteral("kind"), QStringLiteral("gpu") },
        { QStringLiteral("software"), false },
        { QStringLiteral("benchmarks"),
            QJsonObject { { QStringLiteral("status"), QStringLiteral("ok") }, { QStringLiteral("reason"), QString() },
                { QStringLiteral("api"), QStringLiteral("opencl") }, { QStringLiteral("copy_gbps"), copy },
                { QStringLiteral("fp32_tflops"), fp32 } } } };
}

/// A probe document of a node with `gpus` H100 SXM GPUs (the last one with `lastMemoryMib`).
QJsonObject probeDocument(int gpus, double lastMemoryMib, double copyGBs, double fp32Tflops)
{
    QJsonArray devices;
    for (int i = 0; i < gpus; ++i)
        devices.append(nvmlGpu(i, QStringLiteral("NVIDIA H100 80GB HBM3"), i == gpus - 1 ? lastMemoryMib : 81559.0));
    devices.append(openClGpu(copyGBs, fp32Tflops));
    return { { QStringLiteral("schema"), QStringLiteral("cloudgauge-probe/1") }, { QStringLiteral("host"), QStringLiteral("node-17") },
        { QStringLiteral("started_at"), QStringLiteral("2026-12-05T09:00:00Z") },
        { QStringLiteral("finished_at"), QStringLiteral("2026-12-05T09:02:10Z") }, { QStringLiteral("status"), QStringLiteral("ok") },
        { QStringLiteral("summary"), QStringLiteral("test node") },
        { QStringLiteral("gpu_summary"), QStringLiteral("%1 × NVIDIA H100 80GB HBM3").arg(gpus) },
        { QStringLiteral("backends"), QJsonArray() }, { QStringLiteral("devices"), devices } };
}

QByteArray acceptanceBytes(const QJsonObject &probe, const QString &provider, const QString &instanceType)
{
    const probe::AcceptanceOffer offer { provider, instanceType };
    return QJsonDocument(probe::acceptanceDocument(probe, probe::AcceptanceLevel::Standard, offer)).toJson();
}

const EvidenceCheck *checkOf(const EvidenceRun &run, const QString &key, const QString &device = QString())
{
    for (const EvidenceCheck &c : run.checks)
        if (c.key == key && c.device == device)
            return &c;
    return nullptr;
}

} // namespace

class TestEvidence : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void documentsAreReadOrRefused_data();
    void documentsAreReadOrRefused();
    void theNodeIsGradedAgainstItsOffer();
    void importStoresOnceAndLists();
    void importRefusesAnUnknownOfferAndStoresNothing();
    void theDetailsPaneShowsTheRunOfItsOfferAndRegion();
    void aFailedNodeLowersTheConfidenceOfItsOffer();
    void aCopiedCatalogKeepsItsRuns();

private:
    QTemporaryDir m_dir;
    QString m_catalog;
    OfferView m_offer;
    QList<GpuModelRecord> m_models;
    GpuIdentity m_identity;
};

void TestEvidence::initTestCase()
{
    cgtest::initHermetic();
    CG_SKIP_WITHOUT_SERVER(); // the _pg run, when no server was started
    QVERIFY(m_dir.isValid());
    QString error;
    m_catalog = cgtest::newCatalogLocation(m_dir, QStringLiteral("evidence.sqlite"), &error);
    QVERIFY2(!m_catalog.isEmpty(), qPrintable(error));
    Catalog catalog(m_catalog);
    QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
    ImportOptions o;
    o.providerKey = QStringLiteral("lambda");
    o.asOf = QStringLiteral("2026-12-01");
    const ImportReport r = Importer(catalog).importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,"
                                                         "SpotPrice,Region\n"
                                                         "gpu_8x_h100_sxm5,H100,8,208,1800,,23.92,,us-east-1\n",
        QStringLiteral("lambda.csv"), o);
    QVERIFY2(r.ok(), qPrintable(r.text()));
    const QList<OfferView> offers = catalog.offers();
    QCOMPARE(offers.size(), 1);
    m_offer = offers.constFirst();
    QVERIFY(!m_offer.gpuKey.isEmpty());
    m_models = catalog.gpuModels();
    m_identity = catalog.gpuIdentity();
}

void TestEvidence::documentsAreReadOrRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::newRow("not json") << QByteArray("cloudgauge-probe: not found") << "not a JSON object";
    QTest::newRow("probe document") << QJsonDocument(probeDocument(1, 81559, 2900, 50)).toJson()
                                    << "this is a probe document (cloudgauge-probe/1), not an acceptance run";
    QTest::newRow("other schema") << QByteArray(R"({"schema": "cloudgauge-acceptance/2", "checks": []})")
                                  << "schema 'cloudgauge-acceptance/2' is not cloudgauge-acceptance/1";
    QTest::newRow("no date") << QByteArray(R"({"schema": "cloudgauge-acceptance/1", "checks": []})") << "the document has no finished_at";
    QTest::newRow("bad status") << QByteArray(
        R"({"schema": "cloudgauge-acceptance/1", "finished_at": "2026-12-05T09:00:00Z",)"
        R"( "checks": [{"key": "ecc.mode", "status": "pass"}, {"key": "pcie.link", "status": "ok"}]})")
                                << "check 2 (pcie.link) has status 'ok', not pass, warn, fail or skipped";
}

void TestEvidence::documentsAreReadOrRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QString why;
    QVERIFY(!readAcceptanceDocument(bytes, &why));
    QVERIFY2(why.startsWith(error), qPrintable(why));
}

void TestEvidence::theNodeIsGradedAgainstItsOffer()
{
    // Two GPUs of the eight the offer promises, the second with 40 GiB; copy at 87 % of the
    // datasheet, FP32 at 70 %.
    const GpuModelRecord *model = nullptr;
    for (const GpuModelRecord &m : std::as_const(m_models))
        if (m.key == m_offer.gpuKey)
            model = &m;
    QVERIFY(model && model->memoryBandwidthGBs && model->fp32Tflops && model->memoryGb);
    const double copy = 0.87 * *model->memoryBandwidthGBs, fp32 = 0.70 * *model->fp32Tflops;
    QString error;
    std::optional<AcceptanceInput> in = readAcceptanceDocument(
        acceptanceBytes(probeDocument(2, 40960, copy, fp32), QStringLiteral("lambda"), m_offer.instanceType), &error);
    QVERIFY2(in, qPrintable(error));
    QCOMPARE(in->offerProvider, QStringLiteral("lambda"));
    QCOMPARE(in->run.measuredAt, QStringLiteral("2026-12-05T09:02:10Z"));
    QCOMPARE(in->gpuIds, (QStringList { QStringLiteral("nvml:0"), QStringLiteral("nvml:1") }));
    QVERIFY(checkOf(in->run, QStringLiteral("gpu.inventory")));
    gradeAgainstOffer(*in, m_offer, m_models, m_identity);
    const EvidenceRun &run = in->run;
    QVERIFY(!checkOf(run, QStringLiteral("gpu.inventory")));

    const EvidenceCheck *count = checkOf(run, QStringLiteral("offer.gpu_count"));
    QVERIFY(count);
    QCOMPARE(count->status, QStringLiteral("fail"));
    QCOMPARE(count->observed, QStringLiteral("2"));
    QCOMPARE(count->expected, QString::number(qRound(*m_offer.gpuCount)));
    QCOMPARE(count->reason, QStringLiteral("2 GPU(s) found; the offer promises %1").arg(qRound(*m_offer.gpuCount)));
    for (const QString &id : { QStringLiteral("nvml:0"), QStringLiteral("nvml:1") }) {
        const EvidenceCheck *m = checkOf(run, QStringLiteral("offer.gpu_model"), id);
        QVERIFY(m);
        QCOMPARE(m->status, QStringLiteral("pass"));
        QCOMPARE(m->expected, model->name);
    }
    QCOMPARE(checkOf(run, QStringLiteral("offer.gpu_memory"), QStringLiteral("nvml:0"))->status, QStringLiteral("pass"));
    const EvidenceCheck *small = checkOf(run, QStringLiteral("offer.gpu_memory"), QStringLiteral("nvml:1"));
    QCOMPARE(small->status, QStringLiteral("fail"));
    QCOMPARE(small->observed, QStringLiteral("40.0 GiB"));

    const EvidenceCheck *bandwidth = checkOf(run, QStringLiteral("bench.copy_gbps"), QStringLiteral("opencl:0:0"));
    QVERIFY(bandwidth);
    QCOMPARE(bandwidth->status, QStringLiteral("pass"));
    QVERIFY2(bandwidth->reason.startsWith(QLatin1String("87.0 % of the datasheet's")), qPrintable(bandwidth->reason));
    const EvidenceCheck *flops = checkOf(run, QStringLiteral("bench.fp32_tflops"), QStringLiteral("opencl:0:0"));
    QCOMPARE(flops->status, QStringLiteral("warn"));
    QVERIFY2(flops->reason.startsWith(QLatin1String("70.0 % of the datasheet's")), qPrintable(flops->reason));
    QCOMPARE(run.status(), QStringLiteral("fail"));
}

void TestEvidence::importStoresOnceAndLists()
{
    const QString file = m_dir.filePath(QStringLiteral("accept.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(acceptanceBytes(probeDocument(8, 81559, 3000, 60), QStringLiteral("lambda"), m_offer.instanceType));
    }
    const cgtest::CliRun first = cgtest::runCli({ QStringLiteral("evidence"), QStringLiteral("import"), file, QStringLiteral("--catalog"),
        m_catalog, QStringLiteral("--region"), m_offer.region });
    QVERIFY2(first.rc == 0, qPrintable(first.err));
    QVERIFY2(first.out.contains(QLatin1String("offer.gpu_count")), qPrintable(first.out));
    const cgtest::CliRun again
        = cgtest::runCli({ QStringLiteral("evidence"), QStringLiteral("import"), file, QStringLiteral("--catalog"), m_catalog });
    QCOMPARE(again.rc, 1);
    QVERIFY2(again.err.contains(QLatin1String("was already imported")), qPrintable(again.err));

    const cgtest::CliRun list = cgtest::runCli({ QStringLiteral("evidence"), QStringLiteral("list"), QStringLiteral("--catalog"), m_catalog,
        QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(list.rc == 0, qPrintable(list.err));
    const QJsonArray runs = QJsonDocument::fromJson(list.out.toUtf8()).array();
    QCOMPARE(runs.size(), 1);
    const QJsonObject r = runs.at(0).toObject();
    QCOMPARE(r.value(QStringLiteral("provider")).toString(), QStringLiteral("lambda"));
    QCOMPARE(r.value(QStringLiteral("instance_type")).toString(), m_offer.instanceType);
    QCOMPARE(r.value(QStringLiteral("region")).toString(), m_offer.region);
    QCOMPARE(r.value(QStringLiteral("host")).toString(), QStringLiteral("node-17"));
    QCOMPARE(r.value(QStringLiteral("measured_at")).toString(), QStringLiteral("2026-12-05T09:02:10Z"));
    QCOMPARE(r.value(QStringLiteral("source_file")).toString(), QStringLiteral("accept.json"));
    // Stored as graded: the same checks, in order, as grading the file here gives.
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    std::optional<AcceptanceInput> in = readAcceptanceDocument(f.readAll(), nullptr);
    QVERIFY(in);
    gradeAgainstOffer(*in, m_offer, m_models, m_identity);
    const QJsonArray checks = r.value(QStringLiteral("checks")).toArray();
    QCOMPARE(checks.size(), in->run.checks.size());
    for (qsizetype i = 0; i < checks.size(); ++i) {
        QCOMPARE(checks.at(i).toObject().value(QStringLiteral("key")).toString(), in->run.checks.at(i).key);
        QCOMPARE(checks.at(i).toObject().value(QStringLiteral("status")).toString(), in->run.checks.at(i).status);
    }
    QCOMPARE(r.value(QStringLiteral("status")).toString(), in->run.status());
    QCOMPARE(r.value(QStringLiteral("counts")).toObject().value(QStringLiteral("fail")).toInt(), in->run.count(QStringLiteral("fail")));
    QCOMPARE(in->run.count(QStringLiteral("fail")), 0); // eight healthy GPUs, as promised
}

void TestEvidence::importRefusesAnUnknownOfferAndStoresNothing()
{
    const QString file = m_dir.filePath(QStringLiteral("other.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(acceptanceBytes(probeDocument(1, 81559, 3000, 60), QStringLiteral("lambda"), QStringLiteral("gpu_1x_b200")));
    }
    int before = 0;
    {
        Catalog catalog(m_catalog);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        before = int(catalog.evidenceRuns().size());
    }
    const cgtest::CliRun r
        = cgtest::runCli({ QStringLiteral("evidence"), QStringLiteral("import"), file, QStringLiteral("--catalog"), m_catalog });
    QCOMPARE(r.rc, 1);
    QVERIFY2(r.err.contains(QLatin1String("the catalog has no offer gpu_1x_b200 of provider lambda")), qPrintable(r.err));
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    QCOMPARE(catalog.evidenceRuns().size(), before);
}

void TestEvidence::theDetailsPaneShowsTheRunOfItsOfferAndRegion()
{
    QVERIFY(OfferDetails::evidenceHtml(nullptr).startsWith(QLatin1String("not yet: the catalog holds no acceptance run")));
    EvidenceRun run;
    run.measuredAt = QStringLiteral("2026-12-05T09:02:10Z");
    run.host = QStringLiteral("node-17");
    run.level = QStringLiteral("quick");
    run.checks = { { QStringLiteral("ecc.mode"), QStringLiteral("nvml:0"), {}, {}, {}, QStringLiteral("pass"), {}, {} },
        { QStringLiteral("offer.gpu_count"), {}, QStringLiteral("2"), QStringLiteral("8"), {}, QStringLiteral("fail"),
            QStringLiteral("2 GPU(s) found; the offer promises 8"), {} },
        { QStringLiteral("persistence_mode"), QStringLiteral("nvml:1"), {}, {}, {}, QStringLiteral("warn"), QStringLiteral("off"), {} } };
    QCOMPARE(OfferDetails::evidenceHtml(&run),
        QStringLiteral("failed, measured 2026-12-05T09:02:10Z on host node-17 (quick run): 1 passed, 1 warned, 1 failed, 0 skipped"
                       "<br>Failed: offer.gpu_count: 2 GPU(s) found; the offer promises 8<br>Warned: persistence_mode nvml:1: off"));

    // The snapshot finds the stored run (importStoresOnceAndLists) for its offer; a run of
    // another region does not speak for it.
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    std::optional<CatalogSnapshot> snapshot = CatalogSnapshot::read(catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    const EvidenceRun *found = snapshot->evidenceFor(m_offer);
    QVERIFY(found);
    QCOMPARE(found->host, QStringLiteral("node-17"));
    // The pane of that offer carries the field.
    const RankingSession session(*snapshot, RankingParams(Weights(), QStringLiteral("research")));
    QCOMPARE(session.offers().size(), 1);
    const QString html = OfferDetails::html(session, 0, DetailsContext());
    QVERIFY(html.contains(QLatin1String("Checked on a rented node")));
    QVERIFY2(html.contains(OfferDetails::evidenceHtml(found)), qPrintable(html));
    OfferView elsewhere = m_offer;
    elsewhere.region = QStringLiteral("eu-west-9");
    QVERIFY(!snapshot->evidenceFor(elsewhere));
}

void TestEvidence::aFailedNodeLowersTheConfidenceOfItsOffer()
{
    // Before: the newest run (importStoresOnceAndLists) did not fail; the offer is marked checked.
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    std::optional<CatalogSnapshot> before = CatalogSnapshot::read(catalog, &error);
    QVERIFY2(before, qPrintable(error));
    const RankingSession checked(*before, RankingParams(Weights(), QStringLiteral("research")));
    const QList<RankedOffer> all = checked.ranked() + checked.excluded();
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first().nodeCheck, before->evidenceFor(m_offer)->status());
    QVERIFY(all.first().nodeCheck != QLatin1String("fail"));
    QVERIFY(!all.first().warnings.contains(QStringLiteral("node_check_failed")));
    const RankedOffer::Confidence unchanged = all.first().confidence;
    QCOMPARE(unchanged, Ranker::confidenceOf(all.first().warnings));

    // A later run of two GPUs of the eight fails: the offer's confidence is low, and says why.
    QByteArray bytes = acceptanceBytes(probeDocument(2, 81559, 3000, 60), QStringLiteral("lambda"), m_offer.instanceType);
    bytes.replace("2026-12-05T09:02:10Z", "2026-12-06T10:00:00Z");
    std::optional<AcceptanceInput> in = readAcceptanceDocument(bytes, &error);
    QVERIFY2(in, qPrintable(error));
    gradeAgainstOffer(*in, m_offer, m_models, m_identity);
    in->run.providerKey = QStringLiteral("lambda");
    in->run.instanceType = m_offer.instanceType;
    in->run.importedAt = QStringLiteral("2026-12-06T11:00:00Z");
    QVERIFY2(catalog.insertEvidenceRun(in->run) > 0, qPrintable(catalog.lastError()));
    std::optional<CatalogSnapshot> after = CatalogSnapshot::read(catalog, &error);
    QVERIFY2(after, qPrintable(error));
    const RankingSession failed(*after, RankingParams(Weights(), QStringLiteral("research")));
    const QList<RankedOffer> now = failed.ranked() + failed.excluded();
    QCOMPARE(now.first().nodeCheck, QStringLiteral("fail"));
    QVERIFY(now.first().warnings.contains(QStringLiteral("node_check_failed")));
    QCOMPARE(now.first().confidence, RankedOffer::Confidence::Low);
    QCOMPARE(Ranker::confidenceOf({ QStringLiteral("node_check_failed") }), RankedOffer::Confidence::Low);
    QCOMPARE(Ranker::confidenceOf({ QStringLiteral("variant_assumed") }), RankedOffer::Confidence::Medium);
}

void TestEvidence::aCopiedCatalogKeepsItsRuns()
{
    // The checks reference their run: `catalog copy` writes the runs first (dialect::catalogTables).
    QList<EvidenceRun> runs;
    {
        Catalog catalog(m_catalog);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        runs = catalog.evidenceRuns();
    }
    QVERIFY(runs.size() >= 2);
    const QString copy = m_dir.filePath(QStringLiteral("copy.sqlite"));
    const cgtest::CliRun r = cgtest::runCli({ QStringLiteral("catalog"), QStringLiteral("copy"), m_catalog, copy });
    QVERIFY2(r.rc == 0, qPrintable(r.err));
    Catalog copied(copy);
    QString error;
    QVERIFY2(copied.open(&error), qPrintable(error));
    const QList<EvidenceRun> after = copied.evidenceRuns();
    QCOMPARE(after.size(), runs.size());
    for (qsizetype i = 0; i < runs.size(); ++i) {
        QCOMPARE(after.at(i).measuredAt, runs.at(i).measuredAt);
        QCOMPARE(after.at(i).checks.size(), runs.at(i).checks.size());
        QCOMPARE(after.at(i).status(), runs.at(i).status());
    }
}

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
